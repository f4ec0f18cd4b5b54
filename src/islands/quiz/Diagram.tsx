import type { PlaceChoice, XY } from '../../core/quiz/index.ts';
import { type Strings, tr } from './strings.ts';

/** Table facts for drawing (contract: 9-ft table, metres; x from the head cushion, y from the right cushion). */
const L = 2.54;
const W = 1.27;
const R = 0.028575;
const RAIL = 0.09;
const SOLID_COLOURS = ['#e8c110', '#1f4fb4', '#c62828', '#5b2a86', '#e46a12', '#1b7a3a', '#7a2424', '#111111'];

const colourOf = (n: number) => SOLID_COLOURS[(n - 1) % 8] as string;
/** Screen coordinates: head on the left, the player's left side (+y) up. */
const sx = (x: number) => x;
const sy = (y: number) => W - y;

function Ball({ id, at }: { id: string; at: XY }) {
  const n = Number(id);
  const cue = id === 'cue';
  const stripe = !cue && n > 8;
  return (
    <g transform={`translate(${sx(at[0])} ${sy(at[1])})`} data-ball={id}>
      <circle r={R} fill={cue ? '#fafafa' : stripe ? '#fafafa' : colourOf(n)} stroke="#222" stroke-width="0.004" />
      {stripe ? <circle r={R * 0.62} fill={colourOf(n)} /> : null}
      {cue ? null : (
        <text y={R * 0.38} text-anchor="middle" font-size={R * 1.05} fill={n === 1 || n === 9 ? '#111' : '#fff'}>
          {id}
        </text>
      )}
    </g>
  );
}

interface Props {
  readonly t: Strings;
  readonly positions: Readonly<Record<string, XY>>;
  readonly choices?: readonly PlaceChoice[];
  readonly id: string;
  /** the chosen point (index into choices), shown filled */
  readonly selected?: number | undefined;
  /** answering on the table: a click on a lettered point picks it (the radio buttons stay the keyboard route) */
  readonly onPick?: ((index: number) => void) | undefined;
}

export const pointLetter = (i: number): string => String.fromCharCode(65 + i);

/** A static top view of the balls that matter, with the lettered points of a placement question. */
export function Diagram({ t, positions, choices = [], id, selected, onPick }: Props) {
  const points = choices.flatMap((c, i) =>
    c.kind === 'point' ? [{ at: c.at, letter: pointLetter(i), index: i }] : [],
  );
  const pockets: XY[] = [
    [0, 0],
    [0, W],
    [L / 2, 0],
    [L / 2, W],
    [L, 0],
    [L, W],
  ];
  return (
    <figure class="qz-diagram">
      <svg
        viewBox={`${-RAIL} ${-RAIL} ${L + 2 * RAIL} ${W + 2 * RAIL}`}
        role="img"
        aria-labelledby={`${id}-title`}
        preserveAspectRatio="xMidYMid meet"
      >
        <title id={`${id}-title`}>{tr(t, 'quiz.diagram')}</title>
        <rect x={-RAIL} y={-RAIL} width={L + 2 * RAIL} height={W + 2 * RAIL} rx="0.04" fill="#5a3a1e" />
        <rect x="0" y="0" width={L} height={W} fill="#1d6b45" />
        {pockets.map((p) => (
          <circle key={`${p[0]}-${p[1]}`} cx={sx(p[0])} cy={sy(p[1])} r="0.055" fill="#111" />
        ))}
        <line x1={L / 4} y1="0" x2={L / 4} y2={W} stroke="#d9e8dc" stroke-width="0.006" stroke-dasharray="0.03 0.02" />
        {[L / 4, L / 2, (3 * L) / 4].map((x) => (
          <circle key={x} cx={x} cy={W / 2} r="0.008" fill="#d9e8dc" />
        ))}
        {Object.entries(positions).map(([k, p]) => (
          <Ball key={k} id={k} at={p} />
        ))}
        {points.map((p) => (
          // biome-ignore lint/a11y/noStaticElementInteractions: a mouse shortcut for the radio buttons under the diagram, which are the keyboard and screen-reader route
          <g
            key={p.letter}
            transform={`translate(${sx(p.at[0])} ${sy(p.at[1])})`}
            data-point={p.letter}
            class={onPick ? 'qz-point qz-point--live' : 'qz-point'}
            onClick={onPick ? () => onPick(p.index) : undefined}
          >
            <circle r={R * 1.6} fill="transparent" />
            <circle
              r={R}
              fill={selected === p.index ? '#fff59d' : 'none'}
              stroke="#fff59d"
              stroke-width="0.006"
              stroke-dasharray={selected === p.index ? undefined : '0.012 0.008'}
            />
            <text y={-R * 1.3} text-anchor="middle" font-size={R * 1.4} fill="#fff59d">
              {p.letter}
            </text>
          </g>
        ))}
      </svg>
      <figcaption>{tr(t, 'quiz.diagramCaption')}</figcaption>
    </figure>
  );
}
