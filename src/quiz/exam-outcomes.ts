/**
 * How each question of a handed-in paper went, and what the report offers to practise: counts that
 * mean what they say. A question left without an answer is skipped, not wrong: "Drill my mistakes"
 * drills the answered questions that were not fully right (wrong and partly right), and the
 * skipped ones are offered on their own.
 */
import type { Grade, Response } from '../core/quiz/types.ts';

const OUTCOMES = ['right', 'partly', 'wrong', 'skipped'] as const;
export type Outcome = (typeof OUTCOMES)[number];

function outcomeOf(response: Response | undefined, grade: Grade | undefined): Outcome {
  if (response === undefined) return 'skipped';
  if (grade?.correct) return 'right';
  return (grade?.score ?? 0) > 0 ? 'partly' : 'wrong';
}

export interface PaperOutcomes {
  /** per question, in the paper's order */
  outcomes: Outcome[];
  counts: Record<Outcome, number>;
  /** the answered questions not fully right (wrong, partly right), by key */
  mistakes: string[];
  /** the questions left without an answer, by key */
  skipped: string[];
}

export function paperOutcomes(
  keys: readonly string[],
  responses: readonly (Response | undefined)[],
  grades: readonly (Grade | undefined)[],
): PaperOutcomes {
  const outcomes = keys.map((_k, i) => outcomeOf(responses[i], grades[i]));
  const counts: Record<Outcome, number> = { right: 0, partly: 0, wrong: 0, skipped: 0 };
  for (const o of outcomes) counts[o] += 1;
  const having = (want: readonly Outcome[]) => keys.filter((_k, i) => want.includes(outcomes[i] as Outcome));
  return { outcomes, counts, mistakes: having(['wrong', 'partly']), skipped: having(['skipped']) };
}
