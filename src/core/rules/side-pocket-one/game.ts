/** The unnamed side-pocket game as a game of the kit: setup (side pockets), choices, announcements, new games. */
import type { PocketId } from '../../vocabulary/index.ts';
import { fromList } from '../common/balls.ts';
import { baseContext } from '../common/context.ts';
import { type Draft, rerack } from '../common/flow.ts';
import { kitGame } from '../common/game.ts';
import { keyed, keyedFrom } from '../common/keyed.ts';
import { BALL_IN_HAND_KITCHEN, IN_PLAY } from '../common/kit.ts';
import { type ChoiceGame, choiceRules, rerackWith } from '../common/template.ts';
import { type PlayerId, type RefereeDoc, RefereeInputError, type SideId } from '../common/types.ts';
import { applyKitchenSpot, requireSides } from '../recreational/shared.ts';
import { descriptor } from './descriptor.ts';
import { done, judgeSidePocketShot, RACK, withAllInKitchen } from './judge.ts';
import { assignSidePockets, isSidePocket, type SidePocketContext, type SidePocketX } from './rules.ts';

/** setup.sidePockets (`{"A": "side-left"}`, keyed by player or side): one given, the other side gets the opposite (7.3). */
function setupSidePockets(doc: RefereeDoc, sides: readonly SideId[], sideMap: Record<PlayerId, SideId>) {
  const given = keyedFrom(doc.setup?.sidePockets);
  let out: Record<SideId, PocketId> = keyed();
  for (const [who, pocket] of Object.entries(given)) {
    const path = `setup.sidePockets.${who}`;
    const side = sideMap[who] ?? (sides.includes(who) ? who : undefined);
    if (side === undefined) throw new RefereeInputError(path, 'not one of the players');
    if (!isSidePocket(pocket))
      throw new RefereeInputError(path, `${pocket} is not a side pocket (side-pocket-one/7.3)`);
    if (out[side] !== undefined && out[side] !== pocket)
      throw new RefereeInputError(path, 'the two side pockets go to different sides (side-pocket-one/7.3)');
    const merged = assignSidePockets(sides, side, pocket);
    for (const [s, p] of Object.entries(out))
      if (merged[s] !== p)
        throw new RefereeInputError(path, 'both sides cannot have the same side pocket (side-pocket-one/7.3)');
    out = merged;
  }
  return out;
}

export function initSidePocket(doc: RefereeDoc): SidePocketContext {
  requireSides(doc, descriptor.players, 'side-pocket-one/2');
  doc.steps.forEach((s, i) => {
    if (s.kind === 'shot' && s.shot.sidePocket !== undefined && !isSidePocket(s.shot.sidePocket))
      throw new RefereeInputError(
        `steps[${i}].shot.sidePocket`,
        `${s.shot.sidePocket} is not a side pocket (side-pocket-one/7.3)`,
      );
  });
  const onTable = doc.setup?.onTable ? fromList(doc.setup.onTable) : RACK;
  const ctx = baseContext<SidePocketX>(doc, onTable, { sidePockets: keyed(), illegalBreaks: 0 }, true);
  return { ...ctx, x: { sidePockets: setupSidePockets(doc, ctx.sides, ctx.sideOf), illegalBreaks: 0 } };
}

/** Racks again in the same game: the side pockets stay, the illegal breaks are counted on (6). */
const doRerack = (ctx: SidePocketContext, breaker: PlayerId, d: Draft): SidePocketContext =>
  rerack(ctx, breaker, RACK, d, (x) => ({ ...x }));

const CHOICES: Omit<ChoiceGame<SidePocketX>, 'rerack' | 'done'> = {
  choiceRule: choiceRules(
    { 'illegal-break': 'side-pocket-one/6', 'kitchen-spot': 'side-pocket-one/7.6', 'deflected-break': '3.9' },
    'side-pocket-one/11',
  ),
  own: applyKitchenSpot,
  // the position accepted: play starts, the run of illegal breaks is over
  afterChoice: (next, d, about) => {
    const started = { ...next, x: { ...next.x, illegalBreaks: 0 } };
    return about !== 'kitchen-spot' && started.cueBall === 'in-hand-kitchen' ? withAllInKitchen(started, d) : started;
  },
};

/** A new game: counts start again and the side pockets are chosen again before its break (7.3); the winner breaks unless `breakOrder` says otherwise (3.36). */
const newRack = rerackWith<SidePocketX>(RACK, () => ({ sidePockets: keyed<PocketId>(), illegalBreaks: 0 }));

export const SIDE_POCKET_ONE = kitGame<SidePocketX>({
  id: 'side-pocket-one',
  judge: { init: initSidePocket, shot: judgeSidePocketShot, done },
  rerack: doRerack,
  choices: CHOICES,
  // stalemate: as 3.35 does, the balls are re-racked and the same player breaks
  announce: { warningRule: 'side-pocket-one/11' },
  newGame: { rerack: newRack, fresh: { score: 'sides', fouls: 'sides' } },
  playStates: [BALL_IN_HAND_KITCHEN, IN_PLAY],
});
