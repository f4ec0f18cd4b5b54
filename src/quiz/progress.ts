/**
 * The learner's progress, kept in the browser (localStorage) under a versioned schema.
 * Loading validates with zod and migrates older versions; anything unreadable, foreign or from a
 * newer version of the app is set aside under another key (never deleted) and reported, and the
 * app starts afresh. Export writes the same document to a file; import reads it back through the
 * same gate.
 */
import * as z from 'zod/mini';

export const STORAGE_KEY = 'pool-rules.quiz';
export const SET_ASIDE_PREFIX = 'pool-rules.quiz.set-aside.';
export const CURRENT_VERSION = 2;
/** Attempts kept (oldest dropped first): plenty for mastery, small enough for localStorage. */
export const MAX_ATTEMPTS = 3000;

/* zod/mini: the same validation as zod with a fraction of the bytes (this module runs in the browser). */
const Iso = z.string().check(z.refine((s) => !Number.isNaN(Date.parse(s)), 'expected a date'));
const Count = z.number().check(z.int(), z.minimum(0));

/** Version 1: the first format (a tally per question, no schedule). */
const V1 = z.object({
  version: z.literal(1),
  answers: z.record(z.string(), z.object({ right: Count, wrong: Count, last: Iso })),
});

const Card = z.object({
  due: Iso,
  stability: z.number(),
  difficulty: z.number(),
  elapsed_days: z.number(),
  scheduled_days: z.number(),
  learning_steps: z.number(),
  reps: Count,
  lapses: Count,
  state: z.number().check(z.int(), z.minimum(0), z.maximum(3)),
  last_review: z.optional(Iso),
});

const Attempt = z.object({
  id: z.string(),
  variant: Count,
  at: Iso,
  score: z.number().check(z.minimum(0), z.maximum(1)),
  mode: z.enum(['trainer', 'exam', 'review']),
});

const ExamRecord = z.object({
  at: Iso,
  seed: z.number().check(z.int()),
  questions: z.number().check(z.int(), z.minimum(1)),
  percent: z.number().check(z.minimum(0), z.maximum(100)),
  passed: z.boolean(),
});

export const ProgressV2 = z.object({
  version: z.literal(2),
  attempts: z.array(Attempt),
  cards: z.record(z.string(), Card),
  exams: z.array(ExamRecord),
});

export type Progress = z.infer<typeof ProgressV2>;
export type StoredCard = z.infer<typeof Card>;
export type AttemptRecord = z.infer<typeof Attempt>;

export const emptyProgress = (): Progress => ({ version: 2, attempts: [], cards: {}, exams: [] });

/** v1 -> v2: each tally becomes attempts (wrong ones first, then right ones, at the last date). */
export function migrateV1(v1: z.infer<typeof V1>): Progress {
  const attempts: AttemptRecord[] = [];
  for (const [id, a] of Object.entries(v1.answers)) {
    for (let i = 0; i < a.wrong; i += 1) attempts.push({ id, variant: 0, at: a.last, score: 0, mode: 'trainer' });
    for (let i = 0; i < a.right; i += 1) attempts.push({ id, variant: 0, at: a.last, score: 1, mode: 'trainer' });
  }
  return { version: 2, attempts: attempts.slice(-MAX_ATTEMPTS), cards: {}, exams: [] };
}

export type Problem = 'not-json' | 'foreign' | 'newer' | 'invalid';

export type ReadResult =
  | { ok: true; progress: Progress; migratedFrom: number | null }
  | { ok: false; problem: Problem };

/** Reads a stored or imported document: parse, recognise, migrate, validate. */
export function readProgress(text: string): ReadResult {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'not-json' };
  }
  const version = typeof raw === 'object' && raw !== null ? (raw as { version?: unknown }).version : undefined;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    return { ok: false, problem: 'foreign' };
  if (version > CURRENT_VERSION) return { ok: false, problem: 'newer' };
  if (version === 1) {
    const v1 = V1.safeParse(raw);
    return v1.success ? { ok: true, progress: migrateV1(v1.data), migratedFrom: 1 } : { ok: false, problem: 'invalid' };
  }
  const v2 = ProgressV2.safeParse(raw);
  return v2.success ? { ok: true, progress: v2.data, migratedFrom: null } : { ok: false, problem: 'invalid' };
}

/** The part of the Web Storage API we use (so tests can pass a map, and a broken storage is survivable). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface Loaded {
  progress: Progress;
  /** set when stored data could not be used: what was wrong and where it was put */
  notice: { problem: Problem; setAsideKey: string | null } | null;
  /** false when the data could not even be set aside: then nothing is written over it */
  writable: boolean;
}

export function loadProgress(store: KeyValueStore, now: Date = new Date()): Loaded {
  let text: string | null;
  try {
    text = store.getItem(STORAGE_KEY);
  } catch {
    return { progress: emptyProgress(), notice: null, writable: false };
  }
  if (text === null) return { progress: emptyProgress(), notice: null, writable: true };
  const read = readProgress(text);
  if (read.ok) {
    if (read.migratedFrom !== null) saveProgress(store, read.progress);
    return { progress: read.progress, notice: null, writable: true };
  }
  const key = `${SET_ASIDE_PREFIX}${now.toISOString()}`;
  try {
    store.setItem(key, text);
    store.removeItem(STORAGE_KEY);
    return { progress: emptyProgress(), notice: { problem: read.problem, setAsideKey: key }, writable: true };
  } catch {
    return { progress: emptyProgress(), notice: { problem: read.problem, setAsideKey: null }, writable: false };
  }
}

/** Writes the progress; false when the browser refused (full or disabled storage). */
export function saveProgress(store: KeyValueStore, p: Progress): boolean {
  try {
    store.setItem(STORAGE_KEY, JSON.stringify(p));
    return true;
  } catch {
    return false;
  }
}

export const exportText = (p: Progress): string => `${JSON.stringify(p, null, 2)}\n`;

export function recordAttempt(p: Progress, a: AttemptRecord): Progress {
  return { ...p, attempts: [...p.attempts, a].slice(-MAX_ATTEMPTS) };
}

/** Imported progress replaces the current one, except that attempts and exams of both are kept. */
export function mergeImported(current: Progress, imported: Progress): Progress {
  const key = (a: AttemptRecord) => `${a.id}#${a.variant}@${a.at}`;
  const seen = new Set(imported.attempts.map(key));
  const attempts = [...current.attempts.filter((a) => !seen.has(key(a))), ...imported.attempts].sort((a, b) =>
    a.at < b.at ? -1 : a.at > b.at ? 1 : 0,
  );
  const exams = [...current.exams.filter((e) => !imported.exams.some((i) => i.at === e.at)), ...imported.exams];
  return { version: 2, attempts: attempts.slice(-MAX_ATTEMPTS), cards: { ...current.cards, ...imported.cards }, exams };
}
