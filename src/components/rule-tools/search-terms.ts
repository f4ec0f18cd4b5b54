/**
 * Search that finds rules the way people type them: every glossary term's variants (its name, the
 * variants the glossary lists, the other language's words), with the hyphen and space spellings of
 * each ("push out", "push-out", "pushout"), are indexed with the paragraphs the term's entry points
 * to — as text the search index reads and the page does not show (`hidden`, so no screen reader
 * reads it either).
 */

export interface GlossaryTerm {
  /** `term-push-out` */
  readonly id: string;
  /** the page language's words for the term: its name and listed variants, in every spelling */
  readonly variants: readonly string[];
  /** the other language's words (`Russian: пуш-аут` on an English page), in every spelling */
  readonly other: readonly string[];
  /** the rule paragraphs the entry links: `nine-ball#rule-5-6` */
  readonly targets: readonly string[];
}

const ALSO = { en: /Also: ([^<]*?)\.(?:\s|$)/, ru: /Варианты: ([^<]*?)\.(?:\s|$)/ } as const;
const OTHER = /<span lang="(?:ru|en)">([^<]*)<\/span>/g;
const TERM = /<dt id="(term-[\w-]+)">([\s\S]*?)<\/dt>\s*<dd>([\s\S]*?)<\/dd>/g;

const strip = (s: string): string =>
  s
    .replace(/<[^>]+>/g, '')
    .replace(/[«»“”"()]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A variant with its hyphen and space spellings: `push-out` -> push-out, push out, pushout; `push out` -> push-out too. */
export function spellings(variant: string): string[] {
  const v = variant.trim();
  if (!v) return [];
  const out = [v];
  if (v.includes('-')) out.push(v.replaceAll('-', ' '), v.replaceAll('-', ''));
  const words = v.split(' ');
  if (words.length === 2) out.push(words.join('-'), words.join(''));
  return [...new Set(out)];
}

/** Every spelling of some names, once each whatever its case. */
function allSpellings(names: readonly string[], seen = new Set<string>()): string[] {
  return names
    .map(strip)
    .flatMap(spellings)
    .filter((v) => !seen.has(v.toLowerCase()) && seen.add(v.toLowerCase()));
}

/** The terms of a glossary page's source (MDX), in its language. */
export function glossaryTerms(source: string, lang: 'ru' | 'en'): GlossaryTerm[] {
  return [...source.matchAll(TERM)].map((m) => {
    const [, id, dt, dd] = m as unknown as [string, string, string, string];
    const also = (ALSO[lang].exec(dd)?.[1] ?? '').split(/[,;]/);
    const other = [...dd.matchAll(OTHER)].flatMap((o) => (o[1] ?? '').split(/[,;]/));
    const targets = [...dd.matchAll(/href="\/(?:ru|en)\/rules\/([\w-]+)\/#(rule-[\w-]+)"/g)].map(
      (t) => `${t[1]}#${t[2]}`,
    );
    return { id, variants: allSpellings([strip(dt), ...also]), other: allSpellings(other), targets };
  });
}

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The words a paragraph is found by: the page language's, and the other language's. */
export interface SearchWords {
  readonly own: readonly string[];
  readonly other: readonly string[];
}

/** `page#anchor` -> the words the search should find that paragraph by. */
export function searchTermsByParagraph(terms: readonly GlossaryTerm[]): Map<string, SearchWords> {
  const out = new Map<string, { own: string[]; other: string[] }>();
  const add = (held: string[], words: readonly string[]) => {
    const lower = new Set(held.map((w) => w.toLowerCase()));
    held.push(...words.filter((w) => !lower.has(w.toLowerCase())));
  };
  for (const t of terms)
    for (const at of t.targets) {
      const held = out.get(at) ?? { own: [], other: [] };
      add(held.own, t.variants);
      add(held.other, t.other);
      out.set(at, held);
    }
  return out;
}

const WRAPPER_END = /(<div class="sl-heading-wrapper level-h\d"><h\d id="(rule-[\w-]+)"[\s\S]*?<\/h\d>)/g;

/**
 * `html` with each paragraph's search words in its heading's wrapper, after the heading, hidden from
 * view: the page language's words, then the other language's marked with their language. Each list
 * ends with a full stop and a space, so the words after it (the flip button's) stay words of their own.
 */
export function withSearchTerms(
  html: string,
  page: string,
  lang: 'ru' | 'en',
  words: ReadonlyMap<string, SearchWords>,
): string {
  const otherLang = lang === 'en' ? 'ru' : 'en';
  return html.replace(WRAPPER_END, (whole: string, _h: string, anchor: string) => {
    const w = words.get(`${page}#${anchor}`);
    if (!w) return whole;
    const own = w.own.length ? `<span class="pt-search-terms" hidden>${esc(w.own.join(', '))}. </span>` : '';
    const other = w.other.length
      ? `<span class="pt-search-terms" lang="${otherLang}" hidden>${esc(w.other.join(', '))}. </span>`
      : '';
    return whole + own + other;
  });
}
