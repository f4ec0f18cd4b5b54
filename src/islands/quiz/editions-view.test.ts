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
    const cells = [...table.matchAll(/<td class="qz-ec-cell" data-edition="(wpa-[a-z0-9]+)"><mark>([^<]*)<\/mark>/g)];
    const verdict = cells.slice(0, 2).map((m) => [m[1], m[2]]);
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
