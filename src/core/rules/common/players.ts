/**
 * Flow pieces for games of more than two players (issue 8): the order of play skipping players who
 * are out and a player dropping out of a game that goes on. The three-foul rule is consecutive-fouls.ts.
 */
import type { GameContext } from './context.ts';
import type { Draft } from './draft.ts';
import { endGame } from './flow.ts';
import type { PlayersOut } from './template.ts';
import type { PlayerId } from './types.ts';

/** The player after `p` in the order of play, skipping those for whom `skip` is true (none: `p`). */
export function nextInOrder(players: readonly PlayerId[], p: PlayerId, skip: (q: PlayerId) => boolean): PlayerId {
  const i = players.indexOf(p);
  for (let k = 1; k <= players.length; k += 1) {
    const q = players[(i + k) % players.length] as PlayerId;
    if (!skip(q)) return q;
  }
  return p;
}

/** The player after `p` in the order of play who is still in the game: not among `out` (the game's players out by default). */
export const nextStillIn = <X extends PlayersOut>(
  ctx: GameContext<X>,
  p: PlayerId,
  out: readonly PlayerId[] = ctx.x.out,
): PlayerId => nextInOrder(ctx.players, p, (q) => out.includes(q));

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
