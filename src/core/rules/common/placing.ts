/** Putting balls back: 3.32 spotting with coordinates where the position is known. */
import type { ObjectBall } from '../../vocabulary/index.ts';
import type { Draft } from './draft.ts';
import { type Obstacle, spotBalls } from './spotting.ts';
import type { Point, TableLines } from './table.ts';
import type { BallKey } from './types.ts';

/**
 * Spots `balls` (3.32) among the balls whose positions are known, records them in the draft
 * on the table's long string (`spotted` in spotting order, `placed` with coordinates; "foot-spot" by name when nothing on
 * the table has a known position) and returns the positions with the spotted balls added.
 */
export function spotInto(
  d: Draft,
  balls: readonly ObjectBall[],
  positions: Partial<Record<BallKey, Point>>,
  table: TableLines,
): Partial<Record<BallKey, Point>> {
  if (balls.length === 0) return positions;
  const known = Object.keys(positions).length > 0;
  const obstacles: Obstacle[] = [];
  for (const [k, p] of Object.entries(positions) as Array<[BallKey, Point]>) {
    if (!balls.includes(Number(k) as ObjectBall)) obstacles.push({ p, isCue: k === 'cue' });
  }
  const placedBalls = spotBalls(table, balls, obstacles);
  const out = { ...positions };
  d.spotted = [...d.spotted, ...placedBalls.map((s) => s.ball)];
  for (const s of placedBalls) {
    const key = String(s.ball) as BallKey;
    out[key] = s.p;
    const onSpot = s.p[0] === table.footSpot[0] && s.p[1] === table.footSpot[1];
    d.place(key, !known && onSpot ? 'foot-spot' : [round(s.p[0]), round(s.p[1])]);
  }
  d.cite('3.32').say('spotted', { balls: placedBalls.map((s) => s.ball) });
  if (placedBalls.some((s) => s.inFront)) d.say('spotted.front');
  return out;
}

const round = (v: number): number => Math.round(v * 1e6) / 1e6;
