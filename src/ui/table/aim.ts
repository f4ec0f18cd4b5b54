import type { Vec2 } from '../../core/geometry/index.ts';
import { degToRad, radToDeg } from '../../core/geometry/index.ts';
import type { TableSpec } from '../../core/table/index.ts';
import { WPA_BALL } from '../../core/table/index.ts';
import type { BallId } from '../../core/vocabulary/index.ts';
import type { Layout } from './placement.ts';

/**
 * The aiming aid: where the cue ball, sent straight along the heading, first touches a ball
 * (the ghost ball) or reaches a cushion, and the line the struck ball would take (the line of
 * centres). Straight-line geometry only; the shot itself comes from the physics engine.
 */
const R = WPA_BALL.radius;

export interface AimPrediction {
  /** Where the cue ball's centre is at first contact. */
  readonly ghost: Vec2;
  /** The ball it first touches, if any (else it reaches a cushion). */
  readonly target?: BallId;
  /** Unit direction the target would take (line of centres). */
  readonly targetLine?: Vec2;
}

export function predictAim(spec: TableSpec, layout: Layout, cue: Vec2, headingDeg: number): AimPrediction {
  const a = degToRad(headingDeg);
  const d: Vec2 = [Math.cos(a), Math.sin(a)];
  let best = Number.POSITIVE_INFINITY;
  let target: BallId | undefined;
  for (const b of layout) {
    if (b.ball === 'cue') continue;
    // |cue + s d - b| = 2R, smallest s > 0
    const fx = cue[0] - b.at[0];
    const fy = cue[1] - b.at[1];
    const bq = fx * d[0] + fy * d[1];
    const c = fx * fx + fy * fy - 4 * R * R;
    const disc = bq * bq - c;
    if (disc < 0) continue;
    const s = -bq - Math.sqrt(disc);
    if (s > 1e-9 && s < best) {
      best = s;
      target = b.ball;
    }
  }
  // The cushion noses, as a rectangle the centre may not pass (R inside).
  const walls = [
    d[0] > 0 ? (spec.length - R - cue[0]) / d[0] : d[0] < 0 ? (R - cue[0]) / d[0] : Number.POSITIVE_INFINITY,
    d[1] > 0 ? (spec.width - R - cue[1]) / d[1] : d[1] < 0 ? (R - cue[1]) / d[1] : Number.POSITIVE_INFINITY,
  ];
  const wall = Math.max(0, Math.min(...walls));
  if (target === undefined || best > wall) return { ghost: [cue[0] + d[0] * wall, cue[1] + d[1] * wall] };
  const ghost: Vec2 = [cue[0] + d[0] * best, cue[1] + d[1] * best];
  const t = layout.find((b) => b.ball === target)?.at as Vec2;
  const n = Math.hypot(t[0] - ghost[0], t[1] - ghost[1]);
  return { ghost, target, targetLine: [(t[0] - ghost[0]) / n, (t[1] - ghost[1]) / n] };
}

/** The heading (degrees, [0, 360), 0.1 degree grid) from the cue ball toward a point. */
export function headingToward(cue: Vec2, p: Vec2): number {
  const deg = radToDeg(Math.atan2(p[1] - cue[1], p[0] - cue[0]));
  const r = Math.round(((deg % 360) + 360) * 10) / 10;
  return r >= 360 ? r - 360 : r;
}

/**
 * Aiming by the object ball: once the aim line meets a ball, the aim is kept as that ball and
 * the ghost ball's place beside it (the contact point), not as an angle. When the cue ball (or
 * the target) moves, the heading is worked out again, so the line still meets the same ball at
 * the same point and the object ball would still go the same way.
 */
export interface AimTarget {
  readonly ball: BallId;
  /** Ghost-ball centre minus the target's centre, m (length 2R: the contact point). */
  readonly offset: Vec2;
}

/** The aim target that a heading gives from the cue ball (null when the line meets no ball). */
export function aimTargetOf(spec: TableSpec, layout: Layout, cue: Vec2, headingDeg: number): AimTarget | null {
  const p = predictAim(spec, layout, cue, headingDeg);
  if (p.target === undefined) return null;
  const t = layout.find((b) => b.ball === p.target)?.at;
  return t ? { ball: p.target, offset: [p.ghost[0] - t[0], p.ghost[1] - t[1]] } : null;
}

/** The heading that keeps the aim on its target from where the cue ball is now (null: target gone). */
export function headingForTarget(layout: Layout, aim: AimTarget): number | null {
  const cue = layout.find((b) => b.ball === 'cue')?.at;
  const t = layout.find((b) => b.ball === aim.ball)?.at;
  if (!cue || !t) return null;
  const ghost: Vec2 = [t[0] + aim.offset[0], t[1] + aim.offset[1]];
  if (Math.hypot(ghost[0] - cue[0], ghost[1] - cue[1]) < 1e-6) return null;
  return headingToward(cue, ghost);
}
