import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { compareRuling } from '../../../../tests/referee/compare.ts';
import { summarizeShot } from '../../shot/index.ts';
import { announce, call, ev, game, shot } from '../build.ts';
import { count, toList } from '../common/balls.ts';
import type { GameContext } from '../common/context.ts';
import type { GameSetup, Step } from '../common/types.ts';
import { leafStates, reachedStates, shotEvent } from '../recreational/graph.ts';
import { callFirstPocketed, playRandom } from '../recreational/random.ts';
import { lastRuling, rulings } from '../testing.ts';
import { descriptor } from './descriptor.ts';
import { howPocketed, judgeCall, meetsHonoluluRail, POCKET_RAILS } from './rules.ts';

const honoluluMachine = (await descriptor.load()).machine;

const ho = (steps: Step[], setup: GameSetup | null = null, teams?: string[][]) =>
  game('honolulu', steps, { setup, ...(teams ? { teams } : {}) });
const inPlay = (extra: Partial<GameSetup> = {}): GameSetup => ({
  shooter: 'A',
  onTable: [2, 3, 5, 7, 8, 9, 11],
  ...extra,
});
const bank7 = shot('A', [ev.hit(7), ev.rail(7, 'right-foot'), ev.pocket(7, 'foot-left')], {
  call: call(7, 'foot-left'),
});
const direct7 = shot('A', [ev.hit(7), ev.pocket(7, 'foot-left')], { call: call(7, 'foot-left') });
const breakShot = (events: ReturnType<typeof ev.hit>[], extra = {}) => shot('A', events, extra);

type Row = [string, string, ReturnType<typeof ho>, Record<string, unknown>];

const ROWS: Row[] = [
  [
    'called bank shot scores and the inning goes on',
    'honolulu/6',
    ho([bank7], inPlay({ score: { A: 3, B: 2 } })),
    { foul: false, next: 'A', score: { A: 4, B: 2 }, spotted: [], rules: ['honolulu/6'] },
  ],
  [
    'combination scores',
    'honolulu/6',
    ho([shot('A', [ev.hit(3), ev.hit(7, 3), ev.pocket(7, 'side-left')], { call: call(7, 'side-left') })], inPlay()),
    { foul: false, next: 'A', score: { A: 1 } },
  ],
  [
    'carom (kiss) scores',
    'honolulu/6',
    ho([shot('A', [ev.hit(7), ev.hit(7, 9), ev.pocket(7, 'side-left')], { call: call(7, 'side-left') })], inPlay()),
    { next: 'A', score: { A: 1 } },
  ],
  [
    'cue-ball carom scores',
    'honolulu/6',
    ho([shot('A', [ev.hit(3), ev.hit(7), ev.pocket(7, 'side-left')], { call: call(7, 'side-left') })], inPlay()),
    { next: 'A', score: { A: 1 } },
  ],
  [
    'direct shot does not count: spotted, inning ends, no foul',
    'honolulu/6',
    ho([direct7], inPlay()),
    { foul: false, next: 'B', score: { A: 0 }, spotted: [7], cueBall: 'in-place' },
  ],
  [
    'called ball in another pocket: spotted, inning ends',
    'honolulu/6',
    ho([shot('A', [ev.hit(7), ev.rail(7), ev.pocket(7, 'foot-right')], { call: call(7, 'foot-left') })], inPlay()),
    { foul: false, next: 'B', spotted: [7] },
  ],
  [
    'no call: balls pocketed do not count',
    'honolulu/6',
    ho([shot('A', [ev.hit(7), ev.rail(7), ev.pocket(7, 'foot-left')])], inPlay()),
    { foul: false, next: 'B', spotted: [7], score: { A: 0 } },
  ],
  [
    'uncalled ball spotted at the end of the inning, not before',
    'honolulu/6',
    ho(
      [
        shot('A', [ev.hit(7), ev.rail(7), ev.pocket(7, 'foot-left'), ev.pocket(2, 'head-left')], {
          call: call(7, 'foot-left'),
        }),
      ],
      inPlay(),
    ),
    { next: 'A', score: { A: 1 }, spotted: [] },
  ],
  [
    '... and spotted when the inning ends',
    'honolulu/6',
    ho(
      [
        shot('A', [ev.hit(7), ev.rail(7), ev.pocket(7, 'foot-left'), ev.pocket(2, 'head-left')], {
          call: call(7, 'foot-left'),
        }),
        shot('A', [ev.hit(3), ev.rail(3)], { call: call(3, 'side-left') }),
      ],
      inPlay(),
    ),
    { next: 'B', spotted: [2], score: { A: 1 } },
  ],
  [
    'several called balls: all must drop',
    'honolulu/6',
    ho(
      [
        shot('A', [ev.hit(3), ev.hit(7, 3), ev.pocket(7, 'side-left'), ev.rail(3)], {
          call: {
            kind: 'many',
            calls: [
              { ball: 7, pocket: 'side-left' },
              { ball: 3, pocket: 'foot-left' },
            ],
          },
        }),
      ],
      inPlay(),
    ),
    { next: 'B', spotted: [7], score: { A: 0 } },
  ],
  [
    'several called balls all made: a point each',
    'honolulu/6',
    ho(
      [
        shot('A', [ev.hit(3), ev.hit(7, 3), ev.pocket(7, 'side-left'), ev.rail(3), ev.pocket(3, 'foot-left')], {
          call: {
            kind: 'many',
            calls: [
              { ball: 7, pocket: 'side-left' },
              { ball: 3, pocket: 'foot-left' },
            ],
          },
        }),
      ],
      inPlay(),
    ),
    { next: 'A', score: { A: 2 } },
  ],
  [
    'kick off two cushions counts',
    'honolulu/7',
    ho(
      [
        shot('A', [ev.rail('cue', 'head'), ev.rail('cue', 'left-head'), ev.hit(7), ev.pocket(7, 'foot-left')], {
          call: call(7, 'foot-left'),
        }),
      ],
      inPlay(),
    ),
    { next: 'A', score: { A: 1 } },
  ],
  [
    'kick off a cushion not bordering the pocket counts',
    'honolulu/7',
    ho(
      [shot('A', [ev.rail('cue', 'head'), ev.hit(7), ev.pocket(7, 'foot-left')], { call: call(7, 'foot-left') })],
      inPlay(),
    ),
    { next: 'A', score: { A: 1 } },
  ],
  [
    'simple kick off a cushion bordering the pocket does not count',
    'honolulu/7',
    ho(
      [shot('A', [ev.rail('cue', 'foot'), ev.hit(7), ev.pocket(7, 'foot-left')], { call: call(7, 'foot-left') })],
      inPlay(),
    ),
    { foul: false, next: 'B', spotted: [7], rules: ['honolulu/7'] },
  ],
  [
    'only the cue ball or the contacted ball to a cushion meets the rail rule',
    'honolulu/8',
    ho([shot('A', [ev.hit(7), ev.hit(9, 7), ev.rail(9)])], inPlay()),
    { foul: true, fouls: ['no-rail'], next: 'B', cueBall: 'in-place', rules: ['honolulu/8'] },
  ],
  [
    'safety: the contacted ball reaches a cushion',
    'honolulu/8',
    ho([shot('A', [ev.hit(7), ev.rail(7)], { call: { kind: 'safety' } })], inPlay()),
    { foul: false, next: 'B' },
  ],
  [
    'scratch: foul, ball in hand behind the head string, pocketed balls spotted',
    'honolulu/9',
    ho(
      [shot('A', [ev.hit(7), ev.rail(7), ev.pocket(7, 'foot-left'), ev.pocket('cue')], { call: call(7, 'foot-left') })],
      inPlay({ score: { A: 2, B: 0 } }),
    ),
    {
      foul: true,
      fouls: ['scratch'],
      next: 'B',
      cueBall: 'in-hand-kitchen',
      spotted: [7],
      score: { A: 2, B: 0 },
      rules: ['honolulu/9'],
    },
  ],
  [
    'jumped object ball: foul, spotted',
    'honolulu/9',
    ho([shot('A', [ev.hit(7), ev.off(7)])], inPlay()),
    { foul: true, fouls: ['object-ball-off-table'], spotted: [7], next: 'B', cueBall: 'in-place' },
  ],
  [
    'the eighth point wins',
    'honolulu/5',
    ho([bank7], inPlay({ score: { A: 7, B: 5 } })),
    { next: null, score: { A: 8 }, result: { winner: 'A' } },
  ],
  [
    'illegal break: a point owed, the opponent must accept',
    'honolulu/8',
    ho([breakShot([ev.hit(1), ev.rail(2)])]),
    {
      foul: true,
      fouls: ['illegal-break'],
      next: 'B',
      cueBall: 'in-place',
      options: [],
      score: { A: 0, B: 0 },
      rules: ['honolulu/8'],
    },
  ],
  [
    'legal break: two balls to a cushion',
    'honolulu/8',
    ho([breakShot([ev.hit(1), ev.rail(2), ev.rail(3)])]),
    { foul: false, next: 'B', options: [] },
  ],
  [
    'break: called ball made indirectly scores',
    'honolulu/8',
    ho([breakShot([ev.hit(1), ev.hit(5, 1), ev.pocket(5, 'foot-left')], { call: call(5, 'foot-left') })]),
    { foul: false, next: 'A', score: { A: 1 } },
  ],
  [
    'the first ball legally pocketed after owing is spotted, not scored',
    'honolulu/8',
    ho([bank7], inPlay({ owes: { A: 1 } })),
    { foul: false, next: 'A', score: { A: 0 }, spotted: [7] },
  ],
  [
    'teams: a ball owed by a player is owed by his team',
    'honolulu/8',
    ho([bank7], inPlay({ owes: { C: 1 } }), [
      ['A', 'C'],
      ['B', 'D'],
    ]),
    { foul: false, score: { 'team-1': 0 }, spotted: [7] },
  ],
  [
    'teams: the team scores, players alternate between teams',
    'honolulu/2',
    ho([bank7, shot('A', [ev.hit(3), ev.rail(3)])], inPlay({ score: { 'team-1': 1, 'team-2': 0 } }), [
      ['A', 'C'],
      ['B', 'D'],
    ]),
    { next: 'B', score: { 'team-1': 2, 'team-2': 0 } },
  ],
  [
    'deflected break: kitchen or pass (3.9)',
    '3.9',
    ho([breakShot([ev.hit(1), ev.rail(2), ev.rail(3), ev.foul('deflected-break')])]),
    { foul: true, next: 'B', options: ['kitchen', 'pass'] },
  ],
  [
    'stalemate announced: re-rack, the breaker breaks again',
    '3.35',
    ho([bank7, announce('referee', 'stalemate')], inPlay()),
    { rerack: true, next: 'A', cueBall: 'in-hand-kitchen' },
  ],
];

describe('honolulu rulings', () => {
  test.each(ROWS)('%s (%s)', (_t, _r, doc, want) => {
    expect(compareRuling(lastRuling(doc) as never, want)).toEqual([]);
  });
});

describe('honolulu predicates', () => {
  test.each([
    ['bank', [ev.hit(7), ev.rail(7), ev.pocket(7, 'foot-left')], 'scored'],
    ['direct', [ev.hit(7), ev.pocket(7, 'foot-left')], 'direct'],
    ['combination', [ev.hit(3), ev.hit(3, 7), ev.pocket(7, 'foot-left')], 'scored'],
    ['wrong pocket', [ev.hit(7), ev.rail(7), ev.pocket(7, 'foot-right')], 'wrong-pocket'],
    ['not pocketed', [ev.hit(7), ev.rail(7)], 'not-pocketed'],
    ['simple kick', [ev.rail('cue', 'left-foot'), ev.hit(7), ev.pocket(7, 'foot-left')], 'simple-kick'],
    [
      'kick off an unknown cushion (shooter favoured)',
      [ev.rail('cue'), ev.hit(7), ev.pocket(7, 'foot-left')],
      'scored',
    ],
  ] as const)('honolulu/6-7 judgeCall: %s', (_t, events, want) => {
    expect(judgeCall(events as never, 7, 'foot-left')).toBe(want);
  });
  test('honolulu/7 each pocket is bordered by two cushions', () => {
    for (const rails of Object.values(POCKET_RAILS)) expect(rails).toHaveLength(2);
  });
  test('honolulu/6 ways are listed', () => {
    expect(
      howPocketed(
        [
          ev.rail('cue', 'head'),
          ev.rail('cue', 'foot'),
          ev.hit(3),
          ev.hit(3, 7),
          ev.rail(7),
          ev.pocket(7, 'side-left'),
        ],
        7,
        'side-left',
      ).ways.sort(),
    ).toEqual(['bank', 'combination', 'kick']);
  });
  test('honolulu/8 rail requirement', () => {
    expect(meetsHonoluluRail(summarizeShot([ev.hit(7), ev.rail('cue')]), 7)).toBe(true);
    expect(meetsHonoluluRail(summarizeShot([ev.hit(7), ev.hit(7, 9), ev.rail(9)]), 7)).toBe(false);
  });
  test('every ruling of a long inning keeps the balls: on the table, scored, or waiting to be spotted', () => {
    const all = rulings(
      ho(
        [
          bank7,
          shot('A', [ev.hit(3), ev.rail(3), ev.pocket(3, 'side-left'), ev.pocket(2, 'head-left')], {
            call: call(3, 'side-left'),
          }),
          shot('A', [ev.hit(5)]),
        ],
        inPlay(),
      ),
    );
    expect(all.map((r) => r.spotted)).toEqual([[], [], [2]]);
    expect(all.map((r) => r.score)).toEqual([
      { A: 1, B: 0 },
      { A: 2, B: 0 },
      { A: 2, B: 0 },
    ]);
  });
});

describe('honolulu machine (xstate/graph)', () => {
  test('every state is reached', () => {
    const shots = (ctx: GameContext) => {
      const balls = toList(ctx.onTable);
      const [t, u] = balls as [never, never];
      if (t === undefined) return [];
      const out = [
        shotEvent(ctx, [ev.hit(t), ev.rail(t), ev.pocket(t, 'foot-left')], { call: call(t, 'foot-left') }),
        shotEvent(ctx, [ev.hit(t), ev.rail(t)]),
        shotEvent(ctx, [ev.hit(t)]),
        shotEvent(ctx, [ev.hit(t), ev.rail(t), ev.foul('deflected-break')]),
      ];
      if (u !== undefined)
        out.push(
          shotEvent(ctx, [ev.hit(t), ev.rail(t), ev.pocket(t, 'foot-left'), ev.pocket(u, 'side-left')], {
            call: call(t, 'foot-left'),
          }),
        );
      return out;
    };
    const doc = game('honolulu', [], { options: { target: 3 } });
    expect(reachedStates(honoluluMachine, doc, shots)).toEqual(leafStates(honoluluMachine));
  });
});

describe('honolulu properties (fast-check over seeded random games, two teams of two)', () => {
  const doc = game('honolulu', [], {
    teams: [
      ['A', 'C'],
      ['B', 'D'],
    ],
  });
  test('balls are conserved: on the table, waiting to be spotted, or scored', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        for (const { after, ruling } of playRandom(doc, seed, 80, callFirstPocketed)) {
          const scored = Object.values(after.score ?? {}).reduce((a, b) => a + b, 0);
          const waiting = (after.x as { toSpot: number[] }).toSpot;
          expect(count(after.onTable) + waiting.length + scored).toBe(15);
          for (const b of waiting) expect(after.onTable & (1 << b)).toBe(0);
          expect(ruling.next === null).toBe(ruling.result !== null);
          if (ruling.next !== null) expect(['A', 'B', 'C', 'D']).toContain(ruling.next);
          expect(ruling.foul).toBe(ruling.fouls.length > 0);
          for (const v of Object.values(ruling.score ?? {})) expect(v).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 40 },
    );
  });
});
