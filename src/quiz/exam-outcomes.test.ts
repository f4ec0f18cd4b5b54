import { describe, expect, test } from 'vitest';
import type { Grade, Response } from '../core/quiz/types.ts';
import { paperOutcomes } from './exam-outcomes.ts';

const right: Grade = { score: 1, correct: true, fields: {} };
const half: Grade = { score: 0.5, correct: false, fields: {} };
const none: Grade = { score: 0, correct: false, fields: {} };
const said: Response = { kind: 'legal', verdict: 'foul' };

describe('a handed-in paper', () => {
  test('skipped questions are not counted as mistakes: none answered wrong, nothing to drill', () => {
    const keys = Array.from({ length: 20 }, (_x, i) => `q${i}#0`);
    const responses = keys.map((_k, i) => (i === 0 ? said : undefined));
    const grades = keys.map((_k, i) => (i === 0 ? right : none));
    const p = paperOutcomes(keys, responses, grades);
    expect(p.counts).toEqual({ right: 1, partly: 0, wrong: 0, skipped: 19 });
    expect(p.mistakes).toEqual([]);
    expect(p.skipped).toHaveLength(19);
  });

  test('wrong and partly right answers are the mistakes, in the paper’s order', () => {
    const p = paperOutcomes(['a', 'b', 'c', 'd'], [said, said, undefined, said], [none, right, none, half]);
    expect(p.outcomes).toEqual(['wrong', 'right', 'skipped', 'partly']);
    expect(p.mistakes).toEqual(['a', 'd']);
    expect(p.skipped).toEqual(['c']);
    expect(p.counts).toEqual({ right: 1, partly: 1, wrong: 1, skipped: 1 });
  });
});
