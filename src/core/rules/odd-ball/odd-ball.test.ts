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
import { earnsBonus, isSixtyAll, pointsFor, rackEndsEarly } from './rules.ts';

const oddBallMachine = (await descriptor.load()).machine;

const TEAMS = [
  ['A', 'C'],
  ['B', 'D'],
];
const ob = (steps: Step[], setup: GameSetup | null = null, teams: string[][] | null = TEAMS) =>
  game('odd-ball', steps, { setup, ...(teams ? { teams } : {}) });
const inPlay = (onTable: number[], extra: Partial<GameSetup> = {}): GameSetup => ({
  shooter: 'A',
  onTable: onTable as never,
  ...extra,
});
const pot = (by: string, first: number, ...balls: number[]) =>
  shot(by, [ev.hit(first as never), ...balls.map((b) => ev.pocket(b as never, 'foot-left'))]);
const foulBy = (by: string, b = 3) => shot(by, [ev.hit(b as never)]);

type Row = [string, string, ReturnType<typeof ob>, Record<string, unknown>];

const ROWS: Row[] = [
  [
    'no cushion after the contact: foul, accept or pass',
    'odd-ball/12',
    ob([foulBy('A')], inPlay([3, 5, 8, 10, 12, 14])),
    {
      foul: true,
      fouls: ['no-rail'],
      next: 'B',
      options: ['accept', 'pass'],
      score: { 'team-1': 0, 'team-2': 0 },
      rules: ['odd-ball/12'],
    },
  ],
  [
    'pass: the offender shoots again from the same position',
    'odd-ball/12',
    ob([foulBy('A'), choose('B', 'pass')], inPlay([3, 5, 8])),
    { foul: false, next: 'A', cueBall: 'in-place' },
  ],
  [
    'the lowest ball must be hit first',
    'odd-ball/8.1',
    ob([pot('A', 5, 5)], inPlay([3, 5, 8])),
    { foul: true, fouls: ['wrong-ball-first'], spotted: [5], score: { 'team-1': 0 }, rules: ['odd-ball/8.1'] },
  ],
  [
    'odd ball legally pocketed: a point, the shooter continues',
    'odd-ball/6',
    ob([pot('A', 3, 3)], inPlay([3, 5, 8])),
    { foul: false, next: 'A', score: { 'team-1': 1, 'team-2': 0 } },
  ],
  [
    'even ball: no point',
    'odd-ball/6',
    ob([pot('A', 3, 8)], inPlay([3, 5, 8])),
    { foul: false, next: 'A', score: { 'team-1': 0, 'team-2': 0 } },
  ],
  [
    'reaching 61 in the rack: two bonus points',
    'odd-ball/6',
    ob([pot('A', 3, 3)], inPlay([3, 5, 8, 12], { pocketedBy: { A: [15, 13, 11], C: [10, 9] } })),
    { score: { 'team-1': 3 }, rules: ['odd-ball/6'] },
  ],
  [
    'bonus taken, only even balls left: the rack ends, the next rack is broken by the last pocketer',
    'odd-ball/8.3',
    ob([pot('A', 3, 3)], inPlay([3, 8, 12], { pocketedBy: { A: [15, 13, 11, 10, 9, 7] } })),
    { next: 'A', rerack: true, cueBall: 'in-hand-kitchen', score: { 'team-1': 1 } },
  ],
  [
    'the rack ends 60-60: a point each',
    'odd-ball/6',
    ob(
      [pot('A', 1, 1)],
      inPlay([1], {
        score: { 'team-1': 4, 'team-2': 5 },
        pocketedBy: { A: [15, 14], C: [13, 12, 5], B: [2, 3, 4, 6, 7], D: [8, 9, 10, 11] },
      }),
    ),
    { score: { 'team-1': 6, 'team-2': 6 }, rerack: true, next: 'A' },
  ],
  [
    '21 points win the game',
    'odd-ball/5',
    ob([pot('A', 3, 3)], inPlay([3, 5, 8], { score: { 'team-1': 20, 'team-2': 12 } })),
    { next: null, result: { winner: 'team-1' } },
  ],
  [
    'scratch: ball in hand behind the head string, accept or pass',
    'odd-ball/11',
    ob([shot('A', [ev.hit(3), ev.rail(3), ev.pocket('cue')])], inPlay([3, 5])),
    { foul: true, next: 'B', cueBall: 'in-hand-kitchen', options: ['accept', 'pass'], rules: ['odd-ball/11'] },
  ],
  [
    'jumped ball: spotted, a foul',
    'odd-ball/10',
    ob([shot('A', [ev.hit(3), ev.off(5)])], inPlay([3, 5])),
    { foul: true, spotted: [5], rules: ['odd-ball/10'] },
  ],
  [
    'balls pocketed on a foul are spotted',
    'odd-ball/9',
    ob([shot('A', [ev.hit(3), ev.pocket(3), ev.pocket('cue')])], inPlay([3, 5])),
    { spotted: [3], score: { 'team-1': 0 } },
  ],
  [
    'a safety is not allowed: the ball counts and the shooter goes on',
    'odd-ball/8.2',
    ob([shot('A', [ev.hit(3), ev.pocket(3)], { call: { kind: 'safety' } })], inPlay([3, 5])),
    { next: 'A', score: { 'team-1': 1 }, rules: ['odd-ball/8.2'] },
  ],
  [
    'no open break: accept, or re-rack (offender or incoming player breaks)',
    'odd-ball/7',
    ob([shot('A', [ev.hit(1), ev.rail(2)])]),
    { foul: true, fouls: ['illegal-break'], next: 'B', options: ['accept', 'rerack-opponent', 'rerack-self'] },
  ],
  [
    'open break with a ball down: it counts, the breaker goes on',
    'odd-ball/7',
    ob([shot('A', [ev.hit(1), ev.pocket(7)])]),
    { foul: false, next: 'A', score: { 'team-1': 1 } },
  ],
  [
    'order of play: A, B, C, D',
    'odd-ball/8.5',
    ob([shot('A', [ev.hit(3), ev.rail(3)]), shot('B', [ev.hit(3), ev.rail(3)])], inPlay([3, 5])),
    { next: 'C' },
  ],
  [
    'three consecutive fouls by one player lose the game for his team (after the warning)',
    'odd-ball/8.7',
    ob(
      [foulBy('A'), choose('B', 'pass'), foulBy('A'), announce('referee', 'warning'), choose('B', 'pass'), foulBy('A')],
      inPlay([3, 5]),
    ),
    { next: null, result: { winner: 'team-2', loser: 'team-1' }, rules: ['odd-ball/8.7'] },
  ],
  [
    'fouls are counted per player',
    'odd-ball/8.7',
    ob([foulBy('A'), choose('B', 'accept'), foulBy('B'), choose('C', 'accept'), foulBy('C')], inPlay([3, 5])),
    { consecutiveFouls: { A: 1, B: 1, C: 1, D: 0 } },
  ],
  [
    'cue ball in hand in the kitchen with the lowest ball there: spot-lowest',
    'odd-ball/8.6',
    ob(
      [
        shot('A', [ev.hit(3), ev.rail(3), ev.pocket('cue')], { positions: { 3: [0.3, 0.3], 5: [1.5, 0.9] } }),
        choose('B', 'accept'),
      ],
      inPlay([3, 5]),
    ),
    { next: 'B', options: ['accept', 'spot-lowest'], rules: ['odd-ball/8.6'] },
  ],
  [
    'one against one',
    'odd-ball/1',
    ob([pot('A', 3, 3, 5)], inPlay([3, 5, 8]), null),
    { next: 'A', score: { A: 2, B: 0 } },
  ],
];

describe('odd-ball rulings', () => {
  test.each(ROWS)('%s (%s)', (_t, _r, doc, want) => {
    expect(compareRuling(lastRuling(doc) as never, want)).toEqual([]);
  });
  test('odd-ball/2: two sides (three teams are refused)', () => {
    expect(() => rulings(game('odd-ball', [], { teams: [['A'], ['B'], ['C']] }))).toThrow(/players/);
  });
});

describe('odd-ball setup.pocketedBy: keyed by player, teams add up their players', () => {
  const potThree = [pot('A', 3, 3)];
  test.each([
    ['teams: A and C together reach 61 with the 3: bonus', { A: [15, 13], C: [11, 10, 9] }, TEAMS, { 'team-1': 3 }],
    [
      'teams: the partner of the other side does not count for A',
      { A: [15, 13], D: [11, 10, 9] },
      TEAMS,
      { 'team-1': 1 },
    ],
    ['two players', { A: [15, 13, 11, 10, 9] }, null, { A: 3, B: 0 }],
    ['teams: a team name stands for the whole team', { 'team-1': [15, 13], C: [11, 10, 9] }, TEAMS, { 'team-1': 3 }],
  ] as const)('%s', (_name, pocketedBy, teams, score) => {
    const doc = ob(potThree, inPlay([3, 5, 8, 12], { pocketedBy: pocketedBy as never }), teams as never);
    expect(lastRuling(doc).score).toMatchObject(score);
  });

  test('60-60 with teams keyed by player: a point each at the end of the rack', () => {
    const doc = ob(
      [pot('A', 1, 1)],
      inPlay([1], {
        score: { 'team-1': 4, 'team-2': 5 },
        pocketedBy: { A: [15, 14], C: [13, 12, 5], B: [2, 3, 4, 6, 7], D: [8, 9, 10, 11] },
      }),
    );
    expect(lastRuling(doc)).toMatchObject({ score: { 'team-1': 6, 'team-2': 6 }, rerack: true });
  });

  test.each([
    [
      'an unknown player',
      { Z: [15] },
      'setup.pocketedBy.Z',
      /unknown player "Z" \(setup.pocketedBy is keyed by player/,
    ],
    ['a team that does not exist', { 'team-3': [15] }, 'setup.pocketedBy.team-3', /unknown player "team-3"/],
    ['a ball on the table', { A: [3] }, 'setup.pocketedBy.A[0]', /also in setup.onTable/],
    ['a ball listed twice', { A: [15], B: [15] }, 'setup.pocketedBy.B[0]', /already listed for A/],
    ['a ball that does not exist', { A: [16] }, 'setup.pocketedBy.A[0]', /does not exist/],
  ] as const)('bad input: %s', (_name, pocketedBy, path, message) => {
    const doc = ob([pot('A', 3, 3)], inPlay([3, 5], { pocketedBy: pocketedBy as never }));
    expect(() => rulings(doc)).toThrow(message);
    try {
      rulings(doc);
    } catch (e) {
      expect((e as { path: string }).path).toBe(path);
    }
  });
});

describe('odd-ball predicates', () => {
  test('odd-ball/6', () => {
    expect(pointsFor([1, 2, 3, 15])).toBe(3);
    expect(earnsBonus(61, false)).toBe(true);
    expect(earnsBonus(61, true)).toBe(false);
    expect(isSixtyAll({ A: 60, B: 60 }, ['A', 'B'])).toBe(true);
  });
  test('odd-ball/8.3', () => {
    expect(rackEndsEarly(fromList([2, 4]), true)).toBe(true);
    expect(rackEndsEarly(fromList([2, 5]), true)).toBe(false);
    expect(rackEndsEarly(fromList([2, 4]), false)).toBe(false);
  });
});

describe('odd-ball machine (xstate/graph)', () => {
  test('every state is reached', () => {
    const shots = (ctx: GameContext) => {
      const balls = toList(ctx.onTable);
      const t = balls[0] as never;
      if (t === undefined) return [];
      return [
        shotEvent(ctx, [ev.hit(t), ...balls.slice(0, 11).map((b) => ev.pocket(b, 'foot-left'))]),
        shotEvent(ctx, [ev.hit(t), ev.pocket(t, 'foot-left')]),
        shotEvent(ctx, [ev.hit(t), ev.rail(t)]),
        shotEvent(ctx, [ev.hit(t), ev.rail(t), ev.pocket('cue')]),
        shotEvent(ctx, [ev.hit(t), ev.rail(t), ev.foul('deflected-break')]),
      ];
    };
    const doc = game('odd-ball', [], { teams: TEAMS });
    expect(reachedStates(oddBallMachine, doc, shots)).toEqual(leafStates(oddBallMachine));
  });
});

describe('odd-ball properties (fast-check over seeded random games, teams of three)', () => {
  test('balls conserved (on the table or pocketed this rack), points only from odd balls and bonuses, next player defined', () => {
    const doc = game('odd-ball', [], {
      teams: [
        ['A', 'C', 'E'],
        ['B', 'D', 'F'],
      ],
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        for (const { before, after, ruling, step } of playRandom(doc, seed, 100)) {
          const x = after.x as { totals: Record<string, number> };
          const pocketed = 120 - toList(after.onTable).reduce((a, b) => a + b, 0);
          if (!ruling.rerack) expect(Object.values(x.totals).reduce((a, b) => a + b, 0)).toBe(pocketed);
          else expect(count(after.onTable)).toBe(15);
          const s0 = Object.values(before.score ?? {}).reduce((a, b) => a + b, 0);
          const s1 = Object.values(after.score ?? {}).reduce((a, b) => a + b, 0);
          if (step.kind === 'shot') expect(s1 - s0).toBeGreaterThanOrEqual(0);
          if (ruling.foul) expect(s1).toBe(s0);
          expect(ruling.next === null).toBe(ruling.result !== null);
          if (ruling.next !== null) expect(['A', 'B', 'C', 'D', 'E', 'F']).toContain(ruling.next);
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('odd-ball setup.consecutiveFouls with teams: counted per player (8.7)', () => {
  test('a player of a team on two fouls: his third after the warning loses for the team', () => {
    const setup = inPlay([3, 5, 8, 12], { consecutiveFouls: { A: 2, C: 0 } });
    const all = rulings(ob([announce('referee', 'warning'), foulBy('A')], setup));
    expect(all[0]?.rules[0]).toBe('odd-ball/8.7');
    expect(all[1]).toMatchObject({ result: { winner: 'team-2', reason: 'three-consecutive-fouls' } });
  });
  test("the partner's count is his own: C on two fouls, A's foul is A's first", () => {
    const setup = inPlay([3, 5, 8, 12], { consecutiveFouls: { C: 2 } });
    const r = lastRuling(ob([foulBy('A')], setup));
    expect(r.result).toBeNull();
    expect(r.consecutiveFouls).toMatchObject({ A: 1, C: 2 });
  });
  test('a count keyed by team is bad input naming the field (fouls are counted per player)', () => {
    const setup = inPlay([3, 5, 8, 12], { consecutiveFouls: { 'team-1': 2 } as never });
    expect(() => rulings(ob([foulBy('A')], setup))).toThrow(/setup\.consecutiveFouls\.team-1/);
  });
});
