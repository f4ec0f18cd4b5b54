import { describe, expect, test } from 'vitest';
import { quizStringsFor } from '../../components/quiz/strings.ts';
import en from '../../content/i18n/en.json';
import ru from '../../content/i18n/ru.json';
import { GAMES } from '../../core/rules/games.ts';
import { ruleLabel } from '../rulings/cite.ts';
import { en as tableEn } from '../table/en.ts';
import { ru as tableRu } from '../table/ru.ts';
import { GAMES_EN } from './en.ts';
import { citeName, shortName } from './index.ts';
import { GAMES_RU } from './ru.ts';

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
