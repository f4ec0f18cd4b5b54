import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Edition } from '../../core/editions/overrides.ts';
// Narrow imports: the quiz index also reaches the referee engine, which the browser does not need.
import { assemblePaper, type Blueprint, type ExamReport, examReport, parseSeed } from '../../core/quiz/exam.ts';
import { type Outcome, paperOutcomes } from '../../quiz/exam-outcomes.ts';
import { type ClientItem, itemKey } from '../../quiz/payload.ts';
import { editionOf, type StoredSitting } from '../../quiz/progress.ts';
import { ExamSession, storedResponses } from '../../quiz/sitting.ts';
import { type BankIndex, indexFor, useBank, useProgress } from './data.ts';
import { type Draft, fromResponse, hasAnswer, isComplete, toResponse } from './draft.ts';
import { EditionSwitch } from './Editions.tsx';
import { answerText, Feedback, rightText } from './Feedback.tsx';
import { Notices } from './Notices.tsx';
import { examPool, generatedOf, paperItems } from './paper.ts';
import { QuestionView } from './QuestionView.tsx';
import { loadedScenario, loadScenarioPart } from './scenario-data.ts';
import { type Strings, tr } from './strings.ts';
import { drillHref, editionParam } from './trainer-link.ts';
import './quiz.css';

export interface QuizExamProps {
  readonly lang: string;
  readonly t: Strings;
}

interface Settings {
  preset: string;
  questions: number;
  minutes: number;
  pass: number;
  seed: string;
  /** the rules the paper asks about */
  edition: Edition;
}

/** The presets in the order offered (the real formats first); the first is the default. */
const PRESET_ORDER = ['referee', 'quick', 'recreational'];

const FALLBACK: Blueprint = {
  id: 'referee',
  questions: 60,
  minutes: 60,
  passMark: 0.85,
  weights: { general: 0.3, 'eight-ball': 0.25, 'nine-ball': 0.25, 'straight-pool': 0.2 },
};

function presets(bank: BankIndex): Blueprint[] {
  const bps = bank.payload.blueprints.length ? bank.payload.blueprints : [FALLBACK];
  const rank = (id: string) => (PRESET_ORDER.includes(id) ? PRESET_ORDER.indexOf(id) : PRESET_ORDER.length);
  return [...bps].sort((a, b) => rank(a.id) - rank(b.id) || (a.id < b.id ? -1 : 1));
}

const blueprintOf = (bank: BankIndex, id: string): Blueprint =>
  presets(bank).find((b) => b.id === id) ?? (presets(bank)[0] as Blueprint);

const fromBlueprint = (bp: Blueprint, seed: string, edition: Edition): Settings => ({
  preset: bp.id,
  questions: bp.questions,
  minutes: bp.minutes,
  pass: Math.round(bp.passMark * 100),
  seed,
  edition,
});

/** A sitting stored before the editions (progress version 4) was asked under the 1999 rules. */
const sittingEdition = (s: StoredSitting): Edition => s.edition ?? 'wpa-1999';

/** The link's edition, else the learner's (an unknown one is named above the settings: `linkProblem`). */
const editionOrChosen = (q: URLSearchParams, chosen: Edition): Edition => {
  const p = editionParam(q);
  return (p.ok && p.edition) || chosen;
};

/** The settings a link asks for; the edition from the link, else the learner's. */
function settingsFromUrl(bank: BankIndex, chosen: Edition): Settings {
  const q = typeof location === 'undefined' ? new URLSearchParams() : new URLSearchParams(location.search);
  const bp = blueprintOf(bank, q.get('preset') ?? '');
  const num = (k: string, d: number, lo: number, hi: number) => {
    const v = Number(q.get(k));
    return q.has(k) && Number.isFinite(v) ? Math.min(hi, Math.max(lo, Math.round(v))) : d;
  };
  return {
    preset: bp.id,
    questions: num('n', bp.questions, 1, 200),
    minutes: num('min', bp.minutes, 1, 300),
    pass: num('pass', Math.round(bp.passMark * 100), 10, 100),
    seed: q.get('seed') ?? '',
    edition: editionOrChosen(q, chosen),
  };
}

/** The link to a paper: the same preset, seed, size and rules give the same questions. */
const paperQuery = (s: StoredSitting) =>
  `?preset=${encodeURIComponent(s.preset)}&seed=${s.seed}&n=${s.paper.length}&min=${s.minutes}&pass=${s.passMark}&edition=${sittingEdition(s)}`;

function clock(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const mm = h > 0 ? `${h}:${String(m).padStart(2, '0')}` : String(m);
  return `${mm}:${String(s % 60).padStart(2, '0')}`;
}

/** Fetches the parts of the scenario banks a paper's generated questions are in (each file once per visit). */
const loadPaperBanks = (lang: string, bank: BankIndex, paper: readonly { id: string; variant: number }[]) =>
  Promise.all(generatedOf(bank, paper).map((s) => loadScenarioPart(lang, s)));

/** The items of a stored paper, or null when the bank no longer has one of them (or its scenarios have not come). */
const itemsOf = (lang: string, bank: BankIndex, paper: StoredSitting['paper']): ClientItem[] | null =>
  paperItems(bank, paper, (stub) => loadedScenario(lang, stub, bank.edition));

/** The hand-in confirmation: a modal dialog naming how many questions are still open. */
function HandInDialog({
  t,
  open,
  unanswered,
  onConfirm,
  onCancel,
}: {
  t: Strings;
  open: boolean;
  unanswered: number;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      class="qz-dialog"
      aria-labelledby="qz-handin-h"
      aria-describedby="qz-handin-d"
      data-testid="hand-in-dialog"
      onClose={onCancel}
    >
      <h2 id="qz-handin-h">{tr(t, 'quiz.exam.confirmTitle')}</h2>
      <p id="qz-handin-d">
        {unanswered === 0 ? tr(t, 'quiz.exam.confirmAll') : tr(t, 'quiz.exam.confirmOpen', { n: unanswered })}
      </p>
      <div class="qz-actions">
        <button type="button" class="qz-button" onClick={onCancel}>
          {tr(t, 'quiz.exam.keepWorking')}
        </button>
        <button type="button" class="qz-button qz-primary" onClick={onConfirm}>
          {tr(t, 'quiz.exam.confirmHandIn')}
        </button>
      </div>
    </dialog>
  );
}

function Run({ lang, t, session, items }: { lang: string; t: Strings; session: ExamSession; items: ClientItem[] }) {
  const snap = session.snapshot;
  const sitting = session.sitting as StoredSitting;
  const ctx = snap?.context;
  const current = ctx?.current ?? 0;
  const [draft, setDraft] = useState<Draft>(() => fromResponse(ctx?.responses[current]));
  const [now, setNow] = useState(() => Date.now());
  const [saved, setSaved] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const headRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const id = setInterval(() => {
      setNow(Date.now());
      session.tick(new Date());
    }, 1000);
    return () => clearInterval(id);
  }, [session]);
  useEffect(() => {
    setDraft(fromResponse(session.snapshot?.context.responses[current]));
    setSaved(false);
  }, [current]);

  if (!ctx) return null;
  const item = items[current] as ClientItem;
  const go = (ev: Parameters<ExamSession['send']>[0]) => {
    session.send(ev, new Date());
    requestAnimationFrame(() => headRef.current?.querySelector('h2')?.focus());
  };
  const done = (i: number) => {
    const r = ctx.responses[i];
    const it = items[i];
    return r !== undefined && it !== undefined && isComplete(it.kind, it.fields, fromResponse(r));
  };
  const unanswered = items.filter((_x, i) => !done(i)).length;
  const deadline = Date.parse(sitting.deadline);
  return (
    <div class="qz-exam" data-testid="exam-running">
      <div class="qz-exambar">
        <span>{tr(t, 'quiz.exam.paper', { seed: sitting.seed })}</span>
        <span data-testid="exam-edition">
          {tr(t, 'quiz.exam.edition', { e: tr(t, `quiz.edition.title.${sittingEdition(sitting)}`) })}
        </span>
        <span class="qz-timer">
          {tr(t, 'quiz.exam.timeLeft')}:{' '}
          <span role="timer" data-testid="timer">
            {clock(deadline - now)}
          </span>
        </span>
        <span data-testid="unanswered">{tr(t, 'quiz.exam.unanswered', { n: unanswered })}</span>
      </div>
      <div ref={headRef}>
        <QuestionView
          key={`${item.id}#${current}`}
          lang={lang}
          t={t}
          item={item}
          draft={draft}
          onChange={(d) => {
            setDraft(d);
            // Kept the moment it is chosen: Next, Previous, a reload or the clock lose nothing.
            const given = item.kind === 'options' || hasAnswer(d);
            session.send({ type: 'exam.answer', response: given ? toResponse(item.kind, d) : undefined }, new Date());
            setSaved(true);
          }}
          locked={false}
          uid={`ex${current}`}
          heading={tr(t, 'quiz.exam.question', { i: current + 1, n: items.length })}
          status={
            <nav class="qz-paper" aria-label={tr(t, 'quiz.exam.navLabel')}>
              {items.map((_it, i) => {
                const state = done(i)
                  ? 'answered'
                  : ctx.responses[i] !== undefined
                    ? 'partial'
                    : ctx.skipped[i]
                      ? 'skipped'
                      : 'open';
                return (
                  <button
                    key={i}
                    type="button"
                    class={`qz-cell qz-cell--${state}`}
                    aria-current={i === current ? 'step' : undefined}
                    aria-label={tr(t, `quiz.exam.nav${state[0]?.toUpperCase()}${state.slice(1)}`, { i: i + 1 })}
                    onClick={() => go({ type: 'exam.goto', index: i })}
                  >
                    {i + 1}
                  </button>
                );
              })}
            </nav>
          }
        >
          <p aria-live="polite" class="qz-status" data-testid="save-status">
            {saved ? tr(t, 'quiz.exam.saved') : ''}
          </p>
          <div class="qz-actions">
            <button
              type="button"
              class="qz-button"
              disabled={current === 0}
              onClick={() => go({ type: 'exam.previous' })}
            >
              {tr(t, 'quiz.exam.prev')}
            </button>
            <button
              type="button"
              class="qz-button qz-primary"
              disabled={current === items.length - 1}
              onClick={() => go({ type: 'exam.next' })}
            >
              {tr(t, 'quiz.exam.next')}
            </button>
            <button type="button" class="qz-button" onClick={() => go({ type: 'exam.skip' })}>
              {tr(t, 'quiz.exam.skip')}
            </button>
            <button type="button" class="qz-button qz-finish" onClick={() => setConfirming(true)}>
              {tr(t, 'quiz.exam.finish')}
            </button>
          </div>
        </QuestionView>
      </div>
      <HandInDialog
        t={t}
        open={confirming}
        unanswered={unanswered}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          session.send({ type: 'exam.finish' }, new Date());
        }}
      />
    </div>
  );
}

function Tally({
  t,
  title,
  col,
  rows,
  link,
  testId,
}: {
  t: Strings;
  title: string;
  col: string;
  rows: ExamReport['byRule'];
  link?: (k: string) => { href: string; label: string; title: string } | undefined;
  testId: string;
}) {
  return (
    <section class="qz-tally">
      <h3>{title}</h3>
      <table data-testid={testId}>
        <thead>
          <tr>
            <th scope="col">{col}</th>
            <th scope="col">{tr(t, 'quiz.exam.colAsked')}</th>
            <th scope="col">{tr(t, 'quiz.exam.colScore')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const ref = link?.(r.key);
            return (
              <tr key={r.key}>
                <th scope="row">
                  {ref ? (
                    <a href={ref.href}>{`${ref.label} ${ref.title}`}</a>
                  ) : link ? (
                    r.key
                  ) : (
                    tr(t, `quiz.topic.${r.key}`)
                  )}
                </th>
                <td>{r.asked}</td>
                <td>{Math.round((r.score / r.asked) * 100)} %</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

function Report({
  t,
  lang,
  sitting,
  items,
  onNew,
}: {
  t: Strings;
  lang: string;
  sitting: StoredSitting;
  items: ClientItem[];
  onNew: () => void;
}) {
  const responses = useMemo(() => storedResponses(sitting), [sitting]);
  const report = useMemo(() => examReport(items, responses, sitting.passMark / 100), [items, responses, sitting]);
  const refs = new Map(items.flatMap((i) => Object.entries(i.refs)));
  const headRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => headRef.current?.focus(), []);
  // Printed, every question shows its explanation.
  useEffect(() => {
    const open = () => {
      for (const d of listRef.current?.querySelectorAll('details') ?? []) d.open = true;
    };
    window.addEventListener('beforeprint', open);
    return () => window.removeEventListener('beforeprint', open);
  }, []);
  const { outcomes, counts, mistakes, skipped } = paperOutcomes(items.map(itemKey), responses, report.grades);
  const outcome = (i: number): Outcome => outcomes[i] ?? 'skipped';
  const drill = drillHref(lang, mistakes, sittingEdition(sitting));
  const byTime = sitting.finished?.by === 'time';
  return (
    <section class="qz-report" data-testid="exam-report">
      <h2 ref={headRef} tabIndex={-1}>
        {tr(t, 'quiz.exam.report')}
      </h2>
      <p class="qz-print-only">
        {tr(t, 'quiz.exam.paper', { seed: sitting.seed })} ·{' '}
        {new Date(sitting.finished?.at ?? sitting.id).toLocaleString(lang)}
      </p>
      <p data-testid="exam-edition">
        {tr(t, 'quiz.exam.edition', { e: tr(t, `quiz.edition.title.${sittingEdition(sitting)}`) })}
      </p>
      {byTime ? <p>{tr(t, 'quiz.exam.timeUp')}</p> : null}
      <p class={report.passed ? 'qz-verdict qz-verdict--ok' : 'qz-verdict qz-verdict--bad'} data-testid="exam-result">
        {tr(t, report.passed ? 'quiz.exam.passed' : 'quiz.exam.failed', { p: report.percent, m: sitting.passMark })}
      </p>
      <p data-testid="exam-counts">
        {tr(t, 'quiz.exam.counts', { r: counts.right, p: counts.partly, w: counts.wrong, s: counts.skipped })}
      </p>
      <div class="qz-actions qz-no-print">
        {mistakes.length > 0 ? (
          <a class="qz-button qz-primary" href={drill} data-testid="drill-wrong">
            {tr(t, 'quiz.exam.drill', { n: mistakes.length })}
          </a>
        ) : null}
        {skipped.length > 0 ? (
          <a class="qz-button" href={drillHref(lang, skipped, sittingEdition(sitting))} data-testid="drill-skipped">
            {tr(t, 'quiz.exam.drillSkipped', { n: skipped.length })}
          </a>
        ) : null}
        <button type="button" class="qz-button" onClick={() => window.print()}>
          {tr(t, 'quiz.exam.print')}
        </button>
        <button type="button" class="qz-button" onClick={onNew}>
          {tr(t, 'quiz.exam.retake')}
        </button>
      </div>
      <h3>{tr(t, 'quiz.exam.answersHeading')}</h3>
      <ol class="qz-answers" ref={listRef} data-testid="exam-answers">
        {items.map((it, i) => {
          const o = outcome(i);
          const yours = answerText(t, it, responses[i]);
          return (
            <li key={i} class={`qz-answer-row qz-answer-row--${o}`} data-outcome={o}>
              <details>
                <summary>
                  <span class="qz-outcome" aria-hidden="true">
                    {o === 'right' ? '✓' : o === 'skipped' ? '–' : '✗'}
                  </span>{' '}
                  <strong>
                    {tr(t, 'quiz.exam.reviewItem', { i: i + 1 })}: {tr(t, `quiz.exam.outcome.${o}`)}
                  </strong>
                  <span class="qz-answer-pair">
                    <span>
                      {tr(t, 'quiz.yourAnswer')}: {yours ?? tr(t, 'quiz.notGiven')}
                    </span>
                    <span>
                      {tr(t, 'quiz.rightAnswer')}: {rightText(t, it)}
                    </span>
                  </span>
                </summary>
                <div class="qz-review" data-testid="exam-review">
                  <Feedback
                    lang={lang}
                    t={t}
                    item={it}
                    grade={report.grades[i] ?? { score: 0, correct: false, fields: {} }}
                    response={responses[i]}
                    headingLevel={3}
                  />
                  <QuestionView
                    lang={lang}
                    t={t}
                    item={it}
                    draft={fromResponse(responses[i])}
                    onChange={() => {}}
                    locked
                    uid={`rv${i}`}
                    heading={tr(t, 'quiz.exam.question', { i: i + 1, n: items.length })}
                    headingLevel={4}
                  />
                </div>
              </details>
            </li>
          );
        })}
      </ol>
      <Tally
        t={t}
        title={tr(t, 'quiz.exam.byRule')}
        col={tr(t, 'quiz.exam.colRule')}
        rows={report.byRule}
        link={(k) => refs.get(k)}
        testId="by-rule"
      />
      <Tally
        t={t}
        title={tr(t, 'quiz.exam.byTopic')}
        col={tr(t, 'quiz.exam.colTopic')}
        rows={report.byTopic}
        testId="by-topic"
      />
    </section>
  );
}

function SettingsForm({
  t,
  bank,
  initial,
  onStart,
}: {
  t: Strings;
  bank: BankIndex;
  initial: Settings;
  onStart: (s: Settings) => void;
}) {
  const [s, setS] = useState(initial);
  return (
    <form
      class="qz-filters"
      aria-labelledby="qz-exam-settings"
      onSubmit={(e) => {
        e.preventDefault();
        onStart(s);
      }}
    >
      <h2 id="qz-exam-settings">{tr(t, 'quiz.exam.settings')}</h2>
      <p>{tr(t, 'quiz.exam.rules')}</p>
      <fieldset class="qz-field" data-testid="presets">
        <legend>{tr(t, 'quiz.exam.preset')}</legend>
        {presets(bank).map((bp) => (
          <label key={bp.id} class="qz-choice">
            <input
              type="radio"
              name="qz-preset"
              value={bp.id}
              checked={s.preset === bp.id}
              onChange={() => setS(fromBlueprint(bp, s.seed, s.edition))}
            />
            <span>
              <strong>{tr(t, `quiz.exam.preset.${bp.id}`)}</strong>
              <br />
              <span class="qz-hint">
                {tr(t, 'quiz.exam.presetFacts', { n: bp.questions, min: bp.minutes, p: Math.round(bp.passMark * 100) })}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <EditionSwitch t={t} edition={s.edition} name="qz-exam-edition" onChange={(e) => setS({ ...s, edition: e })} />
      {(
        [
          ['questions', 'quiz.exam.questions', 1, 200],
          ['minutes', 'quiz.exam.minutes', 1, 300],
          ['pass', 'quiz.exam.passMark', 10, 100],
        ] as const
      ).map(([k, label, lo, hi]) => (
        <label key={k} class="qz-number">
          <span>{tr(t, label)}</span>
          <input
            type="number"
            min={lo}
            max={hi}
            value={s[k]}
            required
            onInput={(e) => setS({ ...s, [k]: Number((e.currentTarget as HTMLInputElement).value) })}
          />
        </label>
      ))}
      <label class="qz-number">
        <span>{tr(t, 'quiz.exam.seed')}</span>
        <input
          type="text"
          value={s.seed}
          onInput={(e) => setS({ ...s, seed: (e.currentTarget as HTMLInputElement).value })}
        />
      </label>
      <button type="submit" class="qz-button qz-primary">
        {tr(t, 'quiz.exam.start')}
      </button>
    </form>
  );
}

export default function QuizExam({ lang, t }: QuizExamProps) {
  const handle = useProgress();
  const chosen = editionOf(handle.progress);
  const state = useBank(lang, chosen);
  const [, setTick] = useState(0);
  const [fresh, setFresh] = useState(false);
  /** the stored paper's generated questions: their banks fetched before the sitting resumes */
  const [resumed, setResumed] = useState<'loading' | 'ready' | 'failed'>('loading');
  /** a new paper's generated questions are being fetched */
  const [starting, setStarting] = useState<'no' | 'yes' | 'failed'>('no');
  const bank = state.status === 'ready' ? state.bank : null;
  const payload = bank?.payload ?? null;
  const store = handle.store;

  useEffect(() => {
    if (!bank || !store) return;
    let live = true;
    const exam = store.progress.exam;
    const under = exam ? indexFor(bank.payload, sittingEdition(exam)) : bank;
    loadPaperBanks(lang, under, exam?.paper ?? []).then(
      () => live && setResumed('ready'),
      () => live && setResumed('failed'),
    );
    return () => {
      live = false;
    };
  }, [lang, bank, store]);

  const session = useMemo(
    // a paper is read in the edition it was drawn under, whatever the learner has chosen since
    () =>
      payload && store && resumed !== 'loading'
        ? new ExamSession(store, (paper) =>
            itemsOf(
              lang,
              indexFor(payload, store.progress.exam ? sittingEdition(store.progress.exam) : 'wpa-1999'),
              paper,
            ),
          )
        : null,
    [lang, payload, store, resumed],
  );
  useEffect(() => {
    if (!session) return;
    const off = session.subscribe(() => setTick((n) => n + 1));
    session.attach(new Date());
    // Another tab on the same exam: take its answers, its hand-in (a new paper's generated questions once they come).
    const onStorage = () => {
      session.refresh(new Date());
      const paper = session.sitting?.paper ?? [];
      if (bank && generatedOf(bank, paper).length > 0)
        loadPaperBanks(lang, bank, paper).then(
          () => session.refresh(new Date()),
          () => {},
        );
    };
    window.addEventListener('storage', onStorage);
    return () => {
      off();
      window.removeEventListener('storage', onStorage);
      session.stop();
    };
  }, [session, lang, bank]);

  // The settings (or the paper) take more than a screen: the notice keeps a screen's height until
  // they come, so the footer below never moves into view and out again.
  if (state.status === 'loading' || (bank && !session) || starting === 'yes')
    return <p class="qz-status qz-pending">{tr(t, 'quiz.loading')}</p>;
  if (state.status === 'failed' || !bank || !session)
    return (
      <p class="qz-status" role="alert">
        {tr(t, 'quiz.loadFailed')}
      </p>
    );

  const start = (s: Settings) => {
    const seed = s.seed.trim() ? parseSeed(s.seed) : Math.floor(Math.random() * 1_000_000_000);
    const bp = { ...blueprintOf(bank, s.preset), questions: s.questions, minutes: s.minutes, passMark: s.pass / 100 };
    const under = indexFor(bank.payload, s.edition);
    const paper = assemblePaper(examPool(under), bp, seed);
    // the rules chosen for the paper are the learner's from now on (the trainer asks under them too)
    if (s.edition !== chosen) handle.update((p) => ({ ...p, edition: s.edition }));
    // The clock starts once every question can be shown: the generated ones' banks first.
    setStarting('yes');
    loadPaperBanks(lang, under, paper).then(
      () => {
        session.start(
          { preset: s.preset, seed, paper, minutes: s.minutes, passMark: s.pass, edition: s.edition },
          new Date(),
        );
        const stored = session.sitting;
        if (stored) history.replaceState(null, '', `${location.pathname}${paperQuery(stored)}`);
        setFresh(false);
        setStarting('no');
      },
      () => setStarting('failed'),
    );
  };

  const sitting = session.sitting;
  const items = sitting ? itemsOf(lang, indexFor(bank.payload, sittingEdition(sitting)), sitting.paper) : null;
  // A link to another paper opens that paper's settings, not the report of the last one.
  const urlSeed = new URLSearchParams(location.search).get('seed');
  const showReport = !fresh && sitting?.finished && (urlSeed === null || parseSeed(urlSeed) === sitting.seed);
  const running = sitting !== null && sitting.finished === null && session.snapshot !== null && items !== null;
  const link = sitting ? `${location.origin}${location.pathname}${paperQuery(sitting)}` : '';
  const initial = settingsFromUrl(bank, chosen);
  const linkEdition = editionParam(new URLSearchParams(location.search));
  return (
    <div class="qz" data-testid="exam">
      <Notices t={t} handle={handle} />
      {starting === 'failed' || (sitting && !items && resumed === 'failed') ? (
        <p class="qz-notice" role="alert">
          {tr(t, 'quiz.loadFailed')}
        </p>
      ) : sitting && !items ? (
        <p class="qz-notice" role="alert">
          {tr(t, 'quiz.exam.paperGone')}
        </p>
      ) : null}
      {running && items ? (
        <>
          <p class="qz-link">
            {tr(t, 'quiz.exam.link')}:{' '}
            <a href={link} data-testid="paper-link">
              {link}
            </a>
          </p>
          <Run key={sitting.id} lang={lang} t={t} session={session} items={items} />
        </>
      ) : showReport && sitting && items ? (
        <Report
          key={sitting.id}
          t={t}
          lang={lang}
          sitting={sitting}
          items={items}
          onNew={() => {
            history.replaceState(null, '', `${location.pathname}?preset=${encodeURIComponent(sitting.preset)}`);
            setFresh(true);
          }}
        />
      ) : (
        <>
          {linkEdition.ok ? null : (
            <p class="qz-notice" role="alert" data-testid="link-error">
              {tr(t, 'quiz.exam.badEdition', { param: linkEdition.param, value: linkEdition.value })}
            </p>
          )}
          <SettingsForm t={t} bank={bank} initial={initial} onStart={start} />
        </>
      )}
    </div>
  );
}
