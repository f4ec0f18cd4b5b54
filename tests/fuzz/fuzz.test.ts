/**
 * Fuzzing both commands in this process, with the functions the commands use: at least 2,000
 * generated bad inputs each must give an exit-2 message of one line, at most 200 characters,
 * naming a field and never repeating the input, and never an internal error. `npm run fuzz`
 * runs the same generators over 100,000 inputs and prints the figures.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  type BadInput,
  badRefereeInput,
  badSimulateInput,
  type Outcome,
  problemWith,
  refereeOutcome,
  simulateOutcome,
} from './bad-input.ts';

const RUNS = 2000;

function fuzz(name: string, input: fc.Arbitrary<BadInput>, run: (text: string) => Outcome, seed: number) {
  test(`${name}: ${RUNS} bad inputs, each refused with a one-line message naming the field`, {
    timeout: 600_000,
  }, () => {
    const kinds = new Map<string, number>();
    fc.assert(
      fc.property(input, (bad) => {
        const o = run(bad.text);
        kinds.set(bad.kind, (kinds.get(bad.kind) ?? 0) + 1);
        const problem = problemWith(o);
        if (problem)
          throw new Error(`${bad.kind}: ${problem}: ${o.message.slice(0, 300)} <- ${bad.text.slice(0, 300)}`);
      }),
      { numRuns: RUNS, seed },
    );
    // every mutation kind was tried
    expect(kinds.size).toBeGreaterThanOrEqual(6);
  });
}

describe('fuzzing the referee command', () => {
  fuzz('referee', badRefereeInput, refereeOutcome, 12);
});

describe('fuzzing the simulate command', () => {
  fuzz('simulate', badSimulateInput, simulateOutcome, 34);
});

describe('the examples of the issue (exit 2 naming the field)', () => {
  const nine = { game: 'nine-ball', players: ['A', 'B'], steps: [] as unknown[] };
  const shot = { table: '9ft', balls: { cue: [0.6, 0.6], 1: [1.9, 0.6] }, shot: { speed: 2 } };
  test.each([
    [{ ...nine, setup: { shootr: 'A' } }, 'setup.shootr: unknown field'],
    [{ ...nine, steps: [{ shot: { by: 'A', pushout: true, events: [] } }] }, 'steps[0].shot.pushout: unknown field'],
    [{ ...nine, options: { targt: 5 } }, 'options.targt: unknown field'],
    [{ ...nine, edition: 2 }, 'edition: expected "wpa-1999" or "wpa-current"'],
    [{ ...nine, editon: 'wpa-current' }, 'editon: unknown field'],
    [{ ...nine, players: Array.from({ length: 100 }, (_x, i) => `P${i}`) }, 'players: at most 16 items'],
    [{ ...nine, setup: { score: { A: -1e308 } } }, 'setup.score.A: at least -1000000'],
    [{ ...nine, setup: { score: { A: 0.5 } } }, 'setup.score.A: expected a whole number'],
    [{ ...nine, setup: { onTable: [1, 2, 2] } }, 'setup.onTable[2]: ball 2 is listed twice'],
    [{ ...nine, setup: { positions: { cue: [3, 0.5] } } }, 'setup.positions.cue: off the bed of the 9ft table'],
    [{ ...nine, setup: { positions: { cue: [1, 0.5], 1: [1.03, 0.5] } } }, 'setup.positions.cue: overlaps ball 1'],
    [
      {
        ...nine,
        steps: [
          {
            shot: {
              by: 'A',
              events: [
                { type: 'hit', ball: 'cue', target: 1, t: 0.5 },
                { type: 'rail', ball: 1, t: 0.2 },
              ],
            },
          },
        ],
      },
      'steps[0].shot.events[1].t: earlier than the event before it',
    ],
  ])('referee %#: %s', (log, message) => {
    expect(refereeOutcome(JSON.stringify(log))).toMatchObject({ status: 2, message });
  });
  test('a key given twice', () => {
    expect(refereeOutcome('{"game":"nine-ball","game":"eight-ball","players":["A","B"],"steps":[]}')).toMatchObject({
      status: 2,
      message: 'game: this key is given twice',
    });
  });
  test('5,000 nested arrays: no stack overflow, a short message', () => {
    const o = refereeOutcome(`{"game":"nine-ball","players":${'['.repeat(5000)}${']'.repeat(5000)},"steps":[]}`);
    expect(o.status).toBe(2);
    expect(o.message.length).toBeLessThanOrEqual(200);
    expect(o.message).toMatch(/^players(\[0\])+: nested deeper than 32 levels$/);
  });
  test.each([
    [{ ...shot, tabel: '9ft' }, 'tabel: unknown field'],
    [{ ...shot, shot: { sped: 2 } }, 'shot.sped: unknown field'],
    [{ ...shot, shot: { speed: 2, tip: { hight: 0.1 } } }, 'shot.tip.hight: unknown field'],
    [{ ...shot, table: { length: 2.54, width: 1.27, pocket: 'none' } }, 'table.pocket: unknown field'],
  ])('simulate %#: %s', (doc, message) => {
    expect(simulateOutcome(JSON.stringify(doc))).toMatchObject({ status: 2, message });
  });
});
