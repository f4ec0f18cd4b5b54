/** A game won outright, said in words: the games that end on a goal reached (points, cards, frames). */
import type { GameContext } from './context.ts';
import type { Draft } from './draft.ts';
import { endGame } from './flow.ts';
import type { SideId } from './types.ts';

/** `winner` wins the game for the game's own `reason` (its result names no loser), said in words. */
export function winGame<X>(d: Draft, ctx: GameContext<X>, winner: SideId, reason: string): GameContext<X> {
  d.say('win', { side: winner });
  return endGame(ctx, { winner, reason });
}
