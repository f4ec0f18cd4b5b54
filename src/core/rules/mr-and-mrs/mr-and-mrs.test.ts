import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { compareRuling } from '../../../../tests/referee/compare.ts';
import { announce, ev, game, shot } from '../build.ts';
import { toList } from '../common/balls.ts';
import type { GameContext } from '../common/context.ts';
import type { GameOptions, GameSetup, Step } from '../common/types.ts';
import { leafStates, reachedStates, shotEvent } from '../recreational/graph.ts';
import { playRandom } from '../recreational/random.ts';
import { lastRuling, rulings } from '../testing.ts';
import { descriptor } from './descriptor.ts';
import { decideWinner, pointsFor } from './rules.ts';

const mrAndMrsMachine = (await descriptor.load()).machine;

const mm = (
  steps: Step[],
  setup: GameSetup | null = null,
  options: GameOptions = { novice: ['B'] },
  players = ['A', 'B'],
) => game('mr-and-mrs', steps, { setup, options, players });
const inPlay = (onTable: number[], extra: Partial<GameSetup> = {}): GameSetup => ({
  shooter: 'A',
  onTable: onTable as never,
  ...extra,
});
const pot = (by: string, first: number, ...balls: number[]) =>
  shot(by, [ev.hit(first as never), ...balls.map((b) => ev.pocket(b as never, 'foot-left'))]);
const foulBy = (by: string, b = 2) => shot(by, [ev.hit(b as never)]);

type Row = [string, string, ReturnType<typeof mm>, Record<string, unknown>];

const ROWS: Row[] = [
  [
    'a ball scores its number; the shooter goes on',
    'mr-and-mrs/6',
    mm([pot('A', 2, 2, 9)], inPlay([2, 5, 9, 13])),
    { foul: false, next: 'A', score: { A: 11, B: 0 } },
  ],
  [
    'the stronger player must hit the lowest ball first',
    'mr-and-mrs/8.2',
    mm([pot('A', 9, 9)], inPlay([2, 5, 9, 13])),
    {
      foul: true,
      fouls: ['wrong-ball-first'],
      spotted: [9],
      next: 'B',
      options: [],
      cueBall: 'in-place',
      rules: ['mr-and-mrs/8.2'],
    },
  ],
  [
    'the weaker player may hit any ball first',
    'mr-and-mrs/8.3',
    mm([pot('B', 9, 9)], inPlay([2, 5, 9, 13], { shooter: 'B' })),
    { foul: false, next: 'B', score: { B: 9 } },
  ],
  [
    'the weaker player still needs a cushion or a ball pocketed',
    'mr-and-mrs/8.3',
    mm([foulBy('B', 9)], inPlay([2, 5, 9, 13], { shooter: 'B' })),
    { foul: true, fouls: ['no-rail'], next: 'A', cueBall: 'in-place' },
  ],
  [
    '61 in a two-player game ends it',
    'mr-and-mrs/6',
    mm([pot('A', 2, 2)], inPlay([2, 5, 9, 13], { score: { A: 59, B: 30 } })),
    { next: null, score: { A: 61 }, result: { winner: 'A' } },
  ],
  [
    '60 can still be caught',
    'mr-and-mrs/6',
    mm([pot('A', 2, 2)], inPlay([2, 5, 9, 13, 15], { score: { A: 58, B: 29 } })),
    { next: 'A', result: null },
  ],
  [
    'a tie at the end goes to the player who pocketed the last ball',
    'mr-and-mrs/6',
    mm([pot('B', 15, 15)], inPlay([15], { shooter: 'B', score: { A: 60, B: 45 } })),
    { next: null, result: { winner: 'B' } },
  ],
  [
    'break must hit the 1 first: accept or re-rack and the offender breaks',
    'mr-and-mrs/7',
    mm([shot('A', [ev.hit(3), ev.rail(4)])]),
    { foul: true, fouls: ['illegal-break'], next: 'B', options: ['accept', 'rerack-opponent'] },
  ],
  [
    'the weaker player breaking must hit the 1 first too',
    'mr-and-mrs/7',
    mm([shot('B', [ev.hit(3), ev.pocket(4)])], null, { novice: ['B'] }, ['B', 'A']),
    { foul: true, fouls: ['illegal-break'] },
  ],
  [
    'scratch: ball in hand behind the head string',
    'mr-and-mrs/11',
    mm([shot('A', [ev.hit(2), ev.rail(2), ev.pocket('cue')])], inPlay([2, 5])),
    { foul: true, next: 'B', cueBall: 'in-hand-kitchen', options: [], rules: ['mr-and-mrs/11'] },
  ],
  [
    'jumped ball spotted, a foul',
    'mr-and-mrs/10',
    mm([shot('A', [ev.hit(2), ev.off(5)])], inPlay([2, 5])),
    { foul: true, spotted: [5], rules: ['mr-and-mrs/10'] },
  ],
  [
    'three consecutive fouls lose (after the warning)',
    'mr-and-mrs/8.4',
    mm(
      [
        foulBy('A'),
        pot('B', 5, 5),
        foulBy('B', 9),
        foulBy('A'),
        announce('referee', 'warning'),
        pot('B', 9, 9),
        foulBy('B', 13),
        foulBy('A'),
      ],
      inPlay([2, 5, 9, 13]),
    ),
    { next: null, result: { winner: 'B', loser: 'A' } },
  ],
  [
    'three players: a player out after three fouls; his balls stay down; play goes on',
    'mr-and-mrs/8.4',
    mm(
      [announce('referee', 'warning'), foulBy('A')],
      inPlay([2, 5, 9, 13], { consecutiveFouls: { A: 2 }, score: { A: 20, B: 10, C: 5 } }),
      { novice: [] },
      ['A', 'B', 'C'],
    ),
    { next: 'B', result: null, score: { A: 20 } },
  ],
  [
    'stronger player, lowest ball in the kitchen: spot-lowest',
    'mr-and-mrs/8.5',
    mm(
      [shot('B', [ev.hit(9), ev.rail(9), ev.pocket('cue')], { positions: { 2: [0.3, 0.3], 9: [1.5, 0.9] } })],
      inPlay([2, 9], { shooter: 'B' }),
    ),
    { next: 'A', options: ['accept', 'spot-lowest'] },
  ],
  [
    'weaker player, every ball in the kitchen: spot-nearest',
    'mr-and-mrs/8.6',
    mm(
      [shot('A', [ev.hit(2), ev.rail(2), ev.pocket('cue')], { positions: { 2: [0.3, 0.3], 9: [0.5, 0.9] } })],
      inPlay([2, 9]),
    ),
    { next: 'B', options: ['accept', 'spot-nearest'] },
  ],
];

describe('mr-and-mrs rulings', () => {
  test.each(ROWS)('%s (%s)', (_t, _r, doc, want) => {
    expect(compareRuling(lastRuling(doc) as never, want)).toEqual([]);
  });
  test('mr-and-mrs/8.4: a player put out is said to be out (his balls stay down), not to lose the game', () => {
    const doc = mm(
      [announce('referee', 'warning'), foulBy('A')],
      inPlay([2, 5, 9, 13], { consecutiveFouls: { A: 2 }, score: { A: 20, B: 10, C: 5 } }),
      { novice: [] },
      ['A', 'B', 'C'],
    );
    const says = (lastRuling(doc)?.says ?? []).map((c) => c.code);
    expect(says).toContain('fouls.outScoreStays');
    expect(says).not.toContain('loss');
  });
  test('mr-and-mrs/2: two to six players', () => {
    expect(() => rulings(mm([], null, {}, ['A', 'B', 'C', 'D', 'E', 'F', 'G']))).toThrow(/players/);
    expect(() => rulings(mm([], null, { novice: ['Z'] }))).toThrow(/options.novice/);
  });
});

describe('mr-and-mrs predicates', () => {
  test('mr-and-mrs/6', () => {
    expect(pointsFor([1, 15])).toBe(16);
    expect(decideWinner({ A: 61, B: 0 }, ['A', 'B'], 59, [])).toBe('A');
    expect(decideWinner({ A: 60, B: 0 }, ['A', 'B'], 60, [])).toBeNull();
    expect(decideWinner({ A: 60, B: 60 }, ['A', 'B'], 0, ['B', 'A'])).toBe('A');
  });
});

describe('mr-and-mrs machine (xstate/graph)', () => {
  test('every state is reached', () => {
    const shots = (ctx: GameContext) => {
      const t = toList(ctx.onTable)[0] as never;
      if (t === undefined) return [];
      return [
        shotEvent(ctx, [ev.hit(t), ev.pocket(t, 'foot-left')]),
        shotEvent(ctx, [ev.hit(t), ev.rail(t)]),
        shotEvent(ctx, [ev.hit(t), ev.rail(t), ev.pocket('cue')]),
        shotEvent(ctx, [ev.hit(t), ev.rail(t), ev.foul('deflected-break')]),
      ];
    };
    expect(reachedStates(mrAndMrsMachine, mm([]), shots)).toEqual(leafStates(mrAndMrsMachine));
  });
});

describe('mr-and-mrs properties (fast-check, six players)', () => {
  const players = ['A', 'B', 'C', 'D', 'E', 'F'];
  const doc = mm([], null, { novice: ['B', 'D', 'F'] }, players);
  test('points equal the numbers of the balls off the table (the players out included); next player defined and in the game', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        for (const { after, ruling, step } of playRandom(doc, seed, 100)) {
          const points = Object.values(after.score ?? {}).reduce((a, b) => a + b, 0);
          if (step.kind !== 'newRack' && !ruling.rerack)
            expect(points + toList(after.onTable).reduce((a, b) => a + b, 0)).toBe(120);
          expect(ruling.next === null).toBe(ruling.result !== null);
          if (ruling.next !== null) {
            expect(players).toContain(ruling.next);
            expect((after.x as { out: string[] }).out).not.toContain(ruling.next);
          }
        }
      }),
      { numRuns: 30 },
    );
  });
});
