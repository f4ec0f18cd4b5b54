export { SIX_BALL } from './game.ts';
export { sixBallMachine } from './machine.ts';
export * from './rules.ts';
