import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { grade } from '../core/quiz/grade.ts';
import type { Gradable, Response, Verdict } from '../core/quiz/types.ts';
import { type KeyValueStore, ProgressStore, STORAGE_KEY } from './progress.ts';
import { ExamSession, handIn, type NewSitting, startSitting, storeAnswer } from './sitting.ts';

class MapStore implements KeyValueStore {
  readonly map = new Map<string, string>();
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

const VERDICTS: Verdict[] = ['legal', 'foul', 'loss'];
const T0 = Date.parse('2026-12-01T10:00:00Z');

/** `n` legal/foul/loss questions whose right answer cycles through the three verdicts. */
function paperOf(n: number): { items: Gradable[]; sitting: NewSitting } {
  const items = Array.from(
    { length: n },
    (_x, i): Gradable => ({
      kind: 'legal',
      fields: [],
      ball: null,
      placeChoices: [],
      topic: 'break',
      bank: 'general',
      truth: {
        foul: false,
        fouls: [],
        next: null,
        cueBall: 'in-hand',
        spotted: [],
        options: [],
        winner: null,
        verdict: VERDICTS[i % 3] as Verdict,
        scoreDelta: null,
        placed: {},
        rules: [`1.${i}`],
      },
    }),
  );
  return {
    items,
    sitting: {
      preset: 'test',
      seed: 1,
      paper: items.map((_x, i) => ({ id: `q${i}`, variant: 0 })),
      minutes: 10,
      passMark: 85,
      edition: 'wpa-current' as const,
    },
  };
}

const stored = (kv: MapStore) => JSON.parse(kv.getItem(STORAGE_KEY) as string);

describe('a stored sitting', () => {
  test('starts with a wall-clock deadline and keeps one answer per slot', () => {
    const { sitting, items } = paperOf(3);
    const store = new ProgressStore(new MapStore());
    let p = startSitting(store.progress, sitting, new Date(T0));
    expect(p.exam?.deadline).toBe('2026-12-01T10:10:00.000Z');
    const id = p.exam?.id as string;
    p = storeAnswer(p, id, 1, { kind: 'legal', verdict: 'foul' });
    p = storeAnswer(p, id, 1, { kind: 'legal', verdict: 'loss' });
    expect(p.exam?.responses).toEqual([null, { kind: 'legal', verdict: 'loss' }, null]);
    const done = handIn(p, id, 'candidate', new Date(T0 + 60_000), items);
    // one attempt: the open questions are not answers
    expect(done.attempts.map((a) => [a.id, a.score])).toEqual([['q1', 0]]);
    expect(done.exams).toHaveLength(1);
    // the paper's rules are stored with the sitting and with the exam taken
    expect([p.exam?.edition, done.exams[0]?.edition]).toEqual(['wpa-current', 'wpa-current']);
    expect(handIn(done, id, 'candidate', new Date(T0 + 61_000), items)).toBe(done);
    expect(storeAnswer(done, id, 0, { kind: 'legal', verdict: 'legal' })).toBe(done);
  });

  test('a reload keeps the attempt, the answers and the clock', () => {
    const { sitting, items } = paperOf(4);
    const kv = new MapStore();
    const a = new ExamSession(new ProgressStore(kv), () => items);
    a.start(sitting, new Date(T0));
    a.send({ type: 'exam.answer', response: { kind: 'legal', verdict: 'foul' } }, new Date(T0 + 1000));
    a.send({ type: 'exam.next' }, new Date(T0 + 2000));
    a.send({ type: 'exam.next' }, new Date(T0 + 3000));
    a.stop();
    const b = new ExamSession(new ProgressStore(kv), () => items);
    b.attach(new Date(T0 + 5 * 60_000));
    expect(b.snapshot?.context.current).toBe(2);
    expect(b.snapshot?.context.responses[0]).toEqual({ kind: 'legal', verdict: 'foul' });
    expect(b.snapshot?.context.deadline).toBe(T0 + 10 * 60_000);
    expect(b.sitting?.finished).toBeNull();
  });

  test('opened after the deadline: handed in by the clock, at the deadline', () => {
    const { sitting, items } = paperOf(2);
    const kv = new MapStore();
    const a = new ExamSession(new ProgressStore(kv), () => items);
    a.start(sitting, new Date(T0));
    a.send({ type: 'exam.answer', response: { kind: 'legal', verdict: 'legal' } }, new Date(T0 + 1000));
    a.stop();
    const b = new ExamSession(new ProgressStore(kv), () => items);
    b.attach(new Date(T0 + 3 * 3600_000));
    expect(b.snapshot).toBeNull();
    expect(b.sitting?.finished).toEqual({ at: '2026-12-01T10:10:00.000Z', by: 'time' });
    expect(stored(kv).exams).toHaveLength(1);
    expect(stored(kv).attempts.map((x: { id: string; score: number }) => [x.id, x.score])).toEqual([['q0', 1]]);
  });

  test('two tabs on the same exam: each keeps the other’s answers, the paper is scored once', () => {
    const { sitting, items } = paperOf(3);
    const kv = new MapStore();
    const a = new ExamSession(new ProgressStore(kv), () => items);
    a.start(sitting, new Date(T0));
    const b = new ExamSession(new ProgressStore(kv), () => items);
    b.attach(new Date(T0 + 1));
    // b answers before it has heard of a's answer (no storage event yet)
    a.send({ type: 'exam.answer', response: { kind: 'legal', verdict: 'legal' }, index: 0 }, new Date(T0 + 2));
    b.send({ type: 'exam.answer', response: { kind: 'legal', verdict: 'legal' }, index: 1 }, new Date(T0 + 3));
    expect(stored(kv).exam.responses.map((r: unknown) => r !== null)).toEqual([true, true, false]);
    a.refresh(new Date(T0 + 4));
    expect(a.snapshot?.context.responses[1]).toEqual({ kind: 'legal', verdict: 'legal' });
    a.send({ type: 'exam.finish' }, new Date(T0 + 5));
    b.send({ type: 'exam.finish' }, new Date(T0 + 6));
    b.refresh(new Date(T0 + 7));
    expect(stored(kv).exams).toHaveLength(1);
    expect(stored(kv).attempts).toHaveLength(2);
    expect(b.snapshot).toBeNull();
  });
});

type Action =
  | { k: 'choose'; tab: number; verdict: number }
  | { k: 'clear'; tab: number }
  | { k: 'skip'; tab: number }
  | { k: 'next'; tab: number }
  | { k: 'previous'; tab: number }
  | { k: 'goto'; tab: number; i: number }
  | { k: 'reload'; tab: number }
  | { k: 'sync'; tab: number }
  | { k: 'wait'; minutes: number }
  | { k: 'handIn'; tab: number };

const tab = fc.integer({ min: 0, max: 1 });
const action: fc.Arbitrary<Action> = fc.oneof(
  {
    arbitrary: fc.record({ k: fc.constant('choose' as const), tab, verdict: fc.integer({ min: 0, max: 2 }) }),
    weight: 5,
  },
  fc.record({ k: fc.constant('clear' as const), tab }),
  fc.record({ k: fc.constant('skip' as const), tab }),
  { arbitrary: fc.record({ k: fc.constant('next' as const), tab }), weight: 3 },
  { arbitrary: fc.record({ k: fc.constant('previous' as const), tab }), weight: 2 },
  fc.record({ k: fc.constant('goto' as const), tab, i: fc.integer({ min: 0, max: 7 }) }),
  fc.record({ k: fc.constant('reload' as const), tab }),
  fc.record({ k: fc.constant('sync' as const), tab }),
  fc.record({ k: fc.constant('wait' as const), minutes: fc.integer({ min: 0, max: 4 }) }),
  fc.record({ k: fc.constant('handIn' as const), tab }),
);

describe('property: no answer lost, none scored twice', () => {
  test('any sequence of choose, skip, next, previous, reload, time-out and hand-in, in one or two tabs', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.array(action, { maxLength: 60 }), (n, actions) => {
        const { sitting, items } = paperOf(n);
        const kv = new MapStore();
        let now = T0;
        const open = () => {
          const s = new ExamSession(new ProgressStore(kv), () => items);
          s.attach(new Date(now));
          return s;
        };
        const tabs = [open(), open()];
        tabs[0]?.start(sitting, new Date(now));
        tabs[1]?.refresh(new Date(now));
        /** what the candidate chose last for each question, while the paper was open */
        const chosen: (Response | undefined)[] = Array.from({ length: n }, () => undefined);
        for (const a of actions) {
          now += 1000;
          if (a.k === 'wait') {
            now += a.minutes * 60_000;
            continue;
          }
          const s = tabs[a.tab] as ExamSession;
          // Before acting, a tab has heard of everything the clock did (it ticks every second).
          s.tick(new Date(now));
          const running = s.snapshot !== null && stored(kv).exam.finished === null;
          const at = s.snapshot?.context.current ?? 0;
          if (a.k === 'choose') {
            const r: Response = { kind: 'legal', verdict: VERDICTS[a.verdict] as Verdict };
            s.send({ type: 'exam.answer', response: r }, new Date(now));
            if (running) chosen[at] = r;
          } else if (a.k === 'clear') {
            s.send({ type: 'exam.clear' }, new Date(now));
            if (running) chosen[at] = undefined;
          } else if (a.k === 'skip') s.send({ type: 'exam.skip' }, new Date(now));
          else if (a.k === 'next') s.send({ type: 'exam.next' }, new Date(now));
          else if (a.k === 'previous') s.send({ type: 'exam.previous' }, new Date(now));
          else if (a.k === 'goto') s.send({ type: 'exam.goto', index: a.i }, new Date(now));
          else if (a.k === 'handIn') s.send({ type: 'exam.finish' }, new Date(now));
          else if (a.k === 'sync') s.refresh(new Date(now));
          else {
            s.stop();
            tabs[a.tab] = open();
          }
          // Every answer chosen so far is in storage, whatever the tab or the order.
          const exam = stored(kv).exam;
          expect(exam.responses.map((r: Response | null) => r ?? undefined)).toEqual(chosen);
        }
        // In the end the clock runs out if nobody handed in.
        now += 24 * 3600_000;
        for (const s of tabs) s.attach(new Date(now));
        const p = stored(kv);
        expect(p.exam.finished).not.toBeNull();
        expect(p.exams).toHaveLength(1);
        const answered = chosen.flatMap((r, i) => (r ? [i] : []));
        expect(p.attempts.map((x: { id: string }) => x.id)).toEqual(answered.map((i) => `q${i}`));
        expect(p.attempts.map((x: { score: number }) => x.score)).toEqual(
          answered.map((i) => grade(items[i] as Gradable, chosen[i]).score),
        );
        const right = chosen.reduce((sum, r, i) => sum + grade(items[i] as Gradable, r).score, 0);
        expect(p.exams[0].percent).toBe(Math.round((right / n) * 1000) / 10);
      }),
      { numRuns: 300 },
    );
  });
});
