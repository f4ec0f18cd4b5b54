/** Object balls on the table as a 15-bit mask (bit n = ball n): cheap to copy and compare. */
import type { ObjectBall } from '../../vocabulary/index.ts';

export type BallSet = number;

export const has = (set: BallSet, ball: number): boolean => (set & (1 << ball)) !== 0;
export const add = (set: BallSet, ball: number): BallSet => set | (1 << ball);
export const remove = (set: BallSet, ball: number): BallSet => set & ~(1 << ball);
export const fromList = (balls: readonly number[]): BallSet => balls.reduce((s, b) => s | (1 << b), 0);
export const range = (from: number, to: number): BallSet => {
  let s = 0;
  for (let b = from; b <= to; b += 1) s |= 1 << b;
  return s;
};

export function toList(set: BallSet): ObjectBall[] {
  const out: ObjectBall[] = [];
  for (let b = 1; b <= 15; b += 1) if ((set & (1 << b)) !== 0) out.push(b as ObjectBall);
  return out;
}

export function count(set: BallSet): number {
  let n = 0;
  for (let s = set; s !== 0; s &= s - 1) n += 1;
  return n;
}

/** Lowest-numbered ball of the set, or null (5.1: the legal object ball in nine-ball). */
export function lowest(set: BallSet): ObjectBall | null {
  for (let b = 1; b <= 15; b += 1) if ((set & (1 << b)) !== 0) return b as ObjectBall;
  return null;
}

export const SOLID_SET: BallSet = range(1, 7);
export const STRIPE_SET: BallSet = range(9, 15);

/** The balls still on the table after a shot: those pocketed or driven off it are gone (until spotted). */
export function withoutGone(set: BallSet, gone: { pocketed: readonly number[]; offTable: readonly number[] }): BallSet {
  let out = set;
  for (const b of gone.pocketed) out = remove(out, b);
  for (const b of gone.offTable) out = remove(out, b);
  return out;
}
