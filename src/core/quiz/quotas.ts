/**
 * How a paper is shared out between the banks (its own module: the progress page estimates
 * readiness with it and needs nothing else of the exam).
 */
import { type Blueprint, QUIZ_BANKS, type QuizBank } from './types.ts';

/** Seats per bank by largest remainder, never more than a bank holds. */
export function quotas(bp: Blueprint, have: Partial<Record<QuizBank, number>>): Record<QuizBank, number> {
  const available = (b: QuizBank) => have[b] ?? 0;
  const weight = (b: QuizBank) => bp.weights[b] ?? 0;
  const total = Math.min(
    bp.questions,
    QUIZ_BANKS.reduce((s, b) => s + (weight(b) > 0 ? available(b) : 0), 0),
  );
  const wsum = QUIZ_BANKS.reduce((s, b) => s + (available(b) > 0 ? weight(b) : 0), 0) || 1;
  const out = Object.fromEntries(QUIZ_BANKS.map((b) => [b, 0])) as Record<QuizBank, number>;
  let left = total;
  while (left > 0) {
    const open = QUIZ_BANKS.filter((b) => weight(b) > 0 && out[b] < available(b));
    if (open.length === 0) break;
    const due = open.map((b) => ({ b, gap: (weight(b) / wsum) * total - out[b] })).sort((x, y) => y.gap - x.gap);
    out[(due[0] as { b: QuizBank }).b] += 1;
    left -= 1;
  }
  return out;
}
