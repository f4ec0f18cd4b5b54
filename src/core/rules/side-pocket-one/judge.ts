import { ownFoulRules } from '../common/assess.ts';
import { count } from '../common/balls.ts';
import { clearFouls, countFoul, threeFouls } from '../common/consecutive-fouls.ts';
import { otherSide, sideOf } from '../common/context.ts';
import type { ShotResolved } from '../common/events.ts';
import { type Draft, loseGame, winGame } from '../common/flow.ts';
import { isInHandKitchen, kitchenAfterScratch } from '../common/head-string.ts';
import { withKey } from '../common/keyed.ts';
import { offerKitchenSpot } from '../common/kitchen-spot.ts';
import { FULL_RACK } from '../common/opening.ts';
import { recordRuling } from '../common/recording.ts';
import type { SidePocket } from '../common/says.ts';
import {
  goOn,
  handOver,
  illegalBreakOffer,
  judgeShot,
  miss,
  rerackWith,
  type ShotGame,
  spotBack,
  type Turn,
} from '../common/template.ts';
import { thirdFoul } from '../common/third-foul.ts';
import { deflectedBreakChoice } from '../recreational/shared.ts';
import {
  assignSidePockets,
  type BallVerdict,
  isLegalBreak,
  judgeBall,
  losesOnIllegalBreaks,
  readCall,
  type SidePocketContext,
  type SidePocketX,
  uncatchable,
} from './rules.ts';
import type {} from './says.ts'; // the game's own clauses, added to the kit's codes

/** side-pocket-one/11: three fouls in a row (2.16: the warning at two) */
export const FOULS = threeFouls('side-pocket-one/11');

export const done = recordRuling<SidePocketX>({ consecutiveFouls: true });

/** Racks again in the same game: the side pockets stay, the illegal breaks are counted on (6). */
export const rerackSame = rerackWith<SidePocketX>(FULL_RACK, (x) => x);

/**
 * side-pocket-one/7.6: with the cue ball in hand behind the head string and every object ball in the
 * kitchen (known positions), the shooter may have the one nearest the head string spotted.
 */
export const withAllInKitchen = (ctx: SidePocketContext, d: Draft): SidePocketContext =>
  offerKitchenSpot(ctx, d, 'side-pocket-one/7.6', 'side-pocket-one.kitchenAll');

const VERDICT_RULE: Record<Exclude<BallVerdict, 'counts'>, string> = {
  'not-called-pocket': 'side-pocket-one/7.2',
  'one-not-called': 'side-pocket-one/7.4',
  'one-not-own-pocket': 'side-pocket-one/7.4',
  'no-side-pocket': 'side-pocket-one/7.3',
};

/** side-pocket-one/7.2, 7.4: how each pocketed ball is judged: the balls that count, and the others with why. */
function verdictsOf(t: Turn<SidePocketX>) {
  const called = readCall(t.shot.call, t.base.x.sidePockets[t.side]);
  const verdicts = t.facts.pocketed.map((b) => [b, judgeBall(b, t.facts.pocketOf.get(b), called)] as const);
  const counted = verdicts.filter(([, v]) => v === 'counts').map(([b]) => b);
  return { counted, notCounted: verdicts.flatMap(([b, v]) => (v === 'counts' ? [] : [[b, v] as const])) };
}

/** side-pocket-one/8-11 (a break with another foul is penalised as a foul: 3.30). */
function foul(t: Turn<SidePocketX>): SidePocketContext {
  const { d, facts, a, base, side, incoming, isBreak } = t;
  if (facts.pocketed.length) d.cite('side-pocket-one/8', '3.17');
  if (facts.offTable.length) d.cite('side-pocket-one/9', '3.28');
  const back = [...facts.pocketed, ...facts.offTable];
  d.cite('side-pocket-one/11').say(back.length > 0 ? 'side-pocket-one.foul' : 'side-pocket-one.foulNone');
  const { third: loses, fouls, warned } = countFoul(base, side, d, FOULS);
  const spotted: SidePocketContext = { ...base, fouls, warned, ...spotBack(d, back, base) };
  if (loses) return thirdFoul(t, spotted, FOULS);
  // 10: a scratch gives the cue ball in hand behind the head string; otherwise it stays where it lies
  const cueBall = kitchenAfterScratch(a, d, ['side-pocket-one/10', '3.10']);
  const next: SidePocketContext = { ...spotted, turn: incoming, cueBall };
  if (a.deflectedBreak && isBreak) return deflectedBreakChoice(next, incoming, a.shooter, d);
  if (isInHandKitchen(next)) return withAllInKitchen(handOver(t, next, cueBall), d);
  d.say('side-pocket-one.acceptPosition', { player: incoming });
  return next;
}

/** side-pocket-one/6: an illegal break; the third in a row loses. */
function illegalBreak(t: Turn<SidePocketX>): SidePocketContext {
  const { d, facts, base, side, incoming } = t;
  const n = t.ctx0.x.illegalBreaks + 1;
  const loses = losesOnIllegalBreaks(n);
  d.foul('illegal-break', 'side-pocket-one/6');
  if (loses) d.say('loss', { side, reason: 'three-illegal-breaks' });
  else d.say('side-pocket-one.illegalBreak', { n, player: incoming });
  // balls pocketed on an illegal break, the losing one included, are spotted as illegally pocketed balls (8)
  if (facts.pocketed.length) d.cite('side-pocket-one/8');
  const next: SidePocketContext = { ...base, x: { ...base.x, illegalBreaks: n }, ...spotBack(d, facts.pocketed, base) };
  if (loses) return loseGame(next, side, 'three-illegal-breaks');
  return illegalBreakOffer(t, next, ['accept', 'rerack-opponent'], 'in-place');
}

/**
 * side-pocket-one/5, 7.1-7.5, 8: the balls that count stay down and score a point each (the 1 too), the
 * others are spotted; the inning goes on; the side that cannot be caught wins.
 */
function legal(t: Turn<SidePocketX>): SidePocketContext {
  const { d, facts, a, base, side } = t;
  const { counted, notCounted } = verdictsOf(t);
  if (t.isBreak) {
    if (!isLegalBreak(facts, counted.length, a.first !== null)) return illegalBreak(t);
    // the legal break decides, before the choice of side pocket declared with it (7.3)
    d.lead('side-pocket-one/6');
  }
  for (const [ball, v] of notCounted)
    d.cite(VERDICT_RULE[v], 'side-pocket-one/8').say(`side-pocket-one.${v}`, { ball });
  const back = notCounted.map(([b]) => b);
  let next: SidePocketContext = { ...base, ...clearFouls(base, side), ...spotBack(d, back, base) };
  if (counted.length === 0) return miss(t, next);
  const n = (t.ctx0.score?.[side] ?? 0) + counted.length;
  next = { ...next, score: withKey(t.ctx0.score, side, n) };
  const rule = counted.includes(1) ? 'side-pocket-one/7.4' : 'side-pocket-one/7.2';
  d.cite(rule).say('side-pocket-one.scored', { balls: counted, side, n });
  // editorial decision (side-pocket-one/5): a point a ball; the side that cannot be caught wins
  const left = count(next.onTable);
  const winner = uncatchable(next.score ?? {}, next.sides, left);
  if (winner !== null) {
    d.decide('side-pocket-one/5').say('side-pocket-one.uncatchable', {
      side: winner,
      n: next.score?.[winner] ?? 0,
      left,
    });
    return winGame(d, next, winner, 'cannot-be-caught');
  }
  if (next.onTable === 0) {
    // the points level with the table cleared (only from a set-up position): a new rack in the same game
    d.cite('side-pocket-one/7.1').say('side-pocket-one.rackCleared', { player: a.shooter });
    return rerackSame(next, a.shooter, d);
  }
  return goOn(t, next, 'side-pocket-one/7.1');
}

const SIDE_POCKET_SHOT: ShotGame<SidePocketX> = {
  // side-pocket-one/7.3: the breaker's choice of side pocket, declared on the break
  start: (ctx, d, shot) => {
    const pocket = shot.sidePocket as SidePocket | undefined;
    if (pocket === undefined) return { ctx, over: false };
    d.cite('side-pocket-one/7.3');
    if (!(shot.break ?? ctx.phase === 'break')) {
      d.say('side-pocket-one.lateChoice');
      return { ctx, over: false };
    }
    const side = sideOf(ctx, shot.by);
    const other = otherSide(ctx, side);
    const sidePockets = assignSidePockets(ctx.sides, side, pocket);
    d.say('side-pocket-one.chosen', { side, pocket, other, otherPocket: sidePockets[other] as SidePocket });
    return { ctx: { ...ctx, x: { ...ctx.x, sidePockets } }, over: false };
  },
  // side-pocket-one/7.5: any ball first; 10, 11: the penalties
  shotRules: (_ctx, isBreak) => ({
    isLegalTarget: () => true,
    penaltyRules: ['side-pocket-one/11'],
    foulRules: ownFoulRules('side-pocket-one/7.5', 'side-pocket-one/10', isBreak, 'side-pocket-one/9'),
  }),
  // a shot ends the run of illegal breaks (6)
  table: ({ base }) => ({ ...base, x: { sidePockets: base.x.sidePockets, illegalBreaks: 0 } }),
  foul,
  legal,
  done,
};

export const judgeSidePocketShot = (ctx: SidePocketContext, ev: ShotResolved): SidePocketContext =>
  judgeShot(SIDE_POCKET_SHOT, ctx, ev);
