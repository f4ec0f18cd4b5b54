import type { TableSpec } from '../../core/table/index.ts';
import { BORDER, frameOf, MM } from './frame.ts';
import type { BallPlacement } from './scene.ts';
import { ballNode, tableNodes } from './scene.ts';
import type { SvgNode } from './svg-node.ts';
import { el, num, toMarkup } from './svg-node.ts';

/**
 * The whole diagram as one SVG: role="img", named by its <title> and described by its <desc>
 * (the generated layout text). In a page the `pt-*` classes are styled by table.css; a
 * downloaded file carries EXPORT_CSS inside, since it has no page around it.
 */

/** Colours of a stand-alone file (the light theme). */
export const EXPORT_CSS = [
  '.pt-rail{fill:#5a3a22}',
  '.pt-cloth{fill:#1f6f8b}',
  '.pt-kitchen{fill:#ffffff;fill-opacity:.08}',
  '.pt-string{stroke:#ffffff;stroke-opacity:.55;stroke-width:3;stroke-dasharray:12 10}',
  '.pt-spot{fill:#ffffff;fill-opacity:.8}',
  '.pt-cushion{fill:#175a72}',
  '.pt-pocket{fill:#0b0b0b}',
  '.pt-diamond{fill:#f3e6c4}',
  '.pt-ball-body{stroke:#000;stroke-opacity:.35;stroke-width:1.2}',
  '.pt-ball-number{font-family:system-ui,sans-serif;font-weight:700}',
].join('');

export interface DiagramInput {
  readonly spec: TableSpec;
  readonly balls: readonly BallPlacement[];
  /** Short name of the diagram (the <title>). */
  readonly title: string;
  /** The layout described in words (the <desc>). */
  readonly description: string;
  /** Makes the title/desc ids unique on a page with several diagrams. */
  readonly idPrefix: string;
  /** Embed the colours for a stand-alone file. */
  readonly standalone?: boolean;
  /** 'foot': only the foot half of the table (rack diagrams). */
  readonly region?: 'full' | 'foot';
  /** Extra nodes drawn over the balls (aim line, ghost ball ...). */
  readonly overlay?: readonly SvgNode[];
}

function footViewBox(spec: TableSpec): string {
  const b = BORDER * MM;
  const x0 = (spec.length / 2) * MM;
  return `${num(x0)} ${-b} ${num((spec.length / 2) * MM + b)} ${num(spec.width * MM + 2 * b)}`;
}

export function diagramNode(d: DiagramInput): SvgNode {
  const f = frameOf(d.spec);
  const titleId = `${d.idPrefix}-title`;
  const descId = `${d.idPrefix}-desc`;
  const head: SvgNode[] = [el('title', { id: titleId }, d.title), el('desc', { id: descId }, d.description)];
  if (d.standalone) head.push(el('style', {}, EXPORT_CSS));
  return el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      class: 'pt-svg',
      viewBox: d.region === 'foot' ? footViewBox(d.spec) : f.viewBox,
      role: 'img',
      'aria-labelledby': titleId,
      'aria-describedby': descId,
      width: d.standalone ? Math.round(f.viewWidth / 2) : undefined,
      height: d.standalone ? Math.round(f.viewHeight / 2) : undefined,
    },
    [
      ...head,
      el('g', { class: 'pt-table' }, tableNodes(d.spec)),
      el(
        'g',
        { class: 'pt-balls' },
        d.balls.map((b) => ballNode(f, b)),
      ),
      ...(d.overlay ?? []),
    ],
  );
}

export const diagramMarkup = (d: DiagramInput): string => toMarkup(diagramNode(d));
