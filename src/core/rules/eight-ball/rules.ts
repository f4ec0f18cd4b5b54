/**
 * Eight-ball (seed 4.x, WPA 1999): pure judgement. Every predicate names its rule.
 */

import type { ShotFacts } from '../../shot/index.ts';
import type { ObjectBall, PocketId } from '../../vocabulary/index.ts';
import { type BallSet, has, remove, SOLID_SET, STRIPE_SET } from '../common/balls.ts';
import type { GameContext } from '../common/context.ts';
import type { Call, Group, SideId } from '../common/types.ts';

export interface EightX {
  /** null while the table is open (4.9) */
  groups: Record<SideId, Group> | null;
}
export type EightContext = GameContext<EightX>;

export const groupOf = (ball: ObjectBall): Group | null => (ball < 8 ? 'solids' : ball > 8 ? 'stripes' : null);
const groupSet = (g: Group): BallSet => (g === 'solids' ? SOLID_SET : STRIPE_SET);

/** 4.5: a legal break pockets a ball or drives at least four numbered balls to a cushion. */
export const isLegalBreak = (facts: ShotFacts): boolean => facts.pocketed.length > 0 || facts.objectBallsToRail >= 4;

/** 4.8: the 8 pocketed on the break. */
export const isEightPocketedOnBreak = (facts: ShotFacts): boolean => facts.pocketed.includes(8);

/** 4.9 / 4.10: the table is open until a player legally pockets a called ball after the break. */
export const isTableOpen = (ctx: EightContext): boolean => ctx.x.groups === null;

/** The shooter's group balls still on the table (4.13). */
export function ownBallsOnTable(ctx: EightContext, side: SideId): BallSet {
  const g = ctx.x.groups?.[side];
  return g ? ctx.onTable & groupSet(g) : 0;
}

/** 4.13 / 4.19: a player whose group is cleared shoots at the 8. */
export const isShootingTheEight = (ctx: EightContext, side: SideId): boolean =>
  ctx.x.groups !== null && ownBallsOnTable(ctx, side) === 0;

/** 4.9, 4.11, 4.15: the balls the cue ball may touch first. */
export function legalTargets(ctx: EightContext, side: SideId): BallSet {
  if (ctx.x.groups === null) return remove(ctx.onTable, 8);
  const own = ownBallsOnTable(ctx, side);
  return own !== 0 ? own : 1 << 8;
}

/** 4.2 / 4.16 (2): the called ball went into the called pocket; with no call the shot is taken as obvious. */
export function calledBallMade(call: Call | undefined, facts: ShotFacts): ObjectBall | null | 'uncalled' {
  if (!call || call.kind === 'many') return 'uncalled';
  if (call.kind === 'safety') return null;
  const pocketOf = (b: ObjectBall): PocketId | undefined => facts.pocketOf.get(b);
  if (call.ball !== undefined && call.ball !== 'cue') {
    if (!facts.pocketed.includes(call.ball)) return null;
    return call.pocket === undefined || pocketOf(call.ball) === call.pocket ? call.ball : null;
  }
  if (call.pocket !== undefined) return facts.pocketed.find((b) => pocketOf(b) === call.pocket) ?? null;
  return 'uncalled';
}

export type LossReason = 'foul-on-eight' | 'eight-with-last' | 'eight-off-table' | 'eight-wrong-pocket' | 'eight-early';

/** 4.20: the ways to lose the game (item numbers of the seed). */
export const LOSS_ITEMS: Record<LossReason, number> = {
  'foul-on-eight': 1,
  'eight-with-last': 2,
  'eight-off-table': 3,
  'eight-wrong-pocket': 4,
  'eight-early': 5,
};

/**
 * 4.20 (not on the break): the 8 off the table (3), pocketed on a foul (1), with the last group
 * ball (2), when it was not the legal object ball (5), or in a pocket other than the called one (4).
 */
export function lossOfGame(
  ctx: EightContext,
  side: SideId,
  facts: ShotFacts,
  foul: boolean,
  call: Call | undefined,
): LossReason | null {
  if (facts.offTable.includes(8)) return 'eight-off-table';
  if (!facts.pocketed.includes(8)) return null;
  if (foul) return 'foul-on-eight';
  if (!isShootingTheEight(ctx, side)) {
    const own = ownBallsOnTable(ctx, side);
    const cleared = own !== 0 && facts.pocketed.filter((b) => has(own, b)).length === countBits(own);
    return cleared ? 'eight-with-last' : 'eight-early';
  }
  if (call?.kind === 'ball' && call.pocket !== undefined && (call.ball === 8 || call.ball === undefined)) {
    if (facts.pocketOf.get(8) !== call.pocket) return 'eight-wrong-pocket';
  }
  if (call?.kind === 'ball' && call.ball !== undefined && call.ball !== 8) return 'eight-wrong-pocket';
  if (call?.kind === 'safety') return 'eight-wrong-pocket';
  return null;
}

function countBits(s: BallSet): number {
  let n = 0;
  for (let v = s; v !== 0; v &= v - 1) n += 1;
  return n;
}
