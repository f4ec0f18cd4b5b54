/** Mr. & Mrs. as a game of the kit: stronger and weaker players, choices, announcements, new games. */
import { fromList, range } from '../common/balls.ts';
import { baseContext } from '../common/context.ts';
import type { PlayerAnnounce, PlayerChoose, RackNew } from '../common/events.ts';
import { BALL_IN_HAND_KITCHEN, FULL_RACK_GAME, type GameRules, IN_PLAY, type PlayState } from '../common/kit.ts';
import { announce, type ChoiceGame, choose, newGame, rerackWith } from '../common/template.ts';
import { type PlayerId, type RefereeDoc, RefereeInputError } from '../common/types.ts';
import { applyKitchenSpot, requireSides, warningPerPlayer, withKitchenSpot } from '../recreational/shared.ts';
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

const doRerack = rerackWith<MrMrsX>(RACK, (x) => x);

const CHOICES: ChoiceGame<MrMrsX> = {
  choiceRule: (about, ctx, ev) =>
    about === 'illegal-break' ? 'mr-and-mrs/7' : about === 'deflected-break' ? '3.9' : kitchenRule(ctx, ev.by),
  rerack: doRerack,
  done,
  own: applyKitchenSpot,
  // mr-and-mrs/8.5, 8.6: a ball in the kitchen may be spotted
  afterChoice: (next, d, about) =>
    about === 'kitchen-spot'
      ? next
      : withKitchenSpot('mr-and-mrs', next, kitchenSpotFor(next, next.turn), d, kitchenRule(next, next.turn)),
};

export const chooseMrMrs = (ctx: MrMrsContext, ev: PlayerChoose): MrMrsContext => choose(CHOICES, ctx, ev);

export const announceMrMrs = (ctx: MrMrsContext, ev: PlayerAnnounce): MrMrsContext =>
  announce(
    {
      rerack: doRerack,
      done,
      // mr-and-mrs/8.4: the warning is given per player
      own: warningPerPlayer('mr-and-mrs/8.4'),
    },
    ctx,
    ev,
  );

/** A new game: points from zero, everyone back in; the winner breaks unless `breakOrder` says otherwise (3.36). */
export const newRackMrMrs = (ctx: MrMrsContext, ev: RackNew): MrMrsContext =>
  newGame(
    {
      rerack: rerackWith<MrMrsX>(RACK, (x) => ({ ...x, out: [], lastPockets: [] })),
      done,
      fresh: { score: 'players', fouls: 'players' },
    },
    ctx,
    ev,
  );

const NOVICE_SHOOTING: PlayState<MrMrsX> = {
  state: 'noviceShooting',
  guard: { name: 'isNoviceShooting', test: (c) => c.x.novice.includes(c.turn) },
};

export const MR_AND_MRS: GameRules<MrMrsX> = {
  id: 'mr-and-mrs',
  ...FULL_RACK_GAME,
  init: initMrMrs,
  shot: judgeMrMrsShot,
  choose: chooseMrMrs,
  announce: announceMrMrs,
  newRack: newRackMrMrs,
  playStates: [NOVICE_SHOOTING, BALL_IN_HAND_KITCHEN, IN_PLAY],
};
