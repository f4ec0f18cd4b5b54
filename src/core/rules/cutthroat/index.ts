export { CUTTHROAT } from './game.ts';
export { cutthroatMachine } from './machine.ts';
export * from './rules.ts';
