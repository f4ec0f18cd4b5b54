/**
 * The referee's table geometry for views outside the core (see ./shared.ts): ball sets, the lines
 * and spots of a table of a given size, and where spotted balls go. Kept apart from ./shared.ts so
 * that a page that only reads rulings does not load it.
 */
export { toList } from './common/balls.ts';
export { spotBalls } from './common/spotting.ts';
export { NINE_FOOT, type RefereeTableSize, tableLines } from './common/table.ts';
/** The 14.1 re-rack table (6.7.3, 6.7.6): where the cue ball and the 15th ball lie, and where each goes. */
export {
  CUE_AT,
  type CueAt,
  classifyCue,
  classifyFifteenth,
  FIFTEENTH_AT,
  type FifteenthAt,
  RERACK_TABLE,
  type RerackEntry,
} from './straight-pool/rerack-table.ts';
