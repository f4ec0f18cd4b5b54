/** Cribbage as a game of the kit: setup, the choices after a foul (13) or an illegal break (8), announcements, new games. */
import { range } from '../common/balls.ts';
import { kitGame } from '../common/game.ts';
import { BALL_IN_HAND_KITCHEN, type CommonState, guardedState, IN_PLAY } from '../common/kit.ts';
import { startContext } from '../common/opening.ts';
import { rerackWith } from '../common/template.ts';
import type { RefereeDoc } from '../common/types.ts';
import { kitchenSpotChoices } from '../recreational/shared.ts';
import { descriptor } from './descriptor.ts';
import { done, FOULS, judgeCribbageShot } from './judge.ts';
import type { CribbageContext, CribbageX } from './rules.ts';

const RACK = range(1, 15);

const initCribbage = (doc: RefereeDoc): CribbageContext =>
  startContext<CribbageX>(doc, descriptor.players, 'cribbage/2', RACK, { open: [] }, true);

const doRerack = rerackWith<CribbageX>(RACK, () => ({ open: [] }));

const CHOICES = kitchenSpotChoices<CribbageX>(
  'spot-nearest',
  { 'illegal-break': 'cribbage/8', 'kitchen-spot': 'cribbage/9.8', 'deflected-break': '3.9' },
  'cribbage/13',
  { rerack: doRerack, done },
);

const MATE_DUE = guardedState<CribbageX>('mateDue', 'isMateDue', (c) => c.x.open.length > 0);

export const CRIBBAGE = kitGame<CribbageX>({
  id: 'cribbage',
  judge: { init: initCribbage, shot: judgeCribbageShot, done },
  rerack: doRerack,
  choices: CHOICES,
  announce: { fouls: FOULS },
  // a new game of a match: cribbages start again at zero; the winner breaks unless `breakOrder` says otherwise (3.36)
  newGame: { fresh: { score: 'sides', fouls: 'sides' } },
  playStates: [MATE_DUE, BALL_IN_HAND_KITCHEN, IN_PLAY],
});

/** The Cribbage machine's states: the kit's flow plus a mate due on the next shot (cribbage/9.1) and ball in hand in the kitchen (12, 13). */
export type CribbageState = CommonState | 'mateDue' | 'ballInHandKitchen' | 'inPlay';
