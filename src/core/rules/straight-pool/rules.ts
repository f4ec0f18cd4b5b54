/** 14.1 continuous (seed 6.x, WPA 1999): pure predicates and penalties, each naming its rule. */

import type { ShotFacts } from '../../shot/index.ts';
import type { ObjectBall } from '../../vocabulary/index.ts';
import { count } from '../common/balls.ts';
import type { GameContext } from '../common/context.ts';
import type { Call, SideId } from '../common/types.ts';

export interface StraightX {
  /** 6.7.2: consecutive legal safeties by each side at a ball within a ball's width of a cushion using only the nearest cushion */
  nearRail: Record<SideId, { ball: ObjectBall; count: number } | null>;
  /** 6.7.2 note: the side fouled on its last shot */
  fouledLast: Record<SideId, boolean>;
  /** set by a shot that re-racked (6.7.3); the machine's `rerack` state clears it */
  reracked: boolean;
  /** 3.35, current 4.12: the players lag for the opening break; the next shot is the winner's (absent otherwise) */
  lagForBreak?: true;
}
export type StraightContext = GameContext<StraightX>;

const DEFAULT_TARGET = 150;
export const BREAK_PENALTY = 2;
export const FOUL_PENALTY = 1;
export const THIRD_FOUL_EXTRA = 15;
export const DELIBERATE_PENALTY = 16;
export const CONDUCT_PENALTY = 15;

/** 6.1: the score to reach (150 by default, or as agreed). */
export const targetOf = (ctx: StraightContext): number =>
  typeof ctx.options.target === 'number' ? ctx.options.target : DEFAULT_TARGET;

/** 6.1 / 6.7.1: the called ball went into the called pocket (no call: an obvious shot is taken as called). */
export function isCalledBallMade(call: Call | undefined, facts: ShotFacts): boolean {
  if (!call || call.kind === 'many') return facts.pocketed.length > 0;
  if (call.kind === 'safety') return false;
  if (call.ball !== undefined && call.ball !== 'cue') {
    return (
      facts.pocketed.includes(call.ball) && (call.pocket === undefined || facts.pocketOf.get(call.ball) === call.pocket)
    );
  }
  if (call.pocket !== undefined) return facts.pocketed.some((b) => facts.pocketOf.get(b) === call.pocket);
  return facts.pocketed.length > 0;
}

/**
 * 6.6: the opening break either pockets the called ball, or the cue ball touches an object ball
 * and then a cushion and two object balls reach a cushion.
 */
export function isLegalOpeningBreak(call: Call | undefined, facts: ShotFacts, first: ObjectBall | null): boolean {
  const called = call?.kind === 'ball' && isCalledBallMade(call, facts);
  return called || (first !== null && facts.cueToRailAfterContact && facts.objectBallsToRail >= 2);
}

/** 6.12: the side's foul count after another foul, and whether it is the third in a row. */
export function consecutiveFoul(countBefore: number): { count: number; third: boolean } {
  const n = countBefore + 1;
  return n >= 3 ? { count: 0, third: true } : { count: n, third: false };
}

/** 6.7.3: the 14th ball of a rack is down when one object ball (or none) is left. */
export const isFourteenthDown = (ctx: StraightContext): boolean => count(ctx.onTable) <= 1;

/**
 * 6.7.2: how a shot at a ball within a ball's width of a cushion is judged.
 * - `third-foul`: the note's player (a foul on his shot just before, or two fouls in a row) must
 *   meet the frozen-ball rule at once; failing it counts as a third consecutive foul.
 * - `frozen`: after two consecutive legal safeties at the ball using only the nearest cushion, the
 *   ball counts as frozen (3.38): failing that rule is an ordinary foul (6.11, counted by 6.12).
 * - `null`: a near-cushion safety is still allowed.
 */
export type NearRailRule = 'third-foul' | 'frozen' | null;
export function nearRailRule(safeties: number, fouledLast: boolean, foulsInRow: number): NearRailRule {
  if (fouledLast || foulsInRow >= 2) return 'third-foul';
  return safeties >= 2 ? 'frozen' : null;
}

/** 6.7.2: whether the shot at the near-cushion ball must meet the frozen-ball rule. */
export function mustTreatAsFrozen(safeties: number, fouledLast: boolean, foulsInRow: number): boolean {
  return nearRailRule(safeties, fouledLast, foulsInRow) !== null;
}

export const wasReracked = (ctx: StraightContext): boolean => ctx.x.reracked;
