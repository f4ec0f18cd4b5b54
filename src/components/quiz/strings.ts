/** The quiz strings of a page's language, read at build time from src/content/i18n. */

import en from '../../content/i18n/en.json';
import ru from '../../content/i18n/ru.json';
import type { AnyGame } from '../../core/rules/games.ts';
import { quizStrings } from '../../islands/quiz/strings.ts';

/** Every game's name and quiz bank (the keys its descriptor names): a missing one fails the type-check. */
type GameStrings = Record<AnyGame['strings']['name'] | NonNullable<AnyGame['strings']['bank']>, string>;

export const quizStringsFor = (lang: string): Record<string, string> =>
  quizStrings(lang === 'en' ? (en satisfies GameStrings) : (ru satisfies GameStrings));
