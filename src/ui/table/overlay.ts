import type { Vec2 } from '../../core/geometry/index.ts';
import { degToRad } from '../../core/geometry/index.ts';
import type { TableSpec } from '../../core/table/index.ts';
import { headStringX, WPA_BALL } from '../../core/table/index.ts';
import type { BallId } from '../../core/vocabulary/index.ts';
import { predictAim } from './aim.ts';
import { ballColor } from './colors.ts';
import type { Frame } from './frame.ts';
import { MM, toSvg } from './frame.ts';
import type { KitchenPlacement, Layout } from './placement.ts';
import type { ReplayView } from './replay.ts';
import type { SvgNode } from './svg-node.ts';
import { el, num } from './svg-node.ts';

/**
 * What is drawn over the balls, as plain SVG nodes for both the live table and the exported
 * files: the aim line with its ghost ball, the kitchen in hand, and the paths the balls took.
 */
const R_MM = WPA_BALL.radius * MM;

/** The aim line from the cue ball to the ghost ball, and the line the struck ball would take. */
export function aimNodes(f: Frame, spec: TableSpec, layout: Layout, heading: number): SvgNode[] {
  const cue = layout.find((b) => b.ball === 'cue');
  if (!cue) return [];
  const pred = predictAim(spec, layout, cue.at, heading);
  const [x1, y1] = toSvg(f, cue.at);
  const [gx, gy] = toSvg(f, pred.ghost);
  const out: SvgNode[] = [
    el('line', { class: 'pt-aim', x1: num(x1), y1: num(y1), x2: num(gx), y2: num(gy) }),
    el('circle', { class: 'pt-ghost', cx: num(gx), cy: num(gy), r: num(R_MM) }),
  ];
  if (pred.target !== undefined && pred.targetLine) {
    const target = layout.find((b) => b.ball === pred.target)?.at as Vec2;
    const end: Vec2 = [target[0] + pred.targetLine[0] * 0.35, target[1] + pred.targetLine[1] * 0.35];
    const [tx, ty] = toSvg(f, target);
    const [ex, ey] = toSvg(f, end);
    out.push(el('line', { class: 'pt-aim pt-aim--target', x1: num(tx), y1: num(ty), x2: num(ex), y2: num(ey) }));
  } else {
    const a = degToRad(heading);
    const [ex, ey] = toSvg(f, [cue.at[0] + Math.cos(a) * 0.05, cue.at[1] + Math.sin(a) * 0.05]);
    out.push(el('line', { class: 'pt-aim', x1: num(x1), y1: num(y1), x2: num(ex), y2: num(ey) }));
  }
  return out;
}

/**
 * The kitchen while the cue ball is in hand behind the head string: the area outlined and the
 * head string drawn bold; outside it, the cue ball gets a warning ring.
 */
export function kitchenNodes(f: Frame, spec: TableSpec, cue: Vec2 | undefined, placement: KitchenPlacement | null) {
  const hx = headStringX(spec) * MM;
  const out: SvgNode[] = [
    el('rect', { class: 'pt-kitchen-live', x: 0, y: 0, width: num(hx), height: num(spec.width * MM) }),
    el('line', { class: 'pt-string-live', x1: num(hx), y1: 0, x2: num(hx), y2: num(spec.width * MM) }),
  ];
  if (cue && placement && placement !== 'in') {
    const [cx, cy] = toSvg(f, cue);
    out.push(
      el('circle', { class: `pt-warn-ring pt-warn-ring--${placement}`, cx: num(cx), cy: num(cy), r: num(R_MM * 1.7) }),
    );
  }
  return out;
}

/** Ball paths of a replayed shot, sampled once: the sample times and each moving ball's centres. */
export interface Paths {
  readonly times: readonly number[];
  readonly balls: readonly { readonly ball: BallId; readonly points: readonly Vec2[] }[];
}

const moved = (pts: readonly Vec2[]): boolean =>
  pts.some((p) => Math.hypot(p[0] - (pts[0] as Vec2)[0], p[1] - (pts[0] as Vec2)[1]) > 0.002);

/** Samples the shot at `n` times (and at every event, so corners stay sharp). */
export function samplePaths(replay: ReplayView, n = 240): Paths {
  const d = replay.duration;
  const set = new Set<number>();
  for (let i = 0; i <= n; i++) set.add((d * i) / n);
  for (const e of replay.timeline) set.add(e.t);
  for (const t of replay.goneAt.values()) set.add(t);
  const times = [...set].filter((t) => t >= 0 && t <= d).sort((a, b) => a - b);
  const track = new Map<BallId, Vec2[]>();
  for (const t of times) {
    for (const b of replay.positionsAt(t)) {
      const list = track.get(b.ball);
      if (list) list.push(b.at);
      else track.set(b.ball, [b.at]);
    }
  }
  // A ball that left the table: its path ends in the pocket (at the time it went).
  return {
    times,
    balls: [...track.entries()].filter(([, pts]) => moved(pts)).map(([ball, points]) => ({ ball, points })),
  };
}

/** Each path's points in drawing units, formatted once per shot (a replay frame only joins them). */
const formatted = new WeakMap<Paths, string[][]>();
function svgPoints(f: Frame, paths: Paths): string[][] {
  let out = formatted.get(paths);
  if (!out) {
    out = paths.balls.map(({ points }) => points.map((p) => toSvg(f, p).map(num).join(',')));
    formatted.set(paths, out);
  }
  return out;
}

/** The paths as polylines up to time `upTo` (the whole shot when omitted), in each ball's colour. */
export function trailNodes(f: Frame, paths: Paths, upTo = Number.POSITIVE_INFINITY): SvgNode[] {
  let lo = 0;
  let hi = paths.times.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((paths.times[mid] as number) <= upTo + 1e-9) lo = mid + 1;
    else hi = mid;
  }
  const k = lo;
  const all = svgPoints(f, paths);
  return paths.balls.flatMap(({ ball }, i) => {
    const pts = (all[i] as string[]).slice(0, k);
    if (pts.length < 2) return [];
    const d = pts.join(' ');
    return [
      el('polyline', {
        class: `pt-trail${ball === 'cue' ? ' pt-trail--cue' : ''}`,
        points: d,
        stroke: ballColor(ball),
        'data-trail': String(ball),
      }),
    ];
  });
}

/** Where the balls came to rest: dashed outlines (for a still picture of a whole shot). */
export function restNodes(f: Frame, layout: Layout): SvgNode[] {
  return layout.map((b) => {
    const [x, y] = toSvg(f, b.at);
    return el('circle', { class: 'pt-rest', cx: num(x), cy: num(y), r: num(R_MM), stroke: ballColor(b.ball) });
  });
}
