/**
 * The judges' side of the editions (src/core/editions/overrides.ts): what a decision point cites
 * under the log's edition, and the note a `wpa-current` ruling adds when the current text it
 * follows is only reported or unverified (docs/editions.md, "How sure we are").
 */
import { type Edition, isUnsure, OVERRIDES, type OverrideKey } from '../../editions/overrides.ts';
import type { Draft } from './draft.ts';

export { type Edition, type OverrideKey, under } from '../../editions/overrides.ts';

/** The paragraphs a decision cites: the 1999 ones given, or the override's current paragraphs. */
export const paragraphsFor = (edition: Edition, k: OverrideKey, rules1999: readonly string[]): readonly string[] =>
  edition === 'wpa-1999' ? rules1999 : OVERRIDES[k].current;

/**
 * A `wpa-current` ruling follows override `k`: it cites the current paragraphs and, when the
 * current text is only reported or unverified, says so after what the ruling has said.
 */
export function followCurrent(d: Draft, k: OverrideKey): Draft {
  d.cite(...OVERRIDES[k].current);
  const unsure = isUnsure(k);
  if (unsure) d.say(unsure === 'reported' ? 'edition.reported' : 'edition.unverified');
  return d;
}

/** `followCurrent` under `wpa-current`; nothing under `wpa-1999` (a decision both editions make alike). */
export const followEdition = (d: Draft, edition: Edition, k: OverrideKey): Draft =>
  edition === 'wpa-1999' ? d : followCurrent(d, k);
