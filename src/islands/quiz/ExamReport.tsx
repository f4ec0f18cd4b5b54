/**
 * A handed-in paper's report: the verdict, the counts, the links to drill the mistakes and the
 * skipped questions, every question with its answer and explanation, and the tallies by rule and
 * by topic.
 */
import { useEffect, useMemo, useRef } from 'preact/hooks';
import { examReport, type ExamReport as Scores } from '../../core/quiz/exam.ts';
import { paperOutcomes } from '../../quiz/exam-outcomes.ts';
import { type ClientItem, itemKey } from '../../quiz/payload.ts';
import type { StoredSitting } from '../../quiz/progress.ts';
import { storedResponses } from '../../quiz/sitting.ts';
import { fromResponse } from './draft.ts';
import { outcomeMark, tallyPercent } from './exam-facts.ts';
import { sittingEdition } from './exam-settings.ts';
import { answerText, Feedback, rightText } from './Feedback.tsx';
import { QuestionView } from './QuestionView.tsx';
import { type Strings, tr } from './strings.ts';
import { drillHref } from './trainer-link.ts';

type RuleLink = { href: string; label: string; title: string };

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
  rows: Scores['byRule'];
  link?: (k: string) => RuleLink | undefined;
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
                <td>{tallyPercent(r)} %</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

/** Printed, every question of the list shows its explanation. */
function useOpenWhenPrinted(list: { current: HTMLElement | null }): void {
  useEffect(() => {
    const open = () => {
      for (const d of list.current?.querySelectorAll('details') ?? []) d.open = true;
    };
    window.addEventListener('beforeprint', open);
    return () => window.removeEventListener('beforeprint', open);
  }, [list]);
}

export function ExamReport({
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
  useOpenWhenPrinted(listRef);
  const { outcomes, counts, mistakes, skipped } = paperOutcomes(items.map(itemKey), responses, report.grades);
  const edition = sittingEdition(sitting);
  return (
    <section class="qz-report" data-testid="exam-report">
      <h2 ref={headRef} tabIndex={-1}>
        {tr(t, 'quiz.exam.report')}
      </h2>
      <p class="qz-print-only">
        {tr(t, 'quiz.exam.paper', { seed: sitting.seed })} ·{' '}
        {new Date(sitting.finished?.at ?? sitting.id).toLocaleString(lang)}
      </p>
      <p data-testid="exam-edition">{tr(t, 'quiz.exam.edition', { e: tr(t, `quiz.edition.title.${edition}`) })}</p>
      {sitting.finished?.by === 'time' ? <p>{tr(t, 'quiz.exam.timeUp')}</p> : null}
      <p class={report.passed ? 'qz-verdict qz-verdict--ok' : 'qz-verdict qz-verdict--bad'} data-testid="exam-result">
        {tr(t, report.passed ? 'quiz.exam.passed' : 'quiz.exam.failed', { p: report.percent, m: sitting.passMark })}
      </p>
      <p data-testid="exam-counts">
        {tr(t, 'quiz.exam.counts', { r: counts.right, p: counts.partly, w: counts.wrong, s: counts.skipped })}
      </p>
      <div class="qz-actions qz-no-print">
        {mistakes.length > 0 ? (
          <a class="qz-button qz-primary" href={drillHref(lang, mistakes, edition)} data-testid="drill-wrong">
            {tr(t, 'quiz.exam.drill', { n: mistakes.length })}
          </a>
        ) : null}
        {skipped.length > 0 ? (
          <a class="qz-button" href={drillHref(lang, skipped, edition)} data-testid="drill-skipped">
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
          const o = outcomes[i] ?? 'skipped';
          const yours = answerText(t, it, responses[i]);
          return (
            <li key={i} class={`qz-answer-row qz-answer-row--${o}`} data-outcome={o}>
              <details>
                <summary>
                  <span class="qz-outcome" aria-hidden="true">
                    {outcomeMark(o)}
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
