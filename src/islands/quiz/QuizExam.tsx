/**
 * The exam page: a paper's settings, the running paper, or the report of the last one. Its
 * controller (exam-controller.ts) holds the state and the actions; this view draws them.
 */

import { ExamReport } from './ExamReport.tsx';
import { ExamRun } from './ExamRun.tsx';
import { ExamSettings } from './ExamSettings.tsx';
import { useExamController } from './exam-controller.ts';
import { Notices } from './Notices.tsx';
import { type Strings, tr } from './strings.ts';
import './quiz.css';

export interface QuizExamProps {
  readonly lang: string;
  readonly t: Strings;
}

export default function QuizExam({ lang, t }: QuizExamProps) {
  const page = useExamController(lang);
  if (page.kind === 'loading') return <p class="qz-status qz-pending">{tr(t, 'quiz.loading')}</p>;
  if (page.kind === 'failed')
    return (
      <p class="qz-status" role="alert">
        {tr(t, 'quiz.loadFailed')}
      </p>
    );
  const { sitting, items, linkEdition } = page;
  return (
    <div class="qz" data-testid="exam">
      <Notices t={t} handle={page.handle} />
      {page.notice ? (
        <p class="qz-notice" role="alert">
          {tr(t, page.notice)}
        </p>
      ) : null}
      {page.screen === 'run' && sitting && items ? (
        <>
          <p class="qz-link">
            {tr(t, 'quiz.exam.link')}:{' '}
            <a href={page.link} data-testid="paper-link">
              {page.link}
            </a>
          </p>
          <ExamRun key={sitting.id} lang={lang} t={t} session={page.session} items={items} />
        </>
      ) : page.screen === 'report' && sitting && items ? (
        <ExamReport key={sitting.id} t={t} lang={lang} sitting={sitting} items={items} onNew={page.retake} />
      ) : (
        <>
          {linkEdition.ok ? null : (
            <p class="qz-notice" role="alert" data-testid="link-error">
              {tr(t, 'quiz.exam.badEdition', { param: linkEdition.param, value: linkEdition.value })}
            </p>
          )}
          <ExamSettings t={t} blueprints={page.blueprints} initial={page.initial} onStart={page.start} />
        </>
      )}
    </div>
  );
}
