import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { compareRuling } from '../../../../tests/referee/compare.ts';
import type { ObjectBall } from '../../vocabulary/index.ts';
import { announce, choose, ev, game, newRack, shot } from '../build.ts';
import { fromList, toList } from '../common/balls.ts';
import type { GameContext } from '../common/context.ts';
import type { GameOptions, GameSetup, Step } from '../common/types.ts';
import { leafStates, reachedStates, shotEvent } from '../recreational/graph.ts';
import { playRandom } from '../recreational/random.ts';
import { lastRuling, rulings } from '../testing.ts';
import { descriptor } from './descriptor.ts';
import { legalObjectBall, noOwnBallLeft, ownersHit, pocketedOwnBall } from './rules.ts';

const kellyPoolMachine = (await descriptor.load()).machine;

const PEAS: Record<string, ObjectBall> = { A: 7, B: 3, C: 12, D: 5 };
const kp = (
  steps: Step[],
  setup: GameSetup | null = null,
  options: GameOptions = { peas: PEAS },
  players = ['A', 'B', 'C', 'D'],
) => game('kelly-pool', steps, { setup, options, players });
const inPlay = (onTable: number[], extra: Partial<GameSetup> = {}): GameSetup => ({
  shooter: 'A',
  onTable: onTable as never,
  ...extra,
});
const pot = (by: string, first: number, ...balls: number[]) =>
  shot(by, [ev.hit(first as never), ...balls.map((b) => ev.pocket(b as never, 'foot-left'))]);
const SCORING = { peas: PEAS, variant: 'scoring' };

type Row = [string, string, ReturnType<typeof kp>, Record<string, unknown>];

const ROWS: Row[] = [
  [
    'own ball legally pocketed wins',
    'kelly-pool/6',
    kp([pot('A', 2, 7)], inPlay([2, 3, 5, 7, 12])),
    { foul: false, next: null, result: { winner: 'A' }, score: null },
  ],
  [
    "another player's ball: the shooter goes on, the owner can no longer win",
    'kelly-pool/7',
    kp([pot('A', 2, 3)], inPlay([2, 3, 5, 7, 12])),
    { foul: false, next: 'A', result: null },
  ],
  [
    'the lowest ball must be hit first (page note to 9.3)',
    'kelly-pool/9.3',
    kp([pot('A', 7, 7)], inPlay([2, 3, 5, 7, 12])),
    { foul: true, fouls: ['wrong-ball-first'], spotted: [7], next: 'B', options: ['accept', 'pass'], result: null },
  ],
  [
    'own ball pocketed on a foul is spotted',
    'kelly-pool/10',
    kp([shot('A', [ev.hit(2), ev.pocket(7), ev.pocket('cue')])], inPlay([2, 3, 7])),
    { foul: true, spotted: [7], result: null, cueBall: 'in-hand-kitchen', rules: ['kelly-pool/12'] },
  ],
  [
    'pass: the offender shoots again',
    'kelly-pool/13',
    kp([shot('A', [ev.hit(2)]), choose('B', 'pass')], inPlay([2, 3, 7])),
    { next: 'A', cueBall: 'in-place' },
  ],
  [
    'jumped ball: spotted, a foul',
    'kelly-pool/11',
    kp([shot('A', [ev.hit(2), ev.off(2)])], inPlay([2, 3, 7])),
    { foul: true, spotted: [2], rules: ['kelly-pool/11'] },
  ],
  [
    'no safety with spotting: the ball counts',
    'kelly-pool/9.2',
    kp([shot('A', [ev.hit(2), ev.pocket(2)], { call: { kind: 'safety' } })], inPlay([2, 3, 7])),
    { next: 'A', rules: ['kelly-pool/9.2'] },
  ],
  [
    'not an open break: the balls as they lie with the cue ball in hand behind the head string, or re-rack and break',
    'kelly-pool/8',
    kp([shot('A', [ev.hit(1), ev.rail(2)])]),
    {
      foul: true,
      fouls: ['illegal-break'],
      next: 'B',
      cueBall: 'in-hand-kitchen',
      options: ['kitchen', 'rerack-self'],
    },
  ],
  [
    'illegal break, the balls as they lie: ball in hand behind the head string',
    'kelly-pool/8',
    kp([shot('A', [ev.hit(1), ev.rail(2)]), choose('B', 'kitchen')]),
    { next: 'B', cueBall: 'in-hand-kitchen' },
  ],
  [
    'every own ball gone: no winner',
    'kelly-pool/6',
    kp([pot('A', 3, 3, 5, 12)], inPlay([3, 5, 7, 12]), { peas: { A: 7, B: 3, C: 12, D: 5 } }),
    { next: 'A' },
  ],
  [
    '... including the last one',
    'kelly-pool/6',
    kp([pot('B', 3, 3, 5, 7, 12)], inPlay([3, 5, 7, 12], { shooter: 'B' }), { peas: { A: 7, B: 15, C: 12, D: 5 } }),
    { next: null, result: { winner: null, draw: true } },
  ],
  [
    'variant: own ball collects two from each opponent',
    'kelly-pool/7',
    kp([pot('A', 2, 7)], inPlay([2, 7]), SCORING),
    { next: null, result: { winner: 'A' }, score: { A: 6, B: -2, C: -2, D: -2 } },
  ],
  [
    "variant: another's ball: +1 and -1, the owner must announce",
    'kelly-pool/7',
    kp([pot('A', 2, 3)], inPlay([2, 3, 7, 12]), SCORING),
    { next: 'A', score: { A: 1, B: -1 } },
  ],
  [
    'variant: announced in time: no disqualification',
    'kelly-pool/7',
    kp(
      [pot('A', 2, 3), announce('B', 'own-ball-pocketed'), shot('A', [ev.hit(2), ev.rail(2)])],
      inPlay([2, 3, 7, 12]),
      SCORING,
    ),
    { next: 'B', score: { A: 1, B: -1 } },
  ],
  [
    'variant: not announced before the next shot: disqualified, two points instead of one',
    'kelly-pool/7',
    kp([pot('A', 2, 3), shot('A', [ev.hit(2), ev.rail(2)])], inPlay([2, 3, 7, 12]), SCORING),
    { next: 'C', score: { A: 2, B: -2 } },
  ],
  [
    'variant: the game ends when the last own ball drops; the next game doubles',
    'kelly-pool/7',
    kp([pot('B', 3, 3, 5, 7, 12), announce('A', 'concede')], inPlay([3, 5, 7, 12], { shooter: 'B' }), {
      peas: { A: 7, B: 15, C: 12, D: 5 },
      variant: 'scoring',
    }),
    {},
  ],
  [
    'fifteen players',
    'kelly-pool/2',
    kp(
      [pot('A', 1, 1)],
      null,
      { peas: Object.fromEntries('ABCDEFGHIJKLMNO'.split('').map((p, i) => [p, i + 1])) },
      'ABCDEFGHIJKLMNO'.split(''),
    ),
    { next: null, result: { winner: 'A' } },
  ],
  [
    'lowest ball in the kitchen after a scratch: spot-lowest',
    'kelly-pool/9.3',
    kp(
      [
        shot('A', [ev.hit(2), ev.rail(2), ev.pocket('cue')], { positions: { 2: [0.3, 0.3], 7: [1.5, 0.9] } }),
        choose('B', 'accept'),
      ],
      inPlay([2, 7]),
    ),
    { next: 'B', options: ['accept', 'spot-lowest'] },
  ],
];

describe('kelly-pool rulings', () => {
  test.each(ROWS.filter((r) => Object.keys(r[3]).length > 0))('%s (%s)', (_t, _r, doc, want) => {
    expect(compareRuling(lastRuling(doc) as never, want)).toEqual([]);
  });
  test('variant: points doubled in the game after one nobody won', () => {
    const all = rulings(
      kp(
        [pot('B', 3, 3, 5, 7, 12), newRack(), shot('B', [ev.hit(1), ev.pocket(15)])],
        inPlay([3, 5, 7, 12], { shooter: 'B' }),
        { peas: { A: 7, B: 15, C: 12, D: 5 }, variant: 'scoring' },
      ),
    );
    expect(all[0]?.result).toMatchObject({ winner: null, draw: true });
    expect(all[1]?.next).toBe('B');
    expect(all[2]?.score).toEqual({ A: -1 - 4, B: 3 + 12, C: -1 - 4, D: -1 - 4 });
  });
  test('kelly-pool/5: private numbers are checked', () => {
    expect(() => rulings(kp([], null, { peas: { A: 7, B: 7, C: 1, D: 2 } }))).toThrow(/options.peas.B/);
    expect(() => rulings(kp([], null, { peas: { A: 7, B: 3, C: 1 } }))).toThrow(/options.peas.D/);
  });
  test('kelly-pool/2: at most fifteen players', () => {
    expect(() => rulings(game('kelly-pool', [], { players: 'ABCDEFGHIJKLMNOP'.split('') }))).toThrow(/players/);
  });
});

describe('kelly-pool predicates', () => {
  test('rules', () => {
    expect(legalObjectBall(fromList([4, 9]))).toBe(4);
    expect(pocketedOwnBall(7, [3, 7])).toBe(true);
    expect(ownersHit(PEAS, 'A', [3, 7, 12])).toEqual(['B', 'C']);
    expect(noOwnBallLeft({ A: 7 }, fromList([3]))).toBe(true);
    expect(noOwnBallLeft({}, fromList([3]))).toBe(false);
  });
});

describe('kelly-pool machine (xstate/graph)', () => {
  test('every state is reached', () => {
    const shots = (ctx: GameContext) => {
      const balls = toList(ctx.onTable);
      const t = balls[0] as never;
      if (t === undefined) return [];
      return [
        shotEvent(ctx, [ev.hit(t), ev.pocket(t, 'foot-left')]),
        shotEvent(ctx, [ev.hit(t), ev.rail(t)]),
        shotEvent(ctx, [ev.hit(t), ev.rail(t), ev.pocket('cue')]),
        shotEvent(ctx, [ev.hit(t), ev.rail(t), ev.foul('deflected-break')]),
      ];
    };
    const doc = game('kelly-pool', [], {
      options: { peas: { A: 15, B: 1, C: 2 }, variant: 'scoring' },
      players: ['A', 'B', 'C'],
    });
    expect(reachedStates(kellyPoolMachine, doc, shots)).toEqual(leafStates(kellyPoolMachine));
  });
});

describe('kelly-pool properties (fast-check, fifteen players, scoring variant)', () => {
  const players = 'ABCDEFGHIJKLMNO'.split('');
  const doc = game('kelly-pool', [], {
    players,
    options: { variant: 'scoring', peas: Object.fromEntries(players.map((p, i) => [p, ((i * 7) % 15) + 1])) },
  });
  test('balls conserved, points sum to zero, next player defined and never disqualified', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        for (const { before, after, ruling, step } of playRandom(doc, seed, 80)) {
          if (step.kind === 'shot' && !ruling.rerack) {
            const gone = step.shot.events
              .filter((e) => (e.type === 'pocket' || e.type === 'off-table') && e.ball !== 'cue')
              .map((e) => (e as { ball: number }).ball);
            let table = before.onTable;
            for (const b of gone) table &= ~(1 << b);
            for (const b of ruling.spotted) table |= 1 << b;
            expect(toList(after.onTable)).toEqual(toList(table));
          }
          expect(Object.values(ruling.score ?? {}).reduce((a, b) => a + b, 0)).toBe(0);
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
