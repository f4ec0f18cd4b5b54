/**
 * The one place a ruling is put into words (docs/referee.md, "How rulings are worded"): the core
 * says codes with their data (`Ruling.says`) and cites paragraphs (`Ruling.rules`); this renders
 * them in English or Russian, for the command, the table, the trainer and the exam alike.
 */
import type { Ruling } from '../../core/rules/shared.ts';
import type { CiteLang } from './cite.ts';
import { EN } from './en.ts';
import { explainIn, type RulingLanguage, type Sayings } from './render.ts';
import { RU } from './ru.ts';

export { ruleLabel } from './cite.ts';
export type { Sayings } from './render.ts';

export type RulingLang = CiteLang;
export const RULING_LANGS = ['en', 'ru'] as const satisfies readonly RulingLang[];

const LANGUAGES: Readonly<Record<RulingLang, RulingLanguage>> = { en: EN, ru: RU };

/** A ruling's explanation in one language: its clauses, then the rules it cites ("(Rules 3.20, 4.14.)"). */
export function explain(r: Sayings, lang: RulingLang): string {
  return explainIn(LANGUAGES[lang], r);
}

/** Both languages, as the command's `explain` field: `{"en": …, "ru": …}`. */
export function explanation(r: Sayings): { en: string; ru: string } {
  return { en: explain(r, 'en'), ru: explain(r, 'ru') };
}

/** The ruling as the command prints it: `says` becomes `explain` in its place, in the languages asked. */
export function rulingOut(r: Ruling, langs: readonly RulingLang[] = RULING_LANGS): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(r)) {
    if (k !== 'says') out[k] = v;
    else {
      const words: Partial<Record<RulingLang, string>> = {};
      for (const lang of langs) words[lang] = explain(r, lang);
      out.explain = words;
    }
  }
  return out;
}
