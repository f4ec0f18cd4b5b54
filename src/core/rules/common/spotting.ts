/**
 * 3.32 Spotting balls: on the long string, a single ball on the foot spot; several in ascending
 * order from the foot spot toward the foot cushion; as close as possible to the spot without
 * moving interfering balls (frozen to object balls is fine, never touching the cue ball); if
 * there is no room behind the spot, in front of it, lowest number nearest the spot.
 * (Short rule 26 puts the lowest number farthest in front: conflict C1, 3.32 followed.)
 */
import type { ObjectBall } from '../../vocabulary/index.ts';
import { CUE_BALL_GAP, type Point, R, type TableLines } from './table.ts';

export interface Obstacle {
  p: Point;
  isCue: boolean;
}

export interface SpottedBall {
  ball: ObjectBall;
  p: Point;
  /** placed in front of the foot spot for want of room behind it */
  inFront: boolean;
}

const EPS = 1e-9;

/** Intervals of x on the long string that a ball may not occupy because of one obstacle. */
function blockedHalfWidth(t: TableLines, o: Obstacle): number {
  const need = 2 * R + (o.isCue ? CUE_BALL_GAP : 0);
  const dy = Math.abs(o.p[1] - t.footSpot[1]);
  return dy >= need ? -1 : Math.sqrt(need * need - dy * dy);
}

function isFree(t: TableLines, x: number, obstacles: readonly Obstacle[]): boolean {
  for (const o of obstacles) {
    const h = blockedHalfWidth(t, o);
    if (h > 0 && Math.abs(x - o.p[0]) < h - EPS) return false;
  }
  return true;
}

function firstFreeBehind(t: TableLines, obstacles: readonly Obstacle[]): number | null {
  const x0 = t.footSpot[0];
  const max = t.length - R;
  const candidates = [x0];
  for (const o of obstacles) {
    const h = blockedHalfWidth(t, o);
    if (h > 0 && o.p[0] + h >= x0) candidates.push(o.p[0] + h);
  }
  candidates.sort((a, b) => a - b);
  for (const c of candidates) if (c <= max + EPS && isFree(t, c, obstacles)) return Math.min(c, max);
  return null;
}

function firstFreeInFront(t: TableLines, obstacles: readonly Obstacle[]): number | null {
  const x0 = t.footSpot[0];
  const candidates: number[] = [];
  for (const o of obstacles) {
    const h = blockedHalfWidth(t, o);
    if (h > 0 && o.p[0] - h <= x0) candidates.push(o.p[0] - h);
  }
  candidates.sort((a, b) => b - a);
  for (const c of candidates) if (c >= R - EPS && isFree(t, c, obstacles)) return c;
  return null;
}

/** Places `balls` (spotted in ascending order) among the balls known to be on the table. */
export function spotBalls(t: TableLines, balls: readonly ObjectBall[], onTable: readonly Obstacle[]): SpottedBall[] {
  const obstacles = [...onTable];
  const out: SpottedBall[] = [];
  for (const ball of [...balls].sort((a, b) => a - b)) {
    let x = firstFreeBehind(t, obstacles);
    let inFront = false;
    if (x === null) {
      x = firstFreeInFront(t, obstacles);
      inFront = true;
    }
    const p: Point = [x ?? t.footSpot[0], t.footSpot[1]];
    out.push({ ball, p, inFront });
    obstacles.push({ p, isCue: false });
  }
  return out;
}
