/**
 * The progress page: the learner's standing and the export and import of the stored progress. Its
 * controller (progress-controller.ts) counts the standing and holds the actions; the views draw it.
 */
import { useRef } from 'preact/hooks';
import type { Edition } from '../../core/editions/overrides.ts';
import { editionOf } from '../../quiz/progress.ts';
import { type BankState, type ProgressHandle, useBank, useProgress } from './data.ts';
import { Notices } from './Notices.tsx';
import { OfflineSwitch } from './OfflineSwitch.tsx';
import { ByGame, ByRule, Changed, Exams, ParagraphMap } from './ProgressMastery.tsx';
import { Forecast, Ratings, ReadinessTable } from './ProgressStanding.tsx';
import { useProgressController } from './progress-controller.ts';
import { type Strings, tr } from './strings.ts';
import './quiz.css';

export interface QuizProgressProps {
  readonly lang: string;
  readonly t: Strings;
}

export default function QuizProgress({ lang, t }: QuizProgressProps) {
  const handle = useProgress();
  const edition = editionOf(handle.progress);
  const state = useBank(lang, edition);
  // A screen's height kept until the stored progress is read, so the footer never jumps (quiz.css);
  // nothing is counted before that (the first render, at hydration, stays short).
  if (!handle.ready) return <p class="qz-status qz-pending">{tr(t, 'quiz.loading')}</p>;
  return <ProgressView lang={lang} t={t} handle={handle} state={state} edition={edition} />;
}

interface ProgressViewProps extends QuizProgressProps {
  readonly handle: ProgressHandle;
  readonly state: BankState;
  readonly edition: Edition;
}

/** The learner's standing, counted from the stored progress and the bank (once it has loaded). */
function ProgressView({ lang, t, handle, state, edition }: ProgressViewProps) {
  const m = useProgressController(lang, t, handle, state);
  const fileRef = useRef<HTMLInputElement>(null);
  const { p, bank, message, queue } = m;
  return (
    <div class="qz" data-testid="progress">
      <Notices t={t} handle={handle} />
      <p data-testid="progress-summary">
        {p.attempts.length === 0
          ? tr(t, 'quiz.progress.empty')
          : tr(t, 'quiz.progress.summary', { n: p.attempts.length, q: m.answered })}
      </p>
      {bank ? (
        <p class="qz-seen" data-testid="seen">
          {tr(t, 'quiz.seen', { n: m.seen, m: m.facts.size })}
        </p>
      ) : state.status === 'loading' ? (
        // the line's place kept while the questions load
        <p class="qz-seen">{tr(t, 'quiz.loading')}</p>
      ) : null}
      <p class="qz-hint">{tr(t, 'quiz.progress.save')}</p>
      <div class="qz-actions">
        <button type="button" class="qz-button" onClick={m.download} data-testid="export">
          {tr(t, 'quiz.progress.export')}
        </button>
        <label class="qz-button qz-file">
          <span>{tr(t, 'quiz.progress.import')}</span>
          <input
            ref={fileRef}
            type="file"
            accept="application/json,.json"
            data-testid="import"
            onChange={(e) => {
              const f = (e.currentTarget as HTMLInputElement).files?.[0];
              if (f) void m.upload(f);
              if (fileRef.current) fileRef.current.value = '';
            }}
          />
        </label>
      </div>
      <p
        aria-live="polite"
        role="status"
        data-testid="import-status"
        class={message?.ok === false ? 'qz-notice' : 'qz-status'}
      >
        {message?.text ?? ''}
      </p>
      <section>
        <h2>{tr(t, 'quiz.progress.review')}</h2>
        <p>
          {queue.length ? tr(t, 'quiz.progress.reviewCount', { n: queue.length }) : tr(t, 'quiz.progress.reviewNone')}
        </p>
        {queue.length ? (
          <p>
            <a href={`/${lang}/trainer/?mode=review`}>{tr(t, 'quiz.progress.reviewLink')}</a>
          </p>
        ) : null}
      </section>
      <Forecast lang={lang} t={t} m={m} />
      {bank && m.formats.length ? <ReadinessTable lang={lang} t={t} m={m} /> : null}
      {m.topicRows.length ? <Ratings lang={lang} t={t} m={m} /> : null}
      {m.byGame.length ? <ByGame lang={lang} t={t} m={m} /> : null}
      {m.changed.total.questions > 0 ? <Changed lang={lang} t={t} m={m} edition={edition} /> : null}
      {m.pages.length ? <ParagraphMap lang={lang} t={t} m={m} /> : null}
      {m.byRule.length ? <ByRule lang={lang} t={t} m={m} /> : null}
      {p.exams.length ? <Exams lang={lang} t={t} m={m} /> : null}
      <OfflineSwitch t={t} lang={lang} />
    </div>
  );
}
