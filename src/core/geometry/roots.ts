/**
 * Root finding for event detection. Every contact in the simulator is the first time a
 * polynomial distance function (quadratic for a straight cushion or a line, quartic for two
 * balls, a rounded jaw or a pocket circle) goes from positive to zero or below.
 *
 * Closed-form quartic formulas (Ferrari) lose most of their digits near double roots, which
 * is exactly where grazing contacts live. So the quartic is solved by isolation instead: the
 * roots of f'' (a stable quadratic) split [0, h] into pieces where f' is monotone, the roots of
 * f' found there split it into pieces where f itself is monotone, and the first piece where f
 * changes sign holds the answer, refined by safeguarded Newton iteration.
 *
 * The hot-path entry points take their numbers in `poly` and answer in `rootOut[0]`: V8
 * passes arguments and return values tagged, so every double crossing a call that is not
 * inlined becomes a fresh heap number. Through these typed arrays, a prediction allocates
 * nothing. The argument-taking functions below are the same thing, for everyone else.
 */

/** Interval width (seconds) at which a bracketed root counts as found. */
const ROOT_TOLERANCE = 1e-13;
const MAX_ITERATIONS = 100;

/** Inputs of quarticContact / quadraticContact: c4, c3, c2, c1, c0, horizon h, graze. */
export const poly = new Float64Array(7);
/** Where quarticContact / quadraticContact leave their answer. */
export const rootOut = new Float64Array(1);

const breaks = new Float64Array(5);
const crits = new Float64Array(4);
/** The derivative's coefficients, as a quartic with c4 = 0. */
const dpoly = new Float64Array(5);
/** Bracket for refine: lo, hi, f(lo); refine leaves the root in bracket[3]. */
const bracket = new Float64Array(4);

/** Inputs a, b, c of {@link quadraticRoots}. */
export const quadIn = new Float64Array(3);
/** Where {@link quadraticRoots} leaves the roots, ascending. */
export const quadOut = new Float64Array(2);

/**
 * Real roots of quadIn[0] x^2 + quadIn[1] x + quadIn[2] into quadOut, ascending; returns how
 * many (0-2). Uses the cancellation-free form of the quadratic formula and copes with a = 0.
 */
export function quadraticRoots(): number {
  const a = quadIn[0] as number;
  const b = quadIn[1] as number;
  const c = quadIn[2] as number;
  if (a === 0) {
    if (b === 0) return 0;
    quadOut[0] = -c / b;
    return 1;
  }
  const disc = b * b - 4 * a * c;
  if (disc < 0) return 0;
  const q = -0.5 * (b + (b >= 0 ? Math.sqrt(disc) : -Math.sqrt(disc)));
  if (q === 0) {
    quadOut[0] = 0;
    return 1;
  }
  const r1 = q / a;
  const r2 = c / q;
  quadOut[0] = Math.min(r1, r2);
  quadOut[1] = Math.max(r1, r2);
  return r1 === r2 ? 1 : 2;
}

/** {@link quadraticRoots} with ordinary arguments: roots of a x^2 + b x + c into `out`. */
export function solveQuadratic(a: number, b: number, c: number, out: Float64Array): number {
  quadIn[0] = a;
  quadIn[1] = b;
  quadIn[2] = c;
  const n = quadraticRoots();
  out[0] = quadOut[0] as number;
  out[1] = quadOut[1] as number;
  return n;
}

/**
 * The hot-path quadratic: q(s) = poly[2] s^2 + poly[3] s + poly[4] on [0, poly[5]], graze
 * poly[6]. First s where q reaches zero going down: the first contact of something that is
 * apart (q > 0) now. Already touching (q(0) <= 0) and closing counts at once (s = 0);
 * touching and parting does not. A graze, where q dips no lower than -graze before turning
 * back, is no contact: whether an exact tangency touches must not hang on the last bit of a
 * coordinate. Answer in rootOut[0], Infinity if none.
 */
export function quadraticContact(): void {
  const c2 = poly[2] as number;
  const c1 = poly[3] as number;
  const c0 = poly[4] as number;
  const h = poly[5] as number;
  rootOut[0] = Number.POSITIVE_INFINITY;
  if (c0 <= 0 && (c1 < 0 || (c1 === 0 && c2 < 0))) {
    rootOut[0] = 0;
    return;
  }
  quadIn[0] = c2;
  quadIn[1] = c1;
  quadIn[2] = c0;
  const n = quadraticRoots();
  for (let k = 0; k < n; k++) {
    const s = quadOut[k] as number;
    if (s < 0 || s > h) continue;
    // Only a downward crossing is a contact; the other root is where the paths part again.
    if (2 * c2 * s + c1 >= 0) continue;
    const vertex = c2 > 0 ? -c1 / (2 * c2) : h;
    const deepest = Math.min(vertex, h);
    if ((c2 * deepest + c1) * deepest + c0 < -(poly[6] as number) || vertex >= h) rootOut[0] = s;
    return;
  }
}

/**
 * Root of the quartic c[0..4] (c4 first), monotone on the bracket (bracket[0], bracket[1])
 * whose ends have opposite signs (bracket[2] = value at the low end). Newton steps when they
 * stay inside the bracket, bisection otherwise. Leaves in bracket[3] the bracket end on the
 * high side, where the caller's condition (touching or overlapping) holds. Polynomials are
 * evaluated inline (Horner): a helper taking x would box it on every call.
 */
function refine(c: Float64Array): void {
  const c4 = c[0] as number;
  const c3 = c[1] as number;
  const c2 = c[2] as number;
  const c1 = c[3] as number;
  const c0 = c[4] as number;
  const loPositive = (bracket[2] as number) > 0;
  let a = bracket[0] as number;
  let b = bracket[1] as number;
  let x = 0.5 * (a + b);
  for (let i = 0; i < MAX_ITERATIONS && b - a > ROOT_TOLERANCE; i++) {
    const fx = (((c4 * x + c3) * x + c2) * x + c1) * x + c0;
    if (fx === 0) {
      bracket[3] = x;
      return;
    }
    if (fx > 0 === loPositive) a = x;
    else b = x;
    const dfx = ((4 * c4 * x + 3 * c3) * x + 2 * c2) * x + c1;
    const newton = dfx === 0 ? Number.NaN : x - fx / dfx;
    x = newton > a && newton < b ? newton : 0.5 * (a + b);
  }
  bracket[3] = b;
}

/** Critical points of the quartic `poly` inside (0, poly[5]), ascending, into `crits`; returns how many. */
function criticalPoints(): number {
  const h = poly[5] as number;
  // f' = d3 s^3 + d2 s^2 + d1 s + d0, kept in dpoly as a quartic with c4 = 0 for refine().
  const d3 = 4 * (poly[0] as number);
  const d2 = 3 * (poly[1] as number);
  const d1 = 2 * (poly[2] as number);
  const d0 = poly[3] as number;
  dpoly[0] = 0;
  dpoly[1] = d3;
  dpoly[2] = d2;
  dpoly[3] = d1;
  dpoly[4] = d0;
  let nb = 0;
  breaks[nb++] = 0;
  quadIn[0] = 3 * d3;
  quadIn[1] = 2 * d2;
  quadIn[2] = d1;
  const n2 = quadraticRoots();
  for (let k = 0; k < n2; k++) {
    const r = quadOut[k] as number;
    if (r > 0 && r < h) breaks[nb++] = r;
  }
  breaks[nb++] = h;
  let nc = 0;
  for (let k = 0; k + 1 < nb; k++) {
    const a = breaks[k] as number;
    const b = breaks[k + 1] as number;
    const ga = ((d3 * a + d2) * a + d1) * a + d0;
    const gb = ((d3 * b + d2) * b + d1) * b + d0;
    if (gb === 0 && b < h) crits[nc++] = b;
    else if (ga !== 0 && gb !== 0 && ga > 0 !== gb > 0) {
      bracket[0] = a;
      bracket[1] = b;
      bracket[2] = ga;
      refine(dpoly);
      crits[nc++] = bracket[3] as number;
    }
  }
  return nc;
}

/**
 * The hot-path quartic: f(s) = poly[0] s^4 + ... + poly[4] on [0, poly[5]], graze poly[6];
 * same conventions as {@link quadraticContact}, grazes included (a dip to a minimum no lower
 * than -graze is skipped and the search goes on). Exact up to ROOT_TOLERANCE for simple roots.
 */
export function quarticContact(): void {
  const c4 = poly[0] as number;
  const c3 = poly[1] as number;
  const c2 = poly[2] as number;
  const c1 = poly[3] as number;
  const c0 = poly[4] as number;
  const h = poly[5] as number;
  rootOut[0] = Number.POSITIVE_INFINITY;
  if (c0 <= 0 && (c1 < 0 || (c1 === 0 && c2 < 0))) {
    rootOut[0] = 0;
    return;
  }
  const nc = criticalPoints();
  let prev = 0;
  let fPrev = c0;
  for (let k = 0; k <= nc; k++) {
    const x = k < nc ? (crits[k] as number) : h;
    const fx = (((c4 * x + c3) * x + c2) * x + c1) * x + c0;
    const grazing = k < nc && fx >= -(poly[6] as number);
    if (fPrev > 0 && fx <= 0 && !grazing) {
      bracket[0] = prev;
      bracket[1] = x;
      bracket[2] = fPrev;
      refine(poly);
      rootOut[0] = bracket[3] as number;
      return;
    }
    prev = x;
    fPrev = fx;
  }
}

/** {@link quadraticContact} with ordinary arguments: q(s) = c2 s^2 + c1 s + c0 on [0, h]. */
export function firstContactQuadratic(c2: number, c1: number, c0: number, h: number, graze = 0): number {
  poly.set([0, 0, c2, c1, c0, h, graze]);
  quadraticContact();
  return rootOut[0] as number;
}

/** {@link quarticContact} with ordinary arguments. */
export function firstContactQuartic(
  c4: number,
  c3: number,
  c2: number,
  c1: number,
  c0: number,
  h: number,
  graze = 0,
): number {
  poly.set([c4, c3, c2, c1, c0, h, graze]);
  quarticContact();
  return rootOut[0] as number;
}
