export * from './balls.ts';
export * from './events.ts';
export * from './fouls.ts';
export * from './games.ts';
export * from './table-names.ts';
