/**
 * What the exam's views show, derived from the paper and its answers: the state of each question
 * in the paper's navigation, how many are still open, the marks of the report, and which screen
 * and notice the page shows.
 */
import { parseSeed } from '../../core/quiz/exam.ts';
import type { Response } from '../../core/quiz/types.ts';
import type { Outcome } from '../../quiz/exam-outcomes.ts';
import type { ClientItem } from '../../quiz/payload.ts';
import type { StoredSitting } from '../../quiz/progress.ts';
import { fromResponse, isComplete } from './draft.ts';

/** A question of a running paper: fully answered, partly answered, skipped, or not visited. */
export type CellState = 'answered' | 'partial' | 'skipped' | 'open';

/** Whether every asked part of `item` has an answer in `response`. */
export const isAnswered = (item: ClientItem | undefined, response: Response | undefined): boolean =>
  response !== undefined && item !== undefined && isComplete(item.kind, item.fields, fromResponse(response));

/** A question's state in the paper's navigation: an answer given in part is partial, not skipped. */
export function cellState(item: ClientItem | undefined, response: Response | undefined, skipped: boolean): CellState {
  if (isAnswered(item, response)) return 'answered';
  if (response !== undefined) return 'partial';
  return skipped ? 'skipped' : 'open';
}

/** The strings key naming a question of that state in the navigation (`quiz.exam.navAnswered`, …). */
export const cellLabelKey = (state: CellState): string => `quiz.exam.nav${state[0]?.toUpperCase()}${state.slice(1)}`;

/** How many questions of the paper are not fully answered (what the hand-in dialog names). */
export const unansweredCount = (items: readonly ClientItem[], responses: readonly (Response | undefined)[]): number =>
  items.filter((it, i) => !isAnswered(it, responses[i])).length;

/** The mark before a question of the report: right, skipped, or not (wrong or partly right). */
export const outcomeMark = (o: Outcome): string => (o === 'right' ? '✓' : o === 'skipped' ? '–' : '✗');

/** A row of the report's tallies as a whole percentage of the points its questions could give. */
export const tallyPercent = (row: { readonly asked: number; readonly score: number }): number =>
  Math.round((row.score / row.asked) * 100);

/** What the exam page shows under its notices: the running paper, the last report, or a new paper's settings. */
export type ExamScreen = 'run' | 'report' | 'settings';

/**
 * The screen for the stored sitting: a running paper while its flow runs; a handed-in one's report,
 * unless the learner asked for a new paper (`fresh`) or the address names another seed (a link to
 * another paper opens that paper's settings); else the settings. Without its questions, the settings.
 */
export function examScreen(
  sitting: Pick<StoredSitting, 'finished' | 'seed'> | null,
  o: { readonly items: boolean; readonly flowing: boolean; readonly fresh: boolean; readonly urlSeed: string | null },
): ExamScreen {
  if (!sitting || !o.items) return 'settings';
  if (sitting.finished === null) return o.flowing ? 'run' : 'settings';
  return !o.fresh && (o.urlSeed === null || parseSeed(o.urlSeed) === sitting.seed) ? 'report' : 'settings';
}

/** The stored paper's generated questions: their banks are being fetched, have come, or could not. */
export type Resumed = 'loading' | 'ready' | 'failed';
/** A new paper's generated questions: not asked for, being fetched, or could not be. */
export type Starting = 'no' | 'yes' | 'failed';

/**
 * The notice over the page: the questions could not be fetched (a new paper's, or the stored
 * paper's), or the stored paper has a question the bank no longer has.
 */
export function examNotice(
  sitting: boolean,
  items: boolean,
  resumed: Resumed,
  starting: Starting,
): 'quiz.loadFailed' | 'quiz.exam.paperGone' | null {
  if (starting === 'failed' || (sitting && !items && resumed === 'failed')) return 'quiz.loadFailed';
  return sitting && !items ? 'quiz.exam.paperGone' : null;
}
