import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { compareRuling } from '../../../../tests/referee/compare.ts';
import { announce, choose, ev, game, shot } from '../build.ts';
import { toList } from '../common/balls.ts';
import type { GameContext } from '../common/context.ts';
import type { GameOptions, GameSetup, Step } from '../common/types.ts';
import { ballsGone, eventsWith, playGame, reachedStates, shotEvent } from '../game-testing.ts';
import { referee } from '../referee.ts';
import { lastRuling } from '../testing.ts';
import { descriptor } from './descriptor.ts';
import { clearedTableResult, type FortyContext, type FortyX, penaltyBall, pointsOf, totalOf } from './rules.ts';

const fortyOneMachine = (await descriptor.load()).machine;

const FIFTEEN = 'ABCDEFGHIJKLMNO'.split('');
const forty = (steps: Step[], setup: GameSetup | null, peas: GameOptions['peas'], players = ['A', 'B']) =>
  game('forty-one', steps, { setup, players, options: { peas } });
const peas2 = { A: 10, B: 5 };
const at = (onTable: number[], extra: Partial<GameSetup> = {}): GameSetup => ({
  shooter: 'A',
  onTable: onTable as never,
  ...extra,
});
const rest = [1, 2, 4, 5, 6, 7, 8, 10, 12, 13, 14];
const openBreak = shot('A', [ev.hit(1), ev.rail(2), ev.rail(3), ev.rail(4), ev.rail(5)]);

type Row = [string, string, ReturnType<typeof forty>, Record<string, unknown>];
const ROWS: Row[] = [
  [
    'open break without a ball: legal, next player',
    'forty-one/8',
    forty([openBreak], null, peas2),
    { foul: false, next: 'B', score: { A: 0, B: 0 } },
  ],
  [
    'no open break: foul, no ball to spot yet',
    'forty-one/8',
    forty([shot('A', [ev.hit(1), ev.rail(2)])], null, peas2),
    { foul: true, fouls: ['illegal-break'], next: 'B', spotted: [], rules: ['forty-one/8'] },
  ],
  [
    'a ball pocketed on the break counts',
    'forty-one/7',
    forty([shot('A', [ev.hit(1), ev.pocket(9)])], null, peas2),
    { foul: false, next: 'B', score: { A: 9 } },
  ],
  [
    'any ball, no call; one shot per inning',
    'forty-one/9.2',
    forty([shot('A', [ev.hit(12), ev.pocket(12)])], at(rest.concat(3, 9, 11, 15)), peas2),
    { foul: false, next: 'B', cueBall: 'in-place', score: { A: 12 }, rules: ['forty-one/9.2'] },
  ],
  [
    'ball pocketed on a foul: no score, spotted',
    'forty-one/9.3',
    forty([shot('A', [ev.hit(12), ev.pocket(12), ev.pocket('cue')])], at(rest.concat(3, 9, 11, 15)), peas2),
    { foul: true, fouls: ['scratch'], score: { A: 0 }, spotted: [12], rules: ['forty-one/9.3'] },
  ],
  [
    'no cushion after the contact: foul',
    'forty-one/9.4',
    forty([shot('A', [ev.hit(12)])], at(rest), peas2),
    { foul: true, fouls: ['no-rail'], rules: ['forty-one/9.4'] },
  ],
  [
    'penalty: the offender spots the last ball he pocketed',
    'forty-one/13',
    forty([shot('A', [ev.hit(12)])], at(rest, { pocketedBy: { A: [3, 9] } }), peas2),
    { foul: true, spotted: [9], score: { A: 3, B: 0 }, rules: ['forty-one/13'] },
  ],
  [
    'scratch: the next player has the cue ball in hand in the kitchen',
    'forty-one/12',
    forty([shot('A', [ev.hit(12), ev.rail(12), ev.pocket('cue')])], at(rest), peas2),
    { foul: true, next: 'B', cueBall: 'in-hand-kitchen', rules: ['forty-one/12'] },
  ],
  [
    'jumped ball: foul, spotted',
    'forty-one/11',
    forty([shot('A', [ev.hit(12), ev.rail(12), ev.off(12)])], at(rest), peas2),
    { foul: true, fouls: ['object-ball-off-table'], spotted: [12], cueBall: 'in-place' },
  ],
  [
    'all balls in the kitchen: the nearest may be spotted',
    'forty-one/9.5',
    forty(
      [shot('A', [ev.hit(2), ev.rail(2), ev.pocket('cue')], { positions: { 2: [0.5, 0.8] } })],
      at([1, 2], { positions: { 1: [0.3, 0.4], 2: [0.5, 0.8] } }),
      peas2,
    ),
    { next: 'B', cueBall: 'in-hand-kitchen', options: ['accept', 'spot-nearest'], rules: ['forty-one/9.5'] },
  ],
  [
    'the nearest ball spotted on the foot spot',
    'forty-one/9.5',
    forty(
      [
        shot('A', [ev.hit(2), ev.rail(2), ev.pocket('cue')], { positions: { 2: [0.5, 0.8] } }),
        choose('B', 'spot-nearest'),
      ],
      at([1, 2], { positions: { 1: [0.3, 0.4], 2: [0.5, 0.8] } }),
      peas2,
    ),
    { next: 'B', cueBall: 'in-hand-kitchen', spotted: [2], options: [] },
  ],
  [
    'claiming exactly 41 wins',
    'forty-one/9.6',
    forty(
      [shot('A', [ev.hit(11), ev.pocket(11)]), announce('A', 'forty-one')],
      at(rest.concat(11), { pocketedBy: { A: [15] } }),
      { A: 15, B: 5 },
    ),
    { next: null, result: { winner: 'A' }, rules: ['forty-one/9.6'] },
  ],
  [
    'a late claim at the next turn still wins',
    'forty-one/9.6',
    forty(
      [shot('A', [ev.hit(11), ev.pocket(11)]), shot('B', [ev.hit(1), ev.rail(1)]), announce('A', 'forty-one')],
      at(rest.concat(11), { pocketedBy: { A: [15] } }),
      { A: 15, B: 5 },
    ),
    { result: { winner: 'A' } },
  ],
  [
    'a claim that is not 41 has no effect',
    'forty-one/9.6',
    forty([announce('A', 'forty-one')], at(rest, { pocketedBy: { A: [15] } }), peas2),
    { result: null, next: 'A' },
  ],
  [
    'over 41: the bust is declared, the balls spotted, a new pea drawn',
    'forty-one/9.7',
    forty([shot('A', [ev.hit(5), ev.pocket(5)]), announce('A', 'bust')], at(rest, { pocketedBy: { A: [15, 11, 9] } }), {
      A: [3, 8],
      B: 5,
    }),
    { result: null, next: 'B', spotted: [5, 9, 11, 15], score: { A: 0 }, rules: ['forty-one/9.7'] },
  ],
  [
    'bust not declared before the next shot: two players, the opponent wins',
    'forty-one/9.7',
    forty(
      [shot('A', [ev.hit(5), ev.pocket(5)]), shot('B', [ev.hit(1), ev.rail(1)])],
      at(rest, { pocketedBy: { A: [15, 11, 9] } }),
      { A: 3, B: 5 },
    ),
    { next: null, result: { winner: 'B', loser: 'A' }, rules: ['forty-one/9.7'] },
  ],
  [
    'bust not declared: three players, the offender is out and skipped',
    'forty-one/9.7',
    forty(
      [shot('A', [ev.hit(5), ev.pocket(5)]), shot('B', [ev.hit(1), ev.rail(1)]), shot('C', [ev.hit(1), ev.rail(1)])],
      at(rest, { pocketedBy: { A: [15, 11, 9] } }),
      { A: 3, B: 5, C: 7 },
      ['A', 'B', 'C'],
    ),
    { result: null, next: 'B' },
  ],
  [
    'table cleared: the highest total not over 41 wins',
    'forty-one/9.8',
    forty([shot('A', [ev.hit(1), ev.pocket(1)])], at([1], { pocketedBy: { A: [15], B: [14, 2] } }), { A: 10, B: 5 }),
    { next: null, result: { winner: 'A' }, rules: ['forty-one/9.8'] },
  ],
  [
    'table cleared with the best totals level: a draw',
    'forty-one/9.8',
    forty([shot('A', [ev.hit(1), ev.pocket(1)])], at([1], { pocketedBy: { A: [15], B: [14, 3] } }), { A: 10, B: 9 }),
    { next: null, result: { winner: null, draw: true } },
  ],
  [
    'fifteen players: the last one is followed by the first',
    'forty-one/2',
    forty(
      [shot('O', [ev.hit(1), ev.rail(1)])],
      at(rest, { shooter: 'O' }),
      Object.fromEntries(FIFTEEN.map((p, i) => [p, i + 1])),
      FIFTEEN,
    ),
    { next: 'A' },
  ],
];

describe('forty-one rulings', () => {
  test.each(ROWS)('%s (%s)', (_t, _r, doc, want) => {
    expect(compareRuling(lastRuling(doc) as never, want)).toEqual([]);
  });
  test('bad input: a pea missing, sixteen players', () => {
    expect(() => referee(forty([], null, { A: 16 }))).toThrow(/options\.peas\.A/);
    const sixteen = [...FIFTEEN, 'P'];
    expect(() => referee(forty([], null, Object.fromEntries(sixteen.map((p) => [p, 1])), sixteen))).toThrow(/players/);
  });
});

describe('forty-one predicates', () => {
  test('7, 13', () => {
    expect(pointsOf([3, 9])).toBe(12);
    expect(penaltyBall([3, 9])).toBe(9);
    expect(penaltyBall([])).toBeNull();
  });
  test('9.8 cleared table', () => {
    const ctx = (scores: Record<string, number>, peas: Record<string, number>, out: string[] = []) =>
      ({
        players: Object.keys(scores),
        score: scores,
        x: { peas: Object.fromEntries(Object.entries(peas).map(([p, n]) => [p, [n]])), out },
      }) as unknown as FortyContext;
    expect(clearedTableResult(ctx({ A: 30, B: 20 }, { A: 5, B: 10 }))).toEqual({ winner: 'A', draw: false });
    expect(clearedTableResult(ctx({ A: 40, B: 20 }, { A: 5, B: 15 }))).toEqual({ winner: 'B', draw: false });
    expect(clearedTableResult(ctx({ A: 30, B: 30 }, { A: 5, B: 5 }))).toEqual({ winner: null, draw: true });
    expect(totalOf(ctx({ A: 30 }, { A: 5 }), 'A')).toBe(35);
  });
});

const fortyShots = (ctx: GameContext) => {
  const balls = toList(ctx.onTable);
  const b = balls[0];
  if (b === undefined) return [];
  return [
    shotEvent(ctx, [ev.hit(b), ev.rail(b), ev.rail(2), ev.rail(3), ev.rail(4)]),
    shotEvent(ctx, [ev.hit(b), ev.pocket(b)]),
    shotEvent(ctx, [ev.hit(b), ev.rail(b), ev.pocket('cue')]),
    shotEvent(ctx, [ev.hit(b), ...balls.map((x) => ev.pocket(x))]),
    shotEvent(ctx, [ev.hit(b), ev.rail(b), ev.pocket('cue')], { positions: ctx.positions }),
    shotEvent(ctx, [ev.hit(balls[balls.length - 1] as never), ev.pocket(balls[balls.length - 1] as never)]),
  ];
};

describe('forty-one machine', () => {
  test('every state is reachable (xstate/graph)', () => {
    const kitchen = at([1, 2], { positions: { 1: [0.3, 0.4], 2: [0.5, 0.8] } });
    const nearBust = at([1, 2, 13], { pocketedBy: { A: [15, 12] } });
    const runs = [
      reachedStates(fortyOneMachine, forty([], kitchen, peas2), eventsWith(fortyShots)).reached,
      reachedStates(fortyOneMachine, forty([], nearBust, { A: 15, B: 2 }), eventsWith(fortyShots)).reached,
    ];
    const opening = reachedStates(fortyOneMachine, forty([], null, peas2), eventsWith(fortyShots));
    expect([...new Set([...runs.flat(), ...opening.reached])].sort()).toEqual(opening.all);
  });
});

describe('forty-one properties (fifteen players)', () => {
  const peas = Object.fromEntries(FIFTEEN.map((p, i) => [p, [((i * 7) % 15) + 1, ((i * 4) % 15) + 1]]));
  const doc = forty([], null, peas, FIFTEEN);
  const extra = (ctx: GameContext, rng: () => number): Step | null => {
    const c = ctx as FortyContext;
    if (c.x.bustDue !== null && rng() < 0.8) return announce(c.x.bustDue, 'bust');
    const forty41 = c.players.find((p) => !c.x.out.includes(p) && totalOf(c, p) === 41);
    if (forty41 && rng() < 0.5) return announce(forty41, 'forty-one');
    return null;
  };
  const seeds = fc.integer({ min: 0, max: 2 ** 31 - 1 });
  test('balls conserved: each ball is on the table or pocketed by one player, exactly once; score = points of the balls', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        for (const { step, ctxBefore, ruling, ctxAfter } of playGame(doc, seed, 120, extra, false)) {
          const x = ctxAfter.x as FortyX;
          const held = Object.values(x.pocketedBy).flat();
          const table = toList(ctxAfter.onTable);
          for (const b of held) expect(table).not.toContain(b);
          expect(new Set(held).size).toBe(held.length);
          for (const p of FIFTEEN) expect(ruling.score?.[p]).toBe(pointsOf(x.pocketedBy[p] ?? []));
          for (const b of ballsGone(step)) expect(toList(ctxBefore.onTable)).toContain(b);
          for (const b of ruling.spotted) expect(table).toContain(b);
        }
      }),
      { numRuns: 30 },
    );
  });
  test('the next player is defined until the game ends and is never a disqualified player', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        for (const { ruling, ctxAfter } of playGame(doc, seed, 120, extra, false)) {
          expect(ruling.next === null).toBe(ruling.result !== null);
          if (ruling.next !== null) expect((ctxAfter.x as FortyX).out).not.toContain(ruling.next);
          expect(ruling.foul).toBe(ruling.fouls.length > 0);
        }
      }),
      { numRuns: 30 },
    );
  });
});
