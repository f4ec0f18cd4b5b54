import { describe, expect, test } from 'vitest';
import { compareRuling } from '../../../../tests/referee/compare.ts';
import { summarizeShot } from '../../shot/index.ts';
import { announce, call, choose, ev, game, safety, shot } from '../build.ts';
import { NINE_FOOT, type Point } from '../common/table.ts';
import type { GameSetup, Step } from '../common/types.ts';
import { lastRuling, rulings } from '../testing.ts';
import {
  CUE_AT,
  type CueAt,
  classifyCue,
  classifyFifteenth,
  FIFTEENTH_AT,
  type FifteenthAt,
  RERACK_TABLE,
} from './rerack-table.ts';
import { consecutiveFoul, isLegalOpeningBreak, mustTreatAsFrozen, nearRailRule } from './rules.ts';

const FULL = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];
const sp = (steps: Step[], setup: GameSetup | null = null, target = 150) =>
  game('straight-pool', steps, { setup, options: { target } });
const inPlay = (extra: Partial<GameSetup> = {}): GameSetup => ({
  shooter: 'A',
  onTable: FULL as never,
  score: { A: 10, B: 10 },
  ...extra,
});
const foulA = shot('A', [ev.hit(3)]);
const near = { 3: [1.8, 0.07] as Point };
const foulB = shot('B', [ev.hit(5)]);
const foulA5 = shot('A', [ev.hit(5)]);
/** a safety at the near-cushion 3 that drives it into its nearest cushion only */
const tapNear = shot('A', [ev.hit(3), ev.rail(3, 'right-foot')], { call: safety, positions: near });
const twoNearSafeties = [
  tapNear,
  shot('B', [ev.hit(5), ev.rail(5)], { call: safety }),
  tapNear,
  shot('B', [ev.hit(5), ev.rail(5)], { call: safety }),
];
/** 2.16: the referee's warning to a player on two fouls, as the log records it */
const warning = announce('referee', 'warning');

type Row = [string, string, ReturnType<typeof sp>, Record<string, unknown>];

const ROWS: Row[] = [
  [
    'breaking violation: 2 points, accept or re-break',
    '6.6',
    sp([shot('A', [ev.hit(10), ev.rail('cue'), ev.rail(7)])]),
    {
      fouls: ['illegal-break'],
      next: 'B',
      options: ['accept', 'rerack-opponent'],
      score: { A: -2, B: 0 },
      consecutiveFouls: { A: 0 },
    },
  ],
  [
    'breaking violation repeated: 2 more each time',
    '6.6',
    sp([shot('A', [ev.hit(10)]), choose('B', 'rerack-opponent'), shot('A', [ev.hit(10)])]),
    { score: { A: -4, B: 0 }, options: ['accept', 'rerack-opponent'], consecutiveFouls: { A: 0 } },
  ],
  [
    'breaking violation accepted: incoming player shoots',
    '6.6',
    sp([shot('A', [ev.hit(10)]), choose('B', 'accept')]),
    { next: 'B', cueBall: 'in-place', score: { A: -2 } },
  ],
  [
    'called ball made on the break: 1 point, continue',
    '6.6',
    sp([shot('A', [ev.hit(1), ev.pocket(6, 'foot-left')], { call: call(6, 'foot-left') })]),
    { foul: false, next: 'A', score: { A: 1, B: 0 } },
  ],
  [
    'cue ball and two object balls to a cushion: legal break',
    '6.6',
    sp([shot('A', [ev.hit(1), ev.rail('cue'), ev.rail(2), ev.rail(9)])]),
    { foul: false, next: 'B', score: { A: 0 } },
  ],
  [
    'uncalled ball on a legal break is spotted',
    '6.8',
    sp([shot('A', [ev.hit(1), ev.rail('cue'), ev.rail(2), ev.rail(9), ev.pocket(4)])]),
    { foul: false, next: 'B', spotted: [4], score: { A: 0 } },
  ],
  [
    'scratch on a legal break: 1 point, counts as a foul, kitchen',
    '6.6',
    sp([shot('A', [ev.hit(1), ev.rail('cue'), ev.rail(2), ev.rail(9), ev.pocket('cue')])]),
    {
      foul: true,
      fouls: ['scratch'],
      next: 'B',
      cueBall: 'in-hand-kitchen',
      score: { A: -1 },
      consecutiveFouls: { A: 1 },
    },
  ],
  [
    'called ball and another ball: 2 points',
    '6.7.1',
    sp([shot('A', [ev.hit(3), ev.pocket(3, 'side-left'), ev.pocket(5)], { call: call(3, 'side-left') })], inPlay()),
    { foul: false, next: 'A', score: { A: 12 } },
  ],
  [
    'ball not called: spotted, turn ends',
    '6.8',
    sp([shot('A', [ev.hit(3), ev.pocket(5)], { call: call(3, 'side-left') })], inPlay()),
    { foul: false, next: 'B', spotted: [5], score: { A: 10 } },
  ],
  [
    'called ball in another pocket: spotted',
    '6.8',
    sp([shot('A', [ev.hit(3), ev.pocket(3, 'foot-right')], { call: call(3, 'side-left') })], inPlay()),
    { next: 'B', spotted: [3] },
  ],
  [
    'safety pocketing a ball: spotted, no point',
    '6.7.4',
    sp([shot('A', [ev.hit(3), ev.pocket(3)], { call: safety })], inPlay()),
    { foul: false, next: 'B', spotted: [3], score: { A: 10 } },
  ],
  [
    'standard foul: minus 1, cue ball stays',
    '6.11',
    sp([foulA], inPlay()),
    { foul: true, next: 'B', cueBall: 'in-place', score: { A: 9 }, consecutiveFouls: { A: 1 } },
  ],
  [
    'scratch: minus 1, kitchen',
    '6.10',
    sp([shot('A', [ev.hit(3), ev.rail(3), ev.pocket('cue')])], inPlay()),
    { cueBall: 'in-hand-kitchen', score: { A: 9 } },
  ],
  [
    'ball pocketed on a foul is spotted, no point',
    '6.13',
    sp([shot('A', [ev.hit(3), ev.pocket(3), ev.pocket('cue')], { call: call(3) })], inPlay()),
    { foul: true, spotted: [3], score: { A: 9 } },
  ],
  [
    'object ball off the table: foul, spotted',
    '6.9',
    sp([shot('A', [ev.hit(3), ev.off(3)])], inPlay()),
    { foul: true, spotted: [3], score: { A: 9 } },
  ],
  [
    'two fouls: the second is announced',
    '6.12',
    sp([foulA, foulB, foulA], inPlay()),
    { consecutiveFouls: { A: 2 }, warnings: ['two-consecutive-fouls'], score: { A: 8 } },
  ],
  [
    'third consecutive foul: minus 16 more (18 in all), accept or re-rack',
    '6.12',
    sp([foulA, foulB, foulA, warning, foulB, foulA], inPlay()),
    {
      score: { A: -8, B: 8 },
      consecutiveFouls: { A: 0 },
      options: ['accept', 'rerack-opponent'],
      next: 'B',
      rules: ['6.12'],
    },
  ],
  [
    'third foul, re-rack: the offender breaks',
    '6.12',
    sp([foulA, foulB, foulA, warning, foulB, foulA, choose('B', 'rerack-opponent')], inPlay()),
    { next: 'A', rerack: true, cueBall: 'in-hand-kitchen' },
  ],
  [
    'a third foul without the logged warning counts as a second one (2.16, one rule for every game)',
    '2.16',
    sp([foulA, foulB, foulA, foulB, foulA], inPlay()),
    {
      foul: true,
      score: { A: 7, B: 8 },
      consecutiveFouls: { A: 2 },
      options: [],
      next: 'B',
      rules: ['2.16'],
    },
  ],
  [
    'a legal shot erases the foul count',
    '6.12',
    sp([foulA, foulB, shot('A', [ev.hit(3), ev.rail(3)], { call: safety })], inPlay()),
    { consecutiveFouls: { A: 0, B: 1 } },
  ],
  [
    'deliberately touching a moving ball: minus 16, kitchen or re-rack',
    '6.7.5',
    sp([shot('A', [ev.hit(3), ev.rail(3), ev.foul('deliberate-touch', { ball: 3 })])], inPlay()),
    {
      foul: true,
      fouls: ['deliberate-touch'],
      score: { A: -6 },
      options: ['accept', 'rerack-opponent'],
      cueBall: 'in-hand-kitchen',
      next: 'B',
      rules: ['6.7.5'],
    },
  ],
  [
    'cue ball deflected on the opening break: kitchen or pass, 1 point',
    '3.9',
    sp([shot('A', [ev.hit(1), ev.rail('cue'), ev.rail(2), ev.rail(9), ev.foul('deflected-break')])]),
    { foul: true, options: ['kitchen', 'pass'], score: { A: -1 }, warnings: ['deflected-break'], rules: ['3.9'] },
  ],
  ['negative scores are kept', '6.13', sp([foulA], inPlay({ score: { A: 0, B: 0 } })), { score: { A: -1, B: 0 } }],
  [
    'reaching the target wins',
    '6.1',
    sp(
      [shot('A', [ev.hit(3), ev.pocket(3, 'foot-left')], { call: call(3, 'foot-left') })],
      inPlay({ score: { A: 149, B: 10 } }),
    ),
    { next: null, result: { winner: 'A' }, score: { A: 150 } },
  ],
  [
    'continuing after a foul: 15 points',
    '2.9',
    sp([shot('A', [ev.hit(3), ev.rail(3), ev.foul('continued-after-foul')])], inPlay()),
    { score: { A: -5 }, result: null, next: 'B' },
  ],
  [
    'all balls behind the head string with the cue ball in the kitchen: spot the nearest',
    '6.7.7',
    sp(
      [shot('A', [ev.hit(3), ev.rail(3), ev.pocket('cue')], { positions: { 3: [0.3, 0.3], 5: [0.5, 0.9] } })],
      inPlay({ onTable: [3, 5] }),
    ),
    { next: 'B', cueBall: 'in-hand-kitchen', options: ['accept', 'spot-nearest'], rules: ['6.7.7'] },
  ],
  [
    'spot-nearest taken: the ball goes to the foot spot',
    '6.7.7',
    sp(
      [
        shot('A', [ev.hit(3), ev.rail(3), ev.pocket('cue')], { positions: { 3: [0.3, 0.3], 5: [0.5, 0.9] } }),
        choose('B', 'spot-nearest'),
      ],
      inPlay({ onTable: [3, 5] }),
    ),
    { next: 'B', spotted: [5], placed: { 5: [1.905, 0.635] }, cueBall: 'in-hand-kitchen' },
  ],
  [
    "third shot at a ball within a ball's width of a cushion after two near-cushion safeties: the frozen-ball rule applies, failing it is an ordinary foul",
    '6.7.2',
    sp([...twoNearSafeties, tapNear], inPlay({ positions: near })),
    {
      foul: true,
      fouls: ['no-rail'],
      rerack: false,
      next: 'B',
      cueBall: 'in-place',
      score: { A: 9 },
      consecutiveFouls: { A: 1 },
      rules: ['6.7.2'],
    },
  ],
  [
    'after two near-cushion safeties, the cue ball to a cushion meets the frozen-ball rule: no foul',
    '6.7.2',
    sp(
      [...twoNearSafeties, shot('A', [ev.hit(3), ev.rail(3, 'right-foot'), ev.rail('cue', 'head')], { call: safety })],
      inPlay({ positions: near }),
    ),
    { foul: false, next: 'B', score: { A: 10 }, rules: ['6.7.2'] },
  ],
  [
    'after two near-cushion safeties, the ball driven to a different cushion: no foul',
    '6.7.2',
    sp([...twoNearSafeties, shot('A', [ev.hit(3), ev.rail(3, 'foot')], { call: safety })], inPlay({ positions: near })),
    { foul: false, next: 'B', score: { A: 10 } },
  ],
  [
    'after two near-cushion safeties, a ball pocketed: no foul',
    '6.7.2',
    sp(
      [...twoNearSafeties, shot('A', [ev.hit(3), ev.pocket(3, 'foot-right')], { call: call(3, 'foot-right') })],
      inPlay({ positions: near }),
    ),
    { foul: false, next: 'A', score: { A: 11 } },
  ],
  [
    'earlier safeties that met the frozen-ball requirements do not count: a near-cushion safety is still allowed',
    '6.7.2',
    sp(
      [
        shot('A', [ev.hit(3), ev.rail(3, 'right-foot'), ev.rail('cue', 'head')], { call: safety, positions: near }),
        shot('B', [ev.hit(5), ev.rail(5)], { call: safety }),
        shot('A', [ev.hit(3), ev.rail(3, 'right-foot'), ev.rail('cue', 'head')], { call: safety, positions: near }),
        shot('B', [ev.hit(5), ev.rail(5)], { call: safety }),
        tapNear,
      ],
      inPlay({ positions: near }),
    ),
    { foul: false, next: 'B', score: { A: 10 } },
  ],
  [
    'only one near-cushion safety so far: a second is allowed',
    '6.7.2',
    sp([...twoNearSafeties.slice(0, 2), tapNear], inPlay({ positions: near })),
    { foul: false, next: 'B', score: { A: 10 } },
  ],
  [
    '6.7.2 note: a foul on the shot just before, then failing the frozen-ball rule at a near-cushion ball: a third consecutive foul',
    '6.7.2',
    sp([foulA5, foulB, tapNear], inPlay({ positions: near })),
    { foul: true, fouls: ['no-rail'], rerack: true, next: 'A', cueBall: 'in-hand-kitchen', score: { A: -7 } },
  ],
  [
    "6.7.2 note: the note's player meeting the frozen-ball rule: no foul",
    '6.7.2',
    sp(
      [foulA5, foulB, shot('A', [ev.hit(3), ev.rail(3, 'right-foot'), ev.rail('cue', 'head')])],
      inPlay({ positions: near }),
    ),
    { foul: false, next: 'B', score: { A: 9 } },
  ],
  [
    'spotting with known positions: behind a ball on the foot spot',
    '3.32',
    sp([shot('A', [ev.hit(3), ev.pocket(3), ev.pocket('cue')], { positions: { 7: [1.905, 0.635] } })], inPlay()),
    { spotted: [3], placed: { 3: [1.905 + 0.05715, 0.635] } },
  ],
];

describe('14.1 rulings', () => {
  test.each(ROWS)('%s (%s)', (_t, _r, doc, want) => {
    expect(compareRuling(lastRuling(doc) as never, want)).toEqual([]);
  });
});

// ------------------------------------------------ the 15th-ball / cue-ball table (6.7.3, 6.7.6)

const FIFTEENTH_POS: Record<Exclude<FifteenthAt, 'pocketed'>, Point> = {
  rack: [2.0, 0.635],
  kitchen: [0.3, 0.3],
  elsewhere: [1.2, 1.0],
  'head-spot': [0.635, 0.635],
};
const CUE_POS: Record<CueAt, Point> = { rack: [2.05, 0.6], elsewhere: [1.0, 0.4], 'head-spot': [0.64, 0.62] };

const entries = FIFTEENTH_AT.flatMap((row) => CUE_AT.map((col) => [row, col] as const)).filter(
  ([r, c]) => RERACK_TABLE[r][c] !== null,
);

describe('14.1 re-rack table: every entry', () => {
  test('the table has 14 possible entries and one impossible one', () => {
    expect(entries.length).toBe(14);
    expect(RERACK_TABLE['head-spot']['head-spot']).toBeNull();
  });

  test.each(entries)('15th ball %s, cue ball %s (6.7.6)', (row, col) => {
    const entry = RERACK_TABLE[row][col] as NonNullable<(typeof RERACK_TABLE)[typeof row][typeof col]>;
    const pocketBoth = row === 'pocketed';
    const positions = pocketBoth ? { cue: CUE_POS[col] } : { cue: CUE_POS[col], 12: FIFTEENTH_POS[row] };
    const events = [ev.hit(3), ev.pocket(3, 'foot-left'), ...(pocketBoth ? [ev.pocket(12, 'foot-right')] : [])];
    const doc = sp([shot('A', events, { call: call(3, 'foot-left'), positions })], {
      shooter: 'A',
      onTable: [3, 12],
      score: { A: 60, B: 45 },
    });
    const r = lastRuling(doc);
    const placed: Record<string, string> = {};
    if (entry.fifteenth !== 'stays') placed['12'] = entry.fifteenth;
    if (entry.cue !== 'stays') placed.cue = entry.cue;
    expect(r.rerack).toBe(true);
    expect(r.next).toBe('A');
    expect(r.foul).toBe(false);
    expect(r.placed ?? {}).toEqual(placed);
    expect(r.cueBall).toBe(entry.cue === 'stays' ? 'in-place' : entry.cue);
    expect(r.rules).toContain('6.7.3');
    expect(r.score).toEqual({ A: pocketBoth ? 62 : 61, B: 45 });
  });

  test('positions classify into the rows and columns', () => {
    expect(classifyFifteenth(NINE_FOOT, 'pocketed')).toBe('pocketed');
    for (const [row, p] of Object.entries(FIFTEENTH_POS)) expect(classifyFifteenth(NINE_FOOT, p)).toBe(row);
    for (const [col, p] of Object.entries(CUE_POS)) expect(classifyCue(NINE_FOOT, p)).toBe(col);
    expect(classifyCue(NINE_FOOT, undefined)).toBe('elsewhere');
  });

  test('after the re-rack all 15 balls are in play and the run goes on', () => {
    const doc = sp(
      [
        shot('A', [ev.hit(3), ev.pocket(3, 'foot-left')], {
          call: call(3, 'foot-left'),
          positions: { cue: [1.0, 0.4], 12: [1.2, 1.0] },
        }),
        shot('A', [ev.hit(12), ev.hit(1, 12), ev.pocket(12, 'side-left')], { call: call(12, 'side-left') }),
      ],
      { shooter: 'A', onTable: [3, 12], score: { A: 0, B: 0 } },
    );
    const [first, second] = rulings(doc);
    expect(first?.placed).toBeUndefined();
    expect(second?.score).toEqual({ A: 2, B: 0 });
    expect(second?.next).toBe('A');
  });
});

describe('14.1 predicates', () => {
  test('6.6 opening break requirement', () => {
    expect(isLegalOpeningBreak(call(6, 'foot-left'), summarizeShot([ev.hit(1), ev.pocket(6, 'foot-left')]), 1)).toBe(
      true,
    );
    expect(isLegalOpeningBreak(undefined, summarizeShot([ev.hit(1), ev.rail('cue'), ev.rail(2), ev.rail(3)]), 1)).toBe(
      true,
    );
    expect(isLegalOpeningBreak(undefined, summarizeShot([ev.hit(1), ev.rail(2), ev.rail(3)]), 1)).toBe(false);
    expect(isLegalOpeningBreak(undefined, summarizeShot([ev.rail('cue'), ev.hit(1), ev.rail(2), ev.rail(3)]), 1)).toBe(
      false,
    );
  });
  test.each([
    [0, { count: 1, third: false }],
    [1, { count: 2, third: false }],
    [2, { count: 0, third: true }],
  ])('6.12 consecutive fouls from %i', (n, want) => expect(consecutiveFoul(n)).toEqual(want));
  test.each([
    [0, false, 0, null],
    [1, false, 1, null],
    [2, false, 0, 'frozen'],
    [3, false, 1, 'frozen'],
    [0, true, 0, 'third-foul'],
    [2, true, 1, 'third-foul'],
    [0, false, 2, 'third-foul'],
  ] as const)('6.7.2: %i near-cushion safeties, fouled last %s, %i fouls in a row -> %s', (n, fouled, row, want) =>
    expect(nearRailRule(n, fouled, row)).toBe(want),
  );
  test('6.7.2 when a near-cushion ball is treated as frozen', () => {
    expect(mustTreatAsFrozen(2, false, 0)).toBe(true);
    expect(mustTreatAsFrozen(1, true, 0)).toBe(true);
    expect(mustTreatAsFrozen(0, false, 2)).toBe(true);
    expect(mustTreatAsFrozen(1, false, 1)).toBe(false);
  });
});
