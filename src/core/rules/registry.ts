/**
 * GameId -> the game's machine and what the driver must know to validate its log, for every game
 * of the list (games.ts), loaded once when this module is first imported (the CLI, the quiz, the
 * tests). The browser uses lazy.ts instead and downloads one game. A game without a referee would
 * be listed as an UnsupportedGame and the referee would reject it with a clear message (exit 2,
 * field `game`).
 */
import type { GameId } from '../vocabulary/index.ts';
import { type GameEntry, loadEntry } from './entry.ts';
import { GAMES } from './games.ts';

export type { GameEntry, SupportedGame } from './entry.ts';

export const REFEREES: Readonly<Record<GameId, GameEntry>> = Object.fromEntries(
  await Promise.all(GAMES.map(async (g) => [g.id, await loadEntry(g)] as const)),
) as Record<GameId, GameEntry>;

export const supportedGames = (): GameId[] =>
  (Object.values(REFEREES) as GameEntry[]).filter((g) => g.status === 'supported').map((g) => g.id);
