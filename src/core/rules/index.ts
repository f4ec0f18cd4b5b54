/** The referee's public surface: rule a game log, or drive a game step by step. */

export type { GameContext } from './common/context.ts';
export type { Said } from './common/says.ts';
export * from './common/types.ts';
export { referee, supportedGame } from './referee.ts';
export { REFEREES, supportedGames } from './registry.ts';
