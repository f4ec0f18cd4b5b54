/**
 * Root finding for event detection. Every contact in the simulator is the first time a
 * polynomial distance function (quadratic for a straight cushion or a line, quartic for two
 * balls, a rounded jaw or a pocket circle) goes from positive to zero or below.
 *
 * Closed-form quartic formulas (Ferrari) lose most of their digits near double roots, which
 * is exactly where grazing contacts live. So the quartic is solved by isolation instead: the
 * roots of f'' (a stable quadratic) split [0, h] into pieces where f' is monotone, the roots of
 * f' found there split it into pieces where f itself is monotone, and the first piece where f
 * changes sign holds the answer, refined by safeguarded Newton iteration. No allocation: the
 * scratch arrays below are reused.
 */

/** Interval width (seconds) at which a bracketed root counts as found. */
const ROOT_TOLERANCE = 1e-13;
const MAX_ITERATIONS = 100;

const quadRoots = new Float64Array(2);
const breaks = new Float64Array(5);
const crits = new Float64Array(4);

/**
 * Real roots of a x^2 + b x + c, ascending, written to `out`; returns how many (0-2).
 * Uses the cancellation-free form of the quadratic formula and copes with a = 0.
 */
export function solveQuadratic(a: number, b: number, c: number, out: Float64Array): number {
  if (a === 0) {
    if (b === 0) return 0;
    out[0] = -c / b;
    return 1;
  }
  const disc = b * b - 4 * a * c;
  if (disc < 0) return 0;
  const q = -0.5 * (b + (b >= 0 ? Math.sqrt(disc) : -Math.sqrt(disc)));
  if (q === 0) {
    out[0] = 0;
    return 1;
  }
  const r1 = q / a;
  const r2 = c / q;
  out[0] = Math.min(r1, r2);
  out[1] = Math.max(r1, r2);
  return out[0] === out[1] ? 1 : 2;
}

/**
 * First s in [0, h] where q(s) = c2 s^2 + c1 s + c0 reaches zero going down: the first
 * contact of something that is apart (q > 0) now. A pair already touching (q(0) <= 0) and
 * closing counts at once (s = 0); touching and separating does not. A graze, where q dips
 * no lower than -graze before turning back, is no contact: whether an exact tangency
 * touches must not hang on the last bit of a coordinate. Infinity if none.
 */
export function firstContactQuadratic(c2: number, c1: number, c0: number, h: number, graze = 0): number {
  if (c0 <= 0 && (c1 < 0 || (c1 === 0 && c2 < 0))) return 0;
  const n = solveQuadratic(c2, c1, c0, quadRoots);
  for (let k = 0; k < n; k++) {
    const s = quadRoots[k] as number;
    if (s < 0 || s > h) continue;
    // Only a downward crossing is a contact; the other root is where the paths part again.
    if (2 * c2 * s + c1 >= 0) continue;
    const vertex = c2 > 0 ? -c1 / (2 * c2) : h;
    const deepest = Math.min(vertex, h);
    return (c2 * deepest + c1) * deepest + c0 >= -graze && vertex < h ? Number.POSITIVE_INFINITY : s;
  }
  return Number.POSITIVE_INFINITY;
}

const quartic = (c4: number, c3: number, c2: number, c1: number, c0: number, s: number): number =>
  (((c4 * s + c3) * s + c2) * s + c1) * s + c0;
const cubic = (d3: number, d2: number, d1: number, d0: number, s: number): number => ((d3 * s + d2) * s + d1) * s + d0;

/**
 * Root of a monotone function bracketed by lo < hi with sign(f(lo)) != sign(f(hi)).
 * Newton steps when they stay inside the bracket, bisection otherwise. Returns the bracket end
 * on the side of `hi`, so that the caller's condition (touching or overlapping) holds there.
 */
function refine(
  c4: number,
  c3: number,
  c2: number,
  c1: number,
  c0: number,
  lo: number,
  hi: number,
  fLo: number,
): number {
  const loPositive = fLo > 0;
  let a = lo;
  let b = hi;
  let x = 0.5 * (a + b);
  for (let i = 0; i < MAX_ITERATIONS && b - a > ROOT_TOLERANCE; i++) {
    const fx = quartic(c4, c3, c2, c1, c0, x);
    if (fx === 0) return x;
    if (fx > 0 === loPositive) a = x;
    else b = x;
    const dfx = cubic(4 * c4, 3 * c3, 2 * c2, c1, x);
    const newton = dfx === 0 ? Number.NaN : x - fx / dfx;
    x = newton > a && newton < b ? newton : 0.5 * (a + b);
  }
  return b;
}

/** Critical points of the quartic inside (0, h), ascending, in `crits`; returns how many. */
function criticalPoints(c4: number, c3: number, c2: number, c1: number, h: number): number {
  const d3 = 4 * c4;
  const d2 = 3 * c3;
  const d1 = 2 * c2;
  let nb = 0;
  breaks[nb++] = 0;
  const n2 = solveQuadratic(3 * d3, 2 * d2, d1, quadRoots);
  for (let k = 0; k < n2; k++) {
    const r = quadRoots[k] as number;
    if (r > 0 && r < h) breaks[nb++] = r;
  }
  breaks[nb++] = h;
  let nc = 0;
  for (let k = 0; k + 1 < nb; k++) {
    const a = breaks[k] as number;
    const b = breaks[k + 1] as number;
    const ga = cubic(d3, d2, d1, c1, a);
    const gb = cubic(d3, d2, d1, c1, b);
    if (gb === 0 && b < h) crits[nc++] = b;
    else if (ga !== 0 && gb !== 0 && ga > 0 !== gb > 0) crits[nc++] = refine(0, d3, d2, d1, c1, a, b, ga);
  }
  return nc;
}

/**
 * First s in [0, h] where f(s) = c4 s^4 + c3 s^3 + c2 s^2 + c1 s + c0 reaches zero going
 * down; same conventions as {@link firstContactQuadratic}, grazes included (a dip to a
 * minimum no lower than -graze is skipped and the search goes on). Exact up to
 * ROOT_TOLERANCE for simple roots.
 */
export function firstContactQuartic(
  c4: number,
  c3: number,
  c2: number,
  c1: number,
  c0: number,
  h: number,
  graze = 0,
): number {
  if (c0 <= 0 && (c1 < 0 || (c1 === 0 && c2 < 0))) return 0;
  const nc = criticalPoints(c4, c3, c2, c1, h);
  let prev = 0;
  let fPrev = c0;
  for (let k = 0; k <= nc; k++) {
    const x = k < nc ? (crits[k] as number) : h;
    const fx = quartic(c4, c3, c2, c1, c0, x);
    const grazing = k < nc && fx >= -graze;
    if (fPrev > 0 && fx <= 0 && !grazing) return refine(c4, c3, c2, c1, c0, prev, x, fPrev);
    prev = x;
    fPrev = fx;
  }
  return Number.POSITIVE_INFINITY;
}
