/**
 * The edition policies (policy.ts): each field's value under each edition, as the differences
 * (docs/editions.md) state them, the citations a decision makes under each, and the policy a game
 * is resolved to.
 */
import { describe, expect, test } from 'vitest';
import { OVERRIDES, type OverrideKey } from '../../editions/overrides.ts';
import { game } from '../build.ts';
import { referee } from '../referee.ts';
import { baseContext } from './context.ts';
import { Draft } from './draft.ts';
import { citesFor, type EditionPolicy, follow, POLICIES, policyFor } from './policy.ts';

type Field = Exclude<keyof EditionPolicy, 'clauses'>;

/** [field, difference, 1999, current] */
const ROWS: Array<[Field, number, string, string]> = [
  ['objectTouchWithoutReferee', 1, 'excused', 'foul'],
  ['deflectedBreak', 3, 'procedure', 'touched-ball'],
  ['headStringLine', 4, 'stands-unwarned', 'foul'],
  ['jumpMiscue', 6, 'foul', 'no-foul'],
  ['doubleHitTest', 8, 'advance', 'tip-contact'],
  ['intentionalCueTouch', 19, 'strikes', 'conduct'],
  ['conductDefault', 20, 'foul', 'serious'],
  ['conductWarning', 20, 'warn.conduct', 'edition.warnConduct'],
  ['markingTable', 20, 'foul', 'conduct'],
  ['deliberateMiscue', 20, 'as-miscue', 'conduct'],
  ['shotWhileSettling', 21, 'foul', 'no-foul'],
  ['unrestorable', 22, 'replay-game', 'stalemate'],
  ['nineInHand', 27, 'not-touching', 'may-touch'],
  ['lagMovingBalls', 25, 'spoils', 'stands'],
  ['lagLateStrike', 25, 'as-played', 'relag'],
  ['breakingFoulOnly', 31, 'editorial', 'written'],
  ['nearRail', 32, 'two-safeties', 'none'],
  ['straightThirdFoul', 34, 'choice', 'offender-breaks'],
  ['straightStalemate', 36, 'breaker-again', 'lag'],
  ['deliberateFoul', 33, 'own-penalty', 'conduct'],
  ['straightConduct', 35, 'fifteen-points', 'conduct'],
];

describe('what each edition says (differences 1 to 36)', () => {
  test.each(ROWS)('%s (difference %i): 1999 %s, current %s', (field, _n, w1999, current) => {
    expect(POLICIES['wpa-1999'][field]).toBe(w1999);
    expect(POLICIES['wpa-current'][field]).toBe(current);
  });

  test('every field is in the table', () => {
    const fields = Object.keys(POLICIES['wpa-1999']).filter((k) => k !== 'clauses');
    expect(fields.sort()).toEqual(ROWS.map(([f]) => f).sort());
  });

  test('the policies are frozen', () => {
    for (const p of Object.values(POLICIES)) {
      expect(Object.isFrozen(p)).toBe(true);
      expect(Object.isFrozen(p.clauses)).toBe(true);
    }
  });
});

describe('what a decision cites under each edition', () => {
  test.each([
    ['ballsSettling', ['3.31'], ['3.31'], ['wpa-1.7']],
    ['unsportsmanlikeConduct', ['2.28'], ['2.28'], ['wpa-6.17']],
    ['conductFifteen', ['2.9'], ['2.9'], ['wpa-4.11', 'wpa-6.17']],
  ] as const)('%s: 1999 its own %j, current %j', (k, own, w1999, current) => {
    expect(citesFor(POLICIES['wpa-1999'], k, own)).toEqual(w1999);
    expect(citesFor(POLICIES['wpa-current'], k, own)).toEqual(current);
  });

  const followed = (k: OverrideKey, edition: 'wpa-1999' | 'wpa-current') => {
    const d = follow(new Draft(0), POLICIES[edition], k);
    return { rules: d.rules, says: d.clauses.map((c) => c.code) };
  };
  test.each([
    ['headStringLineStands', 'verified: the paragraph alone', ['wpa-6.10'], []],
    ['cueBallFoulsOnly', 'reported: said so', ['wpa-6.6'], ['edition.reported']],
    ['frozenPresumption', 'the 1999 ruling kept: unverified', ['wpa-8.4'], ['edition.unverified']],
  ] as const)('following %s under the current rules (%s)', (k, _why, rules, says) => {
    expect(followed(k, 'wpa-current')).toEqual({ rules, says });
    expect(followed(k, 'wpa-1999')).toEqual({ rules: [], says: [] });
  });

  test('every override has a clause; the 1999 ones cite their own paragraphs', () => {
    for (const k of Object.keys(OVERRIDES) as OverrideKey[]) {
      expect(POLICIES['wpa-1999'].clauses[k]).toEqual({ paragraphs: null, note: null });
      expect(POLICIES['wpa-current'].clauses[k].paragraphs).toEqual(OVERRIDES[k].current);
    }
  });
});

describe('the policy a game is ruled under', () => {
  test('resolved once into the context from the game and its edition', () => {
    const doc = { ...game('eight-ball', []), edition: 'wpa-current' as const };
    expect(baseContext(doc, 0, null, false).policy).toBe(POLICIES['wpa-current']);
    expect(baseContext(game('eight-ball', []), 0, null, false).policy).toBe(POLICIES['wpa-1999']);
  });

  test('a game the current Rules of Play do not cover has only its 1999-based rules: its log is refused another', () => {
    expect(policyFor('wpa-1999')).toBe(POLICIES['wpa-1999']);
    expect(() => referee({ ...game('cowboy', []), edition: 'wpa-current' })).toThrow(
      /^edition: cowboy has no current WPA edition/,
    );
  });
});
