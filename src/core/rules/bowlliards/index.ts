export { BOWLLIARDS } from './game.ts';
export { bowlliardsMachine } from './machine.ts';
export * from './rules.ts';
