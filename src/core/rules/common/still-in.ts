/**
 * The order of play of a game that puts players out and plays on (Kelly Pool 7, Cutthroat 9.3,
 * Mr. & Mrs. 8.4, Forty-One, Card Ball): the players still in come to the table in turn.
 */
import type { GameContext } from './context.ts';
import { nextInOrder } from './players.ts';
import type { PlayersOut } from './template.ts';
import type { PlayerId } from './types.ts';

/** The player after `p` in the order of play who is still in the game: not among `out` (the game's players out by default). */
export const nextStillIn = <X extends PlayersOut>(
  ctx: GameContext<X>,
  p: PlayerId,
  out: readonly PlayerId[] = ctx.x.out,
): PlayerId => nextInOrder(ctx.players, p, (q) => out.includes(q));
