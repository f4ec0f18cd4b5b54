import { describe, expect, test } from 'vitest';
import { parse } from '../../core/notation/index.ts';
import { QUIZ_BANKS } from '../../core/quiz/types.ts';
import { bankPayload } from '../../quiz/bank.ts';
import { askedUnder } from '../../quiz/payload.ts';
import { within } from '../../quiz/rule-drill.ts';
import { scenarioPayload } from '../../quiz/scenario-bank.ts';
import { PAGE_EDITION, paragraphTools } from './data.ts';
import { toolsHtml } from './inject.ts';

describe.each(['en', 'ru'] as const)('%s: the example under a paragraph', (lang) => {
  const tools = [...paragraphTools(lang)];
  const examples = tools.flatMap(([key, t]) => (t.example ? [{ key, rule: t.rule, ex: t.example }] : []));

  test('a deciding example’s ruling cites the paragraph (or one of a section’s) first', () => {
    const deciding = examples.filter((e) => e.ex.decides);
    expect(deciding.length).toBeGreaterThan(100);
    for (const { ex } of deciding) expect(['scenario', 'question']).toContain(ex.source);
    for (const { rule, ex } of deciding) expect(within(ex.cites[0]?.id ?? '', rule), `${rule}: ${ex.id}`).toBe(true);
  });

  test('an authored question is the example only where no generated ruling cites the paragraph at all', () => {
    const asked = examples.filter((e) => e.ex.source === 'question');
    expect(asked.length).toBeGreaterThan(30);
    const generated = QUIZ_BANKS.flatMap((b) => scenarioPayload(b, lang).items).filter(
      (i) => i.variant === 0 && askedUnder(PAGE_EDITION, i),
    );
    const authored = new Map(
      bankPayload(lang)
        .items.filter((i) => i.variant === 0)
        .map((i) => [i.id, i]),
    );
    for (const { rule, ex } of asked) {
      expect(
        generated.filter((g) => g.truth.rules.some((r) => within(r, rule))).map((g) => g.id),
        rule,
      ).toEqual([]);
      const item = authored.get(ex.id);
      expect(item, `${rule}: ${ex.id}`).toBeTruthy();
      if (!item) continue;
      expect(askedUnder(PAGE_EDITION, item), ex.id).toBe(true);
      // the question's own ruling and words, its position only (no shot to replay)
      expect(ex.cites.map((c) => c.id)).toEqual(item.truth.rules);
      expect(ex.explain).toBe(item.explain);
      expect(ex.situation).toBe(item.situation);
      expect(ex.href.startsWith(`/${lang}/s/?`), ex.href).toBe(true);
      const link = parse(ex.href.slice(ex.href.indexOf('?') + 1));
      expect(link.ok && link.value.game, ex.id).toBe(item.game);
      expect(link.ok && link.value.shot, ex.id).toBeUndefined();
      const [first, ...later] = item.truth.rules;
      if (ex.decides) expect(within(first ?? '', rule), `${rule}: ${ex.id}`).toBe(true);
      else
        expect(
          later.some((r) => within(r, rule)),
          `${rule}: ${ex.id}`,
        ).toBe(true);
    }
  });

  test('the jumped-ball paragraphs no generated shot can show have an authored question as example', () => {
    for (const key of ['bowlliards#rule-10', 'cowboy#rule-8', 'kelly-pool#rule-11', 'straight-pool#rule-6-9']) {
      const ex = paragraphTools(lang).get(key)?.example;
      expect(ex?.source, key).toBe('question');
      expect(ex?.decides, key).toBe(true);
    }
  });

  test('a fallback example cites the paragraph later, after the paragraph that decides it', () => {
    const applying = examples.filter((e) => !e.ex.decides);
    expect(applying.length).toBeGreaterThan(20);
    expect(applying.filter((e) => e.ex.source === 'scenario').length).toBeGreaterThan(20);
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
    const applying = examples.filter((e) => !e.ex.decides && e.ex.source === 'scenario');
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
