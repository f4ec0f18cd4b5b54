/** Cowboy: the ruling on one shot (5.1-10), on the kit's shared ruling (common/template.ts). */
import type { ShotFacts } from '../../shot/index.ts';
import { ownFoulRules } from '../common/assess.ts';
import { fromList } from '../common/balls.ts';
import { clearFouls, countFoul, threeFouls } from '../common/consecutive-fouls.ts';
import { sideOf } from '../common/context.ts';
import type { ShotResolved } from '../common/events.ts';
import { sayNext, winGame } from '../common/flow.ts';
import { kitchenAfterScratch } from '../common/head-string.ts';
import { withKey } from '../common/keyed.ts';
import { scoreOf } from '../common/points.ts';
import { recordRuling } from '../common/recording.ts';
import { incomingStillIn, judgeShot, miss, offered, type ShotGame, type Turn } from '../common/template.ts';
import { thirdFoul } from '../common/third-foul.ts';
import type { BallKey, CueBallState, PlayerId, ShotDeclaration } from '../common/types.ts';
import {
  COWBOY_BALLS,
  COWBOY_RACK,
  type CowboyContext,
  type CowboyX,
  cueContacts,
  HUNDRED,
  homeOf,
  isSpotFree,
  isWinningShot,
  openingTarget,
  overshootsNinety,
  pocketsAfterNinety,
  pointsUpTo100,
  rackPositions,
  shotPoints,
} from './rules.ts';
import type {} from './says.ts'; // the game's own clauses, added to the kit's codes

/** cowboy/6.8: three fouls in a row (2.16: the warning at two): out, with more than one other player left, else the loss */
export const FOULS = threeFouls('cowboy/6.8', { penalty: { kind: 'out' } });

export const done = recordRuling<CowboyX>({ consecutiveFouls: true });

/** 5.2: the opening shot (the game's break to the log, an ordinary shot to the general rules) */
const isOpening = (ctx: CowboyContext, shot: ShotDeclaration): boolean => shot.break ?? ctx.phase === 'break';

/**
 * 6.3: after every shot the balls off the table go back to their spots, each only if its spot is
 * free; if `player` (to shoot next) is on 100 and the 1 cannot go back, all balls are set up again and
 * he has the cue ball in hand behind the head string. A ball that was already waiting before this
 * shot was held back by a ball whose position was known, so it is placed by coordinates (the
 * contract's spotting with known positions), the others by the spot's name.
 */
function returnBalls(t: Turn<CowboyX>, ctx: CowboyContext, player: PlayerId, cueBall: CueBallState): CowboyContext {
  const { d } = t;
  // the three home spots lie far apart: a ball put back never blocks another's spot
  const sorted = [...ctx.x.waiting].sort((p, q) => p - q);
  const back = sorted.filter((b) => isSpotFree(ctx.table, b, ctx.positions));
  const waiting = sorted.filter((b) => !back.includes(b));
  const positions = { ...ctx.positions };
  for (const b of back) {
    const { spot, name } = homeOf(ctx.table, b);
    positions[String(b) as BallKey] = spot;
    d.place(String(b), t.ctx0.x.waiting.includes(b) ? [spot[0], spot[1]] : name);
  }
  d.spotted = [...d.spotted, ...back];
  if (back.length > 0) d.cite('cowboy/6.3').say('cowboy.returned', { balls: back });
  if (waiting.includes(1) && scoreOf(ctx, player) === HUNDRED) {
    d.rerack = true;
    d.spotted = [...d.spotted, ...waiting];
    for (const b of COWBOY_BALLS) d.place(String(b), homeOf(ctx.table, b).name);
    d.place('cue', 'in-hand-kitchen');
    d.cite('cowboy/6.3').say('cowboy.resetForHundred', { player });
    const x = { ...ctx.x, waiting: [] };
    return { ...ctx, onTable: COWBOY_RACK, positions: rackPositions(ctx.table), cueBall: 'in-hand-kitchen', x };
  }
  if (waiting.length > 0) d.cite('cowboy/6.3').say('cowboy.waiting', { balls: waiting });
  return { ...ctx, onTable: ctx.onTable | fromList(back), positions, cueBall, x: { ...ctx.x, waiting } };
}

/** 6.3, 10: the balls go back and `p` begins his inning (section 10 counts its points from here). */
function newInning(t: Turn<CowboyX>, ctx: CowboyContext, p: PlayerId, cue: CueBallState, say = true): CowboyContext {
  const after = returnBalls(t, ctx, p, cue);
  if (say) sayNext(t.d, p, after.cueBall);
  return { ...after, turn: p, x: { ...after.x, inningStart: scoreOf(after, p) } };
}

/** 6.8, 10: the inning's points cancelled; three fouls in a row lose (with more players: put out); 5.2, 9: what follows. */
function foul(t: Turn<CowboyX>): CowboyContext {
  const { d, a, base, side, incoming, ctx0 } = t;
  const { third: loses, fouls, warned } = countFoul(base, side, d, FOULS);
  const before = scoreOf(ctx0, a.shooter);
  // a shot out of turn (3.41) has no inning of its own to cancel
  const inningStart = a.outOfTurn ? before : ctx0.x.inningStart;
  d.cite('cowboy/10');
  if (before > inningStart) d.say('cowboy.cancelled', { n: before - inningStart });
  const counted: CowboyContext = { ...base, fouls, warned, score: withKey(base.score, side, inningStart) };
  if (loses) return thirdFoul(t, counted, FOULS, { goOn: (next, p) => newInning(t, next, p, 'in-hand-kitchen') });
  if (isOpening(ctx0, t.shot) && a.first !== openingTarget) {
    // 5.2: the opponent has the opening shot played again by the offender, or takes it himself
    d.say('cowboy.opening', { player: incoming });
    return offered(t, counted, ['rerack-opponent', 'rerack-self'], 'opening-shot', 'in-hand-kitchen');
  }
  // 9 (editorial decision) and 10: after a scratch or a jumped cue ball, in hand behind the head string; otherwise as it lies
  return newInning(t, counted, incoming, kitchenAfterScratch(a, d, ['cowboy/9']));
}

/** 5.1, 6.1: the shot's points (from 90 no further than 100) and the inning goes on; none: it ends (3.5). */
function legal(t: Turn<CowboyX>): CowboyContext {
  const { d, base, side, a } = t;
  const before = scoreOf(t.ctx0, a.shooter);
  const scored = shotPoints(t.facts, t.shot.events);
  const points = pointsUpTo100(before, scored);
  if (points < scored) d.cite('cowboy/5.1').say('cowboy.capped');
  const total = before + points;
  const next: CowboyContext = { ...base, ...clearFouls(base, side), score: withKey(base.score, side, total) };
  if (points === 0) return newInning(t, miss(t, next), t.incoming, 'in-place', false);
  d.cite('cowboy/5.1', 'cowboy/6.1').say('cowboy.points', { side, n: points, total });
  return { ...returnBalls(t, next, a.shooter, 'in-place'), turn: a.shooter };
}

/** 5.1, 6.7: the winning shot on 100 scores the 101st point. */
function win(t: Turn<CowboyX>): CowboyContext {
  const { d, base, side } = t;
  d.decide('cowboy/6.7').cite('cowboy/5.1').say('cowboy.winningShot');
  const next: CowboyContext = { ...base, ...clearFouls(base, side), score: withKey(base.score, side, HUNDRED + 1) };
  return winGame(d, { ...next, x: { ...next.x, waiting: [] } }, side, 'one-hundred-one');
}

const COWBOY_SHOT: ShotGame<CowboyX> = {
  breaks: false,
  // 5.2: the opening shot hits the 3 first, 6.6: on 100 the 1; 6.2: a cushion after contact; 9 (on 100: 6.7): a scratch; 10: the penalty
  shotRules: (ctx, _isBreak, shot) => {
    const hundred = scoreOf(ctx, shot.by) === HUNDRED;
    const opening = isOpening(ctx, shot);
    const target = opening ? openingTarget : hundred ? 1 : null;
    const own = opening ? 'cowboy/5.2' : hundred ? 'cowboy/6.6' : undefined;
    return {
      isLegalTarget: (b) => target === null || b === target,
      penaltyRules: ['cowboy/10'],
      foulRules: {
        ...ownFoulRules('cowboy/6.2', hundred ? 'cowboy/6.7' : 'cowboy/9', false, 'cowboy/8'),
        'wrong-ball-first': own,
        'no-contact': own,
      },
    };
  },
  // 6.4: past 90 at once; 6.5: a ball pocketed from 90; 6.6: another ball touched on 100 (each a foul, 10)
  before: ({ ctx0, shot, facts, d }) => {
    const opening = isOpening(ctx0, shot);
    const score = scoreOf(ctx0, shot.by);
    // the opening shot is a run-in part of the seed's section 5 (numbered 5.2 on the rule page)
    d.cite(...(opening ? ['cowboy/5', 'cowboy/5.2'] : ['cowboy/6.2']));
    if (!d.isFoul) {
      if (overshootsNinety(score, shotPoints(facts, shot.events)))
        d.foul('cowboy/over-ninety', 'cowboy/6.4').say('cowboy.overNinety', { side: sideOf(ctx0, shot.by) });
      else if (!opening && pocketsAfterNinety(score, facts))
        d.foul('cowboy/pocketed-after-ninety', 'cowboy/6.5').say('cowboy.pocketAfterNinety');
      else if (!opening && score === HUNDRED && cueContacts(shot.events).some((b) => b !== 1))
        d.foul('cowboy/other-ball', 'cowboy/6.6').say('cowboy.otherBall');
      if (d.isFoul) d.cite('cowboy/10');
    }
    if (score === HUNDRED && !opening) d.cite('cowboy/6.6');
  },
  // the next player still in the game (3.41: or the one whose turn was taken)
  incoming: incomingStillIn,
  // 6.3, 7, 8: balls pocketed or jumped wait off the table until their spots are free
  table: ({ d, facts, base, ctx0 }) => {
    if (facts.offTable.length > 0) d.cite('cowboy/8');
    if (facts.pocketed.length > 0 && d.isFoul) d.cite('cowboy/7');
    const gone = [...facts.pocketed, ...facts.offTable].filter((b) => !ctx0.x.waiting.includes(b));
    return { ...base, x: { ...ctx0.x, waiting: [...ctx0.x.waiting, ...gone] } };
  },
  foul,
  legal,
  done,
};
const WINNING_SHOT: ShotGame<CowboyX> = { ...COWBOY_SHOT, legal: win };

/** 6.2, 6.7: on the winning shot the cue ball in the called pocket is no scratch and stands for the cushion. */
const winningFacts = (facts: ShotFacts): ShotFacts => ({
  ...facts,
  cuePocketed: false,
  railAfterContact: true,
  rails: [...facts.rails, { ball: 'cue', rail: undefined, afterContact: true, hitOtherBefore: false }],
});

export function judgeCowboyShot(ctx: CowboyContext, ev: ShotResolved): CowboyContext {
  const { shot, facts } = ev;
  return !isOpening(ctx, shot) && isWinningShot(scoreOf(ctx, shot.by), shot, facts)
    ? judgeShot(WINNING_SHOT, ctx, { ...ev, facts: winningFacts(facts) })
    : judgeShot(COWBOY_SHOT, ctx, ev);
}
