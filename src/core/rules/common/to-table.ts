/** A player coming to the table, said in words (flow.ts `sayNext`): the step that ends most rulings. */
import type { GameContext } from './context.ts';
import type { Draft } from './draft.ts';
import { sayNext } from './flow.ts';
import type { CueBallState, PlayerId } from './types.ts';

/** `player` is next to shoot with `cueBall` (in place, in hand, in hand behind the head string ...), said in words. */
export function toTable<X>(d: Draft, ctx: GameContext<X>, player: PlayerId, cueBall: CueBallState): GameContext<X> {
  sayNext(d, player, cueBall);
  return { ...ctx, turn: player, cueBall };
}
