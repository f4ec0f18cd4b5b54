import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
// Narrow imports: the quiz index also reaches the referee engine, which the browser does not need.
import { grade } from '../../core/quiz/grade.ts';
import type { Grade, Response } from '../../core/quiz/types.ts';
import { isChanged } from '../../quiz/payload.ts';
import { editionOf, recordAttempt } from '../../quiz/progress.ts';
import { applyReview, missedIds, reviewQueue } from '../../quiz/schedule.ts';
import { setStreak, streakOf } from '../../quiz/streak.ts';
import { useAnswerKeys } from './answer-keys.ts';
import { DrillHeader } from './DrillHeader.tsx';
import { useBank, useProgress } from './data.ts';
import { type Draft, emptyDraft, isComplete, toResponse } from './draft.ts';
import { Feedback } from './Feedback.tsx';
import { Notices } from './Notices.tsx';
import { QuestionView } from './QuestionView.tsx';
import { afterAnswer, RatingChange, type RatingMove, StreakNote } from './Standing.tsx';
import { type Entry, prefetch, useEntry, useTableOnIntent } from './scenario-data.ts';
import { type Strings, tr } from './strings.ts';
import { TrainerStart } from './TrainerStart.tsx';
import {
  DEFAULT_FILTERS,
  drillItems,
  type Filters,
  matching,
  params,
  pickVariant,
  ratingFactsOf,
  remembered,
  SHUFFLED,
  shuffle,
  urlSource,
} from './trainer-filters.ts';
import { editionParam } from './trainer-link.ts';
import './quiz.css';

export interface QuizTrainerProps {
  readonly lang: string;
  readonly t: Strings;
}

export default function QuizTrainer({ lang, t }: QuizTrainerProps) {
  const handle = useProgress();
  // A link may name the rules it asks under (a drill from an exam sat under them); an unknown value is shown, not guessed.
  const [linked, setLinked] = useState(() => editionParam(params()));
  const linkedEdition = linked.ok ? linked.edition : null;
  const edition = linkedEdition ?? editionOf(handle.progress);
  const state = useBank(lang, edition);
  const [filters, setFilters] = useState<Filters>(DEFAULT_FILTERS);
  const [queue, setQueue] = useState<Entry[] | null>(null);
  const [index, setIndex] = useState(0);
  const [draft, setDraft] = useState<Draft>(emptyDraft());
  const [result, setResult] = useState<{ grade: Grade; response: Response } | null>(null);
  const [scores, setScores] = useState<number[]>([]);
  const [drilling, setDrilling] = useState(false);
  const [move, setMove] = useState<RatingMove | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const headRef = useRef<HTMLDivElement>(null);
  const feedbackRef = useRef<HTMLDivElement>(null);

  const bank = state.status === 'ready' ? state.bank : null;
  // Last settings (from this browser's progress), then what the link asks for: once, when the
  // progress has been read.
  const settled = useRef(false);
  useEffect(() => {
    if (!handle.ready || settled.current) return;
    settled.current = true;
    const base = remembered(handle.progress) ?? DEFAULT_FILTERS;
    const source = urlSource();
    setFilters(source ? { ...base, source } : base);
    // the rules a link names are the learner's from now on, as an exam's are when it starts
    if (linkedEdition && linkedEdition !== editionOf(handle.progress))
      handle.update((p) => ({ ...p, edition: linkedEdition }));
  }, [handle.ready, handle.progress, handle.update, linkedEdition]);
  // "Drill my wrong ones": straight to exactly those questions (not when the link's edition is unknown).
  /** Asks `items` from the first, with a clean answer and score. */
  const begin = useCallback((items: Entry[]) => {
    setQueue(items);
    setIndex(0);
    setDraft(emptyDraft());
    setResult(null);
    setScores([]);
    requestAnimationFrame(() => headRef.current?.querySelector('h2')?.focus());
  }, []);
  // Once: the questions and the progress have come (a later change of edition does not start it again).
  const drilled = useRef(false);
  useEffect(() => {
    if (!bank || !handle.ready || !linked.ok || drilled.current) return;
    drilled.current = true;
    const drill = drillItems(bank);
    if (drill && drill.length > 0) {
      setDrilling(true);
      begin(drill);
    }
  }, [bank, handle.ready, linked.ok, begin]);

  const seenIds = useMemo(() => new Set(handle.progress.attempts.map((a) => a.id)), [handle.progress]);
  const pool = useMemo(() => {
    if (!bank) return [];
    const base = matching(bank, filters);
    if (filters.source === 'all') return base;
    if (filters.source === 'new') return base.filter((q) => !seenIds.has(q.id));
    if (filters.source === 'changed') return base.filter(isChanged);
    const ids = filters.source === 'mistakes' ? missedIds(handle.progress) : reviewQueue(handle.progress, new Date());
    return ids.flatMap((id) => base.filter((q) => q.id === id));
  }, [bank, filters, handle.progress, seenIds]);
  const ratingFacts = useMemo(() => ratingFactsOf(bank), [bank]);
  const streak = streakOf(handle.progress);
  // The order a start would ask in, drawn ahead (each time the start screen shows) so that the first
  // question's bank is fetched while the learner reads the start screen: it shows at once.
  const starting = queue === null;
  const planned = useMemo(
    () => (!starting ? [] : SHUFFLED.includes(filters.source) ? shuffle(pool) : pool),
    [pool, filters.source, starting],
  );
  useEffect(() => {
    if (starting) prefetch(lang, planned[0], { table: false });
  }, [lang, planned, starting]);
  const fouls = useMemo(
    () => (bank ? [...new Set([...bank.questions, ...bank.scenarios].flatMap((q) => q.truth.fouls))].sort() : []),
    [bank],
  );
  const total = bank ? bank.questions.length + bank.scenarios.length : 0;

  const entry = queue?.[index];
  const resolved = useEntry(lang, edition, entry, queue?.[index + 1]);
  const item = resolved?.status === 'ready' ? resolved.item : undefined;

  const check = () => {
    if (!item || result || !isComplete(item.kind, item.fields, draft)) return;
    const response = toResponse(item.kind, draft);
    const g = grade(item, response);
    setResult({ grade: g, response });
    setScores((sc) => [...sc, g.score]);
    const now = new Date();
    handle.update((p) => {
      const answered = applyReview(
        recordAttempt(p, {
          id: item.id,
          variant: item.variant,
          at: now.toISOString(),
          score: g.score,
          mode: SHUFFLED.includes(filters.source) ? 'trainer' : 'review',
        }),
        item.id,
        g.score,
        now,
      );
      const after = afterAnswer(p, answered, ratingFacts, item.topic, g.score);
      setMove(after.move);
      return after.next;
    });
    requestAnimationFrame(() => feedbackRef.current?.querySelector<HTMLElement>('[data-testid="verdict"]')?.focus());
  };

  const next = () => {
    setIndex((i) => i + 1);
    setDraft(emptyDraft());
    setResult(null);
    requestAnimationFrame(() => headRef.current?.querySelector('h2')?.focus());
  };

  /** The same question again, from a clean answer. */
  const replay = () => {
    setDraft(emptyDraft());
    setResult(null);
    requestAnimationFrame(() => headRef.current?.querySelector('h2')?.focus());
  };

  useAnswerKeys(rootRef, { item, result, check, next, replay });

  // Until the questions and the progress have come, the start screen is drawn with the loading
  // notice in place of the counts (the server's HTML too), so nothing below it moves when they come.
  const loading = bank === null || !handle.ready;
  useTableOnIntent(rootRef, !loading);
  if (state.status === 'failed')
    return (
      <p class="qz-status" role="alert">
        {tr(t, 'quiz.loadFailed')}
      </p>
    );

  const start = () => {
    if (pool.length === 0 || !bank || !handle.ready) return;
    const ordered = planned;
    handle.update((p) => ({ ...p, trainer: { ...(p.trainer ?? {}), ...filters } }));
    setDrilling(false);
    begin(ordered.map((q) => pickVariant(bank, q)));
  };

  return (
    // "trainer" names it once it can be used: its questions and the learner's progress have come
    <div class="qz" data-testid={loading ? 'trainer-loading' : 'trainer'} aria-busy={loading} ref={rootRef}>
      <Notices t={t} handle={handle} />
      {linked.ok ? null : (
        <p class="qz-notice" role="alert" data-testid="link-error">
          {tr(t, 'quiz.trainer.badEdition', { param: linked.param, value: linked.value })}
        </p>
      )}
      {queue === null ? (
        <TrainerStart
          t={t}
          edition={edition}
          loading={loading}
          seen={seenIds.size}
          total={total}
          count={pool.length}
          filters={filters}
          onFilters={setFilters}
          fouls={fouls}
          onEdition={(e) => {
            if (linked.ok) setLinked({ ok: true, edition: null });
            handle.update((p) => ({ ...p, edition: e }));
          }}
          onStart={start}
          streak={streak}
          onStreak={(on) => handle.update((p) => setStreak(p, on, { ...filters }))}
        />
      ) : item ? (
        <div ref={headRef}>
          <QuestionView
            key={`${item.id}#${item.variant}#${index}`}
            lang={lang}
            t={t}
            item={item}
            draft={draft}
            onChange={setDraft}
            locked={result !== null}
            uid={`tr${index}`}
            heading={`${tr(t, 'quiz.trainer.position', { i: index + 1, n: queue.length })} · ${tr(t, `quiz.topic.${item.topic}`)}`}
            status={
              <p class="qz-seen" data-testid="seen">
                {drilling && bank ? <DrillHeader t={t} bank={bank} rule={params().get('rule')} /> : ''}
                {tr(t, 'quiz.seen', { n: seenIds.size, m: total })}
              </p>
            }
          >
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
                <>
                  <button type="button" class="qz-button qz-primary" onClick={next}>
                    {tr(t, 'quiz.next')}
                  </button>
                  <button type="button" class="qz-button" onClick={replay}>
                    {tr(t, 'quiz.trainer.replay')}
                  </button>
                </>
              )}
              <button type="button" class="qz-button" onClick={() => setQueue(null)}>
                {tr(t, 'quiz.trainer.change')}
              </button>
              <span class="qz-hint">{tr(t, 'quiz.trainer.keys')}</span>
            </div>
            {result ? (
              <div ref={feedbackRef}>
                <Feedback lang={lang} t={t} item={item} grade={result.grade} response={result.response}>
                  {move ? <RatingChange t={t} move={move} /> : null}
                  <StreakNote t={t} streak={streak} />
                </Feedback>
              </div>
            ) : null}
          </QuestionView>
        </div>
      ) : entry ? (
        <div class="qz-actions" ref={headRef}>
          <p class="qz-status" role={resolved?.status === 'failed' ? 'alert' : 'status'} data-testid="question-wait">
            {tr(t, resolved?.status === 'failed' ? 'quiz.loadFailed' : 'quiz.loading')}
          </p>
          {resolved?.status === 'failed' ? (
            <button type="button" class="qz-button" onClick={next}>
              {tr(t, 'quiz.next')}
            </button>
          ) : null}
        </div>
      ) : (
        <div class="qz-done">
          <p>{tr(t, 'quiz.trainer.done', { right: scores.filter((x) => x >= 1).length, n: scores.length })}</p>
          <button type="button" class="qz-button qz-primary" onClick={() => setQueue(null)}>
            {tr(t, 'quiz.trainer.again')}
          </button>
        </div>
      )}
    </div>
  );
}
