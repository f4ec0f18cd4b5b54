/**
 * The rule pages teach: under every paragraph of the game rules, practice in the trainer and an
 * example on the table (scripts/rule-coverage.mjs reads what the built pages print). The count a page
 * prints is the number of questions the trainer asks at its link, over the bank the trainer loads.
 */
import { describe, expect, test } from 'vitest';
import { coverage, MIN_QUESTIONS, MIN_SHARE, shares, totals } from '../../scripts/rule-coverage.mjs';
import { PAGE_EDITION } from '../../src/components/rule-tools/data.ts';
import { parse } from '../../src/core/notation/index.ts';
import { indexBank } from '../../src/islands/quiz/data.ts';
import { ruleDrill } from '../../src/quiz/rule-drill.ts';
import { builtBank, builtPages, DIST } from './built-site.ts';

const pages = coverage(DIST);
const rulePages = builtPages().filter((p) => /^\/(ru|en)\/rules\/[\w-]+\/$/.test(p.path));

describe.each(['ru', 'en'])('%s rule pages', (lang) => {
  const game = totals(pages.filter((p) => p.lang === lang && p.game));

  test(`at least ${MIN_SHARE.practice * 100} % of the game-rule paragraphs that can decide a ruling link to practice (goal 90 %)`, () => {
    expect(game.paragraphs).toBeGreaterThan(300);
    // the marked paragraphs (no position and shot rules them) are out of the share, and few
    expect(game.drillable).toBeGreaterThan(0.7 * game.paragraphs);
    expect(shares(game).practice).toBeGreaterThanOrEqual(MIN_SHARE.practice);
  });

  test(`at least ${MIN_SHARE.questions * 100} % of the game-rule paragraphs that can decide a ruling have ${MIN_QUESTIONS} questions or more (goal 90 %)`, () => {
    expect(shares(game).questions).toBeGreaterThanOrEqual(MIN_SHARE.questions);
  });

  test(`at least ${MIN_SHARE.example * 100} % of the game-rule paragraphs have an example or say why a table cannot show them (goal 90 %)`, () => {
    expect(shares(game).example).toBeGreaterThanOrEqual(MIN_SHARE.example);
  });

  test('every "Practise (N)" is the number of questions the trainer asks at its link', () => {
    const payload = builtBank(lang);
    const bank = indexBank(payload, PAGE_EDITION);
    const links = rulePages
      .filter((p) => p.path.startsWith(`/${lang}/`))
      .flatMap((p) => [
        ...p.html.matchAll(/<a class="pt-practise" href="([^"]+)" data-rule="([^"]+)" data-count="(\d+)"/g),
      ]);
    expect(links.length).toBeGreaterThan(100);
    for (const [, href, rule, count] of links) {
      expect(href).toBe(`/${lang}/trainer/?rule=${encodeURIComponent(rule ?? '')}`);
      expect({ rule, count: ruleDrill(bank, rule ?? '').length }).toEqual({ rule, count: Number(count) });
    }
  });

  test('every example is a table link that parses, and its ruling cites its paragraph (or one of a section’s) first', () => {
    const examples = rulePages
      .filter((p) => p.path.startsWith(`/${lang}/`))
      .flatMap((p) =>
        [
          ...p.html.matchAll(
            /data-tools-for="([\w-]+)"[^>]*>(?:<a class="pt-practise"[^>]*>[^<]*<\/a>)?<details class="pt-example"[\s\S]*?data-board="([^"]+)"[\s\S]*?<span class="pt-example-cites"><strong>[^<]*<\/strong>\s*<a href="([^"]+)"/g,
          ),
        ].map((m) => ({ page: p.path, anchor: m[1], href: (m[2] ?? '').replaceAll('&amp;', '&'), first: m[3] })),
      );
    expect(examples.length).toBeGreaterThan(50);
    for (const e of examples) {
      expect(e.href.startsWith(`/${lang}/s/?`)).toBe(true);
      expect(parse(e.href.slice(e.href.indexOf('?') + 1)).ok).toBe(true);
      const own = `${e.page}#${e.anchor}`;
      expect(e.first === own || e.first?.startsWith(`${own}-`), `${own}: ${e.first}`).toBe(true);
    }
  });
});

test('both languages print the same paragraphs, counts and examples', () => {
  const shape = (lang: string) =>
    pages.filter((p) => p.lang === lang).map((p) => ({ page: p.page, paragraphs: p.paragraphs }));
  expect(shape('en')).toEqual(shape('ru'));
});

test('a paragraph marked as not shown on a table has no example', () => {
  for (const p of pages)
    for (const x of p.paragraphs) if (x.noTable) expect({ ...x, page: p.page }).toMatchObject({ example: false });
});
