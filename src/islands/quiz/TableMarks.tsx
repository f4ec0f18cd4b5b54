/** What the quiz draws over its table: a placement question's lettered points, a lag's paths. */
import { useMemo } from 'preact/hooks';
import type { Vec2 } from '../../core/geometry/index.ts';
import type { PlaceChoice } from '../../core/quiz/index.ts';
import { BALL_RADIUS_MM, ballFace, frameOf, num, toSvg } from '../../ui/table/index.ts';
import { toVNode } from '../TableSvg.tsx';
import { pointLetter } from './points.ts';
import type { LagLane } from './schematic.ts';
import { SPEC } from './table-replay.ts';

/** A placement question's points, lettered; a click picks one (the radio buttons under the table stay the keyboard route). */
export function Points(p: {
  choices: readonly PlaceChoice[];
  selected: number | undefined;
  onPick: ((i: number) => void) | undefined;
  /** the drawing is turned a quarter: the letters are turned back */
  portrait: boolean;
}) {
  const frame = useMemo(() => frameOf(SPEC), []);
  const r = BALL_RADIUS_MM;
  return (
    <g class="qz-points">
      {p.choices.map((c, i) => {
        if (c.kind !== 'point') return null;
        const [x, y] = toSvg(frame, [c.at[0], c.at[1]]);
        const on = p.selected === i;
        return (
          // biome-ignore lint/a11y/noStaticElementInteractions: a mouse shortcut for the radio buttons under the table, which are the keyboard and screen-reader route
          <g
            key={i}
            transform={`translate(${num(x)} ${num(y)})${p.portrait ? ' rotate(90)' : ''}`}
            data-point={pointLetter(i)}
            class={`qz-point${p.onPick ? ' qz-point--live' : ''}${on ? ' qz-point--on' : ''}`}
            onClick={p.onPick ? () => p.onPick?.(i) : undefined}
          >
            <circle class="qz-point-hit" r={num(r * 1.8)} />
            <circle class="qz-point-ring" r={num(r)} />
            <text class="qz-point-letter" text-anchor="middle" dominant-baseline="central" font-size={num(r * 1.35)}>
              {pointLetter(i)}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/**
 * A lag drawn schematically: the head and foot cushions marked, each player's path (dashed from the
 * start behind the head string, through each cushion it touches, to where it stops) and the ball there,
 * lettered with the player.
 */
export function Lag({ lanes, portrait }: { lanes: readonly LagLane[]; portrait: boolean }) {
  const frame = useMemo(() => frameOf(SPEC), []);
  const { length, width } = SPEC;
  const line = (a: Vec2, b: Vec2) => {
    const [x1, y1] = toSvg(frame, a);
    const [x2, y2] = toSvg(frame, b);
    return { x1: num(x1), y1: num(y1), x2: num(x2), y2: num(y2) };
  };
  const r = BALL_RADIUS_MM;
  return (
    <g class="qz-lag" data-testid="lag">
      <line class="qz-lag-cushion" data-cushion="head" {...line([0, 0], [0, width])} />
      <line class="qz-lag-cushion" data-cushion="foot" {...line([length, 0], [length, width])} />
      {lanes.map((lane) => (
        <g key={lane.player} data-lag={lane.player}>
          <polyline class="qz-lag-path" points={lane.path.map((p) => toSvg(frame, p).map(num).join(',')).join(' ')} />
          <circle
            class="qz-lag-start"
            r={num(r)}
            cx={num(toSvg(frame, lane.start)[0])}
            cy={num(toSvg(frame, lane.start)[1])}
          />
          <g
            class="pt-ball"
            transform={`translate(${toSvg(frame, lane.final).map(num).join(' ')})${portrait ? ' rotate(90)' : ''}`}
            data-ball="cue"
          >
            {ballFace('cue').map((n, i) => toVNode(n, i))}
            <text class="qz-lag-letter" text-anchor="middle" dominant-baseline="central" font-size={num(r * 1.2)}>
              {lane.player}
            </text>
          </g>
        </g>
      ))}
    </g>
  );
}
