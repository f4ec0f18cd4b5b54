/** Forty-One: the ruling on one shot (8-13), built from the general rules of the kit. */
import type { ObjectBall } from '../../vocabulary/index.ts';
import { assessShot, ownFoulRules, positionsAfter } from '../common/assess.ts';
import { withoutGone } from '../common/balls.ts';
import { finish } from '../common/draft.ts';
import type { ShotResolved } from '../common/events.ts';
import { Draft, endGame, sayNext, seriousPenalty } from '../common/flow.ts';
import { keyedFrom } from '../common/keyed.ts';
import { spotInto } from '../common/placing.ts';
import { nextInOrder } from '../common/players.ts';
import type { CueBallState, PlayerId } from '../common/types.ts';
import { isOpenBreak, kitchenSpotCandidates } from '../recreational/shared.ts';
import { clearedTableResult, type FortyContext, isBust, penaltyBall, pointsOf } from './rules.ts';

export function done(ctx: FortyContext, d: Draft): FortyContext {
  return { ...ctx, ruling: finish(ctx, d) };
}

export const nextFortyPlayer = (ctx: FortyContext, p: PlayerId): PlayerId =>
  nextInOrder(ctx.players, p, (q) => ctx.x.out.includes(q));

/** 9.7: a player disqualified; with one player left he wins at once. Returns null when the game goes on. */
export function disqualify(ctx: FortyContext, p: PlayerId, d: Draft): { ctx: FortyContext; over: boolean } {
  d.cite('forty-one/9.7').say('forty-one.disqualified', { player: p });
  const out = [...ctx.x.out, p];
  const left = ctx.players.filter((q) => !out.includes(q));
  const next: FortyContext = { ...ctx, x: { ...ctx.x, out, bustDue: null } };
  if (left.length === 1) {
    const winner = left[0] as PlayerId;
    d.say('forty-one.lastLeft', { player: winner }).say('win', { side: winner });
    return { ctx: endGame(next, { winner, loser: p, reason: 'opponent-disqualified' }), over: true };
  }
  return { ctx: next.turn === p ? { ...next, turn: nextFortyPlayer(next, p) } : next, over: false };
}

/** 9.5: the player in hand behind the head string with every ball in the kitchen may have the nearest spotted. */
function offerKitchenSpot(ctx: FortyContext, d: Draft): FortyContext {
  if (ctx.cueBall !== 'in-hand-kitchen' || ctx.phase === 'over') return ctx;
  const candidates = kitchenSpotCandidates(ctx, 'spot-nearest');
  if (!candidates) return ctx;
  d.cite('forty-one/9.5')
    .say('forty-one.kitchen', { player: ctx.turn })
    .say('options', { player: ctx.turn, options: ['accept', 'spot-nearest'] });
  return {
    ...ctx,
    pending: {
      chooser: ctx.turn,
      offender: ctx.turn,
      options: ['accept', 'spot-nearest'],
      about: 'kitchen-spot',
      cueBallIfAccepted: 'in-hand-kitchen',
      candidates,
    },
  };
}

export function judgeFortyShot(ctx0: FortyContext, ev: ShotResolved): FortyContext {
  const { shot, facts } = ev;
  const d = new Draft(ev.step);
  let ctx = ctx0;
  // 9.7: a bust not declared before this shot disqualifies the player
  if (ctx.x.bustDue !== null) {
    const q = disqualify(ctx, ctx.x.bustDue, d);
    if (q.over) return done(q.ctx, d);
    ctx = q.ctx;
  }
  const isBreak = shot.break ?? ctx.phase === 'break';
  const a = assessShot(
    ctx,
    shot,
    facts,
    {
      isBreak,
      isLegalTarget: () => true,
      penaltyRules: ['forty-one/13'],
      foulRules: ownFoulRules('forty-one/9.4', 'forty-one/12', isBreak),
    },
    d,
  );
  if (a.replay) return done({ ...ctx }, d);
  d.cite('forty-one/9.1', 'forty-one/9.2');
  if (isBreak) {
    d.cite('forty-one/8');
    if (!isOpenBreak(facts)) d.foul('illegal-break', 'forty-one/8').say('forty-one.illegalBreak');
  }
  if (!isBreak && a.railOk === false) d.cite('forty-one/9.4');
  const serious = seriousPenalty(ctx, a, d, isBreak);
  if (serious.ended) return done(serious.ctx, d);
  const shooter = a.shooter;
  const incoming = a.outOfTurn ? a.due : nextFortyPlayer(ctx, shooter);
  let onTable = withoutGone(ctx.onTable, facts);
  let positions = positionsAfter(ctx, shot, facts);
  const score = keyedFrom(ctx.score);
  const pocketedBy = keyedFrom(ctx.x.pocketedBy);
  const foul = d.isFoul;
  const cueBall: CueBallState = a.scratch || a.cueOffTable ? 'in-hand-kitchen' : 'in-place';
  let bustDue: PlayerId | null = null;

  if (foul) {
    // 9.3, 10, 11: balls pocketed on the foul and jumped balls are spotted; 13: the offender spots his last ball
    const spot: ObjectBall[] = [...facts.pocketed, ...facts.offTable];
    if (spot.length > 0)
      d.cite(facts.pocketed.length > 0 ? 'forty-one/10' : 'forty-one/11', 'forty-one/9.3').say('forty-one.spotted');
    const mine = pocketedBy[shooter] ?? [];
    const ball = penaltyBall(mine);
    d.cite('forty-one/13');
    if (ball !== null) {
      spot.push(ball);
      pocketedBy[shooter] = mine.slice(0, -1);
      score[shooter] = (score[shooter] ?? 0) - ball;
      d.say('forty-one.penalty', { player: shooter, ball });
    } else d.say('forty-one.noPenalty', { player: shooter });
    if (spot.length > 0) {
      positions = spotInto(
        d,
        [...spot].sort((x, y) => x - y),
        positions,
        ctx0.table,
      );
      for (const b of spot) onTable |= 1 << b;
    }
    if (cueBall === 'in-hand-kitchen') d.cite('forty-one/12');
  } else if (facts.pocketed.length > 0) {
    const n = pointsOf(facts.pocketed);
    score[shooter] = (score[shooter] ?? 0) + n;
    pocketedBy[shooter] = [...(pocketedBy[shooter] ?? []), ...facts.pocketed];
    d.cite('forty-one/7').say('forty-one.points', { player: shooter, n });
  }
  let next: FortyContext = {
    ...serious.ctx,
    onTable,
    positions,
    score,
    phase: 'play',
    pending: null,
    turn: incoming,
    cueBall,
    x: { ...ctx.x, pocketedBy, bustDue },
  };
  if (!foul && isBust(next, shooter)) {
    bustDue = shooter;
    next = { ...next, x: { ...next.x, bustDue } };
  }
  if (onTable === 0) {
    const r = clearedTableResult(next);
    d.cite('forty-one/9.8');
    if (r.winner !== null) {
      d.say('forty-one.cleared').say('win', { side: r.winner });
      return done(endGame(next, { winner: r.winner, reason: 'table-cleared' }), d);
    }
    d.say('forty-one.clearedDraw');
    return done(endGame(next, { winner: null, draw: true, reason: 'table-cleared' }), d);
  }
  d.say('forty-one.oneShot', { player: incoming });
  sayNext(d, incoming, cueBall);
  return done(offerKitchenSpot(next, d), d);
}
