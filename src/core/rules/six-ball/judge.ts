/** Six-Ball: the ruling on one shot (sections 7-12), built from the general rules of the kit. */
import { ownFoulRules } from '../common/assess.ts';
import { clearFouls, countFoul, threeFouls } from '../common/consecutive-fouls.ts';
import type { ShotResolved } from '../common/events.ts';
import { type Draft, endGame, toTable } from '../common/flow.ts';
import { recordRuling } from '../common/recording.ts';
import {
  continueOrMiss,
  handOver,
  incomingStillIn,
  judgeShot,
  offer,
  type ShotGame,
  spotBack,
  type Turn,
} from '../common/template.ts';
import { thirdFoul } from '../common/third-foul.ts';
import type { OptionName } from '../common/types.ts';
import { illegalBreak } from '../recreational/shared.ts';
import { ballsToSpot, legalObjectBall, type SixContext, type SixX, winsWithSix } from './rules.ts';
import type {} from './says.ts'; // the game's own clauses, added to the kit's codes

/** six-ball/8.4: three fouls in a row (2.16: the warning at two): out, with more than one other player left, else the loss */
export const FOULS = threeFouls('six-ball/8.4', { penalty: { kind: 'out' } });

/** The ruling carries the consecutive fouls (six-ball/8.4). */
export const done = recordRuling<SixX>({ consecutiveFouls: true });

/** The only foul of the shot is the illegal break (six-ball/7): the incoming player's choice. */
const onlyIllegalBreak = (d: Draft): boolean => d.fouls.every((f) => f === 'illegal-break');

/** six-ball/8.4, 11, 12: the opponent has the cue ball in hand; three fouls lose (or, with more players, put out). */
function foul(t: Turn<SixX>): SixContext {
  const { d, a, base, side, incoming } = t;
  const count = countFoul(base, side, d, FOULS);
  const counted: SixContext = { ...base, fouls: count.fouls, warned: count.warned };
  // more than two players: the offender drops out, the others play on (8.4 with several players)
  if (count.third) return thirdFoul(t, counted, FOULS, { goOn: (next, p) => toTable(d, next, p, 'in-hand') });
  if (t.isBreak && onlyIllegalBreak(d)) {
    // 7: the incoming player shoots from the kitchen with the balls as they lie, or re-racks and breaks
    const options: OptionName[] = ['kitchen', 'rerack-self'];
    d.say('six-ball.breakOptions', { player: incoming }).say('options', { player: incoming, options });
    const pending = offer(t, options, 'illegal-break', 'in-hand-kitchen');
    return { ...counted, turn: incoming, cueBall: 'in-hand-kitchen', pending };
  }
  // 11, 12: the opponent has the cue ball in hand anywhere on the table
  d.cite(a.scratch || a.cueOffTable ? 'six-ball/11' : 'six-ball/12');
  return handOver(t, counted, 'in-hand');
}

/** six-ball/5, 6, 8.2, 8.3: the 6 legally pocketed wins; a ball pocketed continues the inning. */
function legal(t: Turn<SixX>): SixContext {
  const { d, facts, base, side } = t;
  const clean: SixContext = { ...base, ...clearFouls(base, side) };
  if (winsWithSix(facts, false)) {
    d.decide('six-ball/6', 'six-ball/5').say('win', { side });
    return endGame(clean, { winner: side, reason: 'six-pocketed' });
  }
  if (facts.pocketed.length > 0 && t.shot.call?.kind === 'safety') d.cite('six-ball/8.3').say('six-ball.mustContinue');
  return continueOrMiss(t, clean, 'six-ball/8.2');
}

const SIX_SHOT: ShotGame<SixX> = {
  // six-ball/8.1: the lowest-numbered ball first; 11, 12: the penalties
  shotRules: (ctx, isBreak) => ({
    isLegalTarget: (b) => b === legalObjectBall(ctx),
    penaltyRules: ['six-ball/12'],
    foulRules: ownFoulRules('six-ball/8.1', 'six-ball/11', isBreak, 'six-ball/10'),
  }),
  // six-ball/7: an open break, judged before the serious penalties
  before: ({ d, facts, isBreak }) => {
    // the break paragraph first on a break (an open break decides it), then the legal shot (8.1)
    if (isBreak) illegalBreak(d, facts, 'six-ball/7')?.say('six-ball.illegalBreak');
    d.cite('six-ball/8.1');
  },
  incoming: incomingStillIn,
  // six-ball/9, 10: balls pocketed on a foul (coin-operated: the 6 only) and jumped balls are spotted
  table: ({ d, facts, base, ctx0 }) => {
    const foul = d.isFoul;
    const coinOperated = ctx0.options.variant === 'coin-operated';
    const spot = ballsToSpot(facts, foul, coinOperated);
    if (spot.length === 0) return base;
    d.cite(facts.offTable.length > 0 ? 'six-ball/10' : 'six-ball/9').say('six-ball.spotted');
    if (coinOperated && foul && facts.pocketed.length > 0) d.say('six-ball.coinOperated');
    return { ...base, ...spotBack(d, spot, base) };
  },
  foul,
  legal,
  done,
};

export const judgeSixShot = (ctx: SixContext, ev: ShotResolved): SixContext => judgeShot(SIX_SHOT, ctx, ev);
