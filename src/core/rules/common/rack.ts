/**
 * The balls a game starts with: its rack (the fifteen object balls unless the game names fewer,
 * 1.x "the balls") or, when the log sets up a position, the balls the setup puts on the table.
 */
import { type BallSet, fromList, range } from './balls.ts';
import type { RefereeDoc } from './types.ts';

/** The fifteen object balls (the games played with a full rack). */
export const FIFTEEN_RACK: BallSet = range(1, 15);

/** The balls on the table when the log opens: the setup's `onTable`, else the game's `rack`. */
export const tableAtStart = (doc: RefereeDoc, rack: BallSet): BallSet =>
  doc.setup?.onTable ? fromList(doc.setup.onTable) : rack;
