/**
 * A question's table, drawn by the table widget's renderer (TableSvg, src/ui/table): the balls where
 * the question puts them, a placement question's lettered points (a click picks one; the radio
 * buttons stay the keyboard route), and for a generated question the replay of its shot by the
 * physics engine, with the sandbox's controls (an authored question that a generated shot plays the
 * same way shows that shot: src/quiz/same-shot.ts). Loaded on demand (with the physics) the first time
 * a question has a table. Until the question is answered, a contact question's replay ends at the
 * cue ball's first contact.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Vec2 } from '../../core/geometry/index.ts';
import type { PlaceChoice } from '../../core/quiz/index.ts';
import { standardTable } from '../../core/table/index.ts';
import type { BallId, GameId, ObjectBall } from '../../core/vocabulary/index.ts';
import { tableStrings } from '../../i18n/table/index.ts';
import { type ClientItem, hasScene, type ShotScene } from '../../quiz/payload.ts';
import { positionHref, sandboxHref } from '../../quiz/table-link.ts';
import type { BallPlacement } from '../../ui/table/index.ts';
import {
  BALL_RADIUS_MM,
  ballFace,
  frameOf,
  layoutText,
  num,
  rackPlacements,
  samplePaths,
  toSvg,
  trailNodes,
} from '../../ui/table/index.ts';
import { playShot } from '../../ui/table/play.ts';
import {
  currentEntry,
  eventSentence,
  nextEventTime,
  prevEventTime,
  type Replay,
  type ReplayView,
} from '../../ui/table/replay.ts';
import { Dock } from '../Dock.tsx';
import { ReplayControls, ReplayEvents } from '../panels/ReplayPanel.tsx';
import { TableSvg, toVNode } from '../TableSvg.tsx';
import { pointLetter } from './points.ts';
import {
  type LagLane,
  lagSchematic,
  SCHEMATIC_STEP,
  type Schematic,
  schematicAt,
  schematicOf,
  schematicRole,
} from './schematic.ts';
import { type Strings, tr } from './strings.ts';
import '../../ui/table/table.css';
import '../sandbox.css';
import { usePortrait } from '../usePortrait.ts';

export interface QuizTableProps {
  readonly lang: string;
  readonly t: Strings;
  readonly item: ClientItem;
  /** ids inside the page */
  readonly uid: string;
  /** the question has been answered: the whole shot may be shown, and the link to the sandbox */
  readonly answered: boolean;
  /** the chosen point (index into the item's place choices) */
  readonly selected?: number | undefined;
  readonly onPick?: ((index: number) => void) | undefined;
}

const SPEC = standardTable('9ft');
/** A game's opening rack on the quiz's table: where a schematic break starts. */
export const rackOf = (game: GameId) => rackPlacements(game, SPEC);
const ballId = (k: string): BallId => (k === 'cue' ? 'cue' : (Number(k) as ObjectBall));
/** The order the scenario generator simulates in (cue ball first, then by number): same events. */
const byBall = (a: BallPlacement, b: BallPlacement) =>
  a.ball === 'cue' ? -1 : b.ball === 'cue' ? 1 : (a.ball as number) - (b.ball as number);

export function layoutOf(balls: Readonly<Record<string, readonly [number, number]>>): BallPlacement[] {
  return Object.entries(balls)
    .map(([k, at]) => ({ ball: ballId(k), at: [at[0], at[1]] as Vec2 }))
    .sort(byBall);
}

/** The shot simulated again in the browser, by the same engine that ruled it at build time. */
export function sceneReplay(scene: ShotScene): Replay | null {
  const [speed, heading, side, height] = scene.shot;
  const out = playShot(SPEC, layoutOf(scene.balls), { speed, heading, side, height });
  return out.ok ? out.replay : null;
}

/** An authored question's schematic as a replay: its events one after another, straight lines between. */
export function schematicReplay(s: Schematic): ReplayView {
  const goneAt = new Map<BallId, number>();
  const timeline = s.events.map(({ event, balls }, index) => {
    const t = (index + 1) * SCHEMATIC_STEP;
    if ((event.type === 'pocket' || event.type === 'off-table') && !goneAt.has(event.ball)) goneAt.set(event.ball, t);
    return { index, t, event: { ...event, t } as Replay['events'][number], balls };
  });
  return {
    duration: s.events.length * SCHEMATIC_STEP,
    timeline,
    goneAt,
    positionsAt: (t) => schematicAt(s, t),
  };
}

/**
 * The replay cut at the cue ball's first contact (the rest of the shot is not shown yet). The stored
 * time is rounded to 0.1 ms: the cut is at the replay's own contact event nearest to it.
 */
export function cutReplay(r: Replay, contact: number): Replay {
  const hit = r.timeline.find(
    (e) => e.event.type === 'hit' && e.event.ball === 'cue' && Math.abs(e.t - contact) < 1e-3,
  );
  const end = Math.min(hit?.t ?? contact, r.duration);
  return { ...r, duration: end, timeline: r.timeline.filter((e) => e.t <= end + 1e-9) };
}

/** One frame at 60 Hz, s. */
const FIRST_FRAME = 1 / 60;

interface Clock {
  t: number;
  playing: boolean;
  rate: number;
}

/** Play, pause, speed, seek and step over a replay (the sandbox's replay semantics). */
function useClock(replay: ReplayView | null) {
  const [c, setC] = useState<Clock>({ t: 0, playing: false, rate: 1 });
  const end = replay?.duration ?? 0;
  useEffect(() => {
    if (!c.playing || !replay) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (reduced) {
      const id = window.setInterval(
        () =>
          setC((x) => {
            if (!x.playing) return x;
            const t = nextEventTime(replay, x.t);
            return { ...x, t, playing: t < end };
          }),
        900,
      );
      return () => window.clearInterval(id);
    }
    let last = performance.now();
    let raf = requestAnimationFrame(function frame(now) {
      const dt = Math.min(0.1, (now - last) / 1000);
      last = now;
      setC((x) => {
        // a frame already asked for when the learner paused or reset: it moves nothing
        if (!x.playing) return x;
        const t = Math.min(end, x.t + dt * x.rate);
        return { ...x, t, playing: t < end };
      });
      raf = requestAnimationFrame(frame);
    });
    return () => cancelAnimationFrame(raf);
  }, [c.playing, replay, end]);
  // a shorter replay (the cut one) or a longer one (after the answer): keep the time inside it
  useEffect(() => setC((x) => (x.t > end ? { ...x, t: end, playing: false } : x)), [end]);
  return {
    ...c,
    // the first frame is drawn with the click's own render: the balls move at the next paint
    play: () =>
      setC((x) => {
        const from = x.t >= end ? 0 : x.t;
        return { ...x, playing: true, t: Math.min(end, from + FIRST_FRAME * x.rate) };
      }),
    pause: () => setC((x) => ({ ...x, playing: false })),
    rateTo: (rate: number) => setC((x) => ({ ...x, rate })),
    seek: (t: number) => setC((x) => ({ ...x, playing: false, t: Math.max(0, Math.min(end, t)) })),
    next: () => replay && setC((x) => ({ ...x, playing: false, t: nextEventTime(replay, x.t) })),
    prev: () => replay && setC((x) => ({ ...x, playing: false, t: prevEventTime(replay, x.t) })),
    reset: () => setC((x) => ({ ...x, playing: false, t: 0 })),
  };
}

function Points(p: {
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
function Lag({ lanes, portrait }: { lanes: readonly LagLane[]; portrait: boolean }) {
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

/** The caption of a schematic: what it plays. */
const SCHEMATIC_CAPTION = {
  asked: 'quiz.table.captionSchematic',
  before: 'quiz.table.captionSchematicBefore',
  position: 'quiz.table.captionSchematicStill',
  lag: 'quiz.table.captionSchematicLag',
} as const;

export default function QuizTable({ lang, t, item, uid, answered, selected, onPick }: QuizTableProps) {
  const ts = tableStrings(lang);
  // an authored question a generated shot plays the same way shows that shot, not a schematic
  const same = hasScene(item) ? null : (item.sameShot ?? null);
  const scene = hasScene(item) ? item.scene : (same?.scene ?? null);
  const full = useMemo(() => (scene ? sceneReplay(scene) : null), [scene]);
  const schematic = useMemo(() => (scene ? null : schematicOf(item, rackOf)), [scene, item]);
  const lanes = useMemo(() => (scene ? [] : lagSchematic(item)), [scene, item]);
  const role = lanes.length > 0 ? 'lag' : schematic ? (schematicRole(item) ?? 'asked') : null;
  // the authored text tells the whole shot: nothing is held back
  const cut = !same && scene?.contact != null && !answered;
  const replay: ReplayView | null = useMemo(
    () =>
      full && cut
        ? cutReplay(full, scene?.contact ?? 0)
        : (full ?? (schematic && schematic.events.length > 0 ? schematicReplay(schematic) : null)),
    [full, cut, scene, schematic],
  );
  const clock = useClock(replay);
  const portrait = usePortrait();
  const [trails, setTrails] = useState(false);
  const [live, setLive] = useState('');
  const still = useMemo(
    () => (schematic ? schematicAt(schematic, 0) : layoutOf(scene ? scene.balls : item.positions)),
    [scene, item, schematic],
  );
  // "open on the table" for an authored question: the generated shot it plays the same way, else its position as drawn
  const open = useMemo(() => {
    if (hasScene(item)) return null;
    if (same) return { href: sandboxHref(lang, { ...item, scene: same.scene }), hint: 'quiz.table.openHint' as const };
    const href = lanes.length > 0 ? null : positionHref(lang, item, still);
    return href ? { href, hint: 'quiz.table.openPosition' as const } : null;
  }, [lang, item, same, lanes, still]);
  const balls = replay ? replay.positionsAt(clock.t) : still;
  const current = replay ? currentEntry(replay.timeline, clock.t) : -1;
  const entry = replay && current >= 0 ? replay.timeline[current] : undefined;
  useEffect(() => {
    if (entry) setLive(ts.atTime(eventSentence(ts, entry.event), entry.t));
  }, [entry?.index]);
  const frame = useMemo(() => frameOf(SPEC), []);
  const paths = useMemo(() => (replay && trails ? samplePaths(replay) : null), [replay, trails]);
  const description = useMemo(
    () =>
      lanes.length > 0
        ? `${tr(t, 'quiz.table.schematic')}. ${lanes
            .map((l) => tr(t, 'quiz.table.lagBall', { p: l.player, d: Math.round(l.final[0] * 100) }))
            .join(' ')}`
        : `${schematic ? `${tr(t, 'quiz.table.schematic')}. ` : ''}${layoutText(ts, SPEC, still)}`,
    [ts, still, schematic, lanes, t],
  );
  const choices = item.placeChoices.some((c) => c.kind === 'point') ? item.placeChoices : [];
  return (
    <section
      class="qz-table pt-sandbox pt-sandbox--embedded not-content"
      aria-label={tr(t, 'quiz.diagram')}
      data-testid="question-table"
      data-replay={replay ? 'yes' : 'no'}
      data-schematic={role ? 'yes' : undefined}
      data-schematic-of={role ?? undefined}
      data-same-shot={same ? same.id : undefined}
    >
      {same ? (
        <p class="qz-schematic" data-testid="same-shot">
          {tr(t, 'quiz.table.sameShot')}
        </p>
      ) : null}
      {role ? (
        <p class="qz-schematic" data-testid="schematic">
          <strong>{tr(t, 'quiz.table.schematic')}.</strong> {tr(t, SCHEMATIC_CAPTION[role])}
        </p>
      ) : null}
      <Dock enabled={portrait}>
        {(docked) => (
          <TableSvg
            spec={SPEC}
            balls={balls}
            t={ts}
            idPrefix={`${uid}-table`}
            title={role ? `${tr(t, 'quiz.table.schematic')}: ${tr(t, 'quiz.diagram')}` : tr(t, 'quiz.diagram')}
            description={description}
            where={() => ''}
            interactive={false}
            mode="place"
            selected={null}
            highlight={entry ? entry.balls : []}
            portrait={portrait && !docked}
            overlay={paths ? trailNodes(frame, paths, clock.t) : []}
            underlay={[]}
            kitchen={null}
            onDrag={() => {}}
            onDrop={() => {}}
            onPlace={() => {}}
            onAim={() => {}}
            onKey={() => {}}
            onSelect={() => {}}
          >
            {choices.length > 0 ? (
              <Points choices={choices} selected={selected} onPick={onPick} portrait={portrait && !docked} />
            ) : null}
            {lanes.length > 0 ? <Lag lanes={lanes} portrait={portrait && !docked} /> : null}
          </TableSvg>
        )}
      </Dock>
      {replay ? (
        <ReplayControls
          t={ts}
          replay={replay}
          time={clock.t}
          playing={clock.playing}
          rate={clock.rate}
          onPlay={clock.play}
          onPause={clock.pause}
          onRate={clock.rateTo}
          onSeek={clock.seek}
          onPrev={clock.prev}
          onNext={clock.next}
          onReset={clock.reset}
          trails={trails}
          onTrails={setTrails}
          rateName={`${uid}-rate`}
        />
      ) : null}
      <p class="qz-table-caption">
        {tr(
          t,
          replay && !schematic
            ? 'quiz.table.captionShot'
            : portrait
              ? 'quiz.table.captionUpright'
              : 'quiz.table.caption',
        )}
      </p>
      {replay ? <ReplayEvents t={ts} replay={replay} time={clock.t} onSeek={clock.seek} /> : null}
      {cut ? (
        <p class="qz-hint" data-testid="replay-cut">
          {tr(t, 'quiz.scenario.hidden')}
        </p>
      ) : null}
      {scene && answered && hasScene(item) ? (
        <p class="qz-open-table">
          <a href={sandboxHref(lang, item)} data-testid="open-on-table">
            {tr(t, 'quiz.table.open')}
          </a>{' '}
          <span class="qz-hint">({tr(t, 'quiz.table.openHint')})</span>
        </p>
      ) : null}
      {answered && open ? (
        <p class="qz-open-table">
          <a href={open.href} data-testid="open-on-table">
            {tr(t, 'quiz.table.open')}
          </a>{' '}
          <span class="qz-hint">({tr(t, open.hint)})</span>
        </p>
      ) : null}
      <p class="sr-only" aria-live="polite">
        {live}
      </p>
    </section>
  );
}
