import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { quizStringsFor } from '../../components/quiz/strings.ts';
import en from '../../content/i18n/en.json';
import ru from '../../content/i18n/ru.json';
import { GAMES } from '../../core/rules/games.ts';
import { ruleLabel } from '../rulings/cite.ts';
import { EN_RULINGS } from '../rulings/en.ts';
import { RU_RULINGS } from '../rulings/ru.ts';
import type { GameClauseTexts, GamesClauses } from '../rulings/types.ts';
import { en as tableEn } from '../table/en.ts';
import { ru as tableRu } from '../table/ru.ts';
import { GAME_CLAUSES_EN, GAMES_EN } from './en.ts';
import { citeName, shortName } from './index.ts';
import { GAME_CLAUSES_RU, GAMES_RU } from './ru.ts';

const LANGS = [
  ['en', GAMES_EN, en as Record<string, string>, tableEn],
  ['ru', GAMES_RU, ru as Record<string, string>, tableRu],
] as const;

describe('the games’ words', () => {
  test.each(LANGS)(
    'every game is named from its words (%s): the table, the citations, the quiz',
    (lang, words, json, table) => {
      const quiz = quizStringsFor(lang);
      for (const g of GAMES) {
        const w = words[g.id];
        expect(table.gameName(g.id), g.id).toBe(shortName(w));
        expect(ruleLabel(`${g.id}/7`, lang), g.id).toBe(`${citeName(w)} 7`);
        expect(quiz[g.strings.name], g.id).toBe(w.name);
        if (g.strings.bank !== null) expect(quiz[g.strings.bank], g.id).toBe(w.name);
      }
      // written once: the page's strings name no game (the quiz's keys are made from the words)
      const keys = GAMES.flatMap((g) => [g.strings.name, g.strings.bank]);
      expect(keys.filter((k) => k !== null && k in json)).toEqual([]);
    },
  );

  test('the Russian names are Russian', () => {
    for (const g of GAMES) expect(shortName(GAMES_RU[g.id]), g.id).toMatch(/[а-яё]/i);
  });
});

const RULES = resolve(import.meta.dirname, '../../core/rules');
/** The games that say codes of their own: those whose folder has a `says.ts`. */
const OWN = readdirSync(RULES, { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== 'common' && existsSync(join(RULES, d.name, 'says.ts')))
  .map((d) => d.name)
  .sort();

describe('a game’s own clauses: worded beside its names, in src/i18n/games/{en,ru}.ts', () => {
  test('types: a clause its says.ts does not list, a missing clause or a game without its clauses does not compile', () => {
    // @ts-expect-error a clause Six-Ball's says.ts does not list
    const misspelt: GameClauseTexts<'six-ball'> = { ...GAME_CLAUSES_EN['six-ball'], illegalBrake: () => '' };
    // @ts-expect-error Six-Ball's other clauses missing
    const missing: GameClauseTexts<'six-ball'> = { illegalBreak: () => '' };
    const { cowboy: _, ...withoutCowboy } = GAME_CLAUSES_EN;
    // @ts-expect-error Cowboy says codes of its own (cowboy/says.ts): its words cannot be left out
    const partial: GamesClauses = withoutCowboy;
    expect([misspelt, missing, partial].every(Boolean)).toBe(true);
  });

  test.each([
    ['en', GAME_CLAUSES_EN, EN_RULINGS],
    ['ru', GAME_CLAUSES_RU, RU_RULINGS],
  ] as const)(
    '%s: every game with a says.ts, and only those, has its clauses there; the rulings’ words hold them all',
    (lang, clauses, rulings) => {
      expect(OWN.length).toBeGreaterThan(10);
      expect(Object.keys(clauses).sort()).toEqual(OWN);
      const texts: Readonly<Record<string, unknown>> = rulings;
      for (const [game, own] of Object.entries(clauses))
        for (const [clause, text] of Object.entries(own))
          expect(texts[`${game}.${clause}`], `${lang} ${game}.${clause}`).toBe(text);
    },
  );

  test.each(['en', 'ru'])('src/i18n/rulings/%s.ts words no game’s own clause: only the shared ones', (lang) => {
    const source = readFileSync(resolve(import.meta.dirname, `../rulings/${lang}.ts`), 'utf8');
    for (const game of OWN) expect(source, game).not.toContain(`'${game}.`);
  });
});
