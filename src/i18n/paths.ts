/** The site's languages; every page exists under each prefix (`/ru/…`, `/en/…`). */
export const LANGS = ['ru', 'en'] as const;
export type Lang = (typeof LANGS)[number];
const DEFAULT_LANG: Lang = 'ru';

/** Each language named in itself, as the language switch shows it. */
export const LANG_LABELS: Record<Lang, string> = { ru: 'Русский', en: 'English' };

export const isLang = (v: unknown): v is Lang => typeof v === 'string' && (LANGS as readonly string[]).includes(v);

/** `/ru/rules/general/` -> `/en/rules/general/` (a path without a language prefix gets one). */
export function localizedPath(pathname: string, lang: Lang | string): string {
  const parts = pathname.split('/');
  if (isLang(parts[1])) parts[1] = lang;
  else parts.splice(1, 0, lang);
  return parts.join('/');
}

/** The language a visitor's browser prefers among ours, Russian otherwise. */
export function preferredLang(browserLanguages: readonly string[]): Lang {
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLang(base)) return base;
  }
  return DEFAULT_LANG;
}
