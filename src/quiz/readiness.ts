/**
 * Readiness for an exam format: an estimate of the chance of passing its paper now.
 *
 * The model (also told on the progress page, in small print):
 * 1. The paper: the format's number of questions, shared out between the games by its weights
 *    exactly as a paper is drawn (`quotas`, core/quiz/exam.ts).
 * 2. A question: the chance of answering it right is the Glicko chance of the learner's rating
 *    in its topic against the question's fixed rating (rating.ts), counting both deviations, so a
 *    topic never practised (1500 ± 350) counts near even, not as known or unknown.
 * 3. A seat of game g on the paper: the mean of that chance over the questions of g in the bank
 *    (which question is drawn is not known).
 * 4. The seats as independent right-or-wrong trials (partly right answers, which earn part of a
 *    mark, are left out: the estimate leans to the cautious side); the number right follows the
 *    Poisson-binomial law, and the chance of passing is the chance of reaching the pass mark.
 * Below MIN_ANSWERS answers to questions of the format's games there is not enough data, and no
 * estimate is made.
 */

import { quotas } from '../core/quiz/quotas.ts';
import type { Blueprint, Difficulty, QuizBank } from '../core/quiz/types.ts';
import { winChance } from './glicko.ts';
import type { Progress, StoredRatings } from './progress.ts';
import { QUESTION_RATING, QUESTION_RD, ratingAt } from './rating.ts';

/** Fewer answers than this to the format's games: no estimate. */
export const MIN_ANSWERS = 20;

export interface ReadinessQuestion {
  readonly id: string;
  readonly bank: QuizBank;
  readonly topic: string;
  readonly difficulty: Difficulty;
}

export type Readiness =
  | { readonly kind: 'not-enough'; readonly answers: number; readonly needed: number }
  | {
      readonly kind: 'estimate';
      readonly answers: number;
      /** 0..1: the chance of reaching the pass mark */
      readonly pass: number;
      /** 0..1: the expected share of the paper answered right */
      readonly expected: number;
    };

/** P(at least `k` successes) of independent trials with chances `ps` (Poisson-binomial). */
export function atLeast(ps: readonly number[], k: number): number {
  let dist = [1];
  for (const p of ps) {
    const next = new Array<number>(dist.length + 1).fill(0);
    dist.forEach((q, i) => {
      next[i] = (next[i] ?? 0) + q * (1 - p);
      next[i + 1] = (next[i + 1] ?? 0) + q * p;
    });
    dist = next;
  }
  return dist.slice(Math.max(0, k)).reduce((s, x) => s + x, 0);
}

export function readiness(
  bp: Blueprint,
  questions: readonly ReadinessQuestion[],
  ratings: StoredRatings,
  p: Progress,
  now: Date,
): Readiness {
  const inPaper = (b: QuizBank) => (bp.weights[b] ?? 0) > 0;
  const banks = new Map(questions.map((q) => [q.id, q.bank]));
  const answers = p.attempts.filter((a) => {
    const b = banks.get(a.id);
    return b !== undefined && inPaper(b);
  }).length;
  if (answers < MIN_ANSWERS) return { kind: 'not-enough', answers, needed: MIN_ANSWERS };
  const have: Partial<Record<QuizBank, number>> = {};
  const chances = new Map<QuizBank, number[]>();
  for (const q of questions) {
    if (!inPaper(q.bank)) continue;
    have[q.bank] = (have[q.bank] ?? 0) + 1;
    const me = ratingAt(ratings.topic[q.topic], now);
    const c = winChance(me, { rating: QUESTION_RATING[q.difficulty], rd: QUESTION_RD });
    chances.set(q.bank, [...(chances.get(q.bank) ?? []), c]);
  }
  const seats = quotas(bp, have);
  const trials: number[] = [];
  for (const [bank, cs] of chances) {
    const mean = cs.reduce((s, x) => s + x, 0) / cs.length;
    for (let i = 0; i < seats[bank]; i += 1) trials.push(mean);
  }
  if (trials.length === 0) return { kind: 'not-enough', answers, needed: MIN_ANSWERS };
  const need = Math.ceil(bp.passMark * trials.length - 1e-9);
  return {
    kind: 'estimate',
    answers,
    pass: atLeast(trials, need),
    expected: trials.reduce((s, x) => s + x, 0) / trials.length,
  };
}
