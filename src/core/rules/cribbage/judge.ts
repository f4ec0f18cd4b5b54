/** Cribbage: the ruling on one shot (cribbage/6-13 with the general rules). */
import { assessShot, ownFoulRules, positionsAfter } from '../common/assess.ts';
import { add, withoutGone } from '../common/balls.ts';
import { sideOf } from '../common/context.ts';
import { finish } from '../common/draft.ts';
import type { ShotResolved } from '../common/events.ts';
import { Draft, endGame, incomingPlayer, loseGame, sayNext, seriousPenalty } from '../common/flow.ts';
import { keyedFrom } from '../common/keyed.ts';
import { spotInto } from '../common/placing.ts';
import { clearFouls, countFoul } from '../common/players.ts';
import { deflectedBreakChoice, isOpenBreak, withKitchenSpot } from '../recreational/shared.ts';
import { type CribbageContext, fifteenCounts, missedTheMate, pairUp, spotsFifteen, TARGET } from './rules.ts';

export function done(ctx: CribbageContext, d: Draft): CribbageContext {
  return { ...ctx, ruling: finish(ctx, d, { consecutiveFouls: true }) };
}

export function judgeCribbageShot(ctx0: CribbageContext, ev: ShotResolved): CribbageContext {
  const { shot, facts } = ev;
  const d = new Draft(ev.step);
  const isBreak = shot.break ?? ctx0.phase === 'break';
  const a = assessShot(
    ctx0,
    shot,
    facts,
    {
      isBreak,
      isLegalTarget: () => true,
      penaltyRules: ['cribbage/13'],
      foulRules: ownFoulRules('cribbage/9.5', 'cribbage/12', isBreak),
    },
    d,
  );
  if (a.replay) return done({ ...ctx0 }, d);
  if (!isBreak && d.fouls.some((f) => f === 'no-contact' || f === 'no-rail')) d.cite('cribbage/9.5');
  const serious = seriousPenalty(ctx0, a, d, isBreak);
  if (serious.ended) return done(serious.ctx, d);

  const side = sideOf(ctx0, a.shooter);
  const incoming = incomingPlayer(ctx0, a);
  const onTable = withoutGone(ctx0.onTable, facts);
  const base: CribbageContext = {
    ...serious.ctx,
    onTable,
    positions: positionsAfter(ctx0, shot, facts),
    phase: 'play',
    pending: null,
  };
  const open = ctx0.x.open;
  const pocketed = facts.pocketed.filter((b) => b !== 15);
  const outcome = pairUp(open, pocketed);
  if (isBreak) {
    d.cite('cribbage/8');
    if (!isOpenBreak(facts)) d.foul('illegal-break', 'cribbage/8').say('cribbage.illegalBreak', { player: incoming });
  } else if (!d.isFoul && missedTheMate(open, outcome)) {
    d.foul('cribbage/mate-missed', 'cribbage/9.1', 'cribbage/9.3').say('cribbage.missedMate', {
      balls: open,
    });
    d.cite('3.17', 'cribbage/13');
  }

  if (d.isFoul) {
    // the inning ends: what was pocketed on the shot and the balls still open go back (9.4, 10, 11)
    const back = [...new Set([...facts.pocketed, ...facts.offTable, ...open])];
    let table = base.onTable;
    for (const b of back) table = add(table, b);
    if (open.length) d.cite('cribbage/9.4').say('cribbage.openSpotted', { balls: open });
    if (facts.offTable.length) d.cite('cribbage/11');
    if (facts.pocketed.length) d.cite('cribbage/10');
    d.cite('cribbage/13').say(
      facts.pocketed.length + facts.offTable.length > 0 ? 'cribbage.foul' : 'cribbage.foulNone',
    );
    const positions = back.length ? spotInto(d, back, base.positions, ctx0.table) : base.positions;
    const counted = countFoul(base, side, d, 'cribbage/9.6');
    let next: CribbageContext = {
      ...base,
      onTable: table,
      positions,
      fouls: counted.fouls,
      warned: counted.warned,
      x: { open: [] },
    };
    if (counted.loses) {
      d.say('loss', { side, reason: 'three-consecutive-fouls' });
      return done(loseGame(next, side, 'three-consecutive-fouls'), d);
    }
    if (d.fouls.includes('illegal-break')) {
      next = {
        ...next,
        phase: 'break',
        turn: incoming,
        pending: {
          chooser: incoming,
          offender: a.shooter,
          options: ['rerack-opponent', 'rerack-self'],
          about: 'illegal-break',
          cueBallIfAccepted: 'in-hand-kitchen',
        },
      };
      return done(next, d);
    }
    if (a.deflectedBreak && isBreak) return done(deflectedBreakChoice(next, incoming, a.shooter, d), d);
    if (a.scratch || a.cueOffTable) {
      d.cite('cribbage/12');
      next = { ...next, turn: incoming, cueBall: 'in-hand-kitchen' };
      sayNext(d, incoming, 'in-hand-kitchen');
      return done(withKitchenSpot('cribbage', next, 'spot-nearest', d, 'cribbage/9.8'), d);
    }
    d.say('cribbage.acceptOrKitchen', { player: incoming });
    next = {
      ...next,
      turn: incoming,
      cueBall: 'in-place',
      pending: {
        chooser: incoming,
        offender: a.shooter,
        options: ['accept', 'kitchen'],
        about: 'foul',
        cueBallIfAccepted: 'in-place',
      },
    };
    return done(next, d);
  }

  // a legal shot
  const cleared = { ...base, ...clearFouls(base, side) };
  const score = keyedFrom(ctx0.score);
  for (const p of outcome.closed) {
    score[side] = (score[side] ?? 0) + 1;
    d.cite('cribbage/6', 'cribbage/7').say('cribbage.closed', { pair: p, side });
  }
  let table = cleared.onTable;
  let positions = cleared.positions;
  if (facts.pocketed.includes(15)) {
    if (fifteenCounts(ctx0.onTable, open)) {
      score[side] = (score[side] ?? 0) + 1;
      d.cite('cribbage/6', 'cribbage/7').say('cribbage.fifteen', { side });
    } else if (spotsFifteen(ctx0.onTable, open, facts.pocketed)) {
      d.cite('cribbage/9.7').say('cribbage.fifteenSpotted');
      table = add(table, 15);
      positions = spotInto(d, [15], positions, ctx0.table);
    }
  }
  const newOpen = outcome.open;
  if (newOpen.length) d.cite('cribbage/9.1').say('cribbage.open', { balls: newOpen });
  let next: CribbageContext = { ...cleared, onTable: table, positions, score, x: { open: newOpen } };
  if ((score[side] ?? 0) >= TARGET) {
    d.cite('cribbage/5').say('cribbage.target', { side }).say('win', { side });
    return done(endGame(next, { winner: side, reason: 'five-cribbages' }), d);
  }
  if (next.onTable === 0 && newOpen.length === 0) {
    // every cribbage made and nobody has five (4-4): the source says nothing; the game is drawn
    d.cite('cribbage/5').say('cribbage.draw');
    return done(endGame(next, { winner: null, draw: true, reason: 'four-cribbages-each' }), d);
  }
  if (facts.pocketed.length > 0) {
    d.cite(outcome.closed.length ? 'cribbage/9.2' : isBreak ? 'cribbage/8' : '3.5').say('next.continue', {
      player: a.shooter,
    });
    return done({ ...next, turn: a.shooter, cueBall: 'in-place' }, d);
  }
  d.cite('3.5').say('next.miss', { player: incoming });
  next = { ...next, turn: incoming, cueBall: 'in-place' };
  return done(next, d);
}
