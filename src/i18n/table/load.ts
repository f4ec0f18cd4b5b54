import type { Lang } from '../paths.ts';
import type { TableStrings } from './en.ts';

/** One language's table words, fetched when a widget that needs them is loaded on demand. */
export const loadTableStrings = (lang: Lang | string): Promise<TableStrings> =>
  lang === 'en' ? import('./en.ts').then((m) => m.en) : import('./ru.ts').then((m) => m.ru);
