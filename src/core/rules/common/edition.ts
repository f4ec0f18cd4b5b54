/**
 * The judges' side of the editions (src/core/editions/overrides.ts): what a decision point cites
 * under the log's edition, and the note a `wpa-current` ruling adds when the current text it
 * follows is only reported or unverified (docs/editions.md, "How sure we are").
 */
import type { Edition, OverrideKey } from '../../editions/overrides.ts';
import type { Draft } from './draft.ts';
import { citesFor, follow, POLICIES } from './policy.ts';

export { type Edition, type OverrideKey, under } from '../../editions/overrides.ts';

/** The paragraphs a decision cites: the 1999 ones given, or the override's current paragraphs (the edition's policy). */
export const paragraphsFor = (edition: Edition, k: OverrideKey, rules1999: readonly string[]): readonly string[] =>
  citesFor(POLICIES[edition], k, rules1999);

/**
 * A `wpa-current` ruling follows override `k`: it cites the current paragraphs and, when the
 * current text is only reported or unverified, says so after what the ruling has said.
 */
export const followCurrent = (d: Draft, k: OverrideKey): Draft => follow(d, POLICIES['wpa-current'], k);

/** `followCurrent` under `wpa-current`; nothing under `wpa-1999` (a decision both editions make alike). */
export const followEdition = (d: Draft, edition: Edition, k: OverrideKey): Draft => follow(d, POLICIES[edition], k);
