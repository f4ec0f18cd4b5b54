import type { Vec2 } from '../../core/geometry/index.ts';
import type { GameState, Situation } from '../../core/notation/index.ts';
import { RefereeDriver } from '../../core/rules/driver.ts';
import type { SupportedGame } from '../../core/rules/entry.ts';
import { type CallJson, callFromJson, type StepJson, stepFromJson } from '../../core/rules/from-json.ts';
import type { Placement, RefereeDoc, Ruling, ShotDeclaration, Step } from '../../core/rules/shared.ts';
import { RefereeInputError } from '../../core/rules/shared.ts';
import { spotBalls, tableLines, toList } from '../../core/rules/spots.ts';
import { type StateFacts, stateFacts } from '../../core/rules/state-facts.ts';
import type { TableSpec } from '../../core/table/index.ts';
import { standardTable, WPA_BALL } from '../../core/table/index.ts';
import type { BallId, GameId, ObjectBall, ShotEvent } from '../../core/vocabulary/index.ts';
import type { GameStep, TableGame } from './game.ts';
import { addedEvents } from './game.ts';
import type { Layout } from './placement.ts';
import { moveBall, quantize, refusal } from './placement.ts';
import { playShot } from './play.ts';
import { rackLayout } from './rack.ts';
import { declaredShot, refereeEvents, refereeSetup } from './referee.ts';
import type { Replay } from './replay.ts';

/**
 * A table game played through its referee machine (the machine's driver, loaded with the game's
 * rules, not with the page): for each step the replay of its shot, its ruling, and the position
 * after it.
 */

export interface StepOutcome {
  readonly index: number;
  readonly step: GameStep;
  /** who played or said it */
  readonly by: string;
  /** the position the step started from (with the cue ball in hand where it was placed) */
  readonly before: Layout;
  readonly replay: Replay | null;
  /** the events the referee read: the physics log and the added facts */
  readonly events: readonly ShotEvent[];
  readonly ruling: Ruling;
  /** the ruling of an option taken by default before the shot (the first one offered), if any */
  readonly implicit: Ruling | null;
  /** where the balls stopped (gone balls left out), before the ruling moved any */
  readonly rest: Layout;
  /** the position after the ruling: the next step starts here */
  readonly after: Layout;
  /** the game's state after the step */
  readonly facts: StateFacts;
}

export interface GameRun {
  readonly startFacts: StateFacts;
  readonly outcomes: readonly StepOutcome[];
  /** the whole log the driver ruled: the setup and every step */
  readonly doc: RefereeDoc;
  /** the position now, and the state now */
  readonly layout: Layout;
  readonly facts: StateFacts;
  /** the first step that could not be played (the steps before it stand), and why */
  readonly error: { readonly step: number; readonly reason: string } | null;
}

const keyOf = (b: BallId): string => (b === 'cue' ? 'cue' : String(b));

/** The first free place near `home`, spiralling out (null when there is none). */
function freePlace(
  spec: TableSpec,
  layout: Layout,
  ball: BallId,
  home: Vec2,
  inside?: (p: Vec2) => boolean,
): Vec2 | null {
  const r = WPA_BALL.radius;
  for (let k = 0; k < 400; k++) {
    const d = k === 0 ? 0 : 2.2 * r * Math.sqrt(k);
    const a = k * 2.39996;
    const at = quantize([home[0] + d * Math.cos(a), home[1] + d * Math.sin(a)]);
    if ((!inside || inside(at)) && !refusal(spec, layout, ball, at)) return at;
  }
  return null;
}

const sameLayout = (a: Layout, b: Layout): boolean =>
  a === b ||
  (a.length === b.length &&
    a.every((x, i) => x.ball === b[i]?.ball && x.at[0] === b[i]?.at[0] && x.at[1] === b[i]?.at[1]));

const without = (layout: Layout, balls: ReadonlySet<BallId>): Layout => layout.filter((b) => !balls.has(b.ball));

/** Puts `ball` at `at`, or the nearest free place to it. */
function putNear(spec: TableSpec, layout: Layout, ball: BallId, at: Vec2, inside?: (p: Vec2) => boolean): Layout {
  const rest = without(layout, new Set([ball]));
  const p = freePlace(spec, rest, ball, at, inside);
  return p ? [...rest, { ball, at: p }] : rest;
}

function namedPlace(spec: TableSpec, where: Placement): Vec2 | null {
  if (Array.isArray(where)) return [where[0], where[1]];
  const L = spec.length;
  const W = spec.width;
  switch (where) {
    case 'head-spot':
      return [L / 4, W / 2];
    case 'centre-spot':
      return [L / 2, W / 2];
    case 'foot-spot':
      return [(3 * L) / 4, W / 2];
    case 'in-hand-kitchen':
      return [L / 8, W / 2];
    default:
      return null;
  }
}

/**
 * The position after a ruling: the balls where they stopped, then put back (`restore`), re-racked
 * (`rerack`), placed (`placed`), spotted (`spotted`), and the cue ball put where the next shot
 * can start (in the kitchen, on a spot, or back on the table when it is in hand).
 */
function layoutAfter(
  spec: TableSpec,
  game: GameId,
  before: Layout,
  rest: Layout,
  ruling: Ruling,
  onTable: readonly ObjectBall[],
): Layout {
  let out: Layout = ruling.restore ? before : rest;
  const here = new Set(out.map((b) => b.ball));
  if (ruling.rerack && !ruling.result) {
    // A fresh rack of the balls in play: all of them, or (14.1) those off the table while one stays.
    const staying = onTable.filter((b) => here.has(b));
    const racked = new Set<BallId>(staying.length > 1 ? onTable : onTable.filter((b) => !here.has(b)));
    const rack = rackLayout(game, spec).filter((b) => racked.has(b.ball));
    out = [...without(out, racked), ...rack.map((b) => ({ ball: b.ball, at: b.at }))];
    // a staying ball in the rack's way goes where the ruling places it (below)
  }
  for (const [k, where] of Object.entries(ruling.placed ?? {})) {
    const ball: BallId = k === 'cue' ? 'cue' : (Number(k) as ObjectBall);
    const at = namedPlace(spec, where);
    if (at)
      out = putNear(spec, out, ball, at, ball === 'cue' && where === 'in-hand-kitchen' ? inKitchen(spec) : undefined);
  }
  const placed = new Set(Object.keys(ruling.placed ?? {}));
  const toSpot = ruling.spotted.filter((b) => !placed.has(keyOf(b)));
  if (toSpot.length) {
    const others = without(out, new Set(toSpot)).map((b) => ({ p: b.at, isCue: b.ball === 'cue' }));
    for (const s of spotBalls(tableLines(spec), toSpot, others)) out = putNear(spec, out, s.ball, [s.p[0], s.p[1]]);
  }
  // object balls the referee no longer counts on the table leave it (a ball pocketed and not spotted)
  const counted = new Set<BallId>(onTable);
  out = out.filter((b) => b.ball === 'cue' || counted.has(b.ball));
  if (ruling.result) return out;
  const cue = out.find((b) => b.ball === 'cue');
  switch (ruling.cueBall) {
    case 'in-hand-kitchen':
      if (!cue || !inKitchen(spec)(cue.at))
        out = putNear(spec, out, 'cue', [spec.length / 8, spec.width / 2], inKitchen(spec));
      break;
    case 'head-spot':
      out = putNear(spec, out, 'cue', [spec.length / 4, spec.width / 2]);
      break;
    case 'centre-spot':
      out = putNear(spec, out, 'cue', [spec.length / 2, spec.width / 2]);
      break;
    default:
      if (!cue) out = putNear(spec, out, 'cue', [spec.length / 4, spec.width / 2]);
  }
  return out;
}

/** Behind the head string, by more than a ball's radius (3.10: the ball's base decides). */
const inKitchen =
  (spec: TableSpec) =>
  (p: Vec2): boolean =>
    p[0] < spec.length / 4 - WPA_BALL.radius;

const message = (e: unknown): string =>
  e instanceof RefereeInputError ? e.message : e instanceof Error ? e.message : String(e);

/** Who plays the next shot: the shooter, or the chooser when a choice is open (its first option is taken). */
const shooterOf = (f: StateFacts): string | null => f.shooter ?? f.choice?.chooser ?? null;

/**
 * Plays the record through the game's machine. Replays are computed once per shot step and kept
 * in `replays` (the same step object played from the same position gives the same replay).
 */
export function runGame(
  g: TableGame,
  entry: SupportedGame,
  replays: WeakMap<GameStep, { from: Layout; out: ReturnType<typeof playShot> }> = new WeakMap(),
): GameRun {
  const spec = standardTable(g.table);
  const firstShot = g.steps[0]?.kind === 'shot' ? g.steps[0] : null;
  const setupSituation: Situation = {
    ...g.start.situation,
    ...(firstShot?.declare.pushOut ? { pushOut: true as const } : {}),
  };
  const state = g.start.state ?? {};
  const base = refereeSetup(g.game, setupSituation, g.start.balls, g.table, g.edition, state);
  // the steps played before the position (a question's earlier steps): the game's state, not steps of the table
  const prelude = (state.before ?? []).map((s) => stepFromJson(s as unknown as StepJson));
  const steps: Step[] = [...prelude];
  const outcomes: StepOutcome[] = [];
  let layout = g.start.balls;
  let driver: RefereeDriver;
  try {
    driver = new RefereeDriver(base, entry);
  } catch (e) {
    const facts = emptyFacts();
    return { startFacts: facts, outcomes, doc: base, layout, facts, error: { step: -1, reason: message(e) } };
  }
  try {
    for (const [i, step] of prelude.entries()) driver.step(step, i);
  } catch (e) {
    driver.stop();
    const facts = emptyFacts();
    return { startFacts: facts, outcomes, doc: base, layout, facts, error: { step: -1, reason: message(e) } };
  }
  const startFacts = stateFacts(driver.snapshot);
  let facts = startFacts;
  let error: GameRun['error'] = null;
  try {
    for (const [i, step] of g.steps.entries()) {
      try {
        const out = playStep(spec, g, driver, step, i, layout, facts, replays, prelude.length);
        steps.push(out.logged);
        outcomes.push(out.outcome);
        layout = out.outcome.after;
        facts = out.outcome.facts;
      } catch (e) {
        error = { step: i, reason: message(e) };
        break;
      }
    }
  } finally {
    driver.stop();
  }
  return { startFacts, outcomes, doc: { ...base, steps }, layout, facts, error };
}

/** The first shot's declarations and facts beyond the situation (a question's side pocket, stroke, call, recorded fouls). */
function firstShotExtras(shot: ShotDeclaration, extra: NonNullable<GameState['shot']>): ShotDeclaration {
  const call = callFromJson(extra.call as CallJson | readonly CallJson[] | undefined);
  const events = ((extra.events ?? []) as unknown as ShotEvent[]).map((e) => ({ ...e }));
  return {
    ...shot,
    ...(call ? { call } : {}),
    ...(extra.sidePocket ? { sidePocket: extra.sidePocket as ShotDeclaration['sidePocket'] } : {}),
    ...(extra.stroke ? { stroke: extra.stroke as ShotDeclaration['stroke'] } : {}),
    events: [...events, ...shot.events],
  };
}

function playStep(
  spec: TableSpec,
  g: TableGame,
  driver: RefereeDriver,
  step: GameStep,
  i: number,
  layout: Layout,
  facts: StateFacts,
  replays: WeakMap<GameStep, { from: Layout; out: ReturnType<typeof playShot> }>,
  offset = 0,
): { logged: Step; outcome: StepOutcome } {
  if (facts.result) throw new RefereeInputError(`steps[${i}]`, 'the game is over');
  if (step.kind !== 'shot') {
    const logged: Step =
      step.kind === 'choose'
        ? { kind: 'choose', by: step.by, option: step.option, ...(step.ball !== undefined ? { ball: step.ball } : {}) }
        : { kind: 'announce', by: step.by, what: step.what };
    const ruling = driver.step(logged, offset + i);
    const next = stateFacts(driver.snapshot);
    const onTable = toList(driver.context.onTable);
    const after = layoutAfter(spec, g.game, layout, layout, ruling, onTable);
    return {
      logged,
      outcome: {
        index: i,
        step,
        by: step.by,
        before: layout,
        replay: null,
        events: [],
        ruling,
        implicit: null,
        rest: layout,
        after,
        facts: next,
      },
    };
  }
  const by = shooterOf(facts);
  if (by === null) throw new RefereeInputError(`steps[${i}]`, 'nobody is to shoot');
  let before = layout;
  if (step.cueAt) {
    const why = refusal(spec, without(layout, new Set(['cue'])), 'cue', step.cueAt);
    if (why) throw new RefereeInputError(`steps[${i}].cueAt`, `the cue ball cannot be placed there (${why.kind})`);
    before = layout.some((b) => b.ball === 'cue')
      ? moveBall(layout, 'cue', step.cueAt)
      : [...layout, { ball: 'cue', at: step.cueAt }];
  }
  const cached = replays.get(step);
  const played = cached && sameLayout(cached.from, before) ? cached.out : playShot(spec, before, step.shot);
  replays.set(step, { from: before, out: played });
  if (!played.ok) throw new RefereeInputError(`steps[${i}].shot`, `${played.path}: ${played.message}`);
  const replay = played.replay;
  const other = driver.context.players.find((p) => p !== by) ?? by;
  const events = [...refereeEvents(replay.events, {}), ...addedEvents(step.added, other)];
  const jumped = new Set(step.added.flatMap((a) => (a.kind === 'off-table' ? [a.ball] : [])));
  const rest = without(replay.positionsAt(replay.duration), jumped).map((b) => ({ ball: b.ball, at: quantize(b.at) }));
  const declared = declaredShot(by, step.declare, events);
  const extra = i === 0 ? g.start.state?.shot : undefined;
  const shot: ShotDeclaration = extra ? firstShotExtras(declared, extra) : declared;
  const cue = before.find((b) => b.ball === 'cue');
  if (facts.placing !== null && cue) shot.cueBallAt = cue.at;
  shot.positions = Object.fromEntries(rest.map((b) => [keyOf(b.ball), b.at])) as ShotDeclaration['positions'];
  const logged: Step = { kind: 'shot', shot };
  const ruling = driver.step(logged, offset + i);
  const implicit = driver.implicitRuling;
  const next = stateFacts(driver.snapshot);
  const after = layoutAfter(spec, g.game, before, rest, ruling, toList(driver.context.onTable));
  return {
    logged,
    outcome: { index: i, step, by, before, replay, events, ruling, implicit, rest, after, facts: next },
  };
}

function emptyFacts(): StateFacts {
  return {
    state: 'none',
    shooter: null,
    breakDue: false,
    sides: [],
    groups: null,
    ballOn: null,
    pushOutAvailable: false,
    cueBall: 'in-place',
    placing: null,
    choice: null,
    result: null,
  };
}
