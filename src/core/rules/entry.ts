/**
 * What the driver must know of an implemented game besides its machine: which balls exist, the
 * announcements and step kinds its logs may hold. Made from the game's descriptor and what its
 * loader gives, for the static registry (CLI, quiz, tests) and the lazy loaders (the browser).
 */
import type { AnyStateMachine } from 'xstate';
import type { GameId } from '../vocabulary/index.ts';
import type { Announcement, Step } from './common/types.ts';
import type { GameDescriptor, LoadedGame, PlayerLimits } from './descriptor.ts';

export interface SupportedGame {
  status: 'supported';
  id: GameId;
  machine: AnyStateMachine;
  ballExists(ball: number): boolean;
  announcements: readonly Announcement[];
  stepKinds: readonly Step['kind'][];
  /** how many players (or teams) the game allows (its descriptor's) */
  players: PlayerLimits;
  /** the game scores a called cue-ball scratch (Cowboy 5.1): a call may name the cue ball */
  callsCueBall?: boolean;
  /** the paragraph by which the game's score goes below zero (its descriptor's); absent: never below 0 */
  negativeScore?: string;
  /** the game keeps its count of fouls in a row per player, with teams too (`setup.consecutiveFouls` keyed by player) */
  foulsPerPlayer?: boolean;
}

interface UnsupportedGame {
  status: 'not-supported';
  id: GameId;
  /** the issue that will add it */
  issue: number;
}

export type GameEntry = SupportedGame | UnsupportedGame;

/** Games without a referee yet (none left: every game of issue 8 is ruled). */
type PendingGame = never;
export type SupportedId = Exclude<GameId, PendingGame>;

function entry(game: GameDescriptor<SupportedId>, loaded: LoadedGame): SupportedGame {
  return {
    status: 'supported',
    id: game.id,
    machine: loaded.machine,
    ballExists: loaded.rules.ballExists,
    announcements: loaded.rules.announcements,
    stepKinds: game.stepKinds,
    players: game.players,
    ...(game.callsCueBall ? { callsCueBall: true } : {}),
    ...(game.negativeScore !== null ? { negativeScore: game.negativeScore } : {}),
    ...(loaded.rules.fouls?.countedBy === 'players' ? { foulsPerPlayer: true } : {}),
  };
}

/** The game's entry: its machine imported on demand. */
export const loadEntry = (game: GameDescriptor<SupportedId>): Promise<SupportedGame> =>
  game.load().then((loaded) => entry(game, loaded));
