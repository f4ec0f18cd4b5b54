/**
 * Eight-ball as a game of the kit: setup, choices (4.5, 4.7, 4.8, 3.9), announcements (4.21
 * stalemate) and new racks (4.4), plus the play states of its machine.
 */

import { add } from '../common/balls.ts';
import { nextBreaker } from '../common/context.ts';
import type { PlayerAnnounce, PlayerChoose, RackNew } from '../common/events.ts';
import {
  applyCommonAnnouncement,
  applyGeneralChoice,
  Draft,
  rerack,
  sayNext,
  sayUnrestorable,
} from '../common/flow.ts';
import { keyedFrom } from '../common/keyed.ts';
import { type CommonState, EDITION_ANNOUNCEMENTS, FULL_RACK_GAME, type GameRules } from '../common/kit.ts';
import { FULL_RACK, openingContext } from '../common/opening.ts';
import { spotInto } from '../common/placing.ts';
import { citesFor, type OverrideKey } from '../common/policy.ts';
import type { PlayerId, RefereeDoc } from '../common/types.ts';
import { done, judgeEightShot } from './judge.ts';
import { type EightContext, type EightX, isShootingTheEight, isTableOpen } from './rules.ts';

const reset = (): EightX => ({ groups: null });

export function initEight(doc: RefereeDoc): EightContext {
  const groups = doc.setup?.groups ? keyedFrom(doc.setup.groups) : null;
  return openingContext<EightX>(doc, FULL_RACK, { groups }, false);
}

const doRerack = (ctx: EightContext, breaker: PlayerId, d: Draft) => rerack(ctx, breaker, FULL_RACK, d, reset);

function chooseEight(ctx: EightContext, ev: PlayerChoose): EightContext {
  const d = new Draft(ev.step);
  const p = ctx.pending;
  const at = (k: OverrideKey, rule: string) => d.cite(...citesFor(ctx.policy, k, [rule]));
  if (p?.about === 'eight-on-break')
    at(p.cueBallIfAccepted === 'in-place' ? 'eightOnBreak' : 'eightOnBreakFoul', '4.8');
  else if (p?.about === 'illegal-break') at('eightIllegalBreak', '4.5');
  else if (p?.about === 'break-jumped') d.cite('4.7');
  else if (p?.about === 'deflected-break') d.cite('3.9');
  const general = applyGeneralChoice(ctx, ev, d, (c, b) => doRerack(c, b, d));
  if (general) return done(general, d);
  if (!p) return done(ctx, d);
  if (ev.option === 'rerack') {
    d.say('choice.rerack', { player: p.chooser });
    return done(doRerack(ctx, p.chooser, d), d);
  }
  // spot-eight (4.8): the 8 goes back on the foot spot (3.32) and the chooser plays
  d.say('choice.spotEight');
  const positions = spotInto(d, [8], ctx.positions, ctx.table);
  const next: EightContext = {
    ...ctx,
    onTable: add(ctx.onTable, 8),
    positions,
    pending: null,
    phase: 'play',
    turn: p.chooser,
    cueBall: p.cueBallIfAccepted,
  };
  sayNext(d, p.chooser, p.cueBallIfAccepted);
  return done(next, d);
}

function announceEight(ctx: EightContext, ev: PlayerAnnounce): EightContext {
  const d = new Draft(ev.step);
  const common = applyCommonAnnouncement(ctx, ev, d);
  if (common) return done(common, d);
  if (ev.what === 'unrestorable') {
    sayUnrestorable(d, ctx, 'eightStalemate');
    return done(doRerack(ctx, ctx.breaker, d), d);
  }
  // 4.21 stalemate: re-rack, the player who broke this rack breaks again
  // (wpa-current 1.12, difference 23: the same procedure)
  d.cite(...citesFor(ctx.policy, 'eightStalemate', ['4.21'])).say('announce.stalemate', { player: ctx.breaker });
  return done(doRerack(ctx, ctx.breaker, d), d);
}

function newRackEight(ctx: EightContext, ev: RackNew): EightContext {
  const d = new Draft(ev.step);
  const breaker = nextBreaker(ctx, ev.breaker);
  d.cite('4.4', '3.36').say('newRack', { player: breaker });
  const next = doRerack(ctx, breaker, d);
  d.rerack = true;
  return done(next, d);
}

export const EIGHT_BALL: GameRules<EightX> = {
  id: 'eight-ball',
  ...FULL_RACK_GAME,
  announcements: EDITION_ANNOUNCEMENTS,
  init: initEight,
  shot: judgeEightShot,
  choose: chooseEight,
  announce: announceEight,
  newRack: newRackEight,
  playStates: [
    { state: 'openTable', guard: { name: 'isTableOpen', test: isTableOpen } },
    {
      state: 'onTheEight',
      guard: { name: 'isShootingTheEight', test: (c) => isShootingTheEight(c, c.sideOf[c.turn] ?? c.turn) },
    },
    { state: 'groupsChosen' },
  ],
};

/** The eight-ball machine's states: the kit's flow plus open table (4.9), groups chosen (4.10) and shooting the 8 (4.19). */
export type EightBallState = CommonState | 'openTable' | 'onTheEight' | 'groupsChosen';
