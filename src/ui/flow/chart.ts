/**
 * A game's referee flow as a state chart, drawn at build time: the states of its machine, the
 * declared transitions between them, and on each arrow the step and the rule paragraphs that send
 * the game along it (each number a link to its paragraph). An arrow's line shows its step (a shot,
 * a choice, a new rack; the legend says which); the steps that leave a state where it is, and the
 * announcements, are written inside its box. The layout is layered (dagre), computed here and never shipped: the page gets
 * plain SVG.
 */
import dagre from '@dagrejs/dagre';
import {
  FLOW_STEPS,
  type FlowGame,
  type FlowState,
  type FlowStep,
  type FlowTransition,
  flowOf,
} from '../../core/rules/flows.ts';
import type { FlowStrings } from '../../i18n/flow/index.ts';
import { ruleHref, ruleLocation } from '../rules/href.ts';
import { el, num, type SvgNode, toMarkup } from '../table/svg-node.ts';

/** One step of an arrow or of a state's own line: the step and the paragraphs cited. */
interface StepLine {
  readonly step: FlowStep;
  readonly rules: readonly string[];
}
/** A line inside a state's box: a step that keeps the state (`to` is the state) or an announcement. */
export interface InsideLine extends StepLine {
  readonly to: FlowState;
}

/**
 * The chart before layout: states, with the steps that keep them and the announcements written
 * inside their boxes (a concession or a stalemate may end any state: as arrows they would cross
 * the whole chart); arrows for the other steps, a line per step.
 */
interface ChartModel {
  readonly states: readonly FlowState[];
  /** the state a rack opens in (the start marker points at it) */
  readonly opening: FlowState;
  /** other states a set-up position may open in */
  readonly setUps: readonly FlowState[];
  readonly inside: ReadonlyMap<FlowState, readonly InsideLine[]>;
  /** one arrow per transition drawn (its one line: the step and the paragraphs) */
  readonly arrows: readonly { from: FlowState; to: FlowState; lines: readonly [StepLine] }[];
}

const byStep = (ts: readonly FlowTransition<FlowState>[]): InsideLine[] =>
  FLOW_STEPS.flatMap((step) => ts.filter((t) => t.step === step).map((t) => ({ step, to: t.to, rules: t.rules })));
/** Written inside the source's box rather than drawn: a step that stays, and every announcement. */
const isInside = (t: FlowTransition<FlowState>): boolean => t.from === t.to || t.step === 'announce';

/** The order states are read in (the chart's text, the words below it): the opening first, game over last. */
const readingOrder = (states: readonly FlowState[], opening: FlowState): FlowState[] => [
  opening,
  ...states.filter((s) => s !== opening && s !== 'gameOver'),
  ...states.filter((s) => s === 'gameOver'),
];

/** The chart's content: every declared transition, once. */
function chartModel(game: FlowGame): ChartModel {
  const flow = flowOf(game);
  const states = flow.states;
  const all = flow.transitions;
  const inside = new Map(
    states.map((s) => {
      const own = all.filter((t) => t.from === s && isInside(t));
      // the steps that stay first, then the announcements that lead elsewhere
      return [s, [...byStep(own.filter((t) => t.to === s)), ...byStep(own.filter((t) => t.to !== s))]] as const;
    }),
  );
  const arrows = FLOW_STEPS.flatMap((step) =>
    all
      .filter((t) => t.step === step && !isInside(t))
      .map((t) => ({ from: t.from, to: t.to, lines: [{ step, rules: t.rules }] as [StepLine] })),
  );
  const opening: FlowState = flow.initial.includes('breakShot') ? 'breakShot' : (flow.initial[0] as FlowState);
  return {
    states: readingOrder(states, opening),
    opening,
    setUps: flow.initial.filter((s) => s !== opening),
    inside,
    arrows,
  };
}

// Type sizes (px) and the width of a character, generous enough for Latin and Cyrillic.
const NAME_SIZE = 14;
const TEXT_SIZE = 12.5;
const LINE = 16;
const charWidth = (size: number, bold = false): number => size * (bold ? 0.64 : 0.58);
const textWidth = (s: string, size: number, bold = false): number => s.length * charWidth(size, bold);
const PAD_X = 10;
const PAD_Y = 7;
const START = 'start';
const START_R = 6;

/**
 * A step's line as text, the paragraph numbers as printed on the pages: on an arrow `shot: 5.7,
 * 5.10`; inside a box `↻ shot: 3.31` (stays) or `announcement → Game over: 1.14`.
 */
function lineText(t: FlowStrings, line: StepLine, from?: FlowState): { head: string; numbers: string[] } {
  const to = (line as Partial<InsideLine>).to;
  const head =
    from === undefined || to === undefined
      ? ''
      : to === from
        ? `↻ ${t.steps[line.step]}: `
        : `${t.steps[line.step]} → ${t.states[to]}: `;
  return { head, numbers: line.rules.map((id) => ruleLocation(id)?.number ?? id) };
}
const lineWidth = (t: FlowStrings, line: StepLine, from?: FlowState): number => {
  const { head, numbers } = lineText(t, line, from);
  return textWidth(head + numbers.join(', '), TEXT_SIZE);
};

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
interface ChartLayout {
  width: number;
  height: number;
  states: Map<FlowState, Box>;
  start: Box;
  /** per arrow (the model's order): its path's points and its label's box */
  arrows: { points: { x: number; y: number }[]; label: Box }[];
  startPoints: { x: number; y: number }[];
}

/** Lays the chart out (layered, top to bottom): the same model always gives the same drawing. */
function layoutChart(model: ChartModel, t: FlowStrings): ChartLayout {
  const g = new dagre.graphlib.Graph({ multigraph: true });
  g.setGraph({ rankdir: 'TB', nodesep: 12, edgesep: 6, ranksep: 36, marginx: 6, marginy: 6 });
  g.setDefaultEdgeLabel(() => ({}));
  g.setNode(START, { width: START_R * 2, height: START_R * 2 });
  for (const s of model.states) {
    const inside = model.inside.get(s) ?? [];
    const width = Math.max(textWidth(t.states[s], NAME_SIZE, true), ...inside.map((l) => lineWidth(t, l, s)));
    g.setNode(s, { width: Math.ceil(width + 2 * PAD_X), height: LINE * (1 + inside.length) + 2 * PAD_Y });
  }
  g.setEdge(START, model.opening, { minlen: 1, weight: 4 }, START);
  model.arrows.forEach((a, i) => {
    const width = Math.max(...a.lines.map((l) => lineWidth(t, l)), 20);
    g.setEdge(
      a.from,
      a.to,
      { width: Math.ceil(width + 8), height: LINE * a.lines.length + 4, labelpos: 'c', minlen: 1, weight: 1 },
      `a${i}`,
    );
  });
  dagre.layout(g);
  const graph = g.graph();
  const box = (n: { x?: number; y?: number; width: number; height: number }): Box => ({
    x: (n.x ?? 0) - n.width / 2,
    y: (n.y ?? 0) - n.height / 2,
    width: n.width,
    height: n.height,
  });
  const states = new Map(model.states.map((s) => [s, box(g.node(s))] as const));
  const arrows = model.arrows.map((a, i) => {
    const e = g.edge({ v: a.from, w: a.to, name: `a${i}` });
    return {
      points: (e.points ?? []).map((p: { x: number; y: number }) => ({ x: p.x, y: p.y })),
      label: box({ x: e.x, y: e.y, width: e.width ?? 0, height: e.height ?? 0 }),
    };
  });
  const start = g.edge({ v: START, w: model.opening, name: START });
  return {
    width: Math.ceil(graph.width ?? 0),
    height: Math.ceil(graph.height ?? 0),
    states,
    start: box(g.node(START)),
    arrows,
    startPoints: (start.points ?? []).map((p: { x: number; y: number }) => ({ x: p.x, y: p.y })),
  };
}

/** A smooth path through the layout's points (Catmull-Rom as cubic Béziers). */
function pathThrough(points: readonly { x: number; y: number }[]): string {
  if (points.length === 0) return '';
  const p = points;
  const first = p[0] as { x: number; y: number };
  let d = `M${num(first.x)} ${num(first.y)}`;
  for (let i = 0; i < p.length - 1; i += 1) {
    const p0 = p[Math.max(0, i - 1)] as { x: number; y: number };
    const p1 = p[i] as { x: number; y: number };
    const p2 = p[i + 1] as { x: number; y: number };
    const p3 = p[Math.min(p.length - 1, i + 2)] as { x: number; y: number };
    const c1 = { x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6 };
    const c2 = { x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6 };
    d += ` C${num(c1.x)} ${num(c1.y)} ${num(c2.x)} ${num(c2.y)} ${num(p2.x)} ${num(p2.y)}`;
  }
  return d;
}

/** A step's line as SVG text: the step's word, then each number linked to its paragraph. */
function stepText(
  t: FlowStrings,
  lang: string,
  line: StepLine,
  at: { x: number; y: number },
  transition: string,
  from?: FlowState,
): SvgNode {
  const { head, numbers } = lineText(t, line, from);
  const parts: SvgNode[] = head ? [el('tspan', { class: 'fc-step' }, head)] : [];
  line.rules.forEach((id, i) => {
    const n = numbers[i] as string;
    const href = ruleHref(lang, id);
    if (i > 0) parts.push(el('tspan', {}, ', '));
    parts.push(href ? el('a', { href, 'aria-label': t.rule(n) }, [el('tspan', {}, n)]) : el('tspan', {}, n));
  });
  return el('text', { x: at.x, y: at.y, 'data-transition': transition }, parts);
}

/**
 * A chart at most this wide (px) may be scaled down to a wide screen's text column (about 700 px
 * at 1366) and stay readable (text at 10.5 px or more); a wider one, and any chart on a narrow
 * screen, keeps its size and scrolls sideways (flow-chart.css).
 */
const FIT_WIDTH = 830;

export interface DrawnChart {
  svg: string;
  model: ChartModel;
  layout: ChartLayout;
}

/** The chart as inline SVG markup, titled and described, in the page's language. */
export function drawChart(game: FlowGame, lang: string, t: FlowStrings, title: string, idPrefix: string): DrawnChart {
  const model = chartModel(game);
  const layout = layoutChart(model, t);
  const transitions = model.arrows.reduce((n, a) => n + a.lines.length, 0) + [...model.inside.values()].flat().length;
  const arrow = `${idPrefix}-arrow`;
  const nodes: SvgNode[] = [
    el('title', { id: `${idPrefix}-title` }, title),
    el('desc', { id: `${idPrefix}-desc` }, t.summary(model.states.length, transitions)),
    el('defs', {}, [
      el(
        'marker',
        {
          id: arrow,
          viewBox: '0 0 10 10',
          refX: 9,
          refY: 5,
          markerWidth: 7,
          markerHeight: 7,
          orient: 'auto-start-reverse',
        },
        [el('path', { d: 'M0 0L10 5L0 10z', class: 'fc-arrowhead' })],
      ),
    ]),
  ];
  const edges: SvgNode[] = [
    el('path', { class: 'fc-edge fc-edge-start', d: pathThrough(layout.startPoints), 'marker-end': `url(#${arrow})` }),
  ];
  const labels: SvgNode[] = [];
  model.arrows.forEach((a, i) => {
    const at = layout.arrows[i] as ChartLayout['arrows'][number];
    edges.push(
      el('path', {
        class: `fc-edge fc-edge-${a.lines[0].step}`,
        d: pathThrough(at.points),
        'marker-end': `url(#${arrow})`,
        'data-from': a.from,
        'data-to': a.to,
      }),
    );
    labels.push(
      el('g', { class: 'fc-label' }, [
        el('rect', { x: at.label.x, y: at.label.y, width: at.label.width, height: at.label.height, rx: 3 }),
        ...a.lines.map((line, k) =>
          stepText(
            t,
            lang,
            line,
            { x: at.label.x + 4, y: at.label.y + 2 + LINE * k + 12 },
            `${a.from} ${line.step} ${a.to}`,
          ),
        ),
      ]),
    );
  });
  const states = model.states.map((s) => {
    const b = layout.states.get(s) as Box;
    const inside = model.inside.get(s) ?? [];
    const kind = s === 'gameOver' ? ' fc-state-end' : s === model.opening ? ' fc-state-opening' : '';
    return el('g', { class: `fc-state${kind}`, 'data-state': s }, [
      el('rect', { x: b.x, y: b.y, width: b.width, height: b.height, rx: 8 }),
      ...(s === 'gameOver'
        ? [el('rect', { class: 'fc-inner', x: b.x + 3, y: b.y + 3, width: b.width - 6, height: b.height - 6, rx: 6 })]
        : []),
      el('text', { class: 'fc-name', x: b.x + b.width / 2, y: b.y + PAD_Y + 12, 'text-anchor': 'middle' }, t.states[s]),
      ...inside.map((line, k) =>
        stepText(
          t,
          lang,
          line,
          { x: b.x + PAD_X, y: b.y + PAD_Y + LINE * (k + 1) + 12 },
          `${s} ${line.step} ${line.to}`,
          s,
        ),
      ),
    ]);
  });
  const start = layout.start;
  const svg = el(
    'svg',
    {
      class: layout.width <= FIT_WIDTH ? 'fc-svg fc-fit' : 'fc-svg',
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox: `0 0 ${layout.width} ${layout.height}`,
      width: layout.width,
      height: layout.height,
      role: 'group',
      'aria-labelledby': `${idPrefix}-title`,
      'aria-describedby': `${idPrefix}-desc`,
      'data-flow': game,
    },
    [
      ...nodes,
      el('g', { class: 'fc-edges', 'aria-hidden': 'true' }, edges),
      el('circle', {
        class: 'fc-start',
        cx: start.x + START_R,
        cy: start.y + START_R,
        r: START_R,
        'aria-hidden': 'true',
      }),
      el('g', { class: 'fc-states' }, states),
      el('g', { class: 'fc-labels' }, labels),
    ],
  );
  return { svg: toMarkup(svg), model, layout };
}
