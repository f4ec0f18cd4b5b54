import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { compareRuling } from '../../../../tests/referee/compare.ts';
import { summarizeShot } from '../../shot/index.ts';
import { announce, choose, ev, game, newRack, safety, shot } from '../build.ts';
import { toList } from '../common/balls.ts';
import type { GameContext } from '../common/context.ts';
import type { GameSetup, Step } from '../common/types.ts';
import { ballsGone, eventsWith, playGame, reachedStates, shotEvent } from '../game-testing.ts';
import { lastRuling } from '../testing.ts';
import { descriptor } from './descriptor.ts';
import { ballsToSpot, isOpenBreak, SIX_RACK, winsWithSix } from './rules.ts';

const sixBallMachine = (await descriptor.load()).machine;

const PLAYERS4 = ['A', 'B', 'C', 'D'];
const six = (steps: Step[], setup: GameSetup | null = null, players = ['A', 'B'], options = {}) =>
  game('six-ball', steps, { setup, players, options });
const openBreak = shot('A', [ev.hit(1), ev.rail(2), ev.rail(3), ev.rail(4), ev.rail(5)]);
const dryBreak = shot('A', [ev.hit(1), ev.rail(2), ev.rail('cue')]);
const at = (onTable: number[], extra: Partial<GameSetup> = {}): GameSetup => ({
  shooter: 'A',
  onTable: onTable as never,
  ...extra,
});
const foulBy = (p: string) => shot(p, [ev.hit(4)]);

type Row = [string, string, ReturnType<typeof six>, Record<string, unknown>];
const ROWS: Row[] = [
  [
    'open break: four balls to a cushion, opponent plays the position',
    'six-ball/7',
    six([openBreak]),
    { foul: false, next: 'B', cueBall: 'in-place', options: [] },
  ],
  [
    'ball pocketed on the break: the breaker continues',
    'six-ball/7',
    six([shot('A', [ev.hit(1), ev.pocket(3)])]),
    { foul: false, next: 'A' },
  ],
  [
    '6 pocketed on a legal break wins',
    'six-ball/6',
    six([shot('A', [ev.hit(1), ev.pocket(6)])]),
    { next: null, result: { winner: 'A' }, rules: ['six-ball/6'] },
  ],
  [
    'no open break: kitchen or re-rack for the incoming player',
    'six-ball/7',
    six([dryBreak]),
    {
      foul: true,
      fouls: ['illegal-break'],
      next: 'B',
      cueBall: 'in-hand-kitchen',
      options: ['kitchen', 'rerack-self'],
      rules: ['six-ball/7'],
    },
  ],
  [
    'after a failed break the incoming player re-racks and breaks',
    'six-ball/7',
    six([dryBreak, choose('B', 'rerack-self')]),
    { foul: false, next: 'B', cueBall: 'in-hand-kitchen', rerack: true },
  ],
  [
    'after a failed break the incoming player shoots from the kitchen',
    'six-ball/7',
    six([dryBreak, choose('B', 'kitchen')]),
    { foul: false, next: 'B', cueBall: 'in-hand-kitchen', rerack: false },
  ],
  [
    'scratch on the break: ball in hand anywhere, pocketed balls spotted',
    'six-ball/11',
    six([shot('A', [ev.hit(1), ev.pocket(4), ev.pocket('cue')])]),
    { foul: true, fouls: ['scratch'], next: 'B', cueBall: 'in-hand', spotted: [4], options: [] },
  ],
  [
    'the lowest ball must be hit first',
    'six-ball/8.1',
    six([shot('A', [ev.hit(4), ev.pocket(4)])], at([2, 4, 6])),
    { foul: true, fouls: ['wrong-ball-first'], next: 'B', cueBall: 'in-hand', spotted: [4] },
  ],
  [
    'no ball to a cushion after the contact',
    'six-ball/8.1',
    six([shot('A', [ev.hit(2)])], at([2, 4, 6])),
    { foul: true, fouls: ['no-rail'], cueBall: 'in-hand' },
  ],
  [
    'combination on the 6 wins',
    'six-ball/1',
    six([shot('A', [ev.hit(2), ev.hit(6, 2), ev.pocket(6)])], at([2, 4, 6])),
    { foul: false, next: null, result: { winner: 'A' } },
  ],
  [
    'legally pocketed ball: the inning continues',
    'six-ball/8.2',
    six([shot('A', [ev.hit(2), ev.pocket(4)])], at([2, 4, 6])),
    { foul: false, next: 'A', spotted: [], rules: ['six-ball/8.2'] },
  ],
  [
    'safety call after pocketing a ball: must continue, ball not spotted',
    'six-ball/8.3',
    six([shot('A', [ev.hit(2), ev.pocket(2)], { call: safety })], at([2, 4, 6])),
    { foul: false, next: 'A', spotted: [], rules: ['six-ball/8.3'] },
  ],
  [
    'miss: the opponent plays the position',
    'six-ball/8.2',
    six([shot('A', [ev.hit(2), ev.rail(2)])], at([2, 4, 6])),
    { foul: false, next: 'B', cueBall: 'in-place' },
  ],
  [
    '6 pocketed on a foul is spotted and does not win',
    'six-ball/9',
    six([shot('A', [ev.hit(4), ev.hit(6, 4), ev.pocket(6)])], at([2, 4, 6])),
    { foul: true, spotted: [6], result: null, next: 'B', cueBall: 'in-hand', rules: ['six-ball/9'] },
  ],
  [
    'all balls pocketed on a foul are spotted',
    'six-ball/9',
    six([shot('A', [ev.hit(2), ev.pocket(4), ev.pocket(2), ev.pocket('cue')])], at([2, 4, 6])),
    { foul: true, spotted: [2, 4] },
  ],
  [
    'coin-operated table: only the 6 is spotted',
    'six-ball/9',
    six([shot('A', [ev.hit(4), ev.pocket(2), ev.pocket(6)])], at([2, 4, 6]), ['A', 'B'], { variant: 'coin-operated' }),
    { foul: true, spotted: [6] },
  ],
  [
    'jumped ball: spotted, and the shot is a foul (3.28)',
    'six-ball/10',
    six([shot('A', [ev.hit(2), ev.rail(2), ev.off(4)])], at([2, 4, 6])),
    { foul: true, fouls: ['object-ball-off-table'], spotted: [4], cueBall: 'in-hand', rules: ['six-ball/10'] },
  ],
  [
    'cue ball off the table: ball in hand anywhere',
    'six-ball/11',
    six([shot('A', [ev.hit(2), ev.rail(2), ev.off('cue')])], at([2, 4, 6])),
    { foul: true, fouls: ['cue-ball-off-table'], cueBall: 'in-hand', rules: ['six-ball/11'] },
  ],
  [
    'second consecutive foul: warning due',
    'six-ball/8.4',
    six([foulBy('A'), foulBy('B'), foulBy('A')], at([2, 4, 6])),
    { warnings: ['two-consecutive-fouls'], consecutiveFouls: { A: 2, B: 1 } },
  ],
  [
    'third consecutive foul after the warning loses',
    'six-ball/8.4',
    six(
      [foulBy('A'), foulBy('B'), foulBy('A'), announce('referee', 'warning'), foulBy('B'), foulBy('A')],
      at([2, 4, 6]),
    ),
    { next: null, result: { winner: 'B', loser: 'A' }, rules: ['six-ball/8.4'] },
  ],
  [
    'third consecutive foul without the warning counts as the second (2.16)',
    '2.16',
    six([foulBy('A'), foulBy('B'), foulBy('A'), foulBy('B'), foulBy('A')], at([2, 4, 6])),
    { result: null, consecutiveFouls: { A: 2 }, rules: ['2.16'] },
  ],
  [
    'four players: the third foul puts the offender out, the others play on',
    'six-ball/8.4',
    six(
      [announce('referee', 'warning'), shot('B', [ev.hit(4)])],
      at([2, 4, 6], { shooter: 'B', consecutiveFouls: { B: 2 } }),
      PLAYERS4,
    ),
    { result: null, next: 'C', cueBall: 'in-hand', consecutiveFouls: { B: 3 } },
  ],
  [
    'four players: the order of play skips a player who is out',
    'six-ball/8.4',
    six(
      [
        announce('referee', 'warning'),
        shot('B', [ev.hit(4)]),
        shot('C', [ev.hit(2), ev.rail(2)]),
        shot('D', [ev.hit(2), ev.rail(2)]),
      ],
      at([2, 4, 6], { shooter: 'B', consecutiveFouls: { B: 2 } }),
      PLAYERS4,
    ),
    { next: 'A' },
  ],
  [
    'four players: the turn passes to the next player in order',
    'six-ball/2',
    six([shot('C', [ev.hit(2), ev.rail(2)])], at([2, 4, 6], { shooter: 'C' }), PLAYERS4),
    { next: 'D' },
  ],
  [
    'new game: the winner breaks (3.36)',
    '3.36',
    six([shot('B', [ev.hit(2), ev.pocket(6)]), newRack()], at([2, 6], { shooter: 'B' })),
    { next: 'B', cueBall: 'in-hand-kitchen', rerack: true },
  ],
];

describe('six-ball rulings', () => {
  test.each(ROWS)('%s (%s)', (_t, _r, doc, want) => {
    expect(compareRuling(lastRuling(doc) as never, want)).toEqual([]);
  });
});

describe('six-ball predicates', () => {
  test('7 open break', () => {
    expect(isOpenBreak(summarizeShot([ev.hit(1), ev.pocket(5)]))).toBe(true);
    expect(isOpenBreak(summarizeShot([ev.hit(1), ev.rail(2), ev.rail(3), ev.rail(4), ev.rail(5)]))).toBe(true);
    expect(isOpenBreak(summarizeShot([ev.hit(1), ev.rail(2), ev.rail(3), ev.rail(4)]))).toBe(false);
  });
  test('5, 6 winning with the 6', () => {
    expect(winsWithSix(summarizeShot([ev.hit(1), ev.pocket(6)]), false)).toBe(true);
    expect(winsWithSix(summarizeShot([ev.hit(1), ev.pocket(6)]), true)).toBe(false);
  });
  test('9, 10 balls spotted', () => {
    expect(ballsToSpot(summarizeShot([ev.hit(1), ev.pocket(5), ev.off(2)]), true, false)).toEqual([2, 5]);
    expect(ballsToSpot(summarizeShot([ev.hit(1), ev.pocket(5), ev.off(2)]), false, false)).toEqual([2]);
    expect(ballsToSpot(summarizeShot([ev.hit(1), ev.pocket(5), ev.pocket(6)]), true, true)).toEqual([6]);
  });
});

const sixShots = (ctx: GameContext) => {
  const balls = toList(ctx.onTable);
  const low = balls[0];
  if (low === undefined) return [];
  return [
    shotEvent(ctx, [ev.hit(low), ev.rail(low)]),
    shotEvent(ctx, [ev.hit(low), ev.rail(low), ev.rail(balls[1] ?? low), ev.rail('cue')]),
    shotEvent(ctx, [ev.hit(low), ...balls.slice(0, 5).map((b) => ev.rail(b))]),
    shotEvent(ctx, [ev.hit(low), ev.pocket(low)]),
    shotEvent(ctx, [ev.hit(low), ev.rail(low), ev.pocket('cue')]),
    shotEvent(ctx, [ev.hit(low), ev.pocket(6)]),
  ];
};

describe('six-ball machine', () => {
  test('every state is reachable (xstate/graph)', () => {
    const { reached, all } = reachedStates(sixBallMachine, six([]), eventsWith(sixShots));
    expect(reached).toEqual(all);
  });
});

describe('six-ball properties (four players)', () => {
  const doc = six([], null, PLAYERS4);
  test('balls conserved: every object ball is on the table, in a pocket or spotted, exactly once', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        for (const { step, ctxBefore, implicit, ruling, ctxAfter } of playGame(doc, seed, 60)) {
          let table = ctxBefore.onTable;
          if (implicit?.rerack) table = SIX_RACK;
          for (const b of ballsGone(step)) {
            expect(table & (1 << b)).not.toBe(0);
            table &= ~(1 << b);
          }
          for (const b of ruling.spotted) table |= 1 << b;
          if (ruling.rerack) table = SIX_RACK;
          expect(toList(ctxAfter.onTable)).toEqual(toList(table));
        }
      }),
      { numRuns: 50 },
    );
  });
  test('the next player is defined until the game ends, is in the game, and no score is kept', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        for (const { ruling, ctxAfter } of playGame(doc, seed, 60)) {
          expect(ruling.next === null).toBe(ruling.result !== null);
          if (ruling.next !== null) {
            expect(PLAYERS4).toContain(ruling.next);
            expect((ctxAfter.x as { out: string[] }).out).not.toContain(ruling.next);
          }
          expect(ruling.foul).toBe(ruling.fouls.length > 0);
          expect(ruling.score).toBeNull();
        }
      }),
      { numRuns: 50 },
    );
  });
});
