/**
 * Every question under both editions of the WPA rules (build time, like bank.ts; nothing here runs in
 * the browser). A question of a game with a current edition (src/core/editions/overrides.ts) is ruled
 * under `wpa-1999` and under `wpa-current`, and tagged by what the engine says:
 * - the same answer to what the question asks: one entry for both editions (with the current rules'
 *   explanation and citations beside it where only the words differ);
 * - a different answer: two entries, one per edition, each saying which edition it asks about and
 *   carrying both rulings for the side-by-side after the answer; the current one's id is the
 *   question's with `CURRENT_SUFFIX` (its own schedule and history: a different question);
 * - a log the current rules refuse (a choice they do not offer): the 1999 entry only.
 * The tag is always derived by ruling: every authored and generated question has a log. The games
 * without a current edition have one rule set: their questions hold for both.
 */
import { hasEditions } from '../core/editions/games.ts';
import { EDITIONS, type Edition } from '../core/editions/overrides.ts';
import {
  buildItem,
  type QuestionSpec,
  type QuizItem,
  type RulingField,
  type Truth,
  variantDoc,
} from '../core/quiz/index.ts';
import { referee } from '../core/rules/index.ts';
import type { Ruling } from '../core/rules/shared.ts';
import { citedOnlyBy, differingFields } from '../ui/table/referee.ts';
import { CURRENT_SUFFIX, type EditionChange, type EditionDecision } from './payload.ts';

/** One entry of the bank as built: the item asked, and how it stands between the editions. */
export interface EditionEntry {
  item: QuizItem;
  editions: Edition[];
  change?: EditionChange;
  /** the same answer, ruled in the current rules' words (its truth's `says` and `rules`) */
  current?: QuizItem;
}

const BOTH: Edition[] = [...EDITIONS];

/** The value a full-ruling question asks for each of its fields (what grade.ts compares). */
const RULING_VALUE: Record<RulingField, (t: Truth) => unknown> = {
  foul: (t) => t.foul,
  next: (t) => t.next,
  cueBall: (t) => t.cueBall,
  spotted: (t) => [...t.spotted].sort((a, b) => a - b),
  result: (t) => t.winner,
  score: (t) => t.scoreDelta,
};

/** What a question asks of its item, as a value: two items with equal values have the same answer. */
function asked(i: QuizItem): unknown {
  const t = i.truth;
  switch (i.kind) {
    case 'ruling':
      return i.fields.map((f) => [f, RULING_VALUE[f](t)]);
    case 'legal':
      return t.verdict;
    case 'rule':
      return i.ruleChoices.filter((r) => t.rules.includes(r));
    case 'options':
      return [...t.options].sort();
    case 'placement':
      return i.ball ? (t.placed[i.ball] ?? null) : null;
  }
}

/** Whether two items of one question (one per edition) have the same answer. */
export const sameAnswer = (a: QuizItem, b: QuizItem): boolean => JSON.stringify(asked(a)) === JSON.stringify(asked(b));

function decision(r: Ruling, other: Ruling): EditionDecision {
  return {
    foul: r.foul,
    fouls: [...r.fouls],
    over: Boolean(r.result),
    winner: r.result?.winner ?? null,
    next: r.next,
    cueBall: r.cueBall,
    options: [...r.options],
    spotted: [...r.spotted],
    score: r.score ? { ...r.score } : null,
    rerack: r.rerack,
    rules: citedOnlyBy(r, other),
  };
}

const lastRuling = (spec: QuestionSpec, variant: number, edition: Edition): Ruling => {
  const doc = variantDoc(spec.id, { ...spec.doc, edition }, spec.vary, variant);
  return referee(doc).rulings.at(-1) as Ruling;
};

/**
 * The current-rules item of one variant, or null when the current rules refuse the log. A paragraph
 * question asks for the paragraph its 1999 entry asks for while the current ruling still cites it;
 * else for the first current paragraph the ruling cites (the one that replaced it).
 */
function currentItem(spec: QuestionSpec, old: QuizItem, pool: readonly string[]): QuizItem | null {
  const build = (rules?: string[]) =>
    buildItem(
      {
        ...spec,
        doc: { ...spec.doc, edition: 'wpa-current' },
        ...(rules ? { expect: { ...spec.expect, rules } } : {}),
      },
      old.variant,
      pool,
    );
  try {
    const item = build();
    if (spec.kind !== 'rule') return item;
    const asked = old.ruleChoices.find((r) => old.truth.rules.includes(r));
    const replaced = item.truth.rules.find((r) => r.startsWith('wpa-'));
    if (asked && item.truth.rules.includes(asked)) return build([asked]);
    return replaced ? build([replaced]) : item;
  } catch {
    return null;
  }
}

export interface Pools {
  /** the 1999 paragraphs (`ruleIds()`): a 1999 entry's wrong choices, unchanged by the editions */
  readonly wpa1999: readonly string[];
  /** the same and the current paragraphs: a current entry's */
  readonly current: readonly string[];
}

/**
 * One question's entries, every variant (`items[n]` is variant n under 1999, as `buildAll` builds
 * it). `adjust` applies what the caller changes in each item (a generated contact question's verdict).
 * The question's standing is decided on all its variants: if any differs, each variant gets two entries.
 */
export function editionEntries(
  spec: QuestionSpec,
  items: readonly QuizItem[],
  pools: Pools,
  adjust: (item: QuizItem) => QuizItem = (x) => x,
): EditionEntry[] {
  if (!hasEditions(spec.doc.game)) return items.map((item) => ({ item, editions: BOTH }));
  const current = items.map((old) => {
    const c = currentItem(spec, old, pools.current);
    return c ? adjust(c) : null;
  });
  if (current.some((c) => c === null)) return items.map((item) => ({ item, editions: ['wpa-1999'] }));
  const now = current as QuizItem[];
  const differs = items.some((a, n) => !sameAnswer(a, now[n] as QuizItem));
  if (!differs)
    return items.map((item, n) => {
      const c = now[n] as QuizItem;
      const same =
        JSON.stringify([item.truth.says, item.truth.rules]) === JSON.stringify([c.truth.says, c.truth.rules]);
      return same ? { item, editions: BOTH } : { item, editions: BOTH, current: c };
    });
  return items.flatMap((item, n) => {
    const c = now[n] as QuizItem;
    const r1999 = lastRuling(spec, n, 'wpa-1999');
    const rNow = lastRuling(spec, n, 'wpa-current');
    const base = {
      fields: differingFields(r1999, rNow),
      rulings: { 'wpa-1999': decision(r1999, rNow), 'wpa-current': decision(rNow, r1999) },
    };
    return [
      { item, editions: ['wpa-1999'], change: { asks: 'wpa-1999', ...base } },
      {
        item: { ...c, id: `${c.id}${CURRENT_SUFFIX}` },
        editions: ['wpa-current'],
        change: { asks: 'wpa-current', ...base },
      },
    ] satisfies EditionEntry[];
  });
}
