/** The quiz strings of a page's language, read at build time from src/content/i18n. */

import en from '../../content/i18n/en.json';
import ru from '../../content/i18n/ru.json';
import { GAMES_EN } from '../../i18n/games/en.ts';
import { quizGameStrings } from '../../i18n/games/index.ts';
import { GAMES_RU } from '../../i18n/games/ru.ts';
import { quizStrings } from '../../islands/quiz/strings.ts';

/** The page's strings with every game's name and quiz bank (`quiz.game.<id>`, `quiz.bank.<id>`) from its words (src/i18n/games). */
export const quizStringsFor = (lang: string): Record<string, string> =>
  quizStrings(lang === 'en' ? { ...quizGameStrings(GAMES_EN), ...en } : { ...quizGameStrings(GAMES_RU), ...ru });
