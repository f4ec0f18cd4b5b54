/** Generated scenario questions: the physics core's shots inside referee logs (issue 15). */
export * from './build.ts';
export { CHANGE_PROBES, type ChangedTopic } from './changes.ts';
export * from './generate.ts';
export * from './model.ts';
export { RECREATIONAL_BANKS, type Template } from './recipes.ts';
