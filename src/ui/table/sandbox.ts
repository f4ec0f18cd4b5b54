import { assign, fromPromise, setup } from 'xstate';
import type { Vec2 } from '../../core/geometry/index.ts';
import type { GameState, Scenario, Situation } from '../../core/notation/index.ts';
import { onGrid } from '../../core/notation/index.ts';
// the tip's limit alone, not the barrel: the engine itself loads when a shot is played (physics.ts)
import { isMiscue } from '../../core/physics/cue.ts';
import { PARAMS } from '../../core/physics/params.ts';
import type { TableSize, TableSpec } from '../../core/table/index.ts';
import { standardTable } from '../../core/table/index.ts';
import type { BallId, GameId } from '../../core/vocabulary/index.ts';
import type { AimTarget } from './aim.ts';
import { aimTargetOf, headingForTarget, headingToward } from './aim.ts';
import type { AddedFact, GameStep, TableGame } from './game.ts';
import { declarationsOf, newGame, withStep } from './game.ts';
import type { History } from './history.ts';
import { historyOf, push, redo, undo } from './history.ts';
import { loadPhysics, physicsNow } from './physics.ts';
import type { Layout, NudgeSize, Orientation, Refusal } from './placement.ts';
import { addBall, moveBall, nudge, refusal, removeBall, slideTo, snap } from './placement.ts';
import { rackLayout } from './rack.ts';
import type { Replay, ShotParams } from './replay.ts';
import { nextEventTime, prevEventTime } from './replay.ts';

/**
 * The sandbox's view state as a machine: `editing` (set up balls, aim) and `replay` (playing or
 * paused). It draws nothing and judges nothing: the island renders its context and asks the
 * referee adapter for the ruling. Messages are tagged values; the island puts them into words.
 */

export type Message =
  | { kind: 'refused'; ball: BallId; why: Refusal }
  | { kind: 'no-room'; ball: BallId }
  | { kind: 'miscue' }
  | { kind: 'no-cue' }
  | { kind: 'cannot-shoot'; detail: string }
  /** in a game under way the balls lie where they stopped: only the cue ball in hand may be placed */
  | { kind: 'in-game'; ball: BallId };

export interface SandboxContext {
  readonly table: TableSize;
  readonly spec: TableSpec;
  readonly history: History<Layout>;
  /** A ball being dragged, where it is shown (not yet in the history). */
  readonly drag: { readonly ball: BallId; readonly at: Vec2 } | null;
  readonly selected: BallId | null;
  readonly mode: 'place' | 'aim';
  readonly shot: ShotParams;
  /** The object ball aimed at (the aim follows it when the cue ball moves); null: a plain angle. */
  readonly aimAt: AimTarget | null;
  readonly game: GameId | null;
  readonly situation: Situation;
  /** the game's state beyond the situation, from a question's link (v3); null: none, or another game chosen */
  readonly state: GameState | null;
  readonly question: string | undefined;
  readonly message: Message | null;
  readonly replay: Replay | null;
  /** Layout the replayed shot started from. */
  readonly before: Layout | null;
  readonly t: number;
  readonly rate: number;
  /**
   * The game played on this table (null: no game yet, or a one-shot sandbox without a game): its
   * start and every step. A shot played with a game chosen becomes its next step.
   */
  readonly record: TableGame | null;
  /** steps undone, the next one first (redo puts them back) */
  readonly undone: readonly GameStep[];
  /** facts added by hand to the next shot, beyond the situation's non-ball fouls */
  readonly added: readonly AddedFact[];
  /** a past step shown (its replay, or the position after it); null: the game as it stands */
  readonly viewing: number | null;
}

/** The position a game step left, and the situation the next shot starts in (from the referee). */
export interface GamePosition {
  readonly layout: Layout;
  readonly situation: Situation;
}

export type SandboxEvent =
  | { type: 'ball.select'; ball: BallId | null }
  | { type: 'ball.drag'; ball: BallId; at: Vec2 }
  | { type: 'ball.drop' }
  | { type: 'ball.nudge'; ball: BallId; key: string; size: NudgeSize; orientation?: Orientation }
  /** A tap on the cloth with a ball selected: the ball goes there (snapped, or refused with the reason). */
  | { type: 'ball.place'; ball: BallId; at: Vec2 }
  | { type: 'ball.add'; ball: BallId }
  | { type: 'ball.remove'; ball: BallId }
  | { type: 'layout.rack'; game: GameId | null }
  | { type: 'history.undo' }
  | { type: 'history.redo' }
  | { type: 'mode.set'; mode: 'place' | 'aim' }
  | { type: 'aim.heading'; heading: number }
  | { type: 'aim.toward'; at: Vec2 }
  | { type: 'shot.speed'; speed: number }
  | { type: 'shot.tip'; side: number; height: number }
  | { type: 'game.set'; game: GameId | null }
  | { type: 'situation.set'; situation: Situation }
  | { type: 'shot.fire' }
  | { type: 'replay.tick'; dt: number }
  | { type: 'replay.play' }
  | { type: 'replay.pause' }
  | { type: 'replay.rate'; rate: number }
  | { type: 'replay.seek'; t: number }
  | { type: 'replay.next' }
  /** Reduced motion: playing moves from event to event. */
  | { type: 'replay.jump' }
  | { type: 'replay.prev' }
  | { type: 'replay.reset' }
  | { type: 'scenario.load'; scenario: Scenario }
  /** A game loaded whole (a shared game): its record, the position now, and the last shot's replay. */
  | { type: 'game.load'; scenario: Scenario; record: TableGame; at: GamePosition }
  /** The game goes on from where the balls stopped (after the shot just replayed). */
  | { type: 'game.position'; at: GamePosition }
  /** A step with no stroke (a choice, an announcement), and the position after it. */
  | { type: 'game.step'; step: GameStep; at: GamePosition }
  /** The last step taken back (or put back), and the position after the steps left. */
  | { type: 'game.undo'; at: GamePosition }
  | { type: 'game.redo'; at: GamePosition }
  /** A past step shown: the replay of its shot from where it started, or the position after it. */
  | { type: 'game.view'; index: number; replay: Replay | null; before: Layout }
  | { type: 'added.set'; added: readonly AddedFact[] };

const DEFAULT_SHOT: ShotParams = { heading: 0, speed: 2, side: 0, height: 0 };

export function contextFrom(x: Scenario): SandboxContext {
  const spec = standardTable(x.table);
  return {
    table: x.table,
    spec,
    history: historyOf(x.balls.map(([ball, at]) => ({ ball, at }))),
    drag: null,
    selected: null,
    mode: 'place',
    shot: x.shot ?? DEFAULT_SHOT,
    aimAt: null,
    game: x.game ?? null,
    situation: x.situation ?? { shooter: 'A' },
    state: x.state ?? null,
    question: x.question,
    message: null,
    replay: null,
    before: null,
    t: 0,
    rate: 1,
    record: null,
    undone: [],
    added: [],
    viewing: null,
  };
}

/** A game is played (and its shots become steps) when one is chosen; the lag is not played on the table. */
export const playsGame = (c: Pick<SandboxContext, 'game'>): boolean => c.game !== null && c.game !== 'lag';

/** A game under way: the balls stay where they stopped; only the cue ball in hand may be placed. */
export const underWay = (c: Pick<SandboxContext, 'record'>): boolean => (c.record?.steps.length ?? 0) > 0;

const movable = (c: SandboxContext, ball: BallId): boolean =>
  !underWay(c) || (ball === 'cue' && c.situation.cueBall !== undefined);

/** The facts added to the next shot: the situation's non-ball fouls and the others added by hand. */
const addedFacts = (c: Pick<SandboxContext, 'situation' | 'added'>): AddedFact[] => [
  ...(c.situation.nonBall ?? []).map((foul): AddedFact => ({ kind: 'foul', foul })),
  ...c.added,
];

/** Back at the position a game step left: a fresh set-up history, nothing replayed or added. */
function at(c: SandboxContext, p: GamePosition): SandboxContext {
  return reaim({
    ...c,
    history: historyOf(p.layout),
    situation: p.situation,
    replay: null,
    before: null,
    t: 0,
    drag: null,
    selected: null,
    message: null,
    added: [],
    viewing: null,
  });
}

/** The scenario the sandbox shows now (for links and downloads). */
export function scenarioOf(
  c: Pick<
    SandboxContext,
    'record' | 'table' | 'shot' | 'question' | 'before' | 'history' | 'game' | 'situation' | 'state'
  >,
): Scenario {
  // A game under way: its start and every step (a v2 link), the aim as it is now.
  if (c.record && c.record.steps.length > 0)
    return {
      table: c.table,
      balls: c.record.start.balls.map((b) => [b.ball, b.at] as const),
      game: c.record.game,
      situation: c.record.start.situation,
      ...(c.record.start.state ? { state: c.record.start.state } : {}),
      steps: c.record.steps,
      shot: c.shot,
      ...(c.question !== undefined ? { question: c.question } : {}),
    };
  const layout = c.before ?? c.history.present;
  return {
    table: c.table,
    balls: layout.map((b) => [b.ball, b.at] as const),
    ...(c.game ? { game: c.game } : {}),
    ...(c.game ? { situation: c.situation } : {}),
    ...(c.game && c.state ? { state: c.state } : {}),
    shot: c.shot,
    ...(c.question !== undefined ? { question: c.question } : {}),
  };
}

/** What the table shows: the replay at time t, the dragged ball, or the layout. */
export function shownLayout(c: SandboxContext): Layout {
  if (c.replay) return c.replay.positionsAt(c.t);
  if (c.viewing !== null && c.before) return c.before;
  const layout = c.history.present;
  return c.drag ? moveBall(layout, c.drag.ball, c.drag.at) : layout;
}

const cueOf = (layout: Layout): Vec2 | undefined => layout.find((b) => b.ball === 'cue')?.at;

type C = SandboxContext;
type E<T extends SandboxEvent['type']> = Extract<SandboxEvent, { type: T }>;

/** Keeps the aim on its object ball after the balls moved (the heading follows; the target stays). */
function reaim(c: C): C {
  if (!c.aimAt) return c;
  const layout = shownLayout(c);
  if (!layout.some((b) => b.ball === c.aimAt?.ball)) return { ...c, aimAt: null };
  const heading = headingForTarget(layout, c.aimAt);
  return heading === null || heading === c.shot.heading ? c : { ...c, shot: { ...c.shot, heading } };
}

function place(c: C, ball: BallId, at: Vec2): C {
  const layout = c.history.present;
  const why = refusal(c.spec, layout, ball, at);
  if (why) return { ...c, message: { kind: 'refused', ball, why } };
  return reaim({ ...c, history: push(c.history, moveBall(layout, ball, at)), message: null, selected: ball });
}

export const sandboxMachine = setup({
  types: { context: {} as SandboxContext, events: {} as SandboxEvent, input: {} as Scenario },
  actions: {
    select: assign(
      ({ context, event }): SandboxContext => ({ ...context, selected: (event as E<'ball.select'>).ball }),
    ),
    drag: assign(({ context: c, event }): SandboxContext => {
      const e = event as E<'ball.drag'>;
      if (!movable(c, e.ball)) return { ...c, message: { kind: 'in-game', ball: e.ball } };
      const at = snap(c.spec, c.history.present, e.ball, e.at);
      const why = refusal(c.spec, c.history.present, e.ball, at);
      if (why) return { ...c, message: { kind: 'refused', ball: e.ball, why } };
      return reaim({ ...c, drag: { ball: e.ball, at }, message: null, selected: e.ball });
    }),
    placeAt: assign(({ context: c, event }): SandboxContext => {
      const e = event as E<'ball.place'>;
      if (!c.history.present.some((b) => b.ball === e.ball)) return c;
      if (!movable(c, e.ball)) return { ...c, message: { kind: 'in-game', ball: e.ball } };
      return place(c, e.ball, snap(c.spec, c.history.present, e.ball, e.at));
    }),
    // The last refusal of a drag stays on screen: the ball stopped where it could, and says why.
    drop: assign(({ context: c }) =>
      c.drag ? { ...place(c, c.drag.ball, c.drag.at), drag: null, message: c.message } : { ...c, drag: null },
    ),
    nudge: assign(({ context: c, event }): SandboxContext => {
      const e = event as E<'ball.nudge'>;
      if (!movable(c, e.ball)) return { ...c, message: { kind: 'in-game', ball: e.ball } };
      const from = c.history.present.find((b) => b.ball === e.ball)?.at;
      const to = from && nudge(from, e.key, e.size, e.orientation);
      if (!from || !to) return c;
      const at = slideTo(c.spec, c.history.present, e.ball, from, to);
      if (at === from)
        return {
          ...c,
          message: {
            kind: 'refused',
            ball: e.ball,
            why: refusal(c.spec, c.history.present, e.ball, to) ?? { kind: 'off-table' },
          },
        };
      return place(c, e.ball, at);
    }),
    add: assign(({ context: c, event }): SandboxContext => {
      const ball = (event as E<'ball.add'>).ball;
      if (underWay(c)) return { ...c, message: { kind: 'in-game', ball } };
      const next = addBall(c.spec, c.history.present, ball);
      return next
        ? reaim({ ...c, history: push(c.history, next), selected: ball, message: null })
        : { ...c, message: { kind: 'no-room', ball } };
    }),
    remove: assign(({ context: c, event }): SandboxContext => {
      const ball = (event as E<'ball.remove'>).ball;
      if (underWay(c)) return { ...c, message: { kind: 'in-game', ball } };
      return reaim({
        ...c,
        history: push(c.history, removeBall(c.history.present, ball)),
        selected: null,
        message: null,
      });
    }),
    rack: assign(({ context: c, event }): SandboxContext => {
      const game = (event as E<'layout.rack'>).game;
      const layout = game ? rackLayout(game, c.spec) : [];
      return {
        ...c,
        history: push(c.history, layout),
        record: null,
        undone: [],
        added: [],
        game: game ?? c.game,
        aimAt: null,
        selected: null,
        message: null,
        situation: {
          ...c.situation,
          ...(game && game !== 'lag' ? { break: true as const, cueBall: 'in-hand-kitchen' as const } : {}),
        },
      };
    }),
    undo: assign(({ context: c }): SandboxContext => reaim({ ...c, history: undo(c.history), message: null })),
    redo: assign(({ context: c }): SandboxContext => reaim({ ...c, history: redo(c.history), message: null })),
    mode: assign(({ context: c, event }): SandboxContext => ({ ...c, mode: (event as E<'mode.set'>).mode })),
    heading: assign(({ context: c, event }): SandboxContext => {
      const h = (event as E<'aim.heading'>).heading;
      const norm = onGrid(((h % 360) + 360) % 360, 0.1);
      return { ...c, aimAt: null, shot: { ...c.shot, heading: norm >= 360 ? 0 : norm } };
    }),
    toward: assign(({ context: c, event }): SandboxContext => {
      const layout = c.history.present;
      const cue = cueOf(layout);
      if (!cue) return c;
      const heading = headingToward(cue, (event as E<'aim.toward'>).at);
      return { ...c, aimAt: aimTargetOf(c.spec, layout, cue, heading), shot: { ...c.shot, heading } };
    }),
    speed: assign(
      ({ context: c, event }): SandboxContext => ({
        ...c,
        shot: { ...c.shot, speed: onGrid(Math.min(12, Math.max(0.01, (event as E<'shot.speed'>).speed)), 0.01) },
      }),
    ),
    tip: assign(({ context: c, event }): SandboxContext => {
      const e = event as E<'shot.tip'>;
      const tip = { side: onGrid(e.side, 0.01), height: onGrid(e.height, 0.01) };
      if (isMiscue(tip, PARAMS)) return { ...c, message: { kind: 'miscue' } };
      return { ...c, shot: { ...c.shot, ...tip }, message: c.message?.kind === 'miscue' ? null : c.message };
    }),
    game: assign(({ context: c, event }): SandboxContext => {
      const game = (event as E<'game.set'>).game;
      if (game === c.game) return c;
      // another game: the one under way ends; the table keeps its balls as a new start
      const start = c.record ? (c.before ?? c.history.present) : c.history.present;
      return {
        ...c,
        game,
        state: null,
        record: null,
        undone: [],
        added: [],
        viewing: null,
        history: push(c.history, start),
      };
    }),
    situation: assign(
      ({ context: c, event }): SandboxContext => ({ ...c, situation: (event as E<'situation.set'>).situation }),
    ),
    fire: assign(({ context: c }): SandboxContext => {
      const layout = c.history.present;
      if (!cueOf(layout)) return { ...c, message: { kind: 'no-cue' } };
      const physics = physicsNow();
      if (!physics)
        return { ...c, message: { kind: 'cannot-shoot', detail: 'the physics engine could not be loaded' } };
      const out = physics.playShot(c.spec, layout, c.shot);
      if (!out.ok) return { ...c, message: { kind: 'cannot-shoot', detail: `${out.path}: ${out.message}` } };
      const played = { ...c, replay: out.replay, before: layout, t: 0, message: null, drag: null, viewing: null };
      if (!playsGame(c) || !c.game) return played;
      // The shot is the game's next step: its input only (the events are recomputed from it).
      const record =
        underWay(c) && c.record ? c.record : newGame(c.table, c.game, layout, c.situation, undefined, c.state);
      const start = record.steps.length === 0;
      const cue = layout.find((b) => b.ball === 'cue')?.at;
      const step: GameStep = {
        kind: 'shot',
        ...(!start && c.situation.cueBall && cue ? { cueAt: cue } : {}),
        shot: c.shot,
        declare: declarationsOf(c.situation),
        added: addedFacts(c),
      };
      return { ...played, record: withStep(record, step), undone: [] };
    }),
    tick: assign(
      ({ context: c, event }): SandboxContext => ({
        ...c,
        t: Math.min(c.replay?.duration ?? 0, c.t + (event as E<'replay.tick'>).dt * c.rate),
      }),
    ),
    seek: assign(
      ({ context: c, event }): SandboxContext => ({
        ...c,
        t: Math.max(0, Math.min(c.replay?.duration ?? 0, (event as E<'replay.seek'>).t)),
      }),
    ),
    next: assign(({ context: c }): SandboxContext => (c.replay ? { ...c, t: nextEventTime(c.replay, c.t) } : c)),
    prev: assign(({ context: c }): SandboxContext => (c.replay ? { ...c, t: prevEventTime(c.replay, c.t) } : c)),
    rate: assign(({ context: c, event }): SandboxContext => ({ ...c, rate: (event as E<'replay.rate'>).rate })),
    restart: assign(({ context: c }): SandboxContext => (c.replay && c.t >= c.replay.duration ? { ...c, t: 0 } : c)),
    // Reset to before the shot: in a game, the shot is taken back (it can be put back with redo).
    reset: assign(({ context: c }): SandboxContext => {
      const steps = c.record?.steps ?? [];
      const last = steps[steps.length - 1];
      const taken =
        c.viewing === null && c.record && last?.kind === 'shot'
          ? { record: { ...c.record, steps: steps.slice(0, -1) }, undone: [last, ...c.undone] }
          : {};
      return { ...c, ...taken, replay: null, before: null, t: 0, viewing: null };
    }),
    toPosition: assign(({ context: c, event }): SandboxContext => at(c, (event as E<'game.position'>).at)),
    gameStep: assign(({ context: c, event }): SandboxContext => {
      const e = event as E<'game.step'>;
      return c.record ? { ...at(c, e.at), record: withStep(c.record, e.step), undone: [] } : c;
    }),
    gameUndo: assign(({ context: c, event }): SandboxContext => {
      const steps = c.record?.steps ?? [];
      const last = steps[steps.length - 1];
      if (!c.record || !last) return c;
      return {
        ...at(c, (event as E<'game.undo'>).at),
        record: { ...c.record, steps: steps.slice(0, -1) },
        undone: [last, ...c.undone],
      };
    }),
    gameRedo: assign(({ context: c, event }): SandboxContext => {
      const next = c.undone[0];
      if (!c.record || !next) return c;
      return { ...at(c, (event as E<'game.redo'>).at), record: withStep(c.record, next), undone: c.undone.slice(1) };
    }),
    view: assign(({ context: c, event }): SandboxContext => {
      const e = event as E<'game.view'>;
      return { ...c, viewing: e.index, replay: e.replay, before: e.before, t: 0, drag: null, message: null };
    }),
    loadGame: assign(({ event }) => {
      const e = event as E<'game.load'>;
      return { ...at(contextFrom(e.scenario), e.at), record: e.record };
    }),
    setAdded: assign(({ context: c, event }): SandboxContext => ({ ...c, added: (event as E<'added.set'>).added })),
    load: assign(({ event }) => contextFrom((event as E<'scenario.load'>).scenario)),
  },
  actors: {
    /** The physics engine, fetched the first time a shot is played (src/ui/table/physics.ts). */
    physics: fromPromise(() => loadPhysics()),
  },
  guards: {
    physicsReady: () => physicsNow() !== null,
    fired: ({ context }) => context.replay !== null,
    ended: ({ context }) => context.replay !== null && context.t >= context.replay.duration,
  },
}).createMachine({
  id: 'sandbox',
  context: ({ input }) => contextFrom(input),
  initial: 'editing',
  on: {
    'shot.speed': { actions: 'speed' },
    'shot.tip': { actions: 'tip' },
    'game.set': { actions: 'game' },
    'situation.set': { actions: 'situation' },
    'replay.rate': { actions: 'rate' },
    'scenario.load': { target: '.editing', actions: 'load' },
    'game.load': { target: '.editing', actions: 'loadGame' },
    'game.position': { target: '.editing', actions: 'toPosition' },
    'game.step': { target: '.editing', actions: 'gameStep' },
    'game.undo': { target: '.editing', actions: 'gameUndo' },
    'game.redo': { target: '.editing', actions: 'gameRedo' },
    'game.view': [
      { guard: ({ event }) => event.replay !== null, target: '.replay', actions: 'view' },
      { target: '.viewing', actions: 'view' },
    ],
    'added.set': { actions: 'setAdded' },
  },
  states: {
    editing: {
      on: {
        'ball.select': { actions: 'select' },
        'ball.drag': { actions: 'drag' },
        'ball.drop': { actions: 'drop' },
        'ball.nudge': { actions: 'nudge' },
        'ball.place': { actions: 'placeAt' },
        'ball.add': { actions: 'add' },
        'ball.remove': { actions: 'remove' },
        'layout.rack': { actions: 'rack' },
        'history.undo': { actions: 'undo' },
        'history.redo': { actions: 'redo' },
        'mode.set': { actions: 'mode' },
        'aim.heading': { actions: 'heading' },
        'aim.toward': { actions: 'toward' },
      },
      initial: 'ready',
      states: {
        ready: {
          on: {
            'shot.fire': [{ guard: 'physicsReady', actions: 'fire', target: '#sandbox.replay' }, { target: 'loading' }],
          },
        },
        /** The first shot waits for the physics engine (a moment); the table can still be set up meanwhile. */
        loading: {
          invoke: {
            src: 'physics',
            onDone: { actions: 'fire', target: '#sandbox.replay' },
            onError: {
              target: 'ready',
              actions: assign({
                message: { kind: 'cannot-shoot', detail: 'the physics engine could not be loaded' } as Message,
              }),
            },
          },
        },
      },
    },
    /** A past step without a stroke: the position after it is shown; nothing can be moved. */
    viewing: {},
    replay: {
      always: { guard: ({ context }) => context.replay === null, target: 'editing' },
      initial: 'playing',
      on: {
        'replay.seek': { actions: 'seek', target: '.paused' },
        'replay.next': { actions: 'next', target: '.paused' },
        'replay.prev': { actions: 'prev', target: '.paused' },
        'replay.reset': { actions: 'reset', target: 'editing' },
      },
      states: {
        playing: {
          always: { guard: 'ended', target: 'paused' },
          on: {
            'replay.tick': { actions: 'tick' },
            'replay.jump': { actions: 'next' },
            'replay.pause': { target: 'paused' },
          },
        },
        paused: {
          on: { 'replay.play': { actions: 'restart', target: 'playing' } },
        },
      },
    },
  },
});
