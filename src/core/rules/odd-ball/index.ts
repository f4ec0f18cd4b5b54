export { ODD_BALL } from './game.ts';
export { oddBallMachine } from './machine.ts';
export * from './rules.ts';
