/**
 * A game of the kit from its own parts: its setup, its ruling on a shot and how it racks again,
 * with the choices, announcements and new games of the template (template.ts) wired to them. A
 * game names only what differs: the paragraph of a choice, its own announcements, the counts a
 * new game starts again.
 */

import type { GameId } from '../../vocabulary/index.ts';
import type { ConsecutiveFouls } from './consecutive-fouls.ts';
import type { GameContext } from './context.ts';
import { Draft } from './draft.ts';
import type { PlayerAnnounce, RackNew, ShotResolved } from './events.ts';
import { COMMON_ANNOUNCEMENTS, FIFTEEN_BALLS, type GameRules, type PlayState } from './kit.ts';
import { announce, type ChoiceGame, choose, newGame } from './template.ts';
import type { Announcement, PlayerId, RefereeDoc } from './types.ts';

/** The template's hooks with the game's re-rack and record given once. */
type Wired<T> = Omit<T, 'rerack' | 'done'>;
type AnnounceHooks<X> = Wired<Parameters<typeof announce<X>>[0]>;
type NewGameHooks<X> = Wired<Parameters<typeof newGame<X>>[0]> & Partial<Pick<ChoiceGame<X>, 'rerack'>>;

/** The game's own functions: its setup, its ruling on a shot, how its rulings are recorded. */
interface GameFunctions<X> {
  init(doc: RefereeDoc): GameContext<X>;
  shot(ctx: GameContext<X>, ev: ShotResolved): GameContext<X>;
  done(ctx: GameContext<X>, d: Draft): GameContext<X>;
}

export interface KitGame<X> {
  id: GameId;
  /** the balls of the game: the fifteen unless given */
  ballExists?(ball: number): boolean;
  /** the announcements the game gives weight to: the common ones unless given */
  announcements?: readonly Announcement[];
  judge: GameFunctions<X>;
  /** the rack again within a game (a choice, a stalemate), the named player to break */
  rerack(ctx: GameContext<X>, breaker: PlayerId, d: Draft): GameContext<X>;
  /** what the game adds to a choice (template `choose`): its paragraph, its own options */
  choices?: Wired<ChoiceGame<X>>;
  /** what the game adds to an announcement (template `announce`), or the game's own answer to every announcement */
  announce?: AnnounceHooks<X> | ((ctx: GameContext<X>, ev: PlayerAnnounce) => GameContext<X>);
  /**
   * a new game of a match (template `newGame`, with its own re-rack if it differs), or the game's own
   * new rack; none when a log cannot start a new game (its flow declares no newRack step): a step
   * given anyway is recorded with nothing changed
   */
  newGame?: NewGameHooks<X> | ((ctx: GameContext<X>, ev: RackNew) => GameContext<X>);
  playStates: readonly PlayState<X>[];
  /** the game's consecutive-fouls rule, given where the count is kept per player */
  fouls?: ConsecutiveFouls;
}

/** The game's rules for its machine (kit.ts). */
export function kitGame<X>(g: KitGame<X>): GameRules<X> {
  const wired = { rerack: g.rerack, done: g.judge.done };
  const { announce: said, newGame: next } = g;
  return {
    id: g.id,
    ballExists: g.ballExists ?? FIFTEEN_BALLS,
    announcements: g.announcements ?? COMMON_ANNOUNCEMENTS,
    init: g.judge.init,
    shot: g.judge.shot,
    choose: (ctx, ev) => choose({ ...wired, ...g.choices }, ctx, ev),
    announce: typeof said === 'function' ? said : (ctx, ev) => announce({ ...wired, ...said }, ctx, ev),
    newRack:
      next === undefined
        ? (ctx, ev) => g.judge.done(ctx, new Draft(ev.step))
        : typeof next === 'function'
          ? next
          : (ctx, ev) => newGame({ ...wired, ...next }, ctx, ev),
    playStates: g.playStates,
    ...(g.fouls ? { fouls: g.fouls } : {}),
  };
}
