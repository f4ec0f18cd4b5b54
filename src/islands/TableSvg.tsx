import type { JSX } from 'preact';
import { h } from 'preact';
import { useMemo, useRef } from 'preact/hooks';
import type { Vec2 } from '../core/geometry/index.ts';
import { degToRad } from '../core/geometry/index.ts';
import type { TableSpec } from '../core/table/index.ts';
import type { BallId } from '../core/vocabulary/index.ts';
import type { TableStrings } from '../i18n/table/index.ts';
import { predictAim } from '../ui/table/aim.ts';
import type { BallPlacement } from '../ui/table/index.ts';
import { BALL_RADIUS_MM, ballFace, frameOf, fromSvg, tableNodes, toSvg } from '../ui/table/index.ts';
import type { Layout } from '../ui/table/placement.ts';
import type { SvgNode } from '../ui/table/svg-node.ts';
import { num } from '../ui/table/svg-node.ts';

/** Turns the renderer's nodes into Preact elements: the live table is the same drawing as the static one. */
export function toVNode(n: SvgNode, key?: number): JSX.Element {
  const children = n.text !== undefined ? n.text : (n.children ?? []).map((c, i) => toVNode(c, i));
  return h(n.tag, { ...n.attrs, key }, children);
}

export interface TableSvgProps {
  readonly spec: TableSpec;
  readonly balls: Layout;
  readonly t: TableStrings;
  readonly idPrefix: string;
  readonly description: string;
  /** Ball positions in words, for each ball's accessible name. */
  readonly where: (b: BallPlacement) => string;
  readonly interactive: boolean;
  readonly mode: 'place' | 'aim';
  readonly selected: BallId | null;
  readonly highlight: readonly BallId[];
  readonly aim: { readonly heading: number } | null;
  onDrag(ball: BallId, at: Vec2): void;
  onDrop(): void;
  onAim(at: Vec2): void;
  onKey(ball: BallId | null, e: KeyboardEvent): void;
  onSelect(ball: BallId): void;
}

export function TableSvg(p: TableSvgProps) {
  const frame = useMemo(() => frameOf(p.spec), [p.spec]);
  const background = useMemo(() => tableNodes(p.spec).map((n, i) => toVNode(n, i)), [p.spec]);
  const svgRef = useRef<SVGSVGElement>(null);
  const dragging = useRef<BallId | 'aim' | null>(null);

  const toTable = (e: PointerEvent): Vec2 | null => {
    const svg = svgRef.current;
    const m = svg?.getScreenCTM();
    if (!svg || !m) return null;
    const pt = svg.createSVGPoint();
    pt.x = e.clientX;
    pt.y = e.clientY;
    const q = pt.matrixTransform(m.inverse());
    return fromSvg(frame, [q.x, q.y]);
  };

  const down = (ball: BallId | null) => (e: PointerEvent) => {
    if (!p.interactive) return;
    const at = toTable(e);
    if (!at) return;
    if (p.mode === 'aim') {
      dragging.current = 'aim';
      p.onAim(at);
    } else if (ball !== null) {
      dragging.current = ball;
      p.onSelect(ball);
    } else return;
    svgRef.current?.setPointerCapture?.(e.pointerId);
    e.preventDefault();
  };
  const move = (e: PointerEvent) => {
    const d = dragging.current;
    if (d === null) return;
    const at = toTable(e);
    if (!at) return;
    if (d === 'aim') p.onAim(at);
    else p.onDrag(d, at);
  };
  const up = () => {
    const d = dragging.current;
    dragging.current = null;
    if (d !== null && d !== 'aim') p.onDrop();
  };

  const cue = p.balls.find((b) => b.ball === 'cue');
  const overlay: JSX.Element[] = [];
  if (p.aim && cue) {
    const pred = predictAim(p.spec, p.balls, cue.at, p.aim.heading);
    const [x1, y1] = toSvg(frame, cue.at);
    const [gx, gy] = toSvg(frame, pred.ghost);
    overlay.push(<line key="aim" class="pt-aim" x1={num(x1)} y1={num(y1)} x2={num(gx)} y2={num(gy)} />);
    overlay.push(<circle key="ghost" class="pt-ghost" cx={num(gx)} cy={num(gy)} r={num(BALL_RADIUS_MM)} />);
    if (pred.target !== undefined && pred.targetLine) {
      const target = p.balls.find((b) => b.ball === pred.target)?.at as Vec2;
      const end: Vec2 = [target[0] + pred.targetLine[0] * 0.35, target[1] + pred.targetLine[1] * 0.35];
      const [tx, ty] = toSvg(frame, target);
      const [ex, ey] = toSvg(frame, end);
      overlay.push(<line key="tl" class="pt-aim pt-aim--target" x1={num(tx)} y1={num(ty)} x2={num(ex)} y2={num(ey)} />);
    } else {
      const a = degToRad(p.aim.heading);
      const [ex, ey] = toSvg(frame, [cue.at[0] + Math.cos(a) * 0.05, cue.at[1] + Math.sin(a) * 0.05]);
      overlay.push(<line key="dir" class="pt-aim" x1={num(x1)} y1={num(y1)} x2={num(ex)} y2={num(ey)} />);
    }
  }

  const titleId = `${p.idPrefix}-title`;
  const descId = `${p.idPrefix}-desc`;
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG drawing cannot be a <fieldset>; the group names the table
    <svg
      ref={svgRef}
      xmlns="http://www.w3.org/2000/svg"
      class={`pt-svg${p.mode === 'aim' ? ' pt-svg--aim' : ''}`}
      viewBox={frame.viewBox}
      role="group"
      aria-labelledby={titleId}
      aria-describedby={descId}
      tabIndex={p.interactive ? 0 : undefined}
      onPointerDown={down(null)}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={up}
      onKeyDown={(e) => p.onKey(null, e)}
    >
      <title id={titleId}>{p.t.tableLabel}</title>
      <desc id={descId}>{p.description}</desc>
      <g class="pt-table">{background}</g>
      <g class="pt-balls">
        {p.balls.map((b) => {
          const [x, y] = toSvg(frame, b.at);
          const lit = p.highlight.includes(b.ball);
          return (
            // biome-ignore lint/a11y/noStaticElementInteractions: SVG has no <button>; the ball is a focusable role=button with keys
            <g
              key={String(b.ball)}
              class={`pt-ball${p.selected === b.ball ? ' pt-ball--selected' : ''}${lit ? ' pt-ball--lit' : ''}`}
              transform={`translate(${num(x)} ${num(y)})`}
              data-ball={String(b.ball)}
              role={p.interactive ? 'button' : undefined}
              tabIndex={p.interactive ? 0 : undefined}
              aria-label={p.interactive ? p.t.ballLabel(b.ball, p.where(b)) : undefined}
              onPointerDown={down(b.ball)}
              onKeyDown={(e) => {
                e.stopPropagation();
                p.onKey(b.ball, e);
              }}
              onFocus={() => p.interactive && p.onSelect(b.ball)}
            >
              {lit && <circle class="pt-ring" r={num(BALL_RADIUS_MM * 1.6)} />}
              <circle class="pt-hit" r={num(BALL_RADIUS_MM * 1.8)} />
              {ballFace(b.ball).map((n, i) => toVNode(n, i))}
            </g>
          );
        })}
      </g>
      {overlay}
    </svg>
  );
}
