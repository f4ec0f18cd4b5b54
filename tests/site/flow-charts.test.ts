import { describe, expect, test } from 'vitest';
import { FLOW_GAMES, flowOf } from '../../src/core/rules/flows.ts';
import { gameOf } from '../../src/core/rules/games.ts';
import { builtPages } from './built-site';

/**
 * Every game's rule page, in both languages, shows its referee flow chart: inline SVG, titled,
 * with every declared transition, and no script of its own.
 */
const pages = new Map(builtPages().map((p) => [p.path, p.html]));
const CASES = FLOW_GAMES.flatMap((g) => (['ru', 'en'] as const).map((lang) => [g, lang] as const));

describe('flow charts on the rule pages', () => {
  test.each(CASES)('%s (%s): the page has its chart', (game, lang) => {
    const html = pages.get(`/${lang}/rules/${gameOf(game).rules.page}/`);
    expect(html, 'page built').toBeDefined();
    const figure = (html as string).match(
      new RegExp(`<figure class="fc not-content"[^>]*data-flow-chart="${game}"[\\s\\S]*?</figure>`),
    )?.[0];
    expect(figure, 'chart figure').toBeDefined();
    const chart = figure as string;
    expect(chart).toMatch(new RegExp(`<svg[^>]*data-flow="${game}"`));
    expect(chart).toMatch(/<title id="[^"]+">[^<]+<\/title><desc id="[^"]+">[^<]+<\/desc>/);
    const drawn = new Set([...chart.matchAll(/data-transition="([^"]+)"/g)].map((m) => m[1]));
    const declared = flowOf(game).transitions.map((t) => `${t.from} ${t.step} ${t.to}`);
    expect(declared.filter((t) => !drawn.has(t))).toEqual([]);
    expect(chart).not.toMatch(/<script|\sstyle="/);
  });
});
