import { describe, expect, test } from 'vitest';
import type { Blueprint } from '../core/quiz/types.ts';
import { emptyProgress, type Progress, recordAttempt } from './progress.ts';
import { caughtUp } from './rating.ts';
import { atLeast, MIN_ANSWERS, type ReadinessQuestion, readiness } from './readiness.ts';

const NOW = new Date('2026-11-29T12:00:00Z');
const at = (min: number) => new Date(NOW.getTime() - 1000 * 60_000 + min * 60_000).toISOString();
const BP: Blueprint = {
  id: 'quick',
  questions: 20,
  minutes: 20,
  passMark: 0.85,
  weights: { general: 1, 'nine-ball': 1 },
};
const QUESTIONS: ReadinessQuestion[] = [
  ...Array.from(
    { length: 15 },
    (_, i): ReadinessQuestion => ({ id: `g${i}`, bank: 'general', topic: 'break', difficulty: 2 }),
  ),
  ...Array.from(
    { length: 15 },
    (_, i): ReadinessQuestion => ({ id: `n${i}`, bank: 'nine-ball', topic: 'push-out', difficulty: 2 }),
  ),
  { id: 'six', bank: 'six-ball', topic: 'break', difficulty: 1 },
];
const facts = new Map(QUESTIONS.map((q) => [q.id, { topic: q.topic, rules: [], difficulty: q.difficulty }]));
const answering = (
  n: number,
  score: (i: number) => number,
  ids = (i: number) => (i % 2 ? `g${i % 15}` : `n${i % 15}`),
) =>
  Array.from({ length: n }).reduce<Progress>(
    (p, _, i) => recordAttempt(p, { id: ids(i), variant: 0, at: at(i), score: score(i), mode: 'trainer' }),
    emptyProgress(),
  );

describe('readiness for an exam format', () => {
  test('the Poisson-binomial tail', () => {
    expect(atLeast([0.5, 0.5], 1)).toBeCloseTo(0.75, 12);
    expect(atLeast([0.5, 0.5], 0)).toBeCloseTo(1, 12);
    expect(atLeast([0.9, 0.8, 0.1], 3)).toBeCloseTo(0.072, 12);
    expect(atLeast([0.3], 2)).toBe(0);
  });
  test('too few answers to the format’s games: not enough data (answers to other games do not count)', () => {
    const p = answering(
      MIN_ANSWERS + 5,
      () => 1,
      (i) => (i < 10 ? 'g1' : 'six'),
    );
    expect(readiness(BP, QUESTIONS, caughtUp(p, facts), p, NOW)).toEqual({
      kind: 'not-enough',
      answers: 10,
      needed: MIN_ANSWERS,
    });
  });
  test('a strong record gives a high chance, a weak one a low chance, and the expected share follows', () => {
    const strong = answering(40, (i) => (i % 10 === 9 ? 0 : 1));
    const weak = answering(40, (i) => (i % 2 ? 0 : 1));
    const rs = readiness(BP, QUESTIONS, caughtUp(strong, facts), strong, NOW);
    const rw = readiness(BP, QUESTIONS, caughtUp(weak, facts), weak, NOW);
    if (rs.kind !== 'estimate' || rw.kind !== 'estimate') throw new Error('expected estimates');
    expect(rs.answers).toBe(40);
    expect(rs.pass).toBeGreaterThan(0.5);
    expect(rw.pass).toBeLessThan(0.05);
    expect(rs.expected).toBeGreaterThan(rw.expected);
    expect(rw.expected).toBeGreaterThan(0.3);
    expect(rw.expected).toBeLessThan(0.7);
  });
  test('a topic never practised counts near even, whatever the other topics', () => {
    const onlyGeneral = answering(
      30,
      () => 1,
      (i) => `g${i % 15}`,
    );
    const r = readiness(BP, QUESTIONS, caughtUp(onlyGeneral, facts), onlyGeneral, NOW);
    if (r.kind !== 'estimate') throw new Error('expected an estimate');
    // half the paper (nine-ball, push-out: 1500 ± 350 against 1500) is a coin toss: passing is unlikely
    expect(r.expected).toBeGreaterThan(0.6);
    expect(r.expected).toBeLessThan(0.85);
    expect(r.pass).toBeLessThan(0.2);
  });
});
