/**
 * A running paper: the bar with the clock, the question with the paper's navigation, the moves and
 * the hand-in. The exam machine (core/quiz/exam-machine.ts, through ExamSession) holds the flow and
 * the time; this view sends it the candidate's events and draws its snapshot.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Response } from '../../core/quiz/types.ts';
import type { ClientItem } from '../../quiz/payload.ts';
import type { StoredSitting } from '../../quiz/progress.ts';
import type { ExamSession } from '../../quiz/sitting.ts';
import { type Draft, fromResponse, hasAnswer, toResponse } from './draft.ts';
import { cellLabelKey, cellState, unansweredCount } from './exam-facts.ts';
import { clock, sittingEdition } from './exam-settings.ts';
import { HandInDialog } from './HandInDialog.tsx';
import { QuestionView } from './QuestionView.tsx';
import { type Strings, tr } from './strings.ts';

type Move = Parameters<ExamSession['send']>[0];

interface RunProps {
  lang: string;
  t: Strings;
  session: ExamSession;
  items: ClientItem[];
}

/** Time passes for the machine: a `clock.tick` each second while the paper is on the screen. */
function useClockTicks(session: ExamSession): void {
  useEffect(() => {
    const id = setInterval(() => session.tick(new Date()), 1000);
    return () => clearInterval(id);
  }, [session]);
}

export function ExamRun({ lang, t, session, items }: RunProps) {
  const ctx = session.snapshot?.context;
  const sitting = session.sitting as StoredSitting;
  const [confirming, setConfirming] = useState(false);
  const headRef = useRef<HTMLDivElement>(null);
  useClockTicks(session);

  if (!ctx) return null;
  const current = ctx.current;
  const item = items[current] as ClientItem;
  const go = (ev: Move) => {
    session.send(ev, new Date());
    requestAnimationFrame(() => headRef.current?.querySelector('h2')?.focus());
  };
  const unanswered = unansweredCount(items, ctx.responses);
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
            {clock(ctx.deadline - ctx.now)}
          </span>
        </span>
        <span data-testid="unanswered">{tr(t, 'quiz.exam.unanswered', { n: unanswered })}</span>
      </div>
      <div ref={headRef}>
        <ExamQuestion
          key={`${item.id}#${current}`}
          lang={lang}
          t={t}
          items={items}
          current={current}
          responses={ctx.responses}
          skipped={ctx.skipped}
          onAnswer={(response) => session.send({ type: 'exam.answer', response }, new Date())}
          onMove={go}
          onFinish={() => setConfirming(true)}
        />
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

interface QuestionProps {
  lang: string;
  t: Strings;
  items: ClientItem[];
  current: number;
  responses: readonly (Response | undefined)[];
  skipped: readonly boolean[];
  onAnswer: (r: Response | undefined) => void;
  onMove: (ev: Move) => void;
  onFinish: () => void;
}

/**
 * The current question (drawn anew for each question: its answer so far is where its form starts),
 * the paper's navigation over it, and the moves under it.
 */
function ExamQuestion({ lang, t, items, current, responses, skipped, onAnswer, onMove, onFinish }: QuestionProps) {
  const item = items[current] as ClientItem;
  const [draft, setDraft] = useState<Draft>(() => fromResponse(responses[current]));
  const [saved, setSaved] = useState(false);
  return (
    <QuestionView
      lang={lang}
      t={t}
      item={item}
      draft={draft}
      onChange={(d) => {
        setDraft(d);
        // Kept the moment it is chosen: Next, Previous, a reload or the clock lose nothing.
        const given = item.kind === 'options' || hasAnswer(d);
        onAnswer(given ? toResponse(item.kind, d) : undefined);
        setSaved(true);
      }}
      locked={false}
      uid={`ex${current}`}
      heading={tr(t, 'quiz.exam.question', { i: current + 1, n: items.length })}
      status={
        <nav class="qz-paper" aria-label={tr(t, 'quiz.exam.navLabel')}>
          {items.map((it, i) => {
            const state = cellState(it, responses[i], skipped[i] ?? false);
            return (
              <button
                key={i}
                type="button"
                class={`qz-cell qz-cell--${state}`}
                aria-current={i === current ? 'step' : undefined}
                aria-label={tr(t, cellLabelKey(state), { i: i + 1 })}
                onClick={() => onMove({ type: 'exam.goto', index: i })}
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
          onClick={() => onMove({ type: 'exam.previous' })}
        >
          {tr(t, 'quiz.exam.prev')}
        </button>
        <button
          type="button"
          class="qz-button qz-primary"
          disabled={current === items.length - 1}
          onClick={() => onMove({ type: 'exam.next' })}
        >
          {tr(t, 'quiz.exam.next')}
        </button>
        <button type="button" class="qz-button" onClick={() => onMove({ type: 'exam.skip' })}>
          {tr(t, 'quiz.exam.skip')}
        </button>
        <button type="button" class="qz-button qz-finish" onClick={onFinish}>
          {tr(t, 'quiz.exam.finish')}
        </button>
      </div>
    </QuestionView>
  );
}
