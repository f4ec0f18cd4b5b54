/**
 * Names of pockets and cushions, "left" and "right" as seen from the head end looking
 * toward the foot (contracts/README.md, "Coordinates and names").
 */

export const POCKET_IDS = ['head-right', 'head-left', 'side-right', 'side-left', 'foot-right', 'foot-left'] as const;
export type PocketId = (typeof POCKET_IDS)[number];

export const RAIL_IDS = ['head', 'foot', 'right-head', 'right-foot', 'left-head', 'left-foot'] as const;
export type RailId = (typeof RAIL_IDS)[number];
