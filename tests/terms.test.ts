import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

/**
 * One term per concept across the Russian UI: the glossary (src/content/docs/ru/rules/glossary.mdx)
 * names each concept's term and the variants the source text also uses («разбой»; «разбитие»,
 * «начальный удар» …). The UI's own words (its strings, the table's, the rulings', the flow
 * charts') use the glossary's term, never a variant.
 */

const read = (path: string): string => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');

interface Term {
  id: string;
  term: string;
  variants: string[];
}

/** The glossary's terms and their variants («Варианты: …» up to «Англ.:»). */
function glossary(): Term[] {
  const text = read('src/content/docs/ru/rules/glossary.mdx');
  const out: Term[] = [];
  for (const m of text.matchAll(/<dt id="term-([^"]+)">([^<]+)<\/dt>\s*<dd>([\s\S]*?)<\/dd>/g)) {
    const [, id, term, dd] = m as unknown as [string, string, string, string];
    const v = /Варианты: ([\s\S]*?)\. Англ\./.exec(dd)?.[1] ?? '';
    out.push({ id, term: term.replace(/[«»]/g, ''), variants: v.split(/[,;]\s*/).filter(Boolean) });
  }
  return out;
}

/**
 * The concepts checked: those whose variants are plain synonyms wherever the UI speaks of them.
 * (Others are not: «подход» is Bowlliards' own word for an inning inside a frame, «ошибка» the
 * learner's mistake, «передний» a cushion's side.)
 */
const CHECKED = ['break', 'legal-break', 'open-break', 'referee', 'intentional-foul', 'incoming-player'];

/** Words the source does not use but the UI once did, for a glossary term (by its id). */
const LOANS: Readonly<Record<string, readonly string[]>> = { referee: ['рефери'] };

/** A word's forms: its stem (a final vowel, ь or й dropped) and up to three letters of ending. */
const forms = (word: string): string => {
  const w = word.toLowerCase();
  const stem = w.length > 4 && /[аеёиоуыэюяйь]$/.test(w) ? w.slice(0, -1) : w;
  return `${stem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\p{L}{0,3}`;
};
const phrase = (words: string): RegExp =>
  new RegExp(`(?<!\\p{L})${words.trim().split(/\s+/).map(forms).join('\\s+')}(?!\\p{L})`, 'giu');

/** The Russian UI's own words. */
const UI_FILES = [
  'src/content/i18n/ru.json',
  'src/i18n/table/ru.ts',
  'src/i18n/table/game.ts',
  'src/i18n/rulings/ru.ts',
  'src/i18n/rulings/ru-words.ts',
  'src/i18n/games/ru.ts',
  'src/i18n/flow/ru.ts',
];

describe('the Russian UI uses the glossary’s terms', () => {
  const terms = glossary();

  test('the glossary lists its terms and variants', () => {
    expect(terms.length).toBeGreaterThan(80);
    expect(terms.find((t) => t.id === 'break')?.variants).toContain('разбитие');
    expect(terms.find((t) => t.id === 'referee')?.term).toBe('Судья');
    for (const id of CHECKED)
      expect(
        terms.some((t) => t.id === id),
        id,
      ).toBe(true);
  });

  test.each(UI_FILES)('%s says each concept with its term, not a variant', (file) => {
    let text = read(file);
    // the glossary's own terms are right wherever they stand («открытое разбитие» is one)
    for (const t of terms) if (/\s/.test(t.term)) text = text.replace(phrase(t.term), ' ');
    const found: string[] = [];
    for (const t of terms.filter((x) => CHECKED.includes(x.id))) {
      const variants = [...t.variants, ...(LOANS[t.id] ?? [])]
        // a variant that is itself a term of the glossary is not another word for this one
        .map((v) =>
          v
            .replace(/\([^)]*\)/g, '')
            .replace(/[«»]/g, '')
            .trim(),
        )
        .filter((v) => v.length > 3 && !terms.some((o) => o.term.toLowerCase() === v.toLowerCase()));
      for (const v of variants) for (const m of text.matchAll(phrase(v))) found.push(`${m[0]} (say «${t.term}»)`);
    }
    expect(found).toEqual([]);
  });
});

describe('the Russian game names are the rule pages’ titles', () => {
  test('a citation names each game as its rule page is titled', async () => {
    const { GAMES } = await import('../src/core/rules/games.ts');
    const { GAMES_RU } = await import('../src/i18n/games/ru.ts');
    const { citeName } = await import('../src/i18n/games/index.ts');
    // the games that number their own paragraphs, each on its own page
    const own = GAMES.filter((g) => g.rules.section === null && g.rules.anchor === null);
    expect(own.length).toBeGreaterThan(0);
    for (const g of own) {
      const title = /\ntitle: (.+)\n/.exec(read(`src/content/docs/ru/rules/${g.rules.page}.mdx`))?.[1] ?? '';
      // the title's own name, without what follows in brackets (the source's English name)
      expect(citeName(GAMES_RU[g.id]), g.id).toBe(`«${title.replace(/\s*\(.*\)$/, '').replace(/^«|»$/g, '')}»`);
    }
  });
});
