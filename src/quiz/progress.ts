/**
 * The learner's progress, kept in the browser (localStorage) under a versioned schema.
 * Loading validates with zod and migrates older versions; anything unreadable, foreign or from a
 * newer version of the app is set aside under another key (never deleted) and reported, and the
 * app starts afresh. Export writes the same document to a file; import reads it back through the
 * same gate.
 */
import * as z from 'zod/mini';
import type { Edition } from '../core/editions/overrides.ts';

export const STORAGE_KEY = 'pool-rules.quiz';
export const SET_ASIDE_PREFIX = 'pool-rules.quiz.set-aside.';
/** The stored text as it was before a migration, kept until the next successful export. */
export const BEFORE_MIGRATION_KEY = 'pool-rules.quiz.before-migration';
const CURRENT_VERSION = 5;
/** Attempts kept (oldest dropped first): plenty for mastery, small enough for localStorage. */
const MAX_ATTEMPTS = 3000;

/*
 * zod/mini: the same validation as zod with a fraction of the bytes (this module runs in the browser).
 * Objects are loose: a field this version does not know (an edited file, a later minor change) is
 * kept as it is and written back, never dropped on the next save.
 */
/** The editions of the WPA rules (core/editions/overrides.ts), spelled here so the browser gets no more of it. */
const EDITION_IDS = ['wpa-1999', 'wpa-current'] as const satisfies readonly Edition[];
/**
 * The stored formats, built the first time stored or imported progress is read: building them costs a
 * slow phone some 60 ms, which a new learner (nothing stored) never needs to pay.
 */
function buildSchemas() {
  const StoredEdition = z.enum(EDITION_IDS);

  const Iso = z.string().check(z.refine((s) => !Number.isNaN(Date.parse(s)), 'expected a date'));
  const Count = z.number().check(z.int(), z.minimum(0));

  /** Version 1: the first format (a tally per question, no schedule). */
  const V1 = z.looseObject({
    version: z.literal(1),
    answers: z.record(z.string(), z.looseObject({ right: Count, wrong: Count, last: Iso })),
  });

  const Card = z.looseObject({
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

  const Attempt = z.looseObject({
    id: z.string(),
    variant: Count,
    at: Iso,
    score: z.number().check(z.minimum(0), z.maximum(1)),
    mode: z.enum(['trainer', 'exam', 'review']),
  });

  const ExamRecord = z.looseObject({
    at: Iso,
    seed: z.number().check(z.int()),
    questions: z.number().check(z.int(), z.minimum(1)),
    percent: z.number().check(z.minimum(0), z.maximum(100)),
    passed: z.boolean(),
    /** the rules the paper was ruled under (absent: an exam of version 4 or older, the 1999 rules) */
    edition: z.optional(StoredEdition),
  });

  /** A learner's answer as stored (the shape of core/quiz Response). */
  const StoredResponse = z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('ruling'),
      foul: z.optional(z.boolean()),
      next: z.optional(z.nullable(z.string())),
      cueBall: z.optional(z.string()),
      spotted: z.optional(z.array(Count)),
      winner: z.optional(z.nullable(z.string())),
      score: z.optional(z.number().check(z.int())),
    }),
    z.object({ kind: z.literal('legal'), verdict: z.enum(['legal', 'foul', 'loss']) }),
    z.object({ kind: z.literal('rule'), rule: z.string() }),
    z.object({ kind: z.literal('options'), options: z.array(z.string()) }),
    z.object({ kind: z.literal('placement'), choice: z.number().check(z.int()) }),
  ]);

  /** The exam being sat (or the last one handed in): stored as soon as it starts. */
  const Sitting = z
    .looseObject({
      /** when it started (ISO): also its identity */
      id: Iso,
      preset: z.string(),
      seed: z.number().check(z.int()),
      paper: z.array(z.looseObject({ id: z.string(), variant: Count })).check(z.minLength(1)),
      minutes: z.number().check(z.int(), z.minimum(1)),
      /** percent */
      passMark: z.number().check(z.minimum(0), z.maximum(100)),
      /** wall clock: time runs while the page is closed */
      deadline: Iso,
      current: Count,
      responses: z.array(z.nullable(StoredResponse)),
      skipped: z.array(z.boolean()),
      finished: z.nullable(z.looseObject({ at: Iso, by: z.enum(['candidate', 'time']) })),
      /** the rules the paper is ruled under (absent: a sitting of version 4 or older, the 1999 rules) */
      edition: z.optional(StoredEdition),
    })
    .check(
      z.refine(
        (s) =>
          s.responses.length === s.paper.length && s.skipped.length === s.paper.length && s.current < s.paper.length,
        'responses, skipped and current must match the paper',
      ),
    );

  const TrainerSettings = z.looseObject({
    banks: z.array(z.string()),
    topics: z.array(z.string()),
    foul: z.string(),
    source: z.string(),
    /** the streak is counted and shown (off unless turned on) */
    streak: z.optional(z.boolean()),
    /** right answers in a row while the streak was on, and the longest such run */
    run: z.optional(Count),
    best: z.optional(Count),
  });

  /** A learner's Glicko-2 rating in one topic or paragraph (see rating.ts). */
  const StoredRating = z.looseObject({
    rating: z.number(),
    rd: z.number().check(z.minimum(0)),
    vol: z.number().check(z.minimum(0)),
    /** answers counted */
    n: Count,
    /** the last answer counted */
    at: Iso,
  });

  const Ratings = z.looseObject({
    /** the time of the latest answer counted (null: none yet) */
    upTo: z.nullable(Iso),
    topic: z.record(z.string(), StoredRating),
    rule: z.record(z.string(), StoredRating),
  });

  const V2 = z.looseObject({
    version: z.literal(2),
    attempts: z.array(Attempt),
    cards: z.record(z.string(), Card),
    exams: z.array(ExamRecord),
  });

  const V3 = z.looseObject({
    version: z.literal(3),
    /** a counter raised by every save: two tabs notice each other's writes */
    rev: Count,
    attempts: z.array(Attempt),
    cards: z.record(z.string(), Card),
    exams: z.array(ExamRecord),
    exam: z.nullable(Sitting),
    trainer: z.nullable(TrainerSettings),
  });

  const V4 = z.looseObject({
    version: z.literal(4),
    rev: Count,
    attempts: z.array(Attempt),
    cards: z.record(z.string(), Card),
    exams: z.array(ExamRecord),
    exam: z.nullable(Sitting),
    trainer: z.nullable(TrainerSettings),
    /** null: not counted yet (after a migration or an import): recomputed from the attempts */
    ratings: z.nullable(Ratings),
  });

  const ProgressV5 = z.looseObject({
    version: z.literal(5),
    rev: Count,
    attempts: z.array(Attempt),
    cards: z.record(z.string(), Card),
    exams: z.array(ExamRecord),
    exam: z.nullable(Sitting),
    trainer: z.nullable(TrainerSettings),
    ratings: z.nullable(Ratings),
    /**
     * the rules the trainer and the exam ask about (docs/editions.md); null: never chosen, the 1999
     * rules. A question whose answer differs between the editions has an entry per edition, with its
     * own id (`…~current`), so the attempts and cards need no edition of their own.
     */
    edition: z.nullable(StoredEdition),
  });
  return {
    StoredEdition,
    Iso,
    Count,
    V1,
    Card,
    Attempt,
    ExamRecord,
    StoredResponse,
    Sitting,
    TrainerSettings,
    StoredRating,
    Ratings,
    V2,
    V3,
    V4,
    ProgressV5,
  };
}

type Schemas = ReturnType<typeof buildSchemas>;
let built: Schemas | undefined;
const schemas = (): Schemas => {
  built ??= buildSchemas();
  return built;
};

export type Progress = z.infer<Schemas['ProgressV5']>;
export type StoredCard = z.infer<Schemas['Card']>;
export type AttemptRecord = z.infer<Schemas['Attempt']>;
export type StoredSitting = z.infer<Schemas['Sitting']>;
export type StoredTrainerSettings = z.infer<Schemas['TrainerSettings']>;
export type StoredRating = z.infer<Schemas['StoredRating']>;
export type StoredRatings = z.infer<Schemas['Ratings']>;

export const emptyProgress = (): Progress => ({
  version: 5,
  rev: 0,
  attempts: [],
  cards: {},
  exams: [],
  exam: null,
  trainer: null,
  ratings: null,
  edition: null,
});

/** The edition a learner's questions are asked under (the 1999 rules until another is chosen). */
export const editionOf = (p: Progress): Edition => p.edition ?? 'wpa-1999';

/** v1 -> v5: each tally becomes attempts (wrong ones first, then right ones, at the last date). */
function migrateV1(v1: z.infer<Schemas['V1']>): Progress {
  const attempts: AttemptRecord[] = [];
  for (const [id, a] of Object.entries(v1.answers)) {
    for (let i = 0; i < a.wrong; i += 1) attempts.push({ id, variant: 0, at: a.last, score: 0, mode: 'trainer' });
    for (let i = 0; i < a.right; i += 1) attempts.push({ id, variant: 0, at: a.last, score: 1, mode: 'trainer' });
  }
  return { ...emptyProgress(), attempts: attempts.slice(-MAX_ATTEMPTS) };
}

/** v2 -> v5: no exam in progress, no remembered trainer settings, unknown fields kept. */
function migrateV2(v2: z.infer<Schemas['V2']>): Progress {
  return migrateV3({ ...v2, version: 3, rev: 0, exam: null, trainer: null });
}

/**
 * v3 -> v5: ratings per topic and paragraph, not counted yet (null): they are recomputed from the
 * stored answers as soon as the question bank is at hand (rating.ts). Everything else is kept.
 */
function migrateV3(v3: z.infer<Schemas['V3']>): Progress {
  return migrateV4({ ...v3, version: 4, ratings: null });
}

/**
 * v4 -> v5: no edition chosen yet (null: the 1999 rules, which every v4 answer, exam and sitting was
 * asked under). Everything else is kept as it is.
 */
function migrateV4(v4: z.infer<Schemas['V4']>): Progress {
  return { ...v4, version: 5, edition: null };
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
    const v1 = schemas().V1.safeParse(raw);
    return v1.success ? { ok: true, progress: migrateV1(v1.data), migratedFrom: 1 } : { ok: false, problem: 'invalid' };
  }
  if (version === 2) {
    const v2 = schemas().V2.safeParse(raw);
    return v2.success ? { ok: true, progress: migrateV2(v2.data), migratedFrom: 2 } : { ok: false, problem: 'invalid' };
  }
  if (version === 3) {
    const v3 = schemas().V3.safeParse(raw);
    return v3.success ? { ok: true, progress: migrateV3(v3.data), migratedFrom: 3 } : { ok: false, problem: 'invalid' };
  }
  if (version === 4) {
    const v4 = schemas().V4.safeParse(raw);
    return v4.success ? { ok: true, progress: migrateV4(v4.data), migratedFrom: 4 } : { ok: false, problem: 'invalid' };
  }
  const v5 = schemas().ProgressV5.safeParse(raw);
  return v5.success ? { ok: true, progress: v5.data, migratedFrom: null } : { ok: false, problem: 'invalid' };
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
  /** set when older stored data was migrated: the original is kept under `keptKey` until the next export */
  migrated: { from: number; keptKey: string } | null;
  /** false when the data could not even be set aside (or copied before a migration): then nothing is written over it */
  writable: boolean;
}

/** Puts unreadable stored text under another key (never deletes it); the key, or null when the browser refused. */
function setAside(store: KeyValueStore, text: string, now: Date): string | null {
  const key = `${SET_ASIDE_PREFIX}${now.toISOString()}`;
  try {
    store.setItem(key, text);
    store.removeItem(STORAGE_KEY);
    return key;
  } catch {
    return null;
  }
}

export function loadProgress(store: KeyValueStore, now: Date = new Date()): Loaded {
  let text: string | null;
  try {
    text = store.getItem(STORAGE_KEY);
  } catch {
    return { progress: emptyProgress(), notice: null, migrated: null, writable: false };
  }
  if (text === null) return { progress: emptyProgress(), notice: null, migrated: null, writable: true };
  const read = readProgress(text);
  if (read.ok) {
    if (read.migratedFrom === null) return { progress: read.progress, notice: null, migrated: null, writable: true };
    // The original stays until the next export: a migration that went wrong loses nothing.
    try {
      if (store.getItem(BEFORE_MIGRATION_KEY) === null) store.setItem(BEFORE_MIGRATION_KEY, text);
    } catch {
      return { progress: read.progress, notice: null, migrated: null, writable: false };
    }
    return {
      progress: read.progress,
      notice: null,
      migrated: { from: read.migratedFrom, keptKey: BEFORE_MIGRATION_KEY },
      writable: saveProgress(store, read.progress),
    };
  }
  const key = setAside(store, text, now);
  return {
    progress: emptyProgress(),
    notice: { problem: read.problem, setAsideKey: key },
    migrated: null,
    writable: key !== null,
  };
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

/**
 * The progress of one page (one tab). Every change is applied to the latest stored document, not
 * to this tab's copy, so that two tabs never write over each other's answers; `rev` counts the
 * saves, and `refresh()` (on a storage event) takes the other tab's writes.
 */
export class ProgressStore {
  progress: Progress;
  loaded: Loaded;
  /** false when the last save failed (full or blocked storage): the progress lives in memory only */
  saving: boolean;
  /** a problem met after loading (stored data damaged by another tab or by hand) */
  later: { problem: Problem; setAsideKey: string | null } | null = null;

  constructor(
    private readonly kv: KeyValueStore | null,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.loaded = kv
      ? loadProgress(kv, clock())
      : { progress: emptyProgress(), notice: null, migrated: null, writable: false };
    this.progress = this.loaded.progress;
    this.saving = kv !== null && this.loaded.writable;
  }

  /** The stored document as it is now (another tab may have saved since), or this tab's copy. */
  private latest(): Progress {
    if (!this.kv || !this.loaded.writable) return this.progress;
    let text: string | null;
    try {
      text = this.kv.getItem(STORAGE_KEY);
    } catch {
      return this.progress;
    }
    if (text === null) return this.progress;
    const read = readProgress(text);
    // Saves count up from the stored document: a lower count there means this tab's last saves
    // failed (full storage), and its copy is the newer one.
    if (read.ok) return read.progress.rev >= this.progress.rev ? read.progress : this.progress;
    const key = setAside(this.kv, text, this.clock());
    this.later = { problem: read.problem, setAsideKey: key };
    if (key === null) this.loaded = { ...this.loaded, writable: false };
    return this.progress;
  }

  /** Applies `f` to the latest progress and saves the result; returns it. */
  update(f: (p: Progress) => Progress): Progress {
    const base = this.latest();
    const next = { ...f(base), rev: base.rev + 1 };
    this.progress = next;
    if (this.kv && this.loaded.writable) this.saving = saveProgress(this.kv, next);
    return next;
  }

  /** Takes what another tab saved; true when the progress changed. */
  refresh(): boolean {
    const l = this.latest();
    const changed = l !== this.progress && l.rev !== this.progress.rev;
    this.progress = l;
    return changed;
  }

  /** After a successful export the file holds everything: the pre-migration original may go. */
  exported(): void {
    try {
      this.kv?.removeItem(BEFORE_MIGRATION_KEY);
    } catch {
      // blocked storage: nothing was kept either
    }
    if (this.loaded.migrated) this.loaded = { ...this.loaded, migrated: null };
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
  return {
    ...imported,
    version: 5,
    rev: current.rev,
    attempts: attempts.slice(-MAX_ATTEMPTS),
    cards: { ...current.cards, ...imported.cards },
    exams,
    // an exam being sat here is not replaced by one from a file
    exam: current.exam ?? imported.exam,
    trainer: current.trainer ?? imported.trainer,
    // a choice made here stays; a browser that never chose takes the file's
    edition: current.edition ?? imported.edition,
    // the answers of both, in order of time, make the ratings: counted again from the merged history
    ratings: null,
  };
}
