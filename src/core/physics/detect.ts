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

/** Largest distance the ball loaded at K[o] can travel in h seconds. (Math.hypot is slow in V8.) */
function reach(o: number, h: number): number {
  const vx = K[o + 2] as number;
  const vy = K[o + 3] as number;
  const ax = K[o + 4] as number;
  const ay = K[o + 5] as number;
  return Math.sqrt(vx * vx + vy * vy) * h + Math.sqrt(ax * ax + ay * ay) * h * h;
}

/**
 * First time ball i touches each other ball, written to tPair[min * n + max]. Ball i is
 * loaded once; each partner is skipped when it is too far to reach within the pair's window.
 */
export function predictPairsOf(s: BallState, i: number, now: number, P: PhysicsParams, tPair: Float64Array): void {
  const n = s.n;
  const iPocketed = s.motion[i] === POCKETED;
  const iMoving = s.isMoving(i);
  const endI = s.end[i] as number;
  load(s, i, now, 0);
  const reachI = iMoving ? reach(0, Math.max(0, endI - now)) : 0;
  for (let j = 0; j < n; j++) {
    if (j === i) continue;
    const slot = i < j ? i * n + j : j * n + i;
    if (iPocketed || s.motion[j] === POCKETED || (!iMoving && !s.isMoving(j))) {
      tPair[slot] = Number.POSITIVE_INFINITY;
      continue;
    }
    // Always solve in (lower, higher) order so the result does not depend on who asks.
    tPair[slot] = i < j ? pairContact(s, j, now, 6, 0, reachI, endI, P) : pairContact(s, j, now, 0, 6, reachI, endI, P);
  }
}

/**
 * Contact time of the ball loaded at K[oi] (reach bound reachI, phase end endI) with ball j,
 * which is loaded at K[oj]; the difference is always taken as K[0..5] - K[6..11].
 */
function pairContact(
  s: BallState,
  j: number,
  now: number,
  oj: number,
  oi: number,
  reachI: number,
  endI: number,
  P: PhysicsParams,
): number {
  if (oi !== 0) for (let k = 0; k < 6; k++) K[6 + k] = K[k] as number;
  load(s, j, now, oj);
  const h = Math.max(0, Math.min(endI, s.end[j] as number) - now);
  const Ax = (K[0] as number) - (K[6] as number);
  const Ay = (K[1] as number) - (K[7] as number);
  const D = 2 * P.R;
  const gap = Math.sqrt(Ax * Ax + Ay * Ay) - D;
  const result = gap > reachI + (s.isMoving(j) ? reach(oj, h) : 0) ? Number.POSITIVE_INFINITY : solvePair(Ax, Ay, D, h, now, P.grazeDepth);
  if (oi !== 0) for (let k = 0; k < 6; k++) K[k] = K[6 + k] as number;
  return result;
}

function solvePair(Ax: number, Ay: number, D: number, h: number, now: number, grazeDepth: number): number {
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
    2 * D * grazeDepth,
  );
  return now + t;
}

/** First time the centre of the ball loaded at K[0] comes within `radius` of (cx, cy), or Infinity. */
function circleContact(cx: number, cy: number, radius: number, h: number, r: number, graze: number): number {
  const Ax = (K[0] as number) - cx;
  const Ay = (K[1] as number) - cy;
  if (Math.sqrt(Ax * Ax + Ay * Ay) - radius > r) return Number.POSITIVE_INFINITY;
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
    2 * radius * graze,
  );
}

/** First contact of the loaded ball (reach r) with segment k (within its extent), or Infinity. */
function segmentContact(c: Course, k: number, P: PhysicsParams, h: number, r: number): number {
  const R = P.R;
  const o = k * SEG;
  const fx = c.seg[o] as number;
  const fy = c.seg[o + 1] as number;
  const nx = c.seg[o + 5] as number;
  const ny = c.seg[o + 6] as number;
  const d0 = nx * ((K[0] as number) - fx) + ny * ((K[1] as number) - fy) - R;
  if (d0 > r) return Number.POSITIVE_INFINITY;
  const d1 = nx * (K[2] as number) + ny * (K[3] as number);
  const d2 = nx * (K[4] as number) + ny * (K[5] as number);
  const t = firstContactQuadratic(d2, d1, d0, h, P.grazeDepth);
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
  const r = reach(0, h);
  for (let k = 0; k < c.nSeg; k++) {
    const t = segmentContact(c, k, P, h, r);
    if (t < out.t) {
      out.t = t;
      out.which = k;
    }
  }
  for (let k = 0; k < c.nArc; k++) {
    const o = 3 * k;
    const t = circleContact(c.arc[o] as number, c.arc[o + 1] as number, (c.arc[o + 2] as number) + P.R, h, r, P.grazeDepth);
    if (t < out.t) {
      out.t = t;
      out.which = c.nSeg + k;
    }
  }
  out.t += now;
}

/** First time ball i's centre enters a capture circle, written to `out` (which = hole index). */
export function predictPocket(s: BallState, i: number, now: number, c: Course, P: PhysicsParams, out: Hit): void {
  out.t = Number.POSITIVE_INFINITY;
  out.which = -1;
  if (!s.isMoving(i)) return;
  const h = Math.max(0, (s.end[i] as number) - now);
  load(s, i, now, 0);
  const r = reach(0, h);
  for (let k = 0; k < c.nHole; k++) {
    const o = 3 * k;
    const t = circleContact(c.hole[o] as number, c.hole[o + 1] as number, c.hole[o + 2] as number, h, r, P.grazeDepth);
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
