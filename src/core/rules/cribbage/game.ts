/** Cribbage as a game of the kit: setup, the choices after a foul (13) or an illegal break (8), announcements, new games. */
import { fromList, range } from '../common/balls.ts';
import { baseContext } from '../common/context.ts';
import type { PlayerAnnounce, PlayerChoose, RackNew } from '../common/events.ts';
import { BALL_IN_HAND_KITCHEN, FULL_RACK_GAME, type GameRules, IN_PLAY, type PlayState } from '../common/kit.ts';
import { announce, choose, newGame, rerackWith } from '../common/template.ts';
import type { RefereeDoc } from '../common/types.ts';
import { kitchenSpotChoices, requireSides } from '../recreational/shared.ts';
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

const CHOICES = kitchenSpotChoices<CribbageX>(
  'cribbage',
  'spot-nearest',
  { 'illegal-break': 'cribbage/8', 'kitchen-spot': 'cribbage/9.8', 'deflected-break': '3.9' },
  'cribbage/13',
  { rerack: doRerack, done },
);

export const chooseCribbage = (ctx: CribbageContext, ev: PlayerChoose): CribbageContext => choose(CHOICES, ctx, ev);

export const announceCribbage = (ctx: CribbageContext, ev: PlayerAnnounce): CribbageContext =>
  announce({ rerack: doRerack, done, warningRule: 'cribbage/9.6' }, ctx, ev);

/** A new game of a match: cribbages start again at zero; the winner breaks unless `breakOrder` says otherwise (3.36). */
export const newRackCribbage = (ctx: CribbageContext, ev: RackNew): CribbageContext =>
  newGame({ rerack: doRerack, done, fresh: { score: 'sides', fouls: 'sides' } }, ctx, ev);

const MATE_DUE: PlayState<CribbageX> = {
  state: 'mateDue',
  guard: { name: 'isMateDue', test: (c) => c.x.open.length > 0 },
};

export const CRIBBAGE: GameRules<CribbageX> = {
  id: 'cribbage',
  ...FULL_RACK_GAME,
  init: initCribbage,
  shot: judgeCribbageShot,
  choose: chooseCribbage,
  announce: announceCribbage,
  newRack: newRackCribbage,
  playStates: [MATE_DUE, BALL_IN_HAND_KITCHEN, IN_PLAY],
};
