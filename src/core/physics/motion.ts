import type { PhysicsParams } from './params.ts';
import type { BallState } from './state.ts';
import { POCKETED, ROLLING, SLIDING, SPINNING, STATIONARY } from './state.ts';

/**
 * Closed-form motion between events.
 *
 * Sliding: friction muSlide*m*g acts against the slip u = v + w x (-R z) of the contact point.
 * It changes v by -muSlide*g*u^ and w so that u shrinks at 7/2*muSlide*g without turning, so
 * u^ and the acceleration are constant and the phase ends after 2|u0| / (7 muSlide g).
 * Rolling: v falls at muRoll*g along itself until the ball stops, after |v0| / (muRoll g).
 * Spin about the vertical axis falls at spinDecel in every phase; a ball that stops
 * translating with spin left is `spinning` until that runs out.
 */

/** The motion phase just ended: 'roll', 'spin' or 'stop'. */
export type TransitionKind = 'roll' | 'spin' | 'stop';

/**
 * Moves ball i's reference time to the clock (within its current phase) without changing
 * the phase.
 */
export function advance(s: BallState, i: number, P: PhysicsParams): void {
  const t = s.clock[0] as number;
  const tau = t - (s.t0[i] as number);
  if (tau === 0) return;
  const m = s.motion[i];
  s.t0[i] = t;
  if (m === POCKETED || m === STATIONARY) return;
  const wz = s.wz[i] as number;
  const spinLeft = Math.abs(wz) - P.spinDecel * tau;
  s.wz[i] = spinLeft > 0 ? Math.sign(wz) * spinLeft : 0;
  if (m === SPINNING) return;
  const ax = s.ax[i] as number;
  const ay = s.ay[i] as number;
  s.px[i] = (s.px[i] as number) + ((s.vx[i] as number) + 0.5 * ax * tau) * tau;
  s.py[i] = (s.py[i] as number) + ((s.vy[i] as number) + 0.5 * ay * tau) * tau;
  const vx = (s.vx[i] as number) + ax * tau;
  const vy = (s.vy[i] as number) + ay * tau;
  s.vx[i] = vx;
  s.vy[i] = vy;
  if (m === ROLLING) {
    s.wx[i] = -vy / P.R;
    s.wy[i] = vx / P.R;
  } else {
    // Friction's torque turns w at 5/(2R) times the acceleration, crossed with the vertical.
    s.wx[i] = (s.wx[i] as number) + ((2.5 * ay) / P.R) * tau;
    s.wy[i] = (s.wy[i] as number) - ((2.5 * ax) / P.R) * tau;
  }
}

/**
 * Sets ball i's phase from its velocity and spin at t0 (after a strike or a contact), with
 * the acceleration and end time that go with it.
 */
export function classify(s: BallState, i: number, P: PhysicsParams): void {
  if (s.motion[i] === POCKETED) return;
  const R = P.R;
  const vx = s.vx[i] as number;
  const vy = s.vy[i] as number;
  const ux = vx - R * (s.wy[i] as number);
  const uy = vy + R * (s.wx[i] as number);
  const slip = Math.sqrt(ux * ux + uy * uy);
  const t0 = s.t0[i] as number;
  if (slip > P.epsSlip) {
    const k = (P.muSlide * P.g) / slip;
    s.motion[i] = SLIDING;
    s.ax[i] = -k * ux;
    s.ay[i] = -k * uy;
    s.end[i] = t0 + (2 * slip) / (7 * P.muSlide * P.g);
    return;
  }
  settleRolling(s, i, P);
}

/**
 * Puts ball i into rolling with the velocity that sliding friction would leave once the
 * slip is gone, v' = (5 v + 2 R (wy, -wx)) / 7: used at the end of sliding and for a slip
 * too small to matter, and it never adds energy. Too slow to roll: it stops translating.
 */
function settleRolling(s: BallState, i: number, P: PhysicsParams): void {
  const R = P.R;
  const rx = (5 * (s.vx[i] as number) + 2 * R * (s.wy[i] as number)) / 7;
  const ry = (5 * (s.vy[i] as number) - 2 * R * (s.wx[i] as number)) / 7;
  const speed = Math.sqrt(rx * rx + ry * ry);
  if (speed <= P.epsSpeed) {
    stopTranslation(s, i, P);
    return;
  }
  const k = (P.muRoll * P.g) / speed;
  s.motion[i] = ROLLING;
  s.vx[i] = rx;
  s.vy[i] = ry;
  s.wx[i] = -ry / R;
  s.wy[i] = rx / R;
  s.ax[i] = -k * rx;
  s.ay[i] = -k * ry;
  s.end[i] = (s.t0[i] as number) + speed / (P.muRoll * P.g);
}

function stopTranslation(s: BallState, i: number, P: PhysicsParams): void {
  s.vx[i] = 0;
  s.vy[i] = 0;
  s.wx[i] = 0;
  s.wy[i] = 0;
  s.ax[i] = 0;
  s.ay[i] = 0;
  const wz = s.wz[i] as number;
  if (Math.abs(wz) > P.epsSpin) {
    s.motion[i] = SPINNING;
    s.end[i] = (s.t0[i] as number) + Math.abs(wz) / P.spinDecel;
  } else {
    s.motion[i] = STATIONARY;
    s.wz[i] = 0;
    s.end[i] = Number.POSITIVE_INFINITY;
  }
}

/** Ends ball i's current phase, whose end time the clock must show; returns the kind of transition. */
export function transition(s: BallState, i: number, P: PhysicsParams): TransitionKind {
  const m = s.motion[i];
  advance(s, i, P);
  if (m === SPINNING) {
    s.wz[i] = 0;
    s.motion[i] = STATIONARY;
    s.end[i] = Number.POSITIVE_INFINITY;
    return 'stop';
  }
  if (m === SLIDING) {
    settleRolling(s, i, P);
    if (s.motion[i] === ROLLING) return 'roll';
    return s.motion[i] === SPINNING ? 'spin' : 'stop';
  }
  stopTranslation(s, i, P);
  return s.motion[i] === SPINNING ? 'spin' : 'stop';
}
