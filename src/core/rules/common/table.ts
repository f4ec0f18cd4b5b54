/**
 * The few table facts the referee needs (contracts/README.md, "Coordinates and names"):
 * metres, x from the head cushion, y from the right long cushion. Kept here rather than
 * imported from core/table so that the rules never wait on the physics side of the tree.
 */
import type { RailId } from '../../vocabulary/index.ts';

export type Point = readonly [number, number];

/** Default 9-foot table and WPA ball (contract: L = 2.54, W = 1.27; R = 0.028575). */
export const L = 2.54;
export const W = 1.27;
export const R = 0.028575;

/** Tolerances: a ball counts as touching a cushion or a ball within half a millimetre. */
export const TOUCH_TOLERANCE = 0.0005;
/** Gap left between a spotted ball and the cue ball (3.32: "as close as possible but not frozen"). */
export const CUE_BALL_GAP = 0.0005;

export const HEAD_STRING_X = L / 4;
export const HEAD_SPOT: Point = [L / 4, W / 2];
export const CENTRE_SPOT: Point = [L / 2, W / 2];
export const FOOT_SPOT: Point = [(3 * L) / 4, W / 2];

export const distance = (a: Point, b: Point): number => Math.hypot(a[0] - b[0], a[1] - b[1]);

/** 3.16 / short rule 14: the head string is not part of the kitchen. */
export const isInKitchen = (p: Point): boolean => p[0] < HEAD_STRING_X;

/** 2.21: on the head string or within half a ball's diameter beyond it. */
export const isWithinHeadStringWarningZone = (p: Point): boolean => p[0] >= HEAD_STRING_X && p[0] <= HEAD_STRING_X + R;

/** A ball interferes with spotting on a spot when it would overlap a ball placed there. */
export const blocksSpot = (p: Point, spot: Point): boolean => distance(p, spot) < 2 * R - 1e-9;

/** Centres of a 15-ball triangle with the apex on the foot spot (3.2, 6.4). */
export function rackCentres(): Point[] {
  const out: Point[] = [];
  const row = Math.sqrt(3) * R;
  for (let k = 0; k < 5; k += 1) {
    for (let j = 0; j <= k; j += 1) out.push([FOOT_SPOT[0] + k * row, W / 2 + (j - k / 2) * 2 * R]);
  }
  return out;
}

const RACK_APEX: Point = FOOT_SPOT;
const RACK_BACK_RIGHT: Point = [FOOT_SPOT[0] + 4 * Math.sqrt(3) * R, W / 2 - 4 * R];
const RACK_BACK_LEFT: Point = [FOOT_SPOT[0] + 4 * Math.sqrt(3) * R, W / 2 + 4 * R];

function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

function insideTriangle(p: Point, a: Point, b: Point, c: Point): boolean {
  const s = (u: Point, v: Point, w: Point) => (u[0] - w[0]) * (v[1] - w[1]) - (v[0] - w[0]) * (u[1] - w[1]);
  const d1 = s(p, a, b);
  const d2 = s(p, b, c);
  const d3 = s(p, c, a);
  const neg = d1 < 0 || d2 < 0 || d3 < 0;
  const pos = d1 > 0 || d2 > 0 || d3 > 0;
  return !(neg && pos);
}

/**
 * 6.7.6: a ball is "in the rack area" when the triangle, lowered onto the table, would touch it:
 * its centre lies closer than two radii to the triangle spanned by the rack's ball centres.
 */
export function isInRackArea(p: Point): boolean {
  if (insideTriangle(p, RACK_APEX, RACK_BACK_RIGHT, RACK_BACK_LEFT)) return true;
  const d = Math.min(
    distanceToSegment(p, RACK_APEX, RACK_BACK_RIGHT),
    distanceToSegment(p, RACK_BACK_RIGHT, RACK_BACK_LEFT),
    distanceToSegment(p, RACK_BACK_LEFT, RACK_APEX),
  );
  return d < 2 * R - 1e-9;
}

/** The table rails (a long rail carries two cushions, one each side of the side pocket). */
export type RailSide = 'head' | 'foot' | 'right' | 'left';
export const railSide = (rail: RailId): RailSide =>
  rail === 'head' ? 'head' : rail === 'foot' ? 'foot' : rail.startsWith('right') ? 'right' : 'left';

/** The cushion nearest to a ball and the gap between the ball and it (metres). */
export function nearestCushion(p: Point): { rail: RailId; gap: number } {
  const half = p[0] < L / 2 ? 'head' : 'foot';
  const candidates: Array<{ rail: RailId; gap: number }> = [
    { rail: 'head', gap: p[0] - R },
    { rail: 'foot', gap: L - p[0] - R },
    { rail: `right-${half}`, gap: p[1] - R },
    { rail: `left-${half}`, gap: W - p[1] - R },
  ];
  let best = candidates[0] as { rail: RailId; gap: number };
  for (const c of candidates) if (c.gap < best.gap) best = c;
  return best;
}

/** 3.38: frozen to a cushion. */
export const isFrozenToCushion = (p: Point): boolean => nearestCushion(p).gap <= TOUCH_TOLERANCE;

/** 6.7.2: not frozen, but within a ball's width (one diameter) of a cushion. */
export const isNearCushion = (p: Point): boolean => {
  const { gap } = nearestCushion(p);
  return gap > TOUCH_TOLERANCE && gap <= 2 * R + TOUCH_TOLERANCE;
};

/** Two balls touch (frozen) when their centres are two radii apart. */
export const areTouching = (a: Point, b: Point): boolean => distance(a, b) <= 2 * R + TOUCH_TOLERANCE;
