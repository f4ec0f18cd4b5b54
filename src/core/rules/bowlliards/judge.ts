/** Bowlliards: the ruling on one shot (7-12), the shared shot template with the game's hooks. */
import type { ShotFacts } from '../../shot/index.ts';
import { anyBallFirst, positionsAfter } from '../common/assess.ts';
import { nextPlayer } from '../common/context.ts';
import { finish } from '../common/draft.ts';
import type { ShotResolved } from '../common/events.ts';
import { type Draft, endGame, rerack, toTable } from '../common/flow.ts';
import { keyed, withKey } from '../common/keyed.ts';
import { spotInto } from '../common/placing.ts';
import { goOn, handOver, judgeShot, type ShotGame, spotJumped, type Turn } from '../common/template.ts';
import type { PlayerId, ShotDeclaration, SideId } from '../common/types.ts';
import { type BowlContext, type BowlX, bowlingScore, FOUL_POINTS, FRAMES, isFrameComplete } from './rules.ts';
import type {} from './says.ts'; // the game's own clauses, added to the kit's codes

/** 6, 12: each player's running score: earlier frames, bowling score of the innings played (the current one too), minus fouls. */
function scores(ctx: BowlContext): Record<SideId, number> {
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
export const startFrame = (ctx: BowlContext, player: PlayerId, d: Draft): BowlContext =>
  rerack(ctx, player, ctx.x.balls, d, (x) => ({ ...x, inning: 1, roll: 0, frameRolls: [] }));

/** 5: the last frame played: the highest score wins, a tie is a draw. */
function gameOver(ctx: BowlContext, d: Draft): BowlContext {
  const score = scores(ctx);
  const best = Math.max(...Object.values(score));
  const [winner, ...tied] = ctx.players.filter((q) => score[q] === best);
  const ended: BowlContext = { ...ctx, score };
  d.decide('bowlliards/5');
  if (winner === undefined || tied.length > 0) {
    d.say('bowlliards.draw');
    return endGame(ended, { winner: null, draw: true, reason: 'ten-frames' });
  }
  d.say('bowlliards.gameOver').say('win', { side: winner });
  return endGame(ended, { winner, reason: 'ten-frames' });
}

/** 5, 6, 8, 11, 12: the inning of `p` ends with `x.roll` balls; the next inning, frame, or the end of the game. */
function endInning(ctx: BowlContext, p: PlayerId, fouled: boolean, d: Draft): BowlContext {
  const x = ctx.x;
  const frame = x.frame[p] ?? 1;
  const frameRolls = [...x.frameRolls, x.roll];
  const [first = 0, second = 0] = frameRolls;
  const spare = frameRolls.length === 2 && first < 10 && first + second === 10;
  if (spare || x.roll === 10) d.cite('bowlliards/6').say(spare ? 'bowlliards.spare' : 'bowlliards.strike');
  const rolls = withKey(x.rolls, p, [...(x.rolls[p] ?? []), x.roll]);
  if (isFrameComplete(frame, frameRolls)) {
    const frames = withKey(x.frame, p, frame + 1);
    const next = nextPlayer(ctx, p);
    const played: BowlContext = { ...ctx, x: { ...x, rolls, roll: 0, frame: frames, frameRolls: [] } };
    if ((frames[next] ?? 1) > FRAMES) return gameOver(played, d);
    d.cite('bowlliards/5', 'bowlliards/7').say('bowlliards.frameOver', { player: p, frame, next });
    return startFrame(played, next, d);
  }
  const inning = x.inning + 1;
  const going: BowlContext = { ...ctx, x: { ...x, rolls, roll: 0, inning, frameRolls } };
  if (ctx.onTable === 0) {
    // tenth frame after a strike or a spare: the balls are racked again for a free break (page note to 6)
    d.cite('bowlliards/6', 'bowlliards/7').say('bowlliards.bonus', { player: p });
    return rerack(going, p, x.balls, d, (y) => y);
  }
  if (inning === 3) d.say('bowlliards.bonusGoesOn', { player: p });
  else d.say('bowlliards.secondInning', { player: p, frame });
  // 11, 12: after a foul in the first inning the next one starts with the cue ball in hand behind the head string
  if (fouled) d.cite(inning === 2 ? 'bowlliards/12' : 'bowlliards/6');
  return toTable(d, going, p, fouled ? 'in-hand-kitchen' : 'in-place');
}

/**
 * 7: the break of every frame is free, judged by the game alone: no requirement, no penalty, every
 * ball pocketed or jumped is spotted, then the cue ball in hand behind the head string.
 */
function freeBreak(ctx: BowlContext, d: Draft, shot: ShotDeclaration, facts: ShotFacts) {
  if (!(shot.break ?? ctx.phase === 'break')) return { ctx, over: false };
  const balls = [...facts.pocketed, ...facts.offTable];
  d.cite('bowlliards/7').say(balls.length > 0 ? 'bowlliards.freeBreak' : 'bowlliards.freeBreakNone');
  const positions = spotInto(d, balls, positionsAfter(ctx, shot, facts), ctx.table);
  const p = ctx.turn;
  d.say('bowlliards.startInning', { player: p, n: ctx.x.inning, frame: ctx.x.frame[p] ?? 1 });
  const started: BowlContext = { ...ctx, phase: 'play', positions, cueBall: 'in-hand-kitchen', pending: null };
  return { ctx: started, over: true };
}

/** 9, 12: one point off; balls pocketed on the foul do not count and stay down (3.17); the inning ends. */
function foul(t: Turn<BowlX>): BowlContext {
  const { d, a, base, facts } = t;
  d.cite('bowlliards/12', 'bowlliards/9').say(facts.pocketed.length ? 'bowlliards.penalty' : 'bowlliards.penaltyNone');
  const penalties = withKey(base.x.penalties, a.shooter, (base.x.penalties[a.shooter] ?? 0) + 1);
  const charged: BowlContext = { ...base, x: { ...base.x, penalties } };
  // 3.41: the player whose turn was taken goes on with his inning from the position
  if (a.outOfTurn) return handOver(t, charged, 'in-place');
  if (a.scratch || a.cueOffTable) d.cite('bowlliards/11');
  return endInning(charged, a.shooter, true, d);
}

/** 6, 3.5: every ball legally pocketed counts; the inning goes on while balls are pocketed and some are left. */
function legal(t: Turn<BowlX>): BowlContext {
  const { d, a, base, facts } = t;
  const roll = base.x.roll + facts.pocketed.length;
  const scored: BowlContext = { ...base, x: { ...base.x, roll } };
  if (facts.pocketed.length === 0) return endInning(scored, a.shooter, false, d);
  d.cite('bowlliards/6').say('bowlliards.points', { player: a.shooter, n: roll });
  return base.onTable !== 0 ? goOn(t, scored, '3.5') : endInning(scored, a.shooter, false, d);
}

const BOWL_SHOT: ShotGame<BowlX> = {
  start: freeBreak,
  // 8: any ball may be hit first, a ball pocketed or a cushion after contact; 11, 12: the penalties
  shotRules: anyBallFirst('bowlliards/8', 'bowlliards/11', ['bowlliards/12'], 'bowlliards/10'),
  before: ({ d }) => {
    d.cite('bowlliards/8');
  },
  // 10: jumped balls are spotted (3.28, 3.32)
  table: ({ d, facts, base }) => spotJumped(d, facts.offTable, base, 'bowlliards/10'),
  foul,
  legal,
  done,
};

export const judgeBowlShot = (ctx: BowlContext, ev: ShotResolved): BowlContext => judgeShot(BOWL_SHOT, ctx, ev);
