/**
 * Test and tooling helpers: rule a log and check a ruling against the fields a case gives
 * (the contract's comparison is in tests/referee/compare.ts; this one is the in-process form).
 */

import type { RefereeDoc, Ruling } from './common/types.ts';
import { referee } from './referee.ts';

export const rulings = (doc: RefereeDoc): Ruling[] => referee(doc).rulings;
export const lastRuling = (doc: RefereeDoc): Ruling => {
  const all = rulings(doc);
  return all[all.length - 1] as Ruling;
};
