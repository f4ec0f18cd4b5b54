/**
 * The match's vocabulary with no code behind it, so that the page's setup form and its storage gate
 * load without the engine (which comes on demand with the first match).
 */
import type { GameId, PocketId } from '../vocabulary/index.ts';

/** The options a choice entry may name, as the contract spells them. */
export { GENERAL_OPTIONS } from '../rules/common/types.ts';

/** The games the match page keeps (the WPA games; the others have no short list of fouls yet). */
export const MATCH_GAMES = ['nine-ball', 'eight-ball', 'straight-pool'] as const satisfies readonly GameId[];
export type MatchGame = (typeof MATCH_GAMES)[number];

/** The ball fouls a referee calls most, each built as its events. */
export const BALL_FOULS = ['scratch', 'no-contact', 'wrong-ball-first', 'no-rail', 'cue-ball-off-table'] as const;
export type BallFoulKey = (typeof BALL_FOULS)[number];
/** The other fouls of the short list (contract `foul` events). */
export const OTHER_FOULS = ['double-hit', 'push-shot', 'touched-ball', 'no-foot-on-floor'] as const;
export type MatchFoul = BallFoulKey | (typeof OTHER_FOULS)[number];
export const MATCH_FOULS: readonly MatchFoul[] = [...BALL_FOULS, ...OTHER_FOULS];

/** The pocket the page writes for every ball pocketed, and for a call unless one is logged. */
export const CALL_POCKET: PocketId = 'foot-left';
/**
 * A call of another pocket: balls pocketed not as called (14.1, 6.8; eight-ball), and the 8 in a
 * pocket not called (4.20).
 */
export const OTHER_POCKET: PocketId = 'foot-right';

/** A player's name: 1 to 64 characters (the contract's player id, the stored match's gate). */
export const MAX_NAME = 64;

/** The two names as typed (trimmed, cut to 64), the second told apart from the first if they are the same. */
export function twoNames(first: string, second: string): [string, string] {
  const a = first.trim().slice(0, MAX_NAME);
  const b = second.trim().slice(0, MAX_NAME);
  return [a, b === a ? `${b.slice(0, MAX_NAME - 2)} 2` : b];
}

/** The largest race the contract accepts. */
export const MAX_RACE = 1000;
