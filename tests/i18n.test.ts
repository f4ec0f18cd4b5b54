import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

const strings = (lang: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../src/content/i18n/${lang}.json`, import.meta.url), 'utf8'));

describe('UI strings', () => {
  const en = strings('en');
  const ru = strings('ru');
  const ours = (s: Record<string, string>) =>
    Object.keys(s)
      .filter((k) => !k.startsWith('pagefind.') && !k.startsWith('search.'))
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
});
