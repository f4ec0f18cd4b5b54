/** Nine-ball (seed 5.x, WPA 1999): pure predicates, each naming its rule. */

import type { ShotFacts } from '../../shot/index.ts';
import type { ObjectBall } from '../../vocabulary/index.ts';
import { lowest } from '../common/balls.ts';
import type { GameContext } from '../common/context.ts';

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
