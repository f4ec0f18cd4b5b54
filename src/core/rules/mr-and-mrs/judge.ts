/** Mr. & Mrs.: the ruling on one shot (mr-and-mrs/6-12 with the general rules). */
import { assessShot, ownFoulRules, positionsAfter } from '../common/assess.ts';
import { withoutGone } from '../common/balls.ts';
import { finish } from '../common/draft.ts';
import type { ShotResolved } from '../common/events.ts';
import { Draft, endGame, sayNext, seriousPenalty } from '../common/flow.ts';
import { keyedFrom } from '../common/keyed.ts';
import { clearFouls, countFoul, nextInOrder } from '../common/players.ts';
import type { PlayerId } from '../common/types.ts';
import {
  deflectedBreakChoice,
  type KitchenSpot,
  sharedKey,
  spotFouledBalls,
  withKitchenSpot,
} from '../recreational/shared.ts';
import { decideWinner, isLegalFirst, type MrMrsContext, pointsFor, pointsLeft } from './rules.ts';

export function done(ctx: MrMrsContext, d: Draft): MrMrsContext {
  if (ctx.pending) d.say('options', { player: ctx.pending.chooser, options: ctx.pending.options });
  return { ...ctx, ruling: finish(ctx, d, { consecutiveFouls: true }) };
}

export const isNovice = (ctx: MrMrsContext, p: PlayerId): boolean => ctx.x.novice.includes(p);
export const nextMrMrs = (ctx: MrMrsContext, p: PlayerId): PlayerId =>
  nextInOrder(ctx.players, p, (q) => ctx.x.out.includes(q));
/** mr-and-mrs/8.5 (stronger player: the lowest ball), 8.6 (weaker player: every ball) in the kitchen. */
export const kitchenSpotFor = (ctx: MrMrsContext, p: PlayerId): KitchenSpot =>
  isNovice(ctx, p) ? 'spot-nearest' : 'spot-lowest';
export const kitchenRule = (ctx: MrMrsContext, p: PlayerId): string =>
  isNovice(ctx, p) ? 'mr-and-mrs/8.6' : 'mr-and-mrs/8.5';

/** mr-and-mrs/6, 8.4: the game ends when someone cannot be caught, the table is empty, or one player is left. */
export function checkEnd(ctx: MrMrsContext, d: Draft): MrMrsContext | null {
  const active = ctx.players.filter((p) => !ctx.x.out.includes(p));
  const left = pointsLeft(ctx.onTable);
  const w = decideWinner(keyedFrom(ctx.score), active, left, ctx.x.lastPockets);
  if (w === null) return null;
  const tied = active.filter((p) => (ctx.score?.[p] ?? 0) === (ctx.score?.[w] ?? 0)).length > 1;
  d.cite('mr-and-mrs/6');
  if (active.length > 1)
    d.say(left > 0 ? 'mr-and-mrs.uncatchable' : tied ? 'mr-and-mrs.tie' : 'mr-and-mrs.lastBall', { player: w });
  d.say('win', { side: w });
  return endGame(ctx, { winner: w, reason: left > 0 ? 'cannot-be-caught' : 'table-empty' });
}

export function judgeMrMrsShot(ctx0: MrMrsContext, ev: ShotResolved): MrMrsContext {
  const { shot, facts } = ev;
  const d = new Draft(ev.step);
  const isBreak = shot.break ?? ctx0.phase === 'break';
  const novice = isNovice(ctx0, shot.by);
  const a = assessShot(
    ctx0,
    shot,
    facts,
    {
      isBreak,
      isLegalTarget: isLegalFirst(ctx0.onTable, novice, isBreak),
      penaltyRules: ['mr-and-mrs/12'],
      foulRules: ownFoulRules(novice ? 'mr-and-mrs/8.3' : 'mr-and-mrs/8.2', 'mr-and-mrs/11', isBreak),
    },
    d,
  );
  if (a.replay) return done({ ...ctx0 }, d);
  if (!isBreak && d.fouls.some((f) => f === 'no-contact' || f === 'no-rail' || f === 'wrong-ball-first'))
    d.cite(novice ? 'mr-and-mrs/8.3' : 'mr-and-mrs/8.2');
  const serious = seriousPenalty(ctx0, a, d, isBreak);
  if (serious.ended) return done(serious.ctx, d);

  const dueIn = a.outOfTurn && !ctx0.x.out.includes(a.due);
  const incoming = dueIn ? a.due : nextMrMrs(ctx0, a.outOfTurn ? a.due : a.shooter);
  const onTable = withoutGone(ctx0.onTable, facts);
  const base: MrMrsContext = {
    ...serious.ctx,
    onTable,
    positions: positionsAfter(ctx0, shot, facts),
    phase: 'play',
    pending: null,
  };
  const illegalBreak = isBreak && d.fouls.includes('wrong-ball-first');
  if (isBreak) d.cite('mr-and-mrs/7');
  if (illegalBreak) d.foul('illegal-break', 'mr-and-mrs/7').say('mr-and-mrs.illegalBreak', { player: incoming });

  if (d.isFoul) {
    const { onTable: table, positions } = spotFouledBalls(d, 'mr-and-mrs', facts, base, {
      pocketed: 'mr-and-mrs/9',
      jumped: 'mr-and-mrs/10',
    });
    d.cite('mr-and-mrs/12').say(sharedKey('mr-and-mrs', 'noPenalty'));
    const counted = countFoul(base, a.shooter, d, 'mr-and-mrs/8.4');
    let next: MrMrsContext = { ...base, onTable: table, positions, fouls: counted.fouls, warned: counted.warned };
    if (counted.loses) {
      d.say('loss', { side: a.shooter, reason: 'three-consecutive-fouls' });
      if (ctx0.players.length - ctx0.x.out.length <= 2) {
        const winner = ctx0.players.find((p) => p !== a.shooter && !ctx0.x.out.includes(p)) as PlayerId;
        return done(endGame(next, { winner, loser: a.shooter, reason: 'three-consecutive-fouls' }), d);
      }
      d.say('mr-and-mrs.out', { player: a.shooter });
      next = { ...next, x: { ...next.x, out: [...next.x.out, a.shooter] } };
      const ended = checkEnd(next, d);
      if (ended) return done(ended, d);
    }
    const cueBall = a.scratch || a.cueOffTable ? 'in-hand-kitchen' : 'in-place';
    next = { ...next, turn: nextMrMrs(next, a.outOfTurn ? a.due : a.shooter), cueBall };
    if (dueIn) next.turn = a.due;
    if (illegalBreak && !counted.loses)
      return done(
        {
          ...next,
          phase: 'break',
          pending: {
            chooser: next.turn,
            offender: a.shooter,
            options: ['accept', 'rerack-opponent'],
            about: 'illegal-break',
            cueBallIfAccepted: cueBall,
          },
        },
        d,
      );
    if (a.deflectedBreak && isBreak) return done(deflectedBreakChoice(next, next.turn, a.shooter, d), d);
    if (cueBall === 'in-hand-kitchen') d.cite('mr-and-mrs/11', '3.10').say(sharedKey('mr-and-mrs', 'scratchKitchen'));
    else d.say('mr-and-mrs.accept');
    sayNext(d, next.turn, cueBall);
    return done(
      withKitchenSpot('mr-and-mrs', next, kitchenSpotFor(next, next.turn), d, kitchenRule(next, next.turn)),
      d,
    );
  }

  let next: MrMrsContext = { ...base, ...clearFouls(base, a.shooter) };
  if (novice && !isBreak) d.cite('mr-and-mrs/8.3');
  if (facts.pocketed.length === 0) {
    d.cite('3.5').say('next.miss', { player: incoming });
    return done({ ...next, turn: incoming, cueBall: 'in-place' }, d);
  }
  const score = keyedFrom(next.score);
  const n = pointsFor(facts.pocketed);
  score[a.shooter] = (score[a.shooter] ?? 0) + n;
  d.cite('mr-and-mrs/6').say('mr-and-mrs.points', { player: a.shooter, n });
  next = {
    ...next,
    score,
    x: { ...next.x, lastPockets: [...next.x.lastPockets.filter((p) => p !== a.shooter), a.shooter] },
  };
  const ended = checkEnd(next, d);
  if (ended) return done(ended, d);
  d.cite('mr-and-mrs/8.1').say('next.continue', { player: a.shooter });
  return done({ ...next, turn: a.shooter, cueBall: 'in-place' }, d);
}
