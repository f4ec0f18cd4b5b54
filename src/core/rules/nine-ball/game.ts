/** Nine-ball as a game of the kit: setup, the push-out choice (5.6), announcements, new racks (5.3). */

import { range } from '../common/balls.ts';
import { nextBreaker } from '../common/context.ts';
import type { PlayerAnnounce, PlayerChoose, RackNew } from '../common/events.ts';
import { applyCommonAnnouncement, Draft, rerack, sayUnrestorable } from '../common/flow.ts';
import { keyed, zeroCounts } from '../common/keyed.ts';
import {
  BALL_IN_HAND,
  type CommonState,
  EDITION_ANNOUNCEMENTS,
  type GameRules,
  IN_PLAY,
  type PlayState,
} from '../common/kit.ts';
import { openingContext } from '../common/opening.ts';
import { citesFor, follow } from '../common/policy.ts';
import { choose } from '../common/template.ts';
import type { PlayerId, RefereeDoc } from '../common/types.ts';
import { done, judgeNineShot, nineFouls } from './judge.ts';
import { isPushOutAvailable, type NineContext, type NineX } from './rules.ts';

const RACK = range(1, 9);
const reset = (): NineX => ({ pushOutAvailable: false });

function initNine(doc: RefereeDoc): NineContext {
  // a set-up position may be the one right after a legal break (5.5): the push out is then available
  return openingContext<NineX>(doc, RACK, { pushOutAvailable: doc.setup?.pushOutAvailable === true }, false);
}

const doRerack = (ctx: NineContext, breaker: PlayerId, d: Draft) => {
  const next = rerack(ctx, breaker, RACK, d, reset);
  return {
    ...next,
    fouls: zeroCounts(ctx.sides),
    warned: keyed(ctx.sides.map((s) => [s, false])),
  };
};

const chooseNine = (ctx: NineContext, ev: PlayerChoose): NineContext =>
  choose(
    {
      choiceRule: (about) => (about === 'push-out' ? '5.6' : '3.9'),
      rerack: doRerack,
      done,
      alwaysSayNext: true,
    },
    ctx,
    ev,
  );

function announceNine(ctx: NineContext, ev: PlayerAnnounce): NineContext {
  const d = new Draft(ev.step);
  const common = applyCommonAnnouncement(ctx, ev, d, nineFouls(ctx.policy));
  if (common) return done(common, d);
  if (ev.what === 'unrestorable') {
    sayUnrestorable(d, ctx, 'nineStalemate');
    return done(doRerack(ctx, ctx.breaker, d), d);
  }
  // 5.x has no stalemate rule: as 3.35 does for a game that cannot go on, the same player breaks again
  // (wpa-current 1.12 with nine-ball's 2.9, difference 24: the same procedure)
  d.cite(...citesFor(ctx.policy, 'nineStalemate', ['3.35'])).say('announce.stalemate', { player: ctx.breaker });
  follow(d, ctx.policy, 'nineStalemate');
  return done(doRerack(ctx, ctx.breaker, d), d);
}

function newRackNine(ctx: NineContext, ev: RackNew): NineContext {
  const d = new Draft(ev.step);
  const breaker = nextBreaker(ctx, ev.breaker);
  d.cite('5.3', '3.36').say('newRack', { player: breaker });
  return done(doRerack(ctx, breaker, d), d);
}

const PUSH_OUT_AVAILABLE: PlayState<NineX> = {
  state: 'pushOutAvailable',
  guard: { name: 'isPushOutAvailable', test: isPushOutAvailable },
};

export const NINE_BALL: GameRules<NineX> = {
  id: 'nine-ball',
  ballExists: (b) => b >= 1 && b <= 9,
  announcements: EDITION_ANNOUNCEMENTS,
  init: initNine,
  shot: judgeNineShot,
  choose: chooseNine,
  announce: announceNine,
  newRack: newRackNine,
  playStates: [PUSH_OUT_AVAILABLE, BALL_IN_HAND, IN_PLAY],
};

/** The nine-ball machine's states: the kit's flow plus the push-out option (5.5, 5.6) and ball in hand (5.7, 5.10). */
export type NineBallState = CommonState | 'pushOutAvailable' | 'ballInHand' | 'inPlay';
