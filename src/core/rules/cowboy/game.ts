/** Cowboy as a game of the kit: setup, the opening-shot choice (5.2), announcements, new games (3.36). */

import { type Draft, rerack } from '../common/flow.ts';
import { kitGame } from '../common/game.ts';
import { BALL_IN_HAND_KITCHEN, type CommonState, guardedState, IN_PLAY } from '../common/kit.ts';
import { openingContext } from '../common/opening.ts';
import { scoreOf } from '../common/points.ts';
import type { PlayerId, RefereeDoc } from '../common/types.ts';
import { done, FOULS, judgeCowboyShot } from './judge.ts';
import { COWBOY_RACK, type CowboyContext, type CowboyX, isCowboyBall, rackPositions } from './rules.ts';

function initCowboy(doc: RefereeDoc): CowboyContext {
  const ctx = openingContext<CowboyX>(doc, COWBOY_RACK, { inningStart: 0, waiting: [], out: [] }, true);
  const positions = doc.setup ? ctx.positions : rackPositions(ctx.table);
  return { ...ctx, positions, x: { ...ctx.x, inningStart: scoreOf(ctx, ctx.turn) } };
}

/**
 * The balls set up as at the start (4): the opening shot again (5.2) or a stalemate, the breaker's
 * inning starting from his score; a new game (3.36, its counts from zero by the template) brings
 * back the players who were out.
 */
const setUp = (ctx: CowboyContext, breaker: PlayerId, d: Draft, newGame = false): CowboyContext => ({
  ...rerack(ctx, breaker, COWBOY_RACK, d, (x) => ({
    inningStart: newGame ? 0 : scoreOf(ctx, breaker),
    waiting: [],
    out: newGame ? [] : x.out,
  })),
  positions: rackPositions(ctx.table),
});

/** 5.1, 6.6: the player to shoot is on 100 (the winning shot) or on 90 (caroms only). */
const ON_HUNDRED = guardedState<CowboyX>('onHundred', 'isOnHundred', (c) => scoreOf(c, c.turn) >= 100);
const CAROMS_ONLY = guardedState<CowboyX>('caromsOnly', 'isCaromsOnly', (c) => scoreOf(c, c.turn) >= 90);

// no stalemate rule in Cowboy: as 3.35 does for a game that cannot go on, the balls are set up again and
// the same player starts (the template's announcement)
export const COWBOY = kitGame<CowboyX>({
  id: 'cowboy',
  ballExists: isCowboyBall,
  judge: { init: initCowboy, shot: judgeCowboyShot, done },
  rerack: (ctx, breaker, d) => setUp(ctx, breaker, d),
  choices: { choiceRule: () => ['cowboy/5', 'cowboy/5.2'], alwaysSayNext: true },
  announce: { fouls: FOULS },
  newGame: { rerack: (ctx, breaker, d) => setUp(ctx, breaker, d, true), fresh: { score: 'sides', fouls: 'sides' } },
  playStates: [ON_HUNDRED, CAROMS_ONLY, BALL_IN_HAND_KITCHEN, IN_PLAY],
});

/** The Cowboy machine's states: the kit's flow (the opening shot is its break) plus caroms only from 90 (6.5), the last shot on 100 (6.6) and the kitchen (6.3, 9). */
export type CowboyState = CommonState | 'onHundred' | 'caromsOnly' | 'ballInHandKitchen' | 'inPlay';
