/**
 * Plain 2-D vectors for setup code (tables, racks, tests). The simulator's hot loop does
 * not use these: it keeps ball state in typed arrays so that no objects are allocated per event.
 */
export type Vec2 = readonly [x: number, y: number];

export const vec = (x: number, y: number): Vec2 => [x, y];
export const add = (a: Vec2, b: Vec2): Vec2 => [a[0] + b[0], a[1] + b[1]];
export const sub = (a: Vec2, b: Vec2): Vec2 => [a[0] - b[0], a[1] - b[1]];
export const scale = (a: Vec2, k: number): Vec2 => [a[0] * k, a[1] * k];
export const dot = (a: Vec2, b: Vec2): number => a[0] * b[0] + a[1] * b[1];
/** z component of the 3-D cross product of two vectors in the plane. */
export const cross = (a: Vec2, b: Vec2): number => a[0] * b[1] - a[1] * b[0];
export const length = (a: Vec2): number => Math.hypot(a[0], a[1]);
export const distance = (a: Vec2, b: Vec2): number => Math.hypot(a[0] - b[0], a[1] - b[1]);

export function normalize(a: Vec2): Vec2 {
  const n = length(a);
  return n === 0 ? [0, 0] : [a[0] / n, a[1] / n];
}

/** Unit vector at `angle` radians counter-clockwise from +x. */
export const fromAngle = (angle: number): Vec2 => [Math.cos(angle), Math.sin(angle)];

/** Rotates counter-clockwise by a quarter turn. */
export const perp = (a: Vec2): Vec2 => [-a[1], a[0]];
