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

  test('every example is a table link that parses; its ruling cites its paragraph (or one of a section’s) first, or, labelled as not deciding, later; an authored question’s says so and has no replay', () => {
    const examples = rulePages
      .filter((p) => p.path.startsWith(`/${lang}/`))
      .flatMap((p) =>
        [
          ...p.html.matchAll(
            /data-tools-for="([\w-]+)"[^>]*>(?:<a class="pt-practise"[^>]*>[^<]*<\/a>)?<details class="pt-example"([^>]*)>([\s\S]*?)<\/details>/g,
          ),
        ].map((m) => {
          const body = m[3] ?? '';
          const cites = /<span class="pt-example-cites">([\s\S]*?)<\/span>/.exec(body)?.[1] ?? '';
          return {
            page: p.path,
            anchor: m[1],
            decides: !(m[2] ?? '').includes('data-decides="false"'),
            question: (m[2] ?? '').includes('data-source="question"'),
            replay: /<button[^>]*class="pt-example-replay"/.test(body),
            source: /<p class="pt-example-source">/.test(body),
            summary: /<summary[^>]*>([^<]*)<\/summary>/.exec(body)?.[1],
            role: /<p class="pt-example-role">/.test(body),
            href: (/data-board="([^"]+)"/.exec(body)?.[1] ?? '').replaceAll('&amp;', '&'),
            cited: [...cites.matchAll(/<a href="([^"]+)" data-rule="([^"]+)"/g)].map((c) => ({
              href: c[1] ?? '',
              rule: c[2] ?? '',
            })),
          };
        }),
      );
    expect(examples.length).toBeGreaterThan(100);
    const applying = examples.filter((e) => !e.decides);
    expect(applying.length).toBeGreaterThan(20);
    // an authored question's example: its position only, said so, with no replay to offer
    expect(examples.filter((e) => e.question).length).toBeGreaterThan(30);
    for (const e of examples)
      expect({ e: `${e.page}#${e.anchor}`, replay: e.replay, source: e.source }).toEqual({
        e: `${e.page}#${e.anchor}`,
        replay: !e.question,
        source: e.question,
      });
    const words =
      lang === 'ru'
        ? { example: 'Пример', applies: 'Пример применения' }
        : { example: 'Example', applies: 'Example where it applies' };
    for (const e of examples) {
      expect(e.href.startsWith(`/${lang}/s/?`)).toBe(true);
      expect(parse(e.href.slice(e.href.indexOf('?') + 1)).ok).toBe(true);
      const own = `${e.page}#${e.anchor}`;
      // a list item's citation links its list's heading: compare the cited id with the item's number
      const number = (e.anchor ?? '').replace(/^rule-/, '').replaceAll('-', '.');
      const page = e.page.split('/')[3] ?? '';
      const its = ({ href, rule }: { href: string; rule: string }) => {
        if (href === own || href.startsWith(`${own}-`)) return true;
        const [game, id] = rule.includes('/') ? rule.split('/') : ['', rule];
        return (
          href.startsWith(`/${lang}/rules/${page}/`) &&
          (game === '' || game === page) &&
          (id === number || (id ?? '').startsWith(`${number}.`))
        );
      };
      expect(e.cited.length).toBeGreaterThan(0);
      if (e.decides) {
        expect(its(e.cited[0] ?? { href: '', rule: '' }), `${own}: ${e.cited[0]?.rule}`).toBe(true);
        expect({ own, summary: e.summary, role: e.role }).toEqual({ own, summary: words.example, role: false });
      } else {
        // applies in the ruling, another paragraph (cited first) decides it, and the page says so
        expect(its(e.cited[0] ?? { href: '', rule: '' }), `${own}: ${e.cited[0]?.rule}`).toBe(false);
        expect(e.cited.slice(1).some(its), `${own}: ${e.cited.map((c) => c.rule).join(' ')}`).toBe(true);
        expect({ own, summary: e.summary, role: e.role }).toEqual({ own, summary: words.applies, role: true });
      }
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
