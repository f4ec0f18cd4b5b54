import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { glossaryTerms, searchTermsByParagraph, spellings, withSearchTerms } from './search-terms.ts';

const glossary = (lang: 'ru' | 'en') =>
  glossaryTerms(readFileSync(new URL(`../../content/docs/${lang}/rules/glossary.mdx`, import.meta.url), 'utf8'), lang);

describe('search words from the glossary', () => {
  test.each([
    ['push-out', ['push-out', 'push out', 'pushout']],
    ['push out', ['push out', 'push-out', 'pushout']],
    ['пуш-аут', ['пуш-аут', 'пуш аут', 'пушаут']],
    ['cue ball in hand', ['cue ball in hand']],
    ['', []],
  ])('%j is spelt %j', (variant, out) => {
    expect(spellings(variant)).toEqual(out);
  });

  test.each([
    ['en', ['push-out', 'push out', 'пуш-аут']],
    ['ru', ['пуш-аут', 'пуш аут', 'push-out', 'push out']],
  ] as const)('%s: the push out is found at nine-ball 5.6 by %j', (lang, words) => {
    const at = searchTermsByParagraph(glossary(lang)).get('nine-ball#rule-5-6');
    const all = [...(at?.own ?? []), ...(at?.other ?? [])].map((x) => x.toLowerCase());
    for (const w of words) expect(all).toContain(w);
    // each language's words apart: the other language's are marked as such on the page
    expect(at?.other.some((w) => /[а-яё]/i.test(w))).toBe(lang === 'en');
  });

  test('every glossary entry has a name and both languages list the same entries', () => {
    const [en, ru] = [glossary('en'), glossary('ru')];
    expect(en.length).toBeGreaterThan(100);
    expect(en.map((t) => t.id).sort()).toEqual(ru.map((t) => t.id).sort());
    for (const t of en) expect(t.variants.length).toBeGreaterThan(0);
  });

  test('the words go inside the heading’s wrapper, hidden, only for the paragraphs a term points to', () => {
    const html =
      '<div class="sl-heading-wrapper level-h2"><h2 id="rule-5-6">5.6 Push out</h2><a class="sl-anchor-link" href="#rule-5-6"></a></div><p>x</p>' +
      '<div class="sl-heading-wrapper level-h2"><h2 id="rule-5-7">5.7 Fouls</h2></div>';
    const words = new Map([['nine-ball#rule-5-6', { own: ['push-out', 'a<b'], other: ['пуш-аут'] }]]);
    const out = withSearchTerms(html, 'nine-ball', 'en', words);
    expect(out).toContain(
      '5.6 Push out</h2><span class="pt-search-terms" hidden>push-out, a&lt;b. </span><span class="pt-search-terms" lang="ru" hidden>пуш-аут. </span><a',
    );
    expect(out.match(/pt-search-terms/g)).toHaveLength(2);
  });
});
