import type { ParseResult, Scenario } from './scenario.ts';
import { MAX_LINK } from './scenario.ts';
import { makeV1, parseV1 } from './v1.ts';

export * from './scenario.ts';

/**
 * The scenario link codec: `make` writes the current version, `parse` reads every version
 * ever written (only v1 so far). `parse` never throws: bad input gives a reason naming the field.
 */
export const make = (x: Scenario): string => makeV1(x);

export function parse(text: unknown): ParseResult {
  try {
    if (typeof text !== 'string') return { ok: false, field: 'scenario', reason: 'not text' };
    if (text.length === 0) return { ok: false, field: 'scenario', reason: 'empty' };
    if (text.length > MAX_LINK) return { ok: false, field: 'scenario', reason: `longer than ${MAX_LINK} characters` };
    const sections = text.split('.');
    const version = sections[0] ?? '';
    if (version === 'v1') return parseV1(sections.slice(1));
    if (/^v\d+$/.test(version))
      return { ok: false, field: 'version', reason: `${version} is not supported by this version of the app` };
    return { ok: false, field: 'version', reason: `expected "v1" at the start, got "${version.slice(0, 12)}"` };
  } catch {
    return { ok: false, field: 'scenario', reason: 'could not be read' };
  }
}
