/**
 * The context a game starts a log with: the number of players its "Players" section allows, the
 * table the log sets up or else the game's rack for the break (4.2 and each game's "Racking"
 * section), and the general context (context.ts) with the game's own record `x`.
 */
import { requireSides } from '../recreational/shared.ts';
import { type BallSet, fromList, range } from './balls.ts';
import { baseContext, type GameContext } from './context.ts';
import type { RefereeDoc } from './types.ts';

/** The fifteen object balls of a full rack, the rack of most games. */
export const FULL_RACK: BallSet = range(1, 15);

/** The balls on the table when the log opens: the set-up position's (`setup.onTable`), else the game's `rack`. */
export const rackOrSetup = (doc: RefereeDoc, rack: BallSet): BallSet =>
  doc.setup?.onTable ? fromList(doc.setup.onTable) : rack;

/**
 * A game's opening context (`baseContext`): the balls of `setup.onTable` when the log starts from a
 * set-up position, else the game's `rack` for the break; `x` the game's own state, `scoring`
 * whether the game keeps a score.
 */
export const openingContext = <X>(doc: RefereeDoc, rack: BallSet, x: X, scoring: boolean): GameContext<X> =>
  baseContext<X>(doc, rackOrSetup(doc, rack), x, scoring);

/**
 * The opening context of a game whose "Players" section limits the players: `players` as it
 * allows (`rule`, e.g. `cribbage/2`; otherwise bad input naming `players`), then `openingContext`.
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
  return openingContext(doc, rack, x, scoring);
}
