/**
 * The shared kit every pool game is built from: one XState machine per game, assembled from the
 * same flow (break, play, awaiting a choice, game over) plus the game's own play states. The
 * machine orchestrates; the game's pure functions judge. Guards are named predicates on the
 * context, each citing the rule that makes the state exist; they are exported and tested alone.
 */
import { assign, setup, type AnyStateMachine } from 'xstate';
import type { GameId } from '../../vocabulary/index.ts';
import type { GameContext } from './context.ts';
import type { PlayerAnnounce, PlayerChoose, RackNew, RefereeEvent, ShotResolved } from './events.ts';
import type { Announcement, RefereeDoc } from './types.ts';

export type ContextGuard<X> = (ctx: GameContext<X>) => boolean;

export interface PlayState<X> {
  /** state name, e.g. `openTable` */
  state: string;
  /** guard name and predicate; the last play state may omit it (the default) */
  guard?: { name: string; test: ContextGuard<X> };
  /**
   * A transient state (e.g. the 14.1 re-rack): entered, its entry updates the context (clearing
   * what made its guard hold) and routing goes straight on.
   */
  transient?: (ctx: GameContext<X>) => GameContext<X>;
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
}

/** 4.20, 5.13, 5.14, 6.1, 1.14: the game has a result. */
export const isGameOver = (ctx: GameContext): boolean => ctx.phase === 'over';
/** 4.5, 4.7, 4.8, 5.6, 6.6, 6.7.5, 6.7.7, 6.12, 3.9: a player has a choice to make. */
export const awaitsChoice = (ctx: GameContext): boolean => ctx.pending !== null;
/** 3.8, 4.21, 6.6, 6.12: the next shot is a break from the kitchen. */
export const isBreakDue = (ctx: GameContext): boolean => ctx.phase === 'break';

export const COMMON_STATES = ['breakShot', 'awaitingChoice', 'gameOver'] as const;

export function createGameMachine<X>(rules: GameRules<X>): AnyStateMachine {
  const guards: Record<string, (args: { context: GameContext<X> }) => boolean> = {
    isGameOver: ({ context }) => isGameOver(context),
    awaitsChoice: ({ context }) => awaitsChoice(context),
    isBreakDue: ({ context }) => isBreakDue(context),
  };
  for (const s of rules.playStates) if (s.guard) guards[s.guard.name] = ({ context }) => (s.guard as { test: ContextGuard<X> }).test(context);

  const routes = [
    { guard: 'isGameOver', target: 'gameOver' },
    { guard: 'awaitsChoice', target: 'awaitingChoice' },
    { guard: 'isBreakDue', target: 'breakShot' },
    ...rules.playStates.map((s) => (s.guard ? { guard: s.guard.name, target: s.state } : { target: s.state })),
  ];

  const play = {
    'shot.resolved': { target: 'route', actions: 'judgeShot' },
    'player.announce': { target: 'route', actions: 'announce' },
  } as const;

  const states: Record<string, object> = {
    route: { always: routes },
    breakShot: { on: play },
    awaitingChoice: {
      on: {
        'player.choose': { target: 'route', actions: 'choose' },
        'player.announce': { target: 'route', actions: 'announce' },
      },
    },
    gameOver: {
      on: {
        'rack.new': { target: 'route', actions: 'newRack' },
        'player.announce': { target: 'route', actions: 'announce' },
      },
    },
  };
  for (const s of rules.playStates) {
    const leave = s.transient;
    states[s.state] = leave
      ? { entry: assign(({ context }: { context: GameContext<X> }) => leave(context)), always: 'route' }
      : { on: play };
  }

  return setup({
    types: {
      context: {} as GameContext<X>,
      events: {} as RefereeEvent,
      input: {} as RefereeDoc,
    },
    guards,
    actions: {
      judgeShot: assign(({ context, event }) => rules.shot(context, event as ShotResolved)),
      choose: assign(({ context, event }) => rules.choose(context, event as PlayerChoose)),
      announce: assign(({ context, event }) => rules.announce(context, event as PlayerAnnounce)),
      newRack: assign(({ context, event }) => rules.newRack(context, event as RackNew)),
    },
  }).createMachine({
    id: rules.id,
    context: ({ input }) => rules.init(input),
    initial: 'route',
    states: states as never,
  }) as unknown as AnyStateMachine;
}
