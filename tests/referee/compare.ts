/**
 * The contract's comparison of a ruling with an expected one ("Only the fields given are
 * compared"): `fouls` must include the expected kinds; `options` as a set; `spotted` as an ordered
 * list; `result` by winner (and loser, draw where given); `score`, `placed`, `consecutiveFouls`
 * by the keys given (coordinates within 1 mm); `rules` must include at least one expected id;
 * other fields exactly. Returns the list of differences (empty when the ruling passes).
 */
import { isDeepStrictEqual } from 'node:util';

type Json = unknown;
type Obj = Record<string, Json>;

const isObj = (v: Json): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const show = (v: Json) => JSON.stringify(v);

function samePlace(a: Json, b: Json): boolean {
  if (Array.isArray(a) && Array.isArray(b) && a.length === 2 && b.length === 2) {
    return (
      Math.abs(Number(a[0]) - Number(b[0])) <= 0.001 + 1e-12 && Math.abs(Number(a[1]) - Number(b[1])) <= 0.001 + 1e-12
    );
  }
  return isDeepStrictEqual(a, b);
}

export function compareRuling(given: Obj, expected: Obj): string[] {
  // the contract compares the JSON the command prints (records keyed by player have no prototype in memory)
  const actual = JSON.parse(JSON.stringify(given)) as Obj;
  const diffs: string[] = [];
  for (const [field, want] of Object.entries(expected)) {
    const got = actual[field];
    const bad = (why: string) => diffs.push(`${field}: ${why} (expected ${show(want)}, got ${show(got)})`);
    switch (field) {
      case 'fouls': {
        const list = Array.isArray(got) ? got : [];
        const missing = (want as Json[]).filter((w) => !list.includes(w));
        if (missing.length) bad(`missing ${show(missing)}`);
        break;
      }
      case 'options': {
        const a = new Set(Array.isArray(got) ? got : []);
        const b = new Set(want as Json[]);
        if (a.size !== b.size || [...b].some((x) => !a.has(x))) bad('different set');
        break;
      }
      case 'rules': {
        const list = Array.isArray(got) ? got : [];
        if (!(want as Json[]).some((w) => list.includes(w))) bad('none of the expected rules cited');
        break;
      }
      case 'result': {
        if (want === null || got === null || got === undefined) {
          if (want !== got) bad('different');
          break;
        }
        const w = want as Obj;
        const g = got as Obj;
        for (const k of ['winner', 'loser', 'draw'])
          if (k in w && !isDeepStrictEqual(w[k], g[k])) bad(`different ${k}`);
        break;
      }
      case 'score':
      case 'placed':
      case 'consecutiveFouls': {
        if (want === null || !isObj(want)) {
          if (!isDeepStrictEqual(want, got)) bad('different');
          break;
        }
        if (!isObj(got)) {
          bad('missing');
          break;
        }
        for (const [k, v] of Object.entries(want)) if (!samePlace(got[k], v)) bad(`different at "${k}"`);
        break;
      }
      default:
        if (!isDeepStrictEqual(got, want)) bad('different');
    }
  }
  return diffs;
}
