/**
 * The open break of the recreational games that require one (card-ball 7, cribbage 8, odd-ball 7,
 * kelly-pool 8, forty-one 8 ...): a ball pocketed, or at least four object balls driven to a
 * cushion (recreational/shared.ts `isOpenBreak`).
 */
import type { ShotFacts } from '../../shot/index.ts';
import { isOpenBreak } from '../recreational/shared.ts';
import type { Draft } from './draft.ts';

/**
 * Judges a break under the game's break paragraph `rule`: cites it and, when the break is not open,
 * records the foul `illegal-break` under `rule` and the game's `also` (its penalty paragraph).
 * Returns the draft to say the foul in the game's words, or null when the break is open.
 */
export function illegalBreak(d: Draft, facts: ShotFacts, rule: string, ...also: string[]): Draft | null {
  d.cite(rule);
  return isOpenBreak(facts) ? null : d.foul('illegal-break', rule, ...also);
}
