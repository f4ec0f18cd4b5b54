import { describe, expect, test } from 'vitest';
import { compareRuling } from '../../../../tests/referee/compare.ts';
import { summarizeShot } from '../../shot/index.ts';
import { announce, choose, ev, game, shot } from '../build.ts';
import { threeFoulRule } from '../common/consecutive-fouls.ts';
import type { GameSetup, Step } from '../common/types.ts';
import { lastRuling } from '../testing.ts';
import { isLegalBreak, mustSpotNine, winsWithNine } from './rules.ts';

const nine = (steps: Step[], setup: GameSetup | null = null) => game('nine-ball', steps, { setup });
const dryBreak = shot('A', [ev.hit(1), ev.rail(2), ev.rail(3), ev.rail(5), ev.rail(7)]);
const inPlay = (onTable: number[], extra: Partial<GameSetup> = {}): GameSetup => ({
  shooter: 'A',
  onTable: onTable as never,
  ...extra,
});
const foulA = shot('A', [ev.hit(5)]);
const foulB = shot('B', [ev.hit(5)]);

type Row = [string, string, ReturnType<typeof nine>, Record<string, unknown>];

const ROWS: Row[] = [
  [
    'legal dry break: opponent may push out',
    '5.4',
    nine([dryBreak]),
    { foul: false, next: 'B', cueBall: 'in-place', consecutiveFouls: { A: 0, B: 0 } },
  ],
  [
    'break must hit the 1 first',
    '5.4',
    nine([shot('A', [ev.hit(3), ev.pocket(2)])]),
    { foul: true, fouls: ['wrong-ball-first', 'illegal-break'], next: 'B', cueBall: 'in-hand', rules: ['5.4'] },
  ],
  [
    'break with fewer than four balls to a cushion',
    '5.4',
    nine([shot('A', [ev.hit(1), ev.rail(2), ev.rail(3)])]),
    { foul: true, fouls: ['illegal-break'], next: 'B', cueBall: 'in-hand', options: [] },
  ],
  [
    '9 on a legal break wins',
    '5.5',
    nine([shot('A', [ev.hit(1), ev.pocket(9)])]),
    { next: null, result: { winner: 'A' } },
  ],
  [
    '9 and cue ball on the break: 9 spotted, ball in hand',
    '5.7',
    nine([shot('A', [ev.hit(1), ev.pocket(9), ev.pocket('cue')])]),
    { foul: true, fouls: ['scratch'], next: 'B', cueBall: 'in-hand', spotted: [9], options: [], result: null },
  ],
  [
    'object ball off the table on the break: foul, not spotted',
    '5.4',
    nine([shot('A', [ev.hit(1), ev.pocket(4), ev.off(6)])]),
    { foul: true, fouls: ['object-ball-off-table'], spotted: [], next: 'B', cueBall: 'in-hand' },
  ],
  [
    '9 off the table on the break is spotted',
    '5.11',
    nine([shot('A', [ev.hit(1), ev.pocket(4), ev.off(9)])]),
    { foul: true, spotted: [9], rules: ['5.11'] },
  ],
  [
    'legal push out: accept or pass',
    '5.6',
    nine([dryBreak, shot('B', [], { pushOut: true })]),
    { foul: false, next: 'A', cueBall: 'in-place', options: ['accept', 'pass'], rules: ['5.6'] },
  ],
  [
    'push out passed back: the pusher must shoot',
    '5.6',
    nine([dryBreak, shot('B', [ev.rail('cue')], { pushOut: true }), choose('A', 'pass')]),
    { foul: false, next: 'B', options: [] },
  ],
  [
    'push out accepted: the incoming player shoots',
    '5.6',
    nine([dryBreak, shot('B', [ev.rail('cue')], { pushOut: true }), choose('A', 'accept')]),
    { next: 'A', cueBall: 'in-place' },
  ],
  [
    'push out pocketing the 9: spotted, others stay down',
    '5.6',
    nine([dryBreak, shot('B', [ev.hit(4), ev.pocket(4), ev.pocket(9)], { pushOut: true })]),
    { foul: false, spotted: [9], options: ['accept', 'pass'] },
  ],
  [
    'push out with a scratch is penalised as a foul',
    '5.6',
    nine([dryBreak, shot('B', [ev.pocket('cue')], { pushOut: true })]),
    { foul: true, fouls: ['scratch'], next: 'A', cueBall: 'in-hand', options: [] },
  ],
  [
    'no push out after a scratch on the break',
    '5.6',
    nine([shot('A', [ev.hit(1), ev.pocket(2), ev.pocket('cue')]), shot('B', [ev.rail('cue')], { pushOut: true })]),
    { foul: true, fouls: ['no-contact'], next: 'A' },
  ],
  [
    'set-up position right after a legal break: push out available',
    '5.6',
    nine([shot('B', [ev.rail('cue')], { pushOut: true })], inPlay([1, 4, 9], { shooter: 'B', pushOutAvailable: true })),
    { foul: false, next: 'A', options: ['accept', 'pass'], rules: ['5.6'] },
  ],
  [
    'set-up position without pushOutAvailable: no push out',
    '5.6',
    nine([shot('B', [ev.rail('cue')], { pushOut: true })], inPlay([1, 4, 9], { shooter: 'B' })),
    { foul: true, fouls: ['no-contact'], options: [] },
  ],
  [
    'push out only on the shot right after the break',
    '5.6',
    nine([dryBreak, shot('B', [ev.hit(1), ev.rail(1)]), shot('A', [ev.rail('cue')], { pushOut: true })]),
    { foul: true, fouls: ['no-contact'] },
  ],
  [
    'lowest ball must be hit first',
    '5.8',
    nine([shot('A', [ev.hit(5), ev.pocket(5)])], inPlay([3, 5, 9])),
    { foul: true, fouls: ['wrong-ball-first'], next: 'B', cueBall: 'in-hand', spotted: [] },
  ],
  [
    'no ball to a cushion after contact',
    '5.9',
    nine([shot('A', [ev.hit(3)])], inPlay([3, 5, 9])),
    { foul: true, fouls: ['no-rail'] },
  ],
  [
    'combination on the 9 wins',
    '5.1',
    nine([shot('A', [ev.hit(3), ev.hit(9, 3), ev.pocket(9)])], inPlay([3, 5, 9])),
    { next: null, result: { winner: 'A' } },
  ],
  [
    '9 pocketed on a foul is spotted',
    '5.7',
    nine([shot('A', [ev.hit(5), ev.hit(9, 5), ev.pocket(9)])], inPlay([3, 5, 9])),
    { foul: true, spotted: [9], result: null, next: 'B', rules: ['5.7'] },
  ],
  [
    'ball pocketed legally: continue',
    '5.5',
    nine([shot('A', [ev.hit(3), ev.pocket(5)])], inPlay([3, 5, 9])),
    { foul: false, next: 'A' },
  ],
  [
    'miss: the opponent plays the position',
    '5.1',
    nine([shot('A', [ev.hit(3), ev.rail(3)])], inPlay([3, 5, 9])),
    { foul: false, next: 'B', cueBall: 'in-place' },
  ],
  [
    'cue ball in hand placed against an object ball (seed 5.10)',
    '5.10',
    nine(
      [shot('A', [ev.hit(3), ev.rail(3)], { cueBallAt: [1.0, 0.5] })],
      inPlay([3, 5, 9], { cueBall: 'in-hand', positions: { 3: [1.0, 0.5 + 0.05715] } }),
    ),
    { foul: true, fouls: ['bad-cue-ball-position'], rules: ['5.10'] },
  ],
  [
    'second consecutive foul: warning due',
    '5.13',
    nine([foulA, foulB, foulA], inPlay([3, 5, 9])),
    { foul: true, warnings: ['two-consecutive-fouls'], consecutiveFouls: { A: 2, B: 1 } },
  ],
  [
    'third consecutive foul after the warning loses',
    '5.13',
    nine([foulA, foulB, foulA, announce('referee', 'warning'), foulB, foulA], inPlay([3, 5, 9])),
    { next: null, result: { winner: 'B', loser: 'A' }, rules: ['5.13'] },
  ],
  [
    'third consecutive foul without a warning counts as the second',
    '2.16',
    nine([foulA, foulB, foulA, foulB, foulA], inPlay([3, 5, 9])),
    { result: null, consecutiveFouls: { A: 2 }, warnings: ['two-consecutive-fouls'], rules: ['2.16'] },
  ],
  [
    'a legal shot clears the foul count',
    '5.13',
    nine([foulA, foulB, shot('A', [ev.hit(3), ev.rail(3)])], inPlay([3, 5, 9])),
    { consecutiveFouls: { A: 0, B: 1 } },
  ],
  [
    'setup on two fouls, warned, third foul loses',
    '5.13',
    nine([announce('referee', 'warning'), foulA], inPlay([3, 5, 9], { consecutiveFouls: { A: 2 } })),
    { result: { winner: 'B' } },
  ],
  [
    'deflected break in nine-ball: ball in hand anywhere, or pass',
    '3.9',
    nine([shot('A', [ev.hit(1), ev.pocket(2), ev.foul('deflected-break')])]),
    { foul: true, next: 'B', cueBall: 'in-hand', options: ['accept', 'pass'], rules: ['3.9'] },
  ],
];

describe('nine-ball rulings', () => {
  test.each(ROWS)('%s (%s)', (_t, _r, doc, want) => {
    expect(compareRuling(lastRuling(doc) as never, want)).toEqual([]);
  });
});

describe('nine-ball predicates', () => {
  test('5.4 legal break', () => {
    expect(isLegalBreak(summarizeShot([ev.hit(1), ev.pocket(5)]), 1, 1)).toBe(true);
    expect(isLegalBreak(summarizeShot([ev.hit(2), ev.pocket(5)]), 2, 1)).toBe(false);
    expect(isLegalBreak(summarizeShot([ev.hit(1), ev.rail(2), ev.rail(3), ev.rail(4)]), 1, 1)).toBe(false);
  });
  test('5.7 / 5.11 spotting the 9', () => {
    expect(mustSpotNine(summarizeShot([ev.hit(1), ev.pocket(9)]), true)).toBe(true);
    expect(mustSpotNine(summarizeShot([ev.hit(1), ev.pocket(9)]), false)).toBe(false);
    expect(mustSpotNine(summarizeShot([ev.hit(1), ev.off(9)]), false)).toBe(true);
  });
  test('5.14 winning with the 9', () => {
    expect(winsWithNine(summarizeShot([ev.hit(1), ev.pocket(9)]), false, false)).toBe(true);
    expect(winsWithNine(summarizeShot([ev.hit(1), ev.pocket(9)]), false, true)).toBe(false);
  });
  test.each([
    [0, false, { count: 1, third: false, unwarned: false }],
    [1, false, { count: 2, third: false, unwarned: false }],
    [2, true, { count: 3, third: true, unwarned: false }],
    [2, false, { count: 2, third: false, unwarned: true }],
  ])('5.13 / 2.16 three-foul rule from %i fouls, warned %s', (before, warned, want) => {
    expect(threeFoulRule(before, warned)).toEqual(want);
  });
});
