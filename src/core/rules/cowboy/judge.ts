/** Cowboy: the ruling on one shot (5.1-10), built from the general rules of the kit. */
import type { ShotFacts } from '../../shot/index.ts';
import type { ObjectBall } from '../../vocabulary/index.ts';
import { assessShot, ownFoulRules, positionsAfter } from '../common/assess.ts';
import { add, has, withoutGone } from '../common/balls.ts';
import { sideOf } from '../common/context.ts';
import { finish } from '../common/draft.ts';
import type { ShotResolved } from '../common/events.ts';
import { Draft, endGame, sayNext, seriousPenalty } from '../common/flow.ts';
import { withKey } from '../common/keyed.ts';
import { clearFouls, countFoul, nextInOrder } from '../common/players.ts';
import type { BallKey, CueBallState, PlayerId } from '../common/types.ts';
import {
  COWBOY_BALLS,
  COWBOY_RACK,
  type CowboyContext,
  cueContacts,
  HUNDRED,
  homeOf,
  isSpotFree,
  isWinningShot,
  NINETY,
  openingTarget,
  overshootsNinety,
  pocketsAfterNinety,
  rackPositions,
  shotPoints,
} from './rules.ts';

export function done(ctx: CowboyContext, d: Draft): CowboyContext {
  return { ...ctx, ruling: finish(ctx, d, { consecutiveFouls: true }) };
}

const scoreOf = (ctx: CowboyContext, side: string): number => ctx.score?.[side] ?? 0;

/**
 * 6.3: after every shot the balls off the table go back to their spots, each only if its spot is
 * free; if the player to shoot is on 100 and the 1 cannot go back, all balls are set up again and
 * he has the cue ball in hand behind the head string. `earlier`: the balls already waiting before
 * this shot; one of them placed now was held back by a ball whose position was known, so it is
 * placed by coordinates (the contract's spotting with known positions), the others by the spot's name.
 */
export function returnBalls(
  ctx: CowboyContext,
  d: Draft,
  incoming: PlayerId,
  cueBall: CueBallState,
  earlier: readonly ObjectBall[] = [],
): CowboyContext {
  let onTable = ctx.onTable;
  const positions = { ...ctx.positions };
  const back: ObjectBall[] = [];
  const waiting: ObjectBall[] = [];
  for (const b of [...ctx.x.waiting].sort((p, q) => p - q)) {
    if (isSpotFree(ctx.table, b, positions)) {
      back.push(b);
      onTable = add(onTable, b);
      positions[String(b) as BallKey] = homeOf(ctx.table, b).spot;
    } else waiting.push(b);
  }
  if (back.length > 0) {
    d.spotted = [...d.spotted, ...back];
    for (const b of back) {
      const { spot, name } = homeOf(ctx.table, b);
      d.place(String(b), earlier.includes(b) ? [spot[0], spot[1]] : name);
    }
    d.cite('cowboy/6.3').say('cowboy.returned', { balls: back });
  }
  const side = sideOf(ctx, incoming);
  if (waiting.includes(1) && scoreOf(ctx, side) === HUNDRED) {
    d.rerack = true;
    d.spotted = [...d.spotted, ...waiting];
    for (const b of COWBOY_BALLS) d.place(String(b), homeOf(ctx.table, b).name);
    d.place('cue', 'in-hand-kitchen');
    d.cite('cowboy/6.3').say('cowboy.resetForHundred', { player: incoming });
    return {
      ...ctx,
      onTable: COWBOY_RACK,
      positions: rackPositions(ctx.table),
      cueBall: 'in-hand-kitchen',
      x: { ...ctx.x, waiting: [] },
    };
  }
  if (waiting.length > 0) d.cite('cowboy/6.3').say('cowboy.waiting', { balls: waiting });
  return { ...ctx, onTable, positions, cueBall, x: { ...ctx.x, waiting } };
}

/** The next player in the order of play who is still in the game (3.41: or the one whose turn was taken). */
const incomingCowboy = (ctx: CowboyContext, shooter: PlayerId, due: PlayerId): PlayerId =>
  shooter !== due ? due : nextInOrder(ctx.players, shooter, (p) => ctx.x.out.includes(p));

/** The facts of the winning shot: the cue ball in the called pocket is no scratch and stands for the cushion (6.2, 6.7). */
const winningFacts = (facts: ShotFacts): ShotFacts => ({
  ...facts,
  cuePocketed: false,
  railAfterContact: true,
  rails: [...facts.rails, { ball: 'cue', rail: undefined, afterContact: true, hitOtherBefore: false }],
});

export function judgeCowboyShot(ctx0: CowboyContext, ev: ShotResolved): CowboyContext {
  const { shot } = ev;
  const d = new Draft(ev.step);
  const isOpening = shot.break ?? ctx0.phase === 'break';
  const side = sideOf(ctx0, shot.by);
  const before = scoreOf(ctx0, side);
  const winning = !isOpening && isWinningShot(before, shot.call, ev.facts, shot.events);
  const facts = winning ? winningFacts(ev.facts) : ev.facts;
  const target = isOpening ? openingTarget : before === HUNDRED ? 1 : null;
  const a = assessShot(
    ctx0,
    shot,
    facts,
    {
      isBreak: false,
      isLegalTarget: (b) => target === null || b === target,
      penaltyRules: ['cowboy/10'],
      // the opening shot's 3 (5.2) or the 1 on 100 (6.6); the cushion after contact (6.2); a scratch (9, on 100: 6.7)
      foulRules: {
        ...ownFoulRules('cowboy/6.2', before === HUNDRED ? 'cowboy/6.7' : 'cowboy/9'),
        ...(isOpening || before === HUNDRED
          ? {
              'wrong-ball-first': isOpening ? 'cowboy/5.2' : 'cowboy/6.6',
              'no-contact': isOpening ? 'cowboy/5.2' : 'cowboy/6.6',
            }
          : { 'wrong-ball-first': undefined, 'no-contact': undefined }),
      },
    },
    d,
  );
  if (a.replay) return done({ ...ctx0 }, d);
  // the opening shot is a run-in part of the seed's section 5 (numbered 5.2 on the rule page)
  if (isOpening) d.cite('cowboy/5', 'cowboy/5.2');
  else d.cite('cowboy/6.2');
  const openingMissed = isOpening && a.first !== openingTarget;
  const contacts = cueContacts(shot.events);
  let points = shotPoints(facts, shot.events);
  if (!d.isFoul && !isOpening) {
    if (overshootsNinety(before, points)) d.foul('cowboy/over-ninety', 'cowboy/6.4').say('cowboy.overNinety', { side });
    else if (pocketsAfterNinety(before, facts))
      d.foul('cowboy/pocketed-after-ninety', 'cowboy/6.5').say('cowboy.pocketAfterNinety');
    else if (before === HUNDRED && contacts.some((b) => b !== 1))
      d.foul('cowboy/other-ball', 'cowboy/6.6').say('cowboy.otherBall');
    if (d.isFoul) d.cite('cowboy/10');
  } else if (!d.isFoul && isOpening && overshootsNinety(before, points)) {
    d.foul('cowboy/over-ninety', 'cowboy/6.4', 'cowboy/10').say('cowboy.overNinety', { side });
  }
  if (before === HUNDRED && !isOpening) d.cite('cowboy/6.6');
  const serious = seriousPenalty(ctx0, a, d, false);
  if (serious.ended) return done(serious.ctx, d);
  const incoming = incomingCowboy(ctx0, a.shooter, a.due);

  // balls that left the table go back to their spots after the shot (6.3, 7, 8)
  const onTable = withoutGone(ctx0.onTable, facts);
  const gone = [...facts.pocketed, ...facts.offTable].filter((b) => !ctx0.x.waiting.includes(b));
  if (facts.offTable.length > 0) d.cite('cowboy/8');
  if (facts.pocketed.length > 0 && d.isFoul) d.cite('cowboy/7');
  const base: CowboyContext = {
    ...serious.ctx,
    onTable,
    positions: positionsAfter(ctx0, shot, facts),
    phase: 'play',
    pending: null,
    x: { ...ctx0.x, waiting: [...ctx0.x.waiting, ...gone] },
  };

  if (d.isFoul) {
    const count = countFoul(base, side, d, 'cowboy/6.8');
    // a shot out of turn (3.41) has no inning of its own to cancel
    const inningStart = a.outOfTurn ? before : ctx0.x.inningStart;
    const cancelled = before - inningStart;
    const score = withKey(base.score, side, inningStart);
    d.cite('cowboy/10');
    if (cancelled > 0) d.say('cowboy.cancelled', { n: cancelled });
    const counted: CowboyContext = { ...base, score, fouls: count.fouls, warned: count.warned };
    if (count.loses) {
      const left = ctx0.sides.filter((s) => s !== side && !ctx0.x.out.includes(s));
      if (left.length <= 1) {
        d.say('loss', { side, reason: 'three-consecutive-fouls' });
        return done(endGame(counted, { winner: left[0] ?? null, loser: side, reason: 'three-consecutive-fouls' }), d);
      }
      d.say('cowboy.out', { side });
      const out = [...ctx0.x.out, a.shooter];
      const next = nextInOrder(ctx0.players, a.shooter, (p) => out.includes(p));
      const after = returnBalls({ ...counted, x: { ...counted.x, out } }, d, next, 'in-hand-kitchen', ctx0.x.waiting);
      sayNext(d, next, after.cueBall);
      return done({ ...after, turn: next, x: { ...after.x, inningStart: scoreOf(after, sideOf(after, next)) } }, d);
    }
    if (openingMissed) {
      // 5.2: the opponent has the opening shot played again by the offender, or takes it himself
      const opts = ['rerack-opponent', 'rerack-self'] as const;
      d.say('cowboy.opening', { player: incoming }).say('options', {
        player: incoming,
        options: [...opts],
      });
      return done(
        {
          ...counted,
          turn: incoming,
          cueBall: 'in-hand-kitchen',
          pending: {
            chooser: incoming,
            offender: a.shooter,
            options: [...opts],
            about: 'opening-shot',
            cueBallIfAccepted: 'in-hand-kitchen',
          },
        },
        d,
      );
    }
    // 9 (editorial decision) and 10: after a scratch or a jumped cue ball, in hand behind the head string; otherwise as it lies
    const cueBall: CueBallState = a.scratch || a.cueOffTable ? 'in-hand-kitchen' : 'in-place';
    if (cueBall === 'in-hand-kitchen') d.cite('cowboy/9');
    const after = returnBalls(counted, d, incoming, cueBall, ctx0.x.waiting);
    sayNext(d, incoming, after.cueBall);
    return done(
      { ...after, turn: incoming, x: { ...after.x, inningStart: scoreOf(after, sideOf(after, incoming)) } },
      d,
    );
  }

  const clean: CowboyContext = { ...base, ...clearFouls(base, side) };
  if (winning) {
    d.cite('cowboy/5.1', 'cowboy/6.7').say('cowboy.winningShot').say('win', { side });
    const score = withKey(clean.score, side, HUNDRED + 1);
    return done(
      endGame({ ...clean, score, x: { ...clean.x, waiting: [] } }, { winner: side, reason: 'one-hundred-one' }),
      d,
    );
  }
  if (before >= NINETY && before + points > HUNDRED) {
    points = HUNDRED - before;
    d.cite('cowboy/5.1').say('cowboy.capped');
  }
  const total = before + points;
  const score = withKey(clean.score, side, total);
  if (points > 0) {
    d.cite('cowboy/5.1', 'cowboy/6.1').say('cowboy.points', { side, n: points, total });
    const after = returnBalls({ ...clean, score }, d, a.shooter, 'in-place', ctx0.x.waiting);
    return done({ ...after, turn: a.shooter }, d);
  }
  d.cite('3.5').say('next.miss', { player: incoming });
  const after = returnBalls({ ...clean, score }, d, incoming, 'in-place', ctx0.x.waiting);
  return done({ ...after, turn: incoming, x: { ...after.x, inningStart: scoreOf(after, sideOf(after, incoming)) } }, d);
}

export const isWaiting = (ctx: CowboyContext, b: ObjectBall): boolean =>
  ctx.x.waiting.includes(b) && !has(ctx.onTable, b);
