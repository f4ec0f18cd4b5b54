/** The quiz strings of a page's language, read at build time from src/content/i18n. */
import en from '../../content/i18n/en.json';
import ru from '../../content/i18n/ru.json';
import { quizStrings } from '../../islands/quiz/strings.ts';

export const quizStringsFor = (lang: string): Record<string, string> => quizStrings(lang === 'en' ? en : ru);
