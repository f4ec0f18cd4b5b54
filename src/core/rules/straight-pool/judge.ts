/** 14.1 continuous: the ruling on one shot (6.5-6.13). */

import type { ShotFacts } from '../../shot/index.ts';
import { type Assessment, meetsRailRequirement, ownFoulRules } from '../common/assess.ts';
import { toList } from '../common/balls.ts';
import { type ConsecutiveFouls, countFoul, warnAtTwo } from '../common/consecutive-fouls.ts';
import { sideOf } from '../common/context.ts';
import { finish } from '../common/draft.ts';
import type { ShotResolved } from '../common/events.ts';
import { type Draft, endGame, sayNext } from '../common/flow.ts';
import { cueBallAfterScratch, isInHandKitchen, kitchenAfterScratch } from '../common/head-string.ts';
import { withKey } from '../common/keyed.ts';
import { nearestInKitchen } from '../common/kitchen-spot.ts';
import { spotInto } from '../common/placing.ts';
import { citesFor, type EditionPolicy, follow } from '../common/policy.ts';
import { isNearCushion, nearestCushion } from '../common/table.ts';
import { judgeShot, miss, offered, type ShotGame, type Turn } from '../common/template.ts';
import { thirdFoul } from '../common/third-foul.ts';
import type { BallKey, PlayerId, ShotDeclaration, SideId } from '../common/types.ts';
import { applyRerack } from './rerack.ts';
import {
  BREAK_PENALTY,
  CONDUCT_PENALTY,
  consecutiveFoul,
  DELIBERATE_PENALTY,
  FOUL_PENALTY,
  isCalledBallMade,
  isFourteenthDown,
  isLegalOpeningBreak,
  nearRailRule,
  type StraightContext,
  type StraightX,
  THIRD_FOUL_EXTRA,
  targetOf,
} from './rules.ts';

export function done(ctx: StraightContext, d: Draft): StraightContext {
  const ruling = finish(ctx, d, { consecutiveFouls: true });
  // 3.35, 4.12: the players lag for the break: nobody is to shoot yet, the lag is to be played (as the lag's own ruling says)
  if (ctx.x.lagForBreak && ctx.phase !== 'over')
    return { ...ctx, ruling: { ...ruling, next: null, options: ['relag'] } };
  return { ...ctx, ruling };
}

const addScore = (ctx: StraightContext, side: SideId, n: number): StraightContext => ({
  ...ctx,
  score: withKey(ctx.score, side, (ctx.score?.[side] ?? 0) + n),
});

function penalize(ctx: StraightContext, d: Draft, side: SideId, n: number): StraightContext {
  d.say('straight.penalty', { side, n });
  return addScore(ctx, side, -n);
}

/**
 * 6.7.2: the near-cushion ball played at, how the shot at it is judged, and whether the shot met
 * the frozen-ball requirements (3.38) with the ball taken as frozen to its nearest cushion.
 */
function nearRailCheck(ctx: StraightContext, shot: ShotDeclaration, facts: ShotFacts, a: Assessment, side: SideId) {
  const first = a.first;
  const p = first === null ? undefined : a.start[String(first) as BallKey];
  if (first === null || !p || !isNearCushion(ctx.table, p) || shot.frozen?.includes(first)) return null;
  const rec = ctx.x.nearRail[side];
  const safeties = rec && rec.ball === first ? rec.count : 0;
  const rail = nearestCushion(ctx.table, p).rail;
  const meetsFrozen = meetsRailRequirement(ctx.table, facts, first, [first], a.start, (b) =>
    b === first ? rail : undefined,
  ).ok;
  return {
    ball: first,
    safeties,
    meetsFrozen,
    rule: nearRailRule(safeties, ctx.x.fouledLast[side] === true, ctx.fouls[side] ?? 0),
  };
}

/** 6.7.2: the near-cushion check of a shot in play (none on the break). */
const nearOf = (t: Pick<Turn<StraightX>, 'ctx0' | 'shot' | 'facts' | 'a' | 'isBreak'>) =>
  t.isBreak ? null : nearRailCheck(t.ctx0, t.shot, t.facts, t.a, sideOf(t.ctx0, t.a.shooter));

/** 6.7.2 note: the near-cushion shot that failed was the note player's: deemed a third consecutive foul. */
const nearRailFailed = (t: Turn<StraightX>): boolean =>
  nearOf(t)?.rule === 'third-foul' && t.d.clauses.some((c) => c.code === 'straight.nearRailFailed');

const STRAIGHT_SHOT: ShotGame<StraightX> = {
  // 3.35, 4.12: after a lag for the break, the first stroke is the opening break of the lag's winner
  start: (ctx, d, shot) => {
    const stroke = !shot.events.every((e) => e.type === 'settle') || shot.events.length === 0;
    if (!ctx.x.lagForBreak || !stroke) return { ctx, over: false };
    const { lagForBreak: _lag, ...x } = ctx.x;
    d.cite(...citesFor(ctx.policy, 'straightStalemateLag', ['3.35'])).say('straight.lagWon', { player: shot.by });
    return { ctx: { ...ctx, turn: shot.by, breaker: shot.by, x }, over: false };
  },
  // 6.7.1: any ball may be hit first; 6.10, 6.11: the penalties
  // wpa-current: the paragraph of the game's serious fouls, whose penalty unsportsmanlike conduct takes by default (6.17)
  seriousRule: 'wpa-4.11',
  shotRules: (ctx, isBreak) => ({
    isLegalTarget: () => true,
    penaltyRules: ['6.11'],
    foulRules: ownFoulRules('6.7.2', '6.10', isBreak, '6.9'),
    // 2.9, 2.22 (wpa-current 6.17 with 4.11, difference 35): playing on after a foul call, leaving the area
    nonBallRules: {
      'continued-after-foul': citesFor(ctx.policy, 'conductFifteen', ['2.9']),
      'left-playing-area': citesFor(ctx.policy, 'conductFifteen', ['2.22']),
    },
  }),
  // 6.7.2: a ball near a cushion played at, judged as frozen to it
  before: (s) => {
    const { d, ctx0 } = s;
    const near = nearOf(s);
    // wpa-current 4.9 (difference 32): no near-cushion rule; said where the 1999 rule would apply
    if (near?.rule && !d.fouls.includes('no-rail') && ctx0.policy.nearRail === 'none')
      follow(d.say('edition.noNearRail'), ctx0.policy, 'nearRailRule');
    else if (near?.rule && !d.fouls.includes('no-rail')) {
      d.cite('6.7.2', '3.38').say(near.rule === 'third-foul' ? 'straight.nearRailNote' : 'straight.nearRail');
      if (!near.meetsFrozen) d.foul('no-rail', '6.7.2').say('straight.nearRailFailed', { ball: near.ball });
    }
    return undefined;
  },
  // 2.9, 2.22: in 14.1 a serious foul costs fifteen points, not the game
  seriousLosesGame: false,
  // who fouled last (6.12) and the run of safeties at a near-cushion ball (6.7.2)
  table: (t) => {
    const { d, facts, base, ctx0, side } = t;
    const near = nearOf(t);
    const nearRail = withKey(ctx0.x.nearRail, side, null as StraightContext['x']['nearRail'][string]);
    // 6.7.2: only a legal safety at the ball that used the nearest cushion alone counts toward the two;
    // one that met the frozen-ball requirements ends the run
    if (near && !d.isFoul && facts.pocketed.length === 0 && !near.meetsFrozen)
      nearRail[side] = { ball: near.ball, count: near.safeties + 1 };
    return {
      ...base,
      x: { ...ctx0.x, reracked: false, fouledLast: withKey(ctx0.x.fouledLast, side, d.isFoul), nearRail },
    };
  },
  // 6.6: the opening break calls a ball and pockets it, or drives two balls and the cue ball to cushions
  ownFouls: ({ d, shot, facts, a, isBreak, base }) => {
    if (!isBreak || isLegalOpeningBreak(shot.call, facts, a.first)) return;
    // wpa-current 4.10 (difference 31): a breaking foul that is also a standard foul is a breaking foul only
    if (d.isFoul && base.policy.breakingFoulOnly === 'written')
      follow(d.say('edition.breakingFoulOnly'), base.policy, 'breakingFoulOnly');
    d.foul('illegal-break', '6.6').say('straight.breakViolation');
  },
  foul: (t) => (t.d.fouls.includes('illegal-break') ? breakViolation(t) : foul(t)),
  legal,
  done,
};

export const judgeStraightShot = (ctx: StraightContext, ev: ShotResolved): StraightContext =>
  judgeShot(STRAIGHT_SHOT, ctx, ev);

/** Spots balls pocketed without scoring (6.8, 6.13, 6.7.4) and jumped balls (6.9). */
function spotLoose(ctx: StraightContext, facts: ShotFacts, d: Draft): StraightContext {
  const balls = [...facts.pocketed, ...facts.offTable];
  if (balls.length === 0) return ctx;
  let onTable = ctx.onTable;
  for (const b of balls) onTable |= 1 << b;
  return { ...ctx, onTable, positions: spotInto(d, balls, ctx.positions, ctx.table) };
}

/** 6.6: a breaking violation costs 2 points, is not counted as a consecutive foul, and gives a choice. */
function breakViolation(t: Turn<StraightX>): StraightContext {
  const { base: ctx, facts, a, d, side, incoming } = t;
  let next = penalize(ctx, d, side, BREAK_PENALTY);
  next = spotLoose(next, facts, d);
  const cueBall = cueBallAfterScratch(a);
  next = { ...next, x: { ...next.x, fouledLast: withKey(next.x.fouledLast, side, false) } };
  d.say('straight.breakOptions', { player: incoming, other: a.shooter });
  return offered(t, next, ['accept', 'rerack-opponent'], 'illegal-break', cueBall);
}

function foul(t: Turn<StraightX>): StraightContext {
  const { base: ctx, facts, a, d, side, incoming, isBreak } = t;
  const played = a.serious.find((s) => s.kind !== 'refused-to-leave-table');
  // wpa-current (difference 35): no fixed 15 points; unsportsmanlike conduct, a serious foul by default (4.11)
  const conduct = ctx.policy.straightConduct === 'fifteen-points' ? played : undefined;
  if (played && !conduct) follow(d.say('edition.conductFifteen'), ctx.policy, 'conductFifteen');
  // wpa-current (difference 33): a deliberate foul is unsportsmanlike conduct, a serious foul by default (4.11)
  const fixedPenalty = ctx.policy.deliberateFoul === 'own-penalty';
  if (!fixedPenalty && (a.deliberate || a.intentionalCueTouch))
    follow(d.say('edition.unsportsmanlike'), ctx.policy, 'deliberateFoulPenalty');
  const deliberate =
    (fixedPenalty && (a.deliberate || a.intentionalCueTouch)) ||
    a.serious.some((s) => s.kind === 'refused-to-leave-table');
  let next = spotLoose(ctx, facts, d);
  // 6.10: a scratch gives the cue ball in hand behind the head string
  const cueBall = kitchenAfterScratch(a, d, ['6.10']);
  if (isBreak) d.cite('6.6');
  if (a.conduct === 'serious') {
    // wpa-current 6.17 with 4.11 (difference 20): unsportsmanlike conduct the log gives no penalty for takes
    // that of a serious foul: fifteen points, all 15 racked, the offender breaks; his count starts again
    d.decide('wpa-6.17', 'wpa-4.11').say('edition.conductSerious').say('straight.fifteen', { side });
    d.say('edition.seriousRerack');
    next = addScore(next, side, -CONDUCT_PENALTY);
    next = { ...next, fouls: withKey(next.fouls, side, 0) };
    return finishFoul(applyRerack.full(next, a.shooter, d), d, side);
  }
  if (conduct) {
    // 2.9 / 2.22: fifteen points in 14.1 instead of the loss of the game
    d.cite(conduct.kind === 'continued-after-foul' ? '2.9' : '2.22').say('straight.fifteen', { side });
    next = addScore(next, side, -CONDUCT_PENALTY);
    sayNext(d, incoming, cueBall);
    return finishFoul({ ...next, turn: incoming, cueBall }, d, side);
  }
  const rule = consecutiveFoul(ctx.fouls[side] ?? 0);
  if (deliberate) {
    d.cite('6.7.5').say('straight.deliberate');
    if (a.serious.some((s) => s.kind === 'refused-to-leave-table')) d.cite('1.10');
    next = addScore(next, side, -DELIBERATE_PENALTY);
    next = { ...next, fouls: withKey(next.fouls, side, rule.third ? 0 : rule.count) };
    if (rule.count === 2) warnAtTwo(d.decide('6.12', '2.16'), side);
    d.say('straight.rerackOptions', { player: incoming, other: a.shooter });
    return finishFoul(offered(t, next, ['accept', 'rerack-opponent'], 'deliberate', 'in-hand-kitchen'), d, side);
  }
  const rerack = { rerack: (c: StraightContext, breaker: PlayerId) => applyRerack.full(c, breaker, d) };
  if (nearRailFailed(t)) {
    // 6.7.2 note: treated as the third consecutive foul; all 15 are racked and the offender breaks
    d.cite('6.12');
    next = { ...next, fouls: withKey(next.fouls, side, 0) };
    return finishFoul(thirdFoul(t, next, DEEMED_THIRD_FOUL, rerack), d, side);
  }
  d.cite('6.11');
  const policy = straightFouls(ctx.policy);
  const counted = countFoul(next, side, d, policy);
  next = { ...next, fouls: counted.fouls, warned: counted.warned };
  if (counted.third) return finishFoul(thirdFoul(t, next, policy, rerack), d, side);
  next = penalize(next, d, side, FOUL_PENALTY);
  if (a.deflectedBreak && isBreak) {
    // 3.9: the incoming player takes the cue ball in hand behind the head string, or gives it to the offender
    d.cite('3.9').say('deflected.options', { player: incoming });
    return finishFoul(offered(t, next, ['kitchen', 'pass'], 'deflected-break', 'in-hand-kitchen'), d, side);
  }
  const withKitchen = allInKitchenOption({ ...next, turn: incoming, cueBall }, incoming, a.shooter, d);
  if (!withKitchen.pending) sayNext(d, incoming, cueBall);
  return finishFoul(withKitchen, d, side);
}

/**
 * 6.12 with 2.16: the third foul in a row costs 15 more points (16 in all) and closes the count; the
 * opponent accepts the table or has all 15 racked and the offender break. wpa-current 4.11 (6.14,
 * difference 34): all 15 racked, the offender must break, no choice.
 */
export function straightFouls(policy: EditionPolicy): ConsecutiveFouls {
  const [rule = '6.12', ...warning] = citesFor(policy, 'thirdFoulChoice', ['6.12', '2.16']);
  const rerack =
    policy.straightThirdFoul === 'choice'
      ? ({ kind: 'choice', say: 'straight.rerackOptions' } as const)
      : ({ kind: 'offender-breaks', say: 'edition.thirdFoulRerack' } as const);
  return { rule, warning, closesCount: true, penalty: { ...THIRD_FOUL, rerack } };
}

/** 6.12's points for the third foul in a row: the foul's own point and 15 more. */
const THIRD_FOUL = { kind: 'points', points: FOUL_PENALTY + THIRD_FOUL_EXTRA, say: 'straight.thirdFoul' } as const;

/** 6.7.2 note: a foul deemed a third consecutive foul: its points, all 15 racked and the offender breaks, in every edition. */
const DEEMED_THIRD_FOUL: ConsecutiveFouls = {
  rule: '6.12',
  warning: [],
  closesCount: true,
  penalty: { ...THIRD_FOUL, rerack: { kind: 'offender-breaks', say: 'straight.breakShot' } },
};

function finishFoul(ctx: StraightContext, d: Draft, _side: SideId): StraightContext {
  d.cite('6.13');
  return ctx;
}

/** 6.7.7: cue ball in hand behind the head string and every object ball behind it: the nearest may be spotted. */
function allInKitchenOption(ctx: StraightContext, chooser: PlayerId, offender: PlayerId, d: Draft): StraightContext {
  if (!isInHandKitchen(ctx) || ctx.onTable === 0) return ctx;
  const candidates = nearestInKitchen(ctx, toList(ctx.onTable));
  if (!candidates) return ctx;
  d.cite('6.7.7').say('straight.allInKitchen', { player: chooser });
  return {
    ...ctx,
    turn: chooser,
    pending: {
      chooser,
      offender,
      options: ['accept', 'spot-nearest'],
      about: 'all-in-kitchen',
      cueBallIfAccepted: 'in-hand-kitchen',
      candidates,
    },
  };
}

function legal(t: Turn<StraightX>): StraightContext {
  const { base: ctx, shot, facts, a, d, side, isBreak, incoming } = t;
  let next: StraightContext = { ...ctx, fouls: withKey(ctx.fouls, side, 0) };
  if (isBreak) d.cite('6.6').say('break.legal');
  if (shot.call?.kind === 'safety') {
    d.cite('6.7.4').say(facts.pocketed.length > 0 ? 'straight.safety' : 'straight.safetyNone');
    next = spotLoose(next, facts, d);
    sayNext(d, incoming, 'in-place');
    return { ...next, turn: incoming, cueBall: 'in-place' };
  }
  // 6.6: on the opening break only a called ball scores
  const called = isBreak
    ? shot.call?.kind === 'ball' && isCalledBallMade(shot.call, facts)
    : isCalledBallMade(shot.call, facts);
  if (facts.pocketed.length > 0 && called) {
    const n = facts.pocketed.length;
    d.cite('6.5', '6.7.1').say('straight.points', { side, n });
    next = addScore(next, side, n);
    const target = targetOf(next);
    if ((next.score?.[side] ?? 0) >= target) {
      d.decide('6.1').say('straight.target', { side, n: target }).say('win', { side });
      return endGame(next, { winner: side, reason: 'target-reached' });
    }
    next = { ...next, turn: a.shooter, cueBall: 'in-place' };
    d.say('next.continue', { player: a.shooter });
    if (isFourteenthDown(next)) next = applyRerack.fourteenth(next, facts, d);
    return next;
  }
  if (facts.pocketed.length > 0) d.cite('6.8').say('straight.uncalled');
  next = spotLoose(next, facts, d);
  return miss(t, next);
}
