/**
 * Checks of a log's setup and options that several games repeat: records keyed by player
 * (`options.peas`, `setup.pocketedBy`, dealt hands) name only players, and balls the setup lists as
 * pocketed are not also on the table. Bad input names the field, never dropped.
 */
import { type BallSet, has } from './balls.ts';
import { RefereeInputError } from './types.ts';

/** Every key of `record` (the log's `field`) is one of `players`; otherwise bad input naming `field.key`. */
export function requirePlayerKeys(players: readonly string[], record: object | null | undefined, field: string): void {
  for (const p of Object.keys(record ?? {}))
    if (!players.includes(p)) throw new RefereeInputError(`${field}.${p}`, 'not one of the players');
}

/** Balls listed as pocketed in the setup (`path`, e.g. `setup.pocketedBy.A`) are not in `setup.onTable`. */
export function requireOffTable(onTable: BallSet, balls: readonly number[], path: string): void {
  balls.forEach((b, i) => {
    if (has(onTable, b)) throw new RefereeInputError(`${path}[${i}]`, `ball ${b} is also in setup.onTable`);
  });
}
