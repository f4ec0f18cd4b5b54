import { describe, expect, test } from 'vitest';
import { panelHtml, rangesFor, sourceNumber, withSourcePanels } from './panels.ts';

describe('source panels', () => {
  test.each([
    ['6.6 .НАЧАЛЬНОЕ РАЗБИТИЕ', '6.6'],
    ['3.10. БИТОК С РУКИ', '3.10'],
    ['1. Игрок, правильно забивший шар', undefined],
    ['ПИРАМИДА', undefined],
    ['  8. 4 Три фола', '8.4'],
  ])('the number the source gives %j is %j', (line, number) => {
    expect(sourceNumber(line)).toBe(number);
  });

  const coverage = [
    { lines: [3, 4] as const, page: 'p', anchor: 'rule-1-2' },
    { lines: [1, 1] as const, page: 'p', anchor: 'rule-1-2' },
    { lines: [5, 5] as const, page: 'q', anchor: 'rule-1-2' },
    { lines: [6, 6] as const, dropped: 'a stray line' },
  ];
  const source = ['1.2. ЗАГОЛОВОК', '', 'Текст <правила>', '', 'чужая страница', 'мусор'];

  test('ranges of one page and anchor, in source order', () => {
    expect(rangesFor(coverage, 'p', 'rule-1-2')).toEqual([
      [1, 1],
      [3, 4],
    ]);
    expect(rangesFor(coverage, 'p', 'rule-9')).toEqual([]);
  });

  test('a panel shows the non-blank lines, escaped, in the source language', () => {
    const html = panelHtml('en', 'rule-1-2', rangesFor(coverage, 'p', 'rule-1-2'), source, '');
    expect(html).toContain('data-source-lines="1-1 3-4"');
    expect(html).toContain('(lines 1, 3–4)');
    expect(panelHtml('ru', 'rule-1-2', [[3, 3]], source, '')).toContain('(строка 3)');
    expect(html).toContain('<span lang="ru">Текст &lt;правила&gt;</span>');
    expect(html.match(/pt-source-line"/g)).toHaveLength(2);
    expect(html).not.toContain('Editorial changes');
  });

  test.each([
    ['no source line', [], '', 'No line of the source text maps'],
    ['another number in the source', [[1, 1]], '', 'The source numbers this paragraph 1.2.'],
    ['restored text', [[3, 3]], '<span data-edit="restored">', 'restored by the editors'],
    ['a changed ruling', [[3, 3]], '<span data-edit="changed">', 'differs from the source'],
    [
      'two editorial notes',
      [[3, 3]],
      '<span>Editorial note</span>…<span>Editorial note</span>',
      'Editorial notes in this paragraph: 2.',
    ],
  ] as const)('editorial changes: %s', (name, ranges, section, says) => {
    const anchor = name === 'another number in the source' ? 'rule-1-3' : 'rule-1-2';
    expect(panelHtml('en', anchor, ranges as unknown as [number, number][], source, section)).toContain(says);
  });

  test('a panel after every rule heading wrapper, none elsewhere', () => {
    const page =
      '<p>intro</p><div class="sl-heading-wrapper level-h2"><h2 id="rule-1-2">1.2 A</h2><a class="sl-anchor-link" href="#rule-1-2"><span>#</span></a></div><p>a</p>' +
      '<div class="sl-heading-wrapper level-h2"><h2 id="overview">B</h2><a class="sl-anchor-link"></a></div><p>b</p>';
    const out = withSourcePanels(page, 'p', 'ru', coverage, source);
    expect(out.match(/<details class="pt-source/g)).toHaveLength(1);
    expect(out).toMatch(
      /<\/a><button type="button" class="pt-flip" data-flip="rule-1-2"[^>]*hidden>EN<\/button><\/div><details class="pt-source not-content" data-source-for="rule-1-2"/,
    );
    expect(out.replace(/<details[\s\S]*?<\/details>/, '').replace(/<button[\s\S]*?<\/button>/, '')).toBe(page);
  });
});
