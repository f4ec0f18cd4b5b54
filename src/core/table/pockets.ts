import type { Vec2 } from '../geometry/index.ts';
import { add, dot, normalize, scale, sub } from '../geometry/index.ts';
import type { PocketId, RailId } from '../vocabulary/index.ts';
import type { PocketSpec } from './spec.ts';

/**
 * Pocket geometry. Each pocket has two jaws; a jaw is where a cushion nose turns into the
 * pocket. At the tip the nose is rounded by a small circle tangent to both the nose line and
 * the jaw face; behind the tip the jaw face runs into the pocket at the WPA cut angle.
 */

export interface Jaw {
  readonly rail: RailId;
  /** The sharp tip where the nose line and the jaw face would meet. */
  readonly tip: Vec2;
  /** Unit vector along the nose line, pointing away from the pocket. */
  readonly along: Vec2;
  /** Unit normal of the nose line, pointing into the playing area. */
  readonly inward: Vec2;
  readonly cutAngle: number;
}

export interface RoundedJaw {
  readonly rail: RailId;
  /** Where the nose line ends and the rounding starts. */
  readonly noseEnd: Vec2;
  /** Centre and radius of the rounding. */
  readonly centre: Vec2;
  readonly radius: number;
  /** The jaw face: from the end of the rounding, along `face`, for `faceLength`. */
  readonly faceStart: Vec2;
  readonly face: Vec2;
  readonly faceLength: number;
}

export interface PocketHole {
  readonly id: PocketId;
  /** The pocket's nominal position from the contract, e.g. (0, 0) for head-right. */
  readonly at: Vec2;
  /** The circle in which a ball's centre drops. */
  readonly capture: Vec2;
  readonly captureRadius: number;
  readonly jaws: readonly [RoundedJaw, RoundedJaw];
}

/** Solves the 2x2 system [a; b] x = (ra, rb). */
function solve2(a: Vec2, b: Vec2, ra: number, rb: number): Vec2 {
  const det = a[0] * b[1] - a[1] * b[0];
  return [(ra * b[1] - rb * a[1]) / det, (a[0] * rb - b[0] * ra) / det];
}

/** The jaw face direction: the nose direction turned by the cut angle into the rubber. */
function jawFaceDirection(jaw: Jaw): Vec2 {
  const c = Math.cos(jaw.cutAngle);
  const s = Math.sin(jaw.cutAngle);
  return [c * jaw.along[0] - s * jaw.inward[0], c * jaw.along[1] - s * jaw.inward[1]];
}

/** Rounds the tip with a circle inside the rubber, tangent to the nose and to the face. */
export function roundJaw(jaw: Jaw, radius: number, faceLength: number): RoundedJaw {
  const face = jawFaceDirection(jaw);
  // Normal of the face that points out of the rubber (into the pocket opening).
  const intoRubber = normalize(add(jaw.along, face));
  let faceNormal: Vec2 = [-face[1], face[0]];
  if (dot(faceNormal, intoRubber) > 0) faceNormal = scale(faceNormal, -1);
  const offset = solve2(jaw.inward, faceNormal, -radius, -radius);
  const centre = add(jaw.tip, offset);
  return {
    rail: jaw.rail,
    noseEnd: add(centre, scale(jaw.inward, radius)),
    centre,
    radius,
    faceStart: add(centre, scale(faceNormal, radius)),
    face,
    faceLength,
  };
}

/**
 * Capture circle: the slate cut's circle, on the pocket's axis with its near edge `drop` (the
 * shelf) behind the mouth line, widened by `slateEdge` about the same centre (a ball whose
 * centre is over the rounded edge of the slate rolls off it). The slate cut's radius is raised
 * if needed so that it spans the throat (the room a ball's centre has between the jaw faces)
 * at its own depth: a ball that gets that deep has dropped.
 */
export function captureCircle(
  jawA: Jaw,
  jawB: Jaw,
  drop: number,
  radius: number,
  slateEdge: number,
  ballRadius: number,
): { centre: Vec2; radius: number } {
  const axis = normalize(scale(add(jawA.inward, jawB.inward), -1));
  const mouthMid = scale(add(jawA.tip, jawB.tip), 0.5);
  const halfMouth = Math.hypot(...sub(jawA.tip, jawB.tip)) / 2;
  // Half-angle by which the jaw faces close toward the back, relative to the axis.
  const faceA = jawFaceDirection(jawA);
  const closing = Math.asin(Math.min(1, Math.abs(faceA[0] * axis[1] - faceA[1] * axis[0])));
  const tan = Math.tan(closing);
  const needed = (halfMouth - drop * tan - ballRadius / Math.cos(closing)) / (1 + tan);
  const r = Math.max(radius, needed + 0.001);
  return { centre: add(mouthMid, scale(axis, drop + r)), radius: r + slateEdge };
}

/** The two jaws of each pocket, named by the cushion they end. */
export function pocketJaws(spec: PocketSpec, length: number, width: number): Record<PocketId, readonly [Jaw, Jaw]> {
  const L = length;
  const W = width;
  const d = spec.cornerMouth / Math.SQRT2;
  const s = spec.sideMouth / 2;
  const cj = spec.cornerJawAngle;
  const sj = spec.sideJawAngle;
  const jaw = (rail: RailId, tip: Vec2, along: Vec2, inward: Vec2, cutAngle: number): Jaw => ({
    rail,
    tip,
    along,
    inward,
    cutAngle,
  });
  return {
    'head-right': [jaw('right-head', [d, 0], [1, 0], [0, 1], cj), jaw('head', [0, d], [0, 1], [1, 0], cj)],
    'head-left': [jaw('left-head', [d, W], [1, 0], [0, -1], cj), jaw('head', [0, W - d], [0, -1], [1, 0], cj)],
    'side-right': [
      jaw('right-head', [L / 2 - s, 0], [-1, 0], [0, 1], sj),
      jaw('right-foot', [L / 2 + s, 0], [1, 0], [0, 1], sj),
    ],
    'side-left': [
      jaw('left-head', [L / 2 - s, W], [-1, 0], [0, -1], sj),
      jaw('left-foot', [L / 2 + s, W], [1, 0], [0, -1], sj),
    ],
    'foot-right': [jaw('right-foot', [L - d, 0], [-1, 0], [0, 1], cj), jaw('foot', [L, d], [0, 1], [-1, 0], cj)],
    'foot-left': [jaw('left-foot', [L - d, W], [-1, 0], [0, -1], cj), jaw('foot', [L, W - d], [0, -1], [-1, 0], cj)],
  };
}

/** Nominal pocket positions of the contract. */
export function pocketPositions(length: number, width: number): Record<PocketId, Vec2> {
  return {
    'head-right': [0, 0],
    'head-left': [0, width],
    'side-right': [length / 2, 0],
    'side-left': [length / 2, width],
    'foot-right': [length, 0],
    'foot-left': [length, width],
  };
}
