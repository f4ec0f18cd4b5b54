/** The unnamed side-pocket game: the ruling on one shot (side-pocket-one/6-11 with the general rules). */
import type { ObjectBall } from '../../vocabulary/index.ts';
import { assessShot, ownFoulRules, positionsAfter } from '../common/assess.ts';
import { add, range, withoutGone } from '../common/balls.ts';
import { sideOf } from '../common/context.ts';
import { finish } from '../common/draft.ts';
import type { ShotResolved } from '../common/events.ts';
import { Draft, endGame, incomingPlayer, loseGame, rerack, sayNext, seriousPenalty } from '../common/flow.ts';
import { keyedFrom } from '../common/keyed.ts';
import { spotInto } from '../common/placing.ts';
import { clearFouls, countFoul } from '../common/players.ts';
import type { SidePocket } from '../common/says.ts';
import { deflectedBreakChoice, kitchenSpotCandidates } from '../recreational/shared.ts';
import {
  assignSidePockets,
  type BallVerdict,
  isLegalBreak,
  judgeBall,
  losesOnIllegalBreaks,
  readCall,
  type SidePocketContext,
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

export function judgeSidePocketShot(ctx0: SidePocketContext, ev: ShotResolved): SidePocketContext {
  const { shot, facts } = ev;
  const d = new Draft(ev.step);
  const isBreak = shot.break ?? ctx0.phase === 'break';
  const shooterSide = sideOf(ctx0, shot.by);

  // side-pocket-one/7.3: the breaker's choice of side pocket, declared on the break
  let sidePockets = ctx0.x.sidePockets;
  if (shot.sidePocket !== undefined && !isBreak) {
    d.cite('side-pocket-one/7.3').say('side-pocket-one.lateChoice');
  } else if (shot.sidePocket !== undefined) {
    sidePockets = assignSidePockets(ctx0.sides, shooterSide, shot.sidePocket);
    const other = ctx0.sides.find((s) => s !== shooterSide) ?? shooterSide;
    d.cite('side-pocket-one/7.3').say('side-pocket-one.chosen', {
      side: shooterSide,
      pocket: shot.sidePocket as SidePocket,
      other,
      otherPocket: sidePockets[other] as SidePocket,
    });
  }

  const a = assessShot(
    ctx0,
    shot,
    facts,
    {
      isBreak,
      isLegalTarget: () => true,
      penaltyRules: ['side-pocket-one/11'],
      foulRules: ownFoulRules('side-pocket-one/7.5', 'side-pocket-one/10', isBreak),
    },
    d,
  );
  if (a.replay) return done({ ...ctx0, x: { ...ctx0.x, sidePockets } }, d);
  if (!isBreak && d.fouls.some((f) => f === 'no-contact' || f === 'no-rail')) d.cite('side-pocket-one/7.5');
  const serious = seriousPenalty(ctx0, a, d, isBreak);
  if (serious.ended) return done({ ...serious.ctx, x: { ...serious.ctx.x, sidePockets } }, d);

  const side = sideOf(ctx0, a.shooter);
  const incoming = incomingPlayer(ctx0, a);
  const onTable = withoutGone(ctx0.onTable, facts);
  const base: SidePocketContext = {
    ...serious.ctx,
    onTable,
    positions: positionsAfter(ctx0, shot, facts),
    phase: 'play',
    pending: null,
    x: { sidePockets, illegalBreaks: 0 },
  };

  // side-pocket-one/7.2, 7.4: which pocketed balls count
  const own = sidePockets[side];
  const called = readCall(shot.call, own);
  const verdicts = facts.pocketed.map((b) => [b, judgeBall(b, facts.pocketOf.get(b), called, own)] as const);
  const counted = verdicts.filter(([, v]) => v === 'counts').map(([b]) => b);

  // put back what does not stay down: spotted, no penalty of its own (8, 9)
  const spotBack = (ctx: SidePocketContext, balls: readonly ObjectBall[]): SidePocketContext => {
    if (!balls.length) return ctx;
    let table = ctx.onTable;
    for (const b of balls) table = add(table, b);
    return { ...ctx, onTable: table, positions: spotInto(d, balls, ctx.positions, ctx.table) };
  };

  if (d.isFoul) {
    // side-pocket-one/8, 9, 10, 11 (a break with another foul is penalised as a foul: 3.30)
    if (facts.pocketed.length) d.cite('side-pocket-one/8', '3.17');
    if (facts.offTable.length) d.cite('side-pocket-one/9', '3.28');
    d.cite('side-pocket-one/11').say(
      facts.pocketed.length + facts.offTable.length > 0 ? 'side-pocket-one.foul' : 'side-pocket-one.foulNone',
    );
    const counts = countFoul(base, side, d, 'side-pocket-one/11');
    let next = spotBack({ ...base, fouls: counts.fouls, warned: counts.warned }, [
      ...facts.pocketed,
      ...facts.offTable,
    ]);
    if (counts.loses) {
      d.say('loss', { side, reason: 'three-consecutive-fouls' });
      return done(loseGame(next, side, 'three-consecutive-fouls'), d);
    }
    if (a.scratch || a.cueOffTable) {
      d.cite('side-pocket-one/10', '3.10');
      next = { ...next, turn: incoming, cueBall: 'in-hand-kitchen' };
      if (a.deflectedBreak && isBreak) return done(deflectedBreakChoice(next, incoming, a.shooter, d), d);
      sayNext(d, incoming, 'in-hand-kitchen');
      return done(withAllInKitchen(next, d), d);
    }
    next = { ...next, turn: incoming, cueBall: 'in-place' };
    if (a.deflectedBreak && isBreak) return done(deflectedBreakChoice(next, incoming, a.shooter, d), d);
    d.say('side-pocket-one.acceptPosition', { player: incoming });
    return done(next, d);
  }

  if (
    isBreak &&
    !isLegalBreak(counted.length, a.first !== null, facts.cueToRailAfterContact, facts.objectBallsToRail)
  ) {
    // side-pocket-one/6: an illegal break
    const n = ctx0.x.illegalBreaks + 1;
    d.foul('illegal-break', 'side-pocket-one/6');
    if (losesOnIllegalBreaks(n)) {
      d.say('loss', { side, reason: 'three-illegal-breaks' });
      // balls pocketed on the losing break are spotted like any other illegally pocketed ball (8)
      if (facts.pocketed.length) d.cite('side-pocket-one/8');
      const lost = spotBack({ ...base, x: { sidePockets, illegalBreaks: n } }, facts.pocketed);
      return done(loseGame(lost, side, 'three-illegal-breaks'), d);
    }
    d.say('side-pocket-one.illegalBreak', { n, player: incoming });
    if (facts.pocketed.length) d.cite('side-pocket-one/8');
    const next = spotBack({ ...base, x: { sidePockets, illegalBreaks: n } }, facts.pocketed);
    return done(
      {
        ...next,
        phase: 'break',
        turn: incoming,
        cueBall: 'in-place',
        pending: {
          chooser: incoming,
          offender: a.shooter,
          options: ['accept', 'rerack-opponent'],
          about: 'illegal-break',
          cueBallIfAccepted: 'in-place',
        },
      },
      d,
    );
  }
  if (isBreak) d.cite('side-pocket-one/6');

  // a legal shot (7.5): the balls that count stay down, the others are spotted (7.2, 7.4, 8)
  let next: SidePocketContext = { ...base, ...clearFouls(base, side) };
  const notCounted = verdicts.filter(([, v]) => v !== 'counts');
  for (const [b, v] of notCounted) {
    if (v === 'counts') continue;
    d.cite(VERDICT_RULE[v], 'side-pocket-one/8').say(`side-pocket-one.${v}`, { ball: b });
  }
  next = spotBack(
    next,
    notCounted.map(([b]) => b),
  );
  if (counted.length === 0) {
    d.cite('3.5').say('next.miss', { player: incoming });
    return done({ ...next, turn: incoming, cueBall: 'in-place' }, d);
  }
  const score = keyedFrom(ctx0.score);
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
    return done(endGame(next, { winner: side, reason: 'one-ball-in-side-pocket' }), d);
  }
  if (next.onTable === 0) {
    // only from a set-up position without the 1: a new rack in the same game
    d.cite('side-pocket-one/7.1').say('side-pocket-one.rackCleared', { player: a.shooter });
    return done(
      rerack(next, a.shooter, RACK, d, (x) => ({ ...x, illegalBreaks: 0 })),
      d,
    );
  }
  d.cite('side-pocket-one/7.1').say('next.continue', { player: a.shooter });
  return done({ ...next, turn: a.shooter, cueBall: 'in-place' }, d);
}
