import type { Vec2 } from '../geometry/index.ts';
import type { BallId, PocketId } from '../vocabulary/index.ts';
import { POCKET_IDS } from '../vocabulary/index.ts';
import { SEG_STRIDE } from './log.ts';
import type { PhysicsParams } from './params.ts';
import type { ShotResult } from './simulate.ts';
import type { MotionName } from './state.ts';
import { MOTION_NAMES, ROLLING, SLIDING, SPINNING } from './state.ts';

/**
 * Turns a shot's recorded motion segments into ball states at any time t, for animation and
 * for the trace. Each ball's segments are in time order; a state is the closed-form motion
 * of the latest segment that started at or before t.
 */

export interface BallSample {
  readonly id: BallId;
  readonly p: Vec2;
  readonly v: Vec2;
  readonly w: readonly [number, number, number];
  readonly motion: MotionName;
  readonly pocket?: PocketId;
}

/** State of segment at offset o of `seg`, at time t, written into out[0..7]: p, v, w. */
function evaluate(seg: Float64Array, o: number, t: number, P: PhysicsParams, out: Float64Array): void {
  const t0 = seg[o + 1] as number;
  const tau = Math.max(0, Math.min(t, seg[o + 11] as number) - t0);
  const m = seg[o + 12] as number;
  const ax = seg[o + 9] as number;
  const ay = seg[o + 10] as number;
  const vx = seg[o + 4] as number;
  const vy = seg[o + 5] as number;
  const wz = seg[o + 8] as number;
  const spinLeft = Math.abs(wz) - P.spinDecel * tau;
  const moving = m === SLIDING || m === ROLLING;
  out[0] = (seg[o + 2] as number) + (moving ? (vx + 0.5 * ax * tau) * tau : 0);
  out[1] = (seg[o + 3] as number) + (moving ? (vy + 0.5 * ay * tau) * tau : 0);
  out[2] = vx + ax * tau;
  out[3] = vy + ay * tau;
  if (m === ROLLING) {
    out[4] = -(out[3] as number) / P.R;
    out[5] = (out[2] as number) / P.R;
  } else {
    out[4] = (seg[o + 6] as number) + ((2.5 * ay) / P.R) * tau;
    out[5] = (seg[o + 7] as number) - ((2.5 * ax) / P.R) * tau;
  }
  out[6] = moving || m === SPINNING ? (spinLeft > 0 ? Math.sign(wz) * spinLeft : 0) : wz;
}

export class Sampler {
  private readonly bySeg: number[][];
  private readonly out = new Float64Array(7);

  constructor(private readonly result: ShotResult) {
    const { log, ids } = result;
    this.bySeg = ids.map(() => []);
    for (let k = 0; k < log.segCount; k++) this.bySeg[log.seg[k * SEG_STRIDE] as number]?.push(k);
  }

  /** Offset of ball i's segment in force at t, looking only at the first `limit` segments. */
  private segmentAt(i: number, t: number, limit: number): number {
    const list = this.bySeg[i] as number[];
    const seg = this.result.log.seg;
    // Last entry recorded before `limit` (the ball's first segment always is: it is from t = 0).
    let lo = 0;
    let hi = list.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((list[mid] as number) < limit) lo = mid;
      else hi = mid - 1;
    }
    // Then the last of those that started at or before t.
    hi = lo;
    lo = 0;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((seg[(list[mid] as number) * SEG_STRIDE + 1] as number) <= t) lo = mid;
      else hi = mid - 1;
    }
    return (list[lo] as number) * SEG_STRIDE;
  }

  /** Writes every ball's centre at time t into out (x0, y0, x1, y1, ...), allocation-free. */
  positionsAt(t: number, out: Float64Array): void {
    const { seg } = this.result.log;
    for (let i = 0; i < this.bySeg.length; i++) {
      evaluate(seg, this.segmentAt(i, t, Number.POSITIVE_INFINITY), t, this.result.params, this.out);
      out[2 * i] = this.out[0] as number;
      out[2 * i + 1] = this.out[1] as number;
    }
  }

  /** Every ball's full state at time t; `limit` keeps only segments recorded before it. */
  statesAt(t: number, limit = Number.POSITIVE_INFINITY): BallSample[] {
    const { seg } = this.result.log;
    const o = this.out;
    return this.result.ids.map((id, i): BallSample => {
      const at = this.segmentAt(i, t, limit);
      evaluate(seg, at, t, this.result.params, o);
      const motion = MOTION_NAMES[seg[at + 12] as number] as MotionName;
      const base = {
        id,
        p: [o[0], o[1]] as Vec2,
        v: [o[2], o[3]] as Vec2,
        w: [o[4], o[5], o[6]] as const,
        motion,
      } as BallSample;
      if (motion !== 'pocketed') return base;
      const pocket = this.result.final.pocket[i] as number;
      return { ...base, pocket: POCKET_IDS[pocket] as PocketId };
    }) as BallSample[];
  }

  /** Every ball's state just after event k of the log (the trace of the contract). */
  statesAfterEvent(k: number): BallSample[] {
    const { log } = this.result;
    return this.statesAt(log.t[k] as number, log.segmentsAfter[k] as number);
  }
}
