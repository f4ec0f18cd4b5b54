/**
 * A game's names, written once per language (`en.ts`, `ru.ts`, beside the words of the game's own
 * clauses): every place that names a game (the table and its captions, the rule pages' charts, the
 * quiz's game and bank, a cited paragraph of the game's own rules) reads them here. Small and free
 * of the engine, as the islands load it.
 */
import type { GameId } from '../../core/vocabulary/index.ts';

export interface GameWords {
  /** The game's full name: the quiz's game and bank (`quiz.game.<id>`, `quiz.bank.<id>`). */
  readonly name: string;
  /** The short name on the table, its captions and charts; absent: the full name. */
  readonly short?: string;
  /** The name a paragraph of the game's own rules is cited under (`cowboy/5.2` -> "Cowboy 5.2"); absent: the short name. */
  readonly cite?: string;
}

/** Every game's words in one language: a game without them fails the type-check. */
export type GamesWords = Readonly<Record<GameId, GameWords>>;

/** The short name of a game (its table name). */
export const shortName = (w: GameWords): string => w.short ?? w.name;

/** The name a game's own paragraphs are cited under. */
export const citeName = (w: GameWords): string => w.cite ?? shortName(w);

/** The quiz's keys of the games' names and banks (`quiz.game.<id>`, `quiz.bank.<id>`), from the words. */
export function quizGameStrings(words: GamesWords): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [id, w] of Object.entries(words)) {
    out[`quiz.game.${id}`] = w.name;
    out[`quiz.bank.${id}`] = w.name;
  }
  return out;
}
