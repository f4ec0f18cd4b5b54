import type { BallState } from './state.ts';

/**
 * What the simulator records, in growable typed arrays so that logging an event allocates
 * nothing (the arrays double when full, which amortises to nothing per event).
 *
 * - events: time, kind, the ball, and a second index (target ball, rail or pocket);
 * - segments: every time a ball's motion changes, its full state from then on, which is all
 *   the sampler needs to place every ball at any time.
 */

export const HIT = 0;
export const RAIL = 1;
export const POCKET = 2;
export const CROSS = 3;
export const ROLL = 4;
export const SPIN = 5;
export const STOP = 6;

export const SEG_STRIDE = 13;

export class ShotLog {
  /** Bytes of typed arrays this log has allocated, growth included (reported by the benchmark). */
  bytes = (5 * 256 + 64 * SEG_STRIDE) * 8;
  count = 0;
  t = new Float64Array(256);
  /** Per event: kind, ball, other index, and how many segments existed after it. */
  kind = new Float64Array(256);
  ball = new Float64Array(256);
  other = new Float64Array(256);
  segmentsAfter = new Float64Array(256);
  segCount = 0;
  seg = new Float64Array(64 * SEG_STRIDE);

  private grow(a: Float64Array<ArrayBuffer>, need: number): Float64Array<ArrayBuffer> {
    if (need <= a.length) return a;
    const b = new Float64Array(Math.max(need, a.length * 2));
    b.set(a);
    this.bytes += b.byteLength;
    return b;
  }

  constructor(private readonly clock: Float64Array) {}

  /** Logs an event at the clock's time. */
  event(kind: number, ball: number, other: number): void {
    const k = this.count;
    if (k === this.t.length) {
      const n = 2 * k;
      this.t = this.grow(this.t, n);
      this.kind = this.grow(this.kind, n);
      this.ball = this.grow(this.ball, n);
      this.other = this.grow(this.other, n);
      this.segmentsAfter = this.grow(this.segmentsAfter, n);
    }
    this.t[k] = this.clock[0] as number;
    this.kind[k] = kind;
    this.ball[k] = ball;
    this.other[k] = other;
    this.segmentsAfter[k] = this.segCount;
    this.count = k + 1;
  }

  /** Records ball i's state (just set at its t0) as the start of a new segment. */
  segment(s: BallState, i: number): void {
    this.seg = this.grow(this.seg, (this.segCount + 1) * SEG_STRIDE);
    const o = this.segCount * SEG_STRIDE;
    const a = this.seg;
    a[o] = i;
    a[o + 1] = s.t0[i] as number;
    a[o + 2] = s.px[i] as number;
    a[o + 3] = s.py[i] as number;
    a[o + 4] = s.vx[i] as number;
    a[o + 5] = s.vy[i] as number;
    a[o + 6] = s.wx[i] as number;
    a[o + 7] = s.wy[i] as number;
    a[o + 8] = s.wz[i] as number;
    a[o + 9] = s.ax[i] as number;
    a[o + 10] = s.ay[i] as number;
    a[o + 11] = s.end[i] as number;
    a[o + 12] = s.motion[i] as number;
    this.segCount++;
  }
}
