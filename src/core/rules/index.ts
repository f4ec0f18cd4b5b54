/** The referee's public surface: rule a game log, or drive a game step by step. */

export type { ShotFacts } from '../shot/index.ts';
export { summarizeShot } from '../shot/index.ts';
export type { GameContext, Pending } from './common/context.ts';
export type { RefereeEvent } from './common/events.ts';
export { COMMON_STATES, createGameMachine, type GameRules } from './common/kit.ts';
export type { LossCause, Said, SayCode, SayParams } from './common/says.ts';
export * from './common/types.ts';
export type { GameDescriptor, RulePage } from './descriptor.ts';
export { type AnyGame, GAMES, type GameBank, gameOf } from './games.ts';
export { lagMachine } from './lag/machine.ts';
export { implicitOption, Referee, type RefereeOutput, referee, supportedGame } from './referee.ts';
export { type GameEntry, REFEREES, type SupportedGame, supportedGames, type UnsupportedGame } from './registry.ts';
export { type GameSnapshot, type StateFacts, stateFacts } from './state-facts.ts';
