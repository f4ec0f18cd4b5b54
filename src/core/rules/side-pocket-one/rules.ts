/** The unnamed side-pocket game (rule page side-pocket-one.mdx, sections 6-11): pure predicates, each naming its section. */
import type { ShotFacts } from '../../shot/index.ts';
import type { ObjectBall, PocketId } from '../../vocabulary/index.ts';
import type { GameContext } from '../common/context.ts';
import { keyed } from '../common/keyed.ts';
import type { Call, SideId } from '../common/types.ts';
import { callsOf } from '../recreational/shared.ts';

export interface SidePocketX {
  /** side-pocket-one/7.3: each side's target pocket for the 1-ball (empty until chosen) */
  sidePockets: Record<SideId, PocketId>;
  /** side-pocket-one/6: illegal breaks in a row in the current rack */
  illegalBreaks: number;
}
export type SidePocketContext = GameContext<SidePocketX>;

/** side-pocket-one/7.3: the two side pockets the 1-ball may be assigned to. */
const SIDE_POCKETS: readonly PocketId[] = ['side-left', 'side-right'];

export const isSidePocket = (p: PocketId): boolean => SIDE_POCKETS.includes(p);

/** side-pocket-one/7.3: the opposite side pocket becomes the opponent's. */
export const oppositeSidePocket = (p: PocketId): PocketId => (p === 'side-left' ? 'side-right' : 'side-left');

/** side-pocket-one/7.3: the chooser's side pocket and the other one for the opponent (two sides). */
export function assignSidePockets(
  sides: readonly SideId[],
  chooser: SideId,
  pocket: PocketId,
): Record<SideId, PocketId> {
  return keyed(sides.map((s) => [s, s === chooser ? pocket : oppositeSidePocket(pocket)]));
}

/** side-pocket-one/6: three illegal breaks in a row lose the game. */
const ILLEGAL_BREAKS_LOSE = 3;
export const losesOnIllegalBreaks = (inARow: number): boolean => inARow >= ILLEGAL_BREAKS_LOSE;

/** side-pocket-one/7.2, 7.4: what the shooter called: the pockets, and whether the 1-ball is his object ball. */
export interface CallFacts {
  pockets: ReadonlySet<PocketId>;
  calledOne: boolean;
  /** the shooter's own side pocket (the 1's pocket, 7.3) */
  own: PocketId | undefined;
}

/**
 * The calls of a shot read for this game: `{pocket}` alone calls a pocket (7.2); `{ball: 1}` calls
 * the 1 as the object ball (7.4), its pocket being the shooter's own side pocket unless another is named.
 */
export function readCall(call: Call | undefined, own: PocketId | undefined): CallFacts {
  const items = callsOf(call);
  const calledOne = items.some((c) => c.ball === 1);
  const pockets = new Set(items.flatMap((c) => c.pocket ?? (c.ball === 1 ? own : undefined) ?? []));
  return { pockets, calledOne, own };
}

export type BallVerdict = 'counts' | 'not-called-pocket' | 'one-not-called' | 'one-not-own-pocket' | 'no-side-pocket';

/**
 * side-pocket-one/7.2, 7.4: whether a ball pocketed on a legal shot is legally pocketed. A pocket the
 * log does not name is taken in the shooter's favour (as 2.10 decides doubtful facts).
 */
export function judgeBall(ball: ObjectBall, pocket: PocketId | undefined, called: CallFacts): BallVerdict {
  if (ball === 1) {
    if (!called.own) return 'no-side-pocket';
    if (!called.calledOne) return 'one-not-called';
    return pocket === undefined || pocket === called.own ? 'counts' : 'one-not-own-pocket';
  }
  // no pocket called (nor implied by calling the 1)
  if (called.pockets.size === 0) return 'not-called-pocket';
  return pocket === undefined || called.pockets.has(pocket) ? 'counts' : 'not-called-pocket';
}

/**
 * side-pocket-one/6: a legal break pockets a ball in the called pocket (counted under 7.2 / 7.4), or,
 * after the cue ball contacts the rack, drives the cue ball and at least two object balls to a cushion.
 */
export const isLegalBreak = (facts: ShotFacts, legallyPocketed: number, contact: boolean): boolean =>
  legallyPocketed > 0 || (contact && facts.cueToRailAfterContact && facts.objectBallsToRail >= 2);

/**
 * side-pocket-one/5 (editorial decision, issue 28; the source's section is lost): every legally pocketed
 * ball scores one point, the 1 included (7.1, 7.2, 7.4; 11 "no points are deducted" shows a points
 * score), and the side that can no longer be caught wins: its points exceed every other side's points
 * plus one for each ball still on the table (`left`). From a full rack that is 8 of the 15 points.
 */
export function uncatchable(
  score: Readonly<Record<SideId, number>>,
  sides: readonly SideId[],
  left: number,
): SideId | null {
  for (const s of sides) {
    const mine = score[s] ?? 0;
    if (sides.every((o) => o === s || mine > (score[o] ?? 0) + left)) return s;
  }
  return null;
}
