import { describe, expect, test } from 'vitest';
import { within } from '../../quiz/rule-drill.ts';
import { paragraphTools } from './data.ts';
import { toolsHtml } from './inject.ts';

describe.each(['en', 'ru'] as const)('%s: the example under a paragraph', (lang) => {
  const tools = [...paragraphTools(lang)];
  const examples = tools.flatMap(([key, t]) => (t.example ? [{ key, rule: t.rule, ex: t.example }] : []));

  test('a deciding example’s ruling cites the paragraph (or one of a section’s) first', () => {
    const deciding = examples.filter((e) => e.ex.decides);
    expect(deciding.length).toBeGreaterThan(100);
    for (const { rule, ex } of deciding) expect(within(ex.cites[0]?.id ?? '', rule), `${rule}: ${ex.id}`).toBe(true);
  });

  test('a fallback example cites the paragraph later, after the paragraph that decides it', () => {
    const applying = examples.filter((e) => !e.ex.decides);
    expect(applying.length).toBeGreaterThan(20);
    for (const { rule, ex } of applying) {
      const [first, ...later] = ex.cites.map((c) => c.id);
      expect(within(first ?? '', rule), `${rule}: ${ex.id} is decided by ${first}`).toBe(false);
      expect(
        later.some((id) => within(id, rule)),
        `${rule}: ${ex.id} cites ${later}`,
      ).toBe(true);
    }
  });

  test('a fallback example is one no paragraph decided by it shows', () => {
    const deciding = new Set(examples.filter((e) => e.ex.decides).map((e) => e.ex.id));
    const applying = examples.filter((e) => !e.ex.decides);
    // most are examples of their own; a few share a ruling when no other cites the paragraph
    const own = applying.filter((e) => !deciding.has(e.ex.id));
    expect(own.length).toBeGreaterThan(applying.length / 2);
  });

  test('the ball in hand after a foul (3.17) has an example where it applies, labelled as not deciding', () => {
    const t = paragraphTools(lang).get('general#rule-3-17');
    expect(t?.example).toBeTruthy();
    const ex = t?.example;
    if (!ex) return;
    expect(ex.cites.some((c) => c.id === '3.17')).toBe(true);
    const html = toolsHtml(lang, 'rule-3-17', t, false);
    if (ex.decides) return;
    expect(html).toContain('data-decides="false"');
    expect(html).toContain(`data-rule="${ex.cites[0]?.id}"`);
  });
});
