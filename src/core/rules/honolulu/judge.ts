/** Honolulu: the ruling on one shot (honolulu/6-9 with the general rules). */

import type { ObjectBall } from '../../vocabulary/index.ts';
import { assessShot, meetsRailRequirement, positionsAfter } from '../common/assess.ts';
import { add, withoutGone } from '../common/balls.ts';
import { sideOf } from '../common/context.ts';
import { finish } from '../common/draft.ts';
import type { ShotResolved } from '../common/events.ts';
import { Draft, endGame, incomingPlayer, sayNext, seriousPenalty } from '../common/flow.ts';
import { keyedFrom } from '../common/keyed.ts';
import { spotInto } from '../common/placing.ts';
import { callsOf, deflectedBreakChoice } from '../recreational/shared.ts';
import {
  type CallVerdict,
  type HonoluluContext,
  hasWon,
  howPocketed,
  isLegalBreak,
  judgeCall,
  meetsHonoluluRail,
  paysDebt,
  TARGET,
} from './rules.ts';

export function done(ctx: HonoluluContext, d: Draft): HonoluluContext {
  return { ...ctx, ruling: finish(ctx, d) };
}

export function judgeHonoluluShot(ctx0: HonoluluContext, ev: ShotResolved): HonoluluContext {
  const { shot, facts } = ev;
  const d = new Draft(ev.step);
  const isBreak = shot.break ?? ctx0.phase === 'break';
  const a = assessShot(ctx0, shot, facts, { isBreak, isLegalTarget: () => true, penaltyRules: ['honolulu/9'] }, d);
  if (a.replay) return done({ ...ctx0 }, d);
  if (!isBreak && a.first !== null && a.railOk && !d.fouls.includes('no-rail')) {
    const presumed = meetsRailRequirement(ctx0.table, facts, a.first, shot.frozen ?? [], a.start).presumed;
    if (!presumed && !meetsHonoluluRail(facts, a.first)) {
      d.foul('no-rail', 'honolulu/8', '3.19').say('honolulu.noRail');
      if (d.fouls.length > 1) d.cite('3.30');
      d.cite('3.17', 'honolulu/9');
    }
  }
  const serious = seriousPenalty(ctx0, a, d, isBreak);
  if (serious.ended) return done(serious.ctx, d);

  const side = sideOf(ctx0, a.shooter);
  const incoming = incomingPlayer(ctx0, a);
  const onTable = withoutGone(ctx0.onTable, facts);
  const positions = positionsAfter(ctx0, shot, facts);
  const base: HonoluluContext = { ...serious.ctx, onTable, positions, phase: 'play', pending: null };
  const score = keyedFrom(ctx0.score);
  const owes = keyedFrom(ctx0.x.owes);
  let toSpot = [...ctx0.x.toSpot];

  // the calls (honolulu/6): all must be legally pocketed, else none counts
  const calls = callsOf(shot.call).filter(
    (c): c is { ball: ObjectBall; pocket?: typeof c.pocket } => typeof c.ball === 'number',
  );
  const verdicts: Array<[ObjectBall, CallVerdict]> = calls.map((c) => [
    c.ball,
    judgeCall(shot.events, c.ball, c.pocket),
  ]);
  const allMade = calls.length > 0 && verdicts.every(([, v]) => v === 'scored');
  const calledInPocket = calls.some((c) => {
    const h = howPocketed(shot.events, c.ball, c.pocket);
    return h.pocketed && (h.pocket === undefined || h.pocket === c.pocket);
  });
  const illegalBreak = isBreak && !isLegalBreak(facts, calledInPocket);
  if (isBreak) d.cite('honolulu/8');

  // the inning ends: every ball that does not count goes back (honolulu/6, 3.32)
  const endInning = (ctx: HonoluluContext, extra: readonly ObjectBall[]): HonoluluContext => {
    const back = [...new Set([...toSpot, ...extra])];
    let table = ctx.onTable;
    for (const b of back) table = add(table, b);
    const pos = back.length ? spotInto(d, back, ctx.positions, ctx.table) : ctx.positions;
    if (back.length) d.cite('honolulu/6');
    return { ...ctx, onTable: table, positions: pos, x: { owes, toSpot: [] } };
  };

  if (d.isFoul || illegalBreak) {
    const cueBall = a.scratch || a.cueOffTable ? 'in-hand-kitchen' : 'in-place';
    if (illegalBreak) {
      owes[side] = (owes[side] ?? 0) + 1;
      d.foul('illegal-break', 'honolulu/8').say('honolulu.illegalBreak', { side, player: incoming });
    }
    if (d.fouls.some((f) => f !== 'illegal-break')) d.cite('honolulu/9', '3.17').say('honolulu.foulNoPoints');
    if (cueBall === 'in-hand-kitchen') d.cite('honolulu/9', '3.10').say('honolulu.kitchen');
    const next = endInning({ ...base, turn: incoming, cueBall }, [...facts.pocketed, ...facts.offTable]);
    if (a.deflectedBreak && isBreak) return done(deflectedBreakChoice(next, incoming, a.shooter, d), d);
    if (!illegalBreak || cueBall !== 'in-place') sayNext(d, incoming, cueBall);
    return done(next, d);
  }

  // a legal shot: score the called balls if all were made (honolulu/6), or the inning ends
  if (calls.length === 0) {
    if (facts.pocketed.length > 0) d.cite('honolulu/6').say('honolulu.noCall');
  } else {
    for (const [ball, v] of verdicts)
      if (v !== 'scored') d.cite(v === 'simple-kick' ? 'honolulu/7' : 'honolulu/6').say(`honolulu.${v}`, { ball });
    if (!allMade && calls.length > 1) d.say('honolulu.allOrNothing');
  }
  if (!allMade) {
    d.cite('3.5').say('next.miss', { player: incoming });
    return done(endInning({ ...base, turn: incoming, cueBall: 'in-place' }, facts.pocketed), d);
  }
  const scored = calls.map((c) => c.ball);
  const debts: ObjectBall[] = [];
  for (const ball of scored) {
    if (paysDebt(owes[side] ?? 0)) {
      owes[side] = (owes[side] ?? 0) - 1;
      debts.push(ball);
      d.cite('honolulu/8').say('honolulu.debt', { side, ball });
    } else {
      score[side] = (score[side] ?? 0) + 1;
      const h = howPocketed(shot.events, ball, calls.find((c) => c.ball === ball)?.pocket);
      d.cite('honolulu/6').say('honolulu.scored', { ball, how: h.ways, side });
    }
  }
  const others = facts.pocketed.filter((b) => !scored.includes(b));
  toSpot = [...toSpot, ...others, ...facts.offTable];
  if (others.length) d.cite('honolulu/6').say('honolulu.later', { balls: others });
  const next: HonoluluContext = { ...base, score, turn: a.shooter, cueBall: 'in-place', x: { owes, toSpot } };
  if (debts.length) {
    for (const b of debts) next.onTable = add(next.onTable, b);
    next.positions = spotInto(d, debts, next.positions, next.table);
  }
  const target = ctx0.options.target ?? TARGET;
  if (hasWon(score[side] ?? 0, target)) {
    d.cite('honolulu/5').say('honolulu.target', { side, n: target }).say('win', { side });
    return done(endGame(next, { winner: side, reason: 'eight-points' }), d);
  }
  d.cite('3.5').say('next.continue', { player: a.shooter });
  return done(next, d);
}
