import type { RuleText } from './extract.ts';
import { ruleLocation, ruleTextsUrl } from './href.ts';

/**
 * Rule texts on demand: one small JSON file per rule page and language, built from the page's
 * MDX (src/pages/[lang]/rule-texts/[page].json.ts), fetched the first time a paragraph of that
 * page is opened and kept for the rest of the visit. Nothing of the rules is in the bundle.
 */
const pages = new Map<string, Promise<Record<string, RuleText>>>();

function pageTexts(lang: string, page: string): Promise<Record<string, RuleText>> {
  const key = `${lang}/${page}`;
  let p = pages.get(key);
  if (!p) {
    p = fetch(ruleTextsUrl(lang, page)).then((r) => {
      if (!r.ok) throw new Error(`${r.status}`);
      return r.json() as Promise<Record<string, RuleText>>;
    });
    // A failed fetch is not kept: the next opening tries again.
    p.catch(() => pages.delete(key));
    pages.set(key, p);
  }
  return p;
}

/** The text of a cited rule (`3.10`, `six-ball/8.4`) in a language; null when the page has no such paragraph. */
export async function loadRuleText(lang: string, id: string): Promise<RuleText | null> {
  const at = ruleLocation(id);
  if (!at) return null;
  return (await pageTexts(lang, at.page))[at.anchor] ?? null;
}
