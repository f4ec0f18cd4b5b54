/** Honolulu as a game of the kit: setup (score, balls owed), announcements, new racks. */
import { fromList, range } from '../common/balls.ts';
import { baseContext } from '../common/context.ts';
import { kitGame } from '../common/game.ts';
import { keyed } from '../common/keyed.ts';
import { IN_PLAY, type PlayState } from '../common/kit.ts';
import { rerackWith } from '../common/template.ts';
import type { RefereeDoc } from '../common/types.ts';
import { requireSides, setupKeySide } from '../recreational/shared.ts';
import { descriptor } from './descriptor.ts';
import { done, judgeHonoluluShot } from './judge.ts';
import type { HonoluluContext, HonoluluX } from './rules.ts';

const RACK = range(1, 15);

export function initHonolulu(doc: RefereeDoc): HonoluluContext {
  requireSides(doc, descriptor.players, 'honolulu/2');
  const onTable = doc.setup?.onTable ? fromList(doc.setup.onTable) : RACK;
  const ctx = baseContext<HonoluluX>(doc, onTable, { owes: {}, toSpot: [] }, true);
  // balls owed, keyed by player (a player's side owes them) or by side; unknown keys are bad input
  const owes: Record<string, number> = keyed(ctx.sides.map((s) => [s, 0]));
  for (const [key, n] of Object.entries(doc.setup?.owes ?? {})) {
    const side = setupKeySide(ctx, 'owes', key, true);
    owes[side] = (owes[side] ?? 0) + n;
  }
  return { ...ctx, x: { owes, toSpot: [] } };
}

const doRerack = rerackWith<HonoluluX>(RACK, (x) => ({ owes: x.owes, toSpot: [] }));

/** A new game of a match: scores and debts start again; the winner breaks unless `breakOrder` says otherwise (3.36). */
const newRack = rerackWith<HonoluluX>(RACK, (_x, c) => ({ owes: keyed(c.sides.map((s) => [s, 0])), toSpot: [] }));

const OWING_BALL: PlayState<HonoluluX> = {
  state: 'owingBall',
  guard: { name: 'owesBall', test: (c) => (c.x.owes[c.sideOf[c.turn] ?? c.turn] ?? 0) > 0 },
};
const IN_INNING: PlayState<HonoluluX> = {
  state: 'inInning',
  guard: { name: 'isInningUnderway', test: (c) => c.x.toSpot.length > 0 },
};

export const HONOLULU = kitGame<HonoluluX>({
  id: 'honolulu',
  announcements: ['concede', 'protest', 'stalemate'],
  judge: { init: initHonolulu, shot: judgeHonoluluShot, done },
  rerack: doRerack,
  choices: { alwaysSayNext: true },
  newGame: { rerack: newRack, fresh: { score: 'sides' } },
  playStates: [OWING_BALL, IN_INNING, IN_PLAY],
});
