/**
 * Which games have which editions, from their descriptors: the games the current WPA Rules of Play
 * cover, and those the table rules under either edition. Apart from overrides.ts so that the
 * editions' values load without the game list (no import ring through the games' own modules).
 */
import { GAMES } from '../rules/games.ts';
import type { GameId } from '../vocabulary/index.ts';

/** The games the current WPA Rules of Play cover (their descriptors' `currentEdition`); every other game has its one (1999-based) rule set. */
export const CURRENT_EDITION_GAMES: readonly GameId[] = GAMES.filter((g) => g.currentEdition).map((g) => g.id);

export const hasEditions = (game: GameId): boolean => CURRENT_EDITION_GAMES.includes(game);

/**
 * The games the table rules under either edition: those the current rules cover that are played with
 * shots (their descriptors' `currentEdition` and `stepKinds`; not the lag, 3.6, which is not played on the table).
 */
const TABLE_EDITION_GAMES: readonly GameId[] = GAMES.filter(
  (g) => g.currentEdition && g.stepKinds.includes('shot'),
).map((g) => g.id);

export const hasTwoEditions = (game: GameId | null): boolean => game !== null && TABLE_EDITION_GAMES.includes(game);
