/**
 * The table facts the referee needs (contracts/README.md, "Coordinates and names"): metres, x
 * from the head cushion, y from the right long cushion. Every line and spot comes from the
 * log's table (`table`: "7ft", "8ft", "9ft" or a custom size; 9 ft by default), whose playing
 * surface is the WPA size of core/table/spec.ts.
 */
import { DEFAULT_TABLE_SIZE, standardTable, type TableSize, WPA_BALL } from '../../table/spec.ts';
import type { RailId } from '../../vocabulary/index.ts';

export type Point = readonly [number, number];

/** The WPA ball (contract: R = 0.028575). */
export const R = WPA_BALL.radius;

/** The size of the playing surface a log is ruled on. */
export interface RefereeTableSize {
  /** '7ft', '8ft', '9ft' or 'custom' */
  readonly name: string;
  /** between the cushion noses, head to foot (m) */
  readonly length: number;
  /** between the cushion noses, right to left (m) */
  readonly width: number;
}

/** A table's lines and spots, worked out once per log. */
export interface TableLines extends RefereeTableSize {
  /** 3.16: the head string, x = L/4 */
  readonly headStringX: number;
  readonly headSpot: Point;
  readonly centreSpot: Point;
  readonly footSpot: Point;
}

export function tableLines(t: RefereeTableSize): TableLines {
  const { length: L, width: W } = t;
  return Object.freeze({
    name: t.name,
    length: L,
    width: W,
    headStringX: L / 4,
    headSpot: Object.freeze([L / 4, W / 2]) as Point,
    centreSpot: Object.freeze([L / 2, W / 2]) as Point,
    footSpot: Object.freeze([(3 * L) / 4, W / 2]) as Point,
  });
}

const STANDARD = new Map<TableSize, TableLines>();
/** The lines of a standard WPA table (9 ft by default). */
export function standardLines(size: TableSize = DEFAULT_TABLE_SIZE): TableLines {
  let lines = STANDARD.get(size);
  if (!lines) {
    lines = tableLines(standardTable(size));
    STANDARD.set(size, lines);
  }
  return lines;
}

/** The default table: 9 ft (contract: L = 2.54, W = 1.27). */
export const NINE_FOOT: TableLines = standardLines('9ft');

/** Tolerances: a ball counts as touching a cushion or a ball within half a millimetre. */
const TOUCH_TOLERANCE = 0.0005;
/** Gap left between a spotted ball and the cue ball (3.32: "as close as possible but not frozen"). */
export const CUE_BALL_GAP = 0.0005;

const distance = (a: Point, b: Point): number => Math.hypot(a[0] - b[0], a[1] - b[1]);

/** 3.16 / short rule 14: the head string is not part of the kitchen. */
export const isInKitchen = (t: TableLines, p: Point): boolean => p[0] < t.headStringX;

/** 2.21: on the head string or within half a ball's diameter beyond it. */
export const isWithinHeadStringWarningZone = (t: TableLines, p: Point): boolean =>
  p[0] >= t.headStringX && p[0] <= t.headStringX + R;

/** A ball interferes with spotting on a spot when it would overlap a ball placed there. */
export const blocksSpot = (p: Point, spot: Point): boolean => distance(p, spot) < 2 * R - 1e-9;

/** Centres of a 15-ball triangle with the apex on the foot spot (3.2, 6.4). */
export function rackCentres(t: TableLines): Point[] {
  const out: Point[] = [];
  const row = Math.sqrt(3) * R;
  const [x0, y0] = t.footSpot;
  for (let k = 0; k < 5; k += 1) {
    for (let j = 0; j <= k; j += 1) out.push([x0 + k * row, y0 + (j - k / 2) * 2 * R]);
  }
  return out;
}

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
export function isInRackArea(t: TableLines, p: Point): boolean {
  const apex = t.footSpot;
  const back = apex[0] + 4 * Math.sqrt(3) * R;
  const backRight: Point = [back, apex[1] - 4 * R];
  const backLeft: Point = [back, apex[1] + 4 * R];
  if (insideTriangle(p, apex, backRight, backLeft)) return true;
  const d = Math.min(
    distanceToSegment(p, apex, backRight),
    distanceToSegment(p, backRight, backLeft),
    distanceToSegment(p, backLeft, apex),
  );
  return d < 2 * R - 1e-9;
}

/** The table rails (a long rail carries two cushions, one each side of the side pocket). */
export type RailSide = 'head' | 'foot' | 'right' | 'left';
export const railSide = (rail: RailId): RailSide =>
  rail === 'head' ? 'head' : rail === 'foot' ? 'foot' : rail.startsWith('right') ? 'right' : 'left';

/** The cushion nearest to a ball and the gap between the ball and it (metres). */
export function nearestCushion(t: TableLines, p: Point): { rail: RailId; gap: number } {
  const half = p[0] < t.length / 2 ? 'head' : 'foot';
  const candidates: Array<{ rail: RailId; gap: number }> = [
    { rail: 'head', gap: p[0] - R },
    { rail: 'foot', gap: t.length - p[0] - R },
    { rail: `right-${half}`, gap: p[1] - R },
    { rail: `left-${half}`, gap: t.width - p[1] - R },
  ];
  let best = candidates[0] as { rail: RailId; gap: number };
  for (const c of candidates) if (c.gap < best.gap) best = c;
  return best;
}

/** 3.38: frozen to a cushion. */
export const isFrozenToCushion = (t: TableLines, p: Point): boolean => nearestCushion(t, p).gap <= TOUCH_TOLERANCE;

/** 6.7.2: not frozen, but within a ball's width (one diameter) of a cushion. */
export const isNearCushion = (t: TableLines, p: Point): boolean => {
  const { gap } = nearestCushion(t, p);
  return gap > TOUCH_TOLERANCE && gap <= 2 * R + TOUCH_TOLERANCE;
};

/** Two balls touch (frozen) when their centres are two radii apart. */
export const areTouching = (a: Point, b: Point): boolean => distance(a, b) <= 2 * R + TOUCH_TOLERANCE;

/**
 * A ball's centre lies on the table: within the cushion noses, or up to a ball's width beyond them
 * (a ball resting in a pocket's mouth or jaws, on the shelf before it drops, lies past the nose line).
 */
export const isOnTable = (t: RefereeTableSize, p: Point): boolean =>
  p[0] >= -2 * R && p[0] <= t.length + 2 * R && p[1] >= -2 * R && p[1] <= t.width + 2 * R;

/** Two balls overlap: their centres are closer than two radii, beyond the touching tolerance. */
export const overlap = (a: Point, b: Point): boolean => distance(a, b) < 2 * R - TOUCH_TOLERANCE;
