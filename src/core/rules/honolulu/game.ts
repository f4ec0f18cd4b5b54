/** Honolulu as a game of the kit: setup (score, balls owed), announcements, new racks. */
import { fromList, range } from '../common/balls.ts';
import { baseContext } from '../common/context.ts';
import type { PlayerAnnounce, PlayerChoose, RackNew } from '../common/events.ts';
import { keyed } from '../common/keyed.ts';
import { FIFTEEN_BALLS, type GameRules, IN_PLAY, type PlayState } from '../common/kit.ts';
import { announce, choose, newGame, rerackWith } from '../common/template.ts';
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

export const chooseHonolulu = (ctx: HonoluluContext, ev: PlayerChoose): HonoluluContext =>
  choose({ rerack: doRerack, done, alwaysSayNext: true }, ctx, ev);

export const announceHonolulu = (ctx: HonoluluContext, ev: PlayerAnnounce): HonoluluContext =>
  announce({ rerack: doRerack, done }, ctx, ev);

/** A new game of a match: scores and debts start again; the winner breaks unless `breakOrder` says otherwise (3.36). */
export const newRackHonolulu = (ctx: HonoluluContext, ev: RackNew): HonoluluContext =>
  newGame(
    {
      rerack: rerackWith<HonoluluX>(RACK, (_x, c) => ({ owes: keyed(c.sides.map((s) => [s, 0])), toSpot: [] })),
      done,
      fresh: { score: 'sides' },
    },
    ctx,
    ev,
  );

const OWING_BALL: PlayState<HonoluluX> = {
  state: 'owingBall',
  guard: { name: 'owesBall', test: (c) => (c.x.owes[c.sideOf[c.turn] ?? c.turn] ?? 0) > 0 },
};
const IN_INNING: PlayState<HonoluluX> = {
  state: 'inInning',
  guard: { name: 'isInningUnderway', test: (c) => c.x.toSpot.length > 0 },
};

export const HONOLULU: GameRules<HonoluluX> = {
  id: 'honolulu',
  ballExists: FIFTEEN_BALLS,
  announcements: ['concede', 'protest', 'stalemate'],
  init: initHonolulu,
  shot: judgeHonoluluShot,
  choose: chooseHonolulu,
  announce: announceHonolulu,
  newRack: newRackHonolulu,
  playStates: [OWING_BALL, IN_INNING, IN_PLAY],
};
