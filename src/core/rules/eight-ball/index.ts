export { EIGHT_BALL } from './game.ts';
export { eightBallMachine } from './machine.ts';
export * from './rules.ts';
