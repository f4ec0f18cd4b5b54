export { HONOLULU } from './game.ts';
export { honoluluMachine } from './machine.ts';
export * from './rules.ts';
