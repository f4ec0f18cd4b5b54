/** Bowlliards as a game of the kit: ten frames per player (5), setup by frame and inning, new games. */
import { count, fromList } from '../common/balls.ts';
import { baseContext } from '../common/context.ts';
import type { PlayerAnnounce, PlayerChoose, RackNew } from '../common/events.ts';
import { applyCommonAnnouncement, Draft } from '../common/flow.ts';
import { keyed, keyedFrom } from '../common/keyed.ts';
import { FIFTEEN_BALLS, type GameRules } from '../common/kit.ts';
import { type PlayerId, type RefereeDoc, RefereeInputError } from '../common/types.ts';
import { done, judgeBowlShot, startFrame } from './judge.ts';
import { type BowlContext, type BowlX, FRAMES, readBalls } from './rules.ts';

export function initBowl(doc: RefereeDoc): BowlContext {
  const balls = readBalls(doc);
  const s = doc.setup;
  const frame = s?.frame ?? 1;
  const inning = s?.inning ?? 1;
  if (frame < 1 || frame > FRAMES) throw new RefereeInputError('setup.frame', 'a frame is numbered 1 to 10');
  if (inning < 1 || inning > 2)
    throw new RefereeInputError('setup.inning', 'a set-up position is in the first or the second inning of a frame');
  s?.onTable?.forEach((b, i) => {
    if (!(balls & (1 << b)))
      throw new RefereeInputError(`setup.onTable[${i}]`, `ball ${b} is not one of the ten balls in play`);
  });
  const onTable = s?.onTable ? fromList(s.onTable) : balls;
  const shooter = s?.shooter ?? (doc.players[0] as PlayerId);
  const before = doc.players.slice(0, doc.players.indexOf(shooter));
  // players before the shooter in the order of play have already played the frame of the set-up position
  const frames = keyed(doc.players.map((p) => [p, before.includes(p) ? frame + 1 : frame]));
  // in a later inning the earlier ones are read from the balls left (10 minus those on the table)
  const frameRolls = inning > 1 ? [10 - count(onTable)] : [];
  const x: BowlX = {
    balls,
    frame: frames,
    firstFrame: keyedFrom(frames),
    rolls: keyed(doc.players.map((p) => [p, p === shooter ? [...frameRolls] : []])),
    frameRolls,
    inning,
    roll: 0,
    penalties: keyed(doc.players.map((p) => [p, 0])),
    base: keyed(doc.players.map((p) => [p, s?.score?.[p] ?? 0])),
  };
  const ctx = baseContext<BowlX>(doc, onTable, x, true);
  return { ...ctx, score: keyed(doc.players.map((p) => [p, x.base[p] ?? 0])) };
}

export function announceBowl(ctx: BowlContext, ev: PlayerAnnounce): BowlContext {
  const d = new Draft(ev.step);
  return done(applyCommonAnnouncement(ctx, ev, d) ?? ctx, d);
}

export function chooseBowl(ctx: BowlContext, ev: PlayerChoose): BowlContext {
  // not reachable: no choice is ever offered in Bowlliards
  return done(ctx, new Draft(ev.step));
}

/** A new game: every player back to frame 1; the named player (default: the first) breaks. */
export function newGameBowl(ctx: BowlContext, ev: RackNew): BowlContext {
  const d = new Draft(ev.step);
  const breaker = ev.breaker ?? (ctx.players[0] as PlayerId);
  d.cite('bowlliards/5').say('newRack', { player: breaker });
  const zero = keyed(ctx.players.map((p) => [p, 0]));
  const ones = keyed(ctx.players.map((p) => [p, 1]));
  const x: BowlX = {
    ...ctx.x,
    frame: ones,
    firstFrame: { ...ones },
    rolls: keyed(ctx.players.map((p) => [p, []])),
    penalties: keyedFrom(zero),
    base: keyedFrom(zero),
  };
  return done(startFrame({ ...ctx, result: null, x }, breaker, d), d);
}

export const BOWLLIARDS: GameRules<BowlX> = {
  id: 'bowlliards',
  ballExists: FIFTEEN_BALLS,
  announcements: ['protest'],
  init: initBowl,
  shot: judgeBowlShot,
  choose: chooseBowl,
  announce: announceBowl,
  newRack: newGameBowl,
  noChoices: true,
  playStates: [
    { state: 'bonusInning', guard: { name: 'isBonusInning', test: (c) => c.x.inning === 3 } },
    { state: 'secondInning', guard: { name: 'isSecondInning', test: (c) => c.x.inning === 2 } },
    { state: 'firstInning' },
  ],
};
