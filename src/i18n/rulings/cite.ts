/**
 * How a cited rule id reads for a user. A game's own paragraph is cited internally as
 * `<game-id>/<n>` (`cowboy/5.2`); users see the game's name and the number: "Cowboy 5.2",
 * «Ковбой» 5.2. The WPA paragraphs (`3.19`, `5.8`, `6.7.2`) read as they are; the current WPA Rules of Play
 * (`wpa-6.10`) read "WPA 2016 6.10", never a bare number that could be taken for a 1999 one. Kept small and
 * free of other imports so that the islands can use it without the rest of the engine.
 */
import type { GameId } from '../../core/vocabulary/index.ts';

export type CiteLang = 'en' | 'ru';

type OwnGame = Exclude<GameId, 'eight-ball' | 'nine-ball' | 'straight-pool' | 'lag'>;

/** Names as the rule pages title the games; Russian names in «ёлочки» as in running text. */
export const CITE_NAMES: Record<OwnGame, Record<CiteLang, string>> = {
  'six-ball': { en: 'Six-Ball', ru: '«Шестёрка»' },
  'card-ball': { en: 'Card Ball', ru: '«Покер-пул»' },
  bowlliards: { en: 'Bowlliards', ru: '«Боульярд»' },
  cutthroat: { en: 'Cutthroat', ru: '«Сорвиголова»' },
  cowboy: { en: 'Cowboy', ru: '«Ковбой»' },
  'forty-one': { en: 'Forty-One', ru: '«Сорок одно»' },
  'kelly-pool': { en: 'Kelly Pool', ru: '«Горошина»' },
  'mr-and-mrs': { en: 'Mr. & Mrs.', ru: '«Мистер и миссис»' },
  'odd-ball': { en: 'Odd Ball', ru: '«Нечет»' },
  honolulu: { en: 'Honolulu', ru: '«Гонолулу»' },
  cribbage: { en: 'Cribbage', ru: '«Крибидж»' },
  'side-pocket-one': { en: 'One-ball in the side pocket', ru: '«Единица в среднюю лузу»' },
};

/** The current WPA Rules of Play as cited under the `wpa-current` edition: `wpa-6.10` reads "WPA 2016 6.10". */
export const CURRENT_RULES_PREFIX = 'wpa-';

/** `cowboy/5.2` -> "Cowboy 5.2" (en) or «Ковбой» 5.2 (ru); `3.19` -> `3.19`; `wpa-6.10` -> "WPA 2016 6.10"; an unknown game id is left as it is. */
export function ruleLabel(id: string, lang: CiteLang): string {
  if (id.startsWith(CURRENT_RULES_PREFIX)) return `WPA 2016 ${id.slice(CURRENT_RULES_PREFIX.length)}`;
  const slash = id.indexOf('/');
  if (slash <= 0) return id;
  const names = CITE_NAMES[id.slice(0, slash) as OwnGame] as Record<CiteLang, string> | undefined;
  return names ? `${names[lang]} ${id.slice(slash + 1)}` : id;
}
