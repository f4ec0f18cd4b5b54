/** Odd Ball: the ruling on one shot (odd-ball/6-12 with the general rules). */
import type { ObjectBall } from '../../vocabulary/index.ts';
import { ownFoulRules } from '../common/assess.ts';
import { range, toList } from '../common/balls.ts';
import { clearFouls, countFoul, threeFouls } from '../common/consecutive-fouls.ts';
import type { ShotResolved } from '../common/events.ts';
import { endGame } from '../common/flow.ts';
import { kitchenAfterScratch } from '../common/head-string.ts';
import { keyedFrom, zeroCounts } from '../common/keyed.ts';
import { recordRuling } from '../common/recording.ts';
import { illegalBreakOffer, judgeShot, miss, offer, rerackWith, type ShotGame, type Turn } from '../common/template.ts';
import { thirdFoul } from '../common/third-foul.ts';
import { deflectedBreakChoice, illegalBreak, sharedKey, spotFouledBalls } from '../recreational/shared.ts';
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
import type {} from './says.ts'; // the game's own clauses, added to the kit's codes

/** odd-ball/8.7: three fouls in a row (2.16: the warning at two) */
export const FOULS = threeFouls('odd-ball/8.7', { countedBy: 'players' });

export const RACK = range(1, 15);

/** The ruling carries the consecutive fouls (odd-ball/8.7); the choice a foul or a break opens is said as its options. */
export const done = recordRuling<OddBallX>({ consecutiveFouls: true, sayOptions: true });

/** odd-ball/6, 8.4: a new rack: the totals and the bonus start again; the last pocketer is kept (he breaks the next game). */
export const doRerack = rerackWith<OddBallX>(RACK, (x, ctx) => ({
  totals: zeroCounts(ctx.sides),
  bonusGiven: false,
  lastPocketer: x.lastPocketer,
}));

/** The sum of the balls' numbers (odd-ball/6: a side's rack total). */
const sumOf = (balls: readonly ObjectBall[]): number => balls.reduce((s, b) => s + b, 0);

/** odd-ball/9-12: the balls pocketed or jumped go back; no other penalty; the incoming player's choice. */
function foul(t: Turn<OddBallX>): OddBallContext {
  const { d, facts, a, base, incoming } = t;
  const spotted = spotFouledBalls(d, facts, base, { pocketed: 'odd-ball/9', jumped: 'odd-ball/10' });
  d.cite('odd-ball/12').say(sharedKey('noPenalty'));
  // odd-ball/8.7: consecutive fouls are counted per player; the team loses
  const counted = countFoul(base, a.shooter, d, FOULS);
  const next: OddBallContext = { ...base, ...spotted, fouls: counted.fouls, warned: counted.warned };
  if (counted.third) return thirdFoul(t, next, FOULS);
  const cueBall = kitchenAfterScratch(a, d, ['odd-ball/11'], sharedKey('scratchKitchen'));
  const handed: OddBallContext = { ...next, turn: incoming, cueBall };
  // odd-ball/7: the table as it lies, or a new rack broken by either player
  if (d.fouls.includes('illegal-break'))
    return illegalBreakOffer(t, handed, ['accept', 'rerack-opponent', 'rerack-self'], cueBall);
  if (a.deflectedBreak && t.isBreak) return deflectedBreakChoice(handed, incoming, a.shooter, d);
  return { ...handed, pending: offer(t, ['accept', 'pass'], 'foul', cueBall) };
}

/**
 * odd-ball/6, 8.2: the balls count (odd numbers score), the bonus; a safety is not allowed. Then the
 * game won, the rack over (6, 8.3, 8.4), or the shooter goes on (8.2).
 */
function legal(t: Turn<OddBallX>): OddBallContext {
  const { d, facts, a, base, side, ctx0 } = t;
  if (t.shot.call?.kind === 'safety') d.cite('odd-ball/8.2').say(sharedKey('noSafety'));
  const next: OddBallContext = { ...base, ...clearFouls(base, a.shooter) };
  if (facts.pocketed.length === 0) return miss(t, next);
  const score = keyedFrom(ctx0.score);
  const totals = keyedFrom(ctx0.x.totals);
  totals[side] = (totals[side] ?? 0) + sumOf(facts.pocketed);
  const n = pointsFor(facts.pocketed);
  const bonus = earnsBonus(totals[side] ?? 0, ctx0.x.bonusGiven);
  score[side] = (score[side] ?? 0) + n + (bonus ? BONUS : 0);
  d.cite('odd-ball/6').say(n > 0 ? 'odd-ball.points' : 'odd-ball.evenOnly', { side, n, total: totals[side] ?? 0 });
  if (bonus) d.say('odd-ball.bonus', { side });
  const bonusGiven = ctx0.x.bonusGiven || bonus;
  const rest = toList(next.onTable);
  const rackOver = rest.length === 0 || rackEndsEarly(next.onTable, bonusGiven);
  if (rackOver && rest.length > 0) {
    totals[side] = (totals[side] ?? 0) + sumOf(rest);
    d.decide('odd-ball/8.3').say('odd-ball.early', { player: a.shooter, balls: rest });
  }
  if (rackOver && isSixtyAll(totals, next.sides)) {
    for (const s of next.sides) score[s] = (score[s] ?? 0) + 1;
    d.cite('odd-ball/6').say('odd-ball.sixtyAll');
  }
  const target = (next.options.target as number | undefined) ?? TARGET;
  const winners = next.sides.filter((s) => hasWon(score[s] ?? 0, target));
  const withScore: OddBallContext = { ...next, score, x: { totals, bonusGiven, lastPocketer: a.shooter } };
  if (winners.length > 1) {
    d.decide('odd-ball/5').say('odd-ball.draw');
    return endGame(withScore, { winner: null, draw: true, reason: 'both-reach-21' });
  }
  if (winners.length === 1) {
    const w = winners[0] as string;
    d.decide('odd-ball/5').say('odd-ball.target', { side: w, n: target }).say('win', { side: w });
    return endGame(withScore, { winner: w, reason: 'twenty-one-points' });
  }
  if (rackOver) {
    d.cite('odd-ball/8.4').say('odd-ball.rackOver', { player: a.shooter });
    return doRerack(withScore, a.shooter, d);
  }
  d.cite('odd-ball/8.2').say('next.continue', { player: a.shooter });
  return { ...withScore, turn: a.shooter, cueBall: 'in-place' };
}

const ODD_BALL_SHOT: ShotGame<OddBallX> = {
  // odd-ball/8.1: the lowest-numbered ball first; 11, 12: the penalties
  shotRules: (ctx, isBreak) => ({
    isLegalTarget: (b) => b === legalObjectBall(ctx.onTable),
    penaltyRules: ['odd-ball/12'],
    foulRules: ownFoulRules('odd-ball/8.1', 'odd-ball/11', isBreak, 'odd-ball/10'),
  }),
  before: ({ d, isBreak }) => {
    if (!isBreak && d.fouls.some((f) => f === 'no-contact' || f === 'no-rail' || f === 'wrong-ball-first'))
      d.cite('odd-ball/8.1');
  },
  // odd-ball/7: an open break
  ownFouls: ({ d, facts, isBreak }) => {
    if (isBreak) illegalBreak(d, facts, 'odd-ball/7')?.say('odd-ball.illegalBreak');
  },
  foul,
  legal,
  done,
};

export const judgeOddBallShot = (ctx: OddBallContext, ev: ShotResolved): OddBallContext =>
  judgeShot(ODD_BALL_SHOT, ctx, ev);
