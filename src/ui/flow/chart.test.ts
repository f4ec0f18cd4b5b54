/**
 * The rule pages' flow charts: every declared state and transition of every game is drawn, once,
 * each paragraph links to its page, and the layout leaves no box over another.
 */
import { describe, expect, test } from 'vitest';
import { transitionsOf } from '../../core/rules/common/kit.ts';
import type { SupportedGame } from '../../core/rules/entry.ts';
import { FLOW_GAMES, flowOf } from '../../core/rules/flows.ts';
import { REFEREES } from '../../core/rules/registry.ts';
import { FLOW_STRINGS } from '../../i18n/flow/index.ts';
import { ruleHref } from '../rules/href.ts';
import { type Box, drawChart } from './chart.ts';

const CASES = FLOW_GAMES.flatMap((g) => (['en', 'ru'] as const).map((lang) => [g, lang] as const));
const attrs = (svg: string, name: string): string[] =>
  [...svg.matchAll(new RegExp(`\\s${name}="([^"]+)"`, 'g'))].map((m) => m[1] as string);
const overlap = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('flow charts', () => {
  test.each(CASES)('%s (%s): every declared state and transition appears, once', (game, lang) => {
    const { svg } = drawChart(game, lang, FLOW_STRINGS[lang], 'title', 'fc');
    const declared = flowOf(game).transitions.map((t) => `${t.from} ${t.step} ${t.to}`);
    expect(attrs(svg, 'data-state').sort()).toEqual(flowOf(game).states.sort());
    expect(attrs(svg, 'data-transition').sort()).toEqual(declared.sort());
  });

  test.each(FLOW_GAMES)('%s: the flow charted is the machine the referee runs', (game) => {
    const machine = (REFEREES[game] as SupportedGame).machine;
    const run = transitionsOf(machine)
      .filter((t) => t.from !== 'start')
      .map((t) => `${t.from} ${t.step} ${t.to}`);
    expect(flowOf(game).transitions.map((t) => `${t.from} ${t.step} ${t.to}`)).toEqual(run);
  });

  test.each(FLOW_GAMES)('%s: every paragraph of a transition has its page', (game) => {
    const ids = flowOf(game).transitions.flatMap((t) => t.rules);
    expect(ids.filter((id) => ruleHref('en', id) === null)).toEqual([]);
    // a transition's paragraphs: each once, the game's own or the general rules
    for (const t of flowOf(game).transitions) expect(new Set(t.rules).size).toBe(t.rules.length);
  });

  test.each(CASES)('%s (%s): no box lies over another, links go to the paragraphs', (game, lang) => {
    const { svg, layout } = drawChart(game, lang, FLOW_STRINGS[lang], 'title', 'fc');
    const boxes = [...layout.states.values(), ...layout.arrows.map((a) => a.label), layout.start];
    for (let i = 0; i < boxes.length; i += 1)
      for (let j = i + 1; j < boxes.length; j += 1)
        expect(overlap(boxes[i] as Box, boxes[j] as Box), `boxes ${i} and ${j}`).toBe(false);
    for (const b of boxes) {
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width).toBeLessThanOrEqual(layout.width);
    }
    const hrefs = attrs(svg, 'href');
    expect(hrefs.length).toBeGreaterThan(10);
    for (const h of hrefs) expect(h).toMatch(new RegExp(`^/${lang}/rules/[a-z/-]+/#rule-\\d+(-\\d+)*$`));
  });

  test('the drawing is the same every time (a build-time layout)', () => {
    const once = drawChart('straight-pool', 'en', FLOW_STRINGS.en, 't', 'fc').svg;
    expect(drawChart('straight-pool', 'en', FLOW_STRINGS.en, 't', 'fc').svg).toBe(once);
  });

  test('the chart is titled and described, in the page language', () => {
    const { svg } = drawChart('nine-ball', 'ru', FLOW_STRINGS.ru, 'Девятка', 'fc');
    expect(svg).toMatch(/<svg[^>]*aria-labelledby="fc-title"[^>]*aria-describedby="fc-desc"/);
    expect(svg).toContain('<title id="fc-title">Девятка</title>');
    expect(svg).toContain('Партия окончена');
    expect(svg).not.toContain('Game over');
    expect(svg).not.toMatch(/\sstyle=/);
  });

  test('state names are Russian in Russian', () => {
    for (const [state, name] of Object.entries(FLOW_STRINGS.ru.states)) expect(name, state).toMatch(/[а-яё]/i);
    expect(Object.keys(FLOW_STRINGS.ru.states).sort()).toEqual(Object.keys(FLOW_STRINGS.en.states).sort());
  });
});
