/** Forty-One: the ruling on one shot (8-13), built from the general rules of the kit. */
import type { ObjectBall } from '../../vocabulary/index.ts';
import { ownFoulRules } from '../common/assess.ts';
import { type Draft, endGame, sayNext, winGame } from '../common/flow.ts';
import { kitchenAfterScratch } from '../common/head-string.ts';
import { keyedFrom } from '../common/keyed.ts';
import { offerKitchenSpot } from '../common/kitchen-spot.ts';
import { nextStillIn } from '../common/players.ts';
import { recordRuling } from '../common/recording.ts';
import { type ShotGame, spotBack, type Turn } from '../common/template.ts';
import type { CueBallState, PlayerId } from '../common/types.ts';
import { illegalBreak } from '../recreational/shared.ts';
import { clearedTableResult, type FortyContext, type FortyX, isBust, penaltyBall, pointsOf } from './rules.ts';
import type {} from './says.ts'; // the game's own clauses, added to the kit's codes

export const done = recordRuling<FortyX>();

/**
 * 9.7: a player who did not declare his bust before his next shot is disqualified: with one player
 * left that player wins at once (`over`); otherwise the game goes on without him, the turn passing on
 * if it was his. (1.14, a player conceding, is the kit's leaveGame.)
 */
function disqualify(ctx: FortyContext, p: PlayerId, d: Draft): { ctx: FortyContext; over: boolean } {
  d.cite('forty-one/9.7').say('forty-one.disqualified', { player: p });
  const out = [...ctx.x.out, p];
  const left = ctx.players.filter((q) => !out.includes(q));
  // `p` is the player whose bust was due: no other bust is due
  const next: FortyContext = { ...ctx, x: { ...ctx.x, out, bustDue: null } };
  if (left.length === 1) {
    const winner = left[0] as PlayerId;
    d.say('forty-one.lastLeft', { player: winner }).say('win', { side: winner });
    return { ctx: endGame(next, { winner, loser: p, reason: 'opponent-disqualified' }), over: true };
  }
  return { ctx: next.turn === p ? { ...next, turn: nextStillIn(next, p) } : next, over: false };
}

/** 9.3, 10, 11: balls pocketed on the foul and jumped balls are spotted; 13: the offender spots his last ball. */
function foul(t: Turn<FortyX>): FortyContext {
  const { d, facts, a, base } = t;
  const shooter = a.shooter;
  const score = keyedFrom(base.score);
  const pocketedBy = keyedFrom(base.x.pocketedBy);
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
  spot.sort((x, y) => x - y);
  const spotted = spotBack(d, spot, base);
  const cueBall = kitchenAfterScratch(a, d, ['forty-one/12']);
  return afterShot(t, { ...base, ...spotted, score, x: { ...base.x, pocketedBy, bustDue: null } }, cueBall);
}

/** 7: the balls pocketed score their numbers; a player over forty-one is bust (9.7). */
function legal(t: Turn<FortyX>): FortyContext {
  const { d, facts, base } = t;
  // 9.2: one shot per inning decides who comes to the table, before the points (7)
  d.lead('forty-one/9.2');
  const shooter = t.a.shooter;
  const score = keyedFrom(base.score);
  const pocketedBy = keyedFrom(base.x.pocketedBy);
  if (facts.pocketed.length > 0) {
    const n = pointsOf(facts.pocketed);
    score[shooter] = (score[shooter] ?? 0) + n;
    pocketedBy[shooter] = [...(pocketedBy[shooter] ?? []), ...facts.pocketed];
    d.cite('forty-one/7').say('forty-one.points', { player: shooter, n });
  }
  const next: FortyContext = { ...base, score, x: { ...base.x, pocketedBy, bustDue: null } };
  return afterShot(t, isBust(next, shooter) ? { ...next, x: { ...next.x, bustDue: shooter } } : next, 'in-place');
}

/**
 * 9.1, 9.8: one shot each; the table cleared ends the game. 9.5: the player in hand behind the head
 * string with every ball in the kitchen may have the nearest spotted.
 */
function afterShot(t: Turn<FortyX>, ctx: FortyContext, cueBall: CueBallState): FortyContext {
  const { d, incoming } = t;
  const next: FortyContext = { ...ctx, turn: incoming, cueBall };
  if (next.onTable === 0) {
    const r = clearedTableResult(next);
    d.decide('forty-one/9.8');
    if (r.winner !== null) {
      d.say('forty-one.cleared');
      return winGame(d, next, r.winner, 'table-cleared');
    }
    d.say('forty-one.clearedDraw');
    return endGame(next, { winner: null, draw: true, reason: 'table-cleared' });
  }
  d.say('forty-one.oneShot', { player: incoming });
  sayNext(d, incoming, cueBall);
  return offerKitchenSpot(next, d, 'forty-one/9.5', 'forty-one.kitchen');
}

export const FORTY_SHOT: ShotGame<FortyX> = {
  // 9.7: a bust not declared before this shot disqualifies the player
  start: (ctx, d) => (ctx.x.bustDue === null ? { ctx, over: false } : disqualify(ctx, ctx.x.bustDue, d)),
  // 9.4: any ball first; 12, 13: the penalties
  shotRules: (_ctx, isBreak) => ({
    isLegalTarget: () => true,
    penaltyRules: ['forty-one/13'],
    foulRules: ownFoulRules('forty-one/9.4', 'forty-one/12', isBreak, 'forty-one/11'),
  }),
  // 8: an open break; 9.1, 9.2: one shot per inning, judged before the serious penalties
  before: ({ d, facts, a, isBreak }) => {
    d.cite('forty-one/9.1', 'forty-one/9.2');
    if (isBreak) illegalBreak(d, facts, 'forty-one/8')?.say('forty-one.illegalBreak');
    if (!isBreak && a.railOk === false) d.cite('forty-one/9.4');
  },
  incoming: (ctx, a) => (a.outOfTurn ? a.due : nextStillIn(ctx, a.shooter)),
  foul,
  legal,
  done,
};
