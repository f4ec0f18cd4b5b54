/** Six-Ball (rule page `six-ball`, seed L303-351): pure predicates, each naming its section. */
import type { ShotFacts } from '../../shot/index.ts';
import type { ObjectBall } from '../../vocabulary/index.ts';
import { lowest, range } from '../common/balls.ts';
import type { GameContext } from '../common/context.ts';
import type { PlayerId } from '../common/types.ts';

export interface SixX {
  /** 8.4 in a game of more than two players: players who lost on three fouls; the others play on */
  out: PlayerId[];
}
export type SixContext = GameContext<SixX>;

/** 3: object balls 1-6. */
export const SIX_RACK = range(1, 6);
export const isSixBall = (b: number): boolean => b >= 1 && b <= 6;

/** 1, 8.1: the legal object ball is the lowest-numbered ball on the table. */
export const legalObjectBall = (ctx: SixContext): ObjectBall | null => lowest(ctx.onTable);

/** 7 with the glossary's "open break": a ball pocketed or at least four object balls driven to a cushion. */
export { isOpenBreak } from '../recreational/shared.ts';

/** 5, 6: the 6 pocketed on a legal shot wins (any ball counts once the lowest is hit first, 1). */
export const winsWithSix = (facts: ShotFacts, foul: boolean): boolean => !foul && facts.pocketed.includes(6);

/**
 * 9, 10: balls pocketed on a foul and jumped balls are spotted, no penalty for the balls
 * themselves; on a coin-operated table (`options.variant: "coin-operated"`) only the 6 of the
 * pocketed balls (jumped balls can always be spotted).
 */
export function ballsToSpot(facts: ShotFacts, foul: boolean, coinOperated: boolean): ObjectBall[] {
  const pocketed = foul ? facts.pocketed.filter((b) => !coinOperated || b === 6) : [];
  return [...pocketed, ...facts.offTable].sort((a, b) => a - b);
}
