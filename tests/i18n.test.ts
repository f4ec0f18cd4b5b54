import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

const strings = (lang: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../src/content/i18n/${lang}.json`, import.meta.url), 'utf8'));

describe('UI strings', () => {
  const en = strings('en');
  const ru = strings('ru');
  const ours = (s: Record<string, string>) =>
    Object.keys(s)
      .filter((k) => !k.startsWith('pagefind.') && !k.startsWith('search.') && k !== 'quiz.locale')
      .sort();

  test('every string of our own exists in both languages', () => {
    expect(ours(ru)).toEqual(ours(en));
  });
  test('no string is left empty or untranslated', () => {
    for (const key of ours(en)) {
      expect(en[key]?.trim(), key).toBeTruthy();
      expect(ru[key]?.trim(), key).toBeTruthy();
      expect(ru[key], key).not.toBe(en[key]);
      expect(ru[key], key).toMatch(/[а-яё]/i);
    }
  });

  test('each file names its language for the plural rules', () => {
    expect(en['quiz.locale']).toBe('en');
    expect(ru['quiz.locale']).toBe('ru');
  });

  /** A count glued to a noun without a plural block: "{n} questions" reads "1 questions". */
  const BARE_COUNT: Record<string, RegExp> = {
    en: /\{(n|m|q|k|count|total|min)\} (questions?|answers?|points?|minutes?|balls?|events?|fouls?|results?)\b/,
    ru: /(\{(n|m|q|k|count|total|min)\}|\[COUNT\]) (вопрос|ответ|очк|шар|событ|минут|фол|результат)/,
  };

  test.each(['en', 'ru'])('%s: counts take their plural forms through Intl.PluralRules', (lang) => {
    const s = lang === 'en' ? en : ru;
    const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    for (const [key, text] of Object.entries(s)) {
      const outside = text.replace(/\{\w+, plural,(?:[^{}]|\{[^{}]*\})*\}/g, '');
      expect(outside, key).not.toMatch(BARE_COUNT[lang] as RegExp);
      for (const block of text.matchAll(/\{\w+, plural,((?:[^{}]|\{[^{}]*\})*)\}/g)) {
        const forms = [...(block[1] ?? '').matchAll(/([a-z]+) \{/g)].map((m) => m[1]).sort();
        expect(forms, key).toEqual([...categories].sort());
      }
    }
  });
});
