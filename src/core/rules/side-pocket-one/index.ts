export { SIDE_POCKET_ONE } from './game.ts';
export { sidePocketOneMachine } from './machine.ts';
export * from './rules.ts';
