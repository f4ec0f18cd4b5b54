import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
// Narrow imports: the quiz index also reaches the referee engine, which the browser does not need.
import { assemblePaper, type Blueprint, type ExamReport, examReport, parseSeed } from '../../core/quiz/exam.ts';
import { examMachine } from '../../core/quiz/exam-machine.ts';
import type { Response } from '../../core/quiz/types.ts';
import type { ClientItem } from '../../quiz/payload.ts';
import { recordAttempt } from '../../quiz/progress.ts';
import { applyReview } from '../../quiz/schedule.ts';
import { useActor } from '../useActor.ts';
import { type BankIndex, useBank, useProgress } from './data.ts';
import { type Draft, emptyDraft, fromResponse, isComplete, toResponse } from './draft.ts';
import { Feedback } from './Feedback.tsx';
import { Notices } from './Notices.tsx';
import { QuestionView } from './QuestionView.tsx';
import { type Strings, tr } from './strings.ts';
import './quiz.css';

export interface QuizExamProps {
  readonly lang: string;
  readonly t: Strings;
}

interface Settings {
  questions: number;
  minutes: number;
  pass: number;
  seed: string;
}

interface Sitting {
  seed: number;
  settings: Settings;
  items: ClientItem[];
}

const FALLBACK: Blueprint = {
  id: 'referee',
  questions: 60,
  minutes: 60,
  passMark: 0.85,
  weights: { general: 0.3, 'eight-ball': 0.25, 'nine-ball': 0.25, 'straight-pool': 0.2 },
};

function blueprintOf(bank: BankIndex): Blueprint {
  return bank.payload.blueprints.find((b) => b.id === 'referee') ?? bank.payload.blueprints[0] ?? FALLBACK;
}

function settingsFromUrl(bp: Blueprint): Settings {
  const q = typeof location === 'undefined' ? new URLSearchParams() : new URLSearchParams(location.search);
  const num = (k: string, d: number, lo: number, hi: number) => {
    const v = Number(q.get(k));
    return q.has(k) && Number.isFinite(v) ? Math.min(hi, Math.max(lo, Math.round(v))) : d;
  };
  return {
    questions: num('n', bp.questions, 1, 200),
    minutes: num('min', bp.minutes, 1, 300),
    pass: num('pass', Math.round(bp.passMark * 100), 10, 100),
    seed: q.get('seed') ?? '',
  };
}

const paperQuery = (s: Settings, seed: number) => `?seed=${seed}&n=${s.questions}&min=${s.minutes}&pass=${s.pass}`;

function clock(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

function Run({
  t,
  sitting,
  onDone,
}: {
  t: Strings;
  sitting: Sitting;
  onDone: (r: (Response | undefined)[], byTime: boolean) => void;
}) {
  const { items, settings } = sitting;
  const [snap, send] = useActor(examMachine, {
    count: items.length,
    startedAt: Date.now(),
    limit: settings.minutes * 60_000,
  });
  const ctx = snap.context;
  const [draft, setDraft] = useState<Draft>(emptyDraft());
  const [saved, setSaved] = useState(false);
  const headRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const id = setInterval(() => send({ type: 'clock.tick', now: Date.now() }), 1000);
    return () => clearInterval(id);
  }, [send]);
  useEffect(() => {
    if (snap.status === 'done') onDone(ctx.responses, ctx.finishedBy === 'time');
  }, [snap.status]);
  useEffect(() => {
    setDraft(fromResponse(ctx.responses[ctx.current]));
    setSaved(false);
  }, [ctx.current]);

  const item = items[ctx.current] as ClientItem;
  const go = (ev: Parameters<typeof send>[0]) => {
    send(ev);
    requestAnimationFrame(() => headRef.current?.querySelector('h2')?.focus());
  };
  const unanswered = ctx.responses.filter((r) => r === undefined).length;
  return (
    <div class="qz-exam" data-testid="exam-running">
      <div class="qz-exambar">
        <span>{tr(t, 'quiz.exam.paper', { seed: sitting.seed })}</span>
        <span class="qz-timer">
          {tr(t, 'quiz.exam.timeLeft')}:{' '}
          <span role="timer" data-testid="timer">
            {clock(ctx.deadline - ctx.now)}
          </span>
        </span>
        <span>{tr(t, 'quiz.exam.unanswered', { n: unanswered })}</span>
      </div>
      <nav class="qz-paper" aria-label={tr(t, 'quiz.exam.navLabel')}>
        {items.map((_it, i) => {
          const state = ctx.responses[i] !== undefined ? 'answered' : ctx.skipped[i] ? 'skipped' : 'open';
          return (
            <button
              key={i}
              type="button"
              class={`qz-cell qz-cell--${state}`}
              aria-current={i === ctx.current ? 'step' : undefined}
              aria-label={tr(
                t,
                `quiz.exam.nav${state === 'answered' ? 'Answered' : state === 'skipped' ? 'Skipped' : 'Open'}`,
                { i: i + 1 },
              )}
              onClick={() => go({ type: 'exam.goto', index: i })}
            >
              {i + 1}
            </button>
          );
        })}
      </nav>
      <div ref={headRef}>
        <QuestionView
          key={`${item.id}#${ctx.current}`}
          t={t}
          item={item}
          draft={draft}
          onChange={(d) => {
            setDraft(d);
            setSaved(false);
          }}
          locked={false}
          uid={`ex${ctx.current}`}
          heading={tr(t, 'quiz.exam.question', { i: ctx.current + 1, n: items.length })}
        />
      </div>
      <div class="qz-actions">
        <button
          type="button"
          class="qz-button qz-primary"
          disabled={!isComplete(item.kind, item.fields, draft)}
          onClick={() => {
            send({ type: 'exam.answer', response: toResponse(item.kind, draft) });
            setSaved(true);
          }}
        >
          {tr(t, 'quiz.exam.save')}
        </button>
        <button type="button" class="qz-button" onClick={() => go({ type: 'exam.skip' })}>
          {tr(t, 'quiz.exam.skip')}
        </button>
        <button
          type="button"
          class="qz-button"
          disabled={ctx.current === 0}
          onClick={() => go({ type: 'exam.previous' })}
        >
          {tr(t, 'quiz.exam.prev')}
        </button>
        <button
          type="button"
          class="qz-button"
          disabled={ctx.current === items.length - 1}
          onClick={() => go({ type: 'exam.next' })}
        >
          {tr(t, 'quiz.exam.next')}
        </button>
        <button type="button" class="qz-button qz-finish" onClick={() => send({ type: 'exam.finish' })}>
          {tr(t, 'quiz.exam.finish')}
        </button>
      </div>
      <p aria-live="polite" class="qz-status">
        {saved ? tr(t, 'quiz.exam.saved') : ''}
      </p>
    </div>
  );
}

function Tally({
  t,
  title,
  col,
  rows,
  link,
}: {
  t: Strings;
  title: string;
  col: string;
  rows: ExamReport['byRule'];
  link?: (k: string) => { href: string; title: string } | undefined;
}) {
  return (
    <section class="qz-tally">
      <h3>{title}</h3>
      <table>
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
                  {ref ? <a href={ref.href}>{`${r.key} ${ref.title}`}</a> : tr(t, `quiz.topic.${r.key}`)}
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
  sitting,
  responses,
  byTime,
  onRetake,
}: {
  t: Strings;
  sitting: Sitting;
  responses: (Response | undefined)[];
  byTime: boolean;
  onRetake: () => void;
}) {
  const report = useMemo(() => examReport(sitting.items, responses, sitting.settings.pass / 100), [sitting, responses]);
  const [open, setOpen] = useState<number | null>(null);
  const refs = new Map(sitting.items.flatMap((i) => Object.entries(i.refs)));
  const headRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headRef.current?.focus(), []);
  return (
    <section class="qz-report" data-testid="exam-report">
      <h2 ref={headRef} tabIndex={-1}>
        {tr(t, 'quiz.exam.report')}
      </h2>
      {byTime ? <p>{tr(t, 'quiz.exam.timeUp')}</p> : null}
      <p class={report.passed ? 'qz-verdict qz-verdict--ok' : 'qz-verdict qz-verdict--bad'} data-testid="exam-result">
        {tr(t, report.passed ? 'quiz.exam.passed' : 'quiz.exam.failed', {
          p: report.percent,
          m: sitting.settings.pass,
        })}
      </p>
      <p>{tr(t, 'quiz.exam.answeredOf', { a: report.answered, n: report.total })}</p>
      <Tally t={t} title={tr(t, 'quiz.exam.byTopic')} col={tr(t, 'quiz.exam.colTopic')} rows={report.byTopic} />
      <Tally
        t={t}
        title={tr(t, 'quiz.exam.byRule')}
        col={tr(t, 'quiz.exam.colRule')}
        rows={report.byRule}
        link={(k) => refs.get(k)}
      />
      <h3>{tr(t, 'quiz.exam.missed')}</h3>
      {report.missed.length === 0 ? <p>{tr(t, 'quiz.exam.nothingMissed')}</p> : null}
      <ul class="qz-missed">
        {report.missed.map((i) => (
          <li key={i}>
            <button
              type="button"
              class="qz-button"
              aria-expanded={open === i}
              onClick={() => setOpen(open === i ? null : i)}
            >
              {tr(t, 'quiz.exam.reviewItem', { i: i + 1 })}
            </button>
          </li>
        ))}
      </ul>
      {open !== null && sitting.items[open] ? (
        <div class="qz-review" data-testid="exam-review">
          <QuestionView
            t={t}
            item={sitting.items[open] as ClientItem}
            draft={fromResponse(responses[open])}
            onChange={() => {}}
            locked
            uid={`rv${open}`}
            heading={tr(t, 'quiz.exam.question', { i: open + 1, n: sitting.items.length })}
          />
          <Feedback
            t={t}
            item={sitting.items[open] as ClientItem}
            grade={report.grades[open] ?? { score: 0, correct: false, fields: {} }}
          />
        </div>
      ) : null}
      <button type="button" class="qz-button qz-primary" onClick={onRetake}>
        {tr(t, 'quiz.exam.retake')}
      </button>
    </section>
  );
}

export default function QuizExam({ lang, t }: QuizExamProps) {
  const state = useBank(lang);
  const handle = useProgress();
  const [settings, setSettings] = useState<Settings | null>(null);
  const [sitting, setSitting] = useState<Sitting | null>(null);
  const [done, setDone] = useState<{ responses: (Response | undefined)[]; byTime: boolean } | null>(null);

  const bank = state.status === 'ready' ? state.bank : null;
  useEffect(() => {
    if (bank && !settings) setSettings(settingsFromUrl(blueprintOf(bank)));
  }, [bank]);

  if (state.status === 'loading' || (bank && !settings)) return <p class="qz-status">{tr(t, 'quiz.loading')}</p>;
  if (state.status === 'failed' || !bank || !settings)
    return (
      <p class="qz-status" role="alert">
        {tr(t, 'quiz.loadFailed')}
      </p>
    );

  const start = (s: Settings) => {
    const seed = s.seed.trim() ? parseSeed(s.seed) : Math.floor(Math.random() * 1_000_000_000);
    const bp = { ...blueprintOf(bank), questions: s.questions, minutes: s.minutes, passMark: s.pass / 100 };
    const pool = bank.questions.map((q) => ({
      id: q.id,
      bank: q.bank,
      topic: q.topic,
      variants: bank.variants.get(q.id) ?? 1,
    }));
    const items = assemblePaper(pool, bp, seed).map((p) => bank.byKey.get(`${p.id}#${p.variant}`) as ClientItem);
    history.replaceState(null, '', `${location.pathname}${paperQuery(s, seed)}`);
    setSitting({ seed, settings: { ...s, seed: String(seed) }, items });
    setDone(null);
  };

  const finish = (responses: (Response | undefined)[], byTime: boolean) => {
    if (!sitting) return;
    const now = new Date();
    const report = examReport(sitting.items, responses, sitting.settings.pass / 100);
    handle.update((p) => {
      let next = p;
      sitting.items.forEach((it, i) => {
        const score = report.grades[i]?.score ?? 0;
        next = applyReview(
          recordAttempt(next, {
            id: it.id,
            variant: it.variant,
            at: new Date(now.getTime() + i).toISOString(),
            score,
            mode: 'exam',
          }),
          it.id,
          score,
          now,
        );
      });
      return {
        ...next,
        exams: [
          ...next.exams,
          {
            at: now.toISOString(),
            seed: sitting.seed,
            questions: sitting.items.length,
            percent: report.percent,
            passed: report.passed,
          },
        ],
      };
    });
    setDone({ responses, byTime });
  };

  const s = settings;
  const link = sitting ? `${location.origin}${location.pathname}${paperQuery(sitting.settings, sitting.seed)}` : '';
  return (
    <div class="qz" data-testid="exam">
      <Notices t={t} handle={handle} />
      {sitting === null ? (
        <form
          class="qz-filters"
          aria-label={tr(t, 'quiz.exam.settings')}
          onSubmit={(e) => {
            e.preventDefault();
            start(s);
          }}
        >
          <h2>{tr(t, 'quiz.exam.settings')}</h2>
          <p>{tr(t, 'quiz.exam.rules')}</p>
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
                onInput={(e) => setSettings({ ...s, [k]: Number((e.currentTarget as HTMLInputElement).value) })}
              />
            </label>
          ))}
          <label class="qz-number">
            <span>{tr(t, 'quiz.exam.seed')}</span>
            <input
              type="text"
              value={s.seed}
              onInput={(e) => setSettings({ ...s, seed: (e.currentTarget as HTMLInputElement).value })}
            />
          </label>
          <button type="submit" class="qz-button qz-primary">
            {tr(t, 'quiz.exam.start')}
          </button>
        </form>
      ) : done ? (
        <Report
          t={t}
          sitting={sitting}
          responses={done.responses}
          byTime={done.byTime}
          onRetake={() => start({ ...sitting.settings, seed: '' })}
        />
      ) : (
        <>
          <p class="qz-link">
            {tr(t, 'quiz.exam.link')}:{' '}
            <a href={link} data-testid="paper-link">
              {link}
            </a>
          </p>
          <Run key={sitting.seed} t={t} sitting={sitting} onDone={finish} />
        </>
      )}
    </div>
  );
}
