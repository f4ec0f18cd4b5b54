/**
 * Units at the edges of the core. Inside the physics everything is SI (metres, seconds,
 * radians); degrees and inches appear only where people or rulebooks use them.
 */

/** Metres in one inch: WPA equipment specifications are written in inches. */
const METRES_PER_INCH = 0.0254;

export const inches = (value: number): number => value * METRES_PER_INCH;

export const degToRad = (deg: number): number => (deg * Math.PI) / 180;

export const radToDeg = (rad: number): number => (rad * 180) / Math.PI;

/** Rounds to `digits` decimals and turns -0 into 0, so printed numbers are stable. */
export function roundTo(value: number, digits: number): number {
  const scale = 10 ** digits;
  const r = Math.round(value * scale) / scale;
  return r === 0 ? 0 : r;
}
