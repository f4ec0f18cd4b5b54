/** Mr. & Mrs. as a game of the kit: stronger and weaker players, choices, announcements, new games. */
import { fromList, range } from '../common/balls.ts';
import { baseContext, nextBreaker } from '../common/context.ts';
import type { PlayerAnnounce, PlayerChoose, RackNew } from '../common/events.ts';
import { applyCommonAnnouncement, applyGeneralChoice, Draft, rerack, sayNext } from '../common/flow.ts';
import { keyed, keyedFrom } from '../common/keyed.ts';
import type { GameRules } from '../common/kit.ts';
import { type PlayerId, type RefereeDoc, RefereeInputError } from '../common/types.ts';
import { applyKitchenSpot, applyWarning, requireSides, withKitchenSpot } from '../recreational/shared.ts';
import { descriptor } from './descriptor.ts';
import { done, judgeMrMrsShot, kitchenRule, kitchenSpotFor } from './judge.ts';
import type { MrMrsContext, MrMrsX } from './rules.ts';

const RACK = range(1, 15);

export function initMrMrs(doc: RefereeDoc): MrMrsContext {
  requireSides(doc, descriptor.players, 'mr-and-mrs/2');
  if (doc.teams) throw new RefereeInputError('players', 'mr-and-mrs is played every man for himself');
  const raw = doc.options.novice ?? [];
  if (!Array.isArray(raw)) throw new RefereeInputError('options.novice', 'expected a list of player ids');
  raw.forEach((p, i) => {
    if (!doc.players.includes(p as string))
      throw new RefereeInputError(`options.novice[${i}]`, 'not one of the players');
  });
  const onTable = doc.setup?.onTable ? fromList(doc.setup.onTable) : RACK;
  return baseContext<MrMrsX>(doc, onTable, { novice: raw as PlayerId[], out: [], lastPockets: [] }, true);
}

const doRerack = (ctx: MrMrsContext, breaker: PlayerId, d: Draft): MrMrsContext =>
  rerack(ctx, breaker, RACK, d, (x) => x);

export function chooseMrMrs(ctx: MrMrsContext, ev: PlayerChoose): MrMrsContext {
  const d = new Draft(ev.step);
  const about = ctx.pending?.about;
  d.cite(about === 'illegal-break' ? 'mr-and-mrs/7' : about === 'deflected-break' ? '3.9' : kitchenRule(ctx, ev.by));
  const spot = applyKitchenSpot(ctx, ev, d);
  if (spot) return done(spot, d);
  let next = applyGeneralChoice(ctx, ev, d, (c, b) => doRerack(c, b, d)) ?? ctx;
  if (next.phase !== 'break') {
    sayNext(d, next.turn, next.cueBall);
    if (about !== 'kitchen-spot')
      next = withKitchenSpot('mr-and-mrs', next, kitchenSpotFor(next, next.turn), d, kitchenRule(next, next.turn));
  }
  return done(next, d);
}

export function announceMrMrs(ctx: MrMrsContext, ev: PlayerAnnounce): MrMrsContext {
  const d = new Draft(ev.step);
  if (ev.what === 'warning') return done(applyWarning(ctx, ev.by, d.cite('mr-and-mrs/8.4')), d);
  const common = applyCommonAnnouncement(ctx, ev, d);
  if (common) return done(common, d);
  d.cite('3.35').say('announce.stalemate', { player: ctx.breaker });
  return done(doRerack(ctx, ctx.breaker, d), d);
}

/** A new game: points from zero, everyone back in; the winner breaks unless `breakOrder` says otherwise (3.36). */
export function newRackMrMrs(ctx: MrMrsContext, ev: RackNew): MrMrsContext {
  const d = new Draft(ev.step);
  const breaker = nextBreaker(ctx, ev.breaker);
  d.cite('3.36').say('newRack', { player: breaker });
  const zero = keyed(ctx.players.map((p) => [p, 0]));
  const next = rerack(ctx, breaker, RACK, d, (x) => ({ ...x, out: [], lastPockets: [] }));
  return done(
    { ...next, score: keyedFrom(zero), fouls: keyedFrom(zero), warned: keyed(ctx.players.map((p) => [p, false])) },
    d,
  );
}

export const MR_AND_MRS: GameRules<MrMrsX> = {
  id: 'mr-and-mrs',
  ballExists: (b) => b >= 1 && b <= 15,
  announcements: ['concede', 'protest', 'stalemate', 'warning'],
  init: initMrMrs,
  shot: judgeMrMrsShot,
  choose: chooseMrMrs,
  announce: announceMrMrs,
  newRack: newRackMrMrs,
  playStates: [
    { state: 'noviceShooting', guard: { name: 'isNoviceShooting', test: (c) => c.x.novice.includes(c.turn) } },
    {
      state: 'ballInHandKitchen',
      guard: { name: 'hasBallInHandKitchen', test: (c) => c.cueBall === 'in-hand-kitchen' },
    },
    { state: 'inPlay' },
  ],
};
