/** The unnamed side-pocket game as a game of the kit: setup (side pockets), choices, announcements, new games. */
import type { PocketId } from '../../vocabulary/index.ts';
import { fromList } from '../common/balls.ts';
import { baseContext, nextBreaker } from '../common/context.ts';
import type { PlayerAnnounce, PlayerChoose, RackNew } from '../common/events.ts';
import { applyCommonAnnouncement, applyGeneralChoice, Draft, rerack, sayNext } from '../common/flow.ts';
import { keyed, keyedFrom } from '../common/keyed.ts';
import type { GameRules } from '../common/kit.ts';
import { type PlayerId, type RefereeDoc, RefereeInputError, type SideId } from '../common/types.ts';
import { applyKitchenSpot, requireSides } from '../recreational/shared.ts';
import { descriptor } from './descriptor.ts';
import { done, judgeSidePocketShot, RACK, withAllInKitchen } from './judge.ts';
import { assignSidePockets, isSidePocket, type SidePocketContext, type SidePocketX } from './rules.ts';

/** setup.sidePockets (`{"A": "side-left"}`, keyed by player or side): one given, the other side gets the opposite (7.3). */
function setupSidePockets(doc: RefereeDoc, sides: readonly SideId[], sideMap: Record<PlayerId, SideId>) {
  const given = keyedFrom(doc.setup?.sidePockets);
  let out: Record<SideId, PocketId> = keyed();
  for (const [who, pocket] of Object.entries(given)) {
    const path = `setup.sidePockets.${who}`;
    const side = sideMap[who] ?? (sides.includes(who) ? who : undefined);
    if (side === undefined) throw new RefereeInputError(path, 'not one of the players');
    if (!isSidePocket(pocket))
      throw new RefereeInputError(path, `${pocket} is not a side pocket (side-pocket-one/7.3)`);
    if (out[side] !== undefined && out[side] !== pocket)
      throw new RefereeInputError(path, 'the two side pockets go to different sides (side-pocket-one/7.3)');
    const merged = assignSidePockets(sides, side, pocket);
    for (const [s, p] of Object.entries(out))
      if (merged[s] !== p)
        throw new RefereeInputError(path, 'both sides cannot have the same side pocket (side-pocket-one/7.3)');
    out = merged;
  }
  return out;
}

export function initSidePocket(doc: RefereeDoc): SidePocketContext {
  requireSides(doc, descriptor.players, 'side-pocket-one/2');
  doc.steps.forEach((s, i) => {
    if (s.kind === 'shot' && s.shot.sidePocket !== undefined && !isSidePocket(s.shot.sidePocket))
      throw new RefereeInputError(
        `steps[${i}].shot.sidePocket`,
        `${s.shot.sidePocket} is not a side pocket (side-pocket-one/7.3)`,
      );
  });
  const onTable = doc.setup?.onTable ? fromList(doc.setup.onTable) : RACK;
  const ctx = baseContext<SidePocketX>(doc, onTable, { sidePockets: keyed(), illegalBreaks: 0 }, true);
  return { ...ctx, x: { sidePockets: setupSidePockets(doc, ctx.sides, ctx.sideOf), illegalBreaks: 0 } };
}

/** Racks again in the same game: the side pockets stay, the illegal breaks are counted on (6). */
const doRerack = (ctx: SidePocketContext, breaker: PlayerId, d: Draft): SidePocketContext =>
  rerack(ctx, breaker, RACK, d, (x) => ({ ...x }));

export function chooseSidePocket(ctx: SidePocketContext, ev: PlayerChoose): SidePocketContext {
  const d = new Draft(ev.step);
  const about = ctx.pending?.about;
  d.cite(
    about === 'illegal-break'
      ? 'side-pocket-one/6'
      : about === 'kitchen-spot'
        ? 'side-pocket-one/7.6'
        : about === 'deflected-break'
          ? '3.9'
          : 'side-pocket-one/11',
  );
  const spot = applyKitchenSpot(ctx, ev, d);
  if (spot) return done(spot, d);
  let next = applyGeneralChoice(ctx, ev, d, (c, b) => doRerack(c, b, d)) ?? ctx;
  if (next.phase !== 'break') {
    // the position accepted: play starts, the run of illegal breaks is over
    next = { ...next, x: { ...next.x, illegalBreaks: 0 } };
    sayNext(d, next.turn, next.cueBall);
    if (about !== 'kitchen-spot' && next.cueBall === 'in-hand-kitchen') next = withAllInKitchen(next, d);
  }
  return done(next, d);
}

export function announceSidePocket(ctx: SidePocketContext, ev: PlayerAnnounce): SidePocketContext {
  const d = new Draft(ev.step);
  const common = applyCommonAnnouncement(ctx, ev, d);
  if (common) {
    if (ev.what === 'warning') d.cite('side-pocket-one/11');
    return done(common, d);
  }
  // stalemate: as 3.35 does, the balls are re-racked and the same player breaks
  d.cite('3.35').say('announce.stalemate', { player: ctx.breaker });
  return done(doRerack(ctx, ctx.breaker, d), d);
}

/** A new game: counts start again and the side pockets are chosen again before its break (7.3); the winner breaks unless `breakOrder` says otherwise (3.36). */
export function newRackSidePocket(ctx: SidePocketContext, ev: RackNew): SidePocketContext {
  const d = new Draft(ev.step);
  const breaker = nextBreaker(ctx, ev.breaker);
  d.cite('3.36').say('newRack', { player: breaker });
  const zero = keyed(ctx.sides.map((s) => [s, 0]));
  const next = rerack(ctx, breaker, RACK, d, () => ({ sidePockets: keyed<PocketId>(), illegalBreaks: 0 }));
  return done(
    { ...next, score: keyedFrom(zero), fouls: keyedFrom(zero), warned: keyed(ctx.sides.map((s) => [s, false])) },
    d,
  );
}

export const SIDE_POCKET_ONE: GameRules<SidePocketX> = {
  id: 'side-pocket-one',
  ballExists: (b) => b >= 1 && b <= 15,
  announcements: ['concede', 'protest', 'stalemate', 'warning'],
  init: initSidePocket,
  shot: judgeSidePocketShot,
  choose: chooseSidePocket,
  announce: announceSidePocket,
  newRack: newRackSidePocket,
  playStates: [
    {
      state: 'ballInHandKitchen',
      guard: { name: 'hasBallInHandKitchen', test: (c) => c.cueBall === 'in-hand-kitchen' },
    },
    { state: 'inPlay' },
  ],
};
