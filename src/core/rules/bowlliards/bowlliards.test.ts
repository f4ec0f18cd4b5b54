import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { compareRuling } from '../../../../tests/referee/compare.ts';
import { explain } from '../../../i18n/rulings/index.ts';
import { ev, game, newRack, shot } from '../build.ts';
import { toList } from '../common/balls.ts';
import type { GameContext } from '../common/context.ts';
import type { GameSetup, Step } from '../common/types.ts';
import { ballsGone, eventsWith, playGame, reachedStates, shotEvent } from '../game-testing.ts';
import { referee } from '../referee.ts';
import { lastRuling, rulings } from '../testing.ts';
import { descriptor } from './descriptor.ts';
import { type BowlX, bowlingScore, isFrameComplete } from './rules.ts';

const bowlliardsMachine = (await descriptor.load()).machine;

const EIGHT = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
const bowl = (steps: Step[], setup: GameSetup | null = null, players = ['A', 'B'], options = {}) =>
  game('bowlliards', steps, { setup, players, options });
const TEN = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
const brk = (p: string) => shot(p, [ev.hit(1), ev.rail(2)]);
const pot = (p: string, balls: readonly number[]) =>
  shot(p, [ev.hit(balls[0] as never), ...balls.map((b) => ev.pocket(b as never))]);
const miss = (p: string, b = 5) => shot(p, [ev.hit(b as never), ev.rail(b as never)]);
const strike = (p: string) => [brk(p), pot(p, TEN)];
const at = (onTable: number[], extra: Partial<GameSetup> = {}): GameSetup => ({
  shooter: 'A',
  onTable: onTable as never,
  ...extra,
});

/** A's perfect game against B's misses: twelve strikes. */
function perfectGame(): Step[] {
  const steps: Step[] = [];
  for (let f = 1; f <= 10; f += 1) {
    steps.push(...strike('A'));
    if (f === 10) steps.push(...strike('A'), ...strike('A'));
    steps.push(brk('B'), miss('B'), miss('B'));
  }
  return steps;
}

type Row = [string, string, ReturnType<typeof bowl>, Record<string, unknown>];
const ROWS: Row[] = [
  [
    'free break: balls pocketed are spotted, then in hand behind the head string',
    'bowlliards/7',
    bowl([shot('A', [ev.hit(1), ev.pocket(3), ev.pocket(7), ev.pocket('cue')])]),
    { foul: false, next: 'A', cueBall: 'in-hand-kitchen', spotted: [3, 7], score: { A: 0, B: 0 } },
  ],
  [
    'a legally pocketed ball scores one point, the inning goes on',
    'bowlliards/6',
    bowl([brk('A'), pot('A', [9])]),
    { foul: false, next: 'A', cueBall: 'in-place', score: { A: 1 } },
  ],
  [
    'a miss in the first inning: the second inning from the position',
    'bowlliards/8',
    bowl([brk('A'), pot('A', [9, 2]), miss('A')]),
    { foul: false, next: 'A', cueBall: 'in-place', score: { A: 2 } },
  ],
  [
    'second inning over: the next player breaks a fresh rack',
    'bowlliards/5',
    bowl([brk('A'), pot('A', [9, 2]), miss('A'), pot('A', [3]), miss('A')]),
    { next: 'B', cueBall: 'in-hand-kitchen', rerack: true, score: { A: 3, B: 0 } },
  ],
  [
    'strike: all ten in the first inning ends the frame',
    'bowlliards/6',
    bowl([...strike('A')]),
    { next: 'B', rerack: true, score: { A: 10 }, rules: ['bowlliards/6'] },
  ],
  [
    'strike bonus: the next two innings count twice',
    'bowlliards/6',
    bowl([
      ...strike('A'),
      brk('B'),
      miss('B'),
      miss('B'),
      brk('A'),
      pot('A', [1, 2, 3]),
      miss('A'),
      pot('A', [4]),
      miss('A'),
    ]),
    { score: { A: 10 + 4 + 4, B: 0 } },
  ],
  [
    'spare bonus: the next inning counts twice',
    'bowlliards/6',
    bowl([
      brk('A'),
      pot('A', [1, 2, 3, 4]),
      miss('A', 5),
      pot('A', [5, 6, 7, 8, 9, 10]),
      brk('B'),
      miss('B'),
      miss('B'),
      brk('A'),
      pot('A', [1, 2]),
      miss('A'),
    ]),
    { score: { A: 10 + 2 + 2 } },
  ],
  [
    'foul: one point off, the ball does not count, second inning in hand behind the head string',
    'bowlliards/12',
    bowl([brk('A'), pot('A', [9]), shot('A', [ev.hit(2), ev.pocket(2), ev.pocket('cue')])]),
    {
      foul: true,
      fouls: ['scratch'],
      next: 'A',
      cueBall: 'in-hand-kitchen',
      score: { A: 0 },
      spotted: [],
      rules: ['bowlliards/12'],
    },
  ],
  [
    'foul in the second inning ends the frame',
    'bowlliards/12',
    bowl([brk('A'), miss('A'), shot('A', [ev.hit(2)])]),
    { foul: true, fouls: ['no-rail'], next: 'B', cueBall: 'in-hand-kitchen', score: { A: -1 } },
  ],
  [
    'jumped ball: a foul, the ball is spotted',
    'bowlliards/10',
    bowl([brk('A'), shot('A', [ev.hit(2), ev.rail(2), ev.off(4)])]),
    {
      foul: true,
      fouls: ['object-ball-off-table'],
      spotted: [4],
      next: 'A',
      cueBall: 'in-hand-kitchen',
      rules: ['bowlliards/10'],
    },
  ],
  [
    'tenth frame: a strike earns a re-rack and a bonus inning',
    'bowlliards/6',
    bowl([brk('A'), pot('A', TEN)], at([...TEN], { frame: 10, shooter: 'A', score: { A: 100 } })),
    { next: 'A', cueBall: 'in-hand-kitchen', rerack: true, score: { A: 110 } },
  ],
  [
    'tenth frame, open: the game ends after the last player',
    'bowlliards/5',
    bowl([miss('B'), miss('B')], at([...TEN], { frame: 10, shooter: 'B', score: { A: 120, B: 90 } })),
    { next: null, result: { winner: 'A' }, score: { A: 120, B: 90 } },
  ],
  [
    'tenth frame level: a draw',
    'bowlliards/5',
    bowl([miss('B'), miss('B')], at([...TEN], { frame: 10, shooter: 'B', score: { A: 90, B: 90 } })),
    { next: null, result: { winner: null, draw: true } },
  ],
  [
    'a set-up second inning counts the balls already down',
    'bowlliards/8',
    bowl([pot('A', [9]), miss('A', 8)], at([8, 9, 10], { inning: 2, score: { A: 20 } })),
    { next: 'B', score: { A: 20 + 7 + 1 } },
  ],
  [
    'twelve strikes make 300',
    'bowlliards/5',
    bowl(perfectGame()),
    { next: null, result: { winner: 'A' }, score: { A: 300, B: 0 } },
  ],
  [
    'eight players: the frame passes in order, H to A',
    'bowlliards/2',
    bowl([miss('H'), miss('H')], at([...TEN], { shooter: 'H' }), EIGHT),
    { next: 'A', rerack: true },
  ],
  [
    'new game: frames and scores start again',
    'bowlliards/5',
    bowl([miss('B'), miss('B'), newRack()], at([...TEN], { frame: 10, shooter: 'B', score: { A: 50, B: 40 } })),
    { next: 'A', cueBall: 'in-hand-kitchen', score: { A: 0, B: 0 } },
  ],
  [
    'any ten balls may be used',
    'bowlliards/3',
    bowl([shot('A', [ev.hit(6), ev.pocket(15)])], null, ['A', 'B'], { balls: [6, 7, 8, 9, 10, 11, 12, 13, 14, 15] }),
    { foul: false, spotted: [15] },
  ],
];

describe('bowlliards rulings', () => {
  test.each(ROWS)('%s (%s)', (_t, _r, doc, want) => {
    expect(compareRuling(lastRuling(doc) as never, want)).toEqual([]);
  });
  test('bad input: nine balls, a ball outside the set', () => {
    expect(() => referee(bowl([], null, ['A', 'B'], { balls: [1, 2, 3, 4, 5, 6, 7, 8, 9] }))).toThrow(/options\.balls/);
    expect(() => referee(bowl([shot('A', [ev.hit(1), ev.pocket(12)])]))).toThrow(/not on the table/);
  });
  test('the perfect game: a strike in every frame', () => {
    const rs = rulings(bowl(perfectGame()));
    expect(rs.filter((r) => explain(r, 'en').includes('Strike')).length).toBe(12);
  });
});

describe('bowlliards predicates', () => {
  test('6 bowling scoring', () => {
    expect(bowlingScore(Array(12).fill(10))).toBe(300);
    expect(bowlingScore(Array(21).fill(5))).toBe(150);
    expect(bowlingScore([10, 3, 4])).toBe(24);
    expect(bowlingScore([6, 4, 2])).toBe(14);
    expect(bowlingScore([10, 10, 10], 10)).toBe(30);
  });
  test('5 frame complete', () => {
    expect(isFrameComplete(3, [10])).toBe(true);
    expect(isFrameComplete(3, [4])).toBe(false);
    expect(isFrameComplete(10, [10, 2])).toBe(false);
    expect(isFrameComplete(10, [3, 4])).toBe(true);
    expect(isFrameComplete(10, [3, 7])).toBe(false);
  });
});

const bowlShots = (ctx: GameContext) => {
  const balls = toList(ctx.onTable);
  const b = balls[0];
  if (b === undefined) return [];
  return [
    shotEvent(ctx, [ev.hit(b), ev.rail(b)]),
    shotEvent(ctx, [ev.hit(b), ...balls.map((x) => ev.pocket(x))]),
    shotEvent(ctx, [ev.hit(b), ev.rail(b), ev.pocket('cue')]),
  ];
};

describe('bowlliards machine', () => {
  test('every state is reachable (xstate/graph)', () => {
    const tenth = reachedStates(
      bowlliardsMachine,
      bowl([], at([...TEN], { frame: 10 })),
      eventsWith(bowlShots),
      (c) => [c.phase, c.cueBall, (c.x as BowlX).inning, (c.x as BowlX).frame.A, toList(c.onTable).length],
    );
    const opening = reachedStates(bowlliardsMachine, bowl([]), eventsWith(bowlShots));
    expect([...new Set([...tenth.reached, ...opening.reached])].sort()).toEqual(opening.all);
  });
});

describe('bowlliards properties (eight players)', () => {
  const doc = bowl([], null, EIGHT);
  const seeds = fc.integer({ min: 0, max: 2 ** 31 - 1 });
  test('balls conserved: the ten balls are on the table or pocketed in this frame, the rack is full at each break', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        for (const { step, ctxBefore, ruling, ctxAfter } of playGame(doc, seed, 150)) {
          for (const b of ballsGone(step)) expect(toList(ctxBefore.onTable)).toContain(b);
          expect(ctxAfter.onTable & ~(ctxAfter.x as BowlX).balls).toBe(0);
          if (ctxAfter.phase === 'break') expect(toList(ctxAfter.onTable)).toEqual([...TEN]);
          for (const b of ruling.spotted) expect(toList(ctxAfter.onTable)).toContain(b);
        }
      }),
      { numRuns: 25 },
    );
  });
  test('points: a legal shot adds the balls pocketed, a foul takes one off, other players unchanged; next defined', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        for (const { step, ctxBefore, ruling } of playGame(doc, seed, 150)) {
          expect(ruling.next === null).toBe(ruling.result !== null);
          if (ruling.next !== null) expect(EIGHT).toContain(ruling.next);
          if (step.kind !== 'shot' || ctxBefore.phase !== 'play') continue;
          const before = ctxBefore.score as Record<string, number>;
          const after = ruling.score as Record<string, number>;
          const by = step.shot.by;
          for (const p of EIGHT) if (p !== by && p !== ctxBefore.turn) expect(after[p]).toBe(before[p]);
          if (ruling.foul && by !== ctxBefore.turn) expect(after[by]).toBe((before[by] ?? 0) - 1);
          if (!ruling.foul) expect((after[by] ?? 0) - (before[by] ?? 0)).toBeGreaterThanOrEqual(ballsGone(step).length);
          expect(Object.values(after).every((v) => v <= 300)).toBe(true);
        }
      }),
      { numRuns: 25 },
    );
  });
});
