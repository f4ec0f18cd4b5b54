import { describe, expect, test } from 'vitest';
import { localizedPath, preferredLang } from './paths';

describe('localizedPath', () => {
  test.each([
    ['/ru/rules/general/', 'en', '/en/rules/general/'],
    ['/en/', 'ru', '/ru/'],
    ['/en/rules/eight-ball/', 'en', '/en/rules/eight-ball/'],
    ['/table/', 'ru', '/ru/table/'],
  ])('%s in %s is %s', (path, lang, expected) => {
    expect(localizedPath(path, lang)).toBe(expected);
  });
});

describe('preferredLang', () => {
  test.each([
    [['en-US', 'ru'], 'en'],
    [['de-DE', 'ru-RU'], 'ru'],
    [['fr'], 'ru'],
    [[], 'ru'],
    [['EN'], 'en'],
  ])('%j prefers %s', (langs, expected) => {
    expect(preferredLang(langs)).toBe(expected);
  });
});
