/**
 * The bookkeeping the games of the kit repeat around their rulings: the ruling recorded in the
 * context, the score of a player's side, and counts kept per side or per player (points, balls
 * owed, consecutive fouls) added to without mutating the record.
 */
import type { GameContext } from './context.ts';
import { type Draft, finish, type RulingExtras } from './draft.ts';
import { keyed, withKey } from './keyed.ts';
import type { PlayerId } from './types.ts';

/** A game's `done`: the ruling recorded in the context (draft.ts `finish`) with the game's `extras`. */
export const recordRuling =
  (extras?: RulingExtras) =>
  <X>(ctx: GameContext<X>, d: Draft): GameContext<X> => ({ ...ctx, ruling: finish(ctx, d, extras) });

/** The score of `player`'s side (his own in a game of individuals); 0 when none is kept yet. */
export const scoreOf = (ctx: Pick<GameContext, 'score' | 'sideOf'>, player: PlayerId): number =>
  ctx.score?.[ctx.sideOf[player] ?? player] ?? 0;

/** A copy of the counts with `n` added to `key`'s (a key not counted yet counts 0). */
export const addTo = (
  counts: Readonly<Record<string, number>> | null | undefined,
  key: string,
  n: number,
): Record<string, number> => withKey(counts, key, (counts?.[key] ?? 0) + n);

/** A count of 0 for each key (each side or each player): the counts of a game starting. */
export const zeroCounts = (keys: readonly string[]): Record<string, number> => keyed(keys.map((k) => [k, 0]));
