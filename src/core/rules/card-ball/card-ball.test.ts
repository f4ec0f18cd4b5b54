import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { compareRuling } from '../../../../tests/referee/compare.ts';
import { announce, ev, game, shot } from '../build.ts';
import { fromList, toList } from '../common/balls.ts';
import type { GameContext } from '../common/context.ts';
import type { GameOptions, GameSetup, Step } from '../common/types.ts';
import { ballsGone, eventsWith, playGame, reachedStates, shotEvent } from '../game-testing.ts';
import { referee } from '../referee.ts';
import { lastRuling } from '../testing.ts';
import { descriptor } from './descriptor.ts';
import { ballsNotHeld, breakTie, type CardX, drawCards, liveCards, penaltyCards } from './rules.ts';

const cardBallMachine = (await descriptor.load()).machine;

const SIX = ['A', 'B', 'C', 'D', 'E', 'F'];
const card = (steps: Step[], setup: GameSetup | null, options: GameOptions, players = ['A', 'B']) =>
  game('card-ball', steps, { setup, players, options });
const hands2 = { A: [12, 12, 13, 4, 6, 8, 2], B: [1, 3, 5, 7, 9, 10, 12] };
const deal = (deck: number[] = [11, 3, 9]) => ({ hands: hands2, deck });
const at = (onTable: number[], extra: Partial<GameSetup> = {}): GameSetup => ({
  shooter: 'A',
  onTable: onTable as never,
  ...extra,
});
const ALL = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];
const openBreak = shot('A', [ev.hit(1), ev.rail(2), ev.rail(3), ev.rail(4), ev.rail(5)]);

type Row = [string, string, ReturnType<typeof card>, Record<string, unknown>];
const ROWS: Row[] = [
  [
    'open break: legal, the next player shoots',
    'card-ball/7',
    card([openBreak], null, deal()),
    { foul: false, next: 'B', hands: { A: [2, 4, 6, 8, 12, 12, 13], B: [1, 3, 5, 7, 9, 10, 12] } },
  ],
  [
    'no open break: an illegal shot, one card drawn',
    'card-ball/7',
    card([shot('A', [ev.hit(1), ev.rail(2)])], null, deal()),
    {
      foul: true,
      fouls: ['illegal-break'],
      next: 'B',
      hands: { A: [2, 4, 6, 8, 11, 12, 12, 13], B: [1, 3, 5, 7, 9, 10, 12] },
      rules: ['card-ball/10.1'],
    },
  ],
  [
    'own ball pocketed: every card of that rank discarded, the inning goes on',
    'card-ball/8',
    card([shot('A', [ev.hit(12), ev.pocket(12)])], at(ALL), deal()),
    { foul: false, next: 'A', hands: { A: [2, 4, 6, 8, 13], B: [1, 3, 5, 7, 9, 10] }, rules: ['card-ball/8'] },
  ],
  [
    'the 14 may be pocketed: legal, nothing discarded',
    'card-ball/9',
    card([shot('A', [ev.hit(14), ev.pocket(14)])], at(ALL), deal()),
    { foul: false, next: 'A', hands: { A: [2, 4, 6, 8, 12, 12, 13], B: [1, 3, 5, 7, 9, 10, 12] } },
  ],
  [
    'any ball first, then a ball to a cushion: legal',
    'card-ball/9',
    card([shot('A', [ev.hit(7), ev.rail(7)])], at(ALL), deal()),
    { foul: false, next: 'B', cueBall: 'in-place' },
  ],
  [
    'a ball the shooter holds no card for: double foul, two cards',
    'card-ball/10.2',
    card([shot('A', [ev.hit(7), ev.pocket(7)])], at(ALL), deal()),
    {
      foul: true,
      fouls: ['card-ball/ball-not-held'],
      next: 'B',
      spotted: [],
      hands: { A: [2, 3, 4, 6, 8, 11, 12, 12, 13], B: [1, 3, 5, 9, 10, 12] },
      rules: ['card-ball/10.2'],
    },
  ],
  [
    'a legal and an illegal ball together: double foul, the legal card still goes',
    'card-ball/10.2',
    card([shot('A', [ev.hit(4), ev.pocket(4), ev.pocket(5)])], at(ALL), deal()),
    { foul: true, hands: { A: [2, 3, 6, 8, 11, 12, 12, 13], B: [1, 3, 7, 9, 10, 12] } },
  ],
  [
    'no cushion after the contact: single foul',
    'card-ball/10.1',
    card([shot('A', [ev.hit(7)])], at(ALL), deal()),
    { foul: true, fouls: ['no-rail'], hands: { A: [2, 4, 6, 8, 11, 12, 12, 13], B: [1, 3, 5, 7, 9, 10, 12] } },
  ],
  [
    'scratch: one card, the next player in hand behind the head string',
    'card-ball/13',
    card([shot('A', [ev.hit(7), ev.rail(7), ev.pocket('cue')])], at(ALL), deal()),
    { foul: true, fouls: ['scratch'], next: 'B', cueBall: 'in-hand-kitchen', rules: ['card-ball/13'] },
  ],
  [
    'jumped ball: a foul, spotted on the foot spot',
    'card-ball/12',
    card([shot('A', [ev.hit(7), ev.rail(7), ev.off(9)])], at(ALL), deal()),
    { foul: true, fouls: ['object-ball-off-table'], spotted: [9], placed: { 9: 'foot-spot' }, rules: ['card-ball/12'] },
  ],
  [
    'a drawn card whose ball is gone is set aside',
    'card-ball/10',
    card([shot('A', [ev.hit(7)])], at(ALL.filter((b) => b !== 11)), deal([11, 3])),
    { foul: true, hands: { A: [2, 3, 4, 6, 8, 12, 12, 13], B: [1, 3, 5, 7, 9, 10, 12] } },
  ],
  [
    'the deck runs out: no more cards',
    'card-ball/10',
    card([shot('A', [ev.hit(7)])], at(ALL), deal([])),
    { foul: true, hands: { A: [2, 4, 6, 8, 12, 12, 13], B: [1, 3, 5, 7, 9, 10, 12] } },
  ],
  [
    'the shooter runs out of cards and wins',
    'card-ball/5',
    card([shot('A', [ev.hit(12), ev.pocket(12)])], at([12, 14], { hands: { A: [12], B: [12, 14 - 1] } }), { deck: [] }),
    { next: null, result: { winner: 'A' }, rules: ['card-ball/5'] },
  ],
  [
    'the shooter and another run out together: the shooter wins',
    'card-ball/8',
    card([shot('A', [ev.hit(12), ev.pocket(12)])], at([12, 14], { hands: { A: [12], B: [12] } }), { deck: [] }),
    { next: null, result: { winner: 'A' } },
  ],
  [
    'two others run out together: the tie is broken by drawing cards',
    'card-ball/8',
    card(
      [shot('A', [ev.hit(12), ev.pocket(12)])],
      at([4, 12, 14], { hands: { A: [4, 12], B: [12], C: [12] } }),
      { deck: [5, 9] },
      ['A', 'B', 'C'],
    ),
    { next: null, result: { winner: 'C' } },
  ],
  [
    "a foul that pockets another player's last ball: he wins",
    'card-ball/5',
    card([shot('A', [ev.hit(3), ev.pocket(3)])], at([3, 4, 14], { hands: { A: [4], B: [3] } }), { deck: [4] }),
    { foul: true, next: null, result: { winner: 'B' } },
  ],
  [
    'six players: the last is followed by the first',
    'card-ball/2',
    card(
      [shot('F', [ev.hit(7), ev.rail(7)])],
      at(ALL, { shooter: 'F', hands: Object.fromEntries(SIX.map((p, i) => [p, [i + 1]])) }),
      { deck: [] },
      SIX,
    ),
    { next: 'A' },
  ],
  [
    'a player concedes: the last one left wins',
    '1.14',
    card([announce('B', 'concede')], at(ALL), deal()),
    { next: null, result: { winner: 'A' } },
  ],
];

describe('card-ball rulings', () => {
  test.each(ROWS)('%s (%s)', (_t, _r, doc, want) => {
    expect(compareRuling(lastRuling(doc) as never, want)).toEqual([]);
  });
  test('bad input: a hand missing, seven players, a card out of range', () => {
    expect(() => referee(card([], null, { hands: { A: [1] } }))).toThrow(/options\.hands\.B/);
    expect(lastRuling(card([shot('A', [ev.hit(7)])], at(ALL), {})).hands).toBeUndefined();
    const seven = [...SIX, 'G'];
    expect(() => referee(card([], null, { hands: Object.fromEntries(seven.map((p) => [p, [1]])) }, seven))).toThrow(
      /players/,
    );
    expect(() => referee(card([], null, { hands: { A: [14], B: [1] } }))).toThrow(/options\.hands\.A\[0\]/);
  });
});

describe('card-ball predicates', () => {
  test('5, 8, 10', () => {
    expect(liveCards([3, 5, 12], fromList([3, 12]))).toEqual([3, 12]);
    expect(ballsNotHeld([14, 3, 5], [3])).toEqual([5]);
    expect([penaltyCards(false, 0), penaltyCards(true, 0), penaltyCards(true, 1)]).toEqual([0, 1, 2]);
    expect(drawCards([11, 3, 9], 2, fromList([3, 9]))).toEqual({ kept: [3, 9], aside: [11], deck: [] });
    expect(breakTie(['B', 'C'], [7, 7, 2, 5])).toEqual({
      winner: 'C',
      deck: [],
      drawn: [
        ['B', 7],
        ['C', 7],
        ['B', 2],
        ['C', 5],
      ],
    });
    expect(breakTie(['B', 'C'], [7]).winner).toBeNull();
  });
});

const cardShots = (ctx: GameContext) => {
  const balls = toList(ctx.onTable);
  const b = balls[0];
  if (b === undefined) return [];
  const mine = (ctx.x as CardX).hands[ctx.turn] ?? [];
  const own = mine.find((c) => balls.includes(c as never));
  const out = [
    shotEvent(ctx, [ev.hit(b), ev.rail(b), ev.rail(2), ev.rail(3), ev.rail(4)]),
    shotEvent(ctx, [ev.hit(b), ev.rail(b), ev.pocket('cue')]),
    shotEvent(ctx, [ev.hit(b), ev.foul('deflected-break'), ev.rail(b), ev.rail(2), ev.rail(3), ev.rail(4)]),
  ];
  if (own !== undefined)
    out.push(
      shotEvent(ctx, [
        ev.hit(own as never),
        ...mine.filter((c) => balls.includes(c as never)).map((c) => ev.pocket(c as never)),
      ]),
    );
  return out;
};

describe('card-ball machine', () => {
  test('every state is reachable (xstate/graph)', () => {
    const { reached, all } = reachedStates(
      cardBallMachine,
      card([], null, { hands: { A: [1, 2], B: [3] }, deck: [4, 5, 6] }),
      eventsWith(cardShots),
    );
    expect(reached).toEqual(all);
  });
});

describe('card-ball properties (six players)', () => {
  const deck = Array.from({ length: 52 }, (_x, i) => (i % 13) + 1);
  const hands = Object.fromEntries(SIX.map((p, i) => [p, deck.slice(i * 7, i * 7 + 7)]));
  const doc = card([], null, { hands, deck: deck.slice(42) }, SIX);
  const seeds = fc.integer({ min: 0, max: 2 ** 31 - 1 });
  test('balls and cards conserved: every ball on the table or pocketed once; cards only from the deck; no dead card in hand', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        for (const { step, ctxBefore, ruling, ctxAfter } of playGame(doc, seed, 100, undefined, false)) {
          const before = ctxBefore.x as CardX;
          const after = ctxAfter.x as CardX;
          for (const b of ballsGone(step)) expect(toList(ctxBefore.onTable)).toContain(b);
          const table = toList(ctxAfter.onTable);
          for (const b of ruling.spotted) expect(table).toContain(b);
          const count = (x: CardX) => Object.values(x.hands).flat().length + x.deck.length;
          expect(count(after)).toBeLessThanOrEqual(count(before));
          for (const h of Object.values(ruling.hands ?? {})) for (const c of h) expect(table).toContain(c);
          expect(before.deck.length - after.deck.length).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 30 },
    );
  });
  test('the next player is defined until the game ends; a winner has no cards (or won a tie)', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        for (const { ruling } of playGame(doc, seed, 100, undefined, false)) {
          expect(ruling.next === null).toBe(ruling.result !== null);
          if (ruling.next !== null) expect(SIX).toContain(ruling.next);
          if (ruling.result?.winner && ruling.result.reason === 'out-of-cards')
            expect(ruling.hands?.[ruling.result.winner]).toEqual([]);
          expect(ruling.foul).toBe(ruling.fouls.length > 0);
        }
      }),
      { numRuns: 30 },
    );
  });
});
