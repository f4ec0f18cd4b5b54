/**
 * The progress page's controller: the learner's standing counted from the stored progress and the
 * bank (once it has loaded), and the page's actions (export the progress to a file, import one).
 * The views (QuizProgress.tsx and the Progress*.tsx beside it) draw what it gives.
 */
import { useMemo, useState } from 'preact/hooks';
import type { Blueprint } from '../../core/quiz/types.ts';
import { changedStanding } from '../../quiz/changed.ts';
import { mastery } from '../../quiz/mastery.ts';
import { isChanged } from '../../quiz/payload.ts';
import { exportText, mergeImported, readProgress } from '../../quiz/progress.ts';
import { caughtUp } from '../../quiz/rating.ts';
import { type Readiness, readiness } from '../../quiz/readiness.ts';
import { forecast, reviewQueue } from '../../quiz/schedule.ts';
import type { BankState, ProgressHandle } from './data.ts';
import { answeredQuestions, exportName, factsOf, paragraphPages } from './progress-facts.ts';
import { type Strings, tr } from './strings.ts';

/** The line under the import button: what was imported, or why nothing was. */
export type ImportMessage = { readonly ok: boolean; readonly text: string } | null;

export function useProgressController(lang: string, t: Strings, handle: ProgressHandle, state: BankState) {
  const [message, setMessage] = useState<ImportMessage>(null);
  const bank = state.status === 'ready' ? state.bank : null;
  const questions = useMemo(() => [...(bank?.questions ?? []), ...(bank?.scenarios ?? [])], [bank]);
  const facts = useMemo(() => factsOf(questions), [questions]);
  const p = handle.progress;
  const now = new Date();
  // Ratings as stored, with any answers since counted (an exam handed in, a migrated history).
  const ratings = useMemo(() => caughtUp(p, facts), [p, facts]);
  const byRule = useMemo(() => mastery(p, facts, 'rule'), [p, facts]);
  const ruleRows = useMemo(() => new Map(byRule.map((r) => [r.key, r])), [byRule]);
  // The rulebook's paragraphs that questions ask about, page by page, coloured by mastery.
  const pages = useMemo(() => paragraphPages(questions), [questions]);
  // "What changed since 1999": the questions whose answer differs, as asked under the learner's edition
  const changed = useMemo(() => changedStanding(questions.filter(isChanged), p.attempts), [questions, p.attempts]);
  const days = forecast(p, now, 7, (id) => facts.has(id));
  const formats: { bp: Blueprint; r: Readiness }[] = (bank?.payload.blueprints ?? []).map((bp) => ({
    bp,
    r: readiness(bp, bank?.questions ?? [], ratings, p, now),
  }));

  const download = () => {
    const blob = new Blob([exportText(p)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = exportName(new Date());
    document.body.append(a);
    a.click();
    a.remove();
    // The file now holds everything: the copy kept from before a migration may go.
    handle.exported();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  const upload = async (file: File) => {
    const read = readProgress(await file.text());
    if (!read.ok) {
      setMessage({
        ok: false,
        text: tr(t, 'quiz.progress.importFailed', { problem: tr(t, `quiz.problem.${read.problem}`) }),
      });
      return;
    }
    handle.update((cur) => mergeImported(cur, read.progress));
    setMessage({ ok: true, text: tr(t, 'quiz.progress.imported', { n: read.progress.attempts.length }) });
  };

  return {
    bank,
    p,
    now,
    facts,
    ratings,
    topicRows: Object.entries(ratings.topic).sort((a, b) =>
      tr(t, `quiz.topic.${a[0]}`).localeCompare(tr(t, `quiz.topic.${b[0]}`), lang),
    ),
    days,
    formats,
    byGame: mastery(p, facts, 'game'),
    byRule,
    ruleRows,
    pages,
    changed,
    queue: reviewQueue(p, new Date()).filter((id) => facts.has(id)),
    answered: answeredQuestions(p),
    seen: answeredQuestions(p, (id) => facts.has(id)),
    message,
    download,
    upload,
  };
}

export type ProgressModel = ReturnType<typeof useProgressController>;
