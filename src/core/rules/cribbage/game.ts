/** Cribbage as a game of the kit: setup, the choices after a foul (13) or an illegal break (8), announcements, new games. */
import { fromList, range } from '../common/balls.ts';
import { baseContext, nextBreaker } from '../common/context.ts';
import type { PlayerAnnounce, PlayerChoose, RackNew } from '../common/events.ts';
import { applyCommonAnnouncement, applyGeneralChoice, Draft, rerack, sayNext } from '../common/flow.ts';
import { keyed, keyedFrom } from '../common/keyed.ts';
import type { GameRules } from '../common/kit.ts';
import type { PlayerId, RefereeDoc } from '../common/types.ts';
import { applyKitchenSpot, requireSides, withKitchenSpot } from '../recreational/shared.ts';
import { descriptor } from './descriptor.ts';
import { done, judgeCribbageShot } from './judge.ts';
import type { CribbageContext, CribbageX } from './rules.ts';

const RACK = range(1, 15);

export function initCribbage(doc: RefereeDoc): CribbageContext {
  requireSides(doc, descriptor.players, 'cribbage/2');
  const onTable = doc.setup?.onTable ? fromList(doc.setup.onTable) : RACK;
  return baseContext<CribbageX>(doc, onTable, { open: [] }, true);
}

const doRerack = (ctx: CribbageContext, breaker: PlayerId, d: Draft): CribbageContext =>
  rerack(ctx, breaker, RACK, d, () => ({ open: [] }));

export function chooseCribbage(ctx: CribbageContext, ev: PlayerChoose): CribbageContext {
  const d = new Draft(ev.step);
  const about = ctx.pending?.about;
  d.cite(
    about === 'illegal-break'
      ? 'cribbage/8'
      : about === 'kitchen-spot'
        ? 'cribbage/9.8'
        : about === 'deflected-break'
          ? '3.9'
          : 'cribbage/13',
  );
  const spot = applyKitchenSpot(ctx, ev, d);
  if (spot) return done(spot, d);
  let next = applyGeneralChoice(ctx, ev, d, (c, b) => doRerack(c, b, d)) ?? ctx;
  if (next.phase !== 'break') {
    sayNext(d, next.turn, next.cueBall);
    if (about !== 'kitchen-spot') next = withKitchenSpot('cribbage', next, 'spot-nearest', d, 'cribbage/9.8');
  }
  return done(next, d);
}

export function announceCribbage(ctx: CribbageContext, ev: PlayerAnnounce): CribbageContext {
  const d = new Draft(ev.step);
  const common = applyCommonAnnouncement(ctx, ev, d);
  if (common) {
    if (ev.what === 'warning') d.cite('cribbage/9.6');
    return done(common, d);
  }
  d.cite('3.35').say('announce.stalemate', { player: ctx.breaker });
  return done(doRerack(ctx, ctx.breaker, d), d);
}

/** A new game of a match: cribbages start again at zero; the winner breaks unless `breakOrder` says otherwise (3.36). */
export function newRackCribbage(ctx: CribbageContext, ev: RackNew): CribbageContext {
  const d = new Draft(ev.step);
  const breaker = nextBreaker(ctx, ev.breaker);
  d.cite('3.36').say('newRack', { player: breaker });
  const zero = keyed(ctx.sides.map((s) => [s, 0]));
  const next = doRerack(ctx, breaker, d);
  return done(
    { ...next, score: keyedFrom(zero), fouls: keyedFrom(zero), warned: keyed(ctx.sides.map((s) => [s, false])) },
    d,
  );
}

export const CRIBBAGE: GameRules<CribbageX> = {
  id: 'cribbage',
  ballExists: (b) => b >= 1 && b <= 15,
  announcements: ['concede', 'protest', 'stalemate', 'warning'],
  init: initCribbage,
  shot: judgeCribbageShot,
  choose: chooseCribbage,
  announce: announceCribbage,
  newRack: newRackCribbage,
  playStates: [
    { state: 'mateDue', guard: { name: 'isMateDue', test: (c) => c.x.open.length > 0 } },
    {
      state: 'ballInHandKitchen',
      guard: { name: 'hasBallInHandKitchen', test: (c) => c.cueBall === 'in-hand-kitchen' },
    },
    { state: 'inPlay' },
  ],
};
