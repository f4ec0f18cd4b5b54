import { describe, expect, it } from 'vitest';
import { appSections, sectionHref, sectionOf } from './app-sections.ts';

describe('the header sections', () => {
  it.each([
    ['/en/rules/nine-ball/', 'rules'],
    ['/ru/table/', 'table'],
    ['/en/s/', 'table'],
    ['/en/trainer/', 'trainer'],
    ['/ru/match/', 'match'],
    ['/ru/exam/', 'exam'],
    ['/en/progress/', 'progress'],
    ['/en/', null],
    ['/', null],
  ])('%s is in %s', (path, section) => {
    expect(sectionOf(path)).toBe(section);
  });

  it('links each section in the page language and marks the current one', () => {
    const links = appSections('ru', '/ru/trainer/', (k) => `[${k}]`);
    expect(links.map((l) => l.href)).toEqual([
      '/ru/rules/general/',
      '/ru/table/',
      '/ru/match/',
      '/ru/trainer/',
      '/ru/exam/',
      '/ru/progress/',
    ]);
    expect(links.filter((l) => l.current).map((l) => l.section)).toEqual(['trainer']);
    expect(links[0]?.label).toBe('[nav.rules]');
    expect(sectionHref('en', 'exam')).toBe('/en/exam/');
  });
});
