/** Card Ball: the ruling on one shot (7-13), built from the general rules of the kit. */
import { ownFoulRules } from '../common/assess.ts';
import { finish } from '../common/draft.ts';
import type { ShotResolved } from '../common/events.ts';
import { cueBallAfterFoul, type Draft, endGame } from '../common/flow.ts';
import { keyed, withKey } from '../common/keyed.ts';
import { nextInOrder } from '../common/players.ts';
import { goOn, handOver, judgeShot, type ShotGame, spotBack, type Turn } from '../common/template.ts';
import type { PlayerId } from '../common/types.ts';
import { deflectedBreakChoice, isOpenBreak } from '../recreational/shared.ts';
import { ballsNotHeld, breakTie, type CardContext, type CardX, drawCards, liveCards, penaltyCards } from './rules.ts';

/** The ruling carries every player's cards (contract: `hands`, each ascending). */
export function done(ctx: CardContext, d: Draft): CardContext {
  const ruling = finish(ctx, d);
  if (ctx.x.known) ruling.hands = keyed(ctx.players.map((p) => [p, [...(ctx.x.hands[p] ?? [])]]));
  return { ...ctx, ruling };
}

export const nextCardPlayer = (ctx: CardContext, p: PlayerId): PlayerId =>
  nextInOrder(ctx.players, p, (q) => ctx.x.out.includes(q));

/** 5, 8: every player discards the cards whose balls have left the table. */
export function discardDead(ctx: CardContext, d: Draft): CardContext {
  const hands: Record<PlayerId, number[]> = keyed();
  for (const p of ctx.players) {
    const h = ctx.x.hands[p] ?? [];
    const live = liveCards(h, ctx.onTable);
    if (live.length < h.length) d.say('card-ball.discard', { player: p, cards: h.filter((c) => !live.includes(c)) });
    hands[p] = live;
  }
  return { ...ctx, x: { ...ctx.x, hands } };
}

/** 5, 8: who has run out of cards: the shooter first; else one player; else a tie broken by drawing cards. */
export function decideWinner(ctx: CardContext, shooter: PlayerId, d: Draft): CardContext {
  if (!ctx.x.known) return ctx;
  const empty = ctx.players.filter((p) => !ctx.x.out.includes(p) && (ctx.x.hands[p] ?? []).length === 0);
  if (empty.length === 0) return ctx;
  d.cite('card-ball/5');
  if (empty.includes(shooter)) {
    d.say('card-ball.outOfCards', { player: shooter });
    if (empty.length > 1) d.cite('card-ball/8').say('card-ball.shooterFirst');
    d.say('win', { side: shooter });
    return endGame(ctx, { winner: shooter, reason: 'out-of-cards' });
  }
  if (empty.length === 1) {
    const winner = empty[0] as PlayerId;
    d.say('card-ball.outOfCards', { player: winner }).say('win', { side: winner });
    return endGame(ctx, { winner, reason: 'out-of-cards' });
  }
  // in the order of play after the shooter
  const order: PlayerId[] = [];
  for (
    let p = nextInOrder(ctx.players, shooter, () => false);
    order.length < ctx.players.length;
    p = nextInOrder(ctx.players, p, () => false)
  )
    order.push(p);
  const tied = order.filter((p) => empty.includes(p));
  const tie = breakTie(tied, ctx.x.deck);
  d.cite('card-ball/8').say('card-ball.tie', { cards: tie.drawn });
  const next = { ...ctx, x: { ...ctx.x, deck: tie.deck } };
  if (tie.winner === null) {
    d.say('card-ball.tieUnbroken');
    return endGame(next, { winner: null, draw: true, reason: 'tie-unbroken' });
  }
  d.say('win', { side: tie.winner });
  return endGame(next, { winner: tie.winner, reason: 'out-of-cards' });
}

/** 10.2: the balls pocketed whose cards the shooter does not hold (known hands only). */
const notHeldOf = (t: Pick<Turn<CardX>, 'ctx0' | 'facts' | 'a'>): ReturnType<typeof ballsNotHeld> =>
  t.ctx0.x.known ? ballsNotHeld(t.facts.pocketed, t.ctx0.x.hands[t.a.shooter] ?? []) : [];

/** 10: one penalty per inning, the most severe: two cards for a ball not held, else one. */
function foul(t: Turn<CardX>): CardContext {
  const { d, a, incoming } = t;
  const shooter = a.shooter;
  let ctx = t.base;
  const n = penaltyCards(true, notHeldOf(t).length);
  d.cite('card-ball/10', n === 2 ? 'card-ball/10.2' : 'card-ball/10.1');
  if (!ctx.x.known) d.say('card-ball.cardsUnknown', { n });
  const drawn = drawCards(ctx.x.deck, ctx.x.known ? n : 0, ctx.onTable);
  if (drawn.aside.length > 0) d.say('card-ball.setAside', { cards: drawn.aside });
  if (drawn.kept.length > 0) d.say('card-ball.draw', { player: shooter, n: drawn.kept.length, cards: drawn.kept });
  if (ctx.x.known && drawn.kept.length < n) d.say('card-ball.deckEmpty');
  const hand = [...(ctx.x.hands[shooter] ?? []), ...drawn.kept].sort((x, y) => x - y);
  ctx = { ...ctx, x: { ...ctx.x, deck: drawn.deck, hands: withKey(ctx.x.hands, shooter, hand) } };
  const over = decideWinner(ctx, shooter, d);
  if (over.phase === 'over') return over;
  const cueBall = cueBallAfterFoul(a, 'in-place', 'in-hand-kitchen');
  if (cueBall === 'in-hand-kitchen') d.cite('card-ball/13', '3.39');
  if (a.deflectedBreak && t.isBreak) {
    const next = deflectedBreakChoice({ ...ctx, turn: incoming }, incoming, shooter, d);
    d.say('options', { player: incoming, options: ['kitchen', 'pass'] });
    return next;
  }
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

export const CARD_SHOT: ShotGame<CardX> = {
  // 9: any ball first; 10, 13: the penalties
  shotRules: (_ctx, isBreak) => ({
    isLegalTarget: () => true,
    penaltyRules: ['card-ball/10', 'card-ball/10.1'],
    foulRules: ownFoulRules('card-ball/9', 'card-ball/13', isBreak),
  }),
  // 7: an open break; 10.2: a ball pocketed whose card the shooter does not hold, judged before the serious penalties
  before: (s) => {
    const { d, facts, isBreak } = s;
    d.cite('card-ball/9');
    if (isBreak) {
      d.cite('card-ball/7');
      if (!isOpenBreak(facts)) d.foul('illegal-break', 'card-ball/7', 'card-ball/10.1').say('card-ball.illegalBreak');
    }
    const notHeld = notHeldOf(s);
    if (notHeld.length > 0)
      d.foul('card-ball/ball-not-held', 'card-ball/10.2').say('card-ball.notHeld', { balls: notHeld });
    if (facts.offTable.length > 0) d.cite('card-ball/11');
    return undefined;
  },
  incoming: (ctx, a) => (a.outOfTurn ? a.due : nextCardPlayer(ctx, a.shooter)),
  // 12: jumped balls are spotted on the long string, ascending from the foot spot; pocketed balls stay down (3.17)
  table: ({ d, facts, base }) => {
    let ctx = base;
    if (facts.offTable.length > 0) {
      d.cite('card-ball/12');
      ctx = {
        ...ctx,
        ...spotBack(
          d,
          [...facts.offTable].sort((x, y) => x - y),
          ctx,
        ),
      };
    }
    if (d.isFoul && facts.pocketed.length > 0) d.cite('3.17').say('card-ball.stayDown');
    return discardDead(ctx, d);
  },
  foul,
  legal,
  done,
};

export const judgeCardShot = (ctx: CardContext, ev: ShotResolved): CardContext => judgeShot(CARD_SHOT, ctx, ev);
