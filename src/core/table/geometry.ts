import type { Vec2 } from '../geometry/index.ts';
import { scale, sub } from '../geometry/index.ts';
import type { PocketId, RailId } from '../vocabulary/index.ts';
import { POCKET_IDS } from '../vocabulary/index.ts';
import type { PocketHole, RoundedJaw } from './pockets.ts';
import { captureCircle, pocketJaws, pocketPositions, roundJaw } from './pockets.ts';
import type { TableSpec } from './spec.ts';
import { headStringX } from './spots.ts';

/**
 * The table as the simulator sees it: straight cushion pieces (nose lines and jaw faces),
 * rounded jaw tips (arcs) and pocket capture circles. Built once per table from a TableSpec.
 */

interface CushionSegment {
  readonly rail: RailId;
  readonly from: Vec2;
  /** Unit vector from `from` along the segment. */
  readonly along: Vec2;
  readonly length: number;
  /** Unit normal pointing to the side balls come from. */
  readonly normal: Vec2;
}

interface JawArc {
  readonly rail: RailId;
  readonly centre: Vec2;
  readonly radius: number;
}

export interface TableGeometry {
  readonly spec: TableSpec;
  readonly length: number;
  readonly width: number;
  readonly headStringX: number;
  readonly segments: readonly CushionSegment[];
  readonly arcs: readonly JawArc[];
  readonly pockets: readonly PocketHole[];
}

function segment(rail: RailId, from: Vec2, to: Vec2, normal: Vec2): CushionSegment {
  const d = sub(to, from);
  const length = Math.hypot(d[0], d[1]);
  return { rail, from, along: scale(d, 1 / length), length, normal };
}

/** A closed rectangle; the long cushions are split at the middle so that rails keep their names. */
function closedCushions(L: number, W: number): CushionSegment[] {
  return [
    segment('head', [0, 0], [0, W], [1, 0]),
    segment('foot', [L, 0], [L, W], [-1, 0]),
    segment('right-head', [0, 0], [L / 2, 0], [0, 1]),
    segment('right-foot', [L / 2, 0], [L, 0], [0, 1]),
    segment('left-head', [0, W], [L / 2, W], [0, -1]),
    segment('left-foot', [L / 2, W], [L, W], [0, -1]),
  ];
}

type JawsById = Record<PocketId, readonly [RoundedJaw, RoundedJaw]>;

/** Nose lines between jaws: each cushion runs from one pocket's jaw to the next. */
function noseSegments(j: JawsById): CushionSegment[] {
  const nose = (rail: RailId, a: RoundedJaw, b: RoundedJaw, normal: Vec2) =>
    segment(rail, a.noseEnd, b.noseEnd, normal);
  return [
    nose('head', j['head-right'][1], j['head-left'][1], [1, 0]),
    nose('foot', j['foot-right'][1], j['foot-left'][1], [-1, 0]),
    nose('right-head', j['head-right'][0], j['side-right'][0], [0, 1]),
    nose('right-foot', j['side-right'][1], j['foot-right'][0], [0, 1]),
    nose('left-head', j['head-left'][0], j['side-left'][0], [0, -1]),
    nose('left-foot', j['side-left'][1], j['foot-left'][0], [0, -1]),
  ];
}

function faceSegment(jaw: RoundedJaw): CushionSegment {
  const end: Vec2 = [jaw.faceStart[0] + jaw.face[0] * jaw.faceLength, jaw.faceStart[1] + jaw.face[1] * jaw.faceLength];
  // The face's open side is where the jaw's rounding centre is not.
  const n: Vec2 = [-jaw.face[1], jaw.face[0]];
  const towardCentre = (jaw.centre[0] - jaw.faceStart[0]) * n[0] + (jaw.centre[1] - jaw.faceStart[1]) * n[1];
  return segment(jaw.rail, jaw.faceStart, end, towardCentre > 0 ? scale(n, -1) : n);
}

export function buildTableGeometry(spec: TableSpec, ballRadius: number): TableGeometry {
  const L = spec.length;
  const W = spec.width;
  const base = { spec, length: L, width: W, headStringX: headStringX(spec) };
  const p = spec.pockets;
  if (p === null) return { ...base, segments: closedCushions(L, W), arcs: [], pockets: [] };
  const sharp = pocketJaws(p, L, W);
  const at = pocketPositions(L, W);
  // Jaw faces run well past the capture circle, so no ball can slip behind them.
  const faceLength =
    2 * (Math.max(p.cornerDrop, p.sideDrop) + 2 * (Math.max(p.cornerCapture, p.sideCapture) + p.slateEdge)) +
    p.sideMouth;
  const rounded = {} as JawsById;
  const pockets: PocketHole[] = [];
  for (const id of POCKET_IDS) {
    const [a, b] = sharp[id];
    const isSide = id.startsWith('side');
    const jaws = [roundJaw(a, p.jawRadius, faceLength), roundJaw(b, p.jawRadius, faceLength)] as const;
    rounded[id] = jaws;
    const drop = isSide ? p.sideDrop : p.cornerDrop;
    const circle = captureCircle(a, b, drop, isSide ? p.sideCapture : p.cornerCapture, p.slateEdge, ballRadius);
    pockets.push({ id, at: at[id], capture: circle.centre, captureRadius: circle.radius, jaws });
  }
  const segments = [...noseSegments(rounded), ...POCKET_IDS.flatMap((id) => rounded[id].map(faceSegment))];
  const arcs = POCKET_IDS.flatMap((id) =>
    rounded[id].map((j): JawArc => ({ rail: j.rail, centre: j.centre, radius: j.radius })),
  );
  return { ...base, segments, arcs, pockets };
}
