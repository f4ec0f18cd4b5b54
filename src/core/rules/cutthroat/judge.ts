/** Cutthroat: the ruling on one shot (8-13), built from the general rules of the kit. */
import { ownFoulRules } from '../common/assess.ts';
import { fromList } from '../common/balls.ts';
import type { ShotResolved } from '../common/events.ts';
import { type Draft, endGame, sayNext } from '../common/flow.ts';
import { kitchenAfterScratch } from '../common/head-string.ts';
import { offerKitchenSpot } from '../common/kitchen-spot.ts';
import { nextStillIn } from '../common/players.ts';
import { recordRuling } from '../common/recording.ts';
import {
  goOn,
  incomingStillIn,
  judgeShot,
  miss,
  offered,
  type ShotGame,
  spotBack,
  type Turn,
} from '../common/template.ts';
import type { PlayerId } from '../common/types.ts';
import { deflectedBreakChoice, isOpenBreak } from '../recreational/shared.ts';
import {
  type CutContext,
  type CutX,
  hasBallsLeft,
  isOpponentBall,
  opponentsBalls,
  opponentsBallsToSpot,
  penaltyBalls,
} from './rules.ts';
import type {} from './says.ts'; // the game's own clauses, added to the kit's codes

export const done = recordRuling<CutX>();

/** 6, 7, 9.2, 9.3: players with no ball left go out; one player left wins; nobody left is a draw. */
function settle(ctx: CutContext, d: Draft): CutContext {
  const newlyOut = ctx.players.filter((p) => !ctx.x.out.includes(p) && !hasBallsLeft(ctx, p, ctx.onTable));
  const back = ctx.x.out.filter((p) => hasBallsLeft(ctx, p, ctx.onTable));
  if (back.length > 0) d.cite('cutthroat/9.3').say('cutthroat.back', { players: back });
  const out = [...ctx.x.out.filter((p) => !back.includes(p)), ...newlyOut];
  if (newlyOut.length > 0) d.cite('cutthroat/9.3').say('cutthroat.out', { players: newlyOut });
  const next: CutContext = { ...ctx, x: { ...ctx.x, out, wentOut: [...ctx.x.wentOut, ...newlyOut] } };
  const left = ctx.players.filter((p) => !out.includes(p));
  if (left.length === 1) {
    const winner = left[0] as PlayerId;
    d.decide('cutthroat/7').say('win', { side: winner });
    return endGame(next, { winner, reason: 'last-group-on-table' });
  }
  if (left.length === 0) {
    d.decide('cutthroat/7').say('cutthroat.allOut');
    return endGame(next, { winner: null, draw: true, reason: 'all-out' });
  }
  return next;
}

/** 9.4: the player in hand behind the head string with every opponent's ball in the kitchen may have the nearest spotted. */
const offerCutKitchenSpot = (ctx: CutContext, d: Draft): CutContext =>
  offerKitchenSpot(ctx, d, 'cutthroat/9.4', 'cutthroat.kitchen', opponentsBalls(ctx, ctx.turn));

/** 8: balls pocketed on the break stay down; the second player accepts the table or re-racks and breaks. */
function illegalBreak(t: Turn<CutX>): CutContext {
  const { d, facts, base, incoming } = t;
  if (facts.pocketed.length > 0) d.say('cutthroat.breakStaysDown');
  d.say('cutthroat.illegalBreak', { player: incoming });
  const settled = settle(base, d);
  if (settled.phase === 'over') return settled;
  return offered(t, settled, ['accept', 'rerack-self'], 'illegal-break', 'in-place');
}

/** 9.2, 10-13: opponents' balls spotted, one previously pocketed ball of each opponent back. */
function foul(t: Turn<CutX>): CutContext {
  const { d, facts, a, base, isBreak } = t;
  if (d.fouls.every((f) => f === 'illegal-break')) return illegalBreak(t);
  const shooter = a.shooter;
  // 8: every ball pocketed on the break stays down, a jumped ball is spotted (3.28);
  // 9.2, 10, 11: after the break, the opponents' balls are spotted, the shooter's own stay down
  const gone = [...facts.pocketed, ...facts.offTable];
  const spot = isBreak ? facts.offTable : opponentsBallsToSpot(base, shooter, gone);
  if (isBreak && facts.pocketed.length > 0) d.say('cutthroat.breakStaysDown');
  const opponentsRule = facts.offTable.length > 0 ? 'cutthroat/11' : 'cutthroat/10';
  if (!isBreak && spot.length > 0) d.cite(opponentsRule, 'cutthroat/9.2').say('cutthroat.opponentsSpotted');
  const onTable = base.onTable | fromList(spot);
  // 13, 9.3: one previously pocketed ball of each opponent; players who were out come back
  const penalty = penaltyBalls(base, shooter, onTable);
  d.cite('cutthroat/13');
  if (penalty.length > 0) d.say('cutthroat.penalty', { balls: penalty });
  else d.say('cutthroat.noPenaltyBalls');
  const all = [...spot, ...penalty].sort((x, y) => x - y);
  const spotted = spotBack(d, all, base);
  const cueBall = kitchenAfterScratch(a, d, ['cutthroat/12']);
  const settled = settle({ ...base, ...spotted }, d);
  if (settled.phase === 'over') return settled;
  const turn = a.outOfTurn ? a.due : nextStillIn(settled, shooter);
  if (a.deflectedBreak && isBreak) return deflectedBreakChoice({ ...settled, turn }, turn, shooter, d);
  sayNext(d, turn, cueBall);
  return offerCutKitchenSpot({ ...settled, turn, cueBall }, d);
}

/** 9.1: every ball pocketed stays down; any legally pocketed ball continues the inning. */
function legal(t: Turn<CutX>): CutContext {
  const settled = settle(t.base, t.d);
  if (settled.phase === 'over') return settled;
  if (t.facts.pocketed.length > 0 && !settled.x.out.includes(t.a.shooter)) return goOn(t, settled, 'cutthroat/9.1');
  return miss(t, settled, nextStillIn(settled, t.a.shooter));
}

const CUT_SHOT: ShotGame<CutX> = {
  // 9.1: one of the opponents' balls first (the break: any ball); 12, 13: the penalties
  shotRules: (ctx, isBreak, shot) => ({
    isLegalTarget: (b) => isBreak || isOpponentBall(ctx, shot.by, b),
    penaltyRules: ['cutthroat/13'],
    foulRules: ownFoulRules('cutthroat/9.1', 'cutthroat/12', isBreak, 'cutthroat/11'),
  }),
  // 8: an open break, judged before the serious penalties
  before: ({ d, facts, isBreak }) => {
    d.cite(isBreak ? 'cutthroat/8' : 'cutthroat/9.1');
    if (isBreak && !isOpenBreak(facts)) d.foul('illegal-break', 'cutthroat/8');
    return undefined;
  },
  incoming: incomingStillIn,
  foul,
  legal,
  done,
};

export const judgeCutShot = (ctx: CutContext, ev: ShotResolved): CutContext => judgeShot(CUT_SHOT, ctx, ev);
