import type { BallId, ObjectBall } from './balls.ts';
import type { ConductLevel, NonBallFoul } from './fouls.ts';
import type { PocketId, RailId } from './table-names.ts';

/**
 * What happened during a shot, in time order: the shared vocabulary of the physics
 * engine's event log and the referee's input (contracts/README.md, "Events").
 * `t` (seconds) is present when the physics engine produced the event.
 */
export type ShotEvent =
  | { type: 'hit'; ball: BallId; target: BallId; inPocket?: boolean; t?: number }
  | { type: 'rail'; ball: BallId; rail?: RailId; t?: number }
  | { type: 'pocket'; ball: BallId; pocket?: PocketId; t?: number }
  | { type: 'off-table'; ball: BallId; t?: number }
  | { type: 'cross-head-string'; ball: BallId; t?: number }
  | {
      type: 'foul';
      kind: NonBallFoul;
      ball?: BallId;
      intentional?: boolean;
      level?: ConductLevel;
      /** the player who committed it, when not the shooter (3.41: the non-shooting player interferes) */
      by?: string;
    }
  | { type: 'split-hit'; ball: BallId; targets: ObjectBall[] }
  | {
      type: 'settle';
      ball: BallId;
      pocket?: PocketId;
      during?: 'shot';
      /** with `pocket` and `during: 'shot'`: `false` when the fall did not affect the shot (current 1.7) */
      affected?: boolean;
    }
  /** `affected: false`: the interference did not affect the shot (2.18: restore and play on) */
  | { type: 'interference'; source: string; affected?: boolean };

/** Motion transitions the physics engine adds to its log (not used by the referee). */
export type MotionEvent =
  | { type: 'roll'; ball: BallId; t: number }
  | { type: 'spin'; ball: BallId; t: number }
  | { type: 'stop'; ball: BallId; t: number };
