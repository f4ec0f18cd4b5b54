import type { Vec2 } from '../../core/geometry/index.ts';
import type { TableSpec } from '../../core/table/index.ts';
import { diamonds, headStringX, pocketJaws, pocketPositions, spot, WPA_BALL } from '../../core/table/index.ts';
import type { BallId, PocketId } from '../../core/vocabulary/index.ts';
import { POCKET_IDS } from '../../core/vocabulary/index.ts';
import { ballColor, isStripe, STRIPE_WHITE } from './colors.ts';
import type { Frame } from './frame.ts';
import { CUSHION_DEPTH, frameOf, MM, RAIL_WIDTH, toSvg } from './frame.ts';
import type { SvgNode } from './svg-node.ts';
import { el, num } from './svg-node.ts';

/**
 * The table drawn from its TableSpec: rail, cloth, kitchen shading, head string, spots,
 * cushions cut at the jaw angles, pockets and the 18 diamonds. Colours come from CSS classes
 * (`pt-*`, see table.css) so the page theme applies; balls carry their own fixed colours.
 */

const pts = (f: Frame, list: readonly Vec2[]): string => list.map((p) => toSvg(f, p).map(num).join(',')).join(' ');

/** A cushion between two jaw tips: nose line in front, jaw faces cut back into the rubber. */
function cushionPolygon(f: Frame, a: ReturnType<typeof pocketJaws>[PocketId][number], b: typeof a): SvgNode {
  const back = (j: typeof a): Vec2 => {
    const c = Math.cos(j.cutAngle);
    const s = Math.sin(j.cutAngle);
    const face: Vec2 = [c * j.along[0] - s * j.inward[0], c * j.along[1] - s * j.inward[1]];
    const k = CUSHION_DEPTH / s;
    return [j.tip[0] + face[0] * k, j.tip[1] + face[1] * k];
  };
  return el('polygon', { class: 'pt-cushion', points: pts(f, [a.tip, back(a), back(b), b.tip]) });
}

function cushions(f: Frame, spec: TableSpec): SvgNode[] {
  const { length: L, width: W } = spec;
  if (!spec.pockets) {
    const d = CUSHION_DEPTH;
    return [
      el('path', {
        class: 'pt-cushion',
        'fill-rule': 'evenodd',
        d: `M${-d * MM} ${-d * MM}h${(L + 2 * d) * MM}v${(W + 2 * d) * MM}h${-(L + 2 * d) * MM}z M0 0v${W * MM}h${L * MM}v${-W * MM}z`,
      }),
    ];
  }
  const j = pocketJaws(spec.pockets, L, W);
  const pair = (p: PocketId, i: 0 | 1) => j[p][i];
  return [
    cushionPolygon(f, pair('head-right', 1), pair('head-left', 1)),
    cushionPolygon(f, pair('foot-right', 1), pair('foot-left', 1)),
    cushionPolygon(f, pair('head-right', 0), pair('side-right', 0)),
    cushionPolygon(f, pair('side-right', 1), pair('foot-right', 0)),
    cushionPolygon(f, pair('head-left', 0), pair('side-left', 0)),
    cushionPolygon(f, pair('side-left', 1), pair('foot-left', 0)),
  ];
}

/** Pocket holes: a dark circle a little behind each mouth. */
function pockets(f: Frame, spec: TableSpec): SvgNode[] {
  const p = spec.pockets;
  if (!p) return [];
  const at = pocketPositions(spec.length, spec.width);
  return POCKET_IDS.map((id) => {
    const side = id.startsWith('side');
    const r = (side ? p.sideMouth : p.cornerMouth) * 0.56;
    const [x, y] = at[id];
    // Push the hole outward along the pocket's axis so its edge lines up with the mouth.
    const ox = side ? 0 : x === 0 ? -1 : 1;
    const oy = y === 0 ? -1 : 1;
    const k = side ? r * 0.55 : r * 0.28;
    const c = toSvg(f, [x + ox * k, y + oy * k]);
    return el('circle', { class: 'pt-pocket', cx: c[0], cy: c[1], r: r * MM, 'data-pocket': id });
  });
}

function diamondMarks(f: Frame, spec: TableSpec, rail: number): SvgNode[] {
  const out = CUSHION_DEPTH + rail / 2;
  const s = 0.009 * MM;
  return diamonds(spec).map((d) => {
    const [x, y] = d.at;
    const p: Vec2 =
      d.rail === 'head'
        ? [-out, y]
        : d.rail === 'foot'
          ? [spec.length + out, y]
          : y === 0
            ? [x, -out]
            : [x, spec.width + out];
    const [cx, cy] = toSvg(f, p);
    return el('path', { class: 'pt-diamond', d: `M${num(cx)} ${num(cy - s)}l${s} ${s}l${-s} ${s}l${-s} ${-s}z` });
  });
}

function spots(f: Frame, spec: TableSpec): SvgNode[] {
  return (['head', 'centre', 'foot'] as const).map((name) => {
    const [cx, cy] = toSvg(f, spot(spec, name));
    return el('circle', { class: 'pt-spot', cx, cy, r: 6, 'data-spot': name });
  });
}

/** Everything but the balls; `rail`: the width of the wooden rail drawn (the live table's is slimmer). */
export function tableNodes(spec: TableSpec, rail = RAIL_WIDTH): SvgNode[] {
  const f = frameOf(spec, rail);
  const L = spec.length * MM;
  const W = spec.width * MM;
  const b = f.border * MM;
  const hx = headStringX(spec) * MM;
  return [
    el('rect', { class: 'pt-rail', x: -b, y: -b, width: L + 2 * b, height: W + 2 * b, rx: 40 }),
    el('rect', {
      class: 'pt-cloth',
      x: -CUSHION_DEPTH * MM,
      y: -CUSHION_DEPTH * MM,
      width: L + 2 * CUSHION_DEPTH * MM,
      height: W + 2 * CUSHION_DEPTH * MM,
    }),
    ...pockets(f, spec),
    el('rect', { class: 'pt-kitchen', x: 0, y: 0, width: hx, height: W }),
    el('line', { class: 'pt-string', x1: hx, y1: 0, x2: hx, y2: W }),
    ...spots(f, spec),
    ...cushions(f, spec),
    ...diamondMarks(f, spec, rail),
  ];
}

export interface BallPlacement {
  readonly ball: BallId;
  readonly at: Vec2;
}

export const BALL_RADIUS_MM = WPA_BALL.radius * MM;

/** The drawing of one ball centred on (0, 0): fill, stripe band, number disc, number. */
export function ballFace(ball: BallId, r = BALL_RADIUS_MM): SvgNode[] {
  const color = ballColor(ball);
  if (ball === 'cue') return [el('circle', { class: 'pt-ball-body', r, fill: color })];
  const nodes: SvgNode[] = [];
  if (isStripe(ball)) {
    const h = r * 0.55;
    const a = Math.sqrt(r * r - h * h);
    nodes.push(el('circle', { class: 'pt-ball-body', r, fill: STRIPE_WHITE }));
    nodes.push(
      el('path', {
        fill: color,
        d: `M${num(-a)} ${num(-h)}L${num(a)} ${num(-h)}A${num(r)} ${num(r)} 0 0 1 ${num(a)} ${num(h)}L${num(-a)} ${num(h)}A${num(r)} ${num(r)} 0 0 1 ${num(-a)} ${num(-h)}Z`,
      }),
    );
  } else nodes.push(el('circle', { class: 'pt-ball-body', r, fill: color }));
  nodes.push(el('circle', { r: r * 0.5, fill: STRIPE_WHITE }));
  nodes.push(
    el(
      'text',
      {
        class: 'pt-ball-number',
        'text-anchor': 'middle',
        'dominant-baseline': 'central',
        'font-size': r * (ball > 9 ? 0.62 : 0.72),
        fill: '#111',
      },
      String(ball),
    ),
  );
  return nodes;
}

/** A ball placed on the table (static drawing). */
export function ballNode(f: Frame, b: BallPlacement, extraClass = ''): SvgNode {
  const [x, y] = toSvg(f, b.at);
  return el(
    'g',
    {
      class: `pt-ball${extraClass ? ` ${extraClass}` : ''}`,
      transform: `translate(${num(x)} ${num(y)})`,
      'data-ball': String(b.ball),
    },
    ballFace(b.ball),
  );
}
