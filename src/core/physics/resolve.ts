import type { Course } from './course.ts';
import { SEG } from './course.ts';
import type { PhysicsParams } from './params.ts';
import type { BallState } from './state.ts';

/**
 * Contact resolvers. Both work with impulses: a normal impulse that gives the contact's
 * approach speed back times the restitution, then a friction impulse against the slip of
 * the touching points, capped by Coulomb (mu times the normal impulse) and by the impulse
 * that would stop the slip outright (so friction can never add energy). Vertical velocity
 * is dropped afterwards: the engine is 2-D and balls stay on the cloth.
 *
 * Numbers shared between the steps travel in the scratch array C, not as call arguments
 * (a double passed to a call that is not inlined is boxed on the heap).
 */

/** Scratch: [0, 1] contact normal, [2, 3] relative velocity or contact direction, [4] a third component, [5] an impulse or distance. */
export const C = new Float64Array(6);

/**
 * Ball-ball contact of i and j (both advanced to the contact time). Friction makes the
 * object ball "throw" off the line of centres and changes both balls' spins. Returns the
 * index of the striking ball: the one moving faster toward the other.
 */
export function resolveBalls(s: BallState, i: number, j: number, P: PhysicsParams): number {
  let nx = (s.px[j] as number) - (s.px[i] as number);
  let ny = (s.py[j] as number) - (s.py[i] as number);
  const dist = Math.sqrt(nx * nx + ny * ny);
  nx /= dist;
  ny /= dist;
  const vix = s.vx[i] as number;
  const viy = s.vy[i] as number;
  const vjx = s.vx[j] as number;
  const vjy = s.vy[j] as number;
  const striker = vix * nx + viy * ny >= -(vjx * nx + vjy * ny) ? i : j;
  const rx = vix - vjx;
  const ry = viy - vjy;
  const vn = rx * nx + ry * ny;
  C[0] = nx;
  C[1] = ny;
  if (vn > 0) {
    const jn = 0.5 * (1 + P.eBall) * vn; // per unit mass
    s.vx[i] = vix - jn * nx;
    s.vy[i] = viy - jn * ny;
    s.vx[j] = vjx + jn * nx;
    s.vy[j] = vjy + jn * ny;
    C[2] = rx;
    C[3] = ry;
    C[5] = jn * P.m;
    ballFriction(s, i, j, P);
  }
  C[5] = dist;
  separateBalls(s, i, j, P);
  return striker;
}

/** Friction at the ball-ball contact: normal C[0..1], relative velocity before C[2..3], normal impulse C[5]. */
export function ballFriction(s: BallState, i: number, j: number, P: PhysicsParams): void {
  const { m, R } = P;
  const nx = C[0] as number;
  const ny = C[1] as number;
  const Wx = (s.wx[i] as number) + (s.wx[j] as number);
  const Wy = (s.wy[i] as number) + (s.wy[j] as number);
  const Wz = (s.wz[i] as number) + (s.wz[j] as number);
  // Slip of i's contact point over j's: v_rel + R (w_i + w_j) x n.
  let sx = (C[2] as number) - R * Wz * ny;
  let sy = (C[3] as number) + R * Wz * nx;
  const sz = R * (Wx * ny - Wy * nx);
  const sn = sx * nx + sy * ny;
  sx -= sn * nx;
  sy -= sn * ny;
  const slip = Math.sqrt(sx * sx + sy * sy + sz * sz);
  if (slip === 0) return;
  const law = P.muBall;
  const mu = law.law === 'constant' ? law.value : law.a + law.b * Math.exp(-law.c * slip);
  // Stopping the slip takes m|s|/7: each ball's centre and spin both take part.
  const jt = Math.min(mu * (C[5] as number), (m * slip) / 7) / slip;
  const Px = -jt * sx;
  const Py = -jt * sy;
  const Pz = -jt * sz;
  s.vx[i] = (s.vx[i] as number) + Px / m;
  s.vy[i] = (s.vy[i] as number) + Py / m;
  s.vx[j] = (s.vx[j] as number) - Px / m;
  s.vy[j] = (s.vy[j] as number) - Py / m;
  // Both balls turn the same way: dw = R n x P / I, with I = 2/5 m R^2.
  const k = R / (0.4 * m * R * R);
  const dwx = k * (ny * Pz);
  const dwy = k * -(nx * Pz);
  const dwz = k * (nx * Py - ny * Px);
  s.wx[i] = (s.wx[i] as number) + dwx;
  s.wy[i] = (s.wy[i] as number) + dwy;
  s.wz[i] = (s.wz[i] as number) + dwz;
  s.wx[j] = (s.wx[j] as number) + dwx;
  s.wy[j] = (s.wy[j] as number) + dwy;
  s.wz[j] = (s.wz[j] as number) + dwz;
}

/** Leaves the pair `separation` apart along the normal C[0..1]; C[5] is their distance. */
export function separateBalls(s: BallState, i: number, j: number, P: PhysicsParams): void {
  const push = 0.5 * (2 * P.R + P.separation - (C[5] as number));
  if (push <= 0) return;
  const nx = C[0] as number;
  const ny = C[1] as number;
  s.px[i] = (s.px[i] as number) - push * nx;
  s.py[i] = (s.py[i] as number) - push * ny;
  s.px[j] = (s.px[j] as number) + push * nx;
  s.py[j] = (s.py[j] as number) + push * ny;
}

/**
 * Ball-cushion contact (Han 2005, with the later corrections): the cushion touches the ball
 * at the nose height h, above the centre at angle theta = asin(h/R - 1), so the contact
 * normal leans down into the ball. The normal impulse (1 + e) m c, with c the approach speed
 * along that normal, and the friction impulse at the contact point act on both the centre
 * and the spin; that is why a ball with topspin comes off the cushion differently from one
 * with backspin, and why side spin changes the rebound angle.
 */
export function resolveCushion(s: BallState, i: number, which: number, c: Course, P: PhysicsParams): void {
  // Unit vector from the ball's centre toward the cushion, horizontal.
  let nx: number;
  let ny: number;
  if (which < c.nSeg) {
    nx = -(c.seg[which * SEG + 5] as number);
    ny = -(c.seg[which * SEG + 6] as number);
  } else {
    const o = 3 * (which - c.nSeg);
    nx = (c.arc[o] as number) - (s.px[i] as number);
    ny = (c.arc[o + 1] as number) - (s.py[i] as number);
    const d = Math.sqrt(nx * nx + ny * ny);
    nx /= d;
    ny /= d;
  }
  const sinT = 2 * P.railHeight - 1;
  const cosT = Math.sqrt(1 - sinT * sinT);
  const approach = ((s.vx[i] as number) * nx + (s.vy[i] as number) * ny) * cosT;
  if (approach > 0) {
    C[2] = nx * cosT;
    C[3] = ny * cosT;
    C[4] = sinT;
    C[5] = approach;
    cushionImpulse(s, i, P);
  }
  separateFromCushion(s, i, which, c, P);
}

/** The Han impulses: C[2..4] is the unit vector from the centre to the contact, C[5] the approach speed. */
function cushionImpulse(s: BallState, i: number, P: PhysicsParams): void {
  const { m, R } = P;
  const rx = C[2] as number;
  const ry = C[3] as number;
  const rz = C[4] as number;
  const wx = s.wx[i] as number;
  const wy = s.wy[i] as number;
  const wz = s.wz[i] as number;
  const vx = s.vx[i] as number;
  const vy = s.vy[i] as number;
  // Velocity of the ball's surface at the contact: v + w x (R r), less its normal part.
  let cx = vx + R * (wy * rz - wz * ry);
  let cy = vy + R * (wz * rx - wx * rz);
  let cz = R * (wx * ry - wy * rx);
  const cn = cx * rx + cy * ry + cz * rz;
  cx -= cn * rx;
  cy -= cn * ry;
  cz -= cn * rz;
  const normal = (1 + P.eRail) * m * (C[5] as number);
  const slip = Math.sqrt(cx * cx + cy * cy + cz * cz);
  // The normal impulse pushes along -r; friction opposes the slip, at most enough to stop it.
  const jt = slip === 0 ? 0 : Math.min(P.muRail * normal, (2 / 7) * m * slip) / slip;
  const Px = -normal * rx - jt * cx;
  const Py = -normal * ry - jt * cy;
  const Pz = -normal * rz - jt * cz;
  s.vx[i] = vx + Px / m;
  s.vy[i] = vy + Py / m;
  // Torque of the impulse about the centre: (R r) x P / I (the normal part has none).
  const k = R / (0.4 * m * R * R);
  s.wx[i] = wx + k * (ry * Pz - rz * Py);
  s.wy[i] = wy + k * (rz * Px - rx * Pz);
  s.wz[i] = wz + k * (rx * Py - ry * Px);
}

function separateFromCushion(s: BallState, i: number, which: number, c: Course, P: PhysicsParams): void {
  const x = s.px[i] as number;
  const y = s.py[i] as number;
  if (which < c.nSeg) {
    const o = which * SEG;
    const nx = c.seg[o + 5] as number;
    const ny = c.seg[o + 6] as number;
    const gap = nx * (x - (c.seg[o] as number)) + ny * (y - (c.seg[o + 1] as number)) - P.R;
    if (gap >= P.separation) return;
    s.px[i] = x + (P.separation - gap) * nx;
    s.py[i] = y + (P.separation - gap) * ny;
    return;
  }
  const o = 3 * (which - c.nSeg);
  const dx = x - (c.arc[o] as number);
  const dy = y - (c.arc[o + 1] as number);
  const d = Math.sqrt(dx * dx + dy * dy);
  const want = P.R + (c.arc[o + 2] as number) + P.separation;
  if (d >= want) return;
  s.px[i] = x + ((want - d) * dx) / d;
  s.py[i] = y + ((want - d) * dy) / d;
}
