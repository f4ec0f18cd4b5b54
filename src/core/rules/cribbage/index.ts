export { CRIBBAGE } from './game.ts';
export { cribbageMachine } from './machine.ts';
export * from './rules.ts';
