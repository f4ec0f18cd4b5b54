export { NINE_BALL } from './game.ts';
export { nineBallMachine } from './machine.ts';
export * from './rules.ts';
