/** Sampling helpers for the recipes: free places on the table, pots lined up with a pocket, aimed strokes. */
import { type Random, roundTo, uniform } from '../geometry/index.ts';
import { rackFor, WPA_BALL } from '../table/index.ts';
import type { GameId, PocketId } from '../vocabulary/index.ts';
import { POSITION_DIGITS, SHOT_DIGITS, TABLE } from './build.ts';
import type { XY } from './model.ts';

export const R = WPA_BALL.radius;
export const L = TABLE.length;
export const W = TABLE.width;
export const HEAD_STRING = L / 4;
export const FOOT_SPOT: XY = [(3 * L) / 4, W / 2];

export const POCKETS: Record<PocketId, XY> = {
  'head-right': [0, 0],
  'head-left': [0, W],
  'side-right': [L / 2, 0],
  'side-left': [L / 2, W],
  'foot-right': [L, 0],
  'foot-left': [L, W],
};
export const POCKET_NAMES = Object.keys(POCKETS) as PocketId[];

export const pick = <T>(rng: Random, items: readonly T[]): T => items[Math.floor(rng.next() * items.length)] as T;
export const chance = (rng: Random, p: number): boolean => rng.next() < p;
export const int = (rng: Random, lo: number, hi: number): number => lo + Math.floor(rng.next() * (hi - lo + 1));

const rp = (v: number) => roundTo(v, POSITION_DIGITS);
const rs = (v: number) => roundTo(v, SHOT_DIGITS);
export const at = (x: number, y: number): XY => [rp(x), rp(y)];

export interface Region {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}
const MARGIN = R + 0.004;
export const WHOLE: Region = { x0: MARGIN, x1: L - MARGIN, y0: MARGIN, y1: W - MARGIN };
export const KITCHEN: Region = { x0: MARGIN, x1: HEAD_STRING - R, y0: MARGIN, y1: W - MARGIN };
export const OUTSIDE_KITCHEN: Region = { x0: HEAD_STRING + R, x1: L - MARGIN, y0: MARGIN, y1: W - MARGIN };
export const RACK_AREA: Region = {
  x0: FOOT_SPOT[0] - 0.02,
  x1: FOOT_SPOT[0] + 0.23,
  y0: W / 2 - 0.13,
  y1: W / 2 + 0.13,
};

const inside = (p: XY) => p[0] >= MARGIN && p[0] <= L - MARGIN && p[1] >= MARGIN && p[1] <= W - MARGIN;
const clearOfPockets = (p: XY, room: number) => POCKET_NAMES.every((k) => dist(p, POCKETS[k]) > room);
export const dist = (a: XY, b: XY) => Math.hypot(a[0] - b[0], a[1] - b[1]);
const free = (p: XY, taken: readonly XY[]) => taken.every((q) => dist(p, q) > 2 * R + 0.003);

/** A random free place in `region`, away from the pockets and the balls in `taken`; null when crowded. */
export function freeSpot(rng: Random, taken: readonly XY[], region: Region = WHOLE): XY | null {
  for (let i = 0; i < 60; i++) {
    const p = at(uniform(rng, region.x0, region.x1), uniform(rng, region.y0, region.y1));
    if (inside(p) && clearOfPockets(p, 0.1) && free(p, taken)) return p;
  }
  return null;
}

/** Degrees of the direction from a to b. */
const headingTo = (a: XY, b: XY) => (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI;

export interface Stroke {
  speed: [number, number];
  side?: number;
  height?: [number, number];
}

export function stroke(rng: Random, heading: number, s: Stroke): [number, number, number, number] {
  const side = s.side ?? 0;
  const [h0, h1] = s.height ?? [-0.2, 0.3];
  let hd = heading;
  while (hd > 180) hd -= 360;
  while (hd <= -180) hd += 360;
  return [rs(uniform(rng, s.speed[0], s.speed[1])), rs(hd), rs(uniform(rng, -side, side)), rs(uniform(rng, h0, h1))];
}

/** A heading from the cue ball that meets `target` with a random cut (0 = full ball, 1 = the thinnest edge). */
export function aimAt(rng: Random, cue: XY, target: XY, maxCut = 0.8): number {
  const d = dist(cue, target);
  const half = (Math.asin(Math.min(1, (2 * R) / d)) * 180) / Math.PI;
  return headingTo(cue, target) + uniform(rng, -maxCut, maxCut) * half;
}

/** A unit vector from `pocket` into the table, spread by up to `spread` degrees. */
function intoTable(rng: Random, pocket: PocketId, spread: number): XY {
  const [px, py] = POCKETS[pocket];
  const base =
    pocket === 'side-right'
      ? 90
      : pocket === 'side-left'
        ? -90
        : (Math.atan2(py === 0 ? 1 : -1, px === 0 ? 1 : -1) * 180) / Math.PI;
  const a = ((base + uniform(rng, -spread, spread)) * Math.PI) / 180;
  return [Math.cos(a), Math.sin(a)];
}

export interface Pot {
  object: XY;
  cue: XY;
  heading: number;
}

/**
 * An object ball lined up with `pocket` and the cue ball behind it at a cut angle of up to
 * `maxCut` degrees: aimed at the ghost ball, so the pot is likely but not certain.
 */
export function potLine(
  rng: Random,
  pocket: PocketId,
  opts: { near?: [number, number]; far?: [number, number]; maxCut?: number; cueRegion?: Region } = {},
): Pot | null {
  const [n0, n1] = opts.near ?? [0.1, 0.6];
  const [f0, f1] = opts.far ?? [0.25, 1.0];
  const side = pocket.startsWith('side');
  const u = intoTable(rng, pocket, side ? 35 : 20);
  const p = POCKETS[pocket];
  const d1 = uniform(rng, n0, n1) + (side ? 0.02 : 0.04);
  const object = at(p[0] + u[0] * d1, p[1] + u[1] * d1);
  const ghost: XY = [object[0] + u[0] * 2 * R, object[1] + u[1] * 2 * R];
  const cut = (uniform(rng, -1, 1) * (opts.maxCut ?? 25) * Math.PI) / 180;
  const v: XY = [u[0] * Math.cos(cut) - u[1] * Math.sin(cut), u[0] * Math.sin(cut) + u[1] * Math.cos(cut)];
  const d2 = uniform(rng, f0, f1);
  const cue = at(ghost[0] + v[0] * d2, ghost[1] + v[1] * d2);
  if (!inside(object) || !inside(cue)) return null;
  const region = opts.cueRegion;
  if (region && (cue[0] < region.x0 || cue[0] > region.x1 || cue[1] < region.y0 || cue[1] > region.y1)) return null;
  if (!clearOfPockets(cue, 0.1)) return null;
  return { object, cue, heading: headingTo(cue, ghost) };
}

/** The opening rack of `game` as stored positions, shuffled and jittered by the seed. */
export function rack(rng: Random, game: GameId): Record<string, XY> {
  const out: Record<string, XY> = {};
  for (const b of rackFor(game, TABLE, { rng, shuffle: true, jitter: 5e-5 }))
    out[String(b.ball)] = at(b.at[0], b.at[1]);
  return out;
}

/** Places `balls` at free spots around what is already placed; false when the table is too crowded. */
export function scatter(
  rng: Random,
  placed: Record<string, XY>,
  balls: readonly number[],
  region: (b: number) => Region = () => WHOLE,
): boolean {
  for (const b of balls) {
    if (placed[String(b)]) continue;
    const p = freeSpot(rng, Object.values(placed), region(b));
    if (!p) return false;
    placed[String(b)] = p;
  }
  return true;
}

/** The pocket nearest a point. */
export const nearestPocket = (p: XY): PocketId =>
  POCKET_NAMES.reduce(
    (best, k) => (dist(p, POCKETS[k]) < dist(p, POCKETS[best]) ? k : best),
    POCKET_NAMES[0] as PocketId,
  );
