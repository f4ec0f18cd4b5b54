/** Cutthroat: the ruling on one shot (8-13), built from the general rules of the kit. */
import type { ObjectBall } from '../../vocabulary/index.ts';
import { assessShot, ownFoulRules, positionsAfter } from '../common/assess.ts';
import { withoutGone } from '../common/balls.ts';
import { finish } from '../common/draft.ts';
import type { ShotResolved } from '../common/events.ts';
import { Draft, endGame, sayNext, seriousPenalty } from '../common/flow.ts';
import { spotInto } from '../common/placing.ts';
import { nextInOrder } from '../common/players.ts';
import type { CueBallState, PlayerId } from '../common/types.ts';
import { deflectedBreakChoice, isOpenBreak } from '../recreational/shared.ts';
import {
  type CutContext,
  hasBallsLeft,
  isOpponentBall,
  kitchenCandidates,
  opponentsBallsToSpot,
  penaltyBalls,
} from './rules.ts';

export function done(ctx: CutContext, d: Draft): CutContext {
  return { ...ctx, ruling: finish(ctx, d) };
}

export const nextCutPlayer = (ctx: CutContext, p: PlayerId): PlayerId =>
  nextInOrder(ctx.players, p, (q) => ctx.x.out.includes(q));

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
    d.cite('cutthroat/7').say('win', { side: winner });
    return endGame(next, { winner, reason: 'last-group-on-table' });
  }
  if (left.length === 0) {
    d.cite('cutthroat/7').say('cutthroat.allOut');
    return endGame(next, { winner: null, draw: true, reason: 'all-out' });
  }
  return next;
}

/** 9.4: the player in hand behind the head string with every opponent's ball in the kitchen may have the nearest spotted. */
function offerKitchenSpot(ctx: CutContext, d: Draft): CutContext {
  if (ctx.cueBall !== 'in-hand-kitchen' || ctx.phase !== 'play' || ctx.pending) return ctx;
  const candidates = kitchenCandidates(ctx, ctx.turn);
  if (!candidates) return ctx;
  d.cite('cutthroat/9.4')
    .say('cutthroat.kitchen', { player: ctx.turn })
    .say('options', { player: ctx.turn, options: ['accept', 'spot-nearest'] });
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

export function judgeCutShot(ctx0: CutContext, ev: ShotResolved): CutContext {
  const { shot, facts } = ev;
  const d = new Draft(ev.step);
  const isBreak = shot.break ?? ctx0.phase === 'break';
  const shooter = shot.by;
  const a = assessShot(
    ctx0,
    shot,
    facts,
    {
      isBreak,
      isLegalTarget: (b) => isBreak || isOpponentBall(ctx0, shooter, b),
      penaltyRules: ['cutthroat/13'],
      foulRules: ownFoulRules('cutthroat/9.1', 'cutthroat/12', isBreak),
    },
    d,
  );
  if (a.replay) return done({ ...ctx0 }, d);
  d.cite(isBreak ? 'cutthroat/8' : 'cutthroat/9.1');
  const otherFoul = d.isFoul;
  const illegalBreak = isBreak && !isOpenBreak(facts);
  if (illegalBreak) d.foul('illegal-break', 'cutthroat/8');
  const serious = seriousPenalty(ctx0, a, d, isBreak);
  if (serious.ended) return done(serious.ctx, d);
  let onTable = withoutGone(ctx0.onTable, facts);
  let positions = positionsAfter(ctx0, shot, facts);
  const incoming = a.outOfTurn ? a.due : nextCutPlayer(ctx0, shooter);
  const base: CutContext = { ...serious.ctx, onTable, positions, phase: 'play', pending: null };

  if (illegalBreak && !otherFoul) {
    // 8: balls pocketed on the break stay down; the second player accepts the table or re-racks and breaks
    if (facts.pocketed.length > 0) d.say('cutthroat.breakStaysDown');
    d.say('cutthroat.illegalBreak', { player: incoming }).say('options', {
      player: incoming,
      options: ['accept', 'rerack-self'],
    });
    const settled = settle(base, d);
    if (settled.phase === 'over') return done(settled, d);
    return done(
      {
        ...settled,
        turn: incoming,
        cueBall: 'in-place',
        pending: {
          chooser: incoming,
          offender: shooter,
          options: ['accept', 'rerack-self'],
          about: 'illegal-break',
          cueBallIfAccepted: 'in-place',
        },
      },
      d,
    );
  }

  if (d.isFoul) {
    const spot: ObjectBall[] = [];
    if (isBreak) {
      // 8: every ball pocketed on the break stays down; a jumped ball is spotted (3.28)
      if (facts.pocketed.length > 0) d.say('cutthroat.breakStaysDown');
      spot.push(...facts.offTable);
    } else {
      // 9.2, 10, 11: opponents' balls spotted, the shooter's own stay down
      const theirs = opponentsBallsToSpot(base, shooter, [...facts.pocketed, ...facts.offTable]);
      if (theirs.length > 0)
        d.cite(facts.offTable.length > 0 ? 'cutthroat/11' : 'cutthroat/10', 'cutthroat/9.2').say(
          'cutthroat.opponentsSpotted',
        );
      spot.push(...theirs);
    }
    for (const b of spot) onTable |= 1 << b;
    // 13, 9.3: one previously pocketed ball of each opponent; players who were out come back
    const penalty = penaltyBalls(base, shooter, onTable);
    d.cite('cutthroat/13');
    if (penalty.length > 0) d.say('cutthroat.penalty', { balls: penalty });
    else d.say('cutthroat.noPenaltyBalls');
    for (const b of penalty) onTable |= 1 << b;
    const all = [...spot, ...penalty].sort((x, y) => x - y);
    if (all.length > 0) positions = spotInto(d, all, positions, ctx0.table);
    const cueBall: CueBallState = a.scratch || a.cueOffTable ? 'in-hand-kitchen' : 'in-place';
    if (cueBall === 'in-hand-kitchen') d.cite('cutthroat/12');
    const settled = settle({ ...base, onTable, positions }, d);
    if (settled.phase === 'over') return done(settled, d);
    const next = nextCutPlayer(settled, shooter);
    const turn = a.outOfTurn ? a.due : next;
    if (a.deflectedBreak && isBreak) {
      const choice = deflectedBreakChoice({ ...settled, turn }, turn, shooter, d);
      d.say('options', { player: turn, options: ['kitchen', 'pass'] });
      return done(choice, d);
    }
    sayNext(d, turn, cueBall);
    return done(offerKitchenSpot({ ...settled, turn, cueBall }, d), d);
  }

  // legal shot: every ball pocketed stays down; any legally pocketed ball continues the inning (9.1)
  const settled = settle(base, d);
  if (settled.phase === 'over') return done(settled, d);
  const stillIn = !settled.x.out.includes(shooter);
  if (facts.pocketed.length > 0 && stillIn) {
    d.cite('cutthroat/9.1').say('next.continue', { player: shooter });
    return done({ ...settled, turn: shooter, cueBall: 'in-place' }, d);
  }
  const next = nextCutPlayer(settled, shooter);
  d.cite('3.5').say('next.miss', { player: next });
  return done({ ...settled, turn: next, cueBall: 'in-place' }, d);
}
