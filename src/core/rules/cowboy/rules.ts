/** Cowboy (rule page `cowboy`, seed L518-571): pure predicates, each naming its section. */
import type { ShotFacts } from '../../shot/index.ts';
import type { ObjectBall, ShotEvent } from '../../vocabulary/index.ts';
import { fromList } from '../common/balls.ts';
import type { GameContext } from '../common/context.ts';
import { blocksSpot, type Point, type TableLines } from '../common/table.ts';
import type { BallKey, PlayerId, ShotDeclaration } from '../common/types.ts';
import { callsOf } from '../recreational/shared.ts';

export interface CowboyX {
  /** section 10: the shooter's score when his inning began (a foul cancels the inning's points) */
  inningStart: number;
  /** 6.3: pocketed balls waiting off the table until their spot is free */
  waiting: ObjectBall[];
  /** 6.8 in a game of more than two players: players who lost on three fouls; the others play on */
  out: PlayerId[];
}
export type CowboyContext = GameContext<CowboyX>;

/** 3: the 1, the 3 and the 5. */
export const COWBOY_BALLS: readonly ObjectBall[] = [1, 3, 5];
export const COWBOY_RACK = fromList(COWBOY_BALLS);
export const isCowboyBall = (b: number): boolean => b === 1 || b === 3 || b === 5;

/** 4: the 1 on the head spot, the 3 on the foot spot, the 5 on the centre spot (and back there, 6.3). */
const HOME_SPOT = { 1: 'head-spot', 3: 'foot-spot', 5: 'centre-spot' } as const;
export function homeOf(t: TableLines, b: ObjectBall): { spot: Point; name: (typeof HOME_SPOT)[1 | 3 | 5] } {
  const name = HOME_SPOT[b as 1 | 3 | 5];
  return { name, spot: name === 'head-spot' ? t.headSpot : name === 'foot-spot' ? t.footSpot : t.centreSpot };
}
export const rackPositions = (t: TableLines): Partial<Record<BallKey, Point>> =>
  Object.fromEntries(COWBOY_BALLS.map((b) => [String(b), homeOf(t, b).spot]));

/** 5.1: the first 90 points any way; 91-100 by caroms only; the 101st by the called cue ball off the 1. */
const NINETY = 90;
export const HUNDRED = 100;

/** The object balls the cue ball touched (a carom is the cue ball touching two or three of them). */
export function cueContacts(events: readonly ShotEvent[]): ObjectBall[] {
  const out = new Set<ObjectBall>();
  for (const e of events) {
    if (e.type === 'hit' && e.ball === 'cue' && e.target !== 'cue' && e.inPocket !== true) out.add(e.target);
    if (e.type === 'split-hit' && e.ball === 'cue') for (const t of e.targets) out.add(t);
  }
  return [...out].sort((a, b) => a - b);
}

/** 5.1 (2), (3): a carom on two object balls scores one point, on all three two points. */
export const caromPoints = (contacts: number): number => (contacts >= 3 ? 2 : contacts === 2 ? 1 : 0);

/** 5.1 (1): a pocketed object ball scores its number; several ways on one shot add up (at most 9 + 2 = 11). */
export const shotPoints = (facts: ShotFacts, events: readonly ShotEvent[]): number =>
  facts.pocketed.reduce((s, b) => s + b, 0) + caromPoints(cueContacts(events).length);

/** 5.1: from 90 points on a shot scores no further than 100. */
export const pointsUpTo100 = (score: number, points: number): number =>
  score >= NINETY ? Math.min(points, HUNDRED - score) : points;

/** 5.2: the opening shot must hit the 3 first. */
export const openingTarget = 3;

/** 6.4: a shot that takes a player below 90 past 90 is a foul. */
export const overshootsNinety = (score: number, points: number): boolean => score < NINETY && score + points > NINETY;

/** 6.5: from 90 points on, pocketing an object ball is a foul (on 100 too: the last point is the cue ball's). */
export const pocketsAfterNinety = (score: number, facts: ShotFacts): boolean =>
  score >= NINETY && facts.pocketed.length > 0;

/**
 * 5.1, 6.6, 6.7: on 100 points, the winning shot: the cue ball hits the 1 first, touches no other
 * object ball and drops into the pocket called for it.
 */
export function isWinningShot(score: number, shot: ShotDeclaration, facts: ShotFacts): boolean {
  if (score !== HUNDRED) return false;
  // the pocket the shooter called for the cue ball (5.1: the 101st point)
  const pocket = callsOf(shot.call).find((c) => c.ball === 'cue')?.pocket;
  return (
    pocket !== undefined &&
    facts.cuePocketed &&
    facts.cuePocket === pocket &&
    facts.firstContact === 1 &&
    cueContacts(shot.events).length === 1 &&
    !facts.cueOffTable
  );
}

/** 6.3: a ball's spot is occupied by a ball whose position is known. */
export function isSpotFree(t: TableLines, ball: ObjectBall, positions: Partial<Record<BallKey, Point>>): boolean {
  const { spot } = homeOf(t, ball);
  return !Object.entries(positions).some(([k, p]) => k !== String(ball) && p !== undefined && blocksSpot(p, spot));
}
