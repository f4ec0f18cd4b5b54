import { WPA_BALL } from '../table/index.ts';

/**
 * Every physical constant of the simulator, in one frozen object with its source. Tests
 * that need other values (say, no friction) build a variant with `withParams`; nothing
 * mutates the defaults.
 */

/** Ball-ball friction: constant, or falling with the sliding speed at the contact. */
type BallFriction =
  | { readonly law: 'constant'; readonly value: number }
  | {
      readonly law: 'a + b * exp(-c * v)';
      readonly a: number;
      readonly b: number;
      readonly c: number;
      readonly v: string;
      readonly source: string;
    };

export interface PhysicsParams {
  /** Gravity, m/s^2. */
  readonly g: number;
  /** Ball radius, m (WPA: 2 1/4 in. diameter). */
  readonly R: number;
  /** Ball mass, kg (WPA: 5.5 - 6 oz). */
  readonly m: number;
  /** Ball-cloth sliding friction (Alciatore TP 4.1; Marlow 1995: 0.15 - 0.4, typical 0.2). */
  readonly muSlide: number;
  /** Ball-cloth rolling resistance (Alciatore TP 4.1: 0.005 - 0.015). */
  readonly muRoll: number;
  /** Deceleration of spin about the vertical axis, rad/s^2 (Alciatore TP 4.1: about 10.9). */
  readonly spinDecel: number;
  /** Ball-ball coefficient of restitution (Alciatore TP 4.1: 0.92 - 0.98). */
  readonly eBall: number;
  readonly muBall: BallFriction;
  /** Cushion coefficient of restitution (Alciatore: 0.6 - 0.9; Mathavan et al. 2010). */
  readonly eRail: number;
  /** Ball-cushion friction (Han 2005 takes 0.2). */
  readonly muRail: number;
  /** Height of the cushion nose above the cloth as a fraction of the ball diameter (WPA: 62.5 - 64.5 %). */
  readonly railHeight: number;
  /** Gap left between two bodies after they touch, m (keeps the next contact well defined). */
  readonly separation: number;
  /**
   * Balls closer than this (surface to surface, m) to a ball in a contact take part in the
   * same simultaneous collision (a cluster: a racked triangle, balls frozen together).
   */
  readonly clusterGap: number;
  /** Cap on the wave fronts of a cluster, and on the sweeps of each front's solve (projected Gauss-Seidel). */
  readonly clusterSweeps: number;
  /**
   * Restitution of a frozen contact (balls already touching when a cluster's compression wave
   * reaches them) is eBall to this power. Fitted to a Hertz-contact simulation whose damping
   * gives eBall for a free pair: rows of 2 and 5 frozen balls and the racked break (see
   * docs/physics.md, "Clusters").
   */
  readonly eFrozenPower: number;
  /** Largest tip offset, as a fraction of R, before the cue miscues (Alciatore: about half a radius). */
  readonly miscueLimit: number;
  /** Hard cap on events in one shot; reaching it ends the shot and says so. */
  readonly maxEvents: number;
  /**
   * A path that comes within this depth (m) of a ball, cushion or pocket circle and turns
   * away is a graze, not a contact, so exact tangencies do not depend on round-off.
   */
  readonly grazeDepth: number;
  /** Below these a ball's slip, speed or spin counts as zero (m/s, m/s, rad/s). */
  readonly epsSlip: number;
  readonly epsSpeed: number;
  readonly epsSpin: number;
}

export const PARAMS: PhysicsParams = Object.freeze({
  g: 9.81,
  R: WPA_BALL.radius,
  m: WPA_BALL.mass,
  muSlide: 0.2,
  muRoll: 0.01,
  spinDecel: 10.9,
  eBall: 0.95,
  muBall: Object.freeze({
    law: 'a + b * exp(-c * v)',
    a: 9.951e-3,
    b: 0.108,
    c: 1.088,
    v: 'sliding speed of the contact points relative to each other, m/s',
    source: 'Alciatore, "Throw" TP A-14, curve fitted to measured pool-ball friction',
  }),
  eRail: 0.85,
  muRail: 0.2,
  railHeight: 0.64,
  separation: 1e-6,
  clusterGap: 2.5e-4,
  clusterSweeps: 200,
  eFrozenPower: 0.5,
  miscueLimit: 0.5,
  maxEvents: 10000,
  grazeDepth: 1e-9,
  epsSlip: 1e-9,
  epsSpeed: 1e-9,
  epsSpin: 1e-9,
} as const);

/** A frozen copy of the defaults with some values replaced. */
export function withParams(changes: Partial<PhysicsParams>): PhysicsParams {
  return Object.freeze({ ...PARAMS, ...changes });
}
