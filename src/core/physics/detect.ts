import { firstContactQuadratic, firstContactQuartic, solveQuadratic } from '../geometry/index.ts';
import type { Course } from './course.ts';
import { SEG } from './course.ts';
import type { PhysicsParams } from './params.ts';
import type { BallState } from './state.ts';
import { POCKETED } from './state.ts';

/**
 * Event detection: for one ball (or one pair), the first time within its current motion
 * phase that it touches a cushion, a rounded jaw, another ball, a pocket's capture circle or
 * the head string. Every position is a quadratic in time within a phase, so each test is a
 * polynomial root (quadratic for lines, quartic for circles and balls). A cheap reach test
 * first skips anything the ball cannot get to before its phase ends.
 */

/** Scratch: position, velocity and half-acceleration of two balls at the current time. */
const K = new Float64Array(12);
const roots = new Float64Array(2);

/** Writes ball i's motion polynomial, re-centred at time `now`, to K[o..o+5]. */
function load(s: BallState, i: number, now: number, o: number): void {
  const tau = now - (s.t0[i] as number);
  const ax = s.ax[i] as number;
  const ay = s.ay[i] as number;
  const vx = s.vx[i] as number;
  const vy = s.vy[i] as number;
  K[o] = (s.px[i] as number) + (vx + 0.5 * ax * tau) * tau;
  K[o + 1] = (s.py[i] as number) + (vy + 0.5 * ay * tau) * tau;
  K[o + 2] = vx + ax * tau;
  K[o + 3] = vy + ay * tau;
  K[o + 4] = 0.5 * ax;
  K[o + 5] = 0.5 * ay;
}

/** Largest distance ball i (loaded at K[o]) can travel in h seconds. */
const reach = (o: number, h: number): number =>
  Math.hypot(K[o + 2] as number, K[o + 3] as number) * h + Math.hypot(K[o + 4] as number, K[o + 5] as number) * h * h;

/** First time balls i and j touch, or Infinity. */
export function predictPair(s: BallState, i: number, j: number, now: number, P: PhysicsParams): number {
  if (s.motion[i] === POCKETED || s.motion[j] === POCKETED) return Number.POSITIVE_INFINITY;
  if (!s.isMoving(i) && !s.isMoving(j)) return Number.POSITIVE_INFINITY;
  const h = Math.max(0, Math.min(s.end[i] as number, s.end[j] as number) - now);
  load(s, i, now, 0);
  load(s, j, now, 6);
  const Ax = (K[0] as number) - (K[6] as number);
  const Ay = (K[1] as number) - (K[7] as number);
  const D = 2 * P.R;
  if (Math.hypot(Ax, Ay) - D > reach(0, h) + reach(6, h)) return Number.POSITIVE_INFINITY;
  const Bx = (K[2] as number) - (K[8] as number);
  const By = (K[3] as number) - (K[9] as number);
  const Cx = (K[4] as number) - (K[10] as number);
  const Cy = (K[5] as number) - (K[11] as number);
  const t = firstContactQuartic(
    Cx * Cx + Cy * Cy,
    2 * (Bx * Cx + By * Cy),
    Bx * Bx + By * By + 2 * (Ax * Cx + Ay * Cy),
    2 * (Ax * Bx + Ay * By),
    Ax * Ax + Ay * Ay - D * D,
    h,
  );
  return now + t;
}

/** First time the centre of the ball loaded at K[0] comes within `radius` of (cx, cy), or Infinity. */
function circleContact(cx: number, cy: number, radius: number, h: number): number {
  const Ax = (K[0] as number) - cx;
  const Ay = (K[1] as number) - cy;
  if (Math.hypot(Ax, Ay) - radius > reach(0, h)) return Number.POSITIVE_INFINITY;
  const Bx = K[2] as number;
  const By = K[3] as number;
  const Cx = K[4] as number;
  const Cy = K[5] as number;
  return firstContactQuartic(
    Cx * Cx + Cy * Cy,
    2 * (Bx * Cx + By * Cy),
    Bx * Bx + By * By + 2 * (Ax * Cx + Ay * Cy),
    2 * (Ax * Bx + Ay * By),
    Ax * Ax + Ay * Ay - radius * radius,
    h,
  );
}

/** First contact of the loaded ball with segment k (within its extent), or Infinity. */
function segmentContact(c: Course, k: number, R: number, h: number): number {
  const o = k * SEG;
  const fx = c.seg[o] as number;
  const fy = c.seg[o + 1] as number;
  const nx = c.seg[o + 5] as number;
  const ny = c.seg[o + 6] as number;
  const d0 = nx * ((K[0] as number) - fx) + ny * ((K[1] as number) - fy) - R;
  if (d0 > reach(0, h)) return Number.POSITIVE_INFINITY;
  const d1 = nx * (K[2] as number) + ny * (K[3] as number);
  const d2 = nx * (K[4] as number) + ny * (K[5] as number);
  const t = firstContactQuadratic(d2, d1, d0, h);
  if (t === Number.POSITIVE_INFINITY) return t;
  // The contact must fall on the segment; past its ends the jaw arcs take over.
  const x = (K[0] as number) + ((K[2] as number) + (K[4] as number) * t) * t;
  const y = (K[1] as number) + ((K[3] as number) + (K[5] as number) * t) * t;
  const along = (x - fx) * (c.seg[o + 2] as number) + (y - fy) * (c.seg[o + 3] as number);
  return along >= 0 && along <= (c.seg[o + 4] as number) ? t : Number.POSITIVE_INFINITY;
}

export interface Hit {
  t: number;
  /** Segment index, or nSeg + arc index. */
  which: number;
}

/** First cushion contact of ball i (segments, then jaw arcs), written to `out`. */
export function predictCushion(s: BallState, i: number, now: number, c: Course, P: PhysicsParams, out: Hit): void {
  out.t = Number.POSITIVE_INFINITY;
  out.which = -1;
  if (!s.isMoving(i)) return;
  const h = Math.max(0, (s.end[i] as number) - now);
  load(s, i, now, 0);
  for (let k = 0; k < c.nSeg; k++) {
    const t = segmentContact(c, k, P.R, h);
    if (t < out.t) {
      out.t = t;
      out.which = k;
    }
  }
  for (let k = 0; k < c.nArc; k++) {
    const o = 3 * k;
    const t = circleContact(c.arc[o] as number, c.arc[o + 1] as number, (c.arc[o + 2] as number) + P.R, h);
    if (t < out.t) {
      out.t = t;
      out.which = c.nSeg + k;
    }
  }
  out.t += now;
}

/** First time ball i's centre enters a capture circle, written to `out` (which = hole index). */
export function predictPocket(s: BallState, i: number, now: number, c: Course, out: Hit): void {
  out.t = Number.POSITIVE_INFINITY;
  out.which = -1;
  if (!s.isMoving(i)) return;
  const h = Math.max(0, (s.end[i] as number) - now);
  load(s, i, now, 0);
  for (let k = 0; k < c.nHole; k++) {
    const o = 3 * k;
    const t = circleContact(c.hole[o] as number, c.hole[o + 1] as number, c.hole[o + 2] as number, h);
    if (t < out.t) {
      out.t = t;
      out.which = k;
    }
  }
  out.t += now;
}

/**
 * Next time ball i's centre crosses the head string x = X, leaving the side it is on
 * (`inKitchen`: x < X). A touch of the line without crossing is not a crossing.
 */
export function predictHeadString(s: BallState, i: number, now: number, X: number, inKitchen: boolean): number {
  if (!s.isMoving(i)) return Number.POSITIVE_INFINITY;
  const h = Math.max(0, (s.end[i] as number) - now);
  load(s, i, now, 0);
  const x0 = K[0] as number;
  const vx = K[2] as number;
  const hx = K[4] as number;
  const n = solveQuadratic(hx, vx, x0 - X, roots);
  for (let k = 0; k < n; k++) {
    const t = roots[k] as number;
    if (t < 0 || t > h) continue;
    const slope = vx + 2 * hx * t;
    if (inKitchen ? slope > 0 : slope < 0) return now + t;
  }
  return Number.POSITIVE_INFINITY;
}
