/**
 * The referee: a game log in, one ruling per step out, for every game of the registry. Drives the
 * game's machine (driver.ts); every judgement is made by the game's pure functions inside it.
 */
import type { RefereeDoc } from './common/types.ts';
import { RefereeInputError } from './common/types.ts';
import { RefereeDriver, type RefereeOutput, runLog } from './driver.ts';
import { REFEREES, type SupportedGame } from './registry.ts';

export type { RefereeOutput } from './driver.ts';

export function supportedGame(doc: Pick<RefereeDoc, 'game'>): SupportedGame {
  const g = REFEREES[doc.game];
  if (g.status !== 'supported')
    throw new RefereeInputError('game', `${doc.game} is not supported yet (planned in issue ${g.issue})`);
  return g;
}

/** A driver for the game the log names (the registry's entry unless one is given). */
export class Referee extends RefereeDriver {
  constructor(doc: RefereeDoc, game: SupportedGame = supportedGame(doc)) {
    super(doc, game);
  }
}

/** Rules a whole log. Throws RefereeInputError (path relative to the log) on bad input. */
export function referee(doc: RefereeDoc): RefereeOutput {
  return runLog(doc, supportedGame(doc));
}
