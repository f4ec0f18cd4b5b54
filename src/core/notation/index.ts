import type { ParseResult, Scenario } from './scenario.ts';
import { MAX_GAME_LINK, MAX_LINK } from './scenario.ts';
import { Bad, makeV1, parseV1 } from './v1.ts';
import { makeV2, parseV2Sections } from './v2.ts';
import { makeV3, parseV3Sections } from './v3.ts';

export * from './scenario.ts';

/**
 * The scenario link codec: `make` writes v1 for a position (with its shot), v2 for a game played
 * on (its steps), v3 for either with the game's state beyond the situation (a question's players,
 * options, set-up and earlier steps); `parse` reads every version ever written. `parse` never
 * throws: bad input gives a reason naming the field.
 */
export const make = (x: Scenario): string =>
  x.state !== undefined || (x.edition === 'wpa-current' && !x.steps?.length)
    ? makeV3(x)
    : x.steps?.length
      ? makeV2(x)
      : makeV1(x);

function parseSections(read: (sections: readonly string[]) => Scenario, sections: readonly string[]): ParseResult {
  try {
    return { ok: true, value: read(sections) };
  } catch (e) {
    if (e instanceof Bad) return { ok: false, field: e.field, reason: e.reason };
    return { ok: false, field: 'scenario', reason: 'could not be read' };
  }
}

export function parse(text: unknown): ParseResult {
  try {
    if (typeof text !== 'string') return { ok: false, field: 'scenario', reason: 'not text' };
    if (text.length === 0) return { ok: false, field: 'scenario', reason: 'empty' };
    const limit = text.startsWith('v2.') || text.startsWith('v3.') ? MAX_GAME_LINK : MAX_LINK;
    if (text.length > limit) return { ok: false, field: 'scenario', reason: `longer than ${limit} characters` };
    const sections = text.split('.');
    const version = sections[0] ?? '';
    if (version === 'v1') return parseV1(sections.slice(1));
    if (version === 'v2') return parseSections(parseV2Sections, sections.slice(1));
    if (version === 'v3') return parseSections(parseV3Sections, sections.slice(1));
    if (/^v\d+$/.test(version))
      return { ok: false, field: 'version', reason: `${version} is not supported by this version of the app` };
    return {
      ok: false,
      field: 'version',
      reason: `expected "v1", "v2" or "v3" at the start, got "${version.slice(0, 12)}"`,
    };
  } catch {
    return { ok: false, field: 'scenario', reason: 'could not be read' };
  }
}
