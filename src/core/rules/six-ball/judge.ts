/** Six-Ball: the ruling on one shot (sections 7-12), built from the general rules of the kit. */
import { assessShot, ownFoulRules, positionsAfter } from '../common/assess.ts';
import { withoutGone } from '../common/balls.ts';
import { sideOf } from '../common/context.ts';
import { finish } from '../common/draft.ts';
import type { ShotResolved } from '../common/events.ts';
import { Draft, endGame, sayNext, seriousPenalty } from '../common/flow.ts';
import { spotInto } from '../common/placing.ts';
import { clearFouls, countFoul, nextInOrder } from '../common/players.ts';
import type { PlayerId } from '../common/types.ts';
import { ballsToSpot, isOpenBreak, legalObjectBall, type SixContext, winsWithSix } from './rules.ts';

export function done(ctx: SixContext, d: Draft): SixContext {
  return { ...ctx, ruling: finish(ctx, d, { consecutiveFouls: true }) };
}

/** The next player in the order of play who is still in the game (3.41: or the one whose turn was taken). */
export const incomingSix = (ctx: SixContext, shooter: PlayerId, due: PlayerId): PlayerId =>
  shooter !== due ? due : nextInOrder(ctx.players, shooter, (p) => ctx.x.out.includes(p));

export function judgeSixShot(ctx0: SixContext, ev: ShotResolved): SixContext {
  const { shot, facts } = ev;
  const d = new Draft(ev.step);
  const isBreak = shot.break ?? ctx0.phase === 'break';
  const low = legalObjectBall(ctx0);
  const a = assessShot(
    ctx0,
    shot,
    facts,
    {
      isBreak,
      isLegalTarget: (b) => b === low,
      penaltyRules: ['six-ball/12'],
      foulRules: ownFoulRules('six-ball/8.1', 'six-ball/11', isBreak),
    },
    d,
  );
  if (a.replay) return done({ ...ctx0 }, d);
  d.cite('six-ball/8.1');
  const otherFoul = d.isFoul;
  if (isBreak) {
    d.cite('six-ball/7');
    if (!isOpenBreak(facts)) d.foul('illegal-break', 'six-ball/7').say('six-ball.illegalBreak');
  }
  const serious = seriousPenalty(ctx0, a, d, isBreak);
  if (serious.ended) return done(serious.ctx, d);
  const side = sideOf(ctx0, a.shooter);
  let onTable = withoutGone(ctx0.onTable, facts);
  let positions = positionsAfter(ctx0, shot, facts);
  const foul = d.isFoul;
  const coinOperated = ctx0.options.variant === 'coin-operated';
  const spot = ballsToSpot(facts, foul, coinOperated);
  if (spot.length > 0) {
    d.cite(facts.offTable.length > 0 ? 'six-ball/10' : 'six-ball/9').say('six-ball.spotted');
    if (coinOperated && foul && facts.pocketed.length > 0) d.say('six-ball.coinOperated');
    positions = spotInto(d, spot, positions, ctx0.table);
    for (const b of spot) onTable |= 1 << b;
  }
  const base: SixContext = { ...serious.ctx, onTable, positions, phase: 'play', pending: null };
  const incoming = incomingSix(ctx0, a.shooter, a.due);

  if (foul) {
    const count = countFoul(base, side, d, 'six-ball/8.4');
    const counted: SixContext = { ...base, fouls: count.fouls, warned: count.warned };
    if (count.loses) {
      const left = ctx0.sides.filter((s) => s !== side && !ctx0.x.out.includes(s));
      if (left.length <= 1) {
        d.say('loss', { side, reason: 'three-consecutive-fouls' });
        return done(endGame(counted, { winner: left[0] ?? null, loser: side, reason: 'three-consecutive-fouls' }), d);
      }
      // more than two players: the offender drops out, the others play on (8.4 with several players)
      d.say('six-ball.out', { side });
      const out = [...ctx0.x.out, a.shooter];
      const next = nextInOrder(ctx0.players, a.shooter, (p) => out.includes(p));
      sayNext(d, next, 'in-hand');
      return done({ ...counted, x: { out }, turn: next, cueBall: 'in-hand' }, d);
    }
    if (isBreak && !otherFoul) {
      // 7: the incoming player shoots from the kitchen with the balls as they lie, or re-racks and breaks
      d.say('six-ball.breakOptions', { player: incoming }).say('options', {
        player: incoming,
        options: ['kitchen', 'rerack-self'],
      });
      return done(
        {
          ...counted,
          turn: incoming,
          cueBall: 'in-hand-kitchen',
          pending: {
            chooser: incoming,
            offender: a.shooter,
            options: ['kitchen', 'rerack-self'],
            about: 'illegal-break',
            cueBallIfAccepted: 'in-hand-kitchen',
          },
        },
        d,
      );
    }
    // 11, 12: the opponent has the cue ball in hand anywhere on the table
    d.cite(a.scratch || a.cueOffTable ? 'six-ball/11' : 'six-ball/12');
    sayNext(d, incoming, 'in-hand');
    return done({ ...counted, turn: incoming, cueBall: 'in-hand' }, d);
  }

  const clean: SixContext = { ...base, ...clearFouls(base, side) };
  if (winsWithSix(facts, foul)) {
    d.cite('six-ball/6', 'six-ball/5').say('win', { side });
    return done(endGame(clean, { winner: side, reason: 'six-pocketed' }), d);
  }
  if (facts.pocketed.length > 0) {
    if (shot.call?.kind === 'safety') d.cite('six-ball/8.3').say('six-ball.mustContinue');
    d.cite('six-ball/8.2').say('next.continue', { player: a.shooter });
    return done({ ...clean, turn: a.shooter, cueBall: 'in-place' }, d);
  }
  d.cite('3.5').say('next.miss', { player: incoming });
  return done({ ...clean, turn: incoming, cueBall: 'in-place' }, d);
}
