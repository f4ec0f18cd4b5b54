/** Generated scenario questions: the physics core's shots inside referee logs (issue 15). */
export * from './build.ts';
export {
  CHANGE_PROBES,
  CHANGE_RECIPES,
  type ChangedTopic,
  type ChangeProbe,
  currentRulingOtherwise,
} from './changes.ts';
export * from './generate.ts';
export * from './model.ts';
export { type Candidate, RECIPES, RECREATIONAL_BANKS, type Recipe, type Template } from './recipes.ts';
