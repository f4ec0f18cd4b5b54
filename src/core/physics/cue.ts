import { degToRad } from '../geometry/index.ts';
import type { PhysicsParams } from './params.ts';
import type { BallState } from './state.ts';

/**
 * The cue strike. The contract gives the ball's speed just after the strike and its
 * direction of travel, so squirt and the cue's mass need no modelling; what the tip offset
 * decides is the spin. A cue impulse J = m v along the heading d, applied at the tip's
 * contact point (offset `side` R to the right and `height` R up), gives the ball the angular
 * impulse r x J, hence w = 5 v / (2 R) * (height * (z x d) + side * z). A tip height of 2/5
 * gives exactly natural roll.
 */
export interface Tip {
  /** Right English > 0, as a fraction of R. */
  readonly side: number;
  /** Follow > 0, draw < 0, as a fraction of R. */
  readonly height: number;
}

/** The tip offset (fraction of R) beyond which the cue slips off the ball. */
export const tipOffset = (tip: Tip): number => Math.hypot(tip.side, tip.height);

export const isMiscue = (tip: Tip, P: PhysicsParams): boolean => tipOffset(tip) > P.miscueLimit;

/** Sets ball i's velocity and spin for a strike; its phase is classified by the caller. */
export function strike(s: BallState, i: number, speed: number, headingDeg: number, tip: Tip, P: PhysicsParams): void {
  const a = degToRad(headingDeg);
  const dx = Math.cos(a);
  const dy = Math.sin(a);
  const k = (5 * speed) / (2 * P.R);
  s.vx[i] = speed * dx;
  s.vy[i] = speed * dy;
  s.wx[i] = -k * tip.height * dy;
  s.wy[i] = k * tip.height * dx;
  s.wz[i] = k * tip.side;
}
