/** Cutthroat as a game of the kit: groups by order of play (5), the break choice (8), the kitchen option (9.4), later games (9.5). */
import type { PlayerAnnounce, RackNew } from '../common/events.ts';
import { Draft, endGame, rerack } from '../common/flow.ts';
import { kitGame } from '../common/game.ts';
import { BALL_IN_HAND_KITCHEN, type CommonState, IN_PLAY } from '../common/kit.ts';
import { FULL_RACK, openingContext } from '../common/opening.ts';
import { nextStillIn } from '../common/players.ts';
import { choiceRules, rerackWith } from '../common/template.ts';
import type { PlayerId, RefereeDoc } from '../common/types.ts';
import { applyKitchenSpot } from '../recreational/shared.ts';
import { done, judgeCutShot } from './judge.ts';
import { assignGroups, type CutContext, type CutX, checkPlayers, hasBallsLeft, nextGameOrder } from './rules.ts';

function initCut(doc: RefereeDoc): CutContext {
  checkPlayers(doc);
  const ctx = openingContext<CutX>(doc, FULL_RACK, { groups: assignGroups(doc.players), out: [], wentOut: [] }, false);
  // in a set-up position, players with no ball left are out
  const out = doc.players.filter((p) => !hasBallsLeft(ctx, p, ctx.onTable));
  return { ...ctx, x: { ...ctx.x, out, wentOut: [...out] } };
}

/** 1.14 with several players: the player leaves the game (his balls stay on the table as obstacles); the last one left wins. */
function concede(ctx: CutContext, ev: PlayerAnnounce, d: Draft): CutContext | null {
  if (ev.what !== 'concede') return null;
  d.cite('1.14').say('announce.concede', { player: ev.by });
  const out = [...ctx.x.out, ev.by];
  const left = ctx.players.filter((p) => !out.includes(p));
  const next: CutContext = { ...ctx, pending: null, x: { ...ctx.x, out, wentOut: [...ctx.x.wentOut, ev.by] } };
  if (left.length === 1) return endGame(next, { winner: left[0] as PlayerId, loser: ev.by, reason: 'concession' });
  return ctx.turn === ev.by ? { ...next, turn: nextStillIn(next, ev.by) } : next;
}

/** 9.5: the next game: first out breaks, the winner shoots last; the groups follow the new order (5). */
function newGameCut(ctx: CutContext, ev: RackNew): CutContext {
  const d = new Draft(ev.step);
  let order = nextGameOrder(ctx.players, ctx.x.wentOut, ctx.result?.winner ?? null);
  if (ev.breaker !== undefined) {
    const i = order.indexOf(ev.breaker);
    order = [...order.slice(i), ...order.slice(0, i)];
  }
  const breaker = order[0] as PlayerId;
  d.cite('cutthroat/9.5', 'cutthroat/5').say('cutthroat.order', { players: order }).say('newRack', { player: breaker });
  const groups = assignGroups(order);
  return done(
    rerack({ ...ctx, players: order }, breaker, FULL_RACK, d, () => ({ groups, out: [], wentOut: [] })),
    d,
  );
}

export const CUTTHROAT = kitGame<CutX>({
  id: 'cutthroat',
  announcements: ['concede', 'protest'],
  judge: { init: initCut, shot: judgeCutShot, done },
  rerack: rerackWith(FULL_RACK, (x) => ({ ...x, out: [], wentOut: [] })),
  choices: {
    choiceRule: choiceRules({ 'kitchen-spot': 'cutthroat/9.4', 'deflected-break': '3.9' }, 'cutthroat/8'),
    own: applyKitchenSpot,
  },
  // the protest (2.26) as in every game
  announce: { own: concede },
  newGame: newGameCut,
  playStates: [BALL_IN_HAND_KITCHEN, IN_PLAY],
});

/** The Cutthroat machine's states: the kit's flow plus the cue ball in hand behind the head string (12, 9.4); a concession takes only the player out, the last one left wins (1.14). */
export type CutthroatState = CommonState | 'ballInHandKitchen' | 'inPlay';
