/**
 * The WPA rule paragraphs as the rule pages number them: id -> title (per language) and the
 * permanent link `/{lang}/rules/{page}/#rule-x-y`. Read from the MDX headings at build time, so a
 * question can only cite a paragraph that exists on the site. A recreational game's paragraphs are
 * numbered on its own page and cited as `<game-id>/<n>` (`six-ball/8.4`).
 */
import { GAMES } from '../core/rules/games.ts';
import type { Lang } from '../i18n/paths.ts';
import { ruleLabel } from '../i18n/rulings/cite.ts';
import { ruleHref, SECTION_PAGES } from '../ui/rules/href.ts';

/** The pages read: the WPA section pages and every game's (the lag's is a WPA one: general). */
const PAGES = new Set([...Object.values(SECTION_PAGES), ...GAMES.map((g) => g.rules.page)]);

const pageOf = (path: string): string => (path.split('/').pop() as string).replace(/\.mdx$/, '');

const SOURCES = Object.fromEntries(
  Object.entries(
    import.meta.glob('../content/docs/*/rules/*.mdx', { eager: true, query: '?raw', import: 'default' }) as Record<
      string,
      string
    >,
  ).filter(([path]) => PAGES.has(pageOf(path))),
);

/** The current WPA Rules of Play (`wpa-current` rulings cite `wpa-6.10`): `### WPA 2016 6.10 Title`. */
const CURRENT_SOURCES = import.meta.glob('../content/docs/*/rules/current/*.mdx', {
  eager: true,
  query: '?raw',
  import: 'default',
}) as Record<string, string>;
const CURRENT_HEADING = /^#{2,4} WPA 2016 (\d+(?:\.\d+)*) (.+)$/gm;

function currentTitles(lang: Lang): Map<string, string> {
  const out = new Map<string, string>();
  for (const [path, text] of Object.entries(CURRENT_SOURCES))
    if (path.includes(`/docs/${lang}/`))
      for (const m of text.matchAll(CURRENT_HEADING)) out.set(`wpa-${m[1]}`, (m[2] as string).trim());
  return out;
}
const currentCache = new Map<Lang, Map<string, string>>();
const currentMap = (lang: Lang) => {
  let m = currentCache.get(lang);
  if (!m) {
    m = currentTitles(lang);
    currentCache.set(lang, m);
  }
  return m;
};

/** Every current paragraph with a heading (`wpa-6.10`): the wrong choices of a question asked under `wpa-current`. */
export const currentRuleIds = (): string[] => [...currentMap('en').keys()];

/** Rule id's first number -> the page it lives on (one table, shared with the rule pop-overs). */
const RULE_PAGES = SECTION_PAGES;

export interface RuleRef {
  id: string;
  /** the id as users read it: "Cowboy 5.2" / «Ковбой» 5.2 for a game's own paragraph, 3.19 for WPA */
  label: string;
  title: string;
  href: string;
}

const HEADING = /^#{2,4} (\d+(?:\.\d+)+) (.+)$/gm;
/** A game page's sections: `## 6 Scoring`, `### 8.4 Three consecutive fouls`. */
const GAME_HEADING = /^#{2,4} (\d+(?:\.\d+)*) (.+)$/gm;

const WPA_PAGES = new Set(Object.values(RULE_PAGES));

function titles(lang: Lang): Map<string, string> {
  const out = new Map<string, string>();
  for (const [path, text] of Object.entries(SOURCES)) {
    if (!path.includes(`/docs/${lang}/`)) continue;
    const page = pageOf(path);
    if (WPA_PAGES.has(page)) {
      for (const m of text.matchAll(HEADING)) out.set(m[1] as string, (m[2] as string).trim());
    } else {
      for (const m of text.matchAll(GAME_HEADING)) out.set(`${page}/${m[1]}`, (m[2] as string).trim());
    }
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
  if (id.startsWith('wpa-')) {
    const current = currentMap(lang);
    // `wpa-3.3` is cited for 3.3(d)–(f); a paragraph without its own heading takes its parent's
    for (let parts = id.slice(4).split('.'); parts.length >= 1; parts = parts.slice(0, -1)) {
      const key = `wpa-${parts.join('.')}`;
      const title = current.get(key);
      const href = ruleHref(lang, key);
      if (title && href) return { id, label: ruleLabel(id, lang), title, href };
    }
    return null;
  }
  const map = titleMap(lang);
  const slash = id.indexOf('/');
  if (slash > 0) {
    const game = id.slice(0, slash);
    for (let parts = id.slice(slash + 1).split('.'); parts.length >= 1; parts = parts.slice(0, -1)) {
      const key = parts.join('.');
      const title = map.get(`${game}/${key}`);
      if (title)
        return {
          id,
          label: ruleLabel(id, lang),
          title,
          href: `/${lang}/rules/${game}/#rule-${key.replaceAll('.', '-')}`,
        };
    }
    return null;
  }
  for (let parts = id.split('.'); parts.length >= 2; parts = parts.slice(0, -1)) {
    const key = parts.join('.');
    const title = map.get(key);
    const page = RULE_PAGES[parts[0] as string];
    if (title && page)
      return { id, label: id, title, href: `/${lang}/rules/${page}/#rule-${key.replaceAll('.', '-')}` };
  }
  return null;
}
