import type { ObjectBall } from '../vocabulary/index.ts';

/**
 * How a game's opening rack is written (each game's descriptor holds its plan). A triangle's apex
 * sits on the foot spot and its rows run toward the foot cushion; each row is listed from the
 * right (y = 0 side) to the left.
 */

export interface TriangleRack {
  readonly kind: 'triangle';
  /** Balls row by row from the apex, each row right to left. */
  readonly rows: readonly (readonly ObjectBall[])[];
  /** Balls whose place the rules fix; the others may be shuffled. */
  readonly fixed: readonly ObjectBall[];
  readonly source: string;
}

interface SpotRack {
  readonly kind: 'spots';
  readonly balls: readonly (readonly [ObjectBall, 'head' | 'centre' | 'foot'])[];
  readonly source: string;
}

export type RackPlan = TriangleRack | SpotRack | { readonly kind: 'none'; readonly source: string };

const FIFTEEN_IN_ORDER: ObjectBall[][] = [[1], [2, 3], [4, 5, 6], [7, 8, 9, 10], [11, 12, 13, 14, 15]];
export const ONE_TWO_THREE_CORNERS: ObjectBall[][] = [[1], [4, 5], [6, 7, 8], [9, 10, 11, 12], [2, 13, 14, 15, 3]];
export const FIFTEEN_CENTRE: ObjectBall[][] = [[1], [4, 5], [6, 15, 7], [8, 9, 10, 11], [2, 12, 13, 14, 3]];

/** Fifteen balls in a standard triangle, in any order. */
export const random15 = (source: string): TriangleRack => ({
  kind: 'triangle',
  rows: FIFTEEN_IN_ORDER,
  fixed: [],
  source,
});
