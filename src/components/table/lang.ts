import type { Lang } from '../../i18n/paths.ts';
import { isLang } from '../../i18n/paths.ts';

/** The page's language from its path (`/en/...`), Russian otherwise. */
export function pageLang(pathname: string): Lang {
  const first = pathname.split('/')[1];
  return isLang(first) ? first : 'ru';
}

let counter = 0;
/** A fresh id prefix for a diagram (unique within a build, so within a page). */
export const nextDiagramId = (): string => `pt${++counter}`;
