/** Mr. & Mrs. as a game of the kit: stronger and weaker players, choices, announcements, new games. */
import { range } from '../common/balls.ts';
import { baseContext } from '../common/context.ts';
import { kitGame } from '../common/game.ts';
import { BALL_IN_HAND_KITCHEN, type CommonState, guardedState, IN_PLAY } from '../common/kit.ts';
import { rackOrSetup } from '../common/opening.ts';
import { type ChoiceGame, rerackWith } from '../common/template.ts';
import { type PlayerId, type RefereeDoc, RefereeInputError } from '../common/types.ts';
import { applyKitchenSpot, requireSides, warningPerPlayer, withKitchenSpot } from '../recreational/shared.ts';
import { descriptor } from './descriptor.ts';
import { done, FOULS, judgeMrMrsShot, kitchenRule, kitchenSpotFor } from './judge.ts';
import type { MrMrsContext, MrMrsX } from './rules.ts';

const RACK = range(1, 15);

function initMrMrs(doc: RefereeDoc): MrMrsContext {
  requireSides(doc, descriptor.players, 'mr-and-mrs/2');
  if (doc.teams) throw new RefereeInputError('players', 'mr-and-mrs is played every man for himself');
  const raw = doc.options.novice ?? [];
  if (!Array.isArray(raw)) throw new RefereeInputError('options.novice', 'expected a list of player ids');
  raw.forEach((p, i) => {
    if (!doc.players.includes(p as string))
      throw new RefereeInputError(`options.novice[${i}]`, 'not one of the players');
  });
  const onTable = rackOrSetup(doc, RACK);
  return baseContext<MrMrsX>(doc, onTable, { novice: raw as PlayerId[], out: [], lastPockets: [] }, true);
}

const doRerack = rerackWith<MrMrsX>(RACK, (x) => x);

const CHOICES: Omit<ChoiceGame<MrMrsX>, 'rerack' | 'done'> = {
  choiceRule: (about, ctx, ev) =>
    about === 'illegal-break' ? 'mr-and-mrs/7' : about === 'deflected-break' ? '3.9' : kitchenRule(ctx, ev.by),
  own: applyKitchenSpot,
  // mr-and-mrs/8.5, 8.6: a ball in the kitchen may be spotted
  afterChoice: (next, d, about) =>
    about === 'kitchen-spot'
      ? next
      : withKitchenSpot(next, kitchenSpotFor(next, next.turn), d, kitchenRule(next, next.turn)),
};

const NOVICE_SHOOTING = guardedState<MrMrsX>('noviceShooting', 'isNoviceShooting', (c) => c.x.novice.includes(c.turn));

/** A new game: points from zero, everyone back in; the winner breaks unless `breakOrder` says otherwise (3.36). */
const newRack = rerackWith<MrMrsX>(RACK, (x) => ({ ...x, out: [], lastPockets: [] }));

export const MR_AND_MRS = kitGame<MrMrsX>({
  id: 'mr-and-mrs',
  judge: { init: initMrMrs, shot: judgeMrMrsShot, done },
  rerack: doRerack,
  choices: CHOICES,
  // mr-and-mrs/8.4: the warning is given per player
  announce: { own: warningPerPlayer(FOULS) },
  newGame: { rerack: newRack, fresh: { score: 'players', fouls: 'players' } },
  playStates: [NOVICE_SHOOTING, BALL_IN_HAND_KITCHEN, IN_PLAY],
  fouls: FOULS,
});

/** The Mr. & Mrs. machine's states: the kit's flow plus a weaker player at the table (mr-and-mrs/8.3, 8.6) and ball in hand in the kitchen (11, 8.5). */
export type MrAndMrsState = CommonState | 'noviceShooting' | 'ballInHandKitchen' | 'inPlay';
