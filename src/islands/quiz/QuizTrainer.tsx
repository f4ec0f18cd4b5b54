import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
// Narrow imports: the quiz index also reaches the referee engine, which the browser does not need.
import { grade } from '../../core/quiz/grade.ts';
import { type Grade, QUIZ_BANKS, type QuizBank, TOPICS, type Topic } from '../../core/quiz/types.ts';
import type { ClientItem } from '../../quiz/payload.ts';
import { recordAttempt } from '../../quiz/progress.ts';
import { applyReview, missedIds, reviewQueue } from '../../quiz/schedule.ts';
import { type BankIndex, useBank, useProgress } from './data.ts';
import { type Draft, emptyDraft, isComplete, toResponse } from './draft.ts';
import { Feedback } from './Feedback.tsx';
import { Notices } from './Notices.tsx';
import { QuestionView } from './QuestionView.tsx';
import { type Strings, tr } from './strings.ts';
import './quiz.css';

export interface QuizTrainerProps {
  readonly lang: string;
  readonly t: Strings;
}

type Source = 'all' | 'mistakes' | 'review';

interface Filters {
  banks: QuizBank[];
  topics: Topic[];
  foul: string;
  source: Source;
}

function pickVariant(bank: BankIndex, q: ClientItem): ClientItem {
  const n = bank.variants.get(q.id) ?? 1;
  const v = Math.floor(Math.random() * n);
  return bank.byKey.get(`${q.id}#${v}`) ?? q;
}

function shuffle<T>(xs: readonly T[]): T[] {
  const out = xs.slice();
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

function matching(bank: BankIndex, f: Filters): ClientItem[] {
  return bank.questions.filter(
    (q) =>
      f.banks.includes(q.bank) &&
      (f.topics.length === 0 || f.topics.includes(q.topic)) &&
      (f.foul === '' || (f.foul === 'none' ? !q.truth.foul : q.truth.fouls.includes(f.foul as never))),
  );
}

function initialSource(): Source {
  if (typeof location === 'undefined') return 'all';
  const m = new URLSearchParams(location.search).get('mode');
  return m === 'review' || m === 'mistakes' ? m : 'all';
}

export default function QuizTrainer({ lang, t }: QuizTrainerProps) {
  const state = useBank(lang);
  const handle = useProgress();
  const [filters, setFilters] = useState<Filters>({ banks: [...QUIZ_BANKS], topics: [], foul: '', source: 'all' });
  const [queue, setQueue] = useState<ClientItem[] | null>(null);
  const [index, setIndex] = useState(0);
  const [draft, setDraft] = useState<Draft>(emptyDraft());
  const [result, setResult] = useState<Grade | null>(null);
  const [scores, setScores] = useState<number[]>([]);
  const headRef = useRef<HTMLDivElement>(null);
  const feedbackRef = useRef<HTMLDivElement>(null);

  useEffect(() => setFilters((f) => ({ ...f, source: initialSource() })), []);

  const bank = state.status === 'ready' ? state.bank : null;
  const pool = useMemo(() => {
    if (!bank) return [];
    const base = matching(bank, filters);
    if (filters.source === 'all') return base;
    const ids = filters.source === 'mistakes' ? missedIds(handle.progress) : reviewQueue(handle.progress, new Date());
    return ids.flatMap((id) => base.filter((q) => q.id === id));
  }, [bank, filters, handle.progress]);
  const fouls = useMemo(() => (bank ? [...new Set(bank.questions.flatMap((q) => q.truth.fouls))].sort() : []), [bank]);

  if (state.status === 'loading') return <p class="qz-status">{tr(t, 'quiz.loading')}</p>;
  if (state.status === 'failed' || !bank)
    return (
      <p class="qz-status" role="alert">
        {tr(t, 'quiz.loadFailed')}
      </p>
    );

  const start = () => {
    const ordered = filters.source === 'all' ? shuffle(pool) : pool;
    setQueue(ordered.map((q) => pickVariant(bank, q)));
    setIndex(0);
    setDraft(emptyDraft());
    setResult(null);
    setScores([]);
    requestAnimationFrame(() => headRef.current?.querySelector('h2')?.focus());
  };

  const item = queue?.[index];

  const check = () => {
    if (!item) return;
    const g = grade(item, toResponse(item.kind, draft));
    setResult(g);
    setScores((s) => [...s, g.score]);
    const now = new Date();
    handle.update((p) =>
      applyReview(
        recordAttempt(p, {
          id: item.id,
          variant: item.variant,
          at: now.toISOString(),
          score: g.score,
          mode: filters.source === 'all' ? 'trainer' : 'review',
        }),
        item.id,
        g.score,
        now,
      ),
    );
    requestAnimationFrame(() => feedbackRef.current?.querySelector<HTMLElement>('[data-testid="verdict"]')?.focus());
  };

  const next = () => {
    setIndex((i) => i + 1);
    setDraft(emptyDraft());
    setResult(null);
    requestAnimationFrame(() => headRef.current?.querySelector('h2')?.focus());
  };

  const toggleIn = <T,>(list: T[], v: T, on: boolean) =>
    on ? [...list.filter((x) => x !== v), v] : list.filter((x) => x !== v);

  return (
    <div class="qz" data-testid="trainer">
      <Notices t={t} handle={handle} />
      {queue === null ? (
        <form
          class="qz-filters"
          aria-label={tr(t, 'quiz.trainer.filters')}
          onSubmit={(e) => {
            e.preventDefault();
            if (pool.length > 0) start();
          }}
        >
          <h2>{tr(t, 'quiz.trainer.filters')}</h2>
          <fieldset class="qz-field">
            <legend>{tr(t, 'quiz.trainer.banks')}</legend>
            <div class="qz-columns">
              {QUIZ_BANKS.map((b) => (
                <label key={b} class="qz-choice">
                  <input
                    type="checkbox"
                    checked={filters.banks.includes(b)}
                    onChange={(e) =>
                      setFilters({
                        ...filters,
                        banks: toggleIn(filters.banks, b, (e.currentTarget as HTMLInputElement).checked),
                      })
                    }
                  />
                  <span>{tr(t, `quiz.bank.${b}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset class="qz-field">
            <legend>{tr(t, 'quiz.trainer.topics')}</legend>
            <p class="qz-hint">{tr(t, 'quiz.trainer.allTopics')}</p>
            <div class="qz-columns">
              {TOPICS.map((tp) => (
                <label key={tp} class="qz-choice">
                  <input
                    type="checkbox"
                    checked={filters.topics.includes(tp)}
                    onChange={(e) =>
                      setFilters({
                        ...filters,
                        topics: toggleIn(filters.topics, tp, (e.currentTarget as HTMLInputElement).checked),
                      })
                    }
                  />
                  <span>{tr(t, `quiz.topic.${tp}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <div class="qz-field">
            <label class="qz-select">
              <span>{tr(t, 'quiz.trainer.foulKind')}</span>
              <select
                value={filters.foul}
                onChange={(e) => setFilters({ ...filters, foul: (e.currentTarget as HTMLSelectElement).value })}
              >
                <option value="">{tr(t, 'quiz.trainer.anyFoul')}</option>
                <option value="none">{tr(t, 'quiz.noFoul')}</option>
                {fouls.map((f) => (
                  <option key={f} value={f}>
                    {tr(t, `quiz.foul.${f}`)}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <fieldset class="qz-field">
            <legend>{tr(t, 'quiz.trainer.source')}</legend>
            {(['all', 'mistakes', 'review'] as const).map((s) => (
              <label key={s} class="qz-choice">
                <input
                  type="radio"
                  name="qz-source"
                  value={s}
                  checked={filters.source === s}
                  onChange={() => setFilters({ ...filters, source: s })}
                />
                <span>
                  {tr(t, `quiz.trainer.source${s === 'all' ? 'All' : s === 'mistakes' ? 'Mistakes' : 'Review'}`)}
                </span>
              </label>
            ))}
          </fieldset>
          <p aria-live="polite" data-testid="match-count">
            {pool.length > 0 ? tr(t, 'quiz.trainer.count', { n: pool.length }) : tr(t, 'quiz.trainer.none')}
          </p>
          <button type="submit" class="qz-button qz-primary" disabled={pool.length === 0}>
            {tr(t, 'quiz.trainer.start')}
          </button>
        </form>
      ) : item ? (
        <div ref={headRef}>
          <QuestionView
            key={`${item.id}#${item.variant}#${index}`}
            t={t}
            item={item}
            draft={draft}
            onChange={setDraft}
            locked={result !== null}
            uid={`tr${index}`}
            heading={`${tr(t, 'quiz.trainer.position', { i: index + 1, n: queue.length })} · ${tr(t, `quiz.topic.${item.topic}`)}`}
          />
          <div class="qz-actions">
            {result === null ? (
              <button
                type="button"
                class="qz-button qz-primary"
                disabled={!isComplete(item.kind, item.fields, draft)}
                onClick={check}
              >
                {tr(t, 'quiz.check')}
              </button>
            ) : (
              <button type="button" class="qz-button qz-primary" onClick={next}>
                {tr(t, 'quiz.next')}
              </button>
            )}
            <button type="button" class="qz-button" onClick={() => setQueue(null)}>
              {tr(t, 'quiz.trainer.change')}
            </button>
          </div>
          {result ? (
            <div ref={feedbackRef}>
              <Feedback t={t} item={item} grade={result} />
            </div>
          ) : null}
        </div>
      ) : (
        <div class="qz-done">
          <p>{tr(t, 'quiz.trainer.done', { right: scores.filter((s) => s >= 1).length, n: scores.length })}</p>
          <button type="button" class="qz-button qz-primary" onClick={() => setQueue(null)}>
            {tr(t, 'quiz.trainer.again')}
          </button>
        </div>
      )}
    </div>
  );
}
