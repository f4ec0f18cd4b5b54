/** Card Ball as a game of the kit: hands and deck (options), the 3.9 choice, concessions. */

import { Draft } from '../common/flow.ts';
import { kitGame } from '../common/game.ts';
import { BALL_IN_HAND_KITCHEN, type CommonState, IN_PLAY } from '../common/kit.ts';
import { FULL_RACK, startContext } from '../common/opening.ts';
import { leaveGame } from '../common/players.ts';
import { nothingToRule } from '../common/recording.ts';
import type { PlayerId, RefereeDoc } from '../common/types.ts';
import { descriptor } from './descriptor.ts';
import { discardDead, done, judgeCardShot } from './judge.ts';
import { type CardContext, type CardX, readCards } from './rules.ts';

function initCard(doc: RefereeDoc): CardContext {
  // the players are checked first (card-ball/2), then the cards dealt to them
  const ctx = startContext(doc, descriptor.players, 'card-ball/2', FULL_RACK, { out: [] as PlayerId[] }, false);
  const { hands, deck, known } = readCards(doc);
  // cards whose balls are already off the table in a set-up position are of no use (5)
  return discardDead({ ...ctx, x: { hands, deck, out: [], known } }, new Draft(-1));
}

export const CARD_BALL = kitGame<CardX>({
  id: 'card-ball',
  announcements: ['concede', 'protest'],
  judge: { init: initCard, shot: judgeCardShot, done },
  // no re-rack in card-ball: a rack is dealt with its cards
  rerack: (c) => c,
  choices: { choiceRule: () => '3.9', alwaysSayNext: true },
  announce: {
    // 1.14 with several players: the player leaves the game; the last one left wins
    own: (ctx, ev, d) =>
      ev.what === 'concede' ? leaveGame(ctx, ev.by, d.cite('1.14').say('card-ball.concede', { player: ev.by })) : null,
  },
  // not reachable: a new game needs a new deal, which the log cannot give (no newRack step in card-ball)
  newGame: nothingToRule(done),
  playStates: [BALL_IN_HAND_KITCHEN, IN_PLAY],
});

/** The Card Ball machine's states: the kit's flow plus the cue ball in hand behind the head string after a scratch (13); a concession takes only the player out, the last one left wins (1.14). */
export type CardBallState = CommonState | 'ballInHandKitchen' | 'inPlay';
