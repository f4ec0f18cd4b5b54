/**
 * One game at a time, for the browser: each game's descriptor imports only that game's machine
 * and rules, so a page that rules Nine-Ball does not download the other fifteen games.
 */
import type { GameId } from '../vocabulary/index.ts';
import { loadEntry, type SupportedGame, type SupportedId } from './entry.ts';
import { gameOf, isGameId } from './games.ts';

export const hasReferee = (game: GameId): game is SupportedId => isGameId(game);

/** The game's entry, loaded on demand; null for a game without a referee yet. */
export function loadGame(game: GameId): Promise<SupportedGame> | null {
  return hasReferee(game) ? loadEntry(gameOf(game)) : null;
}
