import { advance } from './motion.ts';
import type { PhysicsParams } from './params.ts';
import { ballFriction, C, separateBalls } from './resolve.ts';
import type { BallState } from './state.ts';
import { POCKETED, ROLLING, SLIDING } from './state.ts';

/**
 * Simultaneous ball-ball collisions. When two balls touch, every ball within `clusterGap` of
 * a ball already involved joins in (transitively: a racked triangle is one cluster), and the
 * cluster's contacts are resolved together instead of pair by pair in the order of their
 * hair-thin gaps (which sends all the momentum down a single chain of balls).
 *
 * Real balls are not rigid: a contact between balls already touching (a frozen contact) is
 * loaded by a compression wave that crosses the cluster from the struck ball outward. The
 * normal impulses follow that wave, front by front:
 *  - a front is every contact that closes at the start of the step (the first front is the
 *    impact that started the cluster);
 *  - the front's contacts take their impulses together, as one simultaneous impact of the
 *    balls involved (Poisson's hypothesis, by projected Gauss-Seidel): an inelastic pass
 *    (impulses lambda >= 0 until none of them closes), then e times each contact's
 *    compression impulse on top, then a last inelastic pass;
 *  - the balls it sets moving make the next front, until no contact closes.
 * The restitution e is eBall for the impact that started the cluster and
 * eBall^eFrozenPower for a frozen contact: a wave loses less to a contact it crosses than a
 * free impact does (see docs/physics.md, "Clusters").
 *
 * Checked against a Hertz-contact simulation of the racked break (hertz-reference.ts and
 * cluster.test.ts): solving the whole cluster at once as a rigid body sends the cue ball back
 * at three quarters of its speed, and pair by pair sends the momentum down one chain; the
 * wave is within about 0.35 m/s of the reference for a 10 m/s break. With two balls the result
 * is the usual (1 + eBall) m vn / 2, and a frozen row of balls is Newton's cradle.
 *
 * Friction (throw, spin transfer) then acts per contact as for two balls, with the contact's
 * total normal impulse, capped by the impulse that stops the slip. Each front only loses
 * kinetic energy (the inelastic passes are coordinate descent on it; the restitution gives
 * back at most e^2 of what they took). Every array is allocated once per shot; no double
 * crosses a call boundary.
 */
export class Cluster {
  /** Balls of the cluster, in the order they were found (the two touching balls first). */
  readonly member: Int32Array;
  size = 0;
  /** Per ball: 1 while it is a member. */
  readonly inside: Uint8Array;
  /** Per ball: 1 when the solve changed its velocity, spin or position. */
  readonly touched: Uint8Array;
  /** Per ball: 1 when it was translating before the solve. */
  readonly wasMoving: Uint8Array;
  /** Contacts: ball a (found first), ball b, unit normal a -> b; lam: a front's impulses, total: all (per unit mass). */
  readonly ca: Int32Array;
  readonly cb: Int32Array;
  readonly nx: Float64Array;
  readonly ny: Float64Array;
  readonly lam: Float64Array;
  readonly total: Float64Array;
  nc = 0;
  /** The contacts of the front being solved (their impulses in this pass are in lam). */
  private readonly front: Int32Array;
  /** Scratch: a ball's position at the clock. */
  private readonly Q = new Float64Array(2);

  constructor(n: number) {
    const cap = Math.max(1, (n * (n - 1)) / 2);
    this.member = new Int32Array(n);
    this.inside = new Uint8Array(n);
    this.touched = new Uint8Array(n);
    this.wasMoving = new Uint8Array(n);
    this.ca = new Int32Array(cap);
    this.cb = new Int32Array(cap);
    this.nx = new Float64Array(cap);
    this.ny = new Float64Array(cap);
    this.lam = new Float64Array(cap);
    this.total = new Float64Array(cap);
    this.front = new Int32Array(cap);
  }

  /** Q = ball k's centre at the clock, without moving its reference time. */
  private at(s: BallState, k: number): void {
    const m = s.motion[k];
    if (m !== SLIDING && m !== ROLLING) {
      this.Q[0] = s.px[k] as number;
      this.Q[1] = s.py[k] as number;
      return;
    }
    const tau = (s.clock[0] as number) - (s.t0[k] as number);
    this.Q[0] = (s.px[k] as number) + ((s.vx[k] as number) + 0.5 * (s.ax[k] as number) * tau) * tau;
    this.Q[1] = (s.py[k] as number) + ((s.vy[k] as number) + 0.5 * (s.ay[k] as number) * tau) * tau;
  }

  private add(s: BallState, k: number): void {
    this.member[this.size++] = k;
    this.inside[k] = 1;
    this.touched[k] = 0;
    this.wasMoving[k] = s.isMoving(k) ? 1 : 0;
  }

  private contact(s: BallState, a: number, b: number): void {
    const k = this.nc++;
    let nx = (s.px[b] as number) - (s.px[a] as number);
    let ny = (s.py[b] as number) - (s.py[a] as number);
    const d = Math.sqrt(nx * nx + ny * ny);
    nx /= d;
    ny /= d;
    this.ca[k] = a;
    this.cb[k] = b;
    this.nx[k] = nx;
    this.ny[k] = ny;
    this.total[k] = 0;
  }

  /**
   * The cluster of the touching balls i (the striker) and j, both advanced to the clock:
   * breadth first, every ball on the table within clusterGap of a member joins (and is
   * advanced to the clock). Contacts: i-j first, then every other pair of members within
   * clusterGap, in the order the members were found.
   */
  gather(s: BallState, i: number, j: number, P: PhysicsParams): void {
    for (let q = 0; q < this.size; q++) this.inside[this.member[q] as number] = 0;
    this.size = 0;
    this.nc = 0;
    this.add(s, i);
    this.add(s, j);
    const n = s.n;
    const reach = 2 * P.R + P.clusterGap;
    const reach2 = reach * reach;
    for (let q = 0; q < this.size; q++) {
      const a = this.member[q] as number;
      for (let k = 0; k < n; k++) {
        if (this.inside[k] === 1 || s.motion[k] === POCKETED) continue;
        this.at(s, k);
        const dx = (this.Q[0] as number) - (s.px[a] as number);
        const dy = (this.Q[1] as number) - (s.py[a] as number);
        if (dx * dx + dy * dy >= reach2) continue;
        advance(s, k, P);
        this.add(s, k);
      }
    }
    this.contact(s, i, j);
    if (this.size === 2) return;
    for (let qa = 0; qa < this.size; qa++) {
      const a = this.member[qa] as number;
      for (let qb = qa === 0 ? 2 : qa + 1; qb < this.size; qb++) {
        const b = this.member[qb] as number;
        const dx = (s.px[b] as number) - (s.px[a] as number);
        const dy = (s.py[b] as number) - (s.py[a] as number);
        if (dx * dx + dy * dy < reach2) this.contact(s, a, b);
      }
    }
  }

  /** Approach speed along contact k (positive when its balls close). */
  private approach(s: BallState, k: number): number {
    const a = this.ca[k] as number;
    const b = this.cb[k] as number;
    return (
      ((s.vx[a] as number) - (s.vx[b] as number)) * (this.nx[k] as number) +
      ((s.vy[a] as number) - (s.vy[b] as number)) * (this.ny[k] as number)
    );
  }

  /** Adds the impulse d (per unit mass) along contact k. */
  private push(s: BallState, k: number, d: number): void {
    const a = this.ca[k] as number;
    const b = this.cb[k] as number;
    const ux = this.nx[k] as number;
    const uy = this.ny[k] as number;
    s.vx[a] = (s.vx[a] as number) - d * ux;
    s.vy[a] = (s.vy[a] as number) - d * uy;
    s.vx[b] = (s.vx[b] as number) + d * ux;
    s.vy[b] = (s.vy[b] as number) + d * uy;
    this.total[k] = (this.total[k] as number) + d;
  }

  /**
   * Projected Gauss-Seidel over the front's contacts: impulses lam >= 0 (per unit mass, along
   * each normal) until none of them approaches by more than epsSpeed, at most clusterSweeps sweeps.
   */
  private inelastic(s: BallState, ns: number, P: PhysicsParams): void {
    const { front, lam } = this;
    for (let q = 0; q < ns; q++) lam[q] = 0;
    for (let sweep = 0; sweep < P.clusterSweeps; sweep++) {
      let worst = 0;
      for (let q = 0; q < ns; q++) {
        const k = front[q] as number;
        const old = lam[q] as number;
        let next = old + 0.5 * this.approach(s, k);
        if (next < 0) next = 0;
        const d = next - old;
        if (d === 0) continue;
        lam[q] = next;
        this.push(s, k, d);
        const ad = d < 0 ? -d : d;
        if (ad > worst) worst = ad;
      }
      if (worst <= P.epsSpeed) break;
    }
  }

  /**
   * Normal impulses of the cluster, front by front (see above): each step takes the contacts
   * that close now, resolves them as one simultaneous impact, and repeats until no contact
   * closes (at most clusterSweeps fronts; anything left is caught as an ordinary contact).
   */
  private wave(s: BallState, P: PhysicsParams): void {
    const { front, lam, total, nc } = this;
    total.fill(0, 0, nc);
    const eFrozen = P.eBall ** P.eFrozenPower;
    for (let step = 0; step < P.clusterSweeps; step++) {
      let ns = 0;
      for (let k = 0; k < nc; k++) if (this.approach(s, k) > P.epsSpeed) front[ns++] = k;
      if (ns === 0) return;
      if (ns === 1) {
        const k = front[0] as number;
        const e = step === 0 && k === 0 ? P.eBall : eFrozen;
        this.push(s, k, 0.5 * (1 + e) * this.approach(s, k));
        continue;
      }
      this.inelastic(s, ns, P);
      for (let r = 0; r < ns; r++) {
        const k = front[r] as number;
        this.push(s, k, (step === 0 && k === 0 ? P.eBall : eFrozen) * (lam[r] as number));
      }
      this.inelastic(s, ns, P);
    }
  }

  /** Resolves the gathered cluster: normal impulses, friction per contact, separation. */
  solve(s: BallState, P: PhysicsParams): void {
    const { ca, cb, nx, ny, total, nc } = this;
    const { vx, vy } = s;
    this.wave(s, P);
    for (let k = 0; k < nc; k++) {
      if ((total[k] as number) <= 0) continue;
      const a = ca[k] as number;
      const b = cb[k] as number;
      this.touched[a] = 1;
      this.touched[b] = 1;
      C[0] = nx[k] as number;
      C[1] = ny[k] as number;
      C[2] = (vx[a] as number) - (vx[b] as number);
      C[3] = (vy[a] as number) - (vy[b] as number);
      C[5] = (total[k] as number) * P.m;
      ballFriction(s, a, b, P);
    }
    // Leave every contact `separation` apart; a push can close another gap, so repeat a few times.
    const want = 2 * P.R + P.separation;
    for (let sweep = 0; sweep < 4; sweep++) {
      let pushed = false;
      for (let k = 0; k < nc; k++) {
        const a = ca[k] as number;
        const b = cb[k] as number;
        let dx = (s.px[b] as number) - (s.px[a] as number);
        let dy = (s.py[b] as number) - (s.py[a] as number);
        const d = Math.sqrt(dx * dx + dy * dy);
        if (d >= want) continue;
        dx /= d;
        dy /= d;
        C[0] = dx;
        C[1] = dy;
        C[5] = d;
        separateBalls(s, a, b, P);
        this.touched[a] = 1;
        this.touched[b] = 1;
        pushed = true;
      }
      if (!pushed) break;
    }
  }
}
