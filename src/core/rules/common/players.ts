/**
 * Flow pieces for games of more than two players (issue 8): the order of play skipping players who
 * are out, a player dropping out of a game that goes on, and the three-consecutive-fouls rule with
 * the 2.16 warning that several recreational games adopt (six-ball 8.4, cowboy 6.8 ...).
 */
import type { GameContext } from './context.ts';
import type { Draft } from './draft.ts';
import { endGame } from './flow.ts';
import { withKey } from './keyed.ts';
import type { PlayersOut } from './template.ts';
import type { PlayerId, SideId } from './types.ts';

/** The player after `p` in the order of play, skipping those for whom `skip` is true (none: `p`). */
export function nextInOrder(players: readonly PlayerId[], p: PlayerId, skip: (q: PlayerId) => boolean): PlayerId {
  const i = players.indexOf(p);
  for (let k = 1; k <= players.length; k += 1) {
    const q = players[(i + k) % players.length] as PlayerId;
    if (!skip(q)) return q;
  }
  return p;
}

/**
 * 2.16 with a game's three-foul rule: the side's consecutive foul count after another foul, and
 * whether it loses. A third foul counts only if the referee's warning was recorded after the
 * second; otherwise the player is taken to have had one foul before the shot.
 */
export function threeFoulRule(count: number, warned: boolean): { count: number; loses: boolean; unwarned: boolean } {
  const n = count + 1;
  if (n < 3) return { count: n, loses: false, unwarned: false };
  return warned ? { count: n, loses: true, unwarned: false } : { count: 2, loses: false, unwarned: true };
}

/**
 * Counts a foul of `side` under the game's three-foul `rule` (e.g. `six-ball/8.4`): cites and
 * explains the warning due or missing. Returns the new counts and whether the side loses.
 */
export function countFoul<X>(
  ctx: GameContext<X>,
  side: SideId,
  d: Draft,
  rule: string,
): { fouls: Record<SideId, number>; warned: Record<SideId, boolean>; loses: boolean } {
  const r = threeFoulRule(ctx.fouls[side] ?? 0, ctx.warned[side] === true);
  const fouls = withKey(ctx.fouls, side, r.count);
  const warned = withKey(ctx.warned, side, r.unwarned ? false : ctx.warned[side] === true);
  // the three-foul rule decides the game: it leads the rules cited
  if (r.loses) d.lead(rule).cite('2.16');
  else if (r.unwarned) d.cite('2.16', rule).say('nine.unwarned');
  if (!r.loses && r.count === 2) d.cite(rule, '2.16').warn('two-consecutive-fouls').say('nine.twoFouls', { side });
  return { fouls, warned, loses: r.loses };
}

/** A legal shot clears the side's consecutive fouls and its warning. */
export function clearFouls<X>(ctx: GameContext<X>, side: SideId): Pick<GameContext<X>, 'fouls' | 'warned'> {
  return { fouls: withKey(ctx.fouls, side, 0), warned: withKey(ctx.warned, side, false) };
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
