/**
 * Properties over seeded random games (fast-check picks the seeds and shrinks them):
 * every object ball is exactly once on the table, in a pocket or waiting to be spotted; the next
 * player is defined until the game ends; scores change only as the rules say; rulings are pure.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { GameId } from '../vocabulary/index.ts';
import { range, toList } from './common/balls.ts';
import type { RefereeDoc, Ruling, Step } from './common/types.ts';
import { randomStep, seededRandom } from './random-play.ts';
import { Referee, referee } from './referee.ts';

const GAMES: GameId[] = ['eight-ball', 'nine-ball', 'straight-pool'];
const RACK: Record<string, number> = {
  'eight-ball': range(1, 15),
  'nine-ball': range(1, 9),
  'straight-pool': range(1, 15),
};

interface Trace {
  doc: RefereeDoc;
  rows: Array<{ step: Step; before: number; implicit: Ruling | null; ruling: Ruling; after: number }>;
}

function play(game: GameId, seed: number, steps: number): Trace {
  const rng = seededRandom(seed);
  const doc: RefereeDoc = { game, players: ['A', 'B'], teams: null, options: { target: 40 }, setup: null, steps: [] };
  const ref = new Referee(doc);
  const rows: Trace['rows'] = [];
  for (let i = 0; i < steps; i += 1) {
    const ctx = ref.context;
    const step: Step = ctx.phase === 'over' ? { kind: 'newRack' } : randomStep(ctx, rng);
    doc.steps.push(step);
    const ruling = ref.step(step, i);
    rows.push({ step, before: ctx.onTable, implicit: ref.implicitRuling, ruling, after: ref.context.onTable });
  }
  return { doc, rows };
}

const arbGame = fc.record({ game: fc.constantFrom(...GAMES), seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }) });
const RUNS = { numRuns: 60 };

describe('referee properties over random games', () => {
  test('every object ball is on the table, in a pocket, or waiting to be spotted, exactly once', () => {
    fc.assert(
      fc.property(arbGame, ({ game, seed }) => {
        for (const { step, before, implicit, ruling, after } of play(game, seed, 60).rows) {
          let table = before;
          for (const r of implicit ? [implicit] : []) {
            if (r.rerack) table = RACK[game] as number;
            for (const b of r.spotted) table |= 1 << b;
          }
          if (ruling.rerack && !(step.kind === 'shot' && ruling.placed)) {
            expect(after).toBe(RACK[game]);
            continue;
          }
          if (step.kind === 'shot') {
            const gone = step.shot.events
              .filter((e) => (e.type === 'pocket' || e.type === 'off-table') && e.ball !== 'cue')
              .map((e) => (e as { ball: number }).ball);
            for (const b of gone) expect(table & (1 << b), `ball ${b} was on the table`).not.toBe(0);
            for (const b of gone) table &= ~(1 << b);
          }
          for (const b of ruling.spotted) {
            expect(table & (1 << b), `spotted ball ${b} was not on the table`).toBe(0);
            table |= 1 << b;
          }
          if (ruling.rerack) table = RACK[game] as number;
          expect(toList(after)).toEqual(toList(table));
          expect(after & ~(RACK[game] as number)).toBe(0);
        }
      }),
      RUNS,
    );
  });

  test('the next player is defined until the game is over, and only then null', () => {
    fc.assert(
      fc.property(arbGame, ({ game, seed }) => {
        for (const { ruling } of play(game, seed, 60).rows) {
          expect(ruling.next === null).toBe(ruling.result !== null);
          if (ruling.next !== null) expect(['A', 'B']).toContain(ruling.next);
          expect(ruling.foul).toBe(ruling.fouls.length > 0);
        }
      }),
      RUNS,
    );
  });

  test('scores change only as the rules say', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        let prev: Record<string, number> = { A: 0, B: 0 };
        for (const { step, ruling, implicit } of play('straight-pool', seed, 60).rows) {
          const score = ruling.score as Record<string, number>;
          if (implicit) expect(implicit.score).toEqual(prev);
          if (step.kind === 'newRack') {
            expect(score).toEqual({ A: 0, B: 0 });
          } else if (step.kind === 'shot') {
            const by = step.shot.by;
            const other = by === 'A' ? 'B' : 'A';
            const delta = (score[by] ?? 0) - (prev[by] ?? 0);
            expect(score[other]).toBe(prev[other]);
            const pocketed = step.shot.events.filter((e) => e.type === 'pocket' && e.ball !== 'cue').length;
            if (ruling.fouls.includes('illegal-break')) expect(delta).toBe(-2);
            else if (ruling.foul) expect([-1, -16]).toContain(delta);
            else expect([0, pocketed]).toContain(delta);
            expect(Object.values(ruling.consecutiveFouls ?? {}).every((n) => n >= 0 && n <= 2)).toBe(true);
          } else {
            expect(score).toEqual(prev);
          }
          prev = score;
        }
      }),
      RUNS,
    );
  });

  test('eight- and nine-ball keep no score; nine-ball fouls never pass three', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<GameId>('eight-ball', 'nine-ball'),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (game, seed) => {
          for (const { ruling } of play(game, seed, 60).rows) {
            expect(ruling.score).toBeNull();
            if (game === 'nine-ball')
              expect(Object.values(ruling.consecutiveFouls ?? {}).every((n) => n <= 3)).toBe(true);
          }
        },
      ),
      RUNS,
    );
  });

  test('refereeing a log is pure: the same log gives the same rulings', () => {
    fc.assert(
      fc.property(arbGame, ({ game, seed }) => {
        const { doc, rows } = play(game, seed, 40);
        expect(referee(doc).rulings).toEqual(rows.map((r) => r.ruling));
      }),
      { numRuns: 30 },
    );
  });
});
