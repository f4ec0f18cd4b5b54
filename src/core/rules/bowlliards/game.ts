/** Bowlliards as a game of the kit: ten frames per player (5), setup by frame and inning, new games. */
import { type BallSet, count } from '../common/balls.ts';
import { baseContext } from '../common/context.ts';
import type { RackNew } from '../common/events.ts';
import { Draft } from '../common/flow.ts';
import { kitGame } from '../common/game.ts';
import { keyed, keyedFrom, zeroCounts } from '../common/keyed.ts';
import type { CommonState, GameRules } from '../common/kit.ts';
import { guardedState } from '../common/kit.ts';
import { rackOrSetup } from '../common/opening.ts';
import { type GameSetup, type PlayerId, type RefereeDoc, RefereeInputError } from '../common/types.ts';
import { done, judgeBowlShot, startFrame } from './judge.ts';
import { type BowlContext, type BowlX, FRAMES, readBalls } from './rules.ts';

/**
 * 5: every player's frames with the ten `balls`, from the first frame (`s` null: a new game) or from
 * the frame and inning of a set-up position with `onTable` left, whose points so far are `s.score`.
 */
function framesFrom(players: readonly PlayerId[], balls: BallSet, onTable: BallSet, s: GameSetup | null): BowlX {
  const frame = s?.frame ?? 1;
  const inning = s?.inning ?? 1;
  if (frame < 1 || frame > FRAMES) throw new RefereeInputError('setup.frame', 'a frame is numbered 1 to 10');
  if (inning < 1 || inning > 2)
    throw new RefereeInputError('setup.inning', 'a set-up position is in the first or the second inning of a frame');
  const shooter = s?.shooter ?? (players[0] as PlayerId);
  const before = players.slice(0, players.indexOf(shooter));
  // players before the shooter in the order of play have already played the frame of the set-up position
  const frames = keyed(players.map((p) => [p, before.includes(p) ? frame + 1 : frame]));
  // in a later inning the earlier ones are read from the balls left (10 minus those on the table)
  const frameRolls = inning > 1 ? [10 - count(onTable)] : [];
  return {
    balls,
    frame: frames,
    firstFrame: keyedFrom(frames),
    rolls: keyed(players.map((p) => [p, p === shooter ? [...frameRolls] : []])),
    frameRolls,
    inning,
    roll: 0,
    penalties: zeroCounts(players),
    base: keyed(players.map((p) => [p, s?.score?.[p] ?? 0])),
  };
}

function initBowl(doc: RefereeDoc): BowlContext {
  const balls = readBalls(doc);
  const onTable = rackOrSetup(doc, balls);
  const x = framesFrom(doc.players, balls, onTable, doc.setup);
  doc.setup?.onTable?.forEach((b, i) => {
    if (!(balls & (1 << b)))
      throw new RefereeInputError(`setup.onTable[${i}]`, `ball ${b} is not one of the ten balls in play`);
  });
  return { ...baseContext<BowlX>(doc, onTable, x, true), score: keyedFrom(x.base) };
}

/** A new game: every player back to frame 1; the named player (default: the first) breaks. */
function newGameBowl(ctx: BowlContext, ev: RackNew): BowlContext {
  const d = new Draft(ev.step);
  const breaker = ev.breaker ?? (ctx.players[0] as PlayerId);
  d.cite('bowlliards/5').say('newRack', { player: breaker });
  return done(startFrame({ ...ctx, x: framesFrom(ctx.players, ctx.x.balls, ctx.x.balls, null) }, breaker, d), d);
}

/** 6, 8: the tenth frame's third inning after a strike or a spare, and a frame's second inning. */
const BONUS_INNING = guardedState<BowlX>('bonusInning', 'isBonusInning', (c) => c.x.inning === 3);
const SECOND_INNING = guardedState<BowlX>('secondInning', 'isSecondInning', (c) => c.x.inning === 2);

export const BOWLLIARDS: GameRules<BowlX> = {
  ...kitGame<BowlX>({
    id: 'bowlliards',
    // a protest only: no concession, warning or stalemate in Bowlliards
    announcements: ['protest'],
    judge: { init: initBowl, shot: judgeBowlShot, done },
    // the template's re-rack (no choice or stalemate asks for one in Bowlliards): a frame begins for the player (7)
    rerack: startFrame,
    newGame: newGameBowl,
    playStates: [BONUS_INNING, SECOND_INNING, { state: 'firstInning' }],
  }),
  // no choice is ever offered in Bowlliards: its machine has no awaitingChoice state
  noChoices: true,
};

/** The Bowlliards machine's states: the free break of every frame (7), then the first, second and (tenth frame) bonus innings (5, 6, 8). */
export type BowlliardsState = Exclude<CommonState, 'awaitingChoice'> | 'bonusInning' | 'secondInning' | 'firstInning';
