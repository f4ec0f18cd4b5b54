/**
 * Exam papers with generated questions: drawn from the seed in the blueprint's share, stored as the
 * sitting's paper, and resumed after a reload with the same questions (the stored progress passes
 * its validation unchanged: a generated question is stored by its id, as an authored one is).
 */
import { describe, expect, test } from 'vitest';
import { assemblePaper } from '../../core/quiz/exam.ts';
import { QUIZ_BANKS } from '../../core/quiz/index.ts';
import { bankPayload, loadBlueprints } from '../../quiz/bank.ts';
import { hasScene, type ScenarioItem } from '../../quiz/payload.ts';
import { type KeyValueStore, ProgressStore, readProgress, STORAGE_KEY } from '../../quiz/progress.ts';
import { scenarioPayload, scenarioRefs, scenarioStubs } from '../../quiz/scenario-bank.ts';
import { ExamSession } from '../../quiz/sitting.ts';
import { indexBank } from './data.ts';
import { examPool, generatedOf, paperItems } from './paper.ts';

class MapStore implements KeyValueStore {
  readonly map = new Map<string, string>();
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

const bank = indexBank(
  { ...bankPayload('en'), scenarios: scenarioStubs(), scenarioRefs: scenarioRefs('en') },
  'wpa-1999',
);
const scenarios = new Map<string, ScenarioItem>(
  QUIZ_BANKS.flatMap((b) => scenarioPayload(b, 'en').items.map((i) => [i.id, i] as const)),
);
const referee = loadBlueprints().find((b) => b.id === 'referee');

describe('an exam paper with generated questions', () => {
  test('no id is both an authored and a generated question (a paper stores ids only)', () => {
    const authored = new Set(bank.questions.map((q) => q.id));
    expect(bank.scenarios.filter((s) => authored.has(s.id)).map((s) => s.id)).toEqual([]);
    expect(bank.scenarios.length).toBeGreaterThan(1500);
  });

  test('every blueprint gives generated questions a share, and a paper has them in it, drawn from the seed', () => {
    for (const bp of loadBlueprints()) {
      expect(bp.generated, bp.id).toBeGreaterThan(0);
      const paper = assemblePaper(examPool(bank), bp, 2026);
      expect(paper, bp.id).toEqual(assemblePaper(examPool(bank), bp, 2026));
      expect(paper, bp.id).toHaveLength(bp.questions);
      const generated = generatedOf(bank, paper).length;
      expect(generated, bp.id).toBeGreaterThanOrEqual(Math.floor(bp.questions * (bp.generated ?? 0) * 0.8));
      expect(generated, bp.id).toBeLessThan(bp.questions);
    }
  });

  test('a sitting with generated questions is stored, read back and resumed with the same questions', () => {
    if (!referee) throw new Error('content/exams/referee.json');
    const kv = new MapStore();
    const store = new ProgressStore(kv);
    const paper = assemblePaper(examPool(bank), referee, 77);
    const resolve = (p: typeof paper) => paperItems(bank, p, (stub) => scenarios.get(stub.id));
    const first = resolve(paper);
    if (!first) throw new Error('the paper does not resolve');
    expect(first.filter(hasScene).length).toBe(generatedOf(bank, paper).length);
    const session = new ExamSession(store, resolve);
    const now = new Date('2026-12-01T20:00:00Z');
    session.start({ preset: 'referee', seed: 77, paper, minutes: 60, passMark: 85, edition: 'wpa-1999' }, now);
    const at = first.findIndex(hasScene);
    session.send({ type: 'exam.goto', index: at }, now);
    session.send({ type: 'exam.answer', response: { kind: 'legal', verdict: 'foul' } }, now);
    session.stop();
    // the stored text passes the validation as it is (no migration), and a new page resumes the same paper
    const text = kv.getItem(STORAGE_KEY) ?? '';
    const read = readProgress(text);
    expect(read.ok && read.migratedFrom === null).toBe(true);
    const again = new ExamSession(new ProgressStore(kv), resolve);
    again.attach(new Date('2026-12-01T20:05:00Z'));
    expect(again.sitting?.paper).toEqual(paper);
    expect(resolve(again.sitting?.paper ?? [])?.map((i) => i.id)).toEqual(first.map((i) => i.id));
    expect(again.snapshot?.context.current).toBe(at);
    expect(again.snapshot?.context.responses[at]).toEqual({ kind: 'legal', verdict: 'foul' });
    // handed in, the generated question is graded with the rest
    again.send({ type: 'exam.finish' }, new Date('2026-12-01T20:06:00Z'));
    expect(again.sitting?.finished?.by).toBe('candidate');
    expect(again.store.progress.attempts.map((a) => a.id)).toContain(paper[at]?.id);
  });

  test('a paper whose generated question has not come (or is gone) does not resolve', () => {
    if (!referee) throw new Error('content/exams/referee.json');
    const paper = assemblePaper(examPool(bank), referee, 5);
    expect(paperItems(bank, paper, () => undefined)).toBeNull();
    expect(paperItems(bank, [{ id: 'no-such-question', variant: 0 }], (s) => scenarios.get(s.id))).toBeNull();
  });
});
