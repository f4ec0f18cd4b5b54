/** Mastery per rule paragraph and per game: the mean of the latest score of each question asked. */
import type { Progress } from './progress.ts';

export interface MasteryRow {
  key: string;
  questions: number;
  attempts: number;
  /** 0..1 */
  mastery: number;
}

export interface QuestionFacts {
  rules: readonly string[];
  game: string;
}

export function mastery(p: Progress, facts: ReadonlyMap<string, QuestionFacts>, by: 'rule' | 'game'): MasteryRow[] {
  const latest = new Map<string, number>();
  const count = new Map<string, number>();
  for (const a of p.attempts) {
    latest.set(a.id, a.score);
    count.set(a.id, (count.get(a.id) ?? 0) + 1);
  }
  const rows = new Map<string, { sum: number; questions: number; attempts: number }>();
  for (const [id, score] of latest) {
    const f = facts.get(id);
    if (!f) continue;
    const keys = by === 'game' ? [f.game] : [...new Set(f.rules)];
    for (const k of keys) {
      const r = rows.get(k) ?? { sum: 0, questions: 0, attempts: 0 };
      r.sum += score;
      r.questions += 1;
      r.attempts += count.get(id) ?? 0;
      rows.set(k, r);
    }
  }
  return [...rows]
    .map(([key, r]) => ({ key, questions: r.questions, attempts: r.attempts, mastery: r.sum / r.questions }))
    .sort((a, b) => a.key.localeCompare(b.key, 'en', { numeric: true }));
}
