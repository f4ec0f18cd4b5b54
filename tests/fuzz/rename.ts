/**
 * Renaming players in a log and back in its rulings: a log with players called `__proto__`,
 * `toString` or `constructor` must be ruled exactly as the same log with plain names.
 */

/** Names that trip plain-object lookups, and names from other scripts. */
export const ODD_NAMES = ['__proto__', 'toString', 'constructor', 'hasOwnProperty', 'valueOf', 'Ωμέγα 🎱', 'Пётр'];

/** Every key and every string equal to a name in `map` replaced (ids are whole strings in a log). */
export function renameExact(value: unknown, map: ReadonlyMap<string, string>): unknown {
  if (typeof value === 'string') return map.get(value) ?? value;
  if (Array.isArray(value)) return value.map((v) => renameExact(v, map));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value))
      Object.defineProperty(out, map.get(k) ?? k, {
        value: renameExact(v, map),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    return out;
  }
  return value;
}

/** Back from odd names: keys and whole strings, and the names inside sentences (explanations). */
export function renameBack(value: unknown, map: ReadonlyMap<string, string>): unknown {
  if (typeof value === 'string') {
    const whole = map.get(value);
    if (whole !== undefined) return whole;
    let s = value;
    for (const [from, to] of map) s = s.split(from).join(to);
    return s;
  }
  if (Array.isArray(value)) return value.map((v) => renameBack(v, map));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value))
      Object.defineProperty(out, map.get(k) ?? k, {
        value: renameBack(v, map),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    return out;
  }
  return value;
}

/** Plain names A, B, C ... mapped to odd names, rotated by `shift` so every odd name gets every seat. */
export function oddNameMap(plain: readonly string[], shift = 0): Map<string, string> {
  return new Map(plain.map((p, i) => [p, ODD_NAMES[(i + shift) % ODD_NAMES.length] as string]));
}

export const inverse = (m: ReadonlyMap<string, string>) => new Map([...m].map(([a, b]) => [b, a]));
