/** Bowlliards: the ruling on one shot (7-12), built from the general rules of the kit. */
import type { ObjectBall } from '../../vocabulary/index.ts';
import { assessShot, ownFoulRules, positionsAfter } from '../common/assess.ts';
import { count, withoutGone } from '../common/balls.ts';
import { finish } from '../common/draft.ts';
import type { ShotResolved } from '../common/events.ts';
import { Draft, endGame, sayNext, seriousPenalty } from '../common/flow.ts';
import { keyed, withKey } from '../common/keyed.ts';
import { spotInto } from '../common/placing.ts';
import { nextInOrder } from '../common/players.ts';
import type { PlayerId, SideId } from '../common/types.ts';
import { type BowlContext, bowlingScore, FOUL_POINTS, FRAMES, isFrameComplete } from './rules.ts';

/** 6, 12: each player's running score: earlier frames, bowling score of the innings played (the current one too), minus fouls. */
export function scores(ctx: BowlContext): Record<SideId, number> {
  const x = ctx.x;
  return keyed(
    ctx.players.map((p) => {
      const rolls = x.rolls[p] ?? [];
      const live = p === ctx.turn && ctx.phase === 'play' && x.roll > 0 ? [...rolls, x.roll] : rolls;
      return [p, (x.base[p] ?? 0) + bowlingScore(live, x.firstFrame[p] ?? 1) - (x.penalties[p] ?? 0) * FOUL_POINTS];
    }),
  );
}

export function done(ctx: BowlContext, d: Draft): BowlContext {
  const scored = ctx.phase === 'over' ? ctx : { ...ctx, score: scores(ctx) };
  return { ...scored, ruling: finish(scored, d) };
}

/** A frame begins: the ten balls racked, the player to break (7). */
export function startFrame(ctx: BowlContext, player: PlayerId, d: Draft): BowlContext {
  d.rerack = true;
  return {
    ...ctx,
    phase: 'break',
    onTable: ctx.x.balls,
    positions: {},
    cueBall: 'in-hand-kitchen',
    pending: null,
    turn: player,
    breaker: player,
    x: { ...ctx.x, inning: 1, roll: 0, frameRolls: [] },
  };
}

/** 5, 6, 8, 11, 12: the inning of `p` ends with `x.roll` balls; the next inning, frame, or the end of the game. */
function endInning(ctx: BowlContext, p: PlayerId, fouled: boolean, d: Draft): BowlContext {
  const x = ctx.x;
  const frame = x.frame[p] ?? 1;
  const fr = [...x.frameRolls, x.roll];
  const rolls = withKey(x.rolls, p, [...(x.rolls[p] ?? []), x.roll]);
  if (fr.length === 2 && (fr[0] as number) < 10 && (fr[0] as number) + (fr[1] as number) === 10)
    d.cite('bowlliards/6').say('bowlliards.spare');
  else if (x.roll === 10) d.cite('bowlliards/6').say('bowlliards.strike');
  const after: BowlContext = { ...ctx, x: { ...x, rolls, roll: 0 } };
  if (isFrameComplete(frame, fr)) {
    const frames = withKey(x.frame, p, frame + 1);
    const done10: BowlContext = { ...after, x: { ...after.x, frame: frames, frameRolls: [] } };
    const next = nextInOrder(ctx.players, p, () => false);
    if ((frames[next] ?? 1) > FRAMES) {
      const final = scores({ ...done10, phase: 'play', turn: p, x: { ...done10.x, roll: 0 } });
      const best = Math.max(...Object.values(final));
      const top = ctx.players.filter((q) => final[q] === best);
      const ended: BowlContext = { ...done10, score: final };
      d.cite('bowlliards/5');
      if (top.length === 1) {
        d.say('bowlliards.gameOver').say('win', { side: top[0] as string });
        return endGame(ended, { winner: top[0] as string, reason: 'ten-frames' });
      }
      d.say('bowlliards.draw');
      return endGame(ended, { winner: null, draw: true, reason: 'ten-frames' });
    }
    d.cite('bowlliards/5', 'bowlliards/7').say('bowlliards.frameOver', { player: p, frame, next });
    return startFrame(done10, next, d);
  }
  const inning = x.inning + 1;
  const going: BowlContext = { ...after, x: { ...after.x, inning, frameRolls: fr } };
  if (ctx.onTable === 0) {
    // tenth frame after a strike or a spare: the balls are racked again for a free break (page note to 6)
    d.cite('bowlliards/6', 'bowlliards/7').say('bowlliards.bonus', { player: p });
    const racked = startFrame(going, p, d);
    return { ...racked, x: { ...racked.x, inning, frameRolls: fr } };
  }
  if (inning === 3) d.say('bowlliards.bonusGoesOn', { player: p });
  else d.say('bowlliards.secondInning', { player: p, frame });
  if (fouled) {
    // 11, 12: after a foul in the first inning the next one starts with the cue ball in hand behind the head string
    d.cite(inning === 2 ? 'bowlliards/12' : 'bowlliards/6');
    sayNext(d, p, 'in-hand-kitchen');
    return { ...going, turn: p, cueBall: 'in-hand-kitchen', phase: 'play' };
  }
  sayNext(d, p, 'in-place');
  return { ...going, turn: p, cueBall: 'in-place', phase: 'play' };
}

/** 7: the free break: no requirement, no penalty, every ball pocketed or jumped is spotted, then in hand behind the head string. */
function judgeBreak(ctx0: BowlContext, ev: ShotResolved, d: Draft): BowlContext {
  const { shot, facts } = ev;
  d.cite('bowlliards/7').say(
    ev.facts.pocketed.length + ev.facts.offTable.length > 0 ? 'bowlliards.freeBreak' : 'bowlliards.freeBreakNone',
  );
  let positions = positionsAfter(ctx0, shot, facts);
  const balls: ObjectBall[] = [...facts.pocketed, ...facts.offTable].sort((a, b) => a - b);
  if (balls.length > 0) positions = spotInto(d, balls, positions, ctx0.table);
  const p = ctx0.turn;
  d.say('bowlliards.startInning', { player: p, n: ctx0.x.inning, frame: ctx0.x.frame[p] ?? 1 });
  return { ...ctx0, phase: 'play', positions, cueBall: 'in-hand-kitchen', pending: null };
}

export function judgeBowlShot(ctx0: BowlContext, ev: ShotResolved): BowlContext {
  const { shot, facts } = ev;
  const d = new Draft(ev.step);
  if (shot.break ?? ctx0.phase === 'break') return done(judgeBreak(ctx0, ev, d), d);
  const a = assessShot(
    ctx0,
    shot,
    facts,
    {
      isBreak: false,
      isLegalTarget: () => true,
      penaltyRules: ['bowlliards/12'],
      foulRules: ownFoulRules('bowlliards/8', 'bowlliards/11'),
    },
    d,
  );
  if (a.replay) return done({ ...ctx0 }, d);
  d.cite('bowlliards/8');
  const serious = seriousPenalty(ctx0, a, d, false);
  if (serious.ended) return done(serious.ctx, d);
  let onTable = withoutGone(ctx0.onTable, facts);
  let positions = positionsAfter(ctx0, shot, facts);
  const foul = d.isFoul;
  if (facts.offTable.length > 0) {
    // 10: jumped balls are spotted (3.28, 3.32)
    const jumped = [...facts.offTable].sort((x, y) => x - y);
    d.cite('bowlliards/10');
    positions = spotInto(d, jumped, positions, ctx0.table);
    for (const b of jumped) onTable |= 1 << b;
  }
  const base: BowlContext = { ...serious.ctx, onTable, positions, phase: 'play', pending: null };
  if (foul) {
    // 9, 12: one point off; balls pocketed on the foul do not count and stay down (3.17)
    const penalties = withKey(ctx0.x.penalties, a.shooter, (ctx0.x.penalties[a.shooter] ?? 0) + 1);
    d.cite('bowlliards/12', 'bowlliards/9').say(
      facts.pocketed.length > 0 ? 'bowlliards.penalty' : 'bowlliards.penaltyNone',
    );
    const charged: BowlContext = { ...base, x: { ...base.x, penalties } };
    if (a.outOfTurn) {
      // 3.41: the player whose turn was taken goes on with his inning from the position
      sayNext(d, a.due, 'in-place');
      return done({ ...charged, turn: a.due, cueBall: 'in-place' }, d);
    }
    if (a.scratch || a.cueOffTable) d.cite('bowlliards/11');
    return done(endInning(charged, a.shooter, true, d), d);
  }
  const roll = ctx0.x.roll + facts.pocketed.length;
  const scored: BowlContext = { ...base, x: { ...base.x, roll } };
  if (facts.pocketed.length > 0) d.cite('bowlliards/6').say('bowlliards.points', { player: a.shooter, n: roll });
  if (facts.pocketed.length > 0 && count(onTable) > 0) {
    d.cite('3.5').say('next.continue', { player: a.shooter });
    return done({ ...scored, turn: a.shooter, cueBall: 'in-place' }, d);
  }
  return done(endInning(scored, a.shooter, false, d), d);
}
