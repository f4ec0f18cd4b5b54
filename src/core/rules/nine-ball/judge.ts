/** Nine-ball: the ruling on one shot (5.4-5.13). */

import { isPlacedAgainstBall, ownFoulRules } from '../common/assess.ts';
import { type ConsecutiveFouls, clearFouls, countFoul } from '../common/consecutive-fouls.ts';
import type { ShotResolved } from '../common/events.ts';
import { endGame, sayNext } from '../common/flow.ts';
import { spotInto } from '../common/placing.ts';
import { citesFor, type EditionPolicy, follow } from '../common/policy.ts';
import { recordRuling } from '../common/recording.ts';
import { goOn, judgeShot, offer, type ShotGame, type Turn } from '../common/template.ts';
import { thirdFoul } from '../common/third-foul.ts';
import type { ShotDeclaration } from '../common/types.ts';
import { isLegalBreak, legalObjectBall, mustSpotNine, type NineContext, type NineX, winsWithNine } from './rules.ts';

export const done = recordRuling<NineX>({ consecutiveFouls: true });

/** 5.13 with 2.16: three fouls in a row lose (wpa-current, difference 18: the same rule, in nine-ball's 2.8 and 6.14). */
export function nineFouls(policy: EditionPolicy): ConsecutiveFouls {
  const [rule = '5.13', ...warning] = citesFor(policy, 'nineThreeFouls', ['5.13', '2.16']);
  return { rule, warning, penalty: { kind: 'loses-game' } };
}

/** 5.6: the shot is a push out (declared, available, not the break). */
const isPushOut = (ctx: NineContext, shot: ShotDeclaration, isBreak: boolean): boolean =>
  shot.pushOut === true && ctx.x.pushOutAvailable && !isBreak;

/** 5.7, 5.10, 5.13: cue ball in hand; three consecutive fouls lose; 3.9 after a deflected break. */
function foul(t: Turn<NineX>): NineContext {
  const { d, a, base, side, incoming, ctx0, isBreak } = t;
  d.cite('5.7', ...citesFor(ctx0.policy, 'nineInHandNotTouching', ['5.10']));
  // the nine-ball paragraphs of the ball fouls the general kit found (3.18, 3.19)
  if (d.fouls.includes('wrong-ball-first') || d.fouls.includes('no-contact')) d.cite('5.8');
  if (d.fouls.includes('no-rail')) d.cite('5.9');
  const policy = nineFouls(ctx0.policy);
  const { third, fouls, warned } = countFoul(base, side, d, policy);
  if (third) return thirdFoul(t, { ...base, fouls, warned }, policy);
  if (isBreak) d.cite('5.6').say('nine.noPushOut');
  const next: NineContext = { ...base, fouls, warned, turn: incoming, cueBall: 'in-hand' };
  if (a.deflectedBreak && isBreak) {
    d.cite('3.9').say('deflected.options', { player: incoming });
    return { ...next, pending: offer(t, ['accept', 'pass'], 'deflected-break', 'in-hand') };
  }
  sayNext(d, incoming, 'in-hand');
  return next;
}

/** 5.5, 5.6, 5.14: a push out gives the opponent the choice; the 9 wins; a ball pocketed continues. */
function legal(t: Turn<NineX>): NineContext {
  const { d, base, side, incoming, isBreak, facts } = t;
  const clean: NineContext = { ...base, ...clearFouls(base, side) };
  if (isPushOut(t.ctx0, t.shot, isBreak)) {
    d.cite('5.6').say('nine.pushOut');
    // one sentence for the choice (not also the generic list of options)
    d.say('nine.pushOutChoice', { player: incoming });
    return {
      ...clean,
      turn: incoming,
      cueBall: 'in-place',
      pending: offer(t, ['accept', 'pass'], 'push-out', 'in-place'),
    };
  }
  if (winsWithNine(facts, false, false)) {
    d.cite(isBreak ? '5.5' : '5.1', '5.14')
      .say(isBreak ? 'nine.nineOnBreak' : 'nine.ninePocketed')
      .say('win', { side });
    return endGame(clean, { winner: side, reason: 'nine-pocketed' });
  }
  const next = { ...clean, x: { pushOutAvailable: isBreak } };
  if (isBreak) d.say('break.legal').say('nine.pushOutNext').cite('5.5', '5.6');
  if (facts.pocketed.length > 0) return goOn(t, next, '5.5');
  d.cite('3.5', '5.1').say('next.miss', { player: incoming });
  return { ...next, turn: incoming, cueBall: 'in-place' };
}

const NINE_SHOT: ShotGame<NineX> = {
  // 5.1, 5.8: the lowest ball first; 5.6: a push out needs no contact or rail; 5.10: in hand not against a ball
  // wpa-current: the paragraph of the game's serious fouls, whose penalty unsportsmanlike conduct takes by default (6.17)
  seriousRule: 'wpa-2.8',
  shotRules: (ctx, isBreak, shot) => {
    const lowestBall = legalObjectBall(ctx);
    return {
      isLegalTarget: (b) => b === lowestBall,
      exemptContactAndRail: isPushOut(ctx, shot, isBreak),
      inHandNotTouching: ctx.policy.nineInHand === 'not-touching',
      penaltyRules: ['5.7'],
      // 5.8 bad hit, 5.9 no rail: the nine-ball paragraphs of the ball fouls lead the ruling's rules
      // 5.4 (2, 3): a scratch or a ball off the table on the break; 5.11: an object ball off the table
      foulRules: isBreak
        ? ownFoulRules(null, '5.4', true, '5.4')
        : { 'wrong-ball-first': '5.8', 'no-contact': '5.8', 'no-rail': '5.9', 'object-ball-off-table': '5.11' },
    };
  },
  // 5.4: the legal break, judged before the serious penalties
  before: ({ ctx0, shot, facts, d, a, isBreak }) => {
    // wpa-current 1.5 (difference 27): the cue ball in hand may touch an object ball
    if (
      ctx0.cueBall === 'in-hand' &&
      ctx0.policy.nineInHand === 'may-touch' &&
      isPlacedAgainstBall(shot.cueBallAt, ctx0)
    )
      follow(d.say('edition.inHandTouching'), ctx0.policy, 'nineInHandNotTouching');
    if (isBreak && !isLegalBreak(facts, a.first, legalObjectBall(ctx0)))
      d.foul('illegal-break', '5.4').say('nine.illegalBreak');
    if (isBreak) d.cite('5.4');
    return undefined;
  },
  // 5.7, 5.11: the 9 spotted after a foul or a push out, or when driven off the table
  table: ({ d, facts, base, ctx0, shot, isBreak }) => {
    const pushOut = isPushOut(ctx0, shot, isBreak);
    const foul = d.isFoul;
    let { onTable, positions } = base;
    if (mustSpotNine(facts, foul || pushOut)) {
      d.cite(facts.offTable.includes(9) ? '5.11' : '5.7');
      positions = spotInto(d, [9], positions, ctx0.table);
      onTable |= 1 << 9;
    }
    if ((foul || pushOut) && facts.pocketed.some((b) => b !== 9)) d.say('nine.othersDown');
    return { ...base, onTable, positions, x: { pushOutAvailable: false } };
  },
  foul,
  legal,
  done,
};

export const judgeNineShot = (ctx: NineContext, ev: ShotResolved): NineContext => judgeShot(NINE_SHOT, ctx, ev);
