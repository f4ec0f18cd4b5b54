/**
 * Rendering one language's explanation of a ruling. Separate from index.ts so that a page can load
 * the words of its own language only (the table island does).
 */
import type { Ruling } from '../../core/rules/shared.ts';
import { type CiteLang, ruleLabel } from './cite.ts';
import type { RulingTexts, RulingWords } from './types.ts';

/** What an explanation is rendered from: a ruling, or the quiz's truth about one. */
export type Sayings = Pick<Ruling, 'says' | 'rules'>;

/** One language's texts and words. */
export interface RulingLanguage {
  readonly lang: CiteLang;
  readonly texts: RulingTexts;
  readonly words: RulingWords;
}

/** The clauses in order, then the rules cited: "… (Rules 3.20, 4.14.)". */
export function explainIn({ lang, texts, words }: RulingLanguage, r: Sayings): string {
  let out = '';
  for (const s of r.says) out += (out ? ' ' : '') + (texts[s.code] as (p: unknown) => string)(s.params);
  const labels = r.rules.map((id) => ruleLabel(id, lang)).join(', ');
  return `${out}${out ? ' ' : ''}${words.rules(labels)}`;
}
