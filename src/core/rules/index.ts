/** The referee's public surface: rule a game log, or drive a game step by step. */
export { referee, Referee, supportedGame, implicitOption, type RefereeOutput } from './referee.ts';
export { GAMES, supportedGames, type GameEntry, type SupportedGame, type UnsupportedGame } from './registry.ts';
export { summarizeShot } from '../shot/index.ts';
export type { ShotFacts } from '../shot/index.ts';
export * from './common/types.ts';
export type { GameContext, Pending } from './common/context.ts';
export type { RefereeEvent } from './common/events.ts';
export { COMMON_STATES, createGameMachine, type GameRules } from './common/kit.ts';
export { eightBallMachine } from './eight-ball/index.ts';
export { nineBallMachine } from './nine-ball/index.ts';
export { straightPoolMachine } from './straight-pool/index.ts';
export { lagMachine } from './lag/index.ts';
