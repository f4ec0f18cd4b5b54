/** Honolulu: the ruling on one shot (honolulu/6-9 with the general rules). */

import type { ObjectBall } from '../../vocabulary/index.ts';
import { meetsRailRequirement, ownFoulRules } from '../common/assess.ts';
import { endGame, sayNext } from '../common/flow.ts';
import { cueBallAfterScratch, sayIfKitchen } from '../common/head-string.ts';
import { keyedFrom } from '../common/keyed.ts';
import { withPoints } from '../common/points.ts';
import { recordRuling } from '../common/recording.ts';
import { goOn, miss, type ShotGame, spotBack, type Turn } from '../common/template.ts';
import { callsOf, deflectedBreakChoice } from '../recreational/shared.ts';
import {
  type HonoluluContext,
  type HonoluluX,
  hasWon,
  howPocketed,
  isLegalBreak,
  judgeCall,
  meetsHonoluluRail,
  paysDebt,
  TARGET,
} from './rules.ts';
import type {} from './says.ts'; // the game's own clauses, added to the kit's codes

export const done = recordRuling<HonoluluX>();

/** honolulu/6: the calls of the shot and how each went; all must be legally pocketed, else none counts. */
function callsMade(t: Turn<HonoluluX>) {
  const calls = callsOf(t.shot.call).filter(
    (c): c is { ball: ObjectBall; pocket?: typeof c.pocket } => typeof c.ball === 'number',
  );
  const verdicts = calls.map((c) => [c.ball, judgeCall(t.shot.events, c.ball, c.pocket)] as const);
  return { calls, verdicts, allMade: calls.length > 0 && verdicts.every(([, v]) => v === 'scored') };
}

/** honolulu/6, 3.32: the inning ends; every ball that does not count goes back. */
function endInning(t: Turn<HonoluluX>, ctx: HonoluluContext, extra: readonly ObjectBall[], owes: HonoluluX['owes']) {
  const back = [...new Set([...t.ctx0.x.toSpot, ...extra])];
  const spotted = spotBack(t.d, back, ctx);
  if (back.length) t.d.cite('honolulu/6');
  return { ...ctx, ...spotted, x: { owes, toSpot: [] } };
}

/** honolulu/8, 9: a foul scores nothing and ends the inning; an illegal break adds a ball owed. */
function foul(t: Turn<HonoluluX>): HonoluluContext {
  const { d, facts, a, base, side, incoming } = t;
  const cueBall = cueBallAfterScratch(a);
  const illegalBreak = d.fouls.includes('illegal-break');
  const owes = illegalBreak ? withPoints(t.ctx0.x.owes, side, 1) : keyedFrom(t.ctx0.x.owes);
  if (d.fouls.some((f) => f !== 'illegal-break')) d.cite('honolulu/9', '3.17').say('honolulu.foulNoPoints');
  sayIfKitchen(d, cueBall, ['honolulu/9', '3.10'], 'honolulu.kitchen');
  const next = endInning(t, { ...base, turn: incoming, cueBall }, [...facts.pocketed, ...facts.offTable], owes);
  if (a.deflectedBreak && t.isBreak) return deflectedBreakChoice(next, incoming, a.shooter, d);
  if (!illegalBreak || cueBall !== 'in-place') sayNext(d, incoming, cueBall);
  return next;
}

/** honolulu/5, 6, 8: the called balls score if all were made (a ball owed paid first), else the inning ends. */
function legal(t: Turn<HonoluluX>): HonoluluContext {
  const { d, facts, a, base, side, shot, ctx0 } = t;
  const score = keyedFrom(ctx0.score);
  const owes = keyedFrom(ctx0.x.owes);
  const { calls, verdicts, allMade } = callsMade(t);
  if (calls.length === 0 && facts.pocketed.length > 0) d.cite('honolulu/6').say('honolulu.noCall');
  for (const [ball, v] of verdicts)
    if (v !== 'scored') d.cite(v === 'simple-kick' ? 'honolulu/7' : 'honolulu/6').say(`honolulu.${v}`, { ball });
  if (!allMade && calls.length > 1) d.say('honolulu.allOrNothing');
  if (!allMade) return endInning(t, miss(t, base), facts.pocketed, owes);
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
  const toSpot = [...ctx0.x.toSpot, ...others, ...facts.offTable];
  if (others.length) d.cite('honolulu/6').say('honolulu.later', { balls: others });
  const next: HonoluluContext = { ...base, score, turn: a.shooter, cueBall: 'in-place', x: { owes, toSpot } };
  if (debts.length) Object.assign(next, spotBack(d, debts, next));
  const target = ctx0.options.target ?? TARGET;
  if (hasWon(score[side] ?? 0, target)) {
    d.decide('honolulu/5').say('honolulu.target', { side, n: target }).say('win', { side });
    return endGame(next, { winner: side, reason: 'eight-points' });
  }
  return goOn(t, next, '3.5');
}

export const HONOLULU_SHOT: ShotGame<HonoluluX> = {
  // honolulu/6: any ball may be hit first; 9: the penalty
  // 9: the game's decision for a scratch or a jumped cue ball (the kitchen) leads the general rules
  shotRules: (_ctx, isBreak) => ({
    isLegalTarget: () => true,
    penaltyRules: ['honolulu/9'],
    foulRules: ownFoulRules(null, 'honolulu/9', isBreak),
  }),
  // honolulu/8: after the contact, a ball must reach a cushion other than by the general rule alone
  before: ({ ctx0, shot, facts, d, a, isBreak }) => {
    if (isBreak || a.first === null || !a.railOk || d.fouls.includes('no-rail')) return undefined;
    const presumed = meetsRailRequirement(ctx0.table, facts, a.first, shot.frozen ?? [], a.start).presumed;
    if (!presumed && !meetsHonoluluRail(facts, a.first)) {
      d.foul('no-rail', 'honolulu/8', '3.19').say('honolulu.noRail');
      if (d.fouls.length > 1) d.cite('3.30');
      d.cite('3.17', 'honolulu/9');
    }
    return undefined;
  },
  // honolulu/8: the break must pocket a called ball or drive balls to the cushions
  ownFouls: (t) => {
    if (!t.isBreak) return;
    const calledInPocket = callsMade(t).calls.some((c) => {
      const h = howPocketed(t.shot.events, c.ball, c.pocket);
      return h.pocketed && (h.pocket === undefined || h.pocket === c.pocket);
    });
    t.d.cite('honolulu/8');
    if (!isLegalBreak(t.facts, calledInPocket))
      t.d.foul('illegal-break', 'honolulu/8').say('honolulu.illegalBreak', { side: t.side, player: t.incoming });
  },
  foul,
  legal,
  done,
};
