export { MR_AND_MRS } from './game.ts';
export { mrAndMrsMachine } from './machine.ts';
export * from './rules.ts';
