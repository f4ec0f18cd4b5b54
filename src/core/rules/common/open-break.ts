/**
 * The games whose break must be an open break (recreational/shared.ts `isOpenBreak`: Six-Ball 7,
 * Forty-One 8, Odd Ball 7, Kelly Pool 8, Card Ball 7 ...): the game's paragraph is cited on every
 * break, and a break that is not open is an illegal break under it.
 */
import type { ShotFacts } from '../../shot/index.ts';
import { isOpenBreak } from '../recreational/shared.ts';
import type { Draft } from './draft.ts';
import type { SayArgs, SayCode } from './says.ts';

/** The break judged by the game's paragraph `rule`: not open, an illegal break said by `code`. */
export function requireOpenBreak<K extends SayCode>(
  d: Draft,
  facts: ShotFacts,
  rule: string,
  code: K,
  ...params: SayArgs<K>
): void {
  d.cite(rule);
  if (!isOpenBreak(facts)) d.foul('illegal-break', rule).say(code, ...params);
}
