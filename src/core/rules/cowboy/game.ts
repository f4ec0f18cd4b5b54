/** Cowboy as a game of the kit: setup, the opening-shot choice (5.2), announcements, new games (3.36). */
import { fromList } from '../common/balls.ts';
import { baseContext, nextBreaker, sideOf } from '../common/context.ts';
import type { RackNew } from '../common/events.ts';
import { Draft, rerack } from '../common/flow.ts';
import { kitGame } from '../common/game.ts';
import { keyed } from '../common/keyed.ts';
import { BALL_IN_HAND_KITCHEN, IN_PLAY, type PlayState } from '../common/kit.ts';
import type { PlayerId, RefereeDoc } from '../common/types.ts';
import { done, judgeCowboyShot } from './judge.ts';
import { COWBOY_RACK, type CowboyContext, type CowboyX, isCowboyBall, rackPositions } from './rules.ts';

export function initCowboy(doc: RefereeDoc): CowboyContext {
  const onTable = doc.setup?.onTable ? fromList(doc.setup.onTable) : COWBOY_RACK;
  const ctx = baseContext<CowboyX>(doc, onTable, { inningStart: 0, waiting: [], out: [] }, true);
  const positions = doc.setup ? ctx.positions : rackPositions(ctx.table);
  return { ...ctx, positions, x: { ...ctx.x, inningStart: ctx.score?.[sideOf(ctx, ctx.turn)] ?? 0 } };
}

const zeroFouls = (ctx: CowboyContext) => ({
  fouls: keyed(ctx.sides.map((s) => [s, 0])),
  warned: keyed(ctx.sides.map((s) => [s, false])),
});

/** The balls set up as at the start (4): the opening shot again (5.2), a stalemate, or a new game. */
const setUp = (ctx: CowboyContext, breaker: PlayerId, d: Draft, newGame = false): CowboyContext => {
  const next = rerack(ctx, breaker, COWBOY_RACK, d, (x) => ({
    inningStart: 0,
    waiting: [],
    out: newGame ? [] : x.out,
  }));
  const score = newGame ? keyed(ctx.sides.map((s) => [s, 0])) : next.score;
  return {
    ...next,
    ...(newGame ? zeroFouls(ctx) : {}),
    score,
    positions: rackPositions(ctx.table),
    x: { ...next.x, inningStart: score?.[sideOf(ctx, breaker)] ?? 0 },
  };
};

export function newGameCowboy(ctx: CowboyContext, ev: RackNew): CowboyContext {
  const d = new Draft(ev.step);
  const breaker = nextBreaker(ctx, ev.breaker);
  d.cite('3.36').say('newRack', { player: breaker });
  return done(setUp(ctx, breaker, d, true), d);
}

const ON_HUNDRED: PlayState<CowboyX> = {
  state: 'onHundred',
  guard: { name: 'isOnHundred', test: (c) => (c.score?.[sideOf(c, c.turn)] ?? 0) >= 100 },
};
const CAROMS_ONLY: PlayState<CowboyX> = {
  state: 'caromsOnly',
  guard: { name: 'isCaromsOnly', test: (c) => (c.score?.[sideOf(c, c.turn)] ?? 0) >= 90 },
};

// no stalemate rule in Cowboy: as 3.35 does for a game that cannot go on, the balls are set up again and
// the same player starts (the template's announcement)
export const COWBOY = kitGame<CowboyX>({
  id: 'cowboy',
  ballExists: isCowboyBall,
  judge: { init: initCowboy, shot: judgeCowboyShot, done },
  rerack: (ctx, breaker, d) => setUp(ctx, breaker, d),
  choices: { choiceRule: () => ['cowboy/5', 'cowboy/5.2'], alwaysSayNext: true },
  announce: { warningRule: 'cowboy/6.8' },
  newGame: newGameCowboy,
  playStates: [ON_HUNDRED, CAROMS_ONLY, BALL_IN_HAND_KITCHEN, IN_PLAY],
});
