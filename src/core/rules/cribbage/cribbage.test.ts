import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { compareRuling } from '../../../../tests/referee/compare.ts';
import { announce, choose, ev, game, shot } from '../build.ts';
import { count, fromList, toList } from '../common/balls.ts';
import type { GameContext } from '../common/context.ts';
import type { GameSetup, Step } from '../common/types.ts';
import { leafStates, reachedStates, shotEvent } from '../recreational/graph.ts';
import { playRandom } from '../recreational/random.ts';
import { lastRuling, rulings } from '../testing.ts';
import { descriptor } from './descriptor.ts';
import { cornersLegal, fifteenCounts, isCribbage, mateOf, missedTheMate, pairUp } from './rules.ts';

const cribbageMachine = (await descriptor.load()).machine;

const cr = (steps: Step[], setup: GameSetup | null = null) => game('cribbage', steps, { setup });
const inPlay = (extra: Partial<GameSetup> = {}): GameSetup => ({
  shooter: 'A',
  onTable: [1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 13, 14, 15],
  ...extra,
});
const pot = (by: string, b: number, ...more: number[]) =>
  shot(by, [
    ev.hit(b as never),
    ev.pocket(b as never, 'foot-left'),
    ...more.map((m) => ev.pocket(m as never, 'side-left')),
  ]);
const miss = (by: string, b = 1) => shot(by, [ev.hit(b as never), ev.rail(b as never)]);
const foul = (by: string, b = 1) => shot(by, [ev.hit(b as never)]);

type Row = [string, string, ReturnType<typeof cr>, Record<string, unknown>];

const ROWS: Row[] = [
  [
    'one ball of a pair: no point yet, the inning goes on',
    'cribbage/9.1',
    cr([pot('A', 4)], inPlay()),
    { foul: false, next: 'A', score: { A: 0 } },
  ],
  [
    'its mate on the next shot: a cribbage',
    'cribbage/7',
    cr([pot('A', 4), pot('A', 11)], inPlay({ score: { A: 1, B: 0 } })),
    { foul: false, next: 'A', score: { A: 2, B: 0 }, rules: ['cribbage/9.2'] },
  ],
  ['both balls of a pair on one shot', 'cribbage/6', cr([pot('A', 6, 9)], inPlay()), { next: 'A', score: { A: 1 } }],
  [
    'mate not pocketed on the next shot: foul, first ball spotted',
    'cribbage/9.1',
    cr([pot('A', 4), pot('A', 7)], inPlay()),
    {
      foul: true,
      fouls: ['cribbage/mate-missed'],
      next: 'B',
      spotted: [4, 7],
      options: ['accept', 'kitchen'],
      score: { A: 0 },
      rules: ['cribbage/9.4'],
    },
  ],
  [
    'missing the mate with no ball pocketed: foul',
    'cribbage/9.1',
    cr([pot('A', 4), miss('A')], inPlay()),
    { foul: true, fouls: ['cribbage/mate-missed'], spotted: [4], next: 'B' },
  ],
  [
    'several unmatched balls: any mate first, all must be closed',
    'cribbage/9.3',
    cr([pot('A', 4, 5), pot('A', 10)], inPlay()),
    { foul: false, next: 'A', score: { A: 1 } },
  ],
  [
    '... and the others still due',
    'cribbage/9.3',
    cr([pot('A', 4, 5), pot('A', 10), miss('A')], inPlay()),
    { foul: true, spotted: [4], next: 'B' },
  ],
  [
    'a miss with nothing open ends the inning without a foul',
    '3.5',
    cr([miss('A')], inPlay()),
    { foul: false, next: 'B', cueBall: 'in-place', options: [] },
  ],
  [
    'the 15 pocketed while pairs remain is spotted at once',
    'cribbage/9.7',
    cr([pot('A', 15)], inPlay()),
    { foul: false, next: 'A', spotted: [15], score: { A: 0 } },
  ],
  [
    'the 15 alone is a cribbage once every pair is down',
    'cribbage/6',
    cr([pot('A', 15)], { shooter: 'A', onTable: [15], score: { A: 3, B: 4 } }),
    { next: null, score: { A: 4, B: 4 }, result: { winner: null, draw: true } },
  ],
  [
    'five cribbages win',
    'cribbage/5',
    cr([pot('A', 1, 14)], inPlay({ score: { A: 4, B: 2 } })),
    { next: null, score: { A: 5 }, result: { winner: 'A' } },
  ],
  [
    'no ball to a cushion after the contact: foul',
    'cribbage/9.5',
    cr([foul('A')], inPlay()),
    { foul: true, fouls: ['no-rail'], next: 'B', options: ['accept', 'kitchen'], rules: ['cribbage/9.5'] },
  ],
  [
    'foul choice: take the cue ball in hand in the kitchen',
    'cribbage/13',
    cr([foul('A'), choose('B', 'kitchen')], inPlay()),
    { foul: false, next: 'B', cueBall: 'in-hand-kitchen' },
  ],
  [
    'scratch: ball in hand behind the head string',
    'cribbage/12',
    cr([shot('A', [ev.hit(1), ev.rail(1), ev.pocket('cue')])], inPlay()),
    { foul: true, fouls: ['scratch'], next: 'B', cueBall: 'in-hand-kitchen', options: [] },
  ],
  [
    'jumped ball: spotted, and a foul',
    'cribbage/11',
    cr([shot('A', [ev.hit(1), ev.off(1)])], inPlay()),
    { foul: true, fouls: ['object-ball-off-table'], spotted: [1], rules: ['cribbage/11'] },
  ],
  [
    'ball pocketed on a foul is spotted',
    'cribbage/10',
    cr([shot('A', [ev.hit(1), ev.pocket(1), ev.pocket('cue')])], inPlay()),
    { foul: true, spotted: [1], score: { A: 0 } },
  ],
  [
    'not an open break: foul, re-rack options',
    'cribbage/8',
    cr([shot('A', [ev.hit(1), ev.rail(2)])]),
    {
      foul: true,
      fouls: ['illegal-break'],
      next: 'B',
      options: ['rerack-opponent', 'rerack-self'],
      rules: ['cribbage/8'],
    },
  ],
  [
    'illegal break: the offender breaks again',
    'cribbage/8',
    cr([shot('A', [ev.hit(1), ev.rail(2)]), choose('B', 'rerack-opponent')]),
    { foul: false, next: 'A', rerack: true, cueBall: 'in-hand-kitchen' },
  ],
  [
    'a ball pocketed on the break: the breaker continues',
    'cribbage/8',
    cr([shot('A', [ev.hit(1), ev.pocket(5)])]),
    { foul: false, next: 'A', score: { A: 0 } },
  ],
  [
    'three illegal breaks in a row lose (after the warning)',
    'cribbage/9.6',
    cr([
      shot('A', [ev.hit(1)]),
      choose('B', 'rerack-opponent'),
      shot('A', [ev.hit(1)]),
      announce('referee', 'warning'),
      choose('B', 'rerack-opponent'),
      shot('A', [ev.hit(1)]),
    ]),
    { next: null, result: { winner: 'B', loser: 'A' }, rules: ['cribbage/9.6'] },
  ],
  [
    'second consecutive foul: the warning is due',
    'cribbage/9.6',
    cr([foul('A'), choose('B', 'accept'), miss('B'), foul('A')], inPlay()),
    { warnings: ['two-consecutive-fouls'], consecutiveFouls: { A: 2, B: 0 } },
  ],
  [
    'all balls in the kitchen with ball in hand there: spot the nearest',
    'cribbage/9.8',
    cr([shot('A', [ev.hit(1), ev.rail(1), ev.pocket('cue')], { positions: { 1: [0.3, 0.3], 15: [0.5, 0.9] } })], {
      shooter: 'A',
      onTable: [1, 15],
    }),
    { next: 'B', cueBall: 'in-hand-kitchen', options: ['accept', 'spot-nearest'], rules: ['cribbage/9.8'] },
  ],
  [
    'spot-nearest taken: the ball goes to the foot spot',
    'cribbage/9.8',
    cr(
      [
        shot('A', [ev.hit(1), ev.rail(1), ev.pocket('cue')], { positions: { 1: [0.3, 0.3], 15: [0.5, 0.9] } }),
        choose('B', 'spot-nearest'),
      ],
      { shooter: 'A', onTable: [1, 15] },
    ),
    { next: 'B', spotted: [15], placed: { 15: [1.905, 0.635] }, cueBall: 'in-hand-kitchen' },
  ],
];

describe('cribbage rulings', () => {
  test.each(ROWS)('%s (%s)', (_t, _r, doc, want) => {
    expect(compareRuling(lastRuling(doc) as never, want)).toEqual([]);
  });
  test('cribbage/2: two players only', () => {
    expect(() => rulings(game('cribbage', [], { players: ['A', 'B', 'C'] }))).toThrow(/players/);
  });
});

describe('cribbage predicates', () => {
  test.each([
    [1, 14],
    [7, 8],
    [15, null],
  ] as const)('cribbage/6 mate of %i is %s', (b, m) => {
    expect(mateOf(b)).toBe(m);
  });
  test('cribbage/6 pairs', () => {
    expect(isCribbage(5, 10)).toBe(true);
    expect(isCribbage(5, 9)).toBe(false);
  });
  test('cribbage/9.1-9.3 pairing', () => {
    expect(pairUp([4], [11, 6])).toEqual({ closed: [[4, 11]], open: [6], closedAnOpenBall: true });
    expect(missedTheMate([4], pairUp([4], [6, 9]))).toBe(true);
  });
  test('cribbage/4 corners', () => {
    expect(cornersLegal([1, 2, 3])).toBe(true);
    expect(cornersLegal([1, 14, 3])).toBe(false);
  });
  test('cribbage/6 the 15 alone', () => {
    expect(fifteenCounts(fromList([15]), [])).toBe(true);
    expect(fifteenCounts(fromList([3, 15]), [])).toBe(false);
  });
});

describe('cribbage machine (xstate/graph)', () => {
  test('every state is reached', () => {
    const shots = (ctx: GameContext) => {
      const [t, u] = toList(ctx.onTable) as [never, never];
      if (t === undefined) return [];
      const out = [
        shotEvent(ctx, [ev.hit(t), ev.pocket(t, 'foot-left')]),
        shotEvent(ctx, [ev.hit(t), ev.rail(t)]),
        shotEvent(ctx, [ev.hit(t), ev.rail(t), ev.pocket('cue')]),
        shotEvent(ctx, [ev.hit(t), ev.rail(t), ev.foul('deflected-break')]),
      ];
      if (u !== undefined) out.push(shotEvent(ctx, [ev.hit(t), ev.pocket(t, 'foot-left'), ev.pocket(u, 'foot-left')]));
      return out;
    };
    expect(reachedStates(cribbageMachine, game('cribbage', []), shots)).toEqual(leafStates(cribbageMachine));
  });
});

describe('cribbage properties (fast-check over seeded random games)', () => {
  test('balls conserved: on the table, open, or in completed pairs (two per point); next player defined', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        for (const { after, ruling, step } of playRandom(game('cribbage', []), seed, 80)) {
          const score = Object.values(after.score ?? {}).reduce((a, b) => a + b, 0);
          const open = (after.x as { open: number[] }).open;
          const down = 2 * Math.min(score, 7) + (score === 8 ? 1 : 0);
          expect(count(after.onTable) + open.length + down, JSON.stringify(step)).toBe(15);
          for (const b of open) expect(after.onTable & (1 << b)).toBe(0);
          expect(ruling.next === null).toBe(ruling.result !== null);
          if (ruling.next !== null) expect(['A', 'B']).toContain(ruling.next);
          expect(ruling.foul).toBe(ruling.fouls.length > 0);
        }
      }),
      { numRuns: 40 },
    );
  });
});
