/** Six-Ball as a game of the kit: setup, the break choice (7), announcements, new racks (3.36). */
import { baseContext, nextBreaker } from '../common/context.ts';
import type { RackNew } from '../common/events.ts';
import { Draft, rerack } from '../common/flow.ts';
import { kitGame } from '../common/game.ts';
import { keyed, zeroCounts } from '../common/keyed.ts';
import { BALL_IN_HAND, BALL_IN_HAND_KITCHEN, type CommonState, IN_PLAY } from '../common/kit.ts';
import { rackOrSetup } from '../common/opening.ts';
import type { PlayerId, RefereeDoc } from '../common/types.ts';
import { done, FOULS, judgeSixShot } from './judge.ts';
import { isSixBall, SIX_RACK, type SixContext, type SixX } from './rules.ts';

function initSix(doc: RefereeDoc): SixContext {
  return baseContext<SixX>(doc, rackOrSetup(doc, SIX_RACK), { out: [] }, false);
}

const zeroFouls = (ctx: SixContext) => ({
  fouls: zeroCounts(ctx.sides),
  warned: keyed(ctx.sides.map((s) => [s, false])),
});

/** A re-rack within the same game (7, stalemate) keeps the players who are out; a new game does not. */
const doRerack = (ctx: SixContext, breaker: PlayerId, d: Draft, keepOut = true): SixContext => ({
  ...rerack(ctx, breaker, SIX_RACK, d, (x) => (keepOut ? x : { out: [] })),
  ...zeroFouls(ctx),
});

function newRackSix(ctx: SixContext, ev: RackNew): SixContext {
  const d = new Draft(ev.step);
  const breaker = nextBreaker(ctx, ev.breaker);
  d.cite('3.36').say('newRack', { player: breaker });
  return done(doRerack(ctx, breaker, d, false), d);
}

// no stalemate rule in Six-Ball: as 3.35 does for a game that cannot go on, the same player breaks again
export const SIX_BALL = kitGame<SixX>({
  id: 'six-ball',
  ballExists: isSixBall,
  judge: { init: initSix, shot: judgeSixShot, done },
  rerack: doRerack,
  choices: { choiceRule: () => 'six-ball/7' },
  announce: { fouls: FOULS },
  newGame: newRackSix,
  playStates: [BALL_IN_HAND, BALL_IN_HAND_KITCHEN, IN_PLAY],
});

/** The Six-Ball machine's states: the kit's flow plus ball in hand anywhere (11, 12) and in the kitchen (7). */
export type SixBallState = CommonState | 'ballInHand' | 'ballInHandKitchen' | 'inPlay';
