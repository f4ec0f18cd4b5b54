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

/** `rule` is the paragraph itself or one of its sub-paragraphs: 4.20 holds 4.20 and 4.20.3, not 4.2 or 4.200. */
export const within = (cited: string, rule: string): boolean => cited === rule || cited.startsWith(`${rule}.`);

/**
 * The question cites the paragraph or one of its sub-paragraphs (anywhere in its ruling, not only
 * first): drilling a section ("six-ball/8 Rules of play") asks the questions of its paragraphs.
 */
export const drillsRule = (q: CitingQuestion, rule: string): boolean => q.truth.rules.some((r) => within(r, rule));

/** A cited paragraph and every section above it: `six-ball/8.4` -> six-ball/8.4, six-ball/8. */
export function withSections(id: string): string[] {
  const slash = id.indexOf('/') + 1;
  const parts = id.slice(slash).split('.');
  return parts.map((_p, i) => `${id.slice(0, slash)}${parts.slice(0, parts.length - i).join('.')}`);
}

/** Every question of the pool that drills `rule`, authored ones first. */
export function ruleDrill<Q extends CitingQuestion, S extends CitingQuestion>(
  pool: DrillPool<Q, S>,
  rule: string,
): (Q | S)[] {
  return [...pool.questions, ...pool.scenarios].filter((q) => drillsRule(q, rule));
}
