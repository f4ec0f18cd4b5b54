export { COWBOY } from './game.ts';
export { cowboyMachine } from './machine.ts';
export * from './rules.ts';
