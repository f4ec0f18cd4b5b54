/**
 * Records keyed by player or side id. They inherit nothing, so a player called `__proto__`,
 * `toString` or `constructor` is an ordinary key: nothing is inherited, nothing is lost on
 * assignment. Every player- or side-keyed record of the referee is made by these functions
 * (a spread `{ ...a }` would give the prototype back).
 */

/**
 * The prototype of every keyed record: an empty frozen object whose own prototype is null, so
 * nothing is inherited (`Object.create(null)` records would do the same but V8 keeps them in its
 * slow dictionary mode; these stay as fast as object literals).
 */
const BARE: object = Object.freeze(Object.create(null));
const bare = <V>(): Record<string, V> => Object.create(BARE) as Record<string, V>;

/** A new record without inherited keys, from entries. */
export function keyed<V>(entries: Iterable<readonly [string, V]> = []): Record<string, V> {
  const out = bare<V>();
  for (const [k, v] of entries) out[k] = v;
  return out;
}

type Source<V> = Readonly<Record<string, V>> | null | undefined;

/** A copy of the own entries of one record, or two merged (the second wins); none for null or undefined. */
export function keyedFrom<V>(record: Source<V>, more?: Source<V>): Record<string, V> {
  const out = bare<V>();
  if (record) for (const k in record) if (Object.hasOwn(record, k)) out[k] = record[k] as V;
  if (more) for (const k in more) if (Object.hasOwn(more, k)) out[k] = more[k] as V;
  return out;
}

/** A copy of `record` with `key` set to `value`. */
export function withKey<V>(record: Source<V>, key: string, value: V): Record<string, V> {
  const out = keyedFrom(record);
  out[key] = value;
  return out;
}

/** The own value of `key`, never an inherited one. */
export const own = <V>(record: Readonly<Record<string, V>> | null | undefined, key: string): V | undefined =>
  record && Object.hasOwn(record, key) ? record[key] : undefined;

/** A count of 0 for each key (each side or each player): the counts of a game starting. */
export const zeroCounts = (keys: readonly string[]): Record<string, number> => keyed(keys.map((k) => [k, 0]));
