/**
 * The context a recreational game starts from (issue 8): the number of players its "Players"
 * section allows, the balls of a set-up position or else the full rack, and the general context
 * (context.ts) with the game's own record `x`.
 */

import { requireSides } from '../recreational/shared.ts';
import { type BallSet, fromList } from './balls.ts';
import { baseContext, type GameContext } from './context.ts';
import type { RefereeDoc } from './types.ts';

/** The balls on the table when the log opens: the set-up position's (`setup.onTable`), else the game's `rack`. */
export const rackOrSetup = (doc: RefereeDoc, rack: BallSet): BallSet =>
  doc.setup?.onTable ? fromList(doc.setup.onTable) : rack;

/**
 * A game's opening context: `players` as its "Players" section allows (`rule`, e.g. `cribbage/2`;
 * otherwise bad input naming `players`), its `rack` unless a set-up position gives the balls, its
 * `x`, and a score per side when the game keeps one (`scoring`).
 */
export function startContext<X>(
  doc: RefereeDoc,
  players: { readonly min: number; readonly max: number },
  rule: string,
  rack: BallSet,
  x: X,
  scoring: boolean,
): GameContext<X> {
  requireSides(doc, players, rule);
  return baseContext<X>(doc, rackOrSetup(doc, rack), x, scoring);
}
