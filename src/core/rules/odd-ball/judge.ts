/** Odd Ball: the ruling on one shot (odd-ball/6-12 with the general rules). */
import type { ObjectBall } from '../../vocabulary/index.ts';
import { assessShot, ownFoulRules, positionsAfter } from '../common/assess.ts';
import { range, toList, withoutGone } from '../common/balls.ts';
import { sideOf } from '../common/context.ts';
import { finish } from '../common/draft.ts';
import type { ShotResolved } from '../common/events.ts';
import { Draft, endGame, incomingPlayer, loseGame, rerack, seriousPenalty } from '../common/flow.ts';
import { keyed, keyedFrom } from '../common/keyed.ts';
import { clearFouls, countFoul } from '../common/players.ts';
import type { PlayerId } from '../common/types.ts';
import { deflectedBreakChoice, isOpenBreak, sharedKey, spotFouledBalls } from '../recreational/shared.ts';
import {
  BONUS,
  earnsBonus,
  hasWon,
  isSixtyAll,
  legalObjectBall,
  type OddBallContext,
  type OddBallX,
  pointsFor,
  rackEndsEarly,
  TARGET,
} from './rules.ts';

export const RACK = range(1, 15);

export function done(ctx: OddBallContext, d: Draft): OddBallContext {
  if (ctx.pending) d.say('options', { player: ctx.pending.chooser, options: ctx.pending.options });
  return { ...ctx, ruling: finish(ctx, d, { consecutiveFouls: true }) };
}

export const freshRack = (x: OddBallX, sides: readonly string[]): OddBallX => ({
  totals: keyed(sides.map((s) => [s, 0])),
  bonusGiven: false,
  lastPocketer: x.lastPocketer,
});

export function judgeOddBallShot(ctx0: OddBallContext, ev: ShotResolved): OddBallContext {
  const { shot, facts } = ev;
  const d = new Draft(ev.step);
  const isBreak = shot.break ?? ctx0.phase === 'break';
  const target = legalObjectBall(ctx0.onTable);
  const a = assessShot(
    ctx0,
    shot,
    facts,
    {
      isBreak,
      isLegalTarget: (b) => b === target,
      penaltyRules: ['odd-ball/12'],
      foulRules: ownFoulRules('odd-ball/8.1', 'odd-ball/11', isBreak),
    },
    d,
  );
  if (a.replay) return done({ ...ctx0 }, d);
  if (!isBreak && d.fouls.some((f) => f === 'no-contact' || f === 'no-rail' || f === 'wrong-ball-first'))
    d.cite('odd-ball/8.1');
  const serious = seriousPenalty(ctx0, a, d, isBreak);
  if (serious.ended) return done(serious.ctx, d);

  const side = sideOf(ctx0, a.shooter);
  const incoming = incomingPlayer(ctx0, a);
  const onTable = withoutGone(ctx0.onTable, facts);
  const base: OddBallContext = {
    ...serious.ctx,
    onTable,
    positions: positionsAfter(ctx0, shot, facts),
    phase: 'play',
    pending: null,
  };
  if (isBreak) {
    d.cite('odd-ball/7');
    if (!isOpenBreak(facts)) d.foul('illegal-break', 'odd-ball/7').say('odd-ball.illegalBreak');
  }

  if (d.isFoul) {
    const { onTable: table, positions } = spotFouledBalls(d, 'odd-ball', facts, base, {
      pocketed: 'odd-ball/9',
      jumped: 'odd-ball/10',
    });
    d.cite('odd-ball/12').say(sharedKey('odd-ball', 'noPenalty'));
    const counted = countFoul(base, a.shooter, d, 'odd-ball/8.7');
    let next: OddBallContext = { ...base, onTable: table, positions, fouls: counted.fouls, warned: counted.warned };
    if (counted.loses) {
      d.say('odd-ball.teamLoses', { player: a.shooter, side });
      return done(loseGame(next, side, 'three-consecutive-fouls'), d);
    }
    const cueBall = a.scratch || a.cueOffTable ? 'in-hand-kitchen' : 'in-place';
    if (cueBall === 'in-hand-kitchen') d.cite('odd-ball/11').say(sharedKey('odd-ball', 'scratchKitchen'));
    next = { ...next, turn: incoming, cueBall };
    if (d.fouls.includes('illegal-break')) {
      next = {
        ...next,
        phase: 'break',
        pending: {
          chooser: incoming,
          offender: a.shooter,
          options: ['accept', 'rerack-opponent', 'rerack-self'],
          about: 'illegal-break',
          cueBallIfAccepted: cueBall,
        },
      };
      return done(next, d);
    }
    if (a.deflectedBreak && isBreak) return done(deflectedBreakChoice(next, incoming, a.shooter, d), d);
    next = {
      ...next,
      pending: {
        chooser: incoming,
        offender: a.shooter,
        options: ['accept', 'pass'],
        about: 'foul',
        cueBallIfAccepted: cueBall,
      },
    };
    return done(next, d);
  }

  // a legal shot: the balls count (odd-ball/6); a safety is not allowed (8.2)
  if (shot.call?.kind === 'safety') d.cite('odd-ball/8.2').say(sharedKey('odd-ball', 'noSafety'));
  let next: OddBallContext = { ...base, ...clearFouls(base, a.shooter) };
  if (facts.pocketed.length === 0) {
    d.cite('3.5').say('next.miss', { player: incoming });
    return done({ ...next, turn: incoming, cueBall: 'in-place' }, d);
  }
  const score = keyedFrom(ctx0.score);
  const totals = keyedFrom(ctx0.x.totals);
  totals[side] = (totals[side] ?? 0) + facts.pocketed.reduce((s, b) => s + b, 0);
  const n = pointsFor(facts.pocketed);
  score[side] = (score[side] ?? 0) + n;
  d.cite('odd-ball/6').say(n > 0 ? 'odd-ball.points' : 'odd-ball.evenOnly', { side, n, total: totals[side] ?? 0 });
  let bonusGiven = ctx0.x.bonusGiven;
  if (earnsBonus(totals[side] ?? 0, bonusGiven)) {
    bonusGiven = true;
    score[side] = (score[side] ?? 0) + BONUS;
    d.say('odd-ball.bonus', { side });
  }
  next = { ...next, score, x: { totals, bonusGiven, lastPocketer: a.shooter } };
  return endOfShot(next, a.shooter, d);
}

/** After legally pocketed balls: the game won, the rack over (6, 8.3, 8.4), or the shooter goes on (8.2). */
function endOfShot(ctx: OddBallContext, shooter: PlayerId, d: Draft): OddBallContext {
  const side = sideOf(ctx, shooter);
  const score = keyedFrom(ctx.score);
  const totals = keyedFrom(ctx.x.totals);
  let rackOver = ctx.onTable === 0;
  if (rackEndsEarly(ctx.onTable, ctx.x.bonusGiven)) {
    const rest = toList(ctx.onTable);
    totals[side] = (totals[side] ?? 0) + rest.reduce((s, b) => s + b, 0);
    d.cite('odd-ball/8.3').say('odd-ball.early', { player: shooter, balls: rest as ObjectBall[] });
    rackOver = true;
  }
  if (rackOver && isSixtyAll(totals, ctx.sides)) {
    for (const s of ctx.sides) score[s] = (score[s] ?? 0) + 1;
    d.cite('odd-ball/6').say('odd-ball.sixtyAll');
  }
  const target = (ctx.options.target as number | undefined) ?? TARGET;
  const winners = ctx.sides.filter((s) => hasWon(score[s] ?? 0, target));
  const withScore: OddBallContext = { ...ctx, score, x: { ...ctx.x, totals } };
  if (winners.length > 1) {
    d.cite('odd-ball/5').say('odd-ball.draw');
    return done(endGame(withScore, { winner: null, draw: true, reason: 'both-reach-21' }), d);
  }
  if (winners.length === 1) {
    const w = winners[0] as string;
    d.cite('odd-ball/5').say('odd-ball.target', { side: w, n: target }).say('win', { side: w });
    return done(endGame(withScore, { winner: w, reason: 'twenty-one-points' }), d);
  }
  if (rackOver) {
    d.cite('odd-ball/8.4').say('odd-ball.rackOver', { player: shooter });
    const next = rerack(withScore, shooter, RACK, d, (x) => freshRack(x, ctx.sides));
    return done(next, d);
  }
  d.cite('odd-ball/8.2').say('next.continue', { player: shooter });
  return done({ ...withScore, turn: shooter, cueBall: 'in-place' }, d);
}
