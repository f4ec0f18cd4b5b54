/** Cribbage as a game of the kit: setup, the choices after a foul (13) or an illegal break (8), announcements, new games. */
import { fromList, range } from '../common/balls.ts';
import { baseContext, nextBreaker } from '../common/context.ts';
import type { PlayerAnnounce, PlayerChoose, RackNew } from '../common/events.ts';
import { Draft } from '../common/flow.ts';
import { keyed, keyedFrom } from '../common/keyed.ts';
import type { GameRules } from '../common/kit.ts';
import { announce, type ChoiceGame, choose, rerackWith } from '../common/template.ts';
import type { RefereeDoc } from '../common/types.ts';
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

const doRerack = rerackWith<CribbageX>(RACK, () => ({ open: [] }));

const CHOICES: ChoiceGame<CribbageX> = {
  choiceRule: (about) =>
    about === 'illegal-break'
      ? 'cribbage/8'
      : about === 'kitchen-spot'
        ? 'cribbage/9.8'
        : about === 'deflected-break'
          ? '3.9'
          : 'cribbage/13',
  rerack: doRerack,
  done,
  own: applyKitchenSpot,
  // cribbage/9.8: every object ball in the kitchen: the nearest may be spotted
  afterChoice: (next, d, about) =>
    about === 'kitchen-spot' ? next : withKitchenSpot('cribbage', next, 'spot-nearest', d, 'cribbage/9.8'),
};

export const chooseCribbage = (ctx: CribbageContext, ev: PlayerChoose): CribbageContext => choose(CHOICES, ctx, ev);

export const announceCribbage = (ctx: CribbageContext, ev: PlayerAnnounce): CribbageContext =>
  announce({ rerack: doRerack, done, warningRule: 'cribbage/9.6' }, ctx, ev);

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
