import type { Vec2 } from '../../core/geometry/index.ts';
import type { TableSpec } from '../../core/table/index.ts';

/**
 * Drawing frame: the SVG user unit is one millimetre, the head cushion is on the left and the
 * foot cushion on the right, so the player at the head end looks to the right and the right
 * long cushion (y = 0) is at the bottom. The cushion rubber and the wooden rail are drawing
 * sizes only (the physics needs just the playing surface, which comes from the TableSpec).
 */
export const MM = 1000;
/** Cushion rubber from the nose to the rail, m (a typical K-66 profile is about 2 in. deep). */
export const CUSHION_DEPTH = 0.05;
/** Wooden rail outside the cushion, m (diamonds are drawn on it). */
export const RAIL_WIDTH = 0.09;
export const BORDER = CUSHION_DEPTH + RAIL_WIDTH;
/**
 * The live table draws a slimmer wooden rail (4 cm) so the playing surface gets more of the
 * screen: balls at least 20 px across at 1366 px and 14 px on a 375-px phone.
 */
export const LIVE_RAIL_WIDTH = 0.04;

export interface Frame {
  readonly length: number;
  readonly width: number;
  /** `minX minY width height` in millimetres. */
  readonly viewBox: string;
  readonly viewWidth: number;
  readonly viewHeight: number;
  /** Cushion plus rail outside the playing surface, m. */
  readonly border: number;
}

export function frameOf(spec: TableSpec, rail = RAIL_WIDTH): Frame {
  const border = CUSHION_DEPTH + rail;
  const w = (spec.length + 2 * border) * MM;
  const h = (spec.width + 2 * border) * MM;
  return {
    length: spec.length,
    width: spec.width,
    viewBox: `${Math.round(-border * MM)} ${Math.round(-border * MM)} ${Math.round(w)} ${Math.round(h)}`,
    viewWidth: w,
    viewHeight: h,
    border,
  };
}

/**
 * Upright (phones): the same drawing turned a quarter turn, the head cushion at the bottom and
 * the foot cushion at the top, so the long side runs down the screen. The drawing keeps its
 * landscape coordinates inside a `<g transform="rotate(-90)">`; this is the view box around it.
 */
export const PORTRAIT_TRANSFORM = 'rotate(-90)';
export function portraitViewBox(f: Frame): string {
  const b = f.border * MM;
  return `${Math.round(-b)} ${Math.round(-(f.length * MM + b))} ${Math.round(f.viewHeight)} ${Math.round(f.viewWidth)}`;
}

/** Table coordinates (m) -> SVG user units (mm). */
export const toSvg = (f: Frame, p: Vec2): Vec2 => [p[0] * MM, (f.width - p[1]) * MM];

/** SVG user units (mm) -> table coordinates (m). */
export const fromSvg = (f: Frame, q: Vec2): Vec2 => [q[0] / MM, f.width - q[1] / MM];
