import type { TableStrings } from './en.ts';
import { en } from './en.ts';
import { ru } from './ru.ts';

export type { Side, SpotName, TableStrings } from './en.ts';

export const tableStrings = (lang: string): TableStrings => (lang === 'en' ? en : ru);
