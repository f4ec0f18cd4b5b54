export { CARD_BALL } from './game.ts';
export { cardBallMachine } from './machine.ts';
export * from './rules.ts';
