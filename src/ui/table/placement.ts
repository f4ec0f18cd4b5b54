import type { Vec2 } from '../../core/geometry/index.ts';
// the shot check alone, not the barrel: the engine itself loads when a shot is played (physics.ts)
import { checkShot } from '../../core/physics/check.ts';
import type { TableSpec } from '../../core/table/index.ts';
import { headStringX, spot, WPA_BALL } from '../../core/table/index.ts';
import type { BallId } from '../../core/vocabulary/index.ts';
import type { BallPlacement } from './scene.ts';

/**
 * Setting up a position: where a ball may go, snapping, adding and removing. Pure functions
 * over a layout (a list of placements); the island keeps the history. Positions are kept on
 * the link codec's 0.1 mm grid, so what is on the screen is exactly what a link stores.
 */
export type Layout = readonly BallPlacement[];

const R = WPA_BALL.radius;
/** Gap left when a ball is snapped frozen to a cushion or a ball (within the 0.5 mm touch tolerance). */
const FROZEN_SNAP_GAP = 0.0002;
/** How close (m) a dragged ball must come to a spot, line or contact to snap to it. */
const SNAP_DISTANCE = 0.008;

export const quantize = (p: Vec2): Vec2 => [Math.round(p[0] * 1e4) / 1e4, Math.round(p[1] * 1e4) / 1e4];

export type Refusal = { kind: 'off-table' } | { kind: 'overlap'; other: BallId };

/** Why `ball` cannot stand at `at` (null when it can): off the surface, in a pocket, or on another ball. */
export function refusal(spec: TableSpec, layout: Layout, ball: BallId, at: Vec2): Refusal | null {
  const alone = checkShot({
    table: spec,
    balls: [[ball, at]],
    shot: { ball, speed: 0, heading: 0, tip: { side: 0, height: 0 } },
  });
  if (alone) return { kind: 'off-table' };
  for (const o of layout) {
    if (o.ball !== ball && Math.hypot(o.at[0] - at[0], o.at[1] - at[1]) < 2 * R)
      return { kind: 'overlap', other: o.ball };
  }
  return null;
}

function snapAxis(v: number, targets: readonly number[]): number {
  for (const t of targets) if (Math.abs(v - t) <= SNAP_DISTANCE) return t;
  return v;
}

/**
 * Snaps a proposed position: to a spot; frozen to another ball it nearly touches; frozen to a
 * cushion it nearly touches; onto diamond lines. Then to the 0.1 mm grid, rounding away from
 * whatever it was snapped against so it never overlaps.
 */
export function snap(spec: TableSpec, layout: Layout, ball: BallId, at: Vec2): Vec2 {
  const { length: L, width: W } = spec;
  for (const name of ['head', 'centre', 'foot'] as const) {
    const s = spot(spec, name);
    if (Math.hypot(at[0] - s[0], at[1] - s[1]) <= SNAP_DISTANCE) return quantize(s);
  }
  for (const o of layout) {
    if (o.ball === ball) continue;
    const dx = at[0] - o.at[0];
    const dy = at[1] - o.at[1];
    const d = Math.hypot(dx, dy);
    if (d > 0 && Math.abs(d - 2 * R) <= SNAP_DISTANCE) {
      const k = (2 * R + FROZEN_SNAP_GAP) / d;
      return quantize([o.at[0] + dx * k, o.at[1] + dy * k]);
    }
  }
  const near = R + FROZEN_SNAP_GAP;
  const xs = [near, L - near, ...[1, 2, 3, 4, 5, 6, 7].map((k) => (k * L) / 8)];
  const ys = [near, W - near, ...[1, 2, 3].map((k) => (k * W) / 4)];
  return quantize([snapAxis(at[0], xs), snapAxis(at[1], ys)]);
}

export const moveBall = (layout: Layout, ball: BallId, at: Vec2): Layout =>
  layout.map((b) => (b.ball === ball ? { ball, at } : b));

export const removeBall = (layout: Layout, ball: BallId): Layout => layout.filter((b) => b.ball !== ball);

/** Adds a ball at the first free place on a spiral around its home (the head spot for the cue ball). */
export function addBall(spec: TableSpec, layout: Layout, ball: BallId): Layout | null {
  if (layout.some((b) => b.ball === ball)) return null;
  const home = spot(spec, ball === 'cue' ? 'head' : 'centre');
  for (let k = 0; k < 400; k++) {
    const r = k === 0 ? 0 : 2.2 * R * Math.sqrt(k);
    const a = k * 2.39996;
    const at = quantize([home[0] + r * Math.cos(a), home[1] + r * Math.sin(a)]);
    if (!refusal(spec, layout, ball, at)) return [...layout, { ball, at }];
  }
  return null;
}

const FINE_STEP = 0.001;
const COARSE_STEP = 0.01;
/** One ball's width (the WPA ball's diameter). */
const BALL_STEP = 2 * R;

export type NudgeSize = 'fine' | 'coarse' | 'ball';
export type Orientation = 'landscape' | 'portrait';

const STEPS: Record<NudgeSize, number> = { fine: FINE_STEP, coarse: COARSE_STEP, ball: BALL_STEP };

/**
 * A keyboard nudge on the screen's axes: an arrow moves a millimetre, with Shift 10 mm, with
 * Alt one ball's width. Landscape: the foot cushion is on the right; upright (portrait): the
 * foot cushion is at the top and the right long cushion on the right.
 */
export function nudge(at: Vec2, key: string, size: NudgeSize, orientation: Orientation = 'landscape'): Vec2 | null {
  const s = STEPS[size];
  const d: Record<string, Vec2> =
    orientation === 'landscape'
      ? { ArrowLeft: [-s, 0], ArrowRight: [s, 0], ArrowUp: [0, s], ArrowDown: [0, -s] }
      : { ArrowLeft: [0, s], ArrowRight: [0, -s], ArrowUp: [s, 0], ArrowDown: [-s, 0] };
  const v = d[key];
  return v ? quantize([at[0] + v[0], at[1] + v[1]]) : null;
}

/**
 * Where a cue ball in hand behind the head string stands, by its centre (3.10: the base of a
 * ball, the point right under its centre, decides). On the head string counts as out (3.16:
 * the line is not part of the kitchen).
 * - `in`: in the kitchen;
 * - `line`: on the line or beyond it by at most half a ball's diameter: the referee must warn
 *   the player (2.21); unreported, the shot stands (3.10);
 * - `out`: further out, plainly outside the kitchen: shooting from there is a foul (3.10, 2.21).
 */
export type KitchenPlacement = 'in' | 'line' | 'out';
export function kitchenPlacement(spec: TableSpec, at: Vec2): KitchenPlacement {
  const hx = headStringX(spec);
  if (at[0] < hx) return 'in';
  return at[0] <= hx + R ? 'line' : 'out';
}

/**
 * Moves a ball toward `to` as far as it can go: all the way, or up to the first contact (so
 * arrow keys end with the ball frozen to a cushion or a ball rather than refusing the step).
 */
export function slideTo(spec: TableSpec, layout: Layout, ball: BallId, from: Vec2, to: Vec2): Vec2 {
  if (!refusal(spec, layout, ball, to)) return to;
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 24; i++) {
    const mid = (lo + hi) / 2;
    const p: Vec2 = [from[0] + (to[0] - from[0]) * mid, from[1] + (to[1] - from[1]) * mid];
    if (refusal(spec, layout, ball, p)) hi = mid;
    else lo = mid;
  }
  // Back off by up to a few tenths of a millimetre so that rounding to the grid stays clear.
  const len = Math.hypot(to[0] - from[0], to[1] - from[1]);
  for (let back = 0; back <= 0.0005; back += 0.00005) {
    const f = Math.max(0, lo - back / len);
    const p = quantize([from[0] + (to[0] - from[0]) * f, from[1] + (to[1] - from[1]) * f]);
    if (!refusal(spec, layout, ball, p)) return p;
  }
  return from;
}
