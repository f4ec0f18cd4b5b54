/** Honolulu (seed L815-848, rule page honolulu.mdx): pure predicates, each naming its section. */
import type { ShotFacts } from '../../shot/index.ts';
import type { ObjectBall, PocketId, RailId, ShotEvent } from '../../vocabulary/index.ts';
import type { GameContext } from '../common/context.ts';
import type { SideId } from '../common/types.ts';

export interface HonoluluX {
  /** honolulu/8: balls each side owes after an illegal break (its next legally pocketed balls are spotted) */
  owes: Record<SideId, number>;
  /** honolulu/6: balls pocketed in this inning that do not count, spotted when the inning ends */
  toSpot: ObjectBall[];
}
export type HonoluluContext = GameContext<HonoluluX>;

/** honolulu/5: eight points win. */
export const TARGET = 8;

/** honolulu/7: the cushions that border each pocket. */
export const POCKET_RAILS: Record<PocketId, readonly RailId[]> = {
  'head-right': ['head', 'right-head'],
  'head-left': ['head', 'left-head'],
  'side-right': ['right-head', 'right-foot'],
  'side-left': ['left-head', 'left-foot'],
  'foot-right': ['foot', 'right-foot'],
  'foot-left': ['foot', 'left-foot'],
};

export type Way = 'bank' | 'combination' | 'carom' | 'kick';

export interface HowPocketed {
  /** the ball went into a pocket (the first pocket event for it) */
  pocketed: boolean;
  pocket: PocketId | undefined;
  /** the indirect ways seen (honolulu/6), the kick only when it is not a simple kick (honolulu/7) */
  ways: Way[];
  /** honolulu/7: the cue ball came off a single cushion that borders the called pocket before reaching the ball */
  simpleKick: boolean;
}

/**
 * honolulu/6 and 7: how a ball reached its pocket, read from the shot's events in time order.
 * - bank: the ball touched a cushion before dropping;
 * - combination: another object ball drove it (it was struck by an object ball before the cue ball touched it);
 * - carom: it glanced off another ball after the cue ball struck it, or the cue ball glanced off
 *   another object ball before reaching it;
 * - kick: the cue ball touched a cushion before its first contact with an object ball; a kick off
 *   one cushion that borders the called pocket is a simple kick and does not count (7), a kick off
 *   a cushion not known from the log is taken in the shooter's favour (as 2.10 decides doubtful contacts).
 */
export function howPocketed(events: readonly ShotEvent[], ball: ObjectBall, calledPocket?: PocketId): HowPocketed {
  const ways = new Set<Way>();
  const cueRails: Array<RailId | undefined> = [];
  let cueContact = false;
  let cueTouchedOther = false;
  let hitByCue = false;
  let pocket: PocketId | undefined;
  let pocketed = false;
  for (const e of events) {
    if (pocketed) break;
    switch (e.type) {
      case 'rail':
        if (e.ball === 'cue' && !cueContact) cueRails.push(e.rail);
        if (e.ball === ball) ways.add('bank');
        break;
      case 'hit':
      case 'split-hit': {
        if (e.type === 'hit' && e.inPocket) break;
        const pair: Array<ObjectBall | 'cue'> = e.type === 'hit' ? [e.ball, e.target] : [e.ball, ...e.targets];
        if (pair.includes('cue')) {
          cueContact = true;
          if (pair.includes(ball)) {
            hitByCue = true;
            if (cueTouchedOther) ways.add('carom');
          } else if (!hitByCue) cueTouchedOther = true;
        } else if (pair.includes(ball)) ways.add(hitByCue ? 'carom' : 'combination');
        break;
      }
      case 'pocket':
        if (e.ball === ball) {
          pocketed = true;
          pocket = e.pocket;
        }
        break;
    }
  }
  const [rail] = cueRails;
  const borders = rail !== undefined && calledPocket !== undefined && POCKET_RAILS[calledPocket].includes(rail);
  const simpleKick = cueRails.length === 1 && borders;
  if (cueRails.length > 0 && !simpleKick) ways.add('kick');
  return { pocketed, pocket, ways: [...ways], simpleKick };
}

export type CallVerdict = 'scored' | 'not-pocketed' | 'wrong-pocket' | 'no-pocket-called' | 'direct' | 'simple-kick';

/** honolulu/6-7: whether a called ball is legally pocketed (in the called pocket, and indirectly). */
export function judgeCall(events: readonly ShotEvent[], ball: ObjectBall, calledPocket?: PocketId): CallVerdict {
  const h = howPocketed(events, ball, calledPocket);
  if (!h.pocketed) return 'not-pocketed';
  if (calledPocket === undefined) return 'no-pocket-called';
  if (h.pocket !== undefined && h.pocket !== calledPocket) return 'wrong-pocket';
  if (h.ways.length > 0) return 'scored';
  return h.simpleKick ? 'simple-kick' : 'direct';
}

/** honolulu/8: a legal break pockets the called ball in the called pocket or drives two object balls to a cushion. */
export const isLegalBreak = (facts: ShotFacts, calledMade: boolean): boolean =>
  calledMade || facts.objectBallsToRail >= 2;

/**
 * honolulu/8 (the game's safety): after the contact a ball is pocketed, or the cue ball or the
 * object ball it contacted reaches a cushion (narrower than 3.19, where any object ball will do).
 */
export const meetsHonoluluRail = (facts: ShotFacts, first: ObjectBall): boolean =>
  facts.pocketed.length > 0 || facts.rails.some((r) => r.afterContact && (r.ball === 'cue' || r.ball === first));

/** honolulu/5: the side has won. */
export const hasWon = (score: number, target = TARGET): boolean => score >= target;

/** honolulu/8: a ball legally pocketed while the side owes one is spotted instead of scoring. */
export const paysDebt = (owes: number): boolean => owes > 0;
