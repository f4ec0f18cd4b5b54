/**
 * A mock exam that keeps every answer: the sitting is stored as soon as it starts, each answer
 * the moment it is chosen, and the deadline is wall-clock (time runs while the page is closed, a
 * reload cannot reset it). The exam machine (core/quiz/exam-machine.ts) runs the flow; this
 * module writes each step through the progress store, so that a reload, a second tab or a
 * timeout while the page was closed loses nothing, and a paper is scored once only.
 */
import { type Actor, createActor } from 'xstate';
import type { Edition } from '../core/editions/overrides.ts';
import { examReport } from '../core/quiz/exam.ts';
import { type ExamEvent, examMachine } from '../core/quiz/exam-machine.ts';
import type { Gradable, Response } from '../core/quiz/types.ts';
import { type Progress, type ProgressStore, recordAttempt, type StoredSitting } from './progress.ts';
import { applyReview } from './schedule.ts';

export interface NewSitting {
  preset: string;
  seed: number;
  paper: { id: string; variant: number }[];
  minutes: number;
  /** percent */
  passMark: number;
  /** the rules the paper is ruled under (its entries are that edition's) */
  edition: Edition;
}

export function startSitting(p: Progress, s: NewSitting, now: Date): Progress {
  return {
    ...p,
    exam: {
      id: now.toISOString(),
      preset: s.preset,
      seed: s.seed,
      paper: s.paper.map((q) => ({ id: q.id, variant: q.variant })),
      minutes: s.minutes,
      passMark: s.passMark,
      deadline: new Date(now.getTime() + s.minutes * 60_000).toISOString(),
      current: 0,
      responses: s.paper.map(() => null),
      skipped: s.paper.map(() => false),
      finished: null,
      edition: s.edition,
    },
  };
}

const put = <T>(xs: readonly T[], i: number, v: T): T[] => xs.map((x, k) => (k === i ? v : x));

/** Changes the stored sitting `id` while it runs; a finished or replaced sitting is left as it is. */
function whileRunning(p: Progress, id: string, f: (s: StoredSitting) => StoredSitting): Progress {
  const s = p.exam;
  return s && s.id === id && s.finished === null ? { ...p, exam: f(s) } : p;
}

/** Only the slot that changed is written: another tab's answers to other questions stay. */
export const storeAnswer = (p: Progress, id: string, index: number, r: Response | undefined): Progress =>
  whileRunning(p, id, (s) =>
    index < 0 || index >= s.paper.length
      ? s
      : { ...s, responses: put(s.responses, index, r ?? null), skipped: put(s.skipped, index, false) },
  );

const storeMove = (p: Progress, id: string, current: number, skipped?: { index: number; value: boolean }) =>
  whileRunning(p, id, (s) => ({
    ...s,
    current: Math.max(0, Math.min(s.paper.length - 1, current)),
    skipped: skipped ? put(s.skipped, skipped.index, skipped.value && s.responses[skipped.index] === null) : s.skipped,
  }));

/**
 * Hands the stored sitting in (once: a finished sitting is left alone), scoring the stored answers:
 * an attempt and a review for each answered question (a question left open is no answer), and the
 * exam in the list of exams taken.
 */
export function handIn(
  p: Progress,
  id: string,
  by: 'candidate' | 'time',
  at: Date,
  items: readonly Gradable[],
): Progress {
  const s = p.exam;
  if (!s || s.id !== id || s.finished !== null || items.length !== s.paper.length) return p;
  const responses = s.responses.map((r) => (r === null ? undefined : (r as Response)));
  const report = examReport(items, responses, s.passMark / 100);
  let next: Progress = { ...p, exam: { ...s, finished: { at: at.toISOString(), by } } };
  s.paper.forEach((q, i) => {
    if (responses[i] === undefined) return;
    const score = report.grades[i]?.score ?? 0;
    next = applyReview(
      recordAttempt(next, {
        id: q.id,
        variant: q.variant,
        at: new Date(at.getTime() + i).toISOString(),
        score,
        mode: 'exam',
      }),
      q.id,
      score,
      at,
    );
  });
  return {
    ...next,
    exams: [
      ...next.exams,
      {
        at: at.toISOString(),
        seed: s.seed,
        questions: s.paper.length,
        percent: report.percent,
        passed: report.passed,
        ...(s.edition ? { edition: s.edition } : {}),
      },
    ],
  };
}

export const storedResponses = (s: StoredSitting): (Response | undefined)[] =>
  s.responses.map((r) => (r === null ? undefined : (r as Response)));

/**
 * One page's view of the stored sitting: an exam actor started from what is stored, each event
 * written through to the store. `items` resolves a paper to its questions (null when the bank no
 * longer has them).
 */
export class ExamSession {
  private actor: Actor<typeof examMachine> | null = null;
  private actorOf: string | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(
    readonly store: ProgressStore,
    private readonly items: (paper: StoredSitting['paper']) => readonly Gradable[] | null,
  ) {}

  get sitting(): StoredSitting | null {
    return this.store.progress.exam;
  }

  /** The running flow (null when no sitting runs). */
  get snapshot() {
    return this.actor?.getSnapshot() ?? null;
  }

  subscribe(f: () => void): () => void {
    this.listeners.add(f);
    return () => this.listeners.delete(f);
  }

  private emit(): void {
    for (const f of this.listeners) f();
  }

  /** Starts an actor for the stored sitting if it runs; hands it in if its time ran out meanwhile. */
  attach(now: Date): void {
    const s = this.sitting;
    if (s && s.finished === null && this.actorOf === s.id && this.actor) {
      this.tick(now);
      return;
    }
    this.actor?.stop();
    this.actor = null;
    this.actorOf = null;
    if (s && s.finished === null) {
      const startedAt = Date.parse(s.id);
      this.actor = createActor(examMachine, {
        input: {
          count: s.paper.length,
          startedAt,
          limit: Date.parse(s.deadline) - startedAt,
          resume: { current: s.current, responses: storedResponses(s), skipped: s.skipped },
        },
      }).start();
      this.actorOf = s.id;
      this.tick(now);
    }
    this.emit();
  }

  start(s: NewSitting, now: Date): void {
    this.store.update((p) => startSitting(p, s, now));
    this.attach(now);
  }

  /** An event of the candidate (answer, skip, move, hand in), then what it changed, stored. */
  send(event: Exclude<ExamEvent, { type: 'clock.tick' } | { type: 'exam.sync' }>, now: Date): void {
    // What another tab did comes first: a paper handed in there takes no more answers here.
    this.refresh(now);
    const actor = this.actor;
    const id = this.actorOf;
    if (!actor || !id) return;
    const before = actor.getSnapshot().context.current;
    actor.send(event);
    const ctx = actor.getSnapshot().context;
    if (event.type === 'exam.answer')
      this.store.update((p) => storeAnswer(p, id, event.index ?? before, event.response));
    else if (event.type === 'exam.clear') this.store.update((p) => storeAnswer(p, id, before, undefined));
    else if (event.type === 'exam.skip')
      this.store.update((p) => storeMove(p, id, ctx.current, { index: before, value: true }));
    else if (event.type !== 'exam.finish') this.store.update((p) => storeMove(p, id, ctx.current));
    this.settle(now);
  }

  /** Time passes: at the deadline the paper is handed in by itself. */
  tick(now: Date): void {
    if (!this.actor) return;
    this.actor.send({ type: 'clock.tick', now: now.getTime() });
    this.settle(now);
  }

  /** When the flow has ended, hand the stored paper in (once) and let the actor go. */
  private settle(now: Date): void {
    const actor = this.actor;
    const id = this.actorOf;
    if (!actor || !id) return;
    const snap = actor.getSnapshot();
    if (snap.status === 'done') {
      const byTime = snap.context.finishedBy === 'time';
      const at = byTime ? new Date(snap.context.deadline) : now;
      const s = this.sitting;
      const items = s ? this.items(s.paper) : null;
      if (items) this.store.update((p) => handIn(p, id, byTime ? 'time' : 'candidate', at, items));
      actor.stop();
      this.actor = null;
      this.actorOf = null;
    }
    this.emit();
  }

  /** Another tab saved (or may have): take its answers, its hand-in or its new sitting. */
  refresh(now: Date): void {
    this.store.refresh();
    const s = this.sitting;
    if (this.actor && s && s.id === this.actorOf && s.finished === null) {
      this.actor.send({ type: 'exam.sync', responses: storedResponses(s), skipped: s.skipped });
      this.emit();
    } else this.attach(now);
  }

  stop(): void {
    this.actor?.stop();
    this.actor = null;
    this.actorOf = null;
    this.listeners.clear();
  }
}
