/**
 * The cue ball after a foul in the games that leave it where it lies unless it was scratched or
 * jumped off the table: then the incoming player has it in hand behind the head string (3.10, as
 * the game's own paragraph says).
 */
import type { Assessment } from './assess.ts';
import type { Draft } from './draft.ts';
import { cueBallAfterFoul } from './flow.ts';
import type { CueBallState } from './types.ts';

/** In hand behind the head string after a scratch or a jumped cue ball (the game's `rules` cited), else in place. */
export function kitchenAfterScratch(a: Assessment, d: Draft, ...rules: string[]): CueBallState {
  const cueBall = cueBallAfterFoul(a, 'in-place', 'in-hand-kitchen');
  if (cueBall === 'in-hand-kitchen') d.cite(...rules);
  return cueBall;
}
