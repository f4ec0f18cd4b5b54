/**
 * A reference for the cluster solver, used by the tests only: balls that are not rigid. Each
 * pair of overlapping discs pushes apart with Hertz's contact force k d^(3/2) (d: overlap)
 * plus a damping force eta d^(1/4) dd/dt (Tsuji, Tanaka and Ishida 1992), whose coefficient
 * is found so that two free balls part with a chosen restitution; the damping of this form
 * gives the same restitution at every impact speed. Time steps of a fixed size integrate
 * the motion (semi-implicit Euler), so the answer is the same on every run.
 *
 * Units: ball mass 1, radius 1, k = 1e11; the outcome does not depend on the speed or on k
 * (a slower impact is the same impact in slow motion), only on the layout and the
 * restitution. With restitution 1 it reproduces, to the printed digits, the published Hertz
 * solution of the perfectly centred break ("Perfectly centered break of a perfectly aligned
 * pool ball rack", Mathematics/Physics Stack Exchange; see cluster.test.ts).
 */

const K = 1e11;
const DT = 2e-8;

export interface DiscState {
  readonly p: readonly [number, number];
  readonly v: readonly [number, number];
}

/** Velocities of every disc after `duration` of contact dynamics. */
export function hertzCollide(discs: readonly DiscState[], damping: number, duration = 4e-4): [number, number][] {
  const n = discs.length;
  const px = discs.map((d) => d.p[0]);
  const py = discs.map((d) => d.p[1]);
  const vx = discs.map((d) => d.v[0]);
  const vy = discs.map((d) => d.v[1]);
  const fx = new Float64Array(n);
  const fy = new Float64Array(n);
  // Reduced mass of two unit masses: 1/2.
  const eta = damping * Math.sqrt(0.5 * K);
  const steps = Math.round(duration / DT);
  for (let step = 0; step < steps; step++) {
    fx.fill(0);
    fy.fill(0);
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        const dx = (px[j] as number) - (px[i] as number);
        const dy = (py[j] as number) - (py[i] as number);
        const dist = Math.hypot(dx, dy);
        const overlap = 2 - dist;
        if (overlap <= 0) continue;
        const nx = dx / dist;
        const ny = dy / dist;
        const closing = ((vx[i] as number) - (vx[j] as number)) * nx + ((vy[i] as number) - (vy[j] as number)) * ny;
        const f = Math.max(0, K * overlap ** 1.5 + eta * overlap ** 0.25 * closing);
        fx[i] = (fx[i] as number) - f * nx;
        fy[i] = (fy[i] as number) - f * ny;
        fx[j] = (fx[j] as number) + f * nx;
        fy[j] = (fy[j] as number) + f * ny;
      }
    }
    for (let i = 0; i < n; i++) {
      vx[i] = (vx[i] as number) + (fx[i] as number) * DT;
      vy[i] = (vy[i] as number) + (fy[i] as number) * DT;
      px[i] = (px[i] as number) + (vx[i] as number) * DT;
      py[i] = (py[i] as number) + (vy[i] as number) * DT;
    }
  }
  return vx.map((x, i) => [x, vy[i] as number]);
}

/** Restitution of a head-on impact of two free discs with this damping. */
function pairRestitution(damping: number): number {
  const v = hertzCollide(
    [
      { p: [0, 0], v: [10, 0] },
      { p: [2 + 1e-9, 0], v: [0, 0] },
    ],
    damping,
    1e-4,
  );
  return ((v[1] as [number, number])[0] - (v[0] as [number, number])[0]) / 10;
}

const dampings = new Map<number, number>();

/** The damping that gives a free pair the restitution e (bisection; 0 for e = 1). */
export function dampingFor(e: number): number {
  if (e >= 1) return 0;
  const known = dampings.get(e);
  if (known !== undefined) return known;
  let lo = 0;
  let hi = 2;
  for (let it = 0; it < 30; it++) {
    const mid = (lo + hi) / 2;
    if (pairRestitution(mid) > e) lo = mid;
    else hi = mid;
  }
  dampings.set(e, (lo + hi) / 2);
  return (lo + hi) / 2;
}

/**
 * A 15-ball triangle, every ball touching its neighbours (apex at the origin, rows toward +x,
 * balls numbered row by row from -y to +y), struck at speed 10 by a cue ball that touches the
 * apex and moves along the line of centres, `angle` degrees from the rack's axis.
 */
export function rackDiscs(angle: number): DiscState[] {
  const a = (angle * Math.PI) / 180;
  const d = 2 + 1e-9;
  const discs: DiscState[] = [{ p: [-d * Math.cos(a), -d * Math.sin(a)], v: [10 * Math.cos(a), 10 * Math.sin(a)] }];
  for (let row = 0; row < 5; row++) {
    for (let k = 0; k <= row; k++) discs.push({ p: [(row * d * Math.sqrt(3)) / 2, (k - row / 2) * d], v: [0, 0] });
  }
  return discs;
}
