import { ownFoulRules } from '../common/assess.ts';
import { range } from '../common/balls.ts';
import { sideOf } from '../common/context.ts';
import { finish } from '../common/draft.ts';
import type { ShotResolved } from '../common/events.ts';
import { type Draft, endGame, loseGame, rerack, sayNext } from '../common/flow.ts';
import { keyedFrom } from '../common/keyed.ts';
import { clearFouls, countFoul } from '../common/players.ts';
import type { SidePocket } from '../common/says.ts';
import {
  goOn,
  illegalBreakOffer,
  judgeShot,
  miss,
  type ShotGame,
  spotBack,
  type Turn,
  threeFoulsLoss,
} from '../common/template.ts';
import { deflectedBreakChoice, kitchenSpotCandidates } from '../recreational/shared.ts';
import {
  assignSidePockets,
  type BallVerdict,
  isLegalBreak,
  judgeBall,
  losesOnIllegalBreaks,
  readCall,
  type SidePocketContext,
  type SidePocketX,
} from './rules.ts';

export const RACK = range(1, 15);

export function done(ctx: SidePocketContext, d: Draft): SidePocketContext {
  return { ...ctx, ruling: finish(ctx, d, { consecutiveFouls: true }) };
}

/**
 * side-pocket-one/7.6: with the cue ball in hand behind the head string and every object ball in the
 * kitchen (known positions), the shooter may have the one nearest the head string spotted.
 */
export function withAllInKitchen(ctx: SidePocketContext, d: Draft): SidePocketContext {
  if (ctx.pending || ctx.phase !== 'play') return ctx;
  const candidates = kitchenSpotCandidates(ctx as never, 'spot-nearest');
  if (!candidates) return ctx;
  d.cite('side-pocket-one/7.6').say('side-pocket-one.kitchenAll', { player: ctx.turn });
  return {
    ...ctx,
    pending: {
      chooser: ctx.turn,
      offender: ctx.turn,
      options: ['accept', 'spot-nearest'],
      about: 'kitchen-spot',
      cueBallIfAccepted: 'in-hand-kitchen',
      candidates,
    },
  };
}

const VERDICT_RULE: Record<Exclude<BallVerdict, 'counts'>, string> = {
  'not-called-pocket': 'side-pocket-one/7.2',
  'one-not-called': 'side-pocket-one/7.4',
  'one-not-own-pocket': 'side-pocket-one/7.4',
  'no-side-pocket': 'side-pocket-one/7.3',
};

/** side-pocket-one/7.2, 7.4: how each pocketed ball is judged, and the balls that count. */
function verdictsOf(t: Turn<SidePocketX>) {
  const own = t.base.x.sidePockets[t.side];
  const called = readCall(t.shot.call, own);
  const verdicts = t.facts.pocketed.map((b) => [b, judgeBall(b, t.facts.pocketOf.get(b), called, own)] as const);
  return { verdicts, counted: verdicts.filter(([, v]) => v === 'counts').map(([b]) => b) };
}

/** side-pocket-one/8-11 (a break with another foul is penalised as a foul: 3.30). */
function foul(t: Turn<SidePocketX>): SidePocketContext {
  const { d, facts, a, base, side, incoming, isBreak } = t;
  if (facts.pocketed.length) d.cite('side-pocket-one/8', '3.17');
  if (facts.offTable.length) d.cite('side-pocket-one/9', '3.28');
  d.cite('side-pocket-one/11').say(
    facts.pocketed.length + facts.offTable.length > 0 ? 'side-pocket-one.foul' : 'side-pocket-one.foulNone',
  );
  const counts = countFoul(base, side, d, 'side-pocket-one/11');
  const fouled: SidePocketContext = { ...base, fouls: counts.fouls, warned: counts.warned };
  let next: SidePocketContext = { ...fouled, ...spotBack(d, [...facts.pocketed, ...facts.offTable], fouled) };
  if (counts.loses) return threeFoulsLoss(d, next, side);
  if (a.scratch || a.cueOffTable) {
    d.cite('side-pocket-one/10', '3.10');
    next = { ...next, turn: incoming, cueBall: 'in-hand-kitchen' };
    if (a.deflectedBreak && isBreak) return deflectedBreakChoice(next, incoming, a.shooter, d);
    sayNext(d, incoming, 'in-hand-kitchen');
    return withAllInKitchen(next, d);
  }
  next = { ...next, turn: incoming, cueBall: 'in-place' };
  if (a.deflectedBreak && isBreak) return deflectedBreakChoice(next, incoming, a.shooter, d);
  d.say('side-pocket-one.acceptPosition', { player: incoming });
  return next;
}

/** side-pocket-one/6: an illegal break; the third in a row loses. */
function illegalBreak(t: Turn<SidePocketX>): SidePocketContext {
  const { d, facts, base, side, incoming } = t;
  const n = t.ctx0.x.illegalBreaks + 1;
  d.foul('illegal-break', 'side-pocket-one/6');
  const counted: SidePocketContext = { ...base, x: { ...base.x, illegalBreaks: n } };
  if (losesOnIllegalBreaks(n)) {
    d.say('loss', { side, reason: 'three-illegal-breaks' });
    // balls pocketed on the losing break are spotted like any other illegally pocketed ball (8)
    if (facts.pocketed.length) d.cite('side-pocket-one/8');
    return loseGame({ ...counted, ...spotBack(d, facts.pocketed, counted) }, side, 'three-illegal-breaks');
  }
  d.say('side-pocket-one.illegalBreak', { n, player: incoming });
  if (facts.pocketed.length) d.cite('side-pocket-one/8');
  const next = { ...counted, ...spotBack(d, facts.pocketed, counted) };
  return illegalBreakOffer(t, next, ['accept', 'rerack-opponent'], 'in-place');
}

/** side-pocket-one/5, 7.1-7.5, 8: the balls that count stay down, the others are spotted; the 1 wins. */
function legal(t: Turn<SidePocketX>): SidePocketContext {
  const { d, facts, a, base, side } = t;
  const { verdicts, counted } = verdictsOf(t);
  if (
    t.isBreak &&
    !isLegalBreak(counted.length, a.first !== null, facts.cueToRailAfterContact, facts.objectBallsToRail)
  )
    return illegalBreak(t);
  if (t.isBreak) d.cite('side-pocket-one/6');
  let next: SidePocketContext = { ...base, ...clearFouls(base, side) };
  const notCounted = verdicts.filter(([, v]) => v !== 'counts');
  for (const [b, v] of notCounted) {
    if (v === 'counts') continue;
    d.cite(VERDICT_RULE[v], 'side-pocket-one/8').say(`side-pocket-one.${v}`, { ball: b });
  }
  next = {
    ...next,
    ...spotBack(
      d,
      notCounted.map(([b]) => b),
      next,
    ),
  };
  if (counted.length === 0) return miss(t, next);
  const score = keyedFrom(t.ctx0.score);
  score[side] = (score[side] ?? 0) + counted.length;
  d.cite(counted.includes(1) ? 'side-pocket-one/7.4' : 'side-pocket-one/7.2').say('side-pocket-one.scored', {
    balls: counted,
    side,
    n: score[side] ?? 0,
  });
  next = { ...next, score };
  if (counted.includes(1)) {
    // editorial decision (side-pocket-one/5): the 1 is the game ball; legally pocketed in the shooter's
    // own side pocket (7.4) it wins; the tally of balls decides nothing
    d.cite('side-pocket-one/7.4', 'side-pocket-one/5').say('side-pocket-one.oneWins', { side }).say('win', { side });
    return endGame(next, { winner: side, reason: 'one-ball-in-side-pocket' });
  }
  if (next.onTable === 0) {
    // only from a set-up position without the 1: a new rack in the same game
    d.cite('side-pocket-one/7.1').say('side-pocket-one.rackCleared', { player: a.shooter });
    return rerack(next, a.shooter, RACK, d, (x) => ({ ...x, illegalBreaks: 0 }));
  }
  return goOn(t, next, 'side-pocket-one/7.1');
}

export const SIDE_POCKET_SHOT: ShotGame<SidePocketX> = {
  // side-pocket-one/7.3: the breaker's choice of side pocket, declared on the break
  start: (ctx, d, shot) => {
    if (shot.sidePocket === undefined) return { ctx, over: false };
    if (!(shot.break ?? ctx.phase === 'break')) {
      d.cite('side-pocket-one/7.3').say('side-pocket-one.lateChoice');
      return { ctx, over: false };
    }
    const shooterSide = sideOf(ctx, shot.by);
    const sidePockets = assignSidePockets(ctx.sides, shooterSide, shot.sidePocket);
    const other = ctx.sides.find((s) => s !== shooterSide) ?? shooterSide;
    d.cite('side-pocket-one/7.3').say('side-pocket-one.chosen', {
      side: shooterSide,
      pocket: shot.sidePocket as SidePocket,
      other,
      otherPocket: sidePockets[other] as SidePocket,
    });
    return { ctx: { ...ctx, x: { ...ctx.x, sidePockets } }, over: false };
  },
  // side-pocket-one/7.5: any ball first; 10, 11: the penalties
  shotRules: (_ctx, isBreak) => ({
    isLegalTarget: () => true,
    penaltyRules: ['side-pocket-one/11'],
    foulRules: ownFoulRules('side-pocket-one/7.5', 'side-pocket-one/10', isBreak),
  }),
  before: ({ d, isBreak }) => {
    if (!isBreak && d.fouls.some((f) => f === 'no-contact' || f === 'no-rail')) d.cite('side-pocket-one/7.5');
    return undefined;
  },
  // a shot ends the run of illegal breaks (6)
  table: ({ base }) => ({ ...base, x: { sidePockets: base.x.sidePockets, illegalBreaks: 0 } }),
  foul,
  legal,
  done,
};

export const judgeSidePocketShot = (ctx: SidePocketContext, ev: ShotResolved): SidePocketContext =>
  judgeShot(SIDE_POCKET_SHOT, ctx, ev);
