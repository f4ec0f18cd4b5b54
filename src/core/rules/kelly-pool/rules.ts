/** Kelly Pool (seed L632-684, rule page kelly-pool.mdx): pure predicates, each naming its section. */
import type { ObjectBall } from '../../vocabulary/index.ts';
import { type BallSet, has, lowest } from '../common/balls.ts';
import type { GameContext } from '../common/context.ts';
import type { PlayerId } from '../common/types.ts';

export interface KellyX {
  /** kelly-pool/5: each player's private number (options.peas); absent when the log does not give them */
  peas: Record<PlayerId, ObjectBall>;
  /** kelly-pool/7 (variant): players disqualified for not announcing that their ball was pocketed */
  out: PlayerId[];
  /** kelly-pool/7 (variant): owners who must announce before the next shot, and who pocketed their ball */
  mustAnnounce: Array<{ owner: PlayerId; by: PlayerId }>;
  /** kelly-pool/7 (variant): the stake (points are doubled after a game nobody won) */
  stake: number;
  /** kelly-pool/7 (variant): who pocketed the last "own" ball (breaks the next game) */
  lastOwnBallBy: PlayerId | null;
}
export type KellyContext = GameContext<KellyX>;

/** kelly-pool/9.3 (page note): the lowest-numbered ball must be contacted first, as in rotation. */
export const legalObjectBall = (onTable: BallSet): ObjectBall | null => lowest(onTable);

/** kelly-pool/6, 7: the shooter legally pocketed the ball of his private number. */
export const pocketedOwnBall = (pea: ObjectBall | undefined, pocketed: readonly ObjectBall[]): pea is ObjectBall =>
  pea !== undefined && pocketed.includes(pea);

/** kelly-pool/7: the owners (other than the shooter) of balls legally pocketed on the shot. */
export const ownersHit = (
  peas: Record<PlayerId, ObjectBall>,
  shooter: PlayerId,
  pocketed: readonly ObjectBall[],
): PlayerId[] =>
  Object.entries(peas)
    .filter(([p, b]) => p !== shooter && pocketed.includes(b))
    .map(([p]) => p);

/** kelly-pool/6, 7: no player's own ball is left on the table: nobody can win any more. */
export const noOwnBallLeft = (peas: Record<PlayerId, ObjectBall>, onTable: BallSet): boolean =>
  Object.keys(peas).length > 0 && Object.values(peas).every((b) => !has(onTable, b));

/** kelly-pool/7 (variant): the points when a player's own ball is pocketed by another (1, or 2 if he does not announce it). */
export const OTHERS_BALL = 1;
export const OWN_BALL = 2;
