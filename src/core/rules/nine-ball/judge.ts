/** Nine-ball: the ruling on one shot (5.4-5.13). */
import { assessShot, isPlacedAgainstBall, positionsAfter } from '../common/assess.ts';
import { withoutGone } from '../common/balls.ts';
import { sideOf } from '../common/context.ts';
import { finish } from '../common/draft.ts';
import { followCurrent, paragraphsFor, under } from '../common/edition.ts';
import type { ShotResolved } from '../common/events.ts';
import { Draft, endGame, incomingPlayer, loseGame, sayNext, seriousPenalty } from '../common/flow.ts';
import { withKey } from '../common/keyed.ts';
import { spotInto } from '../common/placing.ts';
import {
  isLegalBreak,
  legalObjectBall,
  mustSpotNine,
  type NineContext,
  sideFouls,
  threeFoulRule,
  winsWithNine,
} from './rules.ts';

export function done(ctx: NineContext, d: Draft): NineContext {
  return { ...ctx, ruling: finish(ctx, d, { consecutiveFouls: true }) };
}

export function judgeNineShot(ctx0: NineContext, ev: ShotResolved): NineContext {
  const { shot, facts } = ev;
  const d = new Draft(ev.step);
  const isBreak = shot.break ?? ctx0.phase === 'break';
  const pushOut = shot.pushOut === true && ctx0.x.pushOutAvailable && !isBreak;
  const lowestBall = legalObjectBall(ctx0);
  const a = assessShot(
    ctx0,
    shot,
    facts,
    {
      isBreak,
      isLegalTarget: (b) => b === lowestBall,
      exemptContactAndRail: pushOut,
      inHandNotTouching: under(ctx0.edition, 'nineInHandNotTouching'),
      penaltyRules: ['5.7'],
      // 5.8 bad hit, 5.9 no rail: the nine-ball paragraphs of the ball fouls lead the ruling's rules
      foulRules: isBreak ? {} : { 'wrong-ball-first': '5.8', 'no-contact': '5.8', 'no-rail': '5.9' },
    },
    d,
  );
  if (a.replay) return done({ ...ctx0 }, d);
  // wpa-current 1.5 (difference 27): the cue ball in hand may touch an object ball
  if (
    ctx0.cueBall === 'in-hand' &&
    !under(ctx0.edition, 'nineInHandNotTouching') &&
    isPlacedAgainstBall(shot.cueBallAt, ctx0)
  )
    followCurrent(d.say('edition.inHandTouching'), 'nineInHandNotTouching');
  if (isBreak && !isLegalBreak(facts, a.first, lowestBall)) d.foul('illegal-break', '5.4').say('nine.illegalBreak');
  if (isBreak) d.cite('5.4');

  const serious = seriousPenalty(ctx0, a, d, isBreak);
  if (serious.ended) return done(serious.ctx, d);
  const side = sideOf(ctx0, a.shooter);
  const incoming = incomingPlayer(ctx0, a);
  let onTable = withoutGone(ctx0.onTable, facts);
  let positions = positionsAfter(ctx0, shot, facts);
  const foul = d.isFoul;
  if (mustSpotNine(facts, foul || pushOut)) {
    d.cite(facts.offTable.includes(9) ? '5.11' : '5.7');
    positions = spotInto(d, [9], positions, ctx0.table);
    onTable |= 1 << 9;
  }
  if ((foul || pushOut) && facts.pocketed.some((b) => b !== 9)) d.say('nine.othersDown');
  const base: NineContext = {
    ...serious.ctx,
    onTable,
    positions,
    phase: 'play',
    pending: null,
    x: { pushOutAvailable: false },
  };

  if (foul) {
    d.cite('5.7', ...paragraphsFor(ctx0.edition, 'nineInHandNotTouching', ['5.10']));
    // the nine-ball paragraphs of the ball fouls the general kit found (3.18, 3.19)
    if (d.fouls.includes('wrong-ball-first') || d.fouls.includes('no-contact')) d.cite('5.8');
    if (d.fouls.includes('no-rail')) d.cite('5.9');
    const rule = threeFoulRule(sideFouls(ctx0, side), ctx0.warned[side] === true);
    const fouls = withKey(base.fouls, side, rule.count);
    // wpa-current (difference 18): the same rule, in 6.14 and nine-ball's 2.8
    const [threeFouls = '5.13', ...warning] = paragraphsFor(ctx0.edition, 'nineThreeFouls', ['5.13', '2.16']);
    if (rule.loses) {
      d.lead(threeFouls)
        .cite(...warning)
        .say('loss', { side, reason: 'three-consecutive-fouls' });
      return done(loseGame({ ...base, fouls }, side, 'three-consecutive-fouls'), d);
    }
    if (rule.unwarned) d.cite(...[...warning].reverse(), threeFouls).say('nine.unwarned');
    if (rule.count === 2)
      d.cite(threeFouls, ...warning)
        .warn('two-consecutive-fouls')
        .say('nine.twoFouls', { side });
    const warned = withKey(base.warned, side, rule.unwarned ? false : base.warned[side] === true);
    if (isBreak) d.cite('5.6').say('nine.noPushOut');
    const next: NineContext = { ...base, fouls, warned, turn: incoming, cueBall: 'in-hand' };
    if (a.deflectedBreak && isBreak) {
      d.cite('3.9').say('deflected.options', { player: incoming });
      next.pending = {
        chooser: incoming,
        offender: a.shooter,
        options: ['accept', 'pass'],
        about: 'deflected-break',
        cueBallIfAccepted: 'in-hand',
      };
      return done(next, d);
    }
    sayNext(d, incoming, 'in-hand');
    return done(next, d);
  }

  const clean: NineContext = {
    ...base,
    fouls: withKey(base.fouls, side, 0),
    warned: withKey(base.warned, side, false),
  };
  if (pushOut) {
    d.cite('5.6').say('nine.pushOut');
    const next: NineContext = {
      ...clean,
      turn: incoming,
      cueBall: 'in-place',
      pending: {
        chooser: incoming,
        offender: a.shooter,
        options: ['accept', 'pass'],
        about: 'push-out',
        cueBallIfAccepted: 'in-place',
      },
    };
    // one sentence for the choice (not also the generic list of options)
    d.say('nine.pushOutChoice', { player: incoming });
    return done(next, d);
  }
  if (winsWithNine(facts, false, false)) {
    d.cite(isBreak ? '5.5' : '5.1', '5.14')
      .say(isBreak ? 'nine.nineOnBreak' : 'nine.ninePocketed')
      .say('win', { side });
    return done(endGame(clean, { winner: side, reason: 'nine-pocketed' }), d);
  }
  const x = { pushOutAvailable: isBreak };
  if (isBreak) d.say('break.legal').say('nine.pushOutNext').cite('5.5', '5.6');
  if (facts.pocketed.length > 0) {
    d.cite('5.5').say('next.continue', { player: a.shooter });
    return done({ ...clean, x, turn: a.shooter, cueBall: 'in-place' }, d);
  }
  d.cite('3.5', '5.1').say('next.miss', { player: incoming });
  return done({ ...clean, x, turn: incoming, cueBall: 'in-place' }, d);
}
