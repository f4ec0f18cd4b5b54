import type { Vec2 } from '../geometry/index.ts';
import type { TableGeometry, TableSpec } from '../table/index.ts';
import type { BallId } from '../vocabulary/index.ts';
import { Cluster } from './cluster.ts';
import type { Course } from './course.ts';
import { courseFor } from './course.ts';
import type { Tip } from './cue.ts';
import { strike } from './cue.ts';
import { predictCushion, predictHeadString, predictPairsOf, predictPocket } from './detect.ts';
import { CROSS, HIT, POCKET, RAIL, ROLL, ShotLog, SPIN, STOP } from './log.ts';
import { advance, classify, transition } from './motion.ts';
import type { PhysicsParams } from './params.ts';
import { PARAMS } from './params.ts';
import { resolveBalls, resolveCushion } from './resolve.ts';
import { BallState, compareBallIds, POCKETED, SPINNING, STATIONARY } from './state.ts';

/**
 * The event loop: detect the earliest next event, move only the balls it involves to that
 * instant, resolve it, log it, and re-predict only what those balls can do next. Ties go to
 * the first candidate in a fixed scan order (by ball, then by kind), so the log is the same
 * on every run and every machine.
 */

export interface ShotInput {
  readonly table: TableSpec;
  /** Centre of each ball on the table. */
  readonly balls: ReadonlyArray<readonly [BallId, Vec2]>;
  readonly shot: {
    readonly ball: BallId;
    readonly speed: number;
    /** Degrees counter-clockwise from +x. */
    readonly heading: number;
    readonly tip: Tip;
  };
}

export interface ShotResult {
  readonly params: PhysicsParams;
  readonly table: TableGeometry;
  readonly ids: readonly BallId[];
  readonly log: ShotLog;
  /** Every ball at rest (or pocketed) at the end. */
  readonly final: BallState;
  readonly duration: number;
  /** Set when the event cap ended the shot early (all balls were then stopped where they were). */
  readonly truncated: boolean;
}

const NONE = -1;
const TRANS = 0;
const CUSH = 1;
const POCK = 2;
const HEAD = 3;
const PAIR = 4;

class Engine {
  readonly n: number;
  readonly tCush: Float64Array;
  readonly kCush: Int32Array;
  readonly tPock: Float64Array;
  readonly kPock: Int32Array;
  readonly tHead: Float64Array;
  readonly tPair: Float64Array;
  readonly kitchen: Uint8Array;
  readonly log: ShotLog;
  readonly cluster: Cluster;
  kind = NONE;
  a = 0;
  b = 0;

  constructor(
    readonly s: BallState,
    readonly c: Course,
    readonly P: PhysicsParams,
  ) {
    const n = s.n;
    this.n = n;
    this.log = new ShotLog(s.clock);
    this.tCush = new Float64Array(n).fill(Number.POSITIVE_INFINITY);
    this.kCush = new Int32Array(n);
    this.tPock = new Float64Array(n).fill(Number.POSITIVE_INFINITY);
    this.kPock = new Int32Array(n);
    this.tHead = new Float64Array(n).fill(Number.POSITIVE_INFINITY);
    this.tPair = new Float64Array(n * n).fill(Number.POSITIVE_INFINITY);
    this.kitchen = new Uint8Array(n);
    this.cluster = new Cluster(n);
    for (let i = 0; i < n; i++) this.kitchen[i] = (s.px[i] as number) < c.headStringX ? 1 : 0;
  }

  predict(i: number): void {
    const { s, c, P } = this;
    predictCushion(s, i, c, P, this.tCush, this.kCush);
    predictPocket(s, i, c, P, this.tPock, this.kPock);
    predictHeadString(s, i, c, this.kitchen[i] === 1, this.tHead);
    predictPairsOf(s, i, P, this.tPair);
  }

  /**
   * Finds the earliest pending event and sets the clock to it; false when nothing is left.
   * The running minimum lives in the clock slot itself: a double local carried around the
   * loop can end up boxed on the heap.
   */
  next(): boolean {
    const { n, s } = this;
    const clock = s.clock;
    const start = clock[0] as number;
    clock[0] = Number.POSITIVE_INFINITY;
    this.kind = NONE;
    for (let i = 0; i < n; i++) {
      if ((s.end[i] as number) < (clock[0] as number)) this.take(s.end, i, TRANS, i, 0);
      if ((this.tCush[i] as number) < (clock[0] as number)) this.take(this.tCush, i, CUSH, i, this.kCush[i] as number);
      if ((this.tPock[i] as number) < (clock[0] as number)) this.take(this.tPock, i, POCK, i, this.kPock[i] as number);
      if ((this.tHead[i] as number) < (clock[0] as number)) this.take(this.tHead, i, HEAD, i, 0);
    }
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        if ((this.tPair[i * n + j] as number) < (clock[0] as number)) this.take(this.tPair, i * n + j, PAIR, i, j);
      }
    }
    if (this.kind !== NONE) return true;
    clock[0] = start;
    return false;
  }

  /** Makes times[k] the earliest event so far. */
  private take(times: Float64Array, k: number, kind: number, a: number, b: number): void {
    this.s.clock[0] = times[k] as number;
    this.kind = kind;
    this.a = a;
    this.b = b;
  }

  /** Logs a stop or spin when a contact leaves a moving ball without translation. */
  private afterContact(i: number, wasMoving: boolean): void {
    if (!wasMoving || this.s.isMoving(i)) return;
    this.log.event(this.s.motion[i] === SPINNING ? SPIN : STOP, i, -1);
  }

  apply(): void {
    const { s, P, log, a, b, c } = this;
    if (this.kind === TRANS) {
      const kind = transition(s, a, P);
      log.segment(s, a);
      log.event(kind === 'roll' ? ROLL : kind === 'spin' ? SPIN : STOP, a, -1);
    } else if (this.kind === CUSH) {
      advance(s, a, P);
      resolveCushion(s, a, b, c, P);
      classify(s, a, P);
      log.segment(s, a);
      log.event(RAIL, a, b < c.nSeg ? (c.segRail[b] as number) : (c.arcRail[b - c.nSeg] as number));
      this.afterContact(a, true);
    } else if (this.kind === POCK) {
      this.pocket(a, b);
    } else if (this.kind === HEAD) {
      this.kitchen[a] = this.kitchen[a] === 1 ? 0 : 1;
      log.event(CROSS, a, -1);
      predictHeadString(s, a, c, this.kitchen[a] === 1, this.tHead);
      return;
    } else {
      this.collide(a, b);
      return;
    }
    this.predict(a);
  }

  private pocket(i: number, hole: number): void {
    const { s, P, log } = this;
    advance(s, i, P);
    s.motion[i] = POCKETED;
    s.pocket[i] = this.c.holePocket[hole] as number;
    s.vx[i] = s.vy[i] = s.wx[i] = s.wy[i] = s.wz[i] = s.ax[i] = s.ay[i] = 0;
    s.end[i] = Number.POSITIVE_INFINITY;
    log.segment(s, i);
    log.event(POCKET, i, s.pocket[i] as number);
  }

  /**
   * Ball-ball contact of i and j. Alone, the pair is resolved as before; with other balls
   * within clusterGap (a rack, balls frozen together) the whole cluster is resolved as one
   * simultaneous collision (see cluster.ts), and every contact that took an impulse is
   * logged as a hit: the touching pair first, then in the order the cluster was found.
   */
  private collide(i: number, j: number): void {
    const { s, P, log, cluster: cl } = this;
    advance(s, i, P);
    advance(s, j, P);
    // The striker (the ball moving faster toward the other) goes first.
    let nx = (s.px[j] as number) - (s.px[i] as number);
    let ny = (s.py[j] as number) - (s.py[i] as number);
    const d = Math.sqrt(nx * nx + ny * ny);
    nx /= d;
    ny /= d;
    const iFirst =
      (s.vx[i] as number) * nx + (s.vy[i] as number) * ny >= -((s.vx[j] as number) * nx + (s.vy[j] as number) * ny);
    cl.gather(s, iFirst ? i : j, iFirst ? j : i, P);
    if (cl.size === 2) {
      const iMoving = s.isMoving(i);
      const jMoving = s.isMoving(j);
      const striker = resolveBalls(s, i, j, P);
      classify(s, i, P);
      classify(s, j, P);
      log.segment(s, i);
      log.segment(s, j);
      log.event(HIT, striker, striker === i ? j : i);
      this.afterContact(i, iMoving);
      this.afterContact(j, jMoving);
      this.predict(j);
      this.predict(i);
      return;
    }
    cl.solve(s, P);
    for (let q = 0; q < cl.size; q++) {
      const k = cl.member[q] as number;
      if (cl.touched[k] === 0) continue;
      classify(s, k, P);
      log.segment(s, k);
    }
    for (let c = 0; c < cl.nc; c++) {
      if (c > 0 && (cl.total[c] as number) <= P.epsSpeed) continue;
      log.event(HIT, cl.ca[c] as number, cl.cb[c] as number);
    }
    for (let q = 0; q < cl.size; q++) {
      const k = cl.member[q] as number;
      if (cl.touched[k] === 1) this.afterContact(k, cl.wasMoving[k] === 1);
    }
    // Predict each touched member once; a pair of two touched members is solved only once.
    const done = cl.inside;
    done.fill(0);
    for (let q = cl.size - 1; q >= 0; q--) {
      const k = cl.member[q] as number;
      if (cl.touched[k] === 0) continue;
      predictCushion(s, k, this.c, P, this.tCush, this.kCush);
      predictPocket(s, k, this.c, P, this.tPock, this.kPock);
      predictHeadString(s, k, this.c, this.kitchen[k] === 1, this.tHead);
      predictPairsOf(s, k, P, this.tPair, done);
      done[k] = 1;
    }
    // `done` is the cluster's membership mark: clear it, or these balls could not join the next cluster.
    done.fill(0);
    cl.size = 0;
  }

  /** The event cap was reached: stop every ball where it is, and log the stops. */
  halt(): void {
    const { s, P, log } = this;
    for (let i = 0; i < this.n; i++) {
      const m = s.motion[i];
      if (m === POCKETED || m === STATIONARY) continue;
      advance(s, i, P);
      s.vx[i] = s.vy[i] = s.wx[i] = s.wy[i] = s.wz[i] = s.ax[i] = s.ay[i] = 0;
      s.motion[i] = STATIONARY;
      s.end[i] = Number.POSITIVE_INFINITY;
      log.segment(s, i);
      log.event(STOP, i, -1);
    }
  }
}

function initialState(input: ShotInput, P: PhysicsParams): { s: BallState; struck: number } {
  const placed = input.balls.slice().sort((x, y) => compareBallIds(x[0], y[0]));
  const s = new BallState(placed.map(([id]) => id));
  placed.forEach(([, at], i) => {
    s.px[i] = at[0];
    s.py[i] = at[1];
  });
  const struck = s.ids.indexOf(input.shot.ball);
  if (struck >= 0 && input.shot.speed > 0) {
    strike(s, struck, input.shot.speed, input.shot.heading, input.shot.tip, P);
    classify(s, struck, P);
  }
  return { s, struck };
}

/**
 * Plays one shot to the end. The input must already be valid (see `checkShot`): balls on
 * the table and apart, the struck ball present, no miscue.
 */
export function simulate(input: ShotInput, P: PhysicsParams = PARAMS): ShotResult {
  const course = courseFor(input.table, P.R);
  const { s } = initialState(input, P);
  const e = new Engine(s, course, P);
  for (let i = 0; i < s.n; i++) e.log.segment(s, i);
  for (let i = 0; i < s.n; i++) if (s.isMoving(i)) e.predict(i);
  let truncated = false;
  while (e.next()) {
    if (e.log.count >= P.maxEvents) {
      e.halt();
      truncated = true;
      break;
    }
    e.apply();
  }
  return {
    params: P,
    table: course.geometry,
    ids: s.ids,
    log: e.log,
    final: s,
    duration: s.clock[0] as number,
    truncated,
  };
}
