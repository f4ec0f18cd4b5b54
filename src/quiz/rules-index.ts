/**
 * The WPA rule paragraphs as the rule pages number them: id -> title (per language) and the
 * permanent link `/{lang}/rules/{page}/#rule-x-y`. Read from the MDX headings at build time, so a
 * question can only cite a paragraph that exists on the site.
 */
import type { Lang } from '../i18n/paths.ts';

const SOURCES = import.meta.glob(
  [
    '../content/docs/*/rules/general.mdx',
    '../content/docs/*/rules/tournament.mdx',
    '../content/docs/*/rules/referee.mdx',
    '../content/docs/*/rules/eight-ball.mdx',
    '../content/docs/*/rules/nine-ball.mdx',
    '../content/docs/*/rules/straight-pool.mdx',
  ],
  { eager: true, query: '?raw', import: 'default' },
) as Record<string, string>;

/** Rule id's first number -> the page it lives on. */
export const RULE_PAGES: Record<string, string> = {
  '1': 'tournament',
  '2': 'referee',
  '3': 'general',
  '4': 'eight-ball',
  '5': 'nine-ball',
  '6': 'straight-pool',
};

export interface RuleRef {
  id: string;
  title: string;
  href: string;
}

const HEADING = /^#{2,4} (\d+(?:\.\d+)+) (.+)$/gm;

function titles(lang: Lang): Map<string, string> {
  const out = new Map<string, string>();
  for (const [path, text] of Object.entries(SOURCES)) {
    if (!path.includes(`/docs/${lang}/`)) continue;
    for (const m of text.matchAll(HEADING)) out.set(m[1] as string, (m[2] as string).trim());
  }
  return out;
}

const cache = new Map<Lang, Map<string, string>>();
const titleMap = (lang: Lang) => {
  let m = cache.get(lang);
  if (!m) {
    m = titles(lang);
    cache.set(lang, m);
  }
  return m;
};

/** Every rule id with a heading (both languages have the same ids: parity is tested by the site). */
export const ruleIds = (): string[] => [...titleMap('en').keys()];

/** The paragraph itself or, failing that, the nearest parent that has a heading. */
export function ruleRef(id: string, lang: Lang): RuleRef | null {
  const map = titleMap(lang);
  for (let parts = id.split('.'); parts.length >= 2; parts = parts.slice(0, -1)) {
    const key = parts.join('.');
    const title = map.get(key);
    const page = RULE_PAGES[parts[0] as string];
    if (title && page) return { id, title, href: `/${lang}/rules/${page}/#rule-${key.replaceAll('.', '-')}` };
  }
  return null;
}
