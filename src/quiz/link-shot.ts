/**
 * A generated question's shot as a table link carries it: the v1 link keeps the heading to 0.1°
 * (in [0, 360)) where the stored shot has 0.01°. So that the link's shot is still the question's
 * shot, the cue ball starts from where the rounded heading meets the cue ball's first contact (or
 * cushion) at the same point, the same distance away (see scenario-bank.ts, which checks the result).
 */
import { ANGLE_STEP, onGrid } from '../core/notation/index.ts';

export type XY = readonly [number, number];

/** Degrees in [0, 360) on the link's grid (the stored headings run from -180 to 180). */
export function linkHeading(deg: number): number {
  const h = onGrid(((deg % 360) + 360) % 360, ANGLE_STEP);
  return h >= 360 ? 0 : h;
}

/** The cue ball's start for heading `deg` that reaches `at` after travelling as far as from `cue`. */
export function pivotCue(cue: XY, at: XY, deg: number): XY {
  const d = Math.hypot(at[0] - cue[0], at[1] - cue[1]);
  const r = (deg * Math.PI) / 180;
  return [at[0] - d * Math.cos(r), at[1] - d * Math.sin(r)];
}

/** Cue ball starts near `base` on the link's 0.1-mm grid, across the line of the shot, nearest first. */
export function nearbyStarts(base: XY, deg: number, steps = 8): XY[] {
  const r = (deg * Math.PI) / 180;
  const across: XY = [-Math.sin(r), Math.cos(r)];
  const grid = (v: number) => Math.round(v * 1e4) / 1e4;
  const out: XY[] = [];
  for (let k = 0; k <= steps; k += 1)
    for (const s of k === 0 ? [0] : [k, -k])
      out.push([grid(base[0] + across[0] * s * 1e-4), grid(base[1] + across[1] * s * 1e-4)]);
  return out;
}
