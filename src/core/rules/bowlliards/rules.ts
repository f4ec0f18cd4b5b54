/** Bowlliards (rule page `bowlliards`, seed L428-464): pure predicates, each naming its section. */
import { type BallSet, fromList, range } from '../common/balls.ts';
import type { GameContext } from '../common/context.ts';
import { type PlayerId, type RefereeDoc, RefereeInputError } from '../common/types.ts';
import { wholeNumber } from '../common/whole-number.ts';

export interface BowlX {
  /** 3: the ten balls in play (`options.balls`, default 1-10) */
  balls: BallSet;
  /** 5: the frame each player is on (11 when his ten frames are played) */
  frame: Record<PlayerId, number>;
  /** the frame the log starts from for each player (a set-up position may start in a later frame) */
  firstFrame: Record<PlayerId, number>;
  /** 6: balls legally pocketed in each of the player's innings, in order (the bowling "rolls") */
  rolls: Record<PlayerId, number[]>;
  /** the innings of the current frame of the player at the table */
  frameRolls: number[];
  /** 8: the inning of the current frame (1, 2; 3 in the tenth frame after a strike or a spare) */
  inning: number;
  /** balls legally pocketed so far in the current inning */
  roll: number;
  /** 12: fouls charged, one point each */
  penalties: Record<PlayerId, number>;
  /** points of the frames before the log (setup.score) */
  base: Record<PlayerId, number>;
}
export type BowlContext = GameContext<BowlX>;

export const FRAMES = 10;
const DEFAULT_BALLS = range(1, 10);

const sum = (rolls: readonly number[]): number => rolls.reduce((s, r) => s + r, 0);

/** 3, options.balls: any ten distinct balls. */
export function readBalls(doc: RefereeDoc): BallSet {
  const raw = doc.options.balls;
  if (raw === undefined) return DEFAULT_BALLS;
  if (!Array.isArray(raw) || raw.length !== 10)
    throw new RefereeInputError(
      'options.balls',
      'Bowlliards is played with ten object balls (a list of ten numbers 1-15)',
    );
  raw.forEach((b, i) => {
    wholeNumber(b, `options.balls[${i}]`, 1, 15, 'a ball number 1-15');
    if (raw.indexOf(b) !== i) throw new RefereeInputError(`options.balls[${i}]`, `ball ${b} is listed twice`);
  });
  return fromList(raw as number[]);
}

/**
 * 6 (bowling scoring, page note): frame by frame, a strike (ten in the first inning) scores 10 plus
 * the next two innings, a spare (ten in two innings) 10 plus the next inning, otherwise the balls
 * pocketed; the tenth frame is the sum of its two or three innings. Innings not played yet count 0
 * (a running score). `firstFrame` is the frame the first roll belongs to.
 */
export function bowlingScore(rolls: readonly number[], firstFrame = 1): number {
  let total = 0;
  for (let f = firstFrame, i = 0; f <= FRAMES && i < rolls.length; f += 1) {
    // a strike is a frame of one inning; a strike or a spare (ten in the frame) adds the innings after it
    const inFrame = rolls[i] === 10 ? 1 : 2;
    const bonus = f === FRAMES || sum(rolls.slice(i, i + inFrame)) === 10;
    total += sum(rolls.slice(i, i + (bonus ? 3 : 2)));
    i += inFrame;
  }
  return total;
}

/** 5, 6: a frame is over after a strike or two innings; the tenth after three innings, or two without a strike or spare. */
export function isFrameComplete(frame: number, rolls: readonly number[]): boolean {
  if (frame < FRAMES) return rolls[0] === 10 || rolls.length >= 2;
  return rolls.length >= 3 || (rolls.length === 2 && (rolls[0] as number) + (rolls[1] as number) < 10);
}

/** 12: each foul costs one point. */
export const FOUL_POINTS = 1;
