/** Honolulu as a game of the kit: setup (score, balls owed), announcements, new racks. */

import { sideOf } from '../common/context.ts';
import { kitGame } from '../common/game.ts';
import { zeroCounts } from '../common/keyed.ts';
import { type CommonState, guardedState, IN_PLAY } from '../common/kit.ts';
import { FULL_RACK, openingContext } from '../common/opening.ts';
import { judgeShot, rerackWith } from '../common/template.ts';
import type { RefereeDoc } from '../common/types.ts';
import { requireSides, setupKeySide } from '../recreational/shared.ts';
import { descriptor } from './descriptor.ts';
import { done, HONOLULU_SHOT } from './judge.ts';
import type { HonoluluContext, HonoluluX } from './rules.ts';

function initHonolulu(doc: RefereeDoc): HonoluluContext {
  requireSides(doc, descriptor.players, 'honolulu/2');
  const ctx = openingContext<HonoluluX>(doc, FULL_RACK, { owes: {}, toSpot: [] }, true);
  // balls owed, keyed by player (a player's side owes them) or by side; unknown keys are bad input
  const owes = zeroCounts(ctx.sides);
  for (const [key, n] of Object.entries(doc.setup?.owes ?? {})) {
    const side = setupKeySide(ctx, 'owes', key, true);
    owes[side] = (owes[side] ?? 0) + n;
  }
  return { ...ctx, x: { owes, toSpot: [] } };
}

const doRerack = rerackWith<HonoluluX>(FULL_RACK, (x) => ({ owes: x.owes, toSpot: [] }));

/** A new game of a match: scores and debts start again; the winner breaks unless `breakOrder` says otherwise (3.36). */
const newRack = rerackWith<HonoluluX>(FULL_RACK, (_x, c) => ({ owes: zeroCounts(c.sides), toSpot: [] }));

/** honolulu/8: the side to shoot owes a ball; honolulu/6: balls pocketed this inning wait to be spotted. */
const OWING_BALL = guardedState<HonoluluX>('owingBall', 'owesBall', (c) => (c.x.owes[sideOf(c, c.turn)] ?? 0) > 0);
const IN_INNING = guardedState<HonoluluX>('inInning', 'isInningUnderway', (c) => c.x.toSpot.length > 0);

export const HONOLULU = kitGame<HonoluluX>({
  id: 'honolulu',
  announcements: ['concede', 'protest', 'stalemate'],
  judge: { init: initHonolulu, shot: (ctx, ev) => judgeShot(HONOLULU_SHOT, ctx, ev), done },
  rerack: doRerack,
  choices: { alwaysSayNext: true },
  newGame: { rerack: newRack, fresh: { score: 'sides' } },
  playStates: [OWING_BALL, IN_INNING, IN_PLAY],
});

/** The Honolulu machine's states: the kit's flow plus a shooter owing a ball (honolulu/8) and an inning with balls to spot at its end (honolulu/6). */
export type HonoluluState = CommonState | 'owingBall' | 'inInning' | 'inPlay';
