/**
 * How a cited rule id reads for a user. A game's own paragraph is cited internally as
 * `<game-id>/<n>` (`cowboy/5.2`); users see the game's name and the number: "Cowboy 5.2",
 * «Ковбой» 5.2. The WPA paragraphs (`3.19`, `5.8`, `6.7.2`) read as they are; the current WPA Rules of Play
 * (`wpa-6.10`) read "WPA 2016 6.10", never a bare number that could be taken for a 1999 one. Kept small and
 * free of other imports so that the islands can use it without the rest of the engine.
 */
import { GAMES_EN } from '../games/en.ts';
import { citeName, type GamesWords } from '../games/index.ts';
import { GAMES_RU } from '../games/ru.ts';

export type CiteLang = 'en' | 'ru';

/** The games' names as their rule pages title them (src/i18n/games), per language. */
const WORDS: Record<CiteLang, GamesWords> = { en: GAMES_EN, ru: GAMES_RU };

/** The current WPA Rules of Play as cited under the `wpa-current` edition: `wpa-6.10` reads "WPA 2016 6.10". */
const CURRENT_RULES_PREFIX = 'wpa-';

/** `cowboy/5.2` -> "Cowboy 5.2" (en) or «Ковбой» 5.2 (ru); `3.19` -> `3.19`; `wpa-6.10` -> "WPA 2016 6.10"; an unknown game id is left as it is. */
export function ruleLabel(id: string, lang: CiteLang): string {
  if (id.startsWith(CURRENT_RULES_PREFIX)) return `WPA 2016 ${id.slice(CURRENT_RULES_PREFIX.length)}`;
  const slash = id.indexOf('/');
  if (slash <= 0) return id;
  const game = id.slice(0, slash);
  const words = Object.hasOwn(WORDS[lang], game) ? WORDS[lang][game as keyof GamesWords] : undefined;
  return words ? `${citeName(words)} ${id.slice(slash + 1)}` : id;
}
