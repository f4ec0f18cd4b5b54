import type { Lang } from '../paths.ts';
import type { TableStrings } from './en.ts';
import { en } from './en.ts';
import { ru } from './ru.ts';

export type { Side, SpotName, TableStrings } from './en.ts';

export const TABLE_STRINGS: Record<Lang, TableStrings> = { en, ru };

export const tableStrings = (lang: string): TableStrings => (lang === 'en' ? en : ru);
