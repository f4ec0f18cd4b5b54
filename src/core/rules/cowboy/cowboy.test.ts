import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { compareRuling } from '../../../../tests/referee/compare.ts';
import { summarizeShot } from '../../shot/index.ts';
import type { ShotEvent } from '../../vocabulary/index.ts';
import { announce, choose, ev, game, newRack, shot } from '../build.ts';
import { toList } from '../common/balls.ts';
import type { GameContext } from '../common/context.ts';
import { NINE_FOOT } from '../common/table.ts';

const { centreSpot: CENTRE_SPOT, headSpot: HEAD_SPOT } = NINE_FOOT;

import type { Call, GameSetup, Step } from '../common/types.ts';
import { ballsGone, eventsWith, playGame, reachedStates, shotEvent } from '../game-testing.ts';
import { lastRuling } from '../testing.ts';
import { descriptor } from './descriptor.ts';
import { type CowboyX, caromPoints, cueContacts, isWinningShot, overshootsNinety, shotPoints } from './rules.ts';

const cowboyMachine = (await descriptor.load()).machine;

const SIX = ['A', 'B', 'C', 'D', 'E', 'F'];
const cowboy = (steps: Step[], setup: GameSetup | null = null, players = ['A', 'B']) =>
  game('cowboy', steps, { setup, players });
const at = (score: Record<string, number>, extra: Partial<GameSetup> = {}): GameSetup => ({
  shooter: 'A',
  onTable: [1, 3, 5],
  score,
  ...extra,
});
const cueCall = (pocket: 'foot-left' | 'side-right'): Call => ({ kind: 'ball', ball: 'cue', pocket });
const win = shot('A', [ev.hit(1), ev.rail(1), ev.pocket('cue', 'foot-left')], { call: cueCall('foot-left') });
const openingMiss = shot('A', [ev.cross(), ev.hit(5), ev.rail('cue')]);
const foulBy = (p: string) => shot(p, [ev.hit(3)]);

type Row = [string, string, ReturnType<typeof cowboy>, Record<string, unknown>];
const ROWS: Row[] = [
  [
    'opening shot misses the 3: repeat it or take it',
    'cowboy/5.2',
    cowboy([openingMiss]),
    { next: 'B', options: ['rerack-opponent', 'rerack-self'], rules: ['cowboy/5'] },
  ],
  [
    'the opponent takes the opening shot himself',
    'cowboy/5.2',
    cowboy([openingMiss, choose('B', 'rerack-self')]),
    { foul: false, next: 'B', cueBall: 'in-hand-kitchen', rerack: true },
  ],
  [
    'opening shot pockets the 3: 3 points, the inning goes on',
    'cowboy/5.1',
    cowboy([shot('A', [ev.cross(), ev.hit(3), ev.pocket(3)])]),
    { foul: false, next: 'A', score: { A: 3, B: 0 }, spotted: [3], placed: { 3: 'foot-spot' } },
  ],
  [
    'carom on two object balls: one point',
    'cowboy/5.1',
    cowboy([shot('A', [ev.hit(3), ev.hit(5), ev.rail('cue')])], at({ A: 10, B: 0 })),
    { foul: false, next: 'A', score: { A: 11 } },
  ],
  [
    'carom on all three: two points',
    'cowboy/5.1',
    cowboy([shot('A', [ev.hit(3), ev.hit(5), ev.hit(1), ev.rail('cue')])], at({ A: 10, B: 0 })),
    { score: { A: 12 } },
  ],
  [
    'ways add up: eleven points at most',
    'cowboy/5.1',
    cowboy(
      [shot('A', [ev.hit(3), ev.hit(5), ev.hit(1), ev.pocket(1), ev.pocket(3), ev.pocket(5)])],
      at({ A: 10, B: 0 }),
    ),
    { foul: false, score: { A: 21 }, spotted: [1, 3, 5] },
  ],
  [
    'legal shot scoring nothing: the turn passes',
    '6.1',
    cowboy([shot('A', [ev.hit(3), ev.rail(3)])], at({ A: 10, B: 4 })),
    { foul: false, next: 'B', cueBall: 'in-place', score: { A: 10, B: 4 } },
  ],
  [
    "no cushion after the contact: foul, the inning's points cancelled",
    'cowboy/6.2',
    cowboy([shot('A', [ev.hit(3), ev.pocket(5)]), shot('A', [ev.hit(3)])], at({ A: 20, B: 0 })),
    { foul: true, fouls: ['no-rail'], next: 'B', cueBall: 'in-place', score: { A: 20 }, rules: ['cowboy/10'] },
  ],
  [
    'past 90 points: foul',
    'cowboy/6.4',
    cowboy([shot('A', [ev.hit(3), ev.pocket(3)])], at({ A: 88, B: 0 })),
    { foul: true, fouls: ['cowboy/over-ninety'], score: { A: 88 }, next: 'B', spotted: [3], rules: ['cowboy/6.4'] },
  ],
  [
    'exactly 90 points',
    'cowboy/6.4',
    cowboy([shot('A', [ev.hit(5), ev.pocket(5)])], at({ A: 85, B: 0 })),
    { foul: false, score: { A: 90 }, next: 'A' },
  ],
  [
    'from 90 on, pocketing a ball is a foul',
    'cowboy/6.5',
    cowboy([shot('A', [ev.hit(1), ev.pocket(1)])], at({ A: 90, B: 0 })),
    { foul: true, fouls: ['cowboy/pocketed-after-ninety'], score: { A: 90 }, rules: ['cowboy/6.5'] },
  ],
  [
    'from 90 on, caroms score',
    'cowboy/6.5',
    cowboy([shot('A', [ev.hit(1), ev.hit(3), ev.hit(5), ev.rail('cue')])], at({ A: 95, B: 0 })),
    { foul: false, score: { A: 97 } },
  ],
  [
    'no point beyond 100 but by the last shot',
    'cowboy/5.1',
    cowboy([shot('A', [ev.hit(1), ev.hit(3), ev.hit(5), ev.rail('cue')])], at({ A: 99, B: 0 })),
    { foul: false, score: { A: 100 }, rules: ['cowboy/5.1'] },
  ],
  [
    'on 100: the called cue ball off the 1 wins',
    'cowboy/6.7',
    cowboy([win], at({ A: 100, B: 50 })),
    { foul: false, next: null, score: { A: 101 }, result: { winner: 'A' }, rules: ['cowboy/6.7'] },
  ],
  [
    'on 100: cue ball into a pocket not called',
    'cowboy/6.6',
    cowboy(
      [shot('A', [ev.hit(1), ev.rail(1), ev.pocket('cue', 'side-right')], { call: cueCall('foot-left') })],
      at({ A: 100, B: 50 }),
    ),
    { foul: true, fouls: ['scratch'], next: 'B', cueBall: 'in-hand-kitchen', score: { A: 100 }, rules: ['cowboy/6.6'] },
  ],
  [
    'on 100: the cue ball misses the 1',
    'cowboy/6.6',
    cowboy([shot('A', [ev.hit(3), ev.rail(3)])], at({ A: 100, B: 50 })),
    { foul: true, fouls: ['wrong-ball-first'] },
  ],
  [
    'on 100: the cue ball touches another ball',
    'cowboy/6.6',
    cowboy([shot('A', [ev.hit(1), ev.hit(5), ev.rail('cue')])], at({ A: 100, B: 50 })),
    { foul: true, fouls: ['cowboy/other-ball'] },
  ],
  [
    'scratch is a foul before 100: cue ball in hand in the kitchen',
    'cowboy/9',
    cowboy([shot('A', [ev.hit(3), ev.rail(3), ev.pocket('cue')])], at({ A: 30, B: 0 })),
    { foul: true, fouls: ['scratch'], cueBall: 'in-hand-kitchen', rules: ['cowboy/9'] },
  ],
  [
    'jumped ball: foul, back on its spot',
    'cowboy/8',
    cowboy([shot('A', [ev.hit(5), ev.rail(5), ev.off(5)])], at({ A: 30, B: 0 })),
    {
      foul: true,
      fouls: ['object-ball-off-table'],
      spotted: [5],
      placed: { 5: 'centre-spot' },
      cueBall: 'in-place',
      rules: ['cowboy/8'],
    },
  ],
  [
    'a pocketed ball whose spot is occupied waits off the table',
    'cowboy/6.3',
    cowboy([shot('A', [ev.hit(5), ev.pocket(5)], { positions: { cue: CENTRE_SPOT } })], at({ A: 30, B: 0 })),
    { foul: false, spotted: [], score: { A: 35 }, rules: ['cowboy/6.3'] },
  ],
  [
    'the waiting ball returns once its spot is free',
    'cowboy/6.3',
    cowboy(
      [
        shot('A', [ev.hit(5), ev.pocket(5)], { positions: { cue: CENTRE_SPOT } }),
        shot('A', [ev.hit(3), ev.rail(3)], { positions: { cue: [0.4, 0.3] } }),
      ],
      at({ A: 30, B: 0 }),
    ),
    { spotted: [5], placed: { 5: CENTRE_SPOT } },
  ],
  [
    'a waiting ball placed after a foul is placed by coordinates; a ball going straight back by name',
    'cowboy/6.3',
    cowboy(
      [
        shot('A', [ev.hit(5), ev.pocket(5)], { positions: { cue: CENTRE_SPOT } }),
        shot('A', [ev.hit(3), ev.pocket(3), ev.pocket('cue')]),
      ],
      at({ A: 30, B: 0 }),
    ),
    { foul: true, spotted: [3, 5], placed: { 3: 'foot-spot', 5: CENTRE_SPOT } },
  ],
  [
    "incoming player on 100 and the 1's spot occupied: all balls set up again",
    'cowboy/6.3',
    cowboy(
      [shot('B', [ev.hit(1), ev.pocket(1), ev.foul('double-hit')], { positions: { cue: HEAD_SPOT } })],
      at({ A: 100, B: 10 }, { shooter: 'B' }),
    ),
    {
      foul: true,
      next: 'A',
      cueBall: 'in-hand-kitchen',
      rerack: true,
      placed: { 1: 'head-spot', cue: 'in-hand-kitchen' },
    },
  ],
  [
    'third consecutive foul after the warning loses',
    'cowboy/6.8',
    cowboy([announce('referee', 'warning'), foulBy('A')], at({ A: 40, B: 0 }, { consecutiveFouls: { A: 2 } })),
    { next: null, result: { winner: 'B', loser: 'A' }, rules: ['cowboy/6.8'] },
  ],
  [
    'third consecutive foul without the warning counts as the second',
    '2.16',
    cowboy([foulBy('A')], at({ A: 40, B: 0 }, { consecutiveFouls: { A: 2 } })),
    { result: null, consecutiveFouls: { A: 2 }, warnings: ['two-consecutive-fouls'] },
  ],
  [
    'six players: the third foul puts the offender out',
    'cowboy/6.8',
    cowboy(
      [announce('referee', 'warning'), foulBy('C')],
      at({ A: 0 }, { shooter: 'C', consecutiveFouls: { C: 2 } }),
      SIX,
    ),
    { result: null, next: 'D' },
  ],
  [
    'six players: the turn passes in order, F to A',
    'cowboy/2',
    cowboy([shot('F', [ev.hit(3), ev.rail(3)])], at({ A: 0 }, { shooter: 'F' }), SIX),
    { next: 'A' },
  ],
  [
    'new game: scores start again, the winner starts',
    '3.36',
    cowboy([win, newRack()], at({ A: 100, B: 50 })),
    { next: 'A', cueBall: 'in-hand-kitchen', score: { A: 0, B: 0 } },
  ],
];

describe('cowboy rulings', () => {
  test.each(ROWS)('%s (%s)', (_t, _r, doc, want) => {
    expect(compareRuling(lastRuling(doc) as never, want)).toEqual([]);
  });
});

describe('cowboy predicates', () => {
  test('5.1 points', () => {
    expect(cueContacts([ev.hit(3), ev.hit(5), ev.hit(3), ev.hit(1, 3)])).toEqual([3, 5]);
    expect([0, 1, 2, 3].map(caromPoints)).toEqual([0, 0, 1, 2]);
    const all = [ev.hit(3), ev.hit(5), ev.hit(1), ev.pocket(1), ev.pocket(3), ev.pocket(5)];
    expect(shotPoints(summarizeShot(all), all)).toBe(11);
  });
  test('6.4 past 90', () => {
    expect(overshootsNinety(88, 3)).toBe(true);
    expect(overshootsNinety(85, 5)).toBe(false);
    expect(overshootsNinety(90, 1)).toBe(false);
  });
  test('6.6, 6.7 the winning shot', () => {
    const winning = (score: number, pocket: 'foot-left' | 'side-right', events: ShotEvent[]) =>
      isWinningShot(score, { by: 'A', call: cueCall(pocket), events }, summarizeShot(events));
    const events = [ev.hit(1), ev.pocket('cue', 'foot-left')];
    expect(winning(100, 'foot-left', events)).toBe(true);
    expect(winning(99, 'foot-left', events)).toBe(false);
    expect(winning(100, 'side-right', events)).toBe(false);
    expect(winning(100, 'foot-left', [ev.hit(1), ev.hit(3), ev.pocket('cue', 'foot-left')])).toBe(false);
  });
});

const scoreOf = (ctx: GameContext) => ctx.score?.[ctx.turn] ?? 0;
const cowboyShots = (ctx: GameContext) => {
  const balls = toList(ctx.onTable);
  const s = scoreOf(ctx);
  const first = ctx.phase === 'break' ? 3 : s >= 100 ? 1 : (balls[0] ?? 1);
  const out = [
    shotEvent(ctx, [ev.hit(first), ev.rail(first)]),
    shotEvent(ctx, [ev.hit(5), ev.rail('cue')]),
    shotEvent(ctx, [ev.hit(first), ev.rail(first), ev.pocket('cue')]),
  ];
  if (s < 90) out.push(shotEvent(ctx, [ev.hit(first), ...balls.map((b) => ev.pocket(b))]));
  else out.push(shotEvent(ctx, [ev.hit(1), ev.hit(3), ev.hit(5), ev.rail('cue')]));
  if (s >= 100) out.push(shotEvent(ctx, [ev.hit(1), ev.pocket('cue', 'foot-left')], { call: cueCall('foot-left') }));
  return out;
};

describe('cowboy machine', () => {
  test('every state is reachable (xstate/graph)', () => {
    const { reached, all } = reachedStates(
      cowboyMachine,
      cowboy([], { shooter: 'A', score: { A: 78, B: 0 }, cueBall: 'in-hand-kitchen' }),
      eventsWith(cowboyShots),
      (c) => [c.phase, c.pending?.about ?? null, c.cueBall, Math.min(scoreOf(c), 101)],
    );
    const opening = reachedStates(cowboyMachine, cowboy([]), eventsWith(cowboyShots)).reached;
    expect([...new Set([...reached, ...opening])].sort()).toEqual(all);
  });
});

describe('cowboy properties (six players)', () => {
  const doc = cowboy([], null, SIX);
  const extra = (ctx: GameContext, rng: () => number): Step | null => {
    if (ctx.pending || ctx.phase !== 'play' || scoreOf(ctx) < 100 || rng() < 0.5 || !(ctx.onTable & 2)) return null;
    return shot(ctx.turn, [ev.hit(1), ev.pocket('cue', 'foot-left')], { call: cueCall('foot-left') });
  };
  const seeds = fc.integer({ min: 0, max: 2 ** 31 - 1 });
  test('balls conserved: each of the 1, 3, 5 is on the table or waiting for its spot, exactly once', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        for (const { step, ctxBefore, ruling, ctxAfter } of playGame(doc, seed, 80, extra)) {
          const waiting = (ctxAfter.x as CowboyX).waiting;
          const all = [...toList(ctxAfter.onTable), ...waiting].sort((a, b) => a - b);
          expect(all).toEqual([1, 3, 5]);
          for (const b of ballsGone(step)) expect(toList(ctxBefore.onTable)).toContain(b);
          for (const b of ruling.spotted) expect(toList(ctxAfter.onTable)).toContain(b);
        }
      }),
      { numRuns: 40 },
    );
  });
  test("points: only the shooter's score changes, by at most 11, a foul only cancels, 101 ends the game", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        for (const { step, ctxBefore, ruling } of playGame(doc, seed, 80, extra)) {
          const before = ctxBefore.score as Record<string, number>;
          const after = ruling.score as Record<string, number>;
          expect(ruling.next === null).toBe(ruling.result !== null);
          if (ruling.next !== null) expect(SIX).toContain(ruling.next);
          if (step.kind !== 'shot') continue;
          for (const p of SIX) if (p !== step.shot.by) expect(after[p]).toBe(before[p]);
          const delta = (after[step.shot.by] ?? 0) - (before[step.shot.by] ?? 0);
          if (ruling.foul) expect(delta).toBeLessThanOrEqual(0);
          else expect(delta).toBeGreaterThanOrEqual(0);
          expect(delta).toBeLessThanOrEqual(11);
          expect(after[step.shot.by]).toBeLessThanOrEqual(101);
          if (ruling.result !== null) expect(after[step.shot.by] === 101 || ruling.foul).toBe(true);
          if (after[step.shot.by] === 101) expect(ruling.result?.winner).toBe(step.shot.by);
        }
      }),
      { numRuns: 40 },
    );
  });
});
