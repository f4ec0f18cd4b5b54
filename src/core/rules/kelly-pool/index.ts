export { KELLY_POOL } from './game.ts';
export { kellyPoolMachine } from './machine.ts';
export * from './rules.ts';
