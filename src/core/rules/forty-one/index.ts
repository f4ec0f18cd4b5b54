export { FORTY_ONE } from './game.ts';
export { fortyOneMachine } from './machine.ts';
export * from './rules.ts';
