/**
 * 1.14 in the games of more than two players that play on without a player who concedes (card-ball,
 * forty-one, cutthroat): he leaves the game; the last player left wins.
 */
import type { GameContext } from './context.ts';
import type { Draft } from './draft.ts';
import { endGame } from './flow.ts';
import { nextInOrder } from './players.ts';
import type { PlayersOut } from './template.ts';
import type { PlayerId } from './types.ts';

/**
 * 1.14 with several players: `p` leaves the game (`x`: the game's record with him out, by default
 * added to `x.out`). With one player left, that player wins, said in words; otherwise, if it was
 * `p`'s turn, the next player still in comes to the table. Any open choice lapses.
 */
export function leaveGame<X extends PlayersOut>(
  ctx: GameContext<X>,
  p: PlayerId,
  d: Draft,
  x: X = { ...ctx.x, out: [...ctx.x.out, p] },
): GameContext<X> {
  const next: GameContext<X> = { ...ctx, pending: null, x };
  const left = ctx.players.filter((q) => !x.out.includes(q));
  if (left.length === 1) {
    const winner = left[0] as PlayerId;
    d.say('win', { side: winner });
    return endGame(next, { winner, loser: p, reason: 'concession' });
  }
  return ctx.turn === p ? { ...next, turn: nextInOrder(ctx.players, p, (q) => x.out.includes(q)) } : next;
}
