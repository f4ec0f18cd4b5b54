/**
 * Matches kept in the browser (localStorage), one key per match so several live side by side.
 * Loading validates each with zod: a stored match that does not read (edited, damaged, from a newer
 * version of the app) is reported with the field at fault and left where it is, never deleted or
 * overwritten; the user decides (export the text, or delete it).
 */
import * as z from 'zod/mini';
import type { MatchSetup } from '../core/match/controller.ts';
import type { Entry } from '../core/match/entries.ts';
import {
  GENERAL_OPTIONS,
  MATCH_FOULS,
  MATCH_GAMES,
  MAX_NAME,
  MAX_RACE,
  MAX_TEAM,
  SIDE_POCKET_IDS,
} from '../core/match/names.ts';
import { CONDUCT_LEVELS, POCKET_IDS } from '../core/vocabulary/index.ts';

export const MATCH_PREFIX = 'pool-rules.match.';
const MATCH_VERSION = 1;

const Name = z.string().check(z.minLength(1), z.maxLength(MAX_NAME));
const Ball = z.number().check(z.int(), z.minimum(1), z.maximum(15));
const Team = z.array(Name).check(z.minLength(1), z.maxLength(MAX_TEAM));
const Iso = z.string().check(z.refine((s) => !Number.isNaN(Date.parse(s)), 'expected a date'));

const Setup = z
  .strictObject({
    game: z.enum(MATCH_GAMES),
    players: z.tuple([Name, Name]),
    teams: z.optional(z.tuple([Team, Team])),
    race: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_RACE)),
    target: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(10_000))),
    breakOrder: z.enum(['winner', 'alternate', 'loser', 'trailing']),
    edition: z.enum(['wpa-1999', 'wpa-current']),
    wheelchair: z.boolean(),
    referee: z.boolean(),
    // added later, optional: a match stored before reads as it did
    peas: z.optional(
      z.tuple([Ball, Ball]).check(z.refine((p) => p[0] !== p[1], 'two players cannot draw the same pea')),
    ),
    novice: z.optional(z.array(Name).check(z.minLength(1), z.maxLength(2 * MAX_TEAM))),
  })
  .check(
    z.refine((s) => (s.novice ?? []).every((n) => [...s.players, ...(s.teams ?? []).flat()].includes(n)), {
      message: 'not one of the players',
      path: ['novice'],
    }),
  );

const EntrySchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('shot'),
    balls: z.array(Ball).check(z.maxLength(15)),
    foul: z.optional(z.enum(MATCH_FOULS as [string, ...string[]])),
    safety: z.optional(z.boolean()),
    pushOut: z.optional(z.boolean()),
    pocket: z.optional(z.enum(POCKET_IDS)),
    sidePocket: z.optional(z.enum(SIDE_POCKET_IDS)),
  }),
  z.strictObject({ kind: z.literal('choose'), option: z.enum(GENERAL_OPTIONS) }),
  z.strictObject({ kind: z.literal('warning') }),
  z.strictObject({ kind: z.literal('conduct'), by: Name, level: z.enum(CONDUCT_LEVELS) }),
  z.strictObject({ kind: z.literal('concede'), by: Name }),
  z.strictObject({ kind: z.literal('newRack') }),
]);

const Stored = z.strictObject({
  version: z.literal(MATCH_VERSION),
  id: z.string().check(z.regex(/^[a-z0-9-]{1,40}$/)),
  created: Iso,
  updated: Iso,
  setup: Setup,
  entries: z.array(EntrySchema).check(z.maxLength(10_000)),
  redo: z.array(EntrySchema).check(z.maxLength(10_000)),
});

export interface StoredMatch {
  version: typeof MATCH_VERSION;
  id: string;
  created: string;
  updated: string;
  setup: MatchSetup;
  entries: Entry[];
  /** entries undone, the next to redo last */
  redo: Entry[];
}

/** A stored match that does not read: its key and what is wrong, the field named. */
export interface StorageProblem {
  key: string;
  message: string;
}

/** The store's surface this module uses (localStorage, or a map in tests). */
export type KeyStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

function pathText(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (out, p) => (typeof p === 'number' ? `${out}[${p}]` : out ? `${out}.${String(p)}` : String(p)),
    '',
  );
}

/** zod/mini carries no messages: what is wrong, in a few words. */
function issueWords(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'unrecognized_keys':
      return 'unknown field';
    case 'too_big':
      return `at most ${String(issue.maximum)}`;
    case 'too_small':
      return `at least ${String(issue.minimum)}`;
    case 'invalid_value':
      return `expected ${issue.values.map((v) => JSON.stringify(v)).join(' or ')}`;
    case 'invalid_type':
      return `expected ${issue.expected}`;
    case 'invalid_union':
      return 'not an entry of this version';
    default:
      return issue.message || 'invalid';
  }
}

/** One stored text read: the match, or the problem naming the field. */
export function readMatch(key: string, text: string): StoredMatch | StorageProblem {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { key, message: 'not JSON' };
  }
  const r = Stored.safeParse(raw);
  if (!r.success) {
    const issue = r.error.issues[0] as z.core.$ZodIssue;
    const unknown = issue.code === 'unrecognized_keys' ? issue.keys[0] : undefined;
    const where = pathText(unknown === undefined ? issue.path : [...issue.path, unknown]);
    return { key, message: `${where || 'match'}: ${issueWords(issue)}` };
  }
  if (`${MATCH_PREFIX}${r.data.id}` !== key) return { key, message: 'id: does not match the key it is stored under' };
  return r.data as StoredMatch;
}

const isProblem = (m: StoredMatch | StorageProblem): m is StorageProblem => 'message' in m;

/** Every stored match, newest first, and the problems of those that do not read. */
export function loadMatches(store: KeyStore): { matches: StoredMatch[]; problems: StorageProblem[] } {
  const matches: StoredMatch[] = [];
  const problems: StorageProblem[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (key === null || !key.startsWith(MATCH_PREFIX)) continue;
    const m = readMatch(key, store.getItem(key) ?? '');
    if (isProblem(m)) problems.push(m);
    else matches.push(m);
  }
  matches.sort((a, b) => b.updated.localeCompare(a.updated));
  problems.sort((a, b) => a.key.localeCompare(b.key));
  return { matches, problems };
}

/** Writes a match; the error text when the browser refuses (storage full or switched off). */
export function saveMatch(store: KeyStore, m: StoredMatch): string | null {
  try {
    store.setItem(`${MATCH_PREFIX}${m.id}`, JSON.stringify(m));
    return null;
  } catch (e) {
    return String((e as Error)?.message ?? e);
  }
}

export function deleteStored(store: KeyStore, key: string): void {
  if (key.startsWith(MATCH_PREFIX)) store.removeItem(key);
}

/** A new match's record. `now` and `id` come from the caller (tests give fixed ones). */
export function newMatch(setup: MatchSetup, now: Date, id: string): StoredMatch {
  const t = now.toISOString();
  return { version: MATCH_VERSION, id, created: t, updated: t, setup, entries: [], redo: [] };
}
