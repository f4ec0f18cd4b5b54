export { STRAIGHT_POOL } from './game.ts';
export { straightPoolMachine } from './machine.ts';
export * from './rerack-table.ts';
export * from './rules.ts';
