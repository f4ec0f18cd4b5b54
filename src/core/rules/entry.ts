/**
 * What the driver must know of an implemented game besides its machine: which balls exist, the
 * announcements and step kinds its logs may hold. One table for every game, used by the static
 * registry (CLI, quiz, tests) and by the per-game lazy loaders (the browser loads one game).
 */
import type { AnyStateMachine } from 'xstate';
import type { GameId } from '../vocabulary/index.ts';
import type { Announcement, Step } from './common/types.ts';

export interface SupportedGame {
  status: 'supported';
  id: GameId;
  machine: AnyStateMachine;
  ballExists(ball: number): boolean;
  announcements: readonly Announcement[];
  stepKinds: readonly Step['kind'][];
  /** the game scores a called cue-ball scratch (Cowboy 5.1): a call may name the cue ball */
  callsCueBall?: boolean;
}

export interface UnsupportedGame {
  status: 'not-supported';
  id: GameId;
  /** the issue that will add it */
  issue: number;
}

export type GameEntry = SupportedGame | UnsupportedGame;

/** Games without a referee yet (none left: every game of issue 8 is ruled). */
export type PendingGame = never;
export type SupportedId = Exclude<GameId, PendingGame>;

const POOL_STEPS: readonly Step['kind'][] = ['shot', 'choose', 'announce', 'newRack'];

const SHAPES: Record<SupportedId, { stepKinds: readonly Step['kind'][]; callsCueBall?: boolean }> = {
  'eight-ball': { stepKinds: POOL_STEPS },
  'nine-ball': { stepKinds: POOL_STEPS },
  'straight-pool': { stepKinds: POOL_STEPS },
  lag: { stepKinds: ['lag'] },
  'six-ball': { stepKinds: POOL_STEPS },
  'card-ball': { stepKinds: ['shot', 'choose', 'announce'] },
  bowlliards: { stepKinds: ['shot', 'announce', 'newRack'] },
  cutthroat: { stepKinds: POOL_STEPS },
  cowboy: { stepKinds: POOL_STEPS, callsCueBall: true },
  'forty-one': { stepKinds: ['shot', 'choose', 'announce'] },
  'kelly-pool': { stepKinds: POOL_STEPS },
  'mr-and-mrs': { stepKinds: POOL_STEPS },
  'odd-ball': { stepKinds: POOL_STEPS },
  honolulu: { stepKinds: POOL_STEPS },
  cribbage: { stepKinds: POOL_STEPS },
  'side-pocket-one': { stepKinds: POOL_STEPS },
};

interface BallsAndAnnouncements {
  ballExists(b: number): boolean;
  announcements: readonly Announcement[];
}

/** The lag is played with two cue balls: no object ball exists, nothing is announced. */
export const LAG_RULES: BallsAndAnnouncements = { ballExists: () => false, announcements: [] };

export function entry(id: SupportedId, machine: AnyStateMachine, rules: BallsAndAnnouncements): SupportedGame {
  return {
    status: 'supported',
    id,
    machine,
    ballExists: rules.ballExists,
    announcements: rules.announcements,
    ...SHAPES[id],
  };
}
