/** Mr. & Mrs. (seed L686-733, rule page mr-and-mrs.mdx): pure predicates, each naming its section. */
import type { ObjectBall } from '../../vocabulary/index.ts';
import { type BallSet, lowest, toList } from '../common/balls.ts';
import type { GameContext } from '../common/context.ts';
import type { PlayerId } from '../common/types.ts';

export interface MrMrsX {
  /** mr-and-mrs/1 (page note): the weaker players (`options.novice`) */
  novice: PlayerId[];
  /** mr-and-mrs/8.4: players out after three consecutive fouls (more than two players) */
  out: PlayerId[];
  /** mr-and-mrs/6: the order in which players last pocketed a ball legally (the last is the latest) */
  lastPockets: PlayerId[];
}
export type MrMrsContext = GameContext<MrMrsX>;

/** mr-and-mrs/8.2 (stronger player) and 7 (the break): the lowest-numbered ball first; 8.3: any ball for the weaker player. */
export const isLegalFirst =
  (onTable: BallSet, novice: boolean, isBreak: boolean) =>
  (b: ObjectBall): boolean =>
    !isBreak && novice ? true : b === lowest(onTable);

/** mr-and-mrs/6: a ball scores its number. */
export const pointsFor = (balls: readonly ObjectBall[]): number => balls.reduce((s, b) => s + b, 0);

/** The points still on the table. */
export const pointsLeft = (onTable: BallSet): number => pointsFor(toList(onTable));

/**
 * mr-and-mrs/6: the winner, when one player can no longer be caught by any other (61 of 120 with two
 * players), or when the table is empty (a tie goes to the tied player who pocketed a ball last).
 */
export function decideWinner(
  score: Record<PlayerId, number>,
  active: readonly PlayerId[],
  left: number,
  lastPockets: readonly PlayerId[],
): PlayerId | null {
  if (active.length === 1) return active[0] as PlayerId;
  const best = Math.max(...active.map((p) => score[p] ?? 0));
  const leaders = active.filter((p) => (score[p] ?? 0) === best);
  if (leaders.length === 1) {
    const l = leaders[0] as PlayerId;
    if (active.every((p) => p === l || (score[p] ?? 0) + left < best)) return l;
  }
  if (left > 0) return null;
  for (let i = lastPockets.length - 1; i >= 0; i -= 1)
    if (leaders.includes(lastPockets[i] as PlayerId)) return lastPockets[i] as PlayerId;
  return leaders[0] as PlayerId;
}
