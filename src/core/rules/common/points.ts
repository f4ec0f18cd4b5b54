/**
 * Points kept in a score record keyed by player or side (the games scored by points: Kelly Pool's
 * scoring variant 7, the side-pocket game's tally 7.2, Odd Ball, Cribbage, Forty-One ...). Records
 * are copied, never changed, and keep their keys in order.
 */
import type { GameContext } from './context.ts';
import { own, withKey } from './keyed.ts';
import type { PlayerId } from './types.ts';

type Score = Readonly<Record<string, number>> | null | undefined;

/** `score` with `n` points more for `key` (fewer when `n` is negative); a key not yet scored starts at 0. */
export const withPoints = (score: Score, key: string, n: number): Record<string, number> =>
  withKey(score, key, (own(score, key) ?? 0) + n);

/** `score` after `from` pays `n` points to `to` (kelly-pool/7: a pocketed ball is paid for by its owner). */
export const pointsPaid = (score: Score, from: string, to: string, n: number): Record<string, number> =>
  withPoints(withPoints(score, to, n), from, -n);

/** The score of `player`'s side (his own in a game of individuals); 0 when none is kept yet. */
export const scoreOf = (ctx: Pick<GameContext, 'score' | 'sideOf'>, player: PlayerId): number =>
  ctx.score?.[ctx.sideOf[player] ?? player] ?? 0;
