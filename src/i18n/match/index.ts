import type { Lang } from '../paths.ts';
import { en, type MatchStrings } from './en.ts';
import { ru } from './ru.ts';

export type { MatchStrings } from './en.ts';

export const MATCH_STRINGS: Record<Lang, MatchStrings> = { en, ru };

/** `fill('race to {n}', { n: 3 })` -> "race to 3". */
export const fill = (s: string, params: Readonly<Record<string, string | number>>): string =>
  s.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
