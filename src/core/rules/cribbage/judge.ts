/** Cribbage: the ruling on one shot (cribbage/6-13 with the general rules), as hooks of the shot template. */
import { anyBallFirst } from '../common/assess.ts';
import { clearFouls, countFoul, threeFouls } from '../common/consecutive-fouls.ts';
import type { ShotResolved } from '../common/events.ts';
import { endGame } from '../common/flow.ts';
import { keyedFrom } from '../common/keyed.ts';
import { recordRuling } from '../common/recording.ts';
import {
  goOn,
  handOver,
  illegalBreakOffer,
  judgeShot,
  miss,
  offer,
  type ShotGame,
  spotBack,
  type Turn,
} from '../common/template.ts';
import { thirdFoul } from '../common/third-foul.ts';
import { deflectedBreakChoice, illegalBreak, withKitchenSpot } from '../recreational/shared.ts';
import {
  type CribbageContext,
  type CribbageX,
  fifteenCounts,
  missedTheMate,
  pairUp,
  spotsFifteen,
  TARGET,
} from './rules.ts';
import type {} from './says.ts'; // the game's own clauses, added to the kit's codes

/** cribbage/9.6: three fouls in a row (2.16: the warning at two) */
export const FOULS = threeFouls('cribbage/9.6');

/** The ruling carries the consecutive fouls (cribbage/9.6). */
export const done = recordRuling<CribbageX>({ consecutiveFouls: true });

/** cribbage/6, 9.1-9.3: the balls pocketed paired with the open ones (pairUp sets the 15 aside). */
const outcomeOf = (t: Turn<CribbageX>) => pairUp(t.ctx0.x.open, t.facts.pocketed);

/** cribbage/9, 10-13: the inning ends; what was pocketed and the open balls go back (9.4, 10, 11). */
function foul(t: Turn<CribbageX>): CribbageContext {
  const { d, facts, a, base, incoming } = t;
  const open = t.ctx0.x.open;
  const back = [...new Set([...facts.pocketed, ...facts.offTable, ...open])];
  if (open.length) d.cite('cribbage/9.4').say('cribbage.openSpotted', { balls: open });
  if (facts.offTable.length) d.cite('cribbage/11');
  if (facts.pocketed.length) d.cite('cribbage/10');
  d.cite('cribbage/13').say(facts.pocketed.length + facts.offTable.length > 0 ? 'cribbage.foul' : 'cribbage.foulNone');
  const spotted = spotBack(d, back, base);
  const counted = countFoul(base, t.side, d, FOULS);
  const next: CribbageContext = { ...base, ...spotted, fouls: counted.fouls, warned: counted.warned, x: { open: [] } };
  if (counted.third) return thirdFoul(t, next, FOULS);
  // cribbage/8: the incoming player breaks, or has the offender break again
  if (d.fouls.includes('illegal-break'))
    return illegalBreakOffer(t, next, ['rerack-opponent', 'rerack-self'], 'in-hand-kitchen', next.cueBall);
  if (a.deflectedBreak && t.isBreak) return deflectedBreakChoice(next, incoming, a.shooter, d);
  if (a.scratch || a.cueOffTable) {
    d.cite('cribbage/12');
    return withKitchenSpot(handOver(t, next, 'in-hand-kitchen'), 'spot-nearest', d, 'cribbage/9.8');
  }
  // cribbage/13: the table as it lies, or the cue ball in hand behind the head string
  d.say('cribbage.acceptOrKitchen', { player: incoming });
  return { ...next, turn: incoming, cueBall: 'in-place', pending: offer(t, ['accept', 'kitchen'], 'foul', 'in-place') };
}

/** cribbage/5-7, 9.1-9.2, 9.7: cribbages scored, the 15 counted or spotted, five cribbages win. */
function legal(t: Turn<CribbageX>): CribbageContext {
  const { d, facts, side, base, ctx0 } = t;
  const outcome = outcomeOf(t);
  const score = keyedFrom(ctx0.score);
  for (const pair of outcome.closed) {
    score[side] = (score[side] ?? 0) + 1;
    d.cite('cribbage/7', 'cribbage/6').say('cribbage.closed', { pair, side });
  }
  let spotted = base;
  if (facts.pocketed.includes(15) && fifteenCounts(ctx0.onTable, ctx0.x.open)) {
    score[side] = (score[side] ?? 0) + 1;
    d.cite('cribbage/7', 'cribbage/6').say('cribbage.fifteen', { side });
  } else if (spotsFifteen(ctx0.onTable, ctx0.x.open, facts.pocketed)) {
    spotted = { ...base, ...spotBack(d.cite('cribbage/9.7').say('cribbage.fifteenSpotted'), [15], base) };
  }
  const open = outcome.open;
  if (open.length) d.cite('cribbage/9.1').say('cribbage.open', { balls: open });
  const next: CribbageContext = { ...spotted, ...clearFouls(base, side), score, x: { open } };
  if ((score[side] ?? 0) >= TARGET) {
    d.decide('cribbage/5').say('cribbage.target', { side }).say('win', { side });
    return endGame(next, { winner: side, reason: 'five-cribbages' });
  }
  if (next.onTable === 0 && open.length === 0) {
    // every cribbage made and nobody has five (4-4): the source says nothing; the game is drawn
    d.decide('cribbage/5').say('cribbage.draw');
    return endGame(next, { winner: null, draw: true, reason: 'four-cribbages-each' });
  }
  if (facts.pocketed.length === 0) return miss(t, next);
  return goOn(t, next, outcome.closed.length ? 'cribbage/9.2' : t.isBreak ? 'cribbage/8' : '3.5');
}

const CRIBBAGE_SHOT: ShotGame<CribbageX> = {
  // cribbage/9.5: any ball may be hit first; cribbage/12, 13: the penalties
  shotRules: anyBallFirst('cribbage/9.5', 'cribbage/12', ['cribbage/13'], 'cribbage/11'),
  before: ({ d, isBreak }) => {
    if (!isBreak && d.fouls.some((f) => f === 'no-contact' || f === 'no-rail')) d.cite('cribbage/9.5');
  },
  // cribbage/8: an open break; cribbage/9.1, 9.3: with balls open, a mate must be pocketed
  ownFouls: (t) => {
    const { d, ctx0 } = t;
    if (t.isBreak) illegalBreak(d, t.facts, 'cribbage/8')?.say('cribbage.illegalBreak', { player: t.incoming });
    else if (!d.isFoul && missedTheMate(ctx0.x.open, outcomeOf(t))) {
      d.foul('cribbage/mate-missed', 'cribbage/9.1', 'cribbage/9.3').say('cribbage.missedMate', { balls: ctx0.x.open });
      d.cite('3.17', 'cribbage/13');
    }
  },
  foul,
  legal,
  done,
};

export const judgeCribbageShot = (ctx: CribbageContext, ev: ShotResolved): CribbageContext =>
  judgeShot(CRIBBAGE_SHOT, ctx, ev);
