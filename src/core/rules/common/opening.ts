/**
 * The context a game starts a log with: the table the log sets up, or the game's rack for the
 * break (4.2 and each game's "Racking" section).
 */
import { type BallSet, fromList, range } from './balls.ts';
import { baseContext, type GameContext } from './context.ts';
import type { RefereeDoc } from './types.ts';

/** The fifteen object balls of a full rack, the rack of most games. */
export const FULL_RACK: BallSet = range(1, 15);

/**
 * A game's opening context (`baseContext`): the balls of `setup.onTable` when the log starts from a
 * set-up position, else the game's full `rack` for the break; `x` the game's own state, `scoring`
 * whether the game keeps a score.
 */
export const openingContext = <X>(doc: RefereeDoc, rack: BallSet, x: X, scoring: boolean): GameContext<X> =>
  baseContext<X>(doc, doc.setup?.onTable ? fromList(doc.setup.onTable) : rack, x, scoring);
