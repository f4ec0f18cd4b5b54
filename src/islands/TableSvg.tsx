import type { ComponentChildren, JSX } from 'preact';
import { Component, h } from 'preact';
import { useMemo, useRef } from 'preact/hooks';
import type { Vec2 } from '../core/geometry/index.ts';
import type { TableSpec } from '../core/table/index.ts';
import type { BallId } from '../core/vocabulary/index.ts';
import type { TableStrings } from '../i18n/table/index.ts';
import type { BallPlacement } from '../ui/table/index.ts';
import {
  BALL_RADIUS_MM,
  ballFace,
  frameOf,
  fromSvg,
  LIVE_RAIL_WIDTH,
  PORTRAIT_TRANSFORM,
  portraitViewBox,
  tableNodes,
  toSvg,
} from '../ui/table/index.ts';
import type { KitchenPlacement, Layout } from '../ui/table/placement.ts';
import type { SvgNode } from '../ui/table/svg-node.ts';
import { num } from '../ui/table/svg-node.ts';

/** Turns the renderer's nodes into Preact elements: the live table is the same drawing as the static one. */
export function toVNode(n: SvgNode, key?: number | string): JSX.Element {
  const children = n.text !== undefined ? n.text : (n.children ?? []).map((c, i) => toVNode(c, i));
  return h(n.tag, { ...n.attrs, key }, children);
}

/** The cloth, cushions and rail: drawn once per table, never re-diffed while the balls move. */
class StaticNodes extends Component<{ nodes: readonly SvgNode[]; class: string }> {
  override shouldComponentUpdate(next: { nodes: readonly SvgNode[] }): boolean {
    return next.nodes !== this.props.nodes;
  }
  override render() {
    return <g class={this.props.class}>{this.props.nodes.map((n, i) => toVNode(n, i))}</g>;
  }
}

export interface TableSvgProps {
  readonly spec: TableSpec;
  readonly balls: Layout;
  readonly t: TableStrings;
  readonly idPrefix: string;
  /** The drawing's name; the live table's instructions when absent. */
  readonly title?: string;
  readonly description: string;
  /** Ball positions in words, for each ball's accessible name. */
  readonly where: (b: BallPlacement) => string;
  readonly interactive: boolean;
  readonly mode: 'place' | 'aim';
  readonly selected: BallId | null;
  readonly highlight: readonly BallId[];
  /** Upright: the long side runs down the screen (phones). */
  readonly portrait: boolean;
  /** Drawn over the balls: aim line, kitchen, trails (in table drawing units). */
  readonly overlay: readonly SvgNode[];
  /** Drawn under the balls (the kitchen in hand). */
  readonly underlay: readonly SvgNode[];
  /** The cue ball's place when it is in hand in the kitchen (a warning class on the ball). */
  readonly kitchen: KitchenPlacement | null;
  onDrag(ball: BallId, at: Vec2): void;
  onDrop(): void;
  /** A tap on the cloth while a ball is selected: put it there. */
  onPlace(ball: BallId, at: Vec2): void;
  onAim(at: Vec2): void;
  onKey(ball: BallId | null, e: KeyboardEvent): void;
  onSelect(ball: BallId | null): void;
  /** Drawn last, in table drawing units (a question's lettered points, which take clicks). */
  readonly children?: ComponentChildren;
}

/** A finger or pointer within this many CSS pixels of a ball's centre takes that ball (a 44-px target). */
const TOUCH_RADIUS_PX = 22;
/** Moves shorter than this are a tap, not a drag. */
const TAP_SLOP_PX = 6;

/**
 * The live table. Pointer input is read in the table's own coordinates (through the drawing
 * group's screen matrix, so it works the same upright), and the ball nearest to the pointer
 * within 22 px is the one touched: every ball is a 44-px target even where balls touch.
 * Place mode: press and drag a ball; or tap a ball to select it and tap the cloth to move it.
 */
export function TableSvg(p: TableSvgProps) {
  const frame = useMemo(() => frameOf(p.spec, LIVE_RAIL_WIDTH), [p.spec]);
  const background = useMemo(() => tableNodes(p.spec, LIVE_RAIL_WIDTH), [p.spec]);
  const svgRef = useRef<SVGSVGElement>(null);
  const groupRef = useRef<SVGGElement>(null);
  const gesture = useRef<{
    kind: 'ball' | 'aim' | 'cloth';
    ball: BallId | null;
    x: number;
    y: number;
    moved: boolean;
    wasSelected: boolean;
  } | null>(null);

  const toTable = (e: PointerEvent): Vec2 | null => {
    const svg = svgRef.current;
    const m = groupRef.current?.getScreenCTM();
    if (!svg || !m) return null;
    const pt = svg.createSVGPoint();
    pt.x = e.clientX;
    pt.y = e.clientY;
    const q = pt.matrixTransform(m.inverse());
    return fromSvg(frame, [q.x, q.y]);
  };
  /** Millimetres of the drawing per CSS pixel. */
  const mmPerPx = (): number => {
    const m = groupRef.current?.getScreenCTM();
    return m ? 1 / Math.hypot(m.a, m.b) : 1;
  };
  const ballAt = (at: Vec2): BallId | null => {
    const reach = Math.max(BALL_RADIUS_MM, TOUCH_RADIUS_PX * mmPerPx()) / 1000;
    let best: BallId | null = null;
    let bestD = reach;
    for (const b of p.balls) {
      const d = Math.hypot(b.at[0] - at[0], b.at[1] - at[1]);
      if (d <= bestD) {
        bestD = d;
        best = b.ball;
      }
    }
    return best;
  };

  const down = (e: PointerEvent) => {
    if (!p.interactive || (e.pointerType === 'mouse' && e.button !== 0)) return;
    const at = toTable(e);
    if (!at) return;
    const g = { x: e.clientX, y: e.clientY, moved: false };
    if (p.mode === 'aim') {
      gesture.current = { ...g, kind: 'aim', ball: null, wasSelected: false };
      p.onAim(at);
    } else {
      const ball = ballAt(at);
      gesture.current = { ...g, kind: ball === null ? 'cloth' : 'ball', ball, wasSelected: ball === p.selected };
      if (ball !== null) p.onSelect(ball);
      // On the cloth, let a finger scroll the page unless a ball is waiting for its new place.
      else if (p.selected === null) return;
    }
    svgRef.current?.setPointerCapture?.(e.pointerId);
    e.preventDefault();
  };
  const move = (e: PointerEvent) => {
    const g = gesture.current;
    if (!g) return;
    if (!g.moved && Math.hypot(e.clientX - g.x, e.clientY - g.y) < TAP_SLOP_PX) return;
    g.moved = true;
    const at = toTable(e);
    if (!at) return;
    if (g.kind === 'aim') p.onAim(at);
    else if (g.kind === 'ball' && g.ball !== null) p.onDrag(g.ball, at);
  };
  const up = (e: PointerEvent) => {
    const g = gesture.current;
    gesture.current = null;
    if (!g) return;
    if (g.kind === 'ball' && g.moved) p.onDrop();
    else if (g.kind === 'ball' && g.wasSelected && e.type === 'pointerup') p.onSelect(null);
    else if (g.kind === 'cloth' && !g.moved && e.type === 'pointerup' && p.selected !== null) {
      const at = toTable(e);
      if (at) p.onPlace(p.selected, at);
    }
  };

  const titleId = `${p.idPrefix}-title`;
  const descId = `${p.idPrefix}-desc`;
  const classes = ['pt-svg', 'pt-svg--live'];
  if (p.mode === 'aim') classes.push('pt-svg--aim');
  if (p.portrait) classes.push('pt-svg--portrait');
  if (p.selected !== null && p.interactive) classes.push('pt-svg--placing');
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG drawing cannot be a <fieldset>; the group names the table
    <svg
      ref={svgRef}
      xmlns="http://www.w3.org/2000/svg"
      class={classes.join(' ')}
      viewBox={p.portrait ? portraitViewBox(frame) : frame.viewBox}
      role="group"
      aria-labelledby={titleId}
      aria-describedby={descId}
      // lowercase: Preact sets an SVG element's props as attributes, and `tabIndex` is not the SVG attribute
      tabindex={p.interactive ? 0 : undefined}
      data-orientation={p.portrait ? 'portrait' : 'landscape'}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={up}
      onKeyDown={(e) => p.onKey(null, e)}
    >
      <title id={titleId}>{p.title ?? p.t.tableLabel}</title>
      <desc id={descId}>{p.description}</desc>
      <g ref={groupRef} transform={p.portrait ? PORTRAIT_TRANSFORM : undefined}>
        <StaticNodes nodes={background} class="pt-table" />
        <g class="pt-under">{p.underlay.map((n, i) => toVNode(n, i))}</g>
        <g class="pt-balls">
          {p.balls.map((b) => {
            const [x, y] = toSvg(frame, b.at);
            const lit = p.highlight.includes(b.ball);
            const warn = b.ball === 'cue' && p.kitchen && p.kitchen !== 'in' ? ' pt-ball--outside' : '';
            return (
              // biome-ignore lint/a11y/noStaticElementInteractions: SVG has no <button>; the ball is a focusable role=button with keys
              <g
                key={String(b.ball)}
                class={`pt-ball${p.selected === b.ball ? ' pt-ball--selected' : ''}${lit ? ' pt-ball--lit' : ''}${warn}`}
                transform={`translate(${num(x)} ${num(y)})${p.portrait ? ' rotate(90)' : ''}`}
                data-ball={String(b.ball)}
                role={p.interactive ? 'button' : undefined}
                tabindex={p.interactive ? 0 : undefined}
                aria-label={p.interactive ? p.t.ballLabel(b.ball, p.where(b)) : undefined}
                onKeyDown={(e) => {
                  e.stopPropagation();
                  p.onKey(b.ball, e);
                }}
                onFocus={() => p.interactive && p.onSelect(b.ball)}
              >
                {lit && <circle class="pt-ring" r={num(BALL_RADIUS_MM * 1.6)} />}
                <circle class="pt-hit" r={num(BALL_RADIUS_MM * 1.8)} />
                <circle class="pt-focus-ring pt-focus-ring--outer" r={num(BALL_RADIUS_MM * 1.75)} />
                <circle class="pt-focus-ring" r={num(BALL_RADIUS_MM * 1.75)} />
                {ballFace(b.ball).map((n, i) => toVNode(n, i))}
              </g>
            );
          })}
        </g>
        <g class="pt-over">{p.overlay.map((n, i) => toVNode(n, i))}</g>
        {p.children}
      </g>
    </svg>
  );
}
