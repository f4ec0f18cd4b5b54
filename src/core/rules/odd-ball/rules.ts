/** Odd Ball (seed L735-787, rule page odd-ball.mdx): pure predicates, each naming its section. */
import type { ObjectBall } from '../../vocabulary/index.ts';
import { type BallSet, lowest, toList } from '../common/balls.ts';
import type { GameContext } from '../common/context.ts';
import type { PlayerId, SideId } from '../common/types.ts';

export interface OddBallX {
  /** odd-ball/6: the numbers of the balls each side has legally pocketed in this rack, added up */
  totals: Record<SideId, number>;
  /** odd-ball/6: the 61-point bonus has been given in this rack */
  bonusGiven: boolean;
  /** odd-ball/8.3, 8.4: the player who legally pocketed the last ball */
  lastPocketer: PlayerId | null;
}
export type OddBallContext = GameContext<OddBallX>;

/** odd-ball/5: 21 points win the game. */
export const TARGET = 21;
/** odd-ball/6: the rack total that earns the bonus, and the bonus. */
export const BONUS_AT = 61;
export const BONUS = 2;

/** odd-ball/8.1: the lowest-numbered ball must be contacted first. */
export const legalObjectBall = (onTable: BallSet): ObjectBall | null => lowest(onTable);

/** odd-ball/6: points for legally pocketed balls: one per odd number. */
export const pointsFor = (balls: readonly ObjectBall[]): number => balls.filter((b) => b % 2 === 1).length;

/** odd-ball/6: the side's rack total reaches 61 (only one side can). */
export const earnsBonus = (total: number, alreadyGiven: boolean): boolean => !alreadyGiven && total >= BONUS_AT;

/** odd-ball/6: both sides finish the rack on 60: one point each. */
export const isSixtyAll = (totals: Record<SideId, number>, sides: readonly SideId[]): boolean =>
  sides.length === 2 && sides.every((s) => totals[s] === 60);

/** odd-ball/8.3: the bonus is taken and only even balls are left: the rack ends. */
export const rackEndsEarly = (onTable: BallSet, bonusGiven: boolean): boolean =>
  bonusGiven && onTable !== 0 && toList(onTable).every((b) => b % 2 === 0);

/** odd-ball/5: the side has won. */
export const hasWon = (score: number, target = TARGET): boolean => score >= target;
