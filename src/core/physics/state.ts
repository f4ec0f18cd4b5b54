import type { BallId } from '../vocabulary/index.ts';

/**
 * Ball state as a structure of typed arrays: one slot per ball, indexed 0..n-1 in the
 * canonical order (cue first, then object balls ascending). Each ball carries the state it
 * had at its own reference time t0, plus the constant acceleration and the end time of its
 * current motion phase, so its position at any later time of the phase is closed-form.
 */

export const STATIONARY = 0;
export const SPINNING = 1;
export const SLIDING = 2;
export const ROLLING = 3;
export const POCKETED = 4;

export const MOTION_NAMES = ['stationary', 'spinning', 'sliding', 'rolling', 'pocketed'] as const;
export type MotionName = (typeof MOTION_NAMES)[number];

export class BallState {
  /**
   * The simulation's current time, in a typed array so that it can be read everywhere without
   * passing a double through calls (which would box it on the heap).
   */
  readonly clock = new Float64Array(1);
  readonly n: number;
  readonly ids: readonly BallId[];
  readonly t0: Float64Array;
  readonly px: Float64Array;
  readonly py: Float64Array;
  readonly vx: Float64Array;
  readonly vy: Float64Array;
  readonly wx: Float64Array;
  readonly wy: Float64Array;
  readonly wz: Float64Array;
  /** Constant acceleration of the current phase. */
  readonly ax: Float64Array;
  readonly ay: Float64Array;
  /** Absolute time at which the current phase ends (Infinity when it never does). */
  readonly end: Float64Array;
  readonly motion: Uint8Array;
  /** Pocket index (0-5) of a pocketed ball, else -1. */
  readonly pocket: Int8Array;

  constructor(ids: readonly BallId[]) {
    const n = ids.length;
    this.n = n;
    this.ids = ids;
    this.t0 = new Float64Array(n);
    this.px = new Float64Array(n);
    this.py = new Float64Array(n);
    this.vx = new Float64Array(n);
    this.vy = new Float64Array(n);
    this.wx = new Float64Array(n);
    this.wy = new Float64Array(n);
    this.wz = new Float64Array(n);
    this.ax = new Float64Array(n);
    this.ay = new Float64Array(n);
    this.end = new Float64Array(n).fill(Number.POSITIVE_INFINITY);
    this.motion = new Uint8Array(n);
    this.pocket = new Int8Array(n).fill(-1);
  }

  /** True while the ball translates (sliding or rolling). */
  isMoving(i: number): boolean {
    const m = this.motion[i];
    return m === SLIDING || m === ROLLING;
  }
}

/** Canonical order of ball ids: cue first, then numbers ascending. */
export function compareBallIds(a: BallId, b: BallId): number {
  if (a === b) return 0;
  if (a === 'cue') return -1;
  if (b === 'cue') return 1;
  return a - b;
}
