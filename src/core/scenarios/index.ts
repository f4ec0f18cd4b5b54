/** Generated scenario questions: the physics core's shots inside referee logs (issue 15). */
export * from './build.ts';
export * from './generate.ts';
export * from './model.ts';
export { type Candidate, RECIPES, RECREATIONAL_BANKS, type Recipe, type Template } from './recipes.ts';
