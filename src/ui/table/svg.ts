import type { TableSpec } from '../../core/table/index.ts';
import type { Frame } from './frame.ts';
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
const EXPORT_CSS = [
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
  '.pt-aim{stroke:#fff;stroke-opacity:.9;stroke-width:3;stroke-dasharray:10 8;fill:none}',
  '.pt-aim--target{stroke:#ffd54a}',
  '.pt-ghost{fill:none;stroke:#fff;stroke-width:2.5;stroke-dasharray:6 5}',
  '.pt-trail{fill:none;stroke-width:5;stroke-opacity:.85;stroke-linejoin:round;stroke-linecap:round}',
  '.pt-trail--cue{stroke-width:6}',
  '.pt-rest{fill:none;stroke-width:3;stroke-dasharray:8 6}',
  '.pt-caption-bg{fill:#ffffff}',
  '.pt-caption{font-family:system-ui,sans-serif;fill:#111}',
  '.pt-caption--head{font-weight:700}',
].join('');

/** Caption text under an exported diagram: font size and line height in drawing units (mm). */
const CAPTION_FONT = 38;
const CAPTION_LINE = 52;

/** Splits text into lines of at most `max` characters, at spaces. */
export function wrapText(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

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
  /**
   * Text under the table (an exported file: the ruling and its rules); the first paragraph is
   * bold. Wrapped to the drawing's width.
   */
  readonly caption?: readonly string[];
}

function footViewBox(spec: TableSpec): string {
  const b = BORDER * MM;
  const x0 = (spec.length / 2) * MM;
  return `${num(x0)} ${-b} ${num((spec.length / 2) * MM + b)} ${num(spec.width * MM + 2 * b)}`;
}

function captionNodes(f: Frame, paragraphs: readonly string[]): { nodes: SvgNode[]; height: number } {
  const b = f.border * MM;
  const pad = 40;
  const max = Math.floor((f.viewWidth - 2 * pad) / (CAPTION_FONT * 0.52));
  const lines = paragraphs.flatMap((p, i) => wrapText(p, max).map((text) => ({ text, head: i === 0 })));
  const top = f.width * MM + b;
  const height = pad + lines.length * CAPTION_LINE + pad / 2;
  const nodes: SvgNode[] = [
    el('rect', { class: 'pt-caption-bg', x: -b, y: num(top), width: num(f.viewWidth), height: num(height) }),
    ...lines.map((l, i) =>
      el(
        'text',
        {
          class: `pt-caption${l.head ? ' pt-caption--head' : ''}`,
          x: num(-b + pad),
          y: num(top + pad + i * CAPTION_LINE + CAPTION_FONT * 0.4),
          'font-size': CAPTION_FONT,
        },
        l.text,
      ),
    ),
  ];
  return { nodes, height };
}

function diagramNode(d: DiagramInput): SvgNode {
  const f = frameOf(d.spec);
  const titleId = `${d.idPrefix}-title`;
  const descId = `${d.idPrefix}-desc`;
  const head: SvgNode[] = [el('title', { id: titleId }, d.title), el('desc', { id: descId }, d.description)];
  if (d.standalone) head.push(el('style', {}, EXPORT_CSS));
  const caption = d.caption?.length ? captionNodes(f, d.caption) : { nodes: [], height: 0 };
  const b = f.border * MM;
  const viewBox =
    d.region === 'foot'
      ? footViewBox(d.spec)
      : caption.height > 0
        ? `${num(-b)} ${num(-b)} ${num(f.viewWidth)} ${num(f.viewHeight + caption.height)}`
        : f.viewBox;
  return el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      class: 'pt-svg',
      viewBox,
      role: 'img',
      'aria-labelledby': titleId,
      'aria-describedby': descId,
      width: d.standalone ? Math.round(f.viewWidth / 2) : undefined,
      height: d.standalone ? Math.round((f.viewHeight + caption.height) / 2) : undefined,
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
      ...caption.nodes,
    ],
  );
}

export const diagramMarkup = (d: DiagramInput): string => toMarkup(diagramNode(d));
