import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { builtPages, contentBlocks, idsOf, langOf } from './built-site';

const DOCS = resolve(import.meta.dirname, '../../src/content/docs');
/** Permanent anchors: 1999 rules, glossary terms and paragraphs of the current WPA rules. */
const ANCHOR = /^(rule|term|wpa)-/;

function slugs(lang: string): string[] {
  const walk = (dir: string, prefix = ''): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory()
        ? walk(resolve(dir, e.name), `${prefix}${e.name}/`)
        : [`${prefix}${e.name.replace(/\.mdx?$/, '')}`],
    );
  return walk(resolve(DOCS, lang)).sort();
}

describe('language parity', () => {
  test('the same pages exist in Russian and English', () => {
    expect(slugs('en')).toEqual(slugs('ru'));
  });

  const pages = builtPages();
  const byPath = new Map(pages.map((p) => [p.path, p]));
  const ruPages = pages.filter((p) => langOf(p.path) === 'ru');

  test.each(ruPages.map((p) => [p.path, p]))('%s has the same rule and term anchors as its English twin', (_p, ru) => {
    const en = byPath.get(ru.path.replace(/^\/ru\//, '/en/'));
    expect(en, 'English twin').toBeDefined();
    const anchors = (html: string) => [...idsOf(html)].filter((id) => ANCHOR.test(id)).sort();
    expect(anchors(en?.html ?? '')).toEqual(anchors(ru.html));
  });

  /**
   * Untranslated text: a block of an English page that is mostly Cyrillic, or of a Russian page
   * that is mostly Latin (names and terms quoted in the other language are short and pass).
   */
  const share = (text: string, re: RegExp) => {
    const letters = text.match(/\p{L}/gu)?.length ?? 0;
    return letters < 24 ? 0 : (text.match(re)?.length ?? 0) / letters;
  };
  test.each(pages.filter((p) => langOf(p.path)).map((p) => [p.path, p]))(
    '%s has no untranslated block',
    (path, page) => {
      const foreign = langOf(path) === 'en' ? /[а-яё]/gi : /[a-z]/gi;
      const untranslated = contentBlocks(page.html).filter((b) => share(b, foreign) > 0.5);
      expect(untranslated).toEqual([]);
    },
  );
});
