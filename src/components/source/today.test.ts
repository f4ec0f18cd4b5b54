import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { certaintyOf } from '../../core/editions/differences.ts';
import { firstSentence, WORDS, withTodayTable } from './today.ts';

const read = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');

describe('1999 and today', () => {
  test.each([
    ['The current WPA rules keep it. They add more.', 'The current WPA rules keep it.'],
    ['Rule 6.7 (the same). Next.', 'Rule 6.7 (the same).'],
    ['Нынешние правила WPA (6.7) иначе. Ещё «текст».', 'Нынешние правила WPA (6.7) иначе.'],
    ['One sentence only', 'One sentence only'],
    ['See rule 4.8 for it. Then', 'See rule 4.8 for it.'],
  ])('the first sentence of %j is %j', (text, first) => {
    expect(firstSentence(text)).toBe(first);
  });

  const aside = (text: string) =>
    `<aside aria-label="Current WPA rules" class="starlight-aside starlight-aside--tip"><p class="starlight-aside__title">Current WPA rules</p><div class="starlight-aside__content"><p>${text}</p></div></aside>`;
  const page = [
    '<p>Intro.</p>',
    '<div class="sl-heading-wrapper level-h2"><h2 id="rule-6-1">6.1 A</h2></div><p>a</p>',
    aside('Today it is <a href="#x">different</a>. More.'),
    '<div class="sl-heading-wrapper level-h2"><h2 id="simplified">Short rules</h2></div>',
    aside('Also here.'),
  ].join('');

  test('one row per note, linked to its rule and to the note, placed before the first heading', () => {
    const { html, rows } = withTodayTable(page, 'en');
    expect(rows).toEqual([
      { anchor: 'rule-6-1', id: 'today-1', summary: 'Today it is different.', certainty: 'reported' },
      { anchor: undefined, id: 'today-2', summary: 'Also here.', certainty: 'reported' },
    ]);
    expect(html.indexOf('class="pt-today"')).toBeGreaterThan(html.indexOf('Intro.'));
    expect(html.indexOf('class="pt-today"')).toBeLessThan(html.indexOf('sl-heading-wrapper'));
    expect(html).toContain('<a href="#rule-6-1">6.1</a>');
    expect(html).toContain('<aside id="today-1" aria-label="Current WPA rules"');
    expect(html).toContain('reported, not verified');
  });

  test.each([
    ['rule-4-5', 'verified', 'checked against the 2016 text'],
    ['rule-4-6', 'unverified', 'unconfirmed: sources disagree'],
    ['rule-5-2', 'partly-verified', 'partly checked'],
    ['rule-6-7-2', 'verified-by-absence', 'checked: not in the current list'],
    ['rule-5-10', 'verified-2008', 'checked against the 2008 text'],
  ])('a note under %s says how sure we are: %s', (anchor, certainty, label) => {
    const one = `<div class="sl-heading-wrapper level-h2"><h2 id="${anchor}">x</h2></div>${aside('Today.')}`;
    const { html, rows } = withTodayTable(one, 'en');
    expect(rows[0]?.certainty).toBe(certainty);
    expect(html).toContain(`data-certainty="${certainty}">${label}</span>`);
  });

  test('a page without such notes is left alone; the other language is not matched', () => {
    expect(withTodayTable('<p>x</p>', 'en')).toEqual({ html: '<p>x</p>', rows: [] });
    expect(withTodayTable(page, 'ru').rows).toEqual([]);
  });

  const NOTE = { en: `:::tip[${WORDS.en.label}]`, ru: `:::tip[${WORDS.ru.label}]` } as const;
  test.each(
    (['en', 'ru'] as const).flatMap((lang) =>
      ['eight-ball', 'nine-ball', 'straight-pool'].map((page) => [lang, page] as const),
    ),
  )('%s %s: every "Current WPA rules" note sits under a paragraph with a known difference', (lang, page) => {
    let rule: string | undefined;
    const orphans: string[] = [];
    let notes = 0;
    for (const line of read(`src/content/docs/${lang}/rules/${page}.mdx`).split('\n')) {
      const h = /^#{2,4} (\d+(?:\.\d+)+)\s/.exec(line);
      if (/^#{2,4} /.test(line)) rule = h?.[1];
      if (line.startsWith(NOTE[lang])) {
        notes += 1;
        if (!rule || !certaintyOf(rule)) orphans.push(rule ?? '(no paragraph)');
      }
    }
    expect(notes).toBeGreaterThan(3);
    expect(orphans).toEqual([]);
  });
});
