import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { WORDS } from '../../src/components/source/today.ts';
import { certaintyOf } from '../../src/core/editions/differences.ts';
import { builtPages, langOf } from './built-site';

/**
 * "The source behind every paragraph": every numbered paragraph of every rule page, in both
 * languages, is followed by a collapsed source panel holding exactly the source lines the
 * coverage map gives that paragraph.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const SOURCE = readFileSync(resolve(ROOT, 'content/source/pool-rules.ru.txt'), 'utf8').split('\n');
const COVERAGE = readdirSync(resolve(ROOT, 'content/seed-coverage'))
  .filter((f) => f.endsWith('.json'))
  .flatMap(
    (f) =>
      JSON.parse(readFileSync(resolve(ROOT, 'content/seed-coverage', f), 'utf8')) as {
        lines: [number, number];
        page?: string;
        anchor?: string;
      }[],
  );

const fromHtml = (s: string) => s.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
const rulePages = builtPages().filter((p) => langOf(p.path) && /^\/(ru|en)\/rules\/[\w-]+\/$/.test(p.path));

describe('source panels', () => {
  test('there are rule pages to check', () => {
    expect(rulePages.length).toBeGreaterThanOrEqual(42);
  });

  test.each(rulePages.map((p) => [p.path, p]))('%s: a panel after every rule heading, with its lines', (path, page) => {
    const slug = path.split('/')[3];
    const heads = [...page.html.matchAll(/<h[2-6] id="(rule-[\w-]+)"/g)];
    // Only the reference pages have no numbered paragraphs.
    expect(heads.length > 0).toBe(!['equipment', 'glossary'].includes(slug as string));
    for (const h of heads) {
      const anchor = h[1] as string;
      const after = page.html.slice(h.index);
      const wrapperEnd = after.indexOf('</div>') + 6;
      const panel = after.slice(wrapperEnd, after.indexOf('</details>', wrapperEnd));
      expect(panel.startsWith(`<details class="pt-source`), `${anchor}: panel right after the heading`).toBe(true);
      expect(panel).toContain(`data-source-for="${anchor}"`);
      const expected = COVERAGE.filter((e) => e.page === slug && e.anchor === anchor).sort(
        (a, b) => a.lines[0] - b.lines[0],
      );
      expect(/data-source-lines="([^"]*)"/.exec(panel)?.[1]).toBe(expected.map((e) => e.lines.join('-')).join(' '));
      const shown = [
        ...panel.matchAll(/<span class="pt-source-ln"[^>]*>(\d+)<\/span><span lang="ru">([\s\S]*?)<\/span>/g),
      ].map((m) => [Number(m[1]), fromHtml(m[2] ?? '')] as const);
      const want = expected.flatMap((e) =>
        Array.from({ length: e.lines[1] - e.lines[0] + 1 }, (_, i) => e.lines[0] + i).filter((n) =>
          SOURCE[n - 1]?.trim(),
        ),
      );
      expect(shown.map(([n]) => n)).toEqual(want);
      for (const [n, line] of shown) expect(line).toBe(SOURCE[n - 1]);
      if (expected.length === 0)
        expect(panel).toMatch(/No line of the source|Строк исходного текста у этого пункта нет/);
    }
  });

  test('panels are kept out of the search index', () => {
    for (const p of rulePages)
      for (const m of p.html.matchAll(/<details class="pt-source[^>]*>/g))
        expect(m[0]).toContain('data-pagefind-ignore');
  });
});

describe('1999 and today', () => {
  const GAMES = ['eight-ball', 'nine-ball', 'straight-pool'];
  test.each(['ru', 'en'].flatMap((lang) => GAMES.map((g) => [`/${lang}/rules/${g}/`])))(
    '%s opens with a row for every "Current WPA rules" note, each linked to its note and rule',
    (path) => {
      const html = builtPages().find((p) => p.path === path)?.html ?? '';
      const table = /<section class="pt-today"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
      const notes = html.match(/<aside id="today-\d+"[^>]*starlight-aside--tip/g) ?? [];
      const tips = html.match(/starlight-aside--tip/g) ?? [];
      expect(notes.length).toBeGreaterThan(0);
      expect(notes).toHaveLength(tips.length);
      expect(table).toContain(`data-today-rows="${tips.length}"`);
      expect(html.indexOf('<section class="pt-today"')).toBeLessThan(html.indexOf('sl-heading-wrapper level-h2'));
      const rows = [...table.matchAll(/<tr><td>([\s\S]*?)<\/td><td>([\s\S]*?)<\/td><\/tr>/g)];
      expect(rows).toHaveLength(tips.length);
      rows.forEach((row, i) => {
        expect(row[2]).toContain(`href="#today-${i + 1}"`);
        // how sure we are of the note: the certainty of its paragraph's known differences, in the page's words
        const rule = /href="#(rule-[\w-]+)"/.exec(row[1] ?? '')?.[1];
        const certainty = (rule && certaintyOf(rule.replace(/^rule-/, '').replaceAll('-', '.'))) || 'reported';
        const lang = path.startsWith('/ru/') ? 'ru' : 'en';
        expect(row[2]).toContain(`data-certainty="${certainty}">${WORDS[lang].certainty[certainty]}</span>`);
        if (rule) expect(html).toContain(`id="${rule}"`);
      });
    },
  );
});
