/** Cribbage (seed L849-899, rule page cribbage.mdx): pure predicates, each naming its section. */
import type { ObjectBall } from '../../vocabulary/index.ts';
import type { BallSet } from '../common/balls.ts';
import { range } from '../common/balls.ts';
import type { GameContext } from '../common/context.ts';

export interface CribbageX {
  /** cribbage/9.1, 9.3: balls legally pocketed in this inning whose mates are not down yet */
  open: ObjectBall[];
}
export type CribbageContext = GameContext<CribbageX>;

/** cribbage/5: five cribbages of the eight win. */
export const TARGET = 5;

/** cribbage/6: the mate of a ball (the pair adds up to fifteen); the 15 has none. */
export const mateOf = (ball: ObjectBall): ObjectBall | null => (ball === 15 ? null : ((15 - ball) as ObjectBall));

/** cribbage/6: two balls are a cribbage. */
export const isCribbage = (a: ObjectBall, b: ObjectBall): boolean => a !== 15 && a + b === 15;

/** cribbage/6, 9.7: the 15 counts alone only once every pair is down (no ball 1-14 on the table or open). */
export const fifteenCounts = (onTableBefore: BallSet, open: readonly ObjectBall[]): boolean =>
  open.length === 0 && (onTableBefore & range(1, 14)) === 0;

export interface PairOutcome {
  /** cribbages completed on the shot */
  closed: Array<[ObjectBall, ObjectBall]>;
  /** balls still waiting for their mates */
  open: ObjectBall[];
  /** cribbage/9.1, 9.3: the shot pocketed a mate of a ball that was open before it */
  closedAnOpenBall: boolean;
}

/** cribbage/6, 9.1-9.3: pairs the balls pocketed on a legal shot with the open ones (the 15 aside). */
export function pairUp(open: readonly ObjectBall[], pocketed: readonly ObjectBall[]): PairOutcome {
  const waiting = [...open];
  const closed: Array<[ObjectBall, ObjectBall]> = [];
  let closedAnOpenBall = false;
  for (const b of pocketed) {
    const mate = mateOf(b);
    if (mate === null) continue;
    const i = waiting.indexOf(mate);
    if (i >= 0) {
      waiting.splice(i, 1);
      closed.push([Math.min(b, mate) as ObjectBall, Math.max(b, mate) as ObjectBall]);
      if (open.includes(mate)) closedAnOpenBall = true;
    } else waiting.push(b);
  }
  return { closed, open: waiting, closedAnOpenBall };
}

/** cribbage/9.1: with balls open, the shot must pocket a mate of one of them. */
export const missedTheMate = (open: readonly ObjectBall[], outcome: PairOutcome): boolean =>
  open.length > 0 && !outcome.closedAnOpenBall;

/** cribbage/4: no two corner balls add up to fifteen. */
export const cornersLegal = (corners: readonly ObjectBall[]): boolean =>
  corners.every((a, i) => corners.every((b, j) => i === j || a + b !== 15));

/** cribbage/9.7: the 15 pocketed while pairs remain is spotted right after the shot. */
export const spotsFifteen = (
  onTableBefore: BallSet,
  open: readonly ObjectBall[],
  pocketed: readonly ObjectBall[],
): boolean => pocketed.includes(15) && !fifteenCounts(onTableBefore, open);
