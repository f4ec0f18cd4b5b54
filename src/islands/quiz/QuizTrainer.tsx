import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
// Narrow imports: the quiz index also reaches the referee engine, which the browser does not need.
import { grade } from '../../core/quiz/grade.ts';
import { type Grade, QUIZ_BANKS, type QuizBank, type Response, TOPICS, type Topic } from '../../core/quiz/types.ts';
import { isChanged, isGenerated } from '../../quiz/payload.ts';
import { editionOf, type Progress, recordAttempt } from '../../quiz/progress.ts';
import { ruleDrill } from '../../quiz/rule-drill.ts';
import { applyReview, missedIds, reviewQueue } from '../../quiz/schedule.ts';
import { setStreak, streakOf } from '../../quiz/streak.ts';
import { DrillHeader } from './DrillHeader.tsx';
import { type BankIndex, useBank, useProgress } from './data.ts';
import { type Draft, emptyDraft, isComplete, toResponse } from './draft.ts';
import { EditionSwitch } from './Editions.tsx';
import { Feedback } from './Feedback.tsx';
import { Notices } from './Notices.tsx';
import { QuestionView } from './QuestionView.tsx';
import { afterAnswer, RatingChange, type RatingMove, StreakNote, StreakToggle } from './Standing.tsx';
import { type Entry, prefetch, useEntry, useTableOnIntent } from './scenario-data.ts';
import { capitalize, type Strings, tr } from './strings.ts';
import { editionParam } from './trainer-link.ts';
import './quiz.css';

export interface QuizTrainerProps {
  readonly lang: string;
  readonly t: Strings;
}

/** Which questions: all that match, new ones, mistakes, due ones, or those whose answer changed since 1999. */
type Source = 'all' | 'mistakes' | 'review' | 'new' | 'changed';
const SOURCES: readonly Source[] = ['all', 'new', 'mistakes', 'review', 'changed'];
/** The sources drawn in a random order (the others keep their own: most missed, most overdue). */
const SHUFFLED: readonly Source[] = ['all', 'new', 'changed'];

interface Filters {
  banks: QuizBank[];
  topics: Topic[];
  foul: string;
  source: Source;
}

function pickVariant(bank: BankIndex, q: Entry): Entry {
  if (isGenerated(q)) return q;
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

/** The authored questions and the generated ones, as the filters choose them. */
function matching(bank: BankIndex, f: Filters): Entry[] {
  return [...bank.questions, ...bank.scenarios].filter(
    (q) =>
      f.banks.includes(q.bank) &&
      (f.topics.length === 0 || f.topics.includes(q.topic)) &&
      (f.foul === '' || (f.foul === 'none' ? !q.truth.foul : q.truth.fouls.includes(f.foul as never))),
  );
}

const params = () => new URLSearchParams(typeof location === 'undefined' ? '' : location.search);

function urlSource(): Source | null {
  const m = params().get('mode');
  return SOURCES.includes(m as Source) ? (m as Source) : null;
}

/** The stored settings, checked against what this version knows (unknown banks or topics are left out). */
function remembered(p: Progress): Filters | null {
  const s = p.trainer;
  if (!s) return null;
  return {
    banks: QUIZ_BANKS.filter((b) => s.banks.includes(b)),
    topics: TOPICS.filter((x) => s.topics.includes(x)),
    foul: s.foul,
    source: SOURCES.includes(s.source as Source) ? (s.source as Source) : 'all',
  };
}

/**
 * The questions a link asks for: "drill my wrong ones" (`drill=id#variant,…`, in order), or every
 * question on one rule paragraph (`rule=3.20`, from the progress map).
 */
function drillItems(bank: BankIndex): Entry[] | null {
  const rule = params().get('rule');
  if (rule) return shuffle(ruleDrill(bank, rule)).map((q) => pickVariant(bank, q));
  const d = params().get('drill');
  if (!d) return null;
  return d
    .split(',')
    .map((k) => bank.byKey.get(k.trim()) ?? bank.scenarioById.get(k.trim().split('#')[0] ?? ''))
    .filter((x): x is Entry => x !== undefined);
}

/**
 * The group keys 1–9 answer: the first radio group still without an answer (so 1, 1, 2 answers a
 * ruling part by part), else the group with the focus (to change an answer), else the first.
 */
function activeGroup(root: HTMLElement): HTMLFieldSetElement | null {
  const groups = [...root.querySelectorAll<HTMLFieldSetElement>('.qz-answer fieldset')];
  return (
    groups.find((g) => g.querySelector('input[type="radio"]') && !g.querySelector('input:checked')) ??
    groups.find((g) => g.contains(document.activeElement)) ??
    groups[0] ??
    null
  );
}

const DEFAULT_FILTERS: Filters = { banks: [...QUIZ_BANKS], topics: [], foul: '', source: 'all' };

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
  const ratingFacts = useMemo(
    () =>
      new Map(
        [...(bank?.questions ?? []), ...(bank?.scenarios ?? [])].map((q) => [
          q.id,
          { topic: q.topic, rules: q.truth.rules, difficulty: q.difficulty },
        ]),
      ),
    [bank],
  );
  const streak = streakOf(handle.progress);
  // The order a start would ask in, drawn ahead so that the first question's bank is fetched while
  // the learner reads the start screen: the first question shows at once.
  // Drawn again each time the start screen shows (none while questions are asked).
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

  // Keys: 1–9 choose in the group being answered, Enter checks and then goes on, R asks again.
  // The handler is added once and reads this render's state through a ref: effects run only
  // after the next frame, and a handler renewed there would still see the answer before the last
  // choice (Enter then checked nothing) or the question before its check (Enter checked it again).
  const keys = useRef({ item, result, check, next, replay });
  keys.current = { item, result, check, next, replay };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const { item, result, check, next, replay } = keys.current;
      if (!item) return;
      if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
      const target = e.target as HTMLElement | null;
      const typing =
        target?.tagName === 'SELECT' ||
        target?.tagName === 'TEXTAREA' ||
        (target?.tagName === 'INPUT' && (target as HTMLInputElement).type === 'text');
      const root = rootRef.current;
      if (!root || (target && !root.contains(target) && target !== document.body)) return;
      if (/^[1-9]$/.test(e.key) && !typing && result === null) {
        const group = activeGroup(root);
        const input = group?.querySelectorAll<HTMLInputElement>('input')[Number(e.key) - 1];
        if (input && !input.disabled) {
          e.preventDefault();
          if (input.type === 'checkbox' || !input.checked) input.click();
          input.focus();
        }
      } else if (e.key === 'Enter') {
        const tag = target?.tagName;
        if (tag === 'BUTTON' || tag === 'A' || tag === 'SUMMARY' || tag === 'SELECT') return;
        e.preventDefault();
        if (result === null) check();
        else next();
      } else if ((e.key === 'r' || e.key === 'R') && !typing && result !== null) {
        e.preventDefault();
        replay();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

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

  const toggleIn = <T,>(list: T[], v: T, on: boolean) =>
    on ? [...list.filter((x) => x !== v), v] : list.filter((x) => x !== v);

  const summary = [
    capitalize(tr(t, `quiz.edition.title.${edition}`)),
    filters.banks.length === QUIZ_BANKS.length
      ? tr(t, 'quiz.trainer.allGames')
      : filters.banks.map((b) => tr(t, `quiz.bank.${b}`)).join(', ') || '—',
    filters.topics.length === 0
      ? tr(t, 'quiz.trainer.allTopics')
      : filters.topics.map((x) => tr(t, `quiz.topic.${x}`)).join(', '),
    filters.foul === '' ? null : filters.foul === 'none' ? tr(t, 'quiz.noFoul') : tr(t, `quiz.foul.${filters.foul}`),
    tr(t, `quiz.trainer.source${filters.source[0]?.toUpperCase()}${filters.source.slice(1)}`),
  ]
    .filter(Boolean)
    .join(' · ');

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
        <div class="qz-start">
          <p class="qz-seen" data-testid="seen">
            {loading ? tr(t, 'quiz.loading') : tr(t, 'quiz.seen', { n: seenIds.size, m: total })}
          </p>
          <p data-testid="trainer-summary">
            <strong>{tr(t, 'quiz.trainer.practising')}</strong> {summary}.{' '}
            <span aria-live="polite" data-testid="match-count">
              {loading
                ? ''
                : pool.length > 0
                  ? tr(t, 'quiz.trainer.count', { n: pool.length })
                  : tr(t, 'quiz.trainer.none')}
            </span>
          </p>
          <EditionSwitch
            t={t}
            edition={edition}
            name="qz-edition"
            onChange={(e) => {
              if (linked.ok) setLinked({ ok: true, edition: null });
              handle.update((p) => ({ ...p, edition: e }));
            }}
          />
          <div class="qz-actions">
            <button
              type="button"
              class="qz-button qz-primary qz-start-button"
              disabled={loading || pool.length === 0}
              onClick={start}
              data-testid="start"
            >
              {tr(t, 'quiz.trainer.start')}
            </button>
            <span class="qz-hint">{tr(t, 'quiz.trainer.keys')}</span>
          </div>
          <StreakToggle
            t={t}
            on={streak.on}
            onChange={(on) => handle.update((p) => setStreak(p, on, { ...filters }))}
          />
          <StreakNote t={t} streak={streak} />
          <details class="qz-settings">
            <summary>{tr(t, 'quiz.trainer.filters')}</summary>
            <form
              class="qz-filters"
              aria-label={tr(t, 'quiz.trainer.filters')}
              onSubmit={(e) => {
                e.preventDefault();
                start();
              }}
            >
              <fieldset class="qz-field">
                <legend>{tr(t, 'quiz.trainer.source')}</legend>
                {SOURCES.map((src) => (
                  <label key={src} class="qz-choice">
                    <input
                      type="radio"
                      name="qz-source"
                      value={src}
                      checked={filters.source === src}
                      onChange={() => setFilters({ ...filters, source: src })}
                    />
                    <span>{tr(t, `quiz.trainer.source${src[0]?.toUpperCase()}${src.slice(1)}`)}</span>
                  </label>
                ))}
              </fieldset>
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
                <p class="qz-hint">{tr(t, 'quiz.trainer.allTopicsHint')}</p>
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
              <button type="submit" class="qz-button qz-primary" disabled={loading || pool.length === 0}>
                {tr(t, 'quiz.trainer.start')}
              </button>
            </form>
          </details>
        </div>
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
