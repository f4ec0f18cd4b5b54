/** Six-Ball as a game of the kit: setup, the break choice (7), announcements, new racks (3.36). */
import { fromList } from '../common/balls.ts';
import { baseContext, nextBreaker } from '../common/context.ts';
import type { PlayerAnnounce, PlayerChoose, RackNew } from '../common/events.ts';
import { applyCommonAnnouncement, applyGeneralChoice, Draft, rerack, sayNext } from '../common/flow.ts';
import { keyed } from '../common/keyed.ts';
import type { GameRules } from '../common/kit.ts';
import type { PlayerId, RefereeDoc } from '../common/types.ts';
import { done, judgeSixShot } from './judge.ts';
import { isSixBall, SIX_RACK, type SixContext, type SixX } from './rules.ts';

export function initSix(doc: RefereeDoc): SixContext {
  const onTable = doc.setup?.onTable ? fromList(doc.setup.onTable) : SIX_RACK;
  return baseContext<SixX>(doc, onTable, { out: [] }, false);
}

const zeroFouls = (ctx: SixContext) => ({
  fouls: keyed(ctx.sides.map((s) => [s, 0])),
  warned: keyed(ctx.sides.map((s) => [s, false])),
});

/** A re-rack within the same game (7, stalemate) keeps the players who are out; a new game does not. */
const doRerack = (ctx: SixContext, breaker: PlayerId, d: Draft, keepOut = true): SixContext => ({
  ...rerack(ctx, breaker, SIX_RACK, d, (x) => (keepOut ? x : { out: [] })),
  ...zeroFouls(ctx),
});

export function chooseSix(ctx: SixContext, ev: PlayerChoose): SixContext {
  const d = new Draft(ev.step);
  d.cite('six-ball/7');
  const next = applyGeneralChoice(ctx, ev, d, (c, b) => doRerack(c, b, d)) ?? ctx;
  if (next.phase !== 'break') sayNext(d, next.turn, next.cueBall);
  return done(next, d);
}

export function announceSix(ctx: SixContext, ev: PlayerAnnounce): SixContext {
  const d = new Draft(ev.step);
  const common = applyCommonAnnouncement(ctx, ev, d);
  if (common) {
    if (ev.what === 'warning') d.cite('six-ball/8.4');
    return done(common, d);
  }
  // no stalemate rule in Six-Ball: as 3.35 does for a game that cannot go on, the same player breaks again
  d.cite('3.35').say('announce.stalemate', { player: ctx.breaker });
  return done(doRerack(ctx, ctx.breaker, d), d);
}

export function newRackSix(ctx: SixContext, ev: RackNew): SixContext {
  const d = new Draft(ev.step);
  const breaker = nextBreaker(ctx, ev.breaker);
  d.cite('3.36').say('newRack', { player: breaker });
  return done(doRerack(ctx, breaker, d, false), d);
}

export const SIX_BALL: GameRules<SixX> = {
  id: 'six-ball',
  ballExists: isSixBall,
  announcements: ['concede', 'protest', 'stalemate', 'warning'],
  init: initSix,
  shot: judgeSixShot,
  choose: chooseSix,
  announce: announceSix,
  newRack: newRackSix,
  playStates: [
    { state: 'ballInHand', guard: { name: 'hasBallInHand', test: (c) => c.cueBall === 'in-hand' } },
    {
      state: 'ballInHandKitchen',
      guard: { name: 'hasBallInHandKitchen', test: (c) => c.cueBall === 'in-hand-kitchen' },
    },
    { state: 'inPlay' },
  ],
};
