/**
 * The editions in the quiz's words: every question whose answer changed says which edition it asks
 * about and, after the answer, shows both rulings with a row per differing field, in both languages,
 * with no string missing.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, test } from 'vitest';
import { quizStringsFor } from '../../components/quiz/strings.ts';
import { LANGS } from '../../i18n/paths.ts';
import { bankPayload } from '../../quiz/bank.ts';
import { scenarioPayload } from '../../quiz/scenario-bank.ts';
import { EditionAsks, EditionCompare } from './Editions.tsx';

describe.each(LANGS)('%s: what changed, in words', (lang) => {
  const t = quizStringsFor(lang);
  const changed = bankPayload(lang).items.filter((i) => i.change);

  test('each changed question names its edition and compares both rulings field by field', () => {
    expect(changed.length).toBeGreaterThan(0);
    for (const item of changed) {
      const asks = renderToString(h(EditionAsks, { t, item }));
      expect(asks, item.id).toContain(`data-edition="${item.change?.asks}"`);
      expect(asks, item.id).toContain(t[`quiz.edition.name.${item.change?.asks}`] as string);
      const table = renderToString(h(EditionCompare, { t, item }));
      for (const f of item.change?.fields ?? []) expect(table, `${item.id} ${f}`).toContain(`data-field="${f}"`);
      expect((table.match(/<mark>/g) ?? []).length, item.id).toBe(2 * (item.change?.fields.length ?? 0));
      // every key found its words, every cited paragraph its label
      expect(table.replace(/<[^>]+>/g, ' '), item.id).not.toMatch(/quiz\.|wpa-\d/);
    }
  });

  test('without a referee, touching an object ball reads "no foul" then and a foul now', () => {
    const item = changed.find((i) => i.id === 'g-no-referee-object-ball~current');
    const table = renderToString(h(EditionCompare, { t, item: item as NonNullable<typeof item> }));
    // each cell names its edition too (shown where the rows are stacked), then the ruling
    const cells = [
      ...table.matchAll(
        /<td class="qz-ec-cell" data-edition="(wpa-[a-z0-9]+)"><span class="qz-ec-label[^"]*">([^<]*)<\/span><span class="qz-ec-value"><mark>([^<]*)<\/mark>/g,
      ),
    ];
    const verdict = cells.slice(0, 2).map((m) => [m[1], m[3]]);
    expect(cells.slice(0, 2).map((m) => m[2])).toEqual([
      t['quiz.edition.short.wpa-1999'],
      t['quiz.edition.short.wpa-current'],
    ]);
    expect(verdict[0]).toEqual(['wpa-1999', t['quiz.noFoul']]);
    expect(verdict[1]?.[1]).toMatch(new RegExp(`^${t['quiz.yes']}: `));
    // the current column links the current paragraph, "WPA 2016 6.6"
    expect(table).toContain(`href="/${lang}/rules/current/general/#wpa-6-6"`);
    expect(table).toContain('>WPA 2016 6.6<');
  });

  test('a question with the same answer says nothing about editions', () => {
    const same = bankPayload(lang).items.find((i) => !i.change) as NonNullable<(typeof changed)[number]>;
    expect(renderToString(h(EditionAsks, { t, item: same }))).toBe('');
    expect(renderToString(h(EditionCompare, { t, item: same }))).toBe('');
  });
});

describe.each(LANGS)('%s: the generated "what changed" questions, in words', (lang) => {
  const t = quizStringsFor(lang);
  const items = (['eight-ball', 'nine-ball', 'straight-pool'] as const).flatMap((bank) =>
    scenarioPayload(bank, lang).items.filter((i) => i.id.includes('-changed-')),
  );

  test('each names its edition, compares both rulings, and its situation says what the table cannot show', () => {
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.change, item.id).toBeDefined();
      const asks = renderToString(h(EditionAsks, { t, item }));
      expect(asks, item.id).toContain(t[`quiz.edition.name.${item.change?.asks}`] as string);
      const table = renderToString(h(EditionCompare, { t, item }));
      expect((table.match(/<mark>/g) ?? []).length, item.id).toBe(2 * (item.change?.fields.length ?? 0));
      expect(table.replace(/<[^>]+>/g, ' '), item.id).not.toMatch(/quiz\.|wpa-\d/);
      expect(item.situation, item.id).not.toMatch(/quiz\.|scenario\.|\{/);
    }
    const noReferee = items.filter((i) => i.id.includes('-changed-no-referee-'));
    expect(noReferee.length).toBeGreaterThan(0);
    for (const i of noReferee) expect(i.situation, i.id).toContain(t['quiz.setup.noReferee'] as string);
    const miscue = items.filter((i) => i.id.includes('-changed-jump-miscue-'));
    expect(miscue.length).toBeGreaterThan(0);
    for (const i of miscue) expect(i.situation, i.id).toContain(t['quiz.foul.miscue-jump'] as string);
    // the cue ball in hand: where it was placed is the question (on the head string, against a ball)
    for (const [probe, state] of [
      ['head-string', 'in-hand-kitchen'],
      ['in-hand-touching', 'in-hand'],
    ] as const) {
      const placed = items.filter((i) => i.id.includes(`-changed-${probe}-`));
      expect(placed.length, probe).toBeGreaterThan(0);
      for (const i of placed) expect(i.situation, i.id).toContain(t[`quiz.cueBall.${state}`] as string);
    }
  });
});
