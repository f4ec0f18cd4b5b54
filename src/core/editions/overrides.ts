import { type Certainty, DIFFERENCES } from './differences.ts';

import type { Edition } from './edition.ts';

export { DEFAULT_EDITION, EDITIONS, type Edition } from './edition.ts';

/** A paragraph of the current Rules of Play as cited: `wpa-6.10` (shown "WPA 2016 6.10", anchor `#wpa-6-10`). */
type CurrentRuleId = `wpa-${number}` | `wpa-${number}.${number}`;

export interface Override<T> {
  /** the row of docs/editions.md and `DIFFERENCES` this override implements */
  readonly n: number;
  readonly value: Readonly<Record<Edition, T>>;
  /** the current paragraphs a `wpa-current` ruling cites when this override decides */
  readonly current: readonly CurrentRuleId[];
  /** the current text is said to rule otherwise but is not verified: `wpa-current` keeps the 1999 ruling */
  readonly kept: boolean;
}

const o = <T>(n: number, w1999: T, current: T, paragraphs: CurrentRuleId[], kept = false): Override<T> =>
  Object.freeze({
    n,
    value: Object.freeze({ 'wpa-1999': w1999, 'wpa-current': current }),
    current: Object.freeze(paragraphs),
    kept,
  });

export const OVERRIDES = Object.freeze({
  /** #1 tournament 1.16.1: without a referee, touching an object ball is no foul ("cue ball fouls only") */
  cueBallFoulsOnly: o(1, true, false, ['wpa-6.6']),
  /** #3 3.9: stopping or deflecting the cue ball on the break has its own options and match warning */
  deflectedBreakProcedure: o(3, true, false, ['wpa-6.6']),
  /** #4 3.10 / 2.21: an unwarned cue ball on or just over the head string stands (else: foul, 6.10) */
  headStringLineStands: o(4, true, false, ['wpa-6.10']),
  /** #6 3.27: a miscue on a jump shot is a foul in itself */
  jumpMiscueIsFoul: o(6, true, false, ['wpa-6']),
  /** #8 3.23, referee 2.20: a double hit, judged by how far the cue ball advanced into the object ball's
   * space (current 6.7: by the tip still touching the cue ball when it reaches a ball near it; the log
   * gives the foul, so the ruling is the same and cites 6.7) */
  doubleHitTest: o(8, true, true, ['wpa-6.7']),
  /** #10 2.16, 3.38: a ball at a cushion that nobody announced as frozen counts as driven to it (current
   * 8.4 is reported to have no such presumption; not verified, so the 1999 ruling is kept) */
  frozenPresumption: o(10, true, true, ['wpa-8.4'], true),
  /** #11 4.5: the eight-ball illegal break and its three options (same; the current 3.3(d)) */
  eightIllegalBreak: o(11, true, true, ['wpa-3.3']),
  /** #12 4.8: the 8 pocketed on a legal break, breaker's choice (same; the current 3.3(e)) */
  eightOnBreak: o(12, true, true, ['wpa-3.3']),
  /** #13 4.8: the 8 pocketed with a scratch on the break, opponent's choice (same; the current 3.3(f)) */
  eightOnBreakFoul: o(13, true, true, ['wpa-3.3']),
  /** #14 4.6: a scratch on a legal eight-ball break gives the cue ball in hand behind the head string;
   * the current text for it is unverified, so both editions rule the same and the explanation says so */
  eightBreakScratchKitchen: o(14, true, true, ['wpa-3.3'], true),
  /** #15 4.7, 4.20: the 8 driven off the table on the break loses the game (current 3.7 is reported to spot
   * it or re-rack as for the 8 pocketed on the break; not verified, so the 1999 ruling is kept) */
  eightOffTableOnBreak: o(15, true, true, ['wpa-3.7'], true),
  /** #16 4.20: the eight-ball loss of the game (current 3.8 "Losing the rack": the number verified, the list
   * reported to be the same) */
  eightLossOfRack: o(16, true, true, ['wpa-3.8']),
  /** #18 5.13, 2.16: nine-ball's three fouls in a row (same rule; the current paragraphs) */
  nineThreeFouls: o(18, true, true, ['wpa-2.8', 'wpa-6.14']),
  /** #19 3.29: an intentional foul on the cue ball draws a warning, and a second one loses the match
   * (current 6.17: unsportsmanlike conduct, the referee's penalty; by default that of a serious foul, `conductDefault`) */
  intentionalFoulStrikes: o(19, true, false, ['wpa-6.17']),
  /** #20 referee 2.28: unsportsmanlike conduct, the referee's penalty as the log gives it (same ruling; the
   * current 6.17) */
  unsportsmanlikeConduct: o(20, true, true, ['wpa-6.17']),
  /** #20 2.28 / 6.17: the penalty of unsportsmanlike conduct the log gives no penalty for: a standard foul (the
   * contract's 1999 default) / the usual penalty of the current 6.17, that of a serious foul (the source's
   * current-rules text, L274): the loss of the rack in eight- and nine-ball (3.8, 2.8), in 14.1 fifteen points,
   * all 15 racked and the offender breaking (4.11) */
  conductDefault: o<'foul' | 'serious'>(20, 'foul', 'serious', ['wpa-6.17']),
  /** #20 3.43: marking the table is a standard foul (current 6.17: unsportsmanlike conduct, the referee's
   * penalty; by default that of a serious foul, `conductDefault`) */
  markingTableFoul: o(20, true, false, ['wpa-6.17']),
  /** #20 (with #6): a deliberate miscue on a jump shot is the foul of 3.27 like any other miscue (current 6.17:
   * unsportsmanlike conduct, where an accidental miscue is no foul; by default the penalty of a serious foul) */
  deliberateMiscueConduct: o(20, false, true, ['wpa-6.17']),
  /** #21 3.31: a shot while a ball settles is a shot while balls move (current 1.7: shooting while a ball
   * settles is no foul). A ball falling by itself during the shot is ruled alike under both: the shot is
   * replayed when the fall affected it (1999: the ball fell as it was played at), else the ball is put
   * back and play goes on (3.31's "the ball is restored and play continues") */
  ballsSettling: o(21, true, false, ['wpa-1.7']),
  /** #22 3.35, referee 2.18: when outside interference leaves balls that cannot be put back, the game is
   * replayed by its breaker (current 1.9: the game's stalemate procedure, 1.12) */
  unrestorableReplaysGame: o(22, true, false, ['wpa-1.9']),
  /** #23 4.21: eight-ball stalemate, the breaker breaks again (same ruling; the general 1.12) */
  eightStalemate: o(23, true, true, ['wpa-1.12']),
  /** #24 (3.35 for 5.x): nine-ball stalemate, the breaker breaks again (current 2.9 reported) */
  nineStalemate: o(24, true, true, ['wpa-2.9']),
  /** #25 3.6: shooting while balls are moving spoils a lag (current 1.2: the one foul that does not) */
  lagMovingBallsSpoil: o(25, true, false, ['wpa-1.2']),
  /** #25 3.6 (no such rule): a ball struck after the other reached the foot cushion does not void the lag
   * (current 1.2: the lag is replayed) */
  lagLateStrikeRelag: o(25, false, true, ['wpa-1.2']),
  /** #27 5.10: nine-ball cue ball in hand may not be placed against an object ball */
  nineInHandNotTouching: o(27, true, false, ['wpa-1.5', 'wpa-2.7']),
  /** #31 6.6 with 3.30: a breaking violation that is also a standard foul is ruled as the breaking
   * violation (an editorial decision in 1999; the current 4.10 says so) */
  breakingFoulOnly: o(31, true, true, ['wpa-4.10']),
  /** #32 6.7.2: two safeties at a ball near a cushion, then it counts as frozen */
  nearRailRule: o(32, true, false, ['wpa-4.9']),
  /** #33 6.7.5: a deliberate foul in 14.1 costs 16 points and gives the opponent a choice (current 4.11
   * with 6.17: unsportsmanlike conduct; by default the penalty of a serious foul, 4.11) */
  deliberateFoulPenalty: o(33, true, false, ['wpa-4.11', 'wpa-6.17']),
  /** #34 6.12: after a 14.1 third foul the opponent accepts the table or has it re-racked (current
   * 4.11: all 15 racked, the offender breaks, no choice) */
  thirdFoulChoice: o(34, true, false, ['wpa-4.11', 'wpa-6.14']),
  /** #35 referee 2.9, 2.22: in 14.1 playing on after a foul call or leaving the playing area costs 15 points
   * (current 6.17 with 4.11: unsportsmanlike conduct; by default the penalty of a serious foul, 4.11) */
  conductFifteen: o(35, true, false, ['wpa-4.11', 'wpa-6.17']),
  /** #36 (3.35 for 14.1): a 14.1 stalemate, the breaker of the rack breaks again (the 1999 text has no 14.1
   * stalemate; current 4.12: the players lag again for an opening break) */
  straightStalemateLag: o(36, false, true, ['wpa-4.12']),
} satisfies Record<string, Override<unknown>>);

export type OverrideKey = keyof typeof OVERRIDES;

/** The value of an override under an edition. */
export const under = <K extends OverrideKey>(edition: Edition, k: K): (typeof OVERRIDES)[K]['value'][Edition] =>
  OVERRIDES[k].value[edition];

/** How sure we are of the current text an override follows (its row of `DIFFERENCES`). */
function overrideCertainty(k: OverrideKey): Certainty {
  const row = DIFFERENCES.find((x) => x.n === OVERRIDES[k].n);
  if (!row) throw new Error(`override ${k}: no difference ${OVERRIDES[k].n}`);
  return row.certainty;
}

/**
 * Whether a `wpa-current` ruling that follows this override must say its text is not verified:
 * `unverified` ("… so the 1999 ruling is kept") where the 1999 ruling is kept, `reported` where the
 * ruling follows a current text known only from reports.
 */
export const isUnsure = (k: OverrideKey): 'reported' | 'unverified' | null => {
  const c = overrideCertainty(k);
  if (c !== 'reported' && c !== 'partly-verified' && c !== 'unverified') return null;
  return OVERRIDES[k].kept || c === 'unverified' ? 'unverified' : 'reported';
};
