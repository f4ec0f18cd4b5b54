/**
 * An edition as a policy: what the rules of one edition say at each decision point the editions
 * differ on, resolved once per game (its context's `policy`) from the overrides of
 * src/core/editions/overrides.ts. The judges read the policy's named values and citations; none of
 * them asks which edition it is. Like the consecutive-fouls rule (consecutive-fouls.ts), what an
 * edition changes is data chosen once, not a branch at every decision.
 */
import {
  DEFAULT_EDITION,
  EDITIONS,
  type Edition,
  isUnsure,
  OVERRIDES,
  type OverrideKey,
  under,
} from '../../editions/overrides.ts';
import type { Draft } from './draft.ts';

export type { Edition, OverrideKey };

/** The note a ruling that follows a current text adds when that text is only reported or unverified. */
type EditionNote = 'edition.reported' | 'edition.unverified';

/**
 * How a decision of one override is cited under the edition: `paragraphs` null, the decision
 * point's own 1999 paragraphs; else the current paragraphs, followed by `note` when the current
 * text is not verified (docs/editions.md, "How sure we are").
 */
interface Clause {
  readonly paragraphs: readonly string[] | null;
  readonly note: EditionNote | null;
}

/** Each thing an edition changes in the general rules of a shot (3.x, the referee's 2.x), by name. */
export interface EditionPolicy {
  /** tournament 1.16.1 (difference 1): without a referee an object ball touched is excused, or a foul (6.6) */
  readonly objectTouchWithoutReferee: 'excused' | 'foul';
  /** 3.9 (difference 3): a deflected break has its own procedure and match warning, or is a touched-ball foul (6.6) */
  readonly deflectedBreak: 'procedure' | 'touched-ball';
  /**
   * 3.10 / 2.21 (difference 4): the cue ball in hand placed on or just over the head string, without
   * the referee's warning: the shot stands, or it is a foul like any placement in front of it (6.10)
   */
  readonly headStringLine: 'stands-unwarned' | 'foul';
  /** 3.27 (difference 6): a miscue on a jump shot is a foul, or none (current 6: not in the list of fouls) */
  readonly jumpMiscue: 'foul' | 'no-foul';
  /** 3.27 with 6.17 (difference 20): a deliberate miscue on a jump shot is ruled as any miscue, or as unsportsmanlike conduct */
  readonly deliberateMiscue: 'as-miscue' | 'conduct';
  /** 3.31 (difference 21): a shot while a ball only settles is a shot while balls move, or no foul (1.7) */
  readonly shotWhileSettling: 'foul' | 'no-foul';
  /** 3.43 (difference 20): marking the table is a standard foul, or unsportsmanlike conduct (6.17) */
  readonly markingTable: 'foul' | 'conduct';
  /** 3.29 (difference 19): an intentional foul on the cue ball draws the match warnings, or is unsportsmanlike conduct */
  readonly intentionalCueTouch: 'strikes' | 'conduct';
  /** 14.1 6.7.5 (difference 33): a deliberate foul has its own penalty, or is unsportsmanlike conduct */
  readonly deliberateFoul: 'own-penalty' | 'conduct';
  /** 14.1 with referee 2.9, 2.22 (difference 35): playing on after a foul call or leaving the area costs 15 points, or is conduct */
  readonly straightConduct: 'fifteen-points' | 'conduct';
  /** 2.28 / 6.17 (difference 20): the penalty of conduct the log gives none for: a standard foul, or a serious foul's */
  readonly conductDefault: 'foul' | 'serious';
  /** 2.28 / 6.17 (difference 20): how a ruling says the referee's warning for conduct (the same ruling) */
  readonly conductWarning: 'warn.conduct' | 'edition.warnConduct';
  /** 3.23 / 6.7 (difference 8): the test of a double hit the ruling explains (the log gives the foul: the same ruling) */
  readonly doubleHitTest: 'advance' | 'tip-contact';
  /** 3.35, referee 2.18 (difference 22): balls that cannot be put back: the game replayed, or the stalemate procedure (1.9) */
  readonly unrestorable: 'replay-game' | 'stalemate';
  /** 5.10 (difference 27): nine-ball's cue ball in hand may not be placed against an object ball, or may (current 1.5, 2.7) */
  readonly nineInHand: 'not-touching' | 'may-touch';
  /** 3.6 (difference 25): shooting while balls move spoils a lag, or does not (current 1.2: the one foul that does not) */
  readonly lagMovingBalls: 'spoils' | 'stands';
  /** 3.6 (difference 25): a lag ball struck after the other reached the foot cushion: judged as played, or lagged again (current 1.2) */
  readonly lagLateStrike: 'as-played' | 'relag';
  /** 14.1 6.7.2 (difference 32): two safeties at a ball near a cushion, then it counts as frozen; or no such rule (current 4.9) */
  readonly nearRail: 'two-safeties' | 'none';
  /**
   * 14.1 6.6 with 3.30 (difference 31): a breaking violation that is also a standard foul is ruled as the
   * violation only, under both editions: an editorial decision, or the written rule the ruling says (current 4.10)
   */
  readonly breakingFoulOnly: 'editorial' | 'written';
  /** 14.1 6.12 (difference 34): after a third foul the opponent accepts the table or has it re-racked, or all 15 are racked and the offender breaks (current 4.11) */
  readonly straightThirdFoul: 'choice' | 'offender-breaks';
  /** 3.35 for 14.1 (difference 36): a stalemate re-racks for the rack's breaker, or the players lag for an opening break (current 4.12) */
  readonly straightStalemate: 'breaker-again' | 'lag';
  /** each override's citation under the edition */
  readonly clauses: Readonly<Record<OverrideKey, Clause>>;
}

/** The 1999 rules cite their own paragraphs and need no note. */
const OWN: Clause = Object.freeze({ paragraphs: null, note: null });

const choose = <T>(edition: Edition, k: OverrideKey, ifTrue: T, ifFalse: T): T =>
  under(edition, k) ? ifTrue : ifFalse;

/** The policy of `edition`, derived from the overrides (the one place an edition is told apart). */
function resolve(edition: Edition): EditionPolicy {
  const own = edition === DEFAULT_EDITION;
  const clauses = {} as Record<OverrideKey, Clause>;
  for (const k of Object.keys(OVERRIDES) as OverrideKey[]) {
    const note = isUnsure(k);
    clauses[k] = own
      ? OWN
      : Object.freeze({ paragraphs: OVERRIDES[k].current, note: note === null ? null : (`edition.${note}` as const) });
  }
  return Object.freeze({
    objectTouchWithoutReferee: choose(edition, 'cueBallFoulsOnly', 'excused', 'foul'),
    deflectedBreak: choose(edition, 'deflectedBreakProcedure', 'procedure', 'touched-ball'),
    headStringLine: choose(edition, 'headStringLineStands', 'stands-unwarned', 'foul'),
    jumpMiscue: choose(edition, 'jumpMiscueIsFoul', 'foul', 'no-foul'),
    deliberateMiscue: choose(edition, 'deliberateMiscueConduct', 'conduct', 'as-miscue'),
    shotWhileSettling: choose(edition, 'ballsSettling', 'foul', 'no-foul'),
    markingTable: choose(edition, 'markingTableFoul', 'foul', 'conduct'),
    intentionalCueTouch: choose(edition, 'intentionalFoulStrikes', 'strikes', 'conduct'),
    deliberateFoul: choose(edition, 'deliberateFoulPenalty', 'own-penalty', 'conduct'),
    straightConduct: choose(edition, 'conductFifteen', 'fifteen-points', 'conduct'),
    conductDefault: under(edition, 'conductDefault'),
    // the same ruling under both editions: only its words and citations follow the current text
    conductWarning: own ? 'warn.conduct' : 'edition.warnConduct',
    doubleHitTest: own ? 'advance' : 'tip-contact',
    unrestorable: choose(edition, 'unrestorableReplaysGame', 'replay-game', 'stalemate'),
    nineInHand: choose(edition, 'nineInHandNotTouching', 'not-touching', 'may-touch'),
    lagMovingBalls: choose(edition, 'lagMovingBallsSpoil', 'spoils', 'stands'),
    lagLateStrike: choose(edition, 'lagLateStrikeRelag', 'relag', 'as-played'),
    nearRail: choose(edition, 'nearRailRule', 'two-safeties', 'none'),
    // the same ruling under both editions: the current text states it, and the ruling says so
    breakingFoulOnly: own ? 'editorial' : 'written',
    straightThirdFoul: choose(edition, 'thirdFoulChoice', 'choice', 'offender-breaks'),
    straightStalemate: choose(edition, 'straightStalemateLag', 'lag', 'breaker-again'),
    clauses: Object.freeze(clauses),
  });
}

/** Every edition's policy, resolved once. */
export const POLICIES: Readonly<Record<Edition, EditionPolicy>> = Object.freeze(
  Object.fromEntries(EDITIONS.map((e) => [e, resolve(e)])) as Record<Edition, EditionPolicy>,
);

/**
 * The policy a game is ruled under: its edition's. A game the current Rules of Play do not cover has
 * only its 1999-based rules: the log's check (validate.ts, `edition`) refuses another edition of it
 * before any context is built.
 */
export function policyFor(edition: Edition): EditionPolicy {
  return POLICIES[edition];
}

/** The paragraphs a decision of override `k` cites: the decision point's own 1999 ones, or the current ones. */
export const citesFor = (p: EditionPolicy, k: OverrideKey, rules1999: readonly string[]): readonly string[] =>
  p.clauses[k].paragraphs ?? rules1999;

/**
 * A ruling follows override `k` of the policy: it cites the current paragraphs and, when the current
 * text is only reported or unverified, says so after what it has said; under 1999 it adds nothing.
 */
export function follow(d: Draft, p: EditionPolicy, k: OverrideKey): Draft {
  const c = p.clauses[k];
  if (c.paragraphs) d.cite(...c.paragraphs);
  if (c.note) d.say(c.note);
  return d;
}
