import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { OVERRIDES } from '../../core/editions/overrides.ts';
import { plainText, ruleParagraphs } from './extract.ts';
import { ruleHref, ruleLocation, ruleTextsUrl } from './href.ts';

const page = (lang: string, slug: string) =>
  readFileSync(new URL(`../../content/docs/${lang}/rules/${slug}.mdx`, import.meta.url), 'utf8');

describe('rule paragraphs from the MDX source', () => {
  test('headings with a number; text up to the next heading; boxes and components left out', () => {
    const mdx = [
      "import Table from './Table.astro';",
      '## 3.9 Old rule',
      'Before.',
      '## 3.10 Cue ball in *hand*',
      '',
      'First [paragraph](/en/rules/glossary/#term-kitchen) with **bold**.',
      'Same paragraph.',
      '',
      ':::note[Editorial note]',
      'Not the rule.',
      ':::',
      '',
      '<Table scenario="v1.x" />',
      '- one',
      '- two',
      '  continued',
      '### 3.10.1 Sub',
      'Sub text.',
      '## Glossary',
      'Not a rule.',
    ].join('\n');
    expect(ruleParagraphs(mdx)).toEqual({
      'rule-3-9': { number: '3.9', title: 'Old rule', text: ['Before.'] },
      'rule-3-10': {
        number: '3.10',
        title: 'Cue ball in hand',
        text: ['First paragraph with bold. Same paragraph.', '• one', '• two continued'],
      },
      'rule-3-10-1': { number: '3.10.1', title: 'Sub', text: ['Sub text.'] },
    });
  });
  test('plain text keeps the words of links and drops marks', () => {
    expect(plainText('A [foul](/x) on *the* `8`, \\*not\\* <b>bold</b>')).toBe('A foul on the 8, *not* bold');
  });
  test.each([
    [
      'en',
      'general',
      'rule-3-10',
      /^The incoming player may place the cue ball anywhere in the kitchen|This rule applies/,
    ],
    ['ru', 'general', 'rule-3-10', /./],
    ['en', 'referee', 'rule-2-21', /warn him before the shot/],
    ['ru', 'straight-pool', 'rule-6-7-3', /./],
    ['en', 'six-ball', 'rule-8-1', /./],
    ['en', 'current/general', 'wpa-6-10', /head string/],
    ['ru', 'current/straight-pool', 'wpa-4-11', /./],
  ])('the real %s %s page has %s with its text', (lang, slug, anchor, re) => {
    const rules = ruleParagraphs(page(lang, slug));
    const r = rules[anchor];
    expect(r?.text.length).toBeGreaterThan(0);
    expect(r?.text.join(' ')).toMatch(re);
    expect(r?.text.join(' ')).not.toMatch(/\]\(|:::|<[A-Z]/);
  });
  test('every rule the referee can cite on the general and referee pages has a text in both languages', () => {
    for (const lang of ['en', 'ru']) {
      const general = ruleParagraphs(page(lang, 'general'));
      for (let n = 1; n <= 43; n++) expect(general[`rule-3-${n}`]?.text.length, `${lang} 3.${n}`).toBeGreaterThan(0);
    }
  });
});

describe('where a cited rule lives', () => {
  test.each([
    ['3.10', 'general', 'rule-3-10'],
    ['2.21', 'referee', 'rule-2-21'],
    ['six-ball/8.4', 'six-ball', 'rule-8-4'],
    ['wpa-6.10', 'current/general', 'wpa-6-10'],
    ['wpa-6', 'current/general', 'wpa-6'],
    ['wpa-1.12', 'current/general', 'wpa-1-12'],
    ['wpa-2.9', 'current/nine-ball', 'wpa-2-9'],
    ['wpa-3.3', 'current/eight-ball', 'wpa-3-3'],
    ['wpa-4.11', 'current/straight-pool', 'wpa-4-11'],
  ])('%s', (id, p, anchor) => {
    expect(ruleLocation(id)).toMatchObject({ page: p, anchor });
    if (id.startsWith('wpa-')) expect(ruleLocation(id)?.number).toBe(`WPA 2016 ${id.slice(4)}`);
    expect(ruleHref('ru', id)).toBe(`/ru/rules/${p}/#${anchor}`);
  });
  test('the texts of a current page are one file per page', () => {
    expect(ruleTextsUrl('en', 'current/general')).toBe('/en/rule-texts/current-general.json');
    expect(ruleTextsUrl('ru', 'general')).toBe('/ru/rule-texts/general.json');
  });
  test('every current paragraph the referee cites has a text in both languages', () => {
    for (const lang of ['en', 'ru'])
      for (const id of Object.values(OVERRIDES).flatMap((o) => [...o.current])) {
        const at = ruleLocation(id);
        expect(at, id).not.toBeNull();
        if (at) expect(ruleParagraphs(page(lang, at.page))[at.anchor]?.title, `${lang} ${id}`).toBeTruthy();
      }
  });
  test('unknown pages and odd ids have none', () => {
    expect(ruleLocation('snooker/1')).toBeNull();
    expect(ruleLocation('3.x"><b>')).toBeNull();
    expect(ruleLocation('wpa-5.1')).toBeNull();
    expect(ruleLocation('wpa-6.x')).toBeNull();
  });
});
