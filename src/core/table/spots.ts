import type { Vec2 } from '../geometry/index.ts';
import type { RailId } from '../vocabulary/index.ts';
import type { TableSpec } from './spec.ts';

/**
 * Spots, strings, the kitchen and the diamonds (contracts/README.md, "Coordinates and
 * names"; WPA Equipment Specifications for the diamonds: 18 sights, splitting the long
 * cushions into eighths of the length and the short ones into quarters of the width).
 */

export type SpotName = 'head' | 'centre' | 'foot';

export function spot(table: TableSpec, name: SpotName): Vec2 {
  const fraction = name === 'head' ? 0.25 : name === 'centre' ? 0.5 : 0.75;
  return [table.length * fraction, table.width / 2];
}

/** The head string is the line x = L/4. */
export const headStringX = (table: TableSpec): number => table.length / 4;

/** The kitchen is x < L/4: a ball centred exactly on the head string is not in it. */
export const isInKitchen = (table: TableSpec, p: Vec2): boolean => p[0] < headStringX(table);

export interface Diamond {
  readonly rail: RailId;
  /** The sight's projection onto the cushion nose line. */
  readonly at: Vec2;
}

/** The 18 diamonds, projected onto the cushion nose lines, in a fixed order. */
export function diamonds(table: TableSpec): Diamond[] {
  const { length: L, width: W } = table;
  const out: Diamond[] = [];
  for (let k = 1; k <= 3; k++) out.push({ rail: 'head', at: [0, (k * W) / 4] });
  for (let k = 1; k <= 3; k++) out.push({ rail: 'foot', at: [L, (k * W) / 4] });
  for (let k = 1; k <= 7; k++) {
    if (k === 4) continue; // the side pockets sit where the fourth sight would be
    const x = (k * L) / 8;
    out.push({ rail: k < 4 ? 'right-head' : 'right-foot', at: [x, 0] });
    out.push({ rail: k < 4 ? 'left-head' : 'left-foot', at: [x, W] });
  }
  return out;
}
