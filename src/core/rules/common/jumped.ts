/** Jumped object balls put back on the table by the games that spot them (3.28, 3.32). */
import type { ObjectBall } from '../../vocabulary/index.ts';
import type { GameContext } from './context.ts';
import type { Draft } from './draft.ts';
import { spotBack } from './template.ts';

/**
 * The game's paragraph `rule` for jumped balls (e.g. bowlliards 10, card-ball 12): cited when a ball
 * left the table, and the balls spotted in ascending order (3.32); the context with them back.
 */
export function spotJumped<X>(
  d: Draft,
  jumped: readonly ObjectBall[],
  ctx: GameContext<X>,
  rule: string,
): GameContext<X> {
  return jumped.length > 0 ? { ...ctx, ...spotBack(d.cite(rule), jumped, ctx) } : ctx;
}
