/** Card Ball: the ruling on one shot (7-13), built from the general rules of the kit. */
import { anyBallFirst } from '../common/assess.ts';
import { has } from '../common/balls.ts';
import { finish } from '../common/draft.ts';
import type { ShotResolved } from '../common/events.ts';
import { type Draft, endGame, winGame } from '../common/flow.ts';
import { kitchenAfterScratch } from '../common/head-string.ts';
import { keyed, withKey } from '../common/keyed.ts';
import {
  goOn,
  handOver,
  incomingStillIn,
  judgeShot,
  type ShotGame,
  spotJumped,
  type Turn,
} from '../common/template.ts';
import type { PlayerId } from '../common/types.ts';
import { deflectedBreakChoice, illegalBreak } from '../recreational/shared.ts';
import { ballsNotHeld, breakTie, type CardContext, type CardX, drawCards, liveCards, penaltyCards } from './rules.ts';
import type {} from './says.ts'; // the game's own clauses, added to the kit's codes

/** The ruling carries every player's cards (contract: `hands`, each ascending). */
export function done(ctx: CardContext, d: Draft): CardContext {
  const ruling = finish(ctx, d);
  if (ctx.x.known) ruling.hands = keyed(ctx.players.map((p) => [p, [...(ctx.x.hands[p] ?? [])]]));
  return { ...ctx, ruling };
}

/** 5, 8: every player discards the cards whose balls have left the table. */
export function discardDead(ctx: CardContext, d: Draft): CardContext {
  for (const p of ctx.players) {
    const dead = (ctx.x.hands[p] ?? []).filter((c) => !has(ctx.onTable, c));
    if (dead.length > 0) d.say('card-ball.discard', { player: p, cards: dead });
  }
  const hands = keyed(ctx.players.map((p) => [p, liveCards(ctx.x.hands[p] ?? [], ctx.onTable)]));
  return { ...ctx, x: { ...ctx.x, hands } };
}

/** 5, 8: who has run out of cards: the shooter first; else one player; else a tie broken by drawing cards. */
function decideWinner(ctx: CardContext, shooter: PlayerId, d: Draft): CardContext {
  if (!ctx.x.known) return ctx;
  const empty = ctx.players.filter((p) => !ctx.x.out.includes(p) && (ctx.x.hands[p] ?? []).length === 0);
  if (empty.length === 0) return ctx;
  d.decide('card-ball/5');
  // the shooter first (8), else the one player out of cards
  const single = empty.includes(shooter) ? shooter : empty.length === 1 ? empty[0] : undefined;
  if (single !== undefined) {
    d.say('card-ball.outOfCards', { player: single });
    if (empty.length > 1) d.cite('card-ball/8').say('card-ball.shooterFirst');
    return winGame(d, ctx, single, 'out-of-cards');
  }
  // in the order of play after the shooter
  const i = ctx.players.indexOf(shooter);
  const tied = [...ctx.players.slice(i + 1), ...ctx.players.slice(0, i + 1)].filter((p) => empty.includes(p));
  const tie = breakTie(tied, ctx.x.deck);
  d.cite('card-ball/8').say('card-ball.tie', { cards: tie.drawn });
  const next = { ...ctx, x: { ...ctx.x, deck: tie.deck } };
  if (tie.winner === null) {
    d.say('card-ball.tieUnbroken');
    return endGame(next, { winner: null, draw: true, reason: 'tie-unbroken' });
  }
  return winGame(d, next, tie.winner, 'out-of-cards');
}

/** 10.2: the balls pocketed whose cards the shooter does not hold (known hands only). */
const notHeldOf = (t: Pick<Turn<CardX>, 'ctx0' | 'facts' | 'a'>): ReturnType<typeof ballsNotHeld> =>
  t.ctx0.x.known ? ballsNotHeld(t.facts.pocketed, t.ctx0.x.hands[t.a.shooter] ?? []) : [];

/** 10: one penalty per inning, the most severe: two cards for a ball not held, else one. */
function foul(t: Turn<CardX>): CardContext {
  const { d, a, incoming, base } = t;
  const n = penaltyCards(true, notHeldOf(t).length);
  d.cite('card-ball/10', n === 2 ? 'card-ball/10.2' : 'card-ball/10.1');
  if (!base.x.known) d.say('card-ball.cardsUnknown', { n });
  const drawn = drawCards(base.x.deck, base.x.known ? n : 0, base.onTable);
  if (drawn.aside.length > 0) d.say('card-ball.setAside', { cards: drawn.aside });
  if (drawn.kept.length > 0) d.say('card-ball.draw', { player: a.shooter, n: drawn.kept.length, cards: drawn.kept });
  if (base.x.known && drawn.kept.length < n) d.say('card-ball.deckEmpty');
  const hand = [...(base.x.hands[a.shooter] ?? []), ...drawn.kept].sort((x, y) => x - y);
  const ctx = { ...base, x: { ...base.x, deck: drawn.deck, hands: withKey(base.x.hands, a.shooter, hand) } };
  const over = decideWinner(ctx, a.shooter, d);
  if (over.phase === 'over') return over;
  const cueBall = kitchenAfterScratch(a, d, ['card-ball/13', '3.39']);
  // 3.9 (deflected.options states the choice: the generic list of options is not said)
  if (a.deflectedBreak && t.isBreak) return deflectedBreakChoice(ctx, incoming, a.shooter, d);
  return handOver(t, ctx, cueBall);
}

/** 8: a ball pocketed continues the inning; the game may be decided. */
function legal(t: Turn<CardX>): CardContext {
  const over = decideWinner(t.base, t.a.shooter, t.d);
  if (over.phase === 'over') return over;
  if (t.facts.pocketed.length > 0) return goOn(t, t.base, 'card-ball/8');
  t.d.cite('card-ball/8').say('next.miss', { player: t.incoming });
  return { ...t.base, turn: t.incoming, cueBall: 'in-place' };
}

const CARD_SHOT: ShotGame<CardX> = {
  // 9: any ball first; 10, 13: the penalties
  shotRules: anyBallFirst('card-ball/9', 'card-ball/13', ['card-ball/10', 'card-ball/10.1'], 'card-ball/11'),
  // 7: an open break; 10.2: a ball pocketed whose card the shooter does not hold, judged before the serious penalties
  before: (s) => {
    const { d, facts, isBreak } = s;
    d.cite('card-ball/9');
    if (isBreak) illegalBreak(d, facts, 'card-ball/7', 'card-ball/10.1')?.say('card-ball.illegalBreak');
    const notHeld = notHeldOf(s);
    if (notHeld.length > 0)
      d.foul('card-ball/ball-not-held', 'card-ball/10.2').say('card-ball.notHeld', { balls: notHeld });
    if (facts.offTable.length > 0) d.cite('card-ball/11');
  },
  incoming: incomingStillIn,
  // 12: jumped balls are spotted on the long string, ascending from the foot spot; pocketed balls stay down (3.17)
  table: ({ d, facts, base }) => {
    const spotted = spotJumped(d, facts.offTable, base, 'card-ball/12');
    if (d.isFoul && facts.pocketed.length > 0) d.cite('3.17').say('card-ball.stayDown');
    return discardDead(spotted, d);
  },
  foul,
  legal,
  done,
};

export const judgeCardShot = (ctx: CardContext, ev: ShotResolved): CardContext => judgeShot(CARD_SHOT, ctx, ev);
