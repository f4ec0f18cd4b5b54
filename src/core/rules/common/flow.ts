/**
 * Flow pieces every game shares: who comes to the table, game over, re-racking, the general
 * options (accept, pass, kitchen, re-rack), announcements (1.14 concession, 2.16 warning,
 * 2.26 protest, stalemate) and the match warnings of 3.9 and 3.29.
 */

import type { Assessment } from './assess.ts';
import type { BallSet } from './balls.ts';
import { applyWarning, type ConsecutiveFouls } from './consecutive-fouls.ts';
import { type GameContext, nextPlayer, otherSide, sideOf } from './context.ts';
import { Draft } from './draft.ts';
import type { PlayerAnnounce, PlayerChoose } from './events.ts';
import { keyedFrom } from './keyed.ts';
import { citesFor, follow, type OverrideKey } from './policy.ts';
import type { LossCause, SayCode } from './says.ts';
import type { CueBallState, GameResult, PlayerId, SideId } from './types.ts';

/** The player who comes to the table after the shot: the next in order, or the one whose turn was taken (3.41). */
export const incomingPlayer = (ctx: GameContext, a: Assessment): PlayerId =>
  a.outOfTurn ? a.due : nextPlayer(ctx, a.shooter);

export function endGame<X>(ctx: GameContext<X>, result: GameResult): GameContext<X> {
  return { ...ctx, phase: 'over', result, pending: null };
}

/** `loserSide` loses the game (or, with `match`, the match): the other side wins. */
export function loseGame<X>(ctx: GameContext<X>, loserSide: SideId, reason: string, match = false): GameContext<X> {
  return endGame(ctx, { winner: otherSide(ctx, loserSide), loser: loserSide, reason, ...(match ? { match } : {}) });
}

/** Racks the balls again: the named player breaks from the kitchen. */
export function rerack<X>(
  ctx: GameContext<X>,
  breaker: PlayerId,
  rack: BallSet,
  d: Draft,
  reset: (x: X) => X,
): GameContext<X> {
  d.rerack = true;
  return {
    ...ctx,
    phase: 'break',
    onTable: rack,
    positions: {},
    cueBall: 'in-hand-kitchen',
    pending: null,
    turn: breaker,
    breaker,
    result: null,
    x: reset(ctx.x),
  };
}

/**
 * Serious non-ball fouls (2.9, 2.22, 1.10: loss of the game) and the 3.29 / 3.9 match warnings.
 * Returns the context with the strikes counted, and `ended` when the game (or match) is lost.
 */
export function seriousPenalty<X>(
  ctx: GameContext<X>,
  a: Assessment,
  d: Draft,
  isBreak: boolean,
  seriousLosesGame = true,
  seriousRule?: string,
): { ctx: GameContext<X>; ended: boolean } {
  const side = sideOf(ctx, a.shooter);
  if (a.conduct === 'loss-of-game' || a.conduct === 'loss-of-match') {
    // 2.28 (wpa-current 6.17): the referee's penalty for unsportsmanlike conduct, in every game (14.1 included)
    const match = a.conduct === 'loss-of-match';
    d.cite(...citesFor(ctx.policy, 'unsportsmanlikeConduct', ['2.28']));
    d.say(match ? 'lossMatch' : 'loss', { side, reason: 'unsportsmanlike' });
    return { ctx: loseGame(ctx, side, 'unsportsmanlike', match), ended: true };
  }
  const serious = a.serious[0];
  if (serious && seriousLosesGame) {
    // the serious kinds (nonball.ts) are causes of a loss
    const reason = serious.kind as Extract<LossCause, typeof serious.kind>;
    d.say('loss', { side, reason });
    return { ctx: loseGame(ctx, side, serious.kind), ended: true };
  }
  if (a.conduct === 'serious') {
    // wpa-current 6.17 (difference 20): conduct the log gives no penalty for takes the usual one, that of a
    // serious foul: the loss of the rack where serious fouls lose it (3.8, 2.8); 14.1 rules its own (4.11)
    if (!seriousLosesGame) return { ctx, ended: false };
    if (a.intentionalCueTouch || a.deliberate) d.say('edition.unsportsmanlike');
    d.decide(...citesFor(ctx.policy, 'conductDefault', []), ...(seriousRule ? [seriousRule] : [])).say(
      'edition.conductSerious',
    );
    d.say('loss', { side, reason: 'unsportsmanlike' });
    return { ctx: loseGame(ctx, side, 'unsportsmanlike'), ended: true };
  }
  const strikes = keyedFrom(ctx.strikes);
  const mine = { ...(strikes[a.shooter] ?? { intentional: 0, deflected: 0 }) };
  // wpa-current (difference 19): no match warning; unsportsmanlike conduct (its penalty ruled above)
  if (a.intentionalCueTouch && ctx.policy.intentionalCueTouch === 'conduct')
    follow(d.say('edition.unsportsmanlike'), ctx.policy, 'intentionalFoulStrikes');
  else if (a.intentionalCueTouch) {
    mine.intentional += 1;
    d.cite('3.29');
    if (mine.intentional >= 2) {
      d.say('lossMatch', { side, reason: 'second-intentional-foul' });
      return { ctx: loseGame(ctx, side, 'second-intentional-foul', true), ended: true };
    }
    d.warn('intentional-foul').say('warn.intentional', { player: a.shooter });
  }
  if (a.deflectedBreak && isBreak) {
    mine.deflected += 1;
    if (mine.deflected >= 2) {
      d.say('lossMatch', { side, reason: 'second-deflected-break' });
      return { ctx: loseGame(ctx, side, 'second-deflected-break', true), ended: true };
    }
    d.warn('deflected-break').say('warn.deflected', { player: a.shooter });
  }
  strikes[a.shooter] = mine;
  return { ctx: { ...ctx, strikes }, ended: false };
}

/**
 * accept / pass / kitchen / rerack-self / rerack-opponent (4.5, 4.7, 5.6, 6.6, 6.12, 3.9).
 * Returns null for an option the game resolves itself.
 */
export function applyGeneralChoice<X>(
  ctx: GameContext<X>,
  ev: PlayerChoose,
  d: Draft,
  doRerack: (ctx: GameContext<X>, breaker: PlayerId) => GameContext<X>,
): GameContext<X> | null {
  const p = ctx.pending;
  if (!p) return null;
  const base = { ...ctx, pending: null, phase: ctx.phase === 'break' ? ('play' as const) : ctx.phase };
  switch (ev.option) {
    case 'accept':
      d.say('choice.accept', { player: p.chooser });
      return { ...base, turn: p.chooser, cueBall: p.cueBallIfAccepted };
    case 'pass':
      d.say('choice.pass', { player: p.chooser, other: p.offender });
      return { ...base, turn: p.offender, cueBall: p.cueBallIfAccepted };
    case 'kitchen':
      d.say('choice.kitchen', { player: p.chooser });
      return { ...base, turn: p.chooser, cueBall: 'in-hand-kitchen' };
    case 'rerack-self':
      d.say('choice.rerack', { player: p.chooser });
      return doRerack(ctx, p.chooser);
    case 'rerack-opponent':
      d.say('choice.rerack', { player: p.offender });
      return doRerack(ctx, p.offender);
    default:
      return null;
  }
}

/** 1.14 concession, 2.16 warning (with the game's three-foul rule `fouls`), 2.26 protest; returns null for what the game decides. */
export function applyCommonAnnouncement<X>(
  ctx: GameContext<X>,
  ev: PlayerAnnounce,
  d: Draft,
  fouls?: ConsecutiveFouls,
): GameContext<X> | null {
  switch (ev.what) {
    case 'concede': {
      const side = sideOf(ctx, ev.by);
      d.cite('1.14').say('announce.concede', { player: ev.by });
      return loseGame(ctx, side, 'concession', true);
    }
    case 'protest':
      d.cite('2.26').say('announce.protest');
      return { ...ctx };
    case 'warning':
      return applyWarning(ctx, ev.by, d, fouls);
    default:
      return null;
  }
}

/**
 * The announcement `unrestorable` (3.35, referee 2.18): balls moved by outside interference cannot be
 * put back. 1999: the game is replayed and the player who broke it breaks again; wpa-current 1.9
 * (difference 22): the game's stalemate procedure, `stalemate` its override (in eight- and nine-ball
 * the same re-rack for the same breaker). Said here; the game re-racks.
 */
export function sayUnrestorable(d: Draft, ctx: GameContext, stalemate: OverrideKey): void {
  d.say('unrestorable');
  if (ctx.policy.unrestorable === 'replay-game') {
    d.cite('3.35', '2.18').say('replayGame', { player: ctx.breaker });
    return;
  }
  follow(d.say('edition.unrestorable'), ctx.policy, 'unrestorableReplaysGame');
  follow(d.say('announce.stalemate', { player: ctx.breaker }), ctx.policy, stalemate);
}

/** The clause that says how the next player plays the cue ball. */
const NEXT_SAYS = {
  'in-place': 'next.inPlace',
  'in-hand': 'next.inHand',
  'in-hand-kitchen': 'next.kitchen',
  'head-spot': 'next.headSpot',
  'centre-spot': 'next.centreSpot',
} as const satisfies Record<CueBallState, SayCode>;

/** The next player's situation, said in words. */
export function sayNext(d: Draft, player: PlayerId, cueBall: CueBallState): void {
  d.say(NEXT_SAYS[cueBall], { player });
}

export { Draft };

/** `player` is next to shoot with `cueBall` (in place, in hand, in hand behind the head string ...), said in words. */
export function toTable<X>(d: Draft, ctx: GameContext<X>, player: PlayerId, cueBall: CueBallState): GameContext<X> {
  sayNext(d, player, cueBall);
  return { ...ctx, turn: player, cueBall };
}

/** `winner` wins the game for the game's own `reason` (its result names no loser), said in words. */
export function winGame<X>(d: Draft, ctx: GameContext<X>, winner: SideId, reason: string): GameContext<X> {
  d.say('win', { side: winner });
  return endGame(ctx, { winner, reason });
}
