/** 14.1 continuous as a game of the kit: setup, choices (6.6, 6.7.5, 6.7.7, 6.12), announcements, new games. */

import { baseContext } from '../common/context.ts';
import type { PlayerAnnounce, PlayerChoose, RackNew } from '../common/events.ts';
import { applyCommonAnnouncement, applyGeneralChoice, Draft, sayNext } from '../common/flow.ts';
import { keyed, keyedFrom, zeroCounts } from '../common/keyed.ts';
import {
  BALL_IN_HAND_KITCHEN,
  type CommonState,
  EDITION_ANNOUNCEMENTS,
  FULL_RACK_GAME,
  type GameRules,
  IN_PLAY,
} from '../common/kit.ts';
import { FULL_RACK, rackOrSetup } from '../common/opening.ts';
import { spotInto } from '../common/placing.ts';
import { follow } from '../common/policy.ts';
import type { RefereeDoc } from '../common/types.ts';
import { done, judgeStraightShot, straightFouls } from './judge.ts';
import { applyRerack } from './rerack.ts';
import { type StraightContext, type StraightX, wasReracked } from './rules.ts';

function initStraight(doc: RefereeDoc): StraightContext {
  const onTable = rackOrSetup(doc, FULL_RACK);
  const sides = doc.teams ? doc.teams.map((_t, i) => `team-${i + 1}`) : doc.players;
  const x: StraightX = {
    nearRail: keyed(sides.map((s) => [s, null])),
    fouledLast: keyed(sides.map((s) => [s, false])),
    reracked: false,
  };
  return baseContext<StraightX>(doc, onTable, x, true);
}

function chooseStraight(ctx: StraightContext, ev: PlayerChoose): StraightContext {
  const d = new Draft(ev.step);
  const p = ctx.pending;
  const about = p?.about;
  d.cite(
    about === 'illegal-break'
      ? '6.6'
      : about === 'deliberate'
        ? '6.7.5'
        : about === 'third-foul'
          ? '6.12'
          : about === 'all-in-kitchen'
            ? '6.7.7'
            : '3.9',
  );
  if (p && ev.option === 'spot-nearest') {
    const ball = ev.ball ?? (p.candidates?.[0] as NonNullable<typeof ev.ball>);
    d.say('choice.spotNearest', { ball });
    const positions = spotInto(d, [ball], ctx.positions, ctx.table);
    const next: StraightContext = { ...ctx, positions, pending: null, turn: p.chooser, cueBall: 'in-hand-kitchen' };
    sayNext(d, p.chooser, 'in-hand-kitchen');
    return done(next, d);
  }
  const next = applyGeneralChoice(ctx, ev, d, (c, b) => applyRerack.full(c, b, d)) ?? ctx;
  if (next.phase !== 'break') sayNext(d, next.turn, next.cueBall);
  return done(next, d);
}

function announceStraight(ctx: StraightContext, ev: PlayerAnnounce): StraightContext {
  const d = new Draft(ev.step);
  const common = applyCommonAnnouncement(ctx, ev, d, straightFouls(ctx.policy));
  if (common) return done(common, d);
  if (ev.what === 'unrestorable') {
    // 3.35 for 14.1: a new rack after a lag, the score kept; wpa-current 1.9 sends it to the stalemate, 4.12
    d.say('unrestorable');
    if (ctx.policy.unrestorable === 'replay-game') {
      d.cite('3.35').say('straight.lagForBreak');
      return done(lagForBreak(ctx, d), d);
    }
    follow(d.say('edition.unrestorable'), ctx.policy, 'unrestorableReplaysGame');
    follow(d.say('straight.lagForBreak').say('edition.scoreKept'), ctx.policy, 'straightStalemateLag');
    return done(lagForBreak(ctx, d), d);
  }
  // wpa-current 4.12 (difference 36): the players lag again for an opening break; the score kept
  if (ctx.policy.straightStalemate === 'lag') {
    follow(
      d.say('straight.stalemate').say('straight.lagForBreak').say('edition.scoreKept'),
      ctx.policy,
      'straightStalemateLag',
    );
    return done(lagForBreak(ctx, d), d);
  }
  // no stalemate rule in 6.x: as 3.35 says for 14.1, a new rack is started; the score stands
  d.cite('3.35').say('announce.stalemate', { player: ctx.breaker });
  return done(applyRerack.full(ctx, ctx.breaker, d), d);
}

/** All 15 balls racked for an opening break whose breaker a lag decides (3.35, 4.12): the next shot is the winner's. */
function lagForBreak(ctx: StraightContext, d: Draft): StraightContext {
  const next = applyRerack.full(ctx, ctx.breaker, d);
  return { ...next, x: { ...next.x, lagForBreak: true } };
}

function newGameStraight(ctx: StraightContext, ev: RackNew): StraightContext {
  const d = new Draft(ev.step);
  const breaker = ev.breaker ?? ctx.players.find((p) => ctx.sideOf[p] === ctx.result?.loser) ?? ctx.breaker;
  d.cite('3.36').say('newRack', { player: breaker });
  const next = applyRerack.full(ctx, breaker, d);
  const zero = zeroCounts(ctx.sides);
  return done({ ...next, score: keyedFrom(zero), fouls: keyedFrom(zero) }, d);
}

export const STRAIGHT_POOL: GameRules<StraightX> = {
  id: 'straight-pool',
  ...FULL_RACK_GAME,
  announcements: EDITION_ANNOUNCEMENTS,
  init: initStraight,
  shot: judgeStraightShot,
  choose: chooseStraight,
  announce: announceStraight,
  newRack: newGameStraight,
  playStates: [{ state: 'reracked', guard: { name: 'wasReracked', test: wasReracked } }, BALL_IN_HAND_KITCHEN, IN_PLAY],
};

/** The 14.1 machine's states: the kit's flow plus the re-rack after the 14th ball (6.7.3) and the kitchen (6.10). */
export type StraightPoolState = CommonState | 'reracked' | 'ballInHandKitchen' | 'inPlay';
