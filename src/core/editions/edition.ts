/**
 * The editions the referee rules under, by name: a module that imports nothing, so that the types
 * of a log (rules/common/types.ts) can name an edition without loading the game list.
 */
export const EDITIONS = ['wpa-1999', 'wpa-current'] as const;
export type Edition = (typeof EDITIONS)[number];
export const DEFAULT_EDITION: Edition = 'wpa-1999';
