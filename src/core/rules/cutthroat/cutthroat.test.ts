import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { compareRuling } from '../../../../tests/referee/compare.ts';
import { choose, ev, game, newRack, shot } from '../build.ts';
import { range, toList } from '../common/balls.ts';
import type { GameContext } from '../common/context.ts';
import type { GameSetup, Step } from '../common/types.ts';
import { ballsGone, eventsWith, playGame, reachedStates, shotEvent } from '../game-testing.ts';
import { referee } from '../referee.ts';
import { lastRuling, rulings } from '../testing.ts';
import { descriptor } from './descriptor.ts';
import { assignGroups, type CutX, nextGameOrder } from './rules.ts';

const cutthroatMachine = (await descriptor.load()).machine;

const THREE = ['A', 'B', 'C'];
const FIVE = ['A', 'B', 'C', 'D', 'E'];
const cut = (steps: Step[], setup: GameSetup | null = null, players = THREE) =>
  game('cutthroat', steps, { setup, players });
const openBreak = shot('A', [ev.hit(1), ev.rail(2), ev.rail(3), ev.rail(4), ev.rail(5)]);
const at = (onTable: number[], extra: Partial<GameSetup> = {}): GameSetup => ({
  shooter: 'A',
  onTable: onTable as never,
  ...extra,
});
const ALL = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];

type Row = [string, string, ReturnType<typeof cut>, Record<string, unknown>];
const ROWS: Row[] = [
  [
    'open break without a ball pocketed: the next player',
    'cutthroat/8',
    cut([openBreak]),
    { foul: false, next: 'B', options: [] },
  ],
  [
    'open break with balls pocketed: they stay down, the breaker continues',
    'cutthroat/8',
    cut([shot('A', [ev.hit(1), ev.pocket(2), ev.pocket(9)])]),
    { foul: false, next: 'A', spotted: [] },
  ],
  [
    'no open break: the second player accepts or re-racks and breaks',
    'cutthroat/8',
    cut([shot('A', [ev.hit(1), ev.rail(2)])]),
    { foul: true, fouls: ['illegal-break'], next: 'B', options: ['accept', 'rerack-self'], rules: ['cutthroat/8'] },
  ],
  [
    'the second player re-racks and breaks',
    'cutthroat/8',
    cut([shot('A', [ev.hit(1), ev.rail(2)]), choose('B', 'rerack-self')]),
    { next: 'B', cueBall: 'in-hand-kitchen', rerack: true },
  ],
  [
    "the cue ball must first hit an opponent's ball",
    'cutthroat/9.1',
    cut([shot('A', [ev.hit(3), ev.rail(3)])], at(ALL)),
    { foul: true, fouls: ['wrong-ball-first'], next: 'B', cueBall: 'in-place', rules: ['cutthroat/9.1'] },
  ],
  [
    "an opponent's ball legally pocketed: the inning goes on",
    'cutthroat/9.1',
    cut([shot('A', [ev.hit(7), ev.pocket(7)])], at(ALL)),
    { foul: false, next: 'A' },
  ],
  [
    'a legal shot pocketing nothing: the next player',
    'cutthroat/9.1',
    cut([shot('A', [ev.hit(7), ev.rail(7)])], at(ALL)),
    { foul: false, next: 'B', cueBall: 'in-place' },
  ],
  [
    "illegal shot: opponents' balls spotted, own ball stays down",
    'cutthroat/9.2',
    cut([shot('A', [ev.hit(2), ev.pocket(2), ev.pocket(7)])], at(ALL)),
    { foul: true, spotted: [7], next: 'B', rules: ['cutthroat/9.2'] },
  ],
  [
    'penalty: one previously pocketed ball of each opponent',
    'cutthroat/13',
    cut([shot('A', [ev.hit(7)])], at([1, 2, 3, 4, 5, 7, 8, 12, 13, 14, 15])),
    { foul: true, fouls: ['no-rail'], spotted: [6, 11], rules: ['cutthroat/13'] },
  ],
  [
    'an opponent with all his balls on the table is unaffected',
    'cutthroat/13',
    cut([shot('A', [ev.hit(7)])], at([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 13, 14, 15])),
    { foul: true, spotted: [11] },
  ],
  [
    'the last ball of an opponent legally pocketed: he is out and skipped',
    'cutthroat/9.3',
    cut([shot('A', [ev.hit(7), ev.pocket(7)]), shot('A', [ev.hit(12), ev.rail(12)])], at([1, 7, 12, 13])),
    { foul: false, next: 'C' },
  ],
  [
    'a foul brings the players who were out back into the game',
    'cutthroat/9.3',
    cut([shot('C', [ev.hit(12)])], at([1, 12, 13], { shooter: 'C' })),
    { foul: true, spotted: [2, 6], next: 'A', rules: ['cutthroat/9.3'] },
  ],
  [
    'pocketing the last ball of his own group puts the shooter out',
    'cutthroat/9.2',
    cut([shot('A', [ev.hit(7), ev.pocket(7), ev.pocket(1)])], at([1, 7, 8, 12])),
    { foul: false, next: 'B' },
  ],
  [
    "the last opponent's ball legally pocketed: the game is won",
    'cutthroat/7',
    cut([shot('A', [ev.hit(12), ev.pocket(12)])], at([1, 12])),
    { next: null, result: { winner: 'A' }, rules: ['cutthroat/7'] },
  ],
  [
    'scratch: the next player in hand behind the head string',
    'cutthroat/12',
    cut([shot('A', [ev.hit(7), ev.rail(7), ev.pocket('cue')])], at(ALL)),
    { foul: true, fouls: ['scratch'], next: 'B', cueBall: 'in-hand-kitchen', rules: ['cutthroat/12'] },
  ],
  [
    'five players: groups of three, the last is followed by the first',
    'cutthroat/5',
    cut([shot('E', [ev.hit(4), ev.rail(4)])], at(ALL, { shooter: 'E' }), FIVE),
    { foul: false, next: 'A' },
  ],
  [
    'five players: hitting an own ball first is a foul',
    'cutthroat/9.1',
    cut([shot('B', [ev.hit(4), ev.rail(4)])], at(ALL, { shooter: 'B' }), FIVE),
    { foul: true, fouls: ['wrong-ball-first'], next: 'C' },
  ],
  [
    'next game: the first out breaks, the winner last',
    'cutthroat/9.5',
    cut([shot('A', [ev.hit(7), ev.pocket(7)]), shot('A', [ev.hit(12), ev.pocket(12)]), newRack()], at([1, 7, 12])),
    { next: 'B', cueBall: 'in-hand-kitchen', rerack: true },
  ],
];

describe('cutthroat rulings', () => {
  test.each(ROWS)('%s (%s)', (_t, _r, doc, want) => {
    expect(compareRuling(lastRuling(doc) as never, want)).toEqual([]);
  });
  test("9.4: every opponent's ball in the kitchen: B may have the nearest spotted", () => {
    const kitchen = {
      1: [0.4, 0.6],
      11: [0.3, 0.3],
      12: [0.3, 0.5],
      13: [0.2, 0.7],
      14: [0.2, 0.9],
      15: [0.1, 1.0],
    } as const;
    const doc = cut(
      [shot('A', [ev.hit(11), ev.rail(11), ev.pocket('cue')], { positions: { 11: [0.3, 0.3] } })],
      at([1, 6, 11, 12, 13, 14, 15], { positions: kitchen as never }),
    );
    const r = lastRuling(doc);
    expect(
      compareRuling(r as never, {
        next: 'B',
        cueBall: 'in-hand-kitchen',
        spotted: [7],
        options: ['accept', 'spot-nearest'],
        rules: ['cutthroat/9.4'],
      }),
    ).toEqual([]);
    const after = rulings({ ...doc, steps: [...doc.steps, choose('B', 'spot-nearest')] });
    expect(after[1]?.spotted).toEqual([1]);
  });
  test('bad input: four players', () => {
    expect(() => referee(cut([], null, ['A', 'B', 'C', 'D']))).toThrow(/three or five/);
  });
});

describe('cutthroat predicates', () => {
  test('5 groups, 9.5 order', () => {
    expect(assignGroups(THREE)).toEqual({ A: range(1, 5), B: range(6, 10), C: range(11, 15) });
    expect(assignGroups(FIVE).E).toBe(range(13, 15));
    expect(nextGameOrder(THREE, ['B', 'C'], 'A')).toEqual(['B', 'C', 'A']);
    expect(nextGameOrder(FIVE, ['D', 'B'], 'A')).toEqual(['D', 'B', 'C', 'E', 'A']);
  });
});

const cutShots = (ctx: GameContext) => {
  const balls = toList(ctx.onTable);
  const groups = (ctx.x as CutX).groups;
  const theirs = balls.filter((b) => !((groups[ctx.turn] ?? 0) & (1 << b)));
  const t = ctx.phase === 'break' ? balls[0] : theirs[0];
  if (t === undefined) return [];
  return [
    shotEvent(ctx, [ev.hit(t), ...balls.slice(0, 5).map((b) => ev.rail(b))]),
    shotEvent(ctx, [ev.hit(t), ev.rail(t)]),
    shotEvent(ctx, [ev.hit(t), ev.pocket(t)]),
    shotEvent(ctx, [ev.hit(t), ev.rail(t), ev.pocket('cue')], { positions: ctx.positions }),
    shotEvent(ctx, [ev.hit(t), ...theirs.map((b) => ev.pocket(b))]),
  ];
};

describe('cutthroat machine', () => {
  test('every state is reachable (xstate/graph)', () => {
    const kitchen = at([1, 6, 11], { positions: { 1: [0.4, 0.6], 11: [0.3, 0.3], 6: [0.5, 0.6] } });
    const a = reachedStates(cutthroatMachine, cut([], kitchen), eventsWith(cutShots)).reached;
    const opening = reachedStates(cutthroatMachine, cut([]), eventsWith(cutShots));
    expect([...new Set([...a, ...opening.reached])].sort()).toEqual(opening.all);
  });
});

describe('cutthroat properties (five players)', () => {
  const doc = cut([], null, FIVE);
  const seeds = fc.integer({ min: 0, max: 2 ** 31 - 1 });
  test('balls conserved; a player is out exactly when his group is off the table', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        for (const { step, ctxBefore, ruling, ctxAfter } of playGame(doc, seed, 120)) {
          for (const b of ballsGone(step)) expect(toList(ctxBefore.onTable)).toContain(b);
          for (const b of ruling.spotted) expect(toList(ctxAfter.onTable)).toContain(b);
          const x = ctxAfter.x as CutX;
          if (ctxAfter.phase !== 'over')
            for (const p of ctxAfter.players)
              expect(x.out.includes(p)).toBe(((x.groups[p] ?? 0) & ctxAfter.onTable) === 0);
        }
      }),
      { numRuns: 30 },
    );
  });
  test('the next player is defined until the game ends and is in the game', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        for (const { ruling, ctxAfter } of playGame(doc, seed, 120)) {
          expect(ruling.next === null).toBe(ruling.result !== null);
          if (ruling.next !== null) {
            expect(FIVE).toContain(ruling.next);
            expect((ctxAfter.x as CutX).out).not.toContain(ruling.next);
          }
          expect(ruling.score).toBeNull();
        }
      }),
      { numRuns: 30 },
    );
  });
});
