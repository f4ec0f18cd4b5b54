/**
 * The questions that drill one rule paragraph: what the trainer asks at `/{lang}/trainer/?rule=5.6`
 * and what the rule page counts under the paragraph ("Practise (N)"). One function for both, so the
 * count on the page and the questions the link asks cannot disagree.
 */

/** A question as far as choosing it by paragraph reads it: the paragraphs its ruling cites. */
export interface CitingQuestion {
  readonly truth: { readonly rules: readonly string[] };
}

/** The questions a trainer offers, one entry per question (authored ones at variant 0, then generated ones). */
export interface DrillPool<Q extends CitingQuestion, S extends CitingQuestion> {
  readonly questions: readonly Q[];
  readonly scenarios: readonly S[];
}

/** The question cites the paragraph (anywhere in its ruling, not only first). */
export const drillsRule = (q: CitingQuestion, rule: string): boolean => q.truth.rules.includes(rule);

/** Every question of the pool that drills `rule`, authored ones first. */
export function ruleDrill<Q extends CitingQuestion, S extends CitingQuestion>(
  pool: DrillPool<Q, S>,
  rule: string,
): (Q | S)[] {
  return [...pool.questions, ...pool.scenarios].filter((q) => drillsRule(q, rule));
}
