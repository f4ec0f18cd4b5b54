/**
 * A schematic table for an authored question without positions: every ball its shots and its set-up name,
 * at made-up places (the cue ball near the head string, the object balls in the foot half, in the order
 * the shots name them; a break's balls racked on the foot spot), and the shots' events as a schematic
 * replay: each event moves its ball in a straight line to where that event happens (a hit: touching the
 * ball it hits; a cushion: the nearest point of that cushion; a pocket: into it), one event after
 * another, in order. The shots are the asked one when it has events; for a choice, an announcement or
 * a shot that touches nothing, the shots before it, which end in the position the question is about;
 * with no shot at all, the set-up's balls stand still. A lag draws both lag balls, their paths and the
 * head and foot cushions (lagSchematic). Nothing here is physics: the table labels it "schematic".
 */
import type { Vec2 } from '../../core/geometry/index.ts';
import type { ItemStep } from '../../core/quiz/types.ts';
import type { BallId, GameId, RailId, ShotEvent } from '../../core/vocabulary/index.ts';
import type { ClientItem } from '../../quiz/payload.ts';

/** The 9-ft table of the quiz (m) and a ball's radius. */
const L = 2.54;
const W = 1.27;
const R = 0.028575;
/** Seconds of schematic replay per event. */
export const SCHEMATIC_STEP = 0.6;

type ShotStep = Extract<ItemStep, { kind: 'shot' }>;

const CUE_AT: Vec2 = [0.5, 0.45];
/** Object balls' places, in the order the shot names them: spread over the foot half, never touching. */
const SLOTS: readonly Vec2[] = [
  [1.55, 0.6],
  [1.95, 0.85],
  [1.95, 0.35],
  [2.25, 0.62],
  [1.7, 1.02],
  [1.7, 0.22],
  [2.3, 1.05],
  [2.3, 0.2],
  [1.3, 0.95],
  [1.3, 0.3],
  [2.05, 0.6],
  [1.45, 0.78],
  [2.15, 0.95],
  [2.15, 0.3],
  [1.8, 0.62],
];

const POCKETS: Record<string, Vec2> = {
  'head-right': [0, 0],
  'head-left': [0, W],
  'side-right': [L / 2, 0],
  'side-left': [L / 2, W],
  'foot-right': [L, 0],
  'foot-left': [L, W],
};

/** Each cushion as a segment of the line a ball's centre touches it on. */
const RAILS: Record<RailId, readonly [Vec2, Vec2]> = {
  head: [
    [R, 0.1],
    [R, W - 0.1],
  ],
  foot: [
    [L - R, 0.1],
    [L - R, W - 0.1],
  ],
  'right-head': [
    [0.1, R],
    [L / 2 - 0.1, R],
  ],
  'right-foot': [
    [L / 2 + 0.1, R],
    [L - 0.1, R],
  ],
  'left-head': [
    [0.1, W - R],
    [L / 2 - 0.1, W - R],
  ],
  'left-foot': [
    [L / 2 + 0.1, W - R],
    [L - 0.1, W - R],
  ],
};

const dist = (a: Vec2, b: Vec2) => Math.hypot(a[0] - b[0], a[1] - b[1]);

function nearestOn([a, b]: readonly [Vec2, Vec2], p: Vec2): Vec2 {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const k = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy)));
  return [a[0] + k * dx, a[1] + k * dy];
}

function nearest(points: readonly Vec2[], p: Vec2): Vec2 {
  return points.reduce((best, q) => (dist(q, p) < dist(best, p) ? q : best), points[0] as Vec2);
}

/** What the schematic plays: the question's own shot, the shots leading to its position, or none (a still position). */
export type SchematicRole = 'asked' | 'before' | 'position';

const isShot = (s: ItemStep): s is ShotStep => s.kind === 'shot';

/** The shots the schematic plays, and which they are. */
function shownShots(item: ClientItem): { shots: ShotStep[]; role: SchematicRole } {
  const a = item.asked;
  if (isShot(a) && a.events.length > 0) return { shots: [a], role: 'asked' };
  const before = item.before.filter(isShot);
  return before.length > 0 ? { shots: before, role: 'before' } : { shots: [], role: 'position' };
}

/** The shots start with the rack's break: no set-up, and the first shot is the first step (or said to be a break). */
function startsWithBreak(item: ClientItem, shots: readonly ShotStep[]): boolean {
  const first = shots[0];
  if (!first) return false;
  if (first.breakShot === true) return true;
  const firstStep = item.before[0] ?? item.asked;
  return (item.setup === null || item.setup === undefined) && firstStep === first;
}

function ballsOf(e: ShotEvent): BallId[] {
  switch (e.type) {
    case 'hit':
      return [e.ball, e.target];
    case 'split-hit':
      return [e.ball, ...e.targets];
    case 'rail':
    case 'pocket':
    case 'off-table':
    case 'cross-head-string':
    case 'settle':
      return [e.ball];
    default:
      return 'ball' in e && e.ball !== undefined ? [e.ball] : [];
  }
}

/** The question draws its own positions (or lettered points): no schematic. */
const hasOwnTable = (item: ClientItem): boolean =>
  Object.keys(item.positions).length > 0 || item.placeChoices.some((c) => c.kind === 'point');

/** The balls the question's shots and set-up name, in the order they name them (the cue ball first). */
export function schematicBalls(item: ClientItem): BallId[] {
  if (item.asked.kind === 'lag' || hasOwnTable(item)) return [];
  const { shots } = shownShots(item);
  const named: BallId[] = [];
  const add = (b: BallId) => {
    if (!named.includes(b)) named.push(b);
  };
  for (const shot of shots) {
    for (const e of shot.events) for (const b of ballsOf(e)) add(b);
    const call = shot.call as { kind?: string; ball?: BallId } | undefined;
    if (call?.kind === 'ball' && call.ball !== undefined) add(call.ball);
  }
  // the ball a choice names (the 8 to be spotted…), then the balls the set-up lists as on the table
  if (item.asked.kind === 'choose' && item.asked.ball !== undefined) add(item.asked.ball as BallId);
  for (const b of item.setup?.onTable ?? []) add(b as BallId);
  if (named.length === 0) return [];
  return ['cue' as BallId, ...named.filter((b) => b !== 'cue')];
}

/** The question gets a schematic table: its shots or set-up name balls, or it is a lag. */
export const hasSchematic = (item: ClientItem): boolean =>
  item.asked.kind === 'lag' ? !hasOwnTable(item) : schematicBalls(item).length > 0;

/** What the question's schematic plays (null: the question has none). */
export function schematicRole(item: ClientItem): SchematicRole | null {
  return schematicBalls(item).length > 0 ? shownShots(item).role : null;
}

/** A game's opening rack (the table module's, src/ui/table/rack.ts), passed in: this module stays small. */
export type RackOf = (game: GameId) => readonly { readonly ball: BallId; readonly at: Vec2 }[];

const apart = (p: Vec2, taken: Iterable<Vec2>): boolean => {
  for (const q of taken) if (dist(p, q) <= 2 * R + 0.002) return false;
  return true;
};

/**
 * A break's start: the game's rack with the ball the break hits first at its front (swapped with the
 * ball there), the balls the rack does not hold on free places of the foot half.
 */
function rackStart(balls: readonly BallId[], first: BallId | undefined, rack: ReturnType<RackOf>): Map<BallId, Vec2> {
  const at = new Map(rack.map((r) => [r.ball, r.at] as const));
  const front = rack[0];
  if (front && first !== undefined && first !== 'cue' && at.has(first) && first !== front.ball) {
    const was = at.get(first) as Vec2;
    at.set(first, front.at);
    at.set(front.ball, was);
  }
  const out = new Map<BallId, Vec2>([['cue', CUE_AT]]);
  for (const b of balls) if (b !== 'cue' && at.has(b)) out.set(b, at.get(b) as Vec2);
  let slot = 0;
  for (const b of balls) {
    if (out.has(b)) continue;
    while (slot < SLOTS.length && !apart(SLOTS[slot] as Vec2, [...at.values(), ...out.values()])) slot += 1;
    out.set(b, SLOTS[slot++ % SLOTS.length] as Vec2);
  }
  // the rest of the rack, as it stands before the break
  for (const [b, p] of at) if (!out.has(b)) out.set(b, p);
  return out;
}

/** The schematic events: the ones a referee watches (hits, cushions, pockets, the head string, off the table). */
const MOVES = new Set(['hit', 'split-hit', 'rail', 'pocket', 'cross-head-string', 'off-table']);

export interface Schematic {
  readonly start: ReadonlyMap<BallId, Vec2>;
  /** the events shown, each with the balls it concerns */
  readonly events: readonly { readonly event: ShotEvent; readonly balls: readonly BallId[] }[];
  /** positions after each event (frames[i] after events[i]; a ball that left the table is in its pocket) */
  readonly frames: readonly ReadonlyMap<BallId, Vec2>[];
  /** where the balls rest at the end (the pocketed ones are gone) */
  readonly end: ReadonlyMap<BallId, Vec2>;
}

/** Where an event takes its ball: touching the ball it hits, onto its cushion, into its pocket… */
function destination(e: ShotEvent, from: Vec2, now: ReadonlyMap<BallId, Vec2>): Vec2 {
  switch (e.type) {
    case 'hit':
    case 'split-hit': {
      const target = e.type === 'hit' ? e.target : e.targets[0];
      const tp = target === undefined ? undefined : now.get(target);
      if (!tp) return from;
      const d = dist(from, tp) || 1;
      const k = (d - 2 * R) / d;
      return [from[0] + (tp[0] - from[0]) * k, from[1] + (tp[1] - from[1]) * k];
    }
    case 'rail':
      return nearest(
        (e.rail ? [RAILS[e.rail]] : Object.values(RAILS)).map((seg) => nearestOn(seg, from)),
        from,
      );
    case 'pocket':
      return e.pocket ? (POCKETS[e.pocket] as Vec2) : nearest(Object.values(POCKETS), from);
    case 'cross-head-string':
      return [from[0] < L / 4 ? L / 4 + 0.12 : L / 4 - 0.12, from[1]];
    case 'off-table':
      return [from[0], from[1] < W / 2 ? -0.1 : W + 0.1];
    default:
      return from;
  }
}

/**
 * The schematic of an authored question, or null when its shots and set-up name no ball (or it has a
 * table already). A break that starts the question starts from the game's rack (`rackOf`), every
 * ball of it drawn: the balls named first, then the rest.
 */
export function schematicOf(item: ClientItem, rackOf?: RackOf): Schematic | null {
  const balls = schematicBalls(item);
  if (balls.length === 0) return null;
  const { shots } = shownShots(item);
  let start = new Map<BallId, Vec2>();
  const rack = rackOf && startsWithBreak(item, shots) ? rackOf(item.game) : [];
  if (rack.length > 0) {
    const hit = shots[0]?.events.find((e) => e.type === 'hit' && e.ball === 'cue');
    start = rackStart(balls, hit?.type === 'hit' ? hit.target : undefined, rack);
  } else {
    let slot = 0;
    for (const b of balls) start.set(b, b === 'cue' ? CUE_AT : (SLOTS[slot++ % SLOTS.length] as Vec2));
  }
  let now = new Map(start);
  const events: Schematic['events'][number][] = [];
  const frames: Map<BallId, Vec2>[] = [];
  for (const shot of shots) {
    // a cue ball that left the table on an earlier shot comes back in hand, behind the head string
    if (!now.has('cue') && shot.events.some((e) => ballsOf(e).includes('cue'))) now.set('cue', CUE_AT);
    for (const e of shot.events) {
      if (!MOVES.has(e.type)) continue;
      const b = (e as { ball: BallId }).ball;
      const from = now.get(b);
      if (!from) continue;
      const shown = new Map(now);
      shown.set(b, destination(e, from, now));
      events.push({ event: e, balls: ballsOf(e) });
      frames.push(shown);
      now = new Map(shown);
      // a ball that left the table is shown going there, then no more
      if (e.type === 'pocket' || e.type === 'off-table') now.delete(b);
    }
  }
  return { start, events, frames, end: now };
}

/** Positions at time t of the schematic replay (SCHEMATIC_STEP seconds per event, straight lines between). */
export function schematicAt(s: Schematic, t: number): { ball: BallId; at: Vec2 }[] {
  const k = Math.max(0, t / SCHEMATIC_STEP);
  if (k >= s.frames.length) return [...s.end].map(([ball, at]) => ({ ball, at }));
  const i = Math.floor(k);
  const f = k - i;
  const from = i === 0 ? s.start : (s.frames[i - 1] as ReadonlyMap<BallId, Vec2>);
  const to = s.frames[i] ?? from;
  const out: { ball: BallId; at: Vec2 }[] = [];
  for (const [ball, a] of from) {
    const b = to.get(ball);
    if (!b) continue;
    out.push({ ball, at: [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f] });
  }
  // a ball back on the table (a cue ball in hand after a scratch on an earlier shot)
  for (const [ball, b] of to) if (!from.has(ball)) out.push({ ball, at: b });
  return out;
}

/** One player's lag ball: where it starts, the points its path turns at (its cushions), where it stops. */
export interface LagLane {
  readonly player: string;
  readonly start: Vec2;
  readonly path: readonly Vec2[];
  readonly final: Vec2;
  readonly events: readonly ShotEvent[];
}

/**
 * A lag drawn schematically: each player's ball from behind the head string, on the half of the table
 * it is lagged on (the first player's on the half where the ball stops, the other's on the other half),
 * to each cushion it touches in turn, to where it stops (the question's own final positions).
 */
export function lagSchematic(item: ClientItem): LagLane[] {
  const a = item.asked;
  if (a.kind !== 'lag') return [];
  const entries = Object.entries(a.lag);
  const firstLeft = (entries[0]?.[1].final[1] ?? W) > W / 2;
  return entries.map(([player, lag], i) => {
    const left = i % 2 === 0 ? firstLeft : !firstLeft;
    const y = left ? W * 0.75 : W * 0.25;
    const start: Vec2 = [L / 4 - 0.1, y];
    const final: Vec2 = [lag.final[0], lag.final[1]];
    const path: Vec2[] = [start];
    let at = start;
    for (const e of lag.events) {
      if (e.type !== 'rail') continue;
      const seg = e.rail ? RAILS[e.rail] : RAILS.foot;
      // a long cushion is met half way back toward where the ball stops; an end cushion in the ball's lane
      const aim: Vec2 = e.rail === 'head' || e.rail === 'foot' || !e.rail ? [at[0], y] : [(at[0] + final[0]) / 2, y];
      at = nearestOn(seg, aim);
      path.push(at);
    }
    path.push(final);
    return { player, start, path, final, events: lag.events };
  });
}
