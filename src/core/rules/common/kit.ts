/**
 * The shared kit every pool game is built from: one XState machine per game, assembled from the
 * same flow (break, play, awaiting a choice, game over) plus the game's own play states, and the
 * game's declared transitions. The machine orchestrates; the game's pure functions judge.
 *
 * Assign, then route: a state accepts only the steps its flow lists. The step's handler assigns
 * the judged outcome and stays; the state's `always` routes then move the game to the state the
 * new context rests in, picked by named predicates in the order of `routing` (game over first,
 * then a choice, the break, the game's play states). A state has a route for each transition its
 * flow declares for each step, guarded by the step and the predicate; staying needs no move. An
 * outcome the flow does not declare for the step is an internal error (UndeclaredTransition),
 * raised by the handler, never a silent move.
 */
import { type AnyStateMachine, assign, setup } from 'xstate';
import type { GameId } from '../../vocabulary/index.ts';
import { positionsAfterSettling } from './assess.ts';
import type { ConsecutiveFouls } from './consecutive-fouls.ts';
import type { GameContext } from './context.ts';
import type { PlayerAnnounce, PlayerChoose, RackNew, RefereeEvent, ShotResolved } from './events.ts';
import { isInHandKitchen } from './head-string.ts';
import type { Announcement, RefereeDoc } from './types.ts';

export type ContextGuard<X> = (ctx: GameContext<X>) => boolean;

export interface PlayState<X> {
  /** state name, e.g. `openTable` */
  state: string;
  /** guard name and predicate; the last play state omits it (the default) */
  guard?: { name: string; test: ContextGuard<X> };
}

export interface GameRules<X> {
  id: GameId;
  /** object balls the game uses */
  ballExists(ball: number): boolean;
  /** announcements the game gives weight to */
  announcements: readonly Announcement[];
  init(doc: RefereeDoc): GameContext<X>;
  shot(ctx: GameContext<X>, ev: ShotResolved): GameContext<X>;
  choose(ctx: GameContext<X>, ev: PlayerChoose): GameContext<X>;
  announce(ctx: GameContext<X>, ev: PlayerAnnounce): GameContext<X>;
  newRack(ctx: GameContext<X>, ev: RackNew): GameContext<X>;
  /** game-specific play states in routing order, after the shared ones */
  playStates: readonly PlayState<X>[];
  /** the game never gives a player a choice (Bowlliards): the machine has no `awaitingChoice` state */
  noChoices?: boolean;
  /** the game's consecutive-fouls rule, where it counts per player (how `setup.consecutiveFouls` is keyed) */
  fouls?: ConsecutiveFouls;
}

/** 3.10, 3.39: the next shot is played with the cue ball in hand behind the head string. */
export const BALL_IN_HAND_KITCHEN: PlayState<unknown> = {
  state: 'ballInHandKitchen',
  guard: { name: 'hasBallInHandKitchen', test: isInHandKitchen },
};
/** 5.7, 6.12 (six-ball 11, 12): the next shot is played with the cue ball in hand anywhere. */
export const BALL_IN_HAND: PlayState<unknown> = {
  state: 'ballInHand',
  guard: { name: 'hasBallInHand', test: (c) => c.cueBall === 'in-hand' },
};
/** The default play state: the cue ball where it lies. */
export const IN_PLAY: PlayState<unknown> = { state: 'inPlay' };
/** The fifteen numbered balls (the games played with a full rack). */
export const FIFTEEN_BALLS = (b: number): boolean => b >= 1 && b <= 15;
/** The announcements most games give weight to: 1.14 concession, 2.26 protest, a stalemate, 2.16 warning. */
export const COMMON_ANNOUNCEMENTS: readonly Announcement[] = ['concede', 'protest', 'stalemate', 'warning'];
/** The games ruled under both editions also hear that a disturbed position cannot be restored (3.35, 1.9). */
export const EDITION_ANNOUNCEMENTS: readonly Announcement[] = [...COMMON_ANNOUNCEMENTS, 'unrestorable'];
/** A game of the full rack with the common announcements. */
export const FULL_RACK_GAME = { ballExists: FIFTEEN_BALLS, announcements: COMMON_ANNOUNCEMENTS } as const;

/** 4.20, 5.13, 5.14, 6.1, 1.14: the game has a result. */
const isGameOver = (ctx: GameContext): boolean => ctx.phase === 'over';
/** 4.5, 4.7, 4.8, 5.6, 6.6, 6.7.5, 6.7.7, 6.12, 3.9: a player has a choice to make. */
const awaitsChoice = (ctx: GameContext): boolean => ctx.pending !== null;
/** 3.8, 4.21, 6.6, 6.12: the next shot is a break from the kitchen. */
const isBreakDue = (ctx: GameContext): boolean => ctx.phase === 'break';

/** The choice is made by the player the rules give it to (4.5, 5.6, 6.6, 3.9). */
export const isChooser = (ctx: GameContext, ev: PlayerChoose): boolean => ev.by === ctx.pending?.chooser;
/** The option is one the rules offer now. */
export const isOffered = (ctx: GameContext, ev: PlayerChoose): boolean =>
  ctx.pending?.options.includes(ev.option) === true;
/** 6.7.7: a ball named with the choice is one of the balls equally nearest to the head string. */
export const isSpottable = (ctx: GameContext, ev: PlayerChoose): boolean =>
  ev.ball === undefined || !ctx.pending?.candidates || ctx.pending.candidates.includes(ev.ball);
/** 3.31: balls settling with no stroke leave an open choice open. */
const isNoStroke = (ev: ShotResolved): boolean => ev.facts.noStroke;
/** A shot the log declares a break (`shot.break`): ruled as from the break, whatever the state. */
const isDeclaredBreak = (ev: RefereeEvent): boolean => ev.type === 'shot.resolved' && ev.shot.break === true;
/** 1.14, 3.40: once the game is over, only a protest may still be announced. */
const isProtest = (ev: PlayerAnnounce): boolean => ev.what === 'protest';

const COMMON_STATES = ['breakShot', 'awaitingChoice', 'gameOver'] as const;
export type CommonState = (typeof COMMON_STATES)[number];

/** A step of the log as the machine receives it: one event type per kind of pool step. */
export const STEP_EVENTS = {
  shot: 'shot.resolved',
  choose: 'player.choose',
  announce: 'player.announce',
  newRack: 'rack.new',
} as const satisfies Record<string, RefereeEvent['type']>;
export type FlowStep = keyof typeof STEP_EVENTS;
export const FLOW_STEPS = Object.keys(STEP_EVENTS) as FlowStep[];

/** The rule paragraphs that send a game along a transition, as the referee cites them (`5.7`, `six-ball/8.4`). */
export type Paragraphs = readonly [string, ...string[]];

/**
 * A game's declared transitions: the states a log may open in (the break, or a play state of a
 * setup), and per source state, per step it accepts, the states that may follow (itself included
 * when it may stay), each with the paragraphs that send the game there. A state accepts exactly
 * the steps listed for it.
 */
export interface Flow<S extends string> {
  initial: readonly S[];
  from: { readonly [K in S]: { readonly [E in FlowStep]?: { readonly [T in S]?: Paragraphs } } };
}

/** A declared transition of a flow with its paragraphs. */
export interface FlowTransition<S extends string = string> {
  from: S;
  step: FlowStep;
  to: S;
  rules: Paragraphs;
}

/** Every transition a flow declares (not the opening), in the order of its declaration. */
export function flowTransitions<S extends string>(flow: Flow<S>): FlowTransition<S>[] {
  const out: FlowTransition<S>[] = [];
  for (const from of Object.keys(flow.from) as S[])
    for (const step of FLOW_STEPS) {
      const targets = flow.from[from][step];
      for (const to of Object.keys(targets ?? {}) as S[])
        out.push({ from, step, to, rules: targets?.[to] as Paragraphs });
    }
  return out;
}

/** A route of the chain: the state and the predicate that sends a context there. */
export interface Route {
  state: string;
  /** guard name; none for the last play state (the default) */
  guard?: string;
}

/** A transition that the game's flow does not declare: a defect of the referee, not of the log. */
class UndeclaredTransition extends Error {
  constructor(
    readonly game: GameId,
    readonly from: string,
    readonly step: FlowStep | 'init',
    readonly to: string,
  ) {
    super(`${game}: the machine has no declared transition ${from} --${step}--> ${to}`);
    this.name = 'UndeclaredTransition';
  }
}

/** What the routing order needs of a game: whether it gives choices, and its play states in order. */
export interface RoutedGame {
  noChoices?: boolean;
  playStates: readonly { state: string; guard?: { name: string } }[];
}

/** The routing order: game over, a choice, the break, then the game's play states. */
export function routeChain(rules: RoutedGame): Route[] {
  return [
    { state: 'gameOver', guard: 'isGameOver' },
    ...(rules.noChoices ? [] : [{ state: 'awaitingChoice', guard: 'awaitsChoice' }]),
    { state: 'breakShot', guard: 'isBreakDue' },
    ...rules.playStates.map((s) => (s.guard ? { state: s.state, guard: s.guard.name } : { state: s.state })),
  ];
}

/** The state a context rests in: the first route of the chain whose predicate holds. */
function restingState<X>(rules: GameRules<X>): (ctx: GameContext<X>) => string {
  const tests = routeTests(rules);
  const chain = routeChain(rules);
  return (ctx) => {
    for (const r of chain) if (!r.guard || (tests[r.guard] as ContextGuard<X>)(ctx)) return r.state;
    return chain[chain.length - 1]?.state as string;
  };
}

function routeTests<X>(rules: GameRules<X>): Record<string, ContextGuard<X>> {
  const tests: Record<string, ContextGuard<X>> = { isGameOver, awaitsChoice, isBreakDue };
  for (const s of rules.playStates) if (s.guard) tests[s.guard.name] = s.guard.test;
  return tests;
}

/** The states a game machine rests in between steps (all but the opening). */
export const restStates = (machine: AnyStateMachine): string[] =>
  Object.keys(machine.root.states).filter((k) => k !== 'start');

/** A declared transition: from a rest state (or the opening), on a step, to a rest state. */
export interface Transition {
  from: string;
  step: FlowStep | 'init';
  to: string;
}

/** What a step's handler declares: the state it is taken in, and the states the flow lets it lead to. */
interface HandlerParams {
  from: string;
  step: FlowStep;
  /** declared targets, in routing order (the source itself when the game may stay) */
  to: readonly string[];
}
/** A route of a rest state: to `to`, after `step` (a declared break: a shot ruled as from the break). */
interface RouteParams {
  step: FlowStep;
  to: string;
  asBreak?: boolean;
}

type HandlerConfig = { guard?: string; actions: { type: string; params: HandlerParams } };
type StateConfig = { on?: Record<string, HandlerConfig | HandlerConfig[]>; always?: Array<{ target?: string }> };

/** Every transition a kit machine declares, read from its definition: the opening's routes and each handler's targets. */
export function transitionsOf(machine: AnyStateMachine): Transition[] {
  const config = machine.config as { id: string; states: Record<string, StateConfig> };
  const prefix = `#${config.id}.`;
  const out: Transition[] = [];
  for (const r of config.states.start?.always ?? [])
    if (r.target) out.push({ from: 'start', step: 'init', to: r.target.slice(prefix.length) });
  for (const from of Object.keys(config.states)) {
    if (from === 'start') continue;
    for (const step of FLOW_STEPS) {
      const handler = config.states[from]?.on?.[STEP_EVENTS[step]];
      // the state's own handler is the last (a shot declared a break is ruled as from the break first)
      const own = Array.isArray(handler) ? handler[handler.length - 1] : handler;
      for (const to of own?.actions.params.to ?? []) out.push({ from, step, to });
    }
  }
  return out;
}

export function createGameMachine<X, S extends string>(rules: GameRules<X>, flow: Flow<S>): AnyStateMachine {
  const chain = routeChain(rules);
  const states = Object.keys(flow.from);
  const named = new Set(chain.map((r) => r.state));
  if (states.length !== named.size || states.some((s) => !named.has(s)))
    throw new Error(
      `${rules.id}: the flow's states (${states.join(', ')}) are not the machine's (${[...named].join(', ')})`,
    );
  type Args = { context: GameContext<X>; event: RefereeEvent };
  type Params = { from: string; step: FlowStep | 'init'; to: string; guard?: string };
  const tests = routeTests(rules);
  const resting = restingState(rules);
  const guards: Record<string, (args: Args, params: Params & RouteParams) => boolean> = {};
  for (const [name, test] of Object.entries(tests)) guards[name] = ({ context }) => test(context);
  guards.isChosenRightly = ({ context, event }) =>
    isChooser(context, event as PlayerChoose) &&
    isOffered(context, event as PlayerChoose) &&
    isSpottable(context, event as PlayerChoose);
  guards.isNoStroke = ({ event }) => isNoStroke(event as ShotResolved);
  guards.isDeclaredBreak = ({ event }) => isDeclaredBreak(event);
  guards.isProtest = ({ event }) => isProtest(event as PlayerAnnounce);
  // a route of a rest state: the step just taken, and the state the new context rests in
  guards.routes = ({ context, event }, p) =>
    event.type === STEP_EVENTS[p.step] &&
    (p.asBreak === undefined || p.asBreak === isDeclaredBreak(event)) &&
    resting(context) === p.to;
  // the opening: a route the flow does not declare fails loudly when its predicate sends the context there
  guards.undeclared = ({ context }, p) => {
    if (!p.guard || (tests[p.guard] as ContextGuard<X>)(context))
      throw new UndeclaredTransition(rules.id, p.from, p.step, p.to);
    return false;
  };
  const opening = chain.map((r) =>
    flow.initial.includes(r.state as S)
      ? { target: `#${rules.id}.${r.state}`, ...(r.guard ? { guard: r.guard } : {}) }
      : { guard: { type: 'undeclared', params: { from: 'start', step: 'init', to: r.state, guard: r.guard } } },
  );
  const order = chain.map((r) => r.state);
  const targetsOf = (from: S, step: FlowStep): string[] => {
    const declared = flow.from[from][step] ?? {};
    return order.filter((s) => s in declared);
  };
  const judge: Record<FlowStep, string> = {
    shot: 'judgeShot',
    choose: 'judgeChoice',
    announce: 'judgeAnnouncement',
    newRack: 'judgeNewRack',
  };
  // steps a state accepts only with a precondition of the rules (the driver asks with `can`)
  const precondition = (state: string, step: FlowStep): string | undefined =>
    step === 'choose'
      ? 'isChosenRightly'
      : step === 'shot' && state === 'awaitingChoice'
        ? 'isNoStroke'
        : step === 'announce' && state === 'gameOver'
          ? 'isProtest'
          : undefined;
  const routesTo = (from: string, step: FlowStep, targets: readonly string[], asBreak?: boolean) =>
    targets
      .filter((to) => to !== from)
      .map((to) => ({
        target: `#${rules.id}.${to}`,
        guard: { type: 'routes', params: { step, to, ...(asBreak === undefined ? {} : { asBreak }) } },
      }));

  const machineStates: Record<string, object> = { start: { always: opening } };
  for (const name of states as S[]) {
    const on: Record<string, object> = {};
    const always: object[] = [];
    for (const step of FLOW_STEPS) {
      if (!flow.from[name][step]) continue;
      const targets = targetsOf(name, step);
      const guard = precondition(name, step);
      const own = {
        actions: { type: judge[step], params: { from: name, step, to: targets } },
        ...(guard ? { guard } : {}),
      };
      // A log may declare any shot a break (`shot.break`), e.g. the first shot of a set-up position
      // (the table's "this is the break"): it is ruled and routed as a shot from breakShot, whatever
      // state the set-up opened in. Ruled the same either way; only the next state's routes differ.
      const breakTargets =
        step === 'shot' && name !== 'breakShot' && name !== 'awaitingChoice' && flow.from['breakShot' as S]?.shot
          ? targetsOf('breakShot' as S, 'shot')
          : null;
      if (breakTargets) {
        on[STEP_EVENTS[step]] = [
          {
            guard: 'isDeclaredBreak',
            actions: { type: judge.shot, params: { from: 'breakShot', step, to: breakTargets } },
          },
          own,
        ];
        always.push(...routesTo(name, step, breakTargets, true), ...routesTo(name, step, targets, false));
      } else {
        on[STEP_EVENTS[step]] = own;
        always.push(...routesTo(name, step, targets));
      }
    }
    machineStates[name] = always.length ? { on, always } : { on };
  }

  /**
   * A stroke or a choice that gives the cue ball in hand picks it up: where it came to rest is no longer
   * where it is, so its position is dropped, and the next shot is judged where it is placed (`cueBallAt`;
   * a log's set-up may give it in hand with `positions.cue`, judged by the one placement check).
   */
  const pickedUp = (out: GameContext<X>): GameContext<X> => {
    if ((out.cueBall !== 'in-hand' && !isInHandKitchen(out)) || out.positions.cue === undefined) return out;
    const { cue: _cue, ...positions } = out.positions;
    return { ...out, positions };
  };

  /** The judged context, if the flow declares where it leads from the handler's state; else an internal error. */
  const declared = (out: GameContext<X>, p: HandlerParams): GameContext<X> => {
    const to = resting(out);
    if (!p.to.includes(to)) throw new UndeclaredTransition(rules.id, p.from, p.step, to);
    return out;
  };

  return setup({
    types: {
      context: {} as GameContext<X>,
      events: {} as RefereeEvent,
      input: {} as RefereeDoc,
    },
    guards: guards as never,
    actions: {
      judgeShot: assign(({ context, event }, p: HandlerParams) => {
        const ev = event as ShotResolved;
        const out = rules.shot(context, ev);
        // 3.31: no stroke, only balls settling by themselves: the game goes on where it was
        return declared(
          ev.facts.noStroke ? { ...out, positions: positionsAfterSettling(context, ev.shot) } : pickedUp(out),
          p,
        );
      }),
      judgeChoice: assign(({ context, event }, p: HandlerParams) =>
        declared(pickedUp(rules.choose(context, event as PlayerChoose)), p),
      ),
      judgeAnnouncement: assign(({ context, event }, p: HandlerParams) =>
        declared(rules.announce(context, event as PlayerAnnounce), p),
      ),
      judgeNewRack: assign(({ context, event }, p: HandlerParams) =>
        declared(rules.newRack(context, event as RackNew), p),
      ),
    },
  }).createMachine({
    id: rules.id,
    context: ({ input }) => rules.init(input),
    initial: 'start',
    states: machineStates as never,
  }) as unknown as AnyStateMachine;
}

/** The play state `state`, entered when `test` (named `name` in the machine) holds of the new context. */
export const guardedState = <X>(state: string, name: string, test: ContextGuard<X>): PlayState<X> => ({
  state,
  guard: { name, test },
});
