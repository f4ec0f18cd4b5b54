import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { builtPages, langOf } from './built-site';

/** No page shows a UI string of the other language (the language switch names languages by design). */
const strings = (lang: string): string[] =>
  Object.values(JSON.parse(readFileSync(new URL(`../../src/content/i18n/${lang}.json`, import.meta.url), 'utf8')));

describe('UI language of every page', () => {
  const other = { ru: strings('en'), en: strings('ru') } as const;
  const pages = builtPages().filter((p) => langOf(p.path));
  test.each(pages.map((p) => [p.path, p]))('%s speaks one language', (path, page) => {
    const lang = langOf(path) as 'ru' | 'en';
    expect(page.html).toMatch(new RegExp(`<html[^>]*lang="${lang}"`));
    const shown = other[lang].filter((s) => !s.includes('[') && page.html.includes(`>${s}<`));
    expect(shown).toEqual([]);
  });
});
