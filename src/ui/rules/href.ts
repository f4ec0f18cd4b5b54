import { GAMES } from '../../core/rules/games.ts';
import { isGameId } from '../../core/vocabulary/index.ts';

/**
 * Where a cited rule lives. The referee cites `3.38` (a numbered WPA section: the section's
 * page) or `six-ball/8.4` (a game's own numbering: that game's page). The anchor comes from the
 * number (`rule-3-38`), the same in both languages (src/markdown/rule-anchors.mjs).
 */
export const SECTION_PAGES: Readonly<Record<string, string>> = {
  '1': 'tournament',
  '2': 'referee',
  '3': 'general',
  '7': 'wheelchair',
  // 4 eight-ball, 5 nine-ball, 6 straight-pool: a game whose rules are a WPA section
  ...Object.fromEntries(GAMES.flatMap((g) => (g.rules.section === null ? [] : [[g.rules.section, g.rules.page]]))),
};

/**
 * The current WPA Rules of Play (the `wpa-current` edition) cite `wpa-6.10`: sections 1, 6 and 8 are
 * on the current general page, 2 nine-ball, 3 eight-ball, 4 14.1. Anchor `wpa-6-10`.
 */
const CURRENT_SECTION_PAGES: Readonly<Record<string, string>> = {
  '1': 'current/general',
  '2': 'current/nine-ball',
  '3': 'current/eight-ball',
  '4': 'current/straight-pool',
  '6': 'current/general',
  '8': 'current/general',
};

export interface RuleLocation {
  /** The rule page's slug under /{lang}/rules/. */
  readonly page: string;
  /** The heading's id on that page: `rule-3-38`. */
  readonly anchor: string;
  /** The number as printed: `3.38`; a current paragraph `WPA 2016 6.10`, never a bare number. */
  readonly number: string;
}

/** `3.38` -> general / rule-3-38; `six-ball/8.4` -> six-ball / rule-8-4; `wpa-6.10` -> current/general /
 * wpa-6-10; anything else -> null. */
export function ruleLocation(id: string): RuleLocation | null {
  if (id.startsWith('wpa-')) {
    const number = id.slice(4);
    const page = CURRENT_SECTION_PAGES[number.split('.')[0] ?? ''];
    if (!page || !/^\d+(\.\d+)*$/.test(number)) return null;
    return { page, anchor: `wpa-${number.replace(/\./g, '-')}`, number: `WPA 2016 ${number}` };
  }
  const slash = id.indexOf('/');
  const page = slash > 0 ? id.slice(0, slash) : SECTION_PAGES[id.split('.')[0] ?? ''];
  const number = slash > 0 ? id.slice(slash + 1) : id;
  if (!page || (slash > 0 && !isGameId(page)) || !/^\d+(\.\d+)*$/.test(number)) return null;
  return { page, anchor: `rule-${number.replace(/\./g, '-')}`, number };
}

/** `3.38` -> `/en/rules/general/#rule-3-38`; `six-ball/8.4` -> `/en/rules/six-ball/#rule-8-4`;
 * `wpa-6.10` -> `/en/rules/current/general/#wpa-6-10`. */
export function ruleHref(lang: string, id: string): string | null {
  const at = ruleLocation(id);
  return at ? `/${lang}/rules/${at.page}/#${at.anchor}` : null;
}

/** The build-time file with the texts of one rule page's numbered paragraphs (`current/general` -> `current-general.json`). */
export const ruleTextsUrl = (lang: string, page: string): string =>
  `/${lang}/rule-texts/${page.replace('/', '-')}.json`;
