/**
 * How a learner does on "what changed": the questions whose answer differs between the 1999 rules and
 * the current ones (src/quiz/editions.ts), under the edition asked, per bank: how many there are, how
 * many were answered, and how many were right the last time.
 */
import type { AttemptRecord } from './progress.ts';

export interface ChangedRow {
  bank: string;
  questions: number;
  answered: number;
  /** answered right (score 1) the last time */
  right: number;
}

/** One row per bank in the order the questions come, and the total (bank `''`) last. */
export function changedStanding(
  questions: readonly { id: string; bank: string }[],
  attempts: readonly Pick<AttemptRecord, 'id' | 'score'>[],
): { rows: ChangedRow[]; total: ChangedRow } {
  const latest = new Map<string, number>();
  for (const a of attempts) latest.set(a.id, a.score);
  const rows = new Map<string, ChangedRow>();
  const total: ChangedRow = { bank: '', questions: 0, answered: 0, right: 0 };
  for (const q of questions) {
    const row = rows.get(q.bank) ?? { bank: q.bank, questions: 0, answered: 0, right: 0 };
    const score = latest.get(q.id);
    for (const r of [row, total]) {
      r.questions += 1;
      if (score !== undefined) r.answered += 1;
      if (score !== undefined && score >= 1) r.right += 1;
    }
    rows.set(q.bank, row);
  }
  return { rows: [...rows.values()], total };
}
