/** Game ids of the referee contract: the ids of the game list (src/core/rules/games.ts). */
export { GAME_IDS, type GameId, isGameId } from '../rules/games.ts';
