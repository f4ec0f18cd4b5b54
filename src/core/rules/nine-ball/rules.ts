/** Nine-ball (seed 5.x, WPA 1999): pure predicates, each naming its rule. */

import type { ShotFacts } from '../../shot/index.ts';
import type { ObjectBall } from '../../vocabulary/index.ts';
import { lowest } from '../common/balls.ts';
import type { GameContext } from '../common/context.ts';
import type { SideId } from '../common/types.ts';

export interface NineX {
  /** 5.5 / 5.6: the shot right after a legal, foul-free break may be a push out */
  pushOutAvailable: boolean;
}
export type NineContext = GameContext<NineX>;

/** 5.1 / 5.8: the legal object ball is the lowest-numbered ball on the table. */
export const legalObjectBall = (ctx: NineContext): ObjectBall | null => lowest(ctx.onTable);

/** 5.4 (1): the break hits the 1 (the lowest ball) first and pockets a ball or drives four numbered balls to a cushion. */
export const isLegalBreak = (facts: ShotFacts, first: ObjectBall | null, lowestBall: ObjectBall | null): boolean =>
  first !== null && first === lowestBall && (facts.pocketed.length > 0 || facts.objectBallsToRail >= 4);

/** 5.5 / 5.6: a push out may be played. */
export const isPushOutAvailable = (ctx: NineContext): boolean => ctx.x.pushOutAvailable && ctx.phase === 'play';

/** 5.7 / 5.11: the 9 is spotted when pocketed on a foul or a push out, or driven off the table. */
export const mustSpotNine = (facts: ShotFacts, foulOrPushOut: boolean): boolean =>
  facts.offTable.includes(9) || (foulOrPushOut && facts.pocketed.includes(9));

/** 5.5 / 5.14: the 9 pocketed on a legal shot wins. */
export const winsWithNine = (facts: ShotFacts, foul: boolean, pushOut: boolean): boolean =>
  !foul && !pushOut && facts.pocketed.includes(9);

/**
 * 5.13 with 2.16: the side's consecutive foul count after another foul, and whether it loses the
 * game. A third foul counts only if the referee's warning was recorded after the second; otherwise
 * the player is taken to have had one foul before the shot.
 */
export function threeFoulRule(count: number, warned: boolean): { count: number; loses: boolean; unwarned: boolean } {
  const n = count + 1;
  if (n < 3) return { count: n, loses: false, unwarned: false };
  return warned ? { count: n, loses: true, unwarned: false } : { count: 2, loses: false, unwarned: true };
}

export const sideFouls = (ctx: NineContext, side: SideId): number => ctx.fouls[side] ?? 0;
