/** The unnamed side-pocket game as a game of the kit: setup (side pockets), choices, announcements, new games. */
import type { PocketId } from '../../vocabulary/index.ts';
import { kitGame } from '../common/game.ts';
import { keyed, keyedFrom } from '../common/keyed.ts';
import { BALL_IN_HAND_KITCHEN, type CommonState, IN_PLAY } from '../common/kit.ts';
import { FULL_RACK, openingContext } from '../common/opening.ts';
import { choiceRules, rerackWith } from '../common/template.ts';
import { type RefereeDoc, RefereeInputError, type SideId } from '../common/types.ts';
import { applyKitchenSpot, requireSides, setupKeySide } from '../recreational/shared.ts';
import { descriptor } from './descriptor.ts';
import { done, FOULS, judgeSidePocketShot, rerackSame, withAllInKitchen } from './judge.ts';
import { assignSidePockets, isSidePocket, type SidePocketContext, type SidePocketX } from './rules.ts';

/** side-pocket-one/7.3: a pocket chosen for the 1-ball is a side pocket; otherwise bad input naming `path`. */
function requireSidePocket(path: string, pocket: PocketId): void {
  if (!isSidePocket(pocket)) throw new RefereeInputError(path, `${pocket} is not a side pocket (side-pocket-one/7.3)`);
}

/** setup.sidePockets (`{"A": "side-left"}`, keyed by player or side): one given, the other side gets the opposite (7.3). */
function setupSidePockets(doc: RefereeDoc, ctx: SidePocketContext): Record<SideId, PocketId> {
  let out: Record<SideId, PocketId> = keyed();
  for (const [who, pocket] of Object.entries(keyedFrom(doc.setup?.sidePockets))) {
    const path = `setup.sidePockets.${who}`;
    const side = setupKeySide(ctx, 'sidePockets', who, true);
    requireSidePocket(path, pocket);
    // with two sides, a second entry agrees with the first or gives both sides the same pocket
    if (out[side] !== undefined && out[side] !== pocket)
      throw new RefereeInputError(path, 'the two side pockets go to different sides (side-pocket-one/7.3)');
    out = assignSidePockets(ctx.sides, side, pocket);
  }
  return out;
}

function initSidePocket(doc: RefereeDoc): SidePocketContext {
  requireSides(doc, descriptor.players, 'side-pocket-one/2');
  doc.steps.forEach((s, i) => {
    if (s.kind === 'shot' && s.shot.sidePocket !== undefined)
      requireSidePocket(`steps[${i}].shot.sidePocket`, s.shot.sidePocket);
  });
  const ctx = openingContext<SidePocketX>(doc, FULL_RACK, { sidePockets: keyed(), illegalBreaks: 0 }, true);
  return { ...ctx, x: { ...ctx.x, sidePockets: setupSidePockets(doc, ctx) } };
}

export const SIDE_POCKET_ONE = kitGame<SidePocketX>({
  id: 'side-pocket-one',
  judge: { init: initSidePocket, shot: judgeSidePocketShot, done },
  rerack: rerackSame,
  choices: {
    choiceRule: choiceRules(
      { 'illegal-break': 'side-pocket-one/6', 'kitchen-spot': 'side-pocket-one/7.6', 'deflected-break': '3.9' },
      'side-pocket-one/11',
    ),
    own: applyKitchenSpot,
    // the position accepted: play starts, the run of illegal breaks is over
    afterChoice: (next, d, about) => {
      const started = { ...next, x: { ...next.x, illegalBreaks: 0 } };
      return about === 'kitchen-spot' ? started : withAllInKitchen(started, d);
    },
  },
  // stalemate: as 3.35 does, the balls are re-racked and the same player breaks
  announce: { fouls: FOULS },
  // a new game: counts start again and the side pockets are chosen again before its break (7.3); the
  // winner breaks unless `breakOrder` says otherwise (3.36)
  newGame: {
    rerack: rerackWith(FULL_RACK, () => ({ sidePockets: keyed<PocketId>(), illegalBreaks: 0 })),
    fresh: { score: 'sides', fouls: 'sides' },
  },
  playStates: [BALL_IN_HAND_KITCHEN, IN_PLAY],
});

/** The side-pocket-one machine's states: the kit's flow plus the cue ball in hand behind the head string (side-pocket-one/10). */
export type SidePocketOneState = CommonState | 'ballInHandKitchen' | 'inPlay';
