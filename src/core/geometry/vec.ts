/**
 * Plain 2-D vectors for setup code (tables, racks, tests). The simulator's hot loop does
 * not use these: it keeps ball state in typed arrays so that no objects are allocated per event.
 */
export type Vec2 = readonly [x: number, y: number];

export const add = (a: Vec2, b: Vec2): Vec2 => [a[0] + b[0], a[1] + b[1]];
export const sub = (a: Vec2, b: Vec2): Vec2 => [a[0] - b[0], a[1] - b[1]];
export const scale = (a: Vec2, k: number): Vec2 => [a[0] * k, a[1] * k];
export const dot = (a: Vec2, b: Vec2): number => a[0] * b[0] + a[1] * b[1];
const length = (a: Vec2): number => Math.hypot(a[0], a[1]);

export function normalize(a: Vec2): Vec2 {
  const n = length(a);
  return n === 0 ? [0, 0] : [a[0] / n, a[1] / n];
}
