/** Card Ball as a game of the kit: hands and deck (options), the 3.9 choice, concessions. */
import { fromList } from '../common/balls.ts';
import { baseContext } from '../common/context.ts';
import type { PlayerAnnounce, RackNew } from '../common/events.ts';
import { applyCommonAnnouncement, Draft, endGame } from '../common/flow.ts';
import { kitGame } from '../common/game.ts';
import { BALL_IN_HAND_KITCHEN, IN_PLAY } from '../common/kit.ts';
import type { PlayerId, RefereeDoc } from '../common/types.ts';
import { requireSides } from '../recreational/shared.ts';
import { descriptor } from './descriptor.ts';
import { discardDead, done, judgeCardShot, nextCardPlayer } from './judge.ts';
import { type CardContext, type CardX, FULL_RACK, readCards } from './rules.ts';

export function initCard(doc: RefereeDoc): CardContext {
  requireSides(doc, descriptor.players, 'card-ball/2');
  const { hands, deck, known } = readCards(doc);
  const onTable = doc.setup?.onTable ? fromList(doc.setup.onTable) : FULL_RACK;
  const ctx = baseContext<CardX>(doc, onTable, { hands, deck, out: [], known }, false);
  // cards whose balls are already off the table in a set-up position are of no use (5)
  return discardDead(ctx, new Draft(-1));
}

export function announceCard(ctx: CardContext, ev: PlayerAnnounce): CardContext {
  const d = new Draft(ev.step);
  if (ev.what === 'concede') {
    // 1.14 with several players: the player leaves the game; the last one left wins
    d.cite('1.14').say('card-ball.concede', { player: ev.by });
    const out = [...ctx.x.out, ev.by];
    const left = ctx.players.filter((p) => !out.includes(p));
    const next: CardContext = { ...ctx, pending: null, x: { ...ctx.x, out } };
    if (left.length === 1) {
      const winner = left[0] as PlayerId;
      d.say('win', { side: winner });
      return done(endGame(next, { winner, loser: ev.by, reason: 'concession' }), d);
    }
    return done(ctx.turn === ev.by ? { ...next, turn: nextCardPlayer(next, ev.by) } : next, d);
  }
  return done(applyCommonAnnouncement(ctx, ev, d) ?? ctx, d);
}

export function newRackCard(ctx: CardContext, ev: RackNew): CardContext {
  // not reachable: a new game needs a new deal, which the log cannot give (no newRack step in card-ball)
  return done(ctx, new Draft(ev.step));
}

export const CARD_BALL = kitGame<CardX>({
  id: 'card-ball',
  announcements: ['concede', 'protest'],
  judge: { init: initCard, shot: judgeCardShot, done },
  // no re-rack in card-ball: a rack is dealt with its cards
  rerack: (c) => c,
  choices: { choiceRule: () => '3.9', alwaysSayNext: true },
  announce: announceCard,
  newGame: newRackCard,
  playStates: [BALL_IN_HAND_KITCHEN, IN_PLAY],
});
