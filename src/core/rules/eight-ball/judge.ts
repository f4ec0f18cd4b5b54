/**
 * Eight-ball: the ruling on one shot (4.5-4.20), built from the general rules of the kit.
 */
import type { ShotFacts } from '../../shot/index.ts';
import { ownFoulRules } from '../common/assess.ts';
import { type BallSet, has, range } from '../common/balls.ts';
import { sideOf } from '../common/context.ts';
import { finish } from '../common/draft.ts';
import type { ShotResolved } from '../common/events.ts';
import { type Draft, endGame, loseGame, sayNext } from '../common/flow.ts';
import { cueBallAfterScratch } from '../common/head-string.ts';
import { keyed, keyedFrom } from '../common/keyed.ts';
import { citesFor, follow } from '../common/policy.ts';
import { goOn, judgeShot, offer, type ShotGame, type Turn } from '../common/template.ts';
import type { Group, SideId } from '../common/types.ts';
import {
  calledBallMade,
  type EightContext,
  type EightX,
  groupOf,
  isEightPocketedOnBreak,
  isLegalBreak,
  isShootingTheEight,
  LOSS_ITEMS,
  legalTargets,
  lossOfGame,
  ownBallsOnTable,
} from './rules.ts';

const ALL: BallSet = range(1, 15);

const groupsOut = (ctx: EightContext) => (ctx.x.groups ? keyedFrom(ctx.x.groups) : null);

export function done(ctx: EightContext, d: Draft): EightContext {
  return { ...ctx, ruling: finish(ctx, d, { groups: groupsOut(ctx) }) };
}

/** A choice offered: the options said in words. */
function withOptions(ctx: EightContext, d: Draft): EightContext {
  if (ctx.pending) d.say('options', { player: ctx.pending.chooser, options: ctx.pending.options });
  return ctx;
}

/** The break (4.5-4.8) or a shot in play (4.9-4.20): eight-ball decides foul and legal shot together. */
const rule = (t: Turn<EightX>): EightContext => (t.isBreak ? judgeBreak(t) : judgePlay(t));

const EIGHT_SHOT: ShotGame<EightX> = {
  // 4.9, 4.11: a ball of the side's group first (any ball on the break or an open table); 4.14: the penalty
  shotRules: (ctx, isBreak, shot) => {
    const legal = isBreak ? ALL : legalTargets(ctx, sideOf(ctx, shot.by));
    return {
      isLegalTarget: (b) => has(legal, b),
      penaltyRules: ['4.14'],
      // 4.6, 4.7 on the break (a scratch, an object ball off the table), 4.17 off it
      foulRules: ownFoulRules('4.11', isBreak ? '4.6' : null, isBreak, isBreak ? '4.7' : '4.17'),
    };
  },
  foul: rule,
  legal: rule,
  // wpa-current: the paragraph of the game's serious fouls, whose penalty unsportsmanlike conduct takes by default (6.17)
  seriousRule: 'wpa-3.8',
  done,
};

export const judgeEightShot = (ctx: EightContext, ev: ShotResolved): EightContext => judgeShot(EIGHT_SHOT, ctx, ev);

function judgeBreak(t: Turn<EightX>): EightContext {
  const { base: ctx, facts: f, a, d, incoming, side: shooterSide } = t;
  if (f.offTable.includes(8)) {
    d.decide('4.20').cite('4.17').say('loss', { side: shooterSide, reason: 'eight-off-table' });
    // difference 15: reported to be spotted under the current rules; not verified, so kept and said
    follow(d, ctx.policy, 'eightOffTableOnBreak');
    return loseGame(ctx, shooterSide, 'eight-off-table');
  }
  const jumped = a.objectOffTable.length > 0;
  if (jumped) d.cite('4.17').say('eight.jumpedNotSpotted');
  if (isEightPocketedOnBreak(f)) {
    const foul = d.isFoul;
    // differences 12, 13: the same choices in the current 3.3(e), (f)
    d.cite(...citesFor(ctx.policy, foul ? 'eightOnBreakFoul' : 'eightOnBreak', ['4.8'])).say(
      foul ? 'eight.onBreakFoul' : 'eight.onBreak',
    );
    const chooser = foul ? incoming : a.shooter;
    const cueBall = foul ? 'in-hand-kitchen' : 'in-place';
    const pending = offer(t, ['spot-eight', 'rerack'], 'eight-on-break', cueBall, chooser);
    return withOptions({ ...ctx, turn: chooser, cueBall, pending }, d);
  }
  if (a.deflectedBreak) {
    d.cite('3.9').say('deflected.options', { player: incoming });
    const pending = offer(t, ['kitchen', 'pass'], 'deflected-break', 'in-hand-kitchen');
    return { ...ctx, turn: incoming, cueBall: 'in-hand-kitchen', pending };
  }
  if (!isLegalBreak(f)) {
    // difference 11: the same options in the current 3.3(d)
    d.foul('illegal-break', ...citesFor(ctx.policy, 'eightIllegalBreak', ['4.5'])).say('eight.illegalBreak');
    const cueBall = cueBallAfterScratch(a);
    const pending = offer(t, ['accept', 'rerack-self', 'rerack-opponent'], 'illegal-break', cueBall);
    return withOptions({ ...ctx, turn: incoming, cueBall, pending }, d);
  }
  if (a.scratch || a.cueOffTable) {
    d.cite('4.6').say(f.pocketed.length > 0 ? 'eight.breakScratch' : 'eight.breakScratchNone');
    // difference 14: the current text for this case is unverified; the 1999 ruling is kept, and said so
    follow(d, ctx.policy, 'eightBreakScratchKitchen');
    sayNext(d, incoming, 'in-hand-kitchen');
    return { ...ctx, turn: incoming, cueBall: 'in-hand-kitchen' };
  }
  if (jumped) {
    d.cite('4.7').say('eight.breakJumped');
    const pending = offer(t, ['accept', 'kitchen'], 'break-jumped', 'in-place');
    return withOptions({ ...ctx, turn: incoming, cueBall: 'in-place', pending }, d);
  }
  if (d.isFoul) {
    // another foul on a legal break: as a scratch (4.6), whose current ruling is unverified (difference 14)
    follow(d, ctx.policy, 'eightBreakScratchKitchen');
    sayNext(d, incoming, 'in-hand-kitchen');
    return { ...ctx, turn: incoming, cueBall: 'in-hand-kitchen' };
  }
  d.cite('4.5').say('break.legal');
  if (f.pocketed.length > 0) {
    d.cite('4.2', '4.10').say('next.continue', { player: a.shooter }).say('eight.openAfterBreak');
    return { ...ctx, turn: a.shooter, cueBall: 'in-place' };
  }
  d.cite('3.5', '4.9').say('next.miss', { player: incoming });
  return { ...ctx, turn: incoming, cueBall: 'in-place' };
}

function judgePlay(t: Turn<EightX>): EightContext {
  const { base: ctx, ctx0: before, shot, facts: f, a, d, side, incoming } = t;
  const loss = lossOfGame(before, side, f, d.isFoul, shot.call);
  if (loss) {
    d.decide('4.20', `4.20.${LOSS_ITEMS[loss]}`).say('loss', { side, reason: loss });
    if (loss === 'eight-off-table') d.cite('4.17');
    // difference 16: the current 3.8, its list reported to be the same
    follow(d, ctx.policy, 'eightLossOfRack');
    return loseGame(ctx, side, loss);
  }
  if (f.pocketed.includes(8)) {
    d.cite('4.1', '4.19').say('eight.legalEight').say('win', { side });
    return endGame(ctx, { winner: side, reason: 'eight-pocketed' });
  }
  if (a.objectOffTable.length > 0) d.cite('4.17').say('eight.jumpedNotSpotted');
  if (d.isFoul) {
    if (f.pocketed.length > 0) d.cite('4.16').say('eight.staysDown');
    if (isShootingTheEight(before, side)) d.cite('4.19');
    // 4.11: a legal shot (first contact with a legal ball, then a pocket or a rail); 4.9 on an open table
    if (d.fouls.some((c) => c === 'wrong-ball-first' || c === 'no-contact' || c === 'no-rail')) d.cite('4.11');
    if (d.fouls.includes('wrong-ball-first') && before.x.groups === null) d.cite('4.9');
    d.cite('4.14');
    sayNext(d, incoming, 'in-hand');
    return { ...ctx, turn: incoming, cueBall: 'in-hand' };
  }
  if (shot.call?.kind === 'safety') {
    d.cite('4.12').say(f.pocketed.length > 0 ? 'eight.safety' : 'eight.safetyNone');
    sayNext(d, incoming, 'in-place');
    return { ...ctx, turn: incoming, cueBall: 'in-place' };
  }
  const made = calledBallMade(shot.call, f);
  let next = ctx;
  let continues = false;
  if (before.x.groups === null) {
    const chosen = made === 'uncalled' ? implicitCall(f) : made;
    const g = chosen === null ? null : groupOf(chosen);
    if (g !== null) {
      const other: Group = g === 'solids' ? 'stripes' : 'solids';
      const groups: Record<SideId, Group> = keyed();
      for (const s of ctx.sides) groups[s] = s === side ? g : other;
      next = { ...ctx, x: { groups } };
      d.cite('4.10').say('eight.groups', { side, group: g });
      continues = true;
    }
  } else {
    const own = ownBallsOnTable(before, side);
    continues = made === 'uncalled' ? f.pocketed.some((b) => has(own, b)) : made !== null && has(own, made);
  }
  if (continues) {
    return goOn(t, next, '4.13');
  }
  if (f.pocketed.length > 0) d.cite('4.16').say('eight.uncalled');
  d.cite('3.5', '4.11').say('next.miss', { player: incoming });
  return { ...next, turn: incoming, cueBall: 'in-place' };
}

/** With no call (an obvious shot, 4.2): the ball hit first if it dropped, else the first ball pocketed. */
function implicitCall(f: ShotFacts) {
  if (f.firstContact !== null && f.firstContact !== 8 && f.pocketed.includes(f.firstContact)) return f.firstContact;
  return f.pocketed.find((b) => b !== 8) ?? null;
}
