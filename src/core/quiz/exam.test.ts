import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { assemblePaper, examReport, generatedSeats, type PoolEntry, parseSeed, quotas } from './exam.ts';
import { examMachine, nextOpen } from './exam-machine.ts';
import type { Blueprint, Gradable } from './types.ts';
import { QUIZ_BANKS, TOPICS } from './types.ts';

const pool: PoolEntry[] = QUIZ_BANKS.flatMap((bank, b) =>
  Array.from({ length: 40 + b }, (_x, i) => ({
    id: `${bank}-${i}`,
    bank,
    topic: TOPICS[i % TOPICS.length] as PoolEntry['topic'],
    variants: i % 3 === 0 ? 3 : 1,
  })),
);
const bp: Blueprint = {
  id: 't',
  questions: 60,
  minutes: 60,
  passMark: 0.85,
  weights: { general: 0.3, 'eight-ball': 0.25, 'nine-ball': 0.25, 'straight-pool': 0.2 },
};

describe('exam assembly', () => {
  test('the same seed gives the same paper; another seed another paper', () => {
    expect(assemblePaper(pool, bp, 42)).toEqual(assemblePaper(pool, bp, 42));
    expect(assemblePaper(pool, bp, 42)).not.toEqual(assemblePaper(pool, bp, 43));
  });
  test('the order of the pool does not matter', () => {
    expect(assemblePaper([...pool].reverse(), bp, 7)).toEqual(assemblePaper(pool, bp, 7));
  });
  test('property: right length, no repeats, the blueprint’s share of each bank, valid variants', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.integer({ min: 1, max: 120 }), (seed, n) => {
        const paper = assemblePaper(pool, { ...bp, questions: n }, seed);
        expect(paper.length).toBe(Math.min(n, pool.filter((e) => (bp.weights[e.bank] ?? 0) > 0).length));
        expect(new Set(paper.map((p) => p.id)).size).toBe(paper.length);
        for (const p of paper) expect(p.variant).toBeLessThan((pool.find((e) => e.id === p.id) as PoolEntry).variants);
      }),
      { numRuns: 60 },
    );
    const seats = quotas(bp, { general: 40, 'eight-ball': 41, 'nine-ball': 42, 'straight-pool': 43 });
    expect(seats).toMatchObject({ general: 18, 'eight-ball': 15, 'nine-ball': 15, 'straight-pool': 12 });
    // a bank the blueprint leaves out (the recreational games in the referee exam) gets no seat
    expect(Object.values(seats).reduce((a, b) => a + b, 0)).toBe(60);
  });
  test('a bank the blueprint leaves out is not drawn, even when the weighted banks run short', () => {
    const paper = assemblePaper(pool, { ...bp, questions: 200 }, 3);
    const banks = new Set(paper.map((p) => (pool.find((e) => e.id === p.id) as PoolEntry).bank));
    expect([...banks].sort()).toEqual(['eight-ball', 'general', 'nine-ball', 'straight-pool']);
  });
  test('generated questions take the blueprint’s share of each bank’s seats, drawn from the seed', () => {
    const generated: PoolEntry[] = QUIZ_BANKS.flatMap((bank) =>
      Array.from({ length: 30 }, (_x, i) => ({
        id: `${bank}-gen-${i}`,
        bank,
        topic: TOPICS[(i * 5) % TOPICS.length] as PoolEntry['topic'],
        variants: 1,
        generated: true,
      })),
    );
    const both = [...pool, ...generated];
    const isGen = (id: string) => id.includes('-gen-');
    // no share: the generated questions are not drawn, and the paper is the authored pool's paper
    expect(assemblePaper(both, bp, 11)).toEqual(assemblePaper(pool, bp, 11));
    const mixed = { ...bp, generated: 0.25 };
    const paper = assemblePaper(both, mixed, 11);
    expect(paper).toEqual(assemblePaper([...both].reverse(), mixed, 11));
    expect(paper).toHaveLength(60);
    const seats = quotas(mixed, { general: 70, 'eight-ball': 71, 'nine-ball': 72, 'straight-pool': 73 });
    for (const bank of ['general', 'eight-ball', 'nine-ball', 'straight-pool'] as const) {
      const ofBank = paper.filter((p) => p.id.startsWith(`${bank}-`));
      expect(ofBank, bank).toHaveLength(seats[bank]);
      expect(
        ofBank.filter((p) => isGen(p.id)),
        bank,
      ).toHaveLength(Math.round(seats[bank] * 0.25));
    }
    for (const p of paper) if (isGen(p.id)) expect(p.variant).toBe(0);
    // a bank short of authored questions fills its seats with generated ones
    expect(generatedSeats(20, 0.25, 12, 30)).toBe(8);
    expect(generatedSeats(20, 0.25, 40, 3)).toBe(3);
    expect(generatedSeats(20, 0, 40, 30)).toBe(0);
  });
  test('a short paper still spreads over topics', () => {
    const paper = assemblePaper(pool, { ...bp, questions: 12 }, 5);
    const topics = new Set(paper.map((p) => (pool.find((e) => e.id === p.id) as PoolEntry).topic));
    expect(topics.size).toBeGreaterThanOrEqual(6);
  });
  test('seeds from links: digits as they are, words hashed', () => {
    expect(parseSeed('123')).toBe(123);
    expect(parseSeed('club-night')).toBe(parseSeed('club-night'));
    expect(parseSeed('club-night')).not.toBe(parseSeed('club-day'));
  });
});

const item = (rules: string[], topic: Gradable['topic']): Gradable => ({
  kind: 'legal',
  fields: [],
  ball: null,
  placeChoices: [],
  topic,
  bank: 'general',
  truth: {
    foul: true,
    fouls: [],
    next: 'B',
    cueBall: 'in-hand',
    spotted: [],
    options: [],
    winner: null,
    verdict: 'foul',
    scoreDelta: null,
    placed: {},
    rules,
  },
});

describe('exam report', () => {
  test('score, pass mark, tallies by rule and topic, missed questions', () => {
    const items = [
      item(['3.20'], 'cue-ball'),
      item(['3.20', '5.7'], 'cue-ball'),
      item(['4.20'], 'loss'),
      item(['6.12'], 'three-fouls'),
    ];
    const r = examReport(
      items,
      [
        { kind: 'legal', verdict: 'foul' },
        { kind: 'legal', verdict: 'legal' },
        { kind: 'legal', verdict: 'foul' },
        undefined,
      ],
      0.5,
    );
    expect(r.score).toBe(2);
    expect(r.percent).toBe(50);
    expect(r.passed).toBe(true);
    expect(r.answered).toBe(3);
    expect(r.missed).toEqual([1, 3]);
    expect(r.byRule.find((t) => t.key === '3.20')).toEqual({ key: '3.20', asked: 2, score: 1 });
    expect(r.byTopic[0]?.key).toBe('three-fouls');
    expect(examReport(items, [], 0.85).passed).toBe(false);
  });
});

describe('the exam machine', () => {
  const start = (count = 3) => createActor(examMachine, { input: { count, startedAt: 1000, limit: 60_000 } }).start();
  test('answer, skip and come back, then hand in', () => {
    const a = start();
    a.send({ type: 'exam.skip' });
    expect(a.getSnapshot().context.current).toBe(1);
    expect(a.getSnapshot().context.skipped[0]).toBe(true);
    a.send({ type: 'exam.answer', response: { kind: 'legal', verdict: 'foul' } });
    a.send({ type: 'exam.skip' });
    expect(a.getSnapshot().context.current).toBe(2);
    a.send({ type: 'exam.goto', index: 0 });
    a.send({ type: 'exam.answer', response: { kind: 'legal', verdict: 'legal' } });
    expect(a.getSnapshot().context.skipped[0]).toBe(false);
    a.send({ type: 'exam.finish' });
    expect(a.getSnapshot().status).toBe('done');
    expect(a.getSnapshot().context.finishedBy).toBe('candidate');
    expect(a.getSnapshot().context.responses.filter(Boolean)).toHaveLength(2);
  });
  test('time runs out: the paper is handed in by the clock', () => {
    const a = start();
    a.send({ type: 'clock.tick', now: 30_000 });
    expect(a.getSnapshot().value).toBe('running');
    a.send({ type: 'clock.tick', now: 61_000 });
    expect(a.getSnapshot().context.finishedBy).toBe('time');
  });
  test('nothing changes after the end', () => {
    const a = start();
    a.send({ type: 'exam.finish' });
    expect(a.getSnapshot().status).toBe('done');
    expect(a.getSnapshot().can({ type: 'exam.answer', response: { kind: 'legal', verdict: 'foul' } })).toBe(false);
  });
  test('nextOpen wraps to the first unanswered question', () => {
    expect(
      nextOpen(
        { count: 3, responses: [undefined, { kind: 'legal', verdict: 'foul' }, { kind: 'legal', verdict: 'foul' }] },
        1,
      ),
    ).toBe(0);
  });
});
