import { poly, quadIn, quadOut, quadraticContact, quadraticRoots, quarticContact, rootOut } from '../geometry/index.ts';
import type { Course } from './course.ts';
import { SEG } from './course.ts';
import type { PhysicsParams } from './params.ts';
import type { BallState } from './state.ts';
import { POCKETED } from './state.ts';

/**
 * Event detection: for one ball (or one pair), the first time within its current motion
 * phase that it touches a cushion, a rounded jaw, another ball, a pocket's capture circle or
 * the head string. Within a phase every position is a quadratic in time, so each test is a
 * polynomial root (quadratic for lines, quartic for circles and balls). A cheap reach test
 * first skips anything the ball cannot get to before its phase ends.
 *
 * No double is passed to or returned from a call here: V8 boxes such a double on the heap
 * unless the call is inlined, and this code runs many times per event. The current time is
 * read from the ball state's clock; answers go into typed arrays.
 */

/** Scratch: position, velocity and half-acceleration of two balls at the current time. */
const K = new Float64Array(12);
/** Scratch: [0] a contact time, [1] a reach, [2] a horizon, [3] the other ball's reach bound, [4] its phase end. */
const T = new Float64Array(5);
const INF = Number.POSITIVE_INFINITY;

/** Writes ball i's motion polynomial, re-centred at the clock's time, to K[o..o+5]. */
function load(s: BallState, i: number, o: number): void {
  const tau = (s.clock[0] as number) - (s.t0[i] as number);
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

/** T[1] = the largest distance the ball loaded at K[o] can travel in T[2] seconds. */
function reach(o: number): void {
  const h = T[2] as number;
  const vx = K[o + 2] as number;
  const vy = K[o + 3] as number;
  const ax = K[o + 4] as number;
  const ay = K[o + 5] as number;
  T[1] = Math.sqrt(vx * vx + vy * vy) * h + Math.sqrt(ax * ax + ay * ay) * h * h;
}

/**
 * First time ball i touches each other ball, written to tPair[min * n + max]. Ball i is
 * loaded once; a partner too far away to reach within the pair's time span is skipped, and
 * so is a partner j with done[j] = 1 (its pair with i is already up to date).
 */
export function predictPairsOf(
  s: BallState,
  i: number,
  P: PhysicsParams,
  tPair: Float64Array,
  done: Uint8Array | null = null,
): void {
  const n = s.n;
  const iPocketed = s.motion[i] === POCKETED;
  const iMoving = s.isMoving(i);
  const endI = s.end[i] as number;
  load(s, i, 0);
  T[1] = 0;
  T[2] = Math.max(0, endI - (s.clock[0] as number));
  if (iMoving) reach(0);
  T[3] = T[1] as number;
  T[4] = endI;
  for (let j = 0; j < n; j++) {
    if (j === i || (done !== null && done[j] === 1)) continue;
    const slot = i < j ? i * n + j : j * n + i;
    if (iPocketed || s.motion[j] === POCKETED || (!iMoving && !s.isMoving(j))) {
      tPair[slot] = INF;
      continue;
    }
    // Always solve with the lower index first, so the answer does not depend on who asks.
    if (i < j) pairContact(s, j, 6, false, P);
    else pairContact(s, j, 0, true, P);
    tPair[slot] = T[0] as number;
  }
}

/**
 * T[0] = contact time of the ball loaded at K[0] (reach bound T[3], phase end T[4]) with
 * ball j. The difference is always K[0..5] - K[6..11], so when j is the lower index the
 * loaded ball moves to K[6] for the call (`swap`) and back afterwards.
 */
function pairContact(s: BallState, j: number, oj: number, swap: boolean, P: PhysicsParams): void {
  if (swap) for (let k = 0; k < 6; k++) K[6 + k] = K[k] as number;
  load(s, j, oj);
  const now = s.clock[0] as number;
  const h = Math.max(0, Math.min(T[4] as number, s.end[j] as number) - now);
  const reachI = T[3] as number;
  const Ax = (K[0] as number) - (K[6] as number);
  const Ay = (K[1] as number) - (K[7] as number);
  const D = 2 * P.R;
  T[1] = 0;
  T[2] = h;
  if (s.isMoving(j)) reach(oj);
  const Bx = (K[2] as number) - (K[8] as number);
  const By = (K[3] as number) - (K[9] as number);
  const Cx = (K[4] as number) - (K[10] as number);
  const Cy = (K[5] as number) - (K[11] as number);
  const gap = Math.sqrt(Ax * Ax + Ay * Ay) - D;
  // Within h the pair's separation changes by at most |B| h + |C| h^2 (relative motion), and by
  // at most the two balls' reaches; balls leaving a rack side by side differ little.
  if (gap > reachI + (T[1] as number) || gap > (Math.sqrt(Bx * Bx + By * By) + Math.sqrt(Cx * Cx + Cy * Cy) * h) * h)
    T[0] = INF;
  else {
    poly[0] = Cx * Cx + Cy * Cy;
    poly[1] = 2 * (Bx * Cx + By * Cy);
    poly[2] = Bx * Bx + By * By + 2 * (Ax * Cx + Ay * Cy);
    poly[3] = 2 * (Ax * Bx + Ay * By);
    poly[4] = Ax * Ax + Ay * Ay - D * D;
    poly[5] = h;
    poly[6] = 2 * D * P.grazeDepth;
    quarticContact();
    T[0] = now + (rootOut[0] as number);
  }
  if (swap) for (let k = 0; k < 6; k++) K[k] = K[6 + k] as number;
}

/**
 * T[0] = first time (from now, within horizon T[2], reach T[1]) that the centre loaded at
 * K[0] comes within the circle at `c[o..o+2]` (x, y, radius), widened by a ball radius for a
 * ball's surface (`surface`) rather than its centre.
 */
function circleContact(c: Float64Array, o: number, surface: boolean, P: PhysicsParams): void {
  const radius = (c[o + 2] as number) + (surface ? P.R : 0);
  const Ax = (K[0] as number) - (c[o] as number);
  const Ay = (K[1] as number) - (c[o + 1] as number);
  if (Math.sqrt(Ax * Ax + Ay * Ay) - radius > (T[1] as number)) {
    T[0] = INF;
    return;
  }
  const Bx = K[2] as number;
  const By = K[3] as number;
  const Cx = K[4] as number;
  const Cy = K[5] as number;
  poly[0] = Cx * Cx + Cy * Cy;
  poly[1] = 2 * (Bx * Cx + By * Cy);
  poly[2] = Bx * Bx + By * By + 2 * (Ax * Cx + Ay * Cy);
  poly[3] = 2 * (Ax * Bx + Ay * By);
  poly[4] = Ax * Ax + Ay * Ay - radius * radius;
  poly[5] = T[2] as number;
  poly[6] = 2 * radius * P.grazeDepth;
  quarticContact();
  T[0] = rootOut[0] as number;
}

/** T[0] = first contact (from now, horizon T[2], reach T[1]) of the loaded ball with segment k, within its extent. */
function segmentContact(c: Course, k: number, P: PhysicsParams): void {
  const o = k * SEG;
  const fx = c.seg[o] as number;
  const fy = c.seg[o + 1] as number;
  const nx = c.seg[o + 5] as number;
  const ny = c.seg[o + 6] as number;
  const d0 = nx * ((K[0] as number) - fx) + ny * ((K[1] as number) - fy) - P.R;
  T[0] = INF;
  if (d0 > (T[1] as number)) return;
  poly[2] = nx * (K[4] as number) + ny * (K[5] as number);
  poly[3] = nx * (K[2] as number) + ny * (K[3] as number);
  poly[4] = d0;
  poly[5] = T[2] as number;
  poly[6] = P.grazeDepth;
  quadraticContact();
  const t = rootOut[0] as number;
  if (t === INF) return;
  // The contact must fall on the segment; past its ends the jaw arcs take over.
  const x = (K[0] as number) + ((K[2] as number) + (K[4] as number) * t) * t;
  const y = (K[1] as number) + ((K[3] as number) + (K[5] as number) * t) * t;
  const along = (x - fx) * (c.seg[o + 2] as number) + (y - fy) * (c.seg[o + 3] as number);
  if (along >= 0 && along <= (c.seg[o + 4] as number)) T[0] = t;
}

/** Loads ball i at K[0], with its horizon (to the end of its phase) in T[2] and reach in T[1]. */
function loadWithReach(s: BallState, i: number): void {
  load(s, i, 0);
  T[2] = Math.max(0, (s.end[i] as number) - (s.clock[0] as number));
  reach(0);
}

/**
 * First cushion contact of ball i: times[i] and which[i] (a segment index, or nSeg plus an
 * arc index).
 */
export function predictCushion(
  s: BallState,
  i: number,
  c: Course,
  P: PhysicsParams,
  times: Float64Array,
  which: Int32Array,
): void {
  times[i] = INF;
  which[i] = -1;
  if (!s.isMoving(i)) return;
  const now = s.clock[0] as number;
  loadWithReach(s, i);
  let best = INF;
  for (let k = 0; k < c.nSeg; k++) {
    segmentContact(c, k, P);
    if ((T[0] as number) < best) {
      best = T[0] as number;
      which[i] = k;
    }
  }
  for (let k = 0; k < c.nArc; k++) {
    circleContact(c.arc, 3 * k, true, P);
    if ((T[0] as number) < best) {
      best = T[0] as number;
      which[i] = c.nSeg + k;
    }
  }
  times[i] = now + best;
}

/** First time ball i's centre enters a pocket's capture circle: times[i] and which[i] (hole index). */
export function predictPocket(
  s: BallState,
  i: number,
  c: Course,
  P: PhysicsParams,
  times: Float64Array,
  which: Int32Array,
): void {
  times[i] = INF;
  which[i] = -1;
  if (!s.isMoving(i)) return;
  const now = s.clock[0] as number;
  loadWithReach(s, i);
  let best = INF;
  for (let k = 0; k < c.nHole; k++) {
    const o = 3 * k;
    circleContact(c.hole, o, false, P);
    if ((T[0] as number) < best) {
      best = T[0] as number;
      which[i] = k;
    }
  }
  times[i] = now + best;
}

/**
 * times[i] = next time ball i's centre crosses the head string x = X, leaving the side it is
 * on (`inKitchen`: x < X). Touching the line without crossing it is not a crossing.
 */
export function predictHeadString(s: BallState, i: number, c: Course, inKitchen: boolean, times: Float64Array): void {
  times[i] = INF;
  if (!s.isMoving(i)) return;
  const now = s.clock[0] as number;
  const X = c.headStringX;
  const h = Math.max(0, (s.end[i] as number) - now);
  load(s, i, 0);
  const x0 = K[0] as number;
  const vx = K[2] as number;
  const hx = K[4] as number;
  quadIn[0] = hx;
  quadIn[1] = vx;
  quadIn[2] = x0 - X;
  const n = quadraticRoots();
  for (let k = 0; k < n; k++) {
    const t = quadOut[k] as number;
    if (t < 0 || t > h) continue;
    const slope = vx + 2 * hx * t;
    if (inKitchen ? slope > 0 : slope < 0) {
      times[i] = now + t;
      return;
    }
  }
}
