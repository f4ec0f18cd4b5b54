import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { compareRuling } from '../../../../tests/referee/compare.ts';
import { explain } from '../../../i18n/rulings/index.ts';
import { summarizeShot } from '../../shot/index.ts';
import type { PocketId, ShotEvent } from '../../vocabulary/index.ts';
import { announce, call, choose, ev, game, newRack, shot } from '../build.ts';
import { count, toList } from '../common/balls.ts';
import type { GameContext } from '../common/context.ts';
import type { Call, GameSetup, Step } from '../common/types.ts';
import { leafStates, reachedStates, shotEvent } from '../recreational/graph.ts';
import { playRandom } from '../recreational/random.ts';
import { lastRuling, rulings } from '../testing.ts';
import { descriptor } from './descriptor.ts';
import {
  assignSidePockets,
  isLegalBreak,
  isSidePocket,
  judgeBall,
  losesOnIllegalBreaks,
  oppositeSidePocket,
  readCall,
} from './rules.ts';

const sidePocketOneMachine = (await descriptor.load()).machine;

const sp = (steps: Step[], setup: GameSetup | null = null) => game('side-pocket-one', steps, { setup });
const ALL = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] as const;
const inPlay = (extra: Partial<GameSetup> = {}): GameSetup => ({
  shooter: 'A',
  onTable: [1, ...ALL],
  sidePockets: { A: 'side-left' },
  ...extra,
});
const pocketCall = (pocket: PocketId): Call => ({ kind: 'ball', pocket });
/** a break that drives the cue ball and two object balls to a cushion after the contact (side-pocket-one/6) */
const goodBreak: ShotEvent[] = [ev.hit(1), ev.rail(2), ev.rail(3), ev.rail('cue')];
/** only one object ball to a cushion: not enough (side-pocket-one/6) */
const weakBreak: ShotEvent[] = [ev.hit(1), ev.rail(2), ev.rail('cue')];
const brk = (by: string, events: ShotEvent[], extra: Parameters<typeof shot>[2] = {}) =>
  shot(by, events, { sidePocket: 'side-left', ...extra });
const pot = (by: string, ball: number, pocket: PocketId, c?: Call) =>
  shot(by, [ev.hit(ball as never), ev.pocket(ball as never, pocket)], c ? { call: c } : {});
const noRail = (by: string) => shot(by, [ev.hit(2)]);

type Row = [string, string, ReturnType<typeof sp>, Record<string, unknown>];

const ROWS: Row[] = [
  [
    'cue ball and two object balls to a cushion after the contact: a legal break',
    'side-pocket-one/6',
    sp([brk('A', goodBreak)]),
    { foul: false, fouls: [], next: 'B', cueBall: 'in-place', options: [], rules: ['side-pocket-one/6'] },
  ],
  [
    'a ball in the pocket called for the break: a legal break, it counts and the breaker goes on',
    'side-pocket-one/6',
    sp([brk('A', [ev.hit(1), ev.pocket(5, 'foot-left')], { call: pocketCall('foot-left') })]),
    { foul: false, next: 'A', score: { A: 1, B: 0 }, spotted: [] },
  ],
  [
    'neither: an illegal break, the opponent accepts or has the offender break again',
    'side-pocket-one/6',
    sp([brk('A', weakBreak)]),
    {
      foul: true,
      fouls: ['illegal-break'],
      next: 'B',
      options: ['accept', 'rerack-opponent'],
      consecutiveFouls: { A: 0 },
      rules: ['side-pocket-one/6'],
    },
  ],
  [
    'a ball pocketed on an illegal break in a pocket not called is spotted',
    'side-pocket-one/8',
    sp([brk('A', [ev.hit(1), ev.pocket(5, 'foot-right'), ev.rail('cue')], { call: pocketCall('foot-left') })]),
    { fouls: ['illegal-break'], spotted: [5], score: { A: 0 } },
  ],
  [
    'the position accepted: the incoming player shoots it as it lies',
    'side-pocket-one/6',
    sp([brk('A', weakBreak), choose('B', 'accept')]),
    { foul: false, next: 'B', cueBall: 'in-place', options: [] },
  ],
  [
    'the balls racked again: the offender breaks again',
    'side-pocket-one/6',
    sp([brk('A', weakBreak), choose('B', 'rerack-opponent')]),
    { foul: false, next: 'A', rerack: true, cueBall: 'in-hand-kitchen' },
  ],
  [
    'three illegal breaks in a row lose the game',
    'side-pocket-one/6',
    sp([
      brk('A', weakBreak),
      choose('B', 'rerack-opponent'),
      brk('A', weakBreak),
      choose('B', 'rerack-opponent'),
      brk('A', weakBreak),
    ]),
    { foul: true, next: null, result: { winner: 'B', loser: 'A' }, rules: ['side-pocket-one/6'] },
  ],
  [
    'the second illegal break does not lose',
    'side-pocket-one/6',
    sp([brk('A', weakBreak), choose('B', 'rerack-opponent'), brk('A', weakBreak)]),
    { result: null, next: 'B', options: ['accept', 'rerack-opponent'] },
  ],
  [
    'the side pocket is chosen on the break; the opponent gets the other one (the 1 counts for him there)',
    'side-pocket-one/7.3',
    sp([brk('A', goodBreak), pot('B', 1, 'side-right', call(1, 'side-right'))]),
    { foul: false, next: 'B', result: null, score: { A: 0, B: 1 }, spotted: [], rules: ['side-pocket-one/7.4'] },
  ],
  [
    'the 1 called and made in the shooter own side pocket scores a point and continues the inning (7.1, 7.4)',
    'side-pocket-one/7.4',
    sp([pot('A', 1, 'side-left', call(1))], inPlay({ score: { A: 0, B: 6 } })),
    { foul: false, next: 'A', cueBall: 'in-place', result: null, score: { A: 1, B: 6 }, spotted: [] },
  ],
  [
    'the 1 legally pocketed on the break in the breaker own side pocket scores and the breaker goes on',
    'side-pocket-one/7.4',
    sp([brk('A', [ev.hit(1), ev.pocket(1, 'side-left')], { call: call(1, 'side-left') })]),
    { foul: false, next: 'A', result: null, score: { A: 1, B: 0 } },
  ],
  [
    'the eighth point of a full rack: the side cannot be caught and wins (editorial decision, 5)',
    'side-pocket-one/5',
    sp(
      [pot('A', 4, 'foot-left', pocketCall('foot-left'))],
      inPlay({ onTable: [1, 4, 5, 6, 7, 8, 9, 10], score: { A: 7, B: 0 } }),
    ),
    {
      foul: false,
      next: null,
      result: { winner: 'A', reason: 'cannot-be-caught' },
      score: { A: 8, B: 0 },
      rules: ['side-pocket-one/5'],
    },
  ],
  [
    'the 1 can decide the game like any ball: the point that cannot be caught',
    'side-pocket-one/5',
    sp([pot('A', 1, 'side-left', call(1))], inPlay({ onTable: [1, 2, 3], score: { A: 7, B: 5 } })),
    { foul: false, next: null, result: { winner: 'A', reason: 'cannot-be-caught' }, score: { A: 8, B: 5 } },
  ],
  [
    'the 1 in the own side pocket on a foul (scratch) is spotted: no win, no penalty of its own',
    'side-pocket-one/8',
    sp([shot('A', [ev.hit(1), ev.pocket(1, 'side-left'), ev.pocket('cue', 'foot-left')], { call: call(1) })], inPlay()),
    { foul: true, fouls: ['scratch'], next: 'B', result: null, spotted: [1], cueBall: 'in-hand-kitchen' },
  ],
  [
    'points that can still be caught decide nothing: the inning goes on',
    'side-pocket-one/5',
    sp([pot('A', 4, 'foot-left', pocketCall('foot-left'))], inPlay({ onTable: [1, 4, 5, 6], score: { A: 4, B: 3 } })),
    { foul: false, next: 'A', result: null, score: { A: 5, B: 3 } },
  ],
  [
    'the 1 in the own side pocket without being called does not count: spotted, no foul',
    'side-pocket-one/7.4',
    sp([pot('A', 1, 'side-left', pocketCall('side-left'))], inPlay()),
    { foul: false, next: 'B', score: { A: 0 }, spotted: [1], rules: ['side-pocket-one/7.4'] },
  ],
  [
    'the 1 called but made in the opponent side pocket does not count',
    'side-pocket-one/7.4',
    sp([pot('A', 1, 'side-right', call(1, 'side-right'))], inPlay()),
    { foul: false, next: 'B', score: { A: 0 }, spotted: [1] },
  ],
  [
    'no side pocket chosen: the 1 cannot count',
    'side-pocket-one/7.3',
    sp([pot('A', 1, 'side-left', call(1, 'side-left'))], inPlay({ sidePockets: {} })),
    { foul: false, next: 'B', spotted: [1], rules: ['side-pocket-one/7.3'] },
  ],
  [
    'any other ball in the called pocket counts, by combination too',
    'side-pocket-one/7.2',
    sp([shot('A', [ev.hit(3), ev.hit(7, 3), ev.pocket(7, 'foot-left')], { call: pocketCall('foot-left') })], inPlay()),
    { foul: false, next: 'A', score: { A: 1 }, spotted: [] },
  ],
  [
    'a ball in a pocket not called is spotted, the called one stays down, the inning goes on',
    'side-pocket-one/7.2',
    sp(
      [
        shot('A', [ev.hit(3), ev.pocket(3, 'foot-left'), ev.pocket(9, 'head-right')], {
          call: pocketCall('foot-left'),
        }),
      ],
      inPlay(),
    ),
    { foul: false, next: 'A', score: { A: 1 }, spotted: [9], rules: ['side-pocket-one/8'] },
  ],
  [
    'nothing called: a pocketed ball does not count and the inning ends',
    'side-pocket-one/7.2',
    sp([pot('A', 4, 'foot-left')], inPlay()),
    { foul: false, next: 'B', score: { A: 0 }, spotted: [4] },
  ],
  [
    'each legally pocketed ball continues the inning',
    'side-pocket-one/7.1',
    sp(
      [pot('A', 4, 'foot-left', pocketCall('foot-left')), pot('A', 5, 'foot-right', pocketCall('foot-right'))],
      inPlay(),
    ),
    { next: 'A', score: { A: 2 }, rules: ['side-pocket-one/7.1'] },
  ],
  [
    'no ball pocketed and no cushion after the contact: foul, the opponent accepts the position',
    'side-pocket-one/7.5',
    sp([noRail('A')], inPlay()),
    {
      foul: true,
      fouls: ['no-rail'],
      next: 'B',
      cueBall: 'in-place',
      options: [],
      consecutiveFouls: { A: 1 },
      rules: ['side-pocket-one/7.5'],
    },
  ],
  [
    'no points are deducted for a foul',
    'side-pocket-one/11',
    sp([noRail('A')], inPlay({ score: { A: 4, B: 2 } })),
    { foul: true, score: { A: 4, B: 2 }, rules: ['side-pocket-one/11'] },
  ],
  [
    'a ball pocketed on a foul is spotted',
    'side-pocket-one/8',
    sp(
      [
        shot('A', [ev.hit(4), ev.pocket(4, 'foot-left'), ev.pocket('cue', 'side-right')], {
          call: pocketCall('foot-left'),
        }),
      ],
      inPlay(),
    ),
    { foul: true, fouls: ['scratch'], spotted: [4], score: { A: 0 }, rules: ['side-pocket-one/8'] },
  ],
  [
    'a jumped ball is spotted and the shot is a foul (3.28)',
    'side-pocket-one/9',
    sp([shot('A', [ev.hit(4), ev.rail(4), ev.off(4)])], inPlay()),
    {
      foul: true,
      fouls: ['object-ball-off-table'],
      spotted: [4],
      next: 'B',
      cueBall: 'in-place',
      rules: ['side-pocket-one/9'],
    },
  ],
  [
    'a scratch gives the cue ball in hand behind the head string',
    'side-pocket-one/10',
    sp([shot('A', [ev.hit(4), ev.rail(4), ev.pocket('cue', 'foot-left')])], inPlay()),
    { foul: true, fouls: ['scratch'], next: 'B', cueBall: 'in-hand-kitchen', rules: ['side-pocket-one/10'] },
  ],
  [
    'a jumped cue ball: the same',
    'side-pocket-one/10',
    sp([shot('A', [ev.hit(4), ev.rail(4), ev.off('cue')])], inPlay()),
    { foul: true, fouls: ['cue-ball-off-table'], next: 'B', cueBall: 'in-hand-kitchen' },
  ],
  [
    'every object ball in the kitchen with the cue ball in hand there: the nearest may be spotted',
    'side-pocket-one/7.6',
    sp(
      [
        shot('A', [ev.hit(4), ev.rail(4), ev.pocket('cue', 'foot-left')], {
          positions: { 4: [0.3, 0.3], 9: [0.5, 0.9] },
        }),
      ],
      inPlay({ onTable: [4, 9] }),
    ),
    { next: 'B', cueBall: 'in-hand-kitchen', options: ['accept', 'spot-nearest'], rules: ['side-pocket-one/7.6'] },
  ],
  [
    'spot-nearest taken: the ball nearest the head string goes to the foot spot',
    'side-pocket-one/7.6',
    sp(
      [
        shot('A', [ev.hit(4), ev.rail(4), ev.pocket('cue', 'foot-left')], {
          positions: { 4: [0.3, 0.3], 9: [0.5, 0.9] },
        }),
        choose('B', 'spot-nearest'),
      ],
      inPlay({ onTable: [4, 9] }),
    ),
    { next: 'B', spotted: [9], placed: { 9: [1.905, 0.635] }, cueBall: 'in-hand-kitchen' },
  ],
  [
    'a second foul in a row: the referee warns (2.16)',
    'side-pocket-one/11',
    sp([noRail('A')], inPlay({ consecutiveFouls: { A: 1 } })),
    { consecutiveFouls: { A: 2 }, warnings: ['two-consecutive-fouls'], result: null },
  ],
  [
    'a third foul in a row after the warning loses',
    'side-pocket-one/11',
    sp([announce('referee', 'warning'), noRail('A')], inPlay({ consecutiveFouls: { A: 2 } })),
    { foul: true, next: null, result: { winner: 'B', loser: 'A' }, rules: ['side-pocket-one/11'] },
  ],
  [
    'a third foul without the warning does not lose (2.16)',
    'side-pocket-one/11',
    sp([noRail('A')], inPlay({ consecutiveFouls: { A: 2 } })),
    { foul: true, result: null, consecutiveFouls: { A: 2 }, rules: ['2.16'] },
  ],
  [
    'a legal shot clears the count of fouls',
    'side-pocket-one/11',
    sp([pot('A', 4, 'foot-left', pocketCall('foot-left'))], inPlay({ consecutiveFouls: { A: 2 } })),
    { consecutiveFouls: { A: 0 } },
  ],
  [
    'a set-up position without the 1, the table cleared with the points level: a new rack in the same game, the counts kept',
    'side-pocket-one/7.1',
    sp([pot('A', 6, 'foot-left', pocketCall('foot-left'))], inPlay({ onTable: [6], score: { A: 4, B: 5 } })),
    {
      foul: false,
      result: null,
      rerack: true,
      next: 'A',
      cueBall: 'in-hand-kitchen',
      score: { A: 5, B: 5 },
      rules: ['side-pocket-one/7.1'],
    },
  ],
  [
    'the new rack opens with a break (6) and the side pockets stay',
    'side-pocket-one/6',
    sp(
      [pot('A', 6, 'foot-left', pocketCall('foot-left')), shot('A', weakBreak)],
      inPlay({ onTable: [6], score: { A: 4, B: 5 } }),
    ),
    { fouls: ['illegal-break'], options: ['accept', 'rerack-opponent'], score: { A: 5, B: 5 } },
  ],
  [
    'a concession ends the game',
    '1.14',
    sp([announce('A', 'concede')], inPlay()),
    { next: null, result: { winner: 'B', loser: 'A' } },
  ],
  [
    'a new game: counts from zero, the winner breaks',
    '3.36',
    sp([announce('A', 'concede'), newRack()], inPlay({ score: { A: 3, B: 1 } })),
    { next: 'B', rerack: true, score: { A: 0, B: 0 }, result: null },
  ],
];

describe('side-pocket-one rulings', () => {
  test.each(ROWS)('%s (%s)', (_t, _r, doc, want) => {
    expect(compareRuling(lastRuling(doc) as never, want)).toEqual([]);
  });
  test('the winning ruling says once that winning on points is an editorial decision (5)', () => {
    const r = lastRuling(sp([pot('A', 1, 'side-left', call(1))], inPlay({ onTable: [1, 2], score: { A: 3, B: 1 } })));
    expect(explain(r, 'en').match(/editorial decision/g)?.length).toBe(1);
    expect(r.says.filter((c) => c.code === 'side-pocket-one.uncatchable')).toHaveLength(1);
    const plain = lastRuling(sp([pot('A', 4, 'foot-left', pocketCall('foot-left'))], inPlay()));
    expect(explain(plain, 'en')).not.toMatch(/editorial decision/);
    expect(explain(plain, 'en')).toMatch(/a point each/);
  });
  test('side-pocket-one/2: two players or two sides', () => {
    expect(() => rulings(game('side-pocket-one', [], { players: ['A', 'B', 'C'] }))).toThrow(/players/);
  });
  test('side-pocket-one/7.3: only a side pocket can be chosen; a choice after the break has no effect', () => {
    expect(() => rulings(sp([brk('A', goodBreak, { sidePocket: 'foot-left' })]))).toThrow(
      /sidePocket.*not a side pocket/,
    );
    const late = lastRuling(sp([shot('A', [ev.hit(4), ev.rail(4)], { sidePocket: 'side-right' })], inPlay()));
    expect(late.rules).toContain('side-pocket-one/7.3');
    expect(explain(late, 'en')).toMatch(/chosen before the break/);
    expect(() => rulings(sp([], inPlay({ sidePockets: { A: 'head-left' } })))).toThrow(/setup\.sidePockets\.A/);
    expect(() => rulings(sp([], inPlay({ sidePockets: { A: 'side-left', B: 'side-left' } })))).toThrow(
      /setup\.sidePockets\.B/,
    );
  });
  test('side-pocket-one/7.3: setup with one side pocket gives the opponent the other one', () => {
    const r = lastRuling(sp([pot('B', 1, 'side-right', call(1))], inPlay({ shooter: 'B' })));
    expect(r.score).toEqual({ A: 0, B: 1 });
  });
});

describe('side-pocket-one predicates', () => {
  test('side-pocket-one/7.3', () => {
    expect(isSidePocket('side-left')).toBe(true);
    expect(isSidePocket('foot-left')).toBe(false);
    expect(oppositeSidePocket('side-left')).toBe('side-right');
    expect(assignSidePockets(['A', 'B'], 'B', 'side-left')).toEqual({ A: 'side-right', B: 'side-left' });
  });
  test.each([
    [4, 'foot-left', pocketCall('foot-left'), 'side-left', 'counts'],
    [4, 'foot-right', pocketCall('foot-left'), 'side-left', 'not-called-pocket'],
    [4, 'side-left', undefined, 'side-left', 'not-called-pocket'],
    [4, 'side-left', call(1), 'side-left', 'counts'],
    [1, 'side-left', call(1), 'side-left', 'counts'],
    [1, 'side-left', pocketCall('side-left'), 'side-left', 'one-not-called'],
    [1, 'side-right', call(1, 'side-right'), 'side-left', 'one-not-own-pocket'],
    [1, 'side-left', call(1), undefined, 'no-side-pocket'],
  ] as const)('side-pocket-one/7.2, 7.4: ball %i into %s', (ball, pocket, c, own, want) => {
    expect(judgeBall(ball, pocket, readCall(c as Call | undefined, own))).toBe(want);
  });
  test('side-pocket-one/6', () => {
    const facts = (cueToRailAfterContact: boolean, objectBallsToRail: number) => ({
      ...summarizeShot([]),
      cueToRailAfterContact,
      objectBallsToRail,
    });
    expect(isLegalBreak(facts(false, 0), 1, true)).toBe(true);
    expect(isLegalBreak(facts(true, 2), 0, true)).toBe(true);
    expect(isLegalBreak(facts(true, 1), 0, true)).toBe(false);
    expect(isLegalBreak(facts(false, 5), 0, true)).toBe(false);
    expect(isLegalBreak(facts(true, 3), 0, false)).toBe(false);
    expect(losesOnIllegalBreaks(2)).toBe(false);
    expect(losesOnIllegalBreaks(3)).toBe(true);
  });
});

describe('side-pocket-one machine (xstate/graph)', () => {
  test('every state is reached', () => {
    const shots = (ctx: GameContext) => {
      const [t, u] = toList(ctx.onTable) as [never, never];
      if (t === undefined) return [];
      const isBreak = ctx.phase === 'break';
      const decl = isBreak ? { sidePocket: 'side-left' as const } : {};
      const c = { call: pocketCall('foot-left'), ...decl };
      const out = [
        shotEvent(ctx, [ev.hit(t), ev.pocket(t, 'foot-left')], c),
        shotEvent(ctx, [ev.hit(t), ev.rail(t)], decl),
        shotEvent(ctx, [ev.hit(t), ev.rail(t), ev.pocket('cue')], decl),
        shotEvent(ctx, [ev.hit(t), ev.rail(t), ev.foul('deflected-break')], decl),
      ];
      if (u !== undefined) out.push(shotEvent(ctx, [ev.hit(t), ev.rail(t), ev.rail(u), ev.rail('cue')], decl));
      return out;
    };
    expect(reachedStates(sidePocketOneMachine, sp([]), shots)).toEqual(leafStates(sidePocketOneMachine));
  });
});

/** Random shots given what this game needs: the side pocket on the break, and a call most of the time. */
function decorate(step: Step, ctx: GameContext, rng: () => number): Step {
  if (step.kind !== 'shot') return step;
  const extra: Record<string, unknown> = {};
  if (ctx.phase === 'break' && rng() < 0.8) extra.sidePocket = rng() < 0.5 ? 'side-left' : 'side-right';
  const p = step.shot.events.find((e) => e.type === 'pocket' && e.ball !== 'cue') as
    | { ball: number; pocket?: PocketId }
    | undefined;
  if (p?.pocket && rng() < 0.8) extra.call = p.ball === 1 ? call(1) : pocketCall(p.pocket);
  return { ...step, shot: { ...step.shot, ...extra } };
}

describe('side-pocket-one properties (fast-check over seeded random games)', () => {
  test('balls conserved (on the table or legally pocketed in this rack); next player defined; counts never fall in a game', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        let rack = 0;
        for (const { before, after, ruling, implicit, step } of playRandom(sp([]), seed, 120, decorate)) {
          const total = (c: GameContext) => Object.values(c.score ?? {}).reduce((a, b) => a + b, 0);
          if (implicit?.rerack) rack = 0;
          if (ruling.rerack) rack = 0;
          else rack += total(after) - total(before);
          expect(count(after.onTable) + rack, JSON.stringify(step)).toBe(15);
          if (step.kind !== 'newRack') expect(total(after)).toBeGreaterThanOrEqual(total(before));
          expect(ruling.next === null).toBe(ruling.result !== null);
          if (ruling.next !== null) expect(['A', 'B']).toContain(ruling.next);
          expect(ruling.foul).toBe(ruling.fouls.length > 0);
          if (ruling.result)
            expect(['three-illegal-breaks', 'three-consecutive-fouls', 'concession', 'cannot-be-caught']).toContain(
              ruling.result.reason,
            );
          // a win on points only on a legal shot, by a side the other can no longer catch
          if (ruling.result?.reason === 'cannot-be-caught') {
            expect(ruling.foul).toBe(false);
            const winner = ruling.result.winner as string;
            const other = winner === 'A' ? 'B' : 'A';
            expect(after.score?.[winner] ?? 0).toBeGreaterThan((after.score?.[other] ?? 0) + count(after.onTable));
          }
        }
      }),
      { numRuns: 40 },
    );
  });
});
