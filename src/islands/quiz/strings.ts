/** UI strings of the quiz islands: the page passes the `quiz.*` entries of its language. */
import { pluralize } from '../../i18n/plural.ts';

export type Strings = Readonly<Record<string, string>>;

/**
 * `t('quiz.ball', { n: 3 })` -> "the 3"; a count takes its language's plural form (`{n, plural, one
 * {# question} other {# questions}}`, src/i18n/plural.ts, by the strings' `quiz.locale`); a missing
 * key shows itself (caught by the i18n test).
 */
export function tr(t: Strings, key: string, params: Readonly<Record<string, string | number>> = {}): string {
  const s = pluralize(t['quiz.locale'] ?? 'en', t[key] ?? key, params);
  return s.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}

export const capitalize = (s: string): string => (s ? s[0]?.toUpperCase() + s.slice(1) : s);

/** Strings whose keys start with `quiz.` (what a quiz page hands to its island). */
export function quizStrings(all: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(all).filter(([k]) => k.startsWith('quiz.')));
}
