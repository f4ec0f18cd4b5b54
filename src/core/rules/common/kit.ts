/**
 * The shared kit every pool game is built from: one XState machine per game, assembled from the
 * same flow (break, play, awaiting a choice, game over) plus the game's own play states. The
 * machine orchestrates; the game's pure functions judge. Guards are named predicates on the
 * judged context, each citing the rule that makes the state exist; they are exported and tested
 * alone. An event is judged once: the guards and the assign action share the outcome.
 */
import { type AnyStateMachine, assign, setup } from 'xstate';
import type { GameId } from '../../vocabulary/index.ts';
import { positionsAfterSettling } from './assess.ts';
import type { GameContext } from './context.ts';
import type { PlayerAnnounce, PlayerChoose, RackNew, RefereeEvent, ShotResolved } from './events.ts';
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
}

/** 4.20, 5.13, 5.14, 6.1, 1.14: the game has a result. */
export const isGameOver = (ctx: GameContext): boolean => ctx.phase === 'over';
/** 4.5, 4.7, 4.8, 5.6, 6.6, 6.7.5, 6.7.7, 6.12, 3.9: a player has a choice to make. */
export const awaitsChoice = (ctx: GameContext): boolean => ctx.pending !== null;
/** 3.8, 4.21, 6.6, 6.12: the next shot is a break from the kitchen. */
export const isBreakDue = (ctx: GameContext): boolean => ctx.phase === 'break';

export const COMMON_STATES = ['breakShot', 'awaitingChoice', 'gameOver'] as const;

type Judge<X> = (ctx: GameContext<X>, ev: RefereeEvent) => GameContext<X>;

/** The outcome of an event, computed once per (context, event) and shared by guards and actions. */
function memoJudge<X>(rules: GameRules<X>): Judge<X> {
  const cache = new WeakMap<object, { ctx: GameContext<X>; out: GameContext<X> }>();
  return (ctx, ev) => {
    const hit = cache.get(ev);
    if (hit && hit.ctx === ctx) return hit.out;
    let out: GameContext<X>;
    switch (ev.type) {
      case 'shot.resolved':
        out = rules.shot(ctx, ev);
        // 3.31: no stroke, only balls settling by themselves: the game goes on where it was
        if (ev.facts.noStroke) out = { ...out, positions: positionsAfterSettling(ctx, ev.shot) };
        break;
      case 'player.choose':
        out = rules.choose(ctx, ev);
        break;
      case 'player.announce':
        out = rules.announce(ctx, ev);
        break;
      case 'rack.new':
        out = rules.newRack(ctx, ev);
        break;
      default:
        out = ctx;
    }
    cache.set(ev, { ctx, out });
    return out;
  };
}

export function createGameMachine<X>(rules: GameRules<X>): AnyStateMachine {
  const judge = memoJudge(rules);
  type Args = { context: GameContext<X>; event: RefereeEvent };
  const on =
    (test: ContextGuard<X>) =>
    ({ context, event }: Args) =>
      test(judge(context, event));
  const guards: Record<string, (args: Args) => boolean> = {
    isGameOver: on(isGameOver),
    awaitsChoice: on(awaitsChoice),
    isBreakDue: on(isBreakDue),
  };
  for (const s of rules.playStates) if (s.guard) guards[s.guard.name] = on(s.guard.test);

  const routes = [
    { guard: 'isGameOver', target: '.gameOver', actions: 'adopt' },
    ...(rules.noChoices ? [] : [{ guard: 'awaitsChoice', target: '.awaitingChoice', actions: 'adopt' }]),
    { guard: 'isBreakDue', target: '.breakShot', actions: 'adopt' },
    ...rules.playStates.map((s) =>
      s.guard
        ? { guard: s.guard.name, target: `.${s.state}`, actions: 'adopt' }
        : { target: `.${s.state}`, actions: 'adopt' },
    ),
  ];
  const initialRoutes = [
    { guard: ({ context }: Args) => isBreakDue(context), target: 'breakShot' },
    ...rules.playStates.map((s) =>
      s.guard
        ? { guard: ({ context }: Args) => (s.guard as { test: ContextGuard<X> }).test(context), target: s.state }
        : { target: s.state },
    ),
  ];

  const flow: Record<string, object> = {
    start: { always: initialRoutes },
    breakShot: {},
    awaitingChoice: {},
    gameOver: {},
  };
  if (rules.noChoices) delete flow.awaitingChoice;
  for (const s of rules.playStates) flow[s.state] = {};
  const play = new Set(['breakShot', ...rules.playStates.map((s) => s.state)]);
  const accepts: Record<string, readonly string[]> = {
    // a choice stays open across a step with no stroke (3.31); the driver takes the first option before a real shot
    'shot.resolved': [...play, 'awaitingChoice'],
    'player.choose': ['awaitingChoice'],
    'player.announce': [...play, 'awaitingChoice'],
    'rack.new': ['gameOver'],
  };
  for (const name of Object.keys(flow)) {
    if (name === 'start') continue;
    const handlers: Record<string, unknown> = {};
    for (const [type, where] of Object.entries(accepts))
      if (where.includes(name)) handlers[type] = routes.map((r) => ({ ...r, target: `#${rules.id}${r.target}` }));
    flow[name] = { on: handlers };
  }

  return setup({
    types: {
      context: {} as GameContext<X>,
      events: {} as RefereeEvent,
      input: {} as RefereeDoc,
    },
    guards,
    actions: {
      adopt: assign(({ context, event }) => judge(context, event)),
    },
  }).createMachine({
    id: rules.id,
    context: ({ input }) => rules.init(input),
    initial: 'start',
    states: flow as never,
  }) as unknown as AnyStateMachine;
}
