/**
 * The learner's standing in the quiz islands: a rating told with its deviation ("1540 ± 120",
 * provisional while the deviation is high), the trainer's rating change after an answer and its
 * optional streak.
 */
import type { Rating } from '../../quiz/glicko.ts';
import type { Progress, StoredRating } from '../../quiz/progress.ts';
import { caughtUp, isProvisional, type RatingFacts, ratingAt, ratingChange, withRatings } from '../../quiz/rating.ts';
import { countStreak, type Streak } from '../../quiz/streak.ts';
import { type Strings, tr } from './strings.ts';

/** "1540 ± 120" (and "provisional" while the deviation is high). */
export function ratingText(t: Strings, r: Pick<Rating, 'rating' | 'rd'>): string {
  const base = `${Math.round(r.rating)} ± ${Math.round(r.rd)}`;
  return isProvisional(r) ? `${base}, ${tr(t, 'quiz.rating.provisional')}` : base;
}

/**
 * A rating in a table cell, narrow enough for a phone: the figures kept together and a provisional
 * rating marked "?" as lichess does (the word is read out, and shown on hover; the page says what "?" means).
 */
export function RatingValue({ t, r }: { t: Strings; r: Pick<Rating, 'rating' | 'rd'> }) {
  const provisional = tr(t, 'quiz.rating.provisional');
  return (
    <span class="qz-nowrap">
      {`${Math.round(r.rating)} ± ${Math.round(r.rd)}`}
      {isProvisional(r) ? (
        <>
          <span class="qz-provisional" aria-hidden="true" title={provisional}>
            ?
          </span>
          <span class="sr-only">, {provisional}</span>
        </>
      ) : null}
    </span>
  );
}

/** "+12", "−9", "±0" */
const signed = (d: number): string => (d > 0 ? `+${d}` : d < 0 ? `−${-d}` : '±0');

export interface RatingMove {
  topic: string;
  before: StoredRating | undefined;
  after: StoredRating | undefined;
}

/**
 * What an answer in the trainer changes beyond the attempt and its review (`answered`: the
 * progress with them): the ratings and the streak; and the move of the rating in the topic.
 */
export function afterAnswer(
  before: Progress,
  answered: Progress,
  facts: ReadonlyMap<string, RatingFacts>,
  topic: string,
  score: number,
): { next: Progress; move: RatingMove } {
  const next = countStreak(withRatings(answered, facts), score);
  return { next, move: { topic, before: caughtUp(before, facts).topic[topic], after: next.ratings?.topic[topic] } };
}

export function RatingChange({ t, move }: { t: Strings; move: RatingMove }) {
  if (!move.after) return null;
  const d = ratingChange(move.before, move.after);
  return (
    <p class="qz-rating-change" data-testid="rating-change">
      {tr(t, 'quiz.trainer.ratingChange', {
        topic: tr(t, `quiz.topic.${move.topic}`),
        r: ratingText(t, ratingAt(move.after, new Date(move.after.at))),
        d: signed(d),
      })}
    </p>
  );
}

export function StreakNote({ t, streak }: { t: Strings; streak: Streak }) {
  if (!streak.on) return null;
  return (
    <span class="qz-streak" data-testid="streak">
      {tr(t, 'quiz.trainer.streak', { n: streak.run, b: streak.best })}
    </span>
  );
}

export function StreakToggle({ t, on, onChange }: { t: Strings; on: boolean; onChange: (on: boolean) => void }) {
  return (
    <label class="qz-choice qz-streak-toggle">
      <input
        type="checkbox"
        checked={on}
        data-testid="streak-toggle"
        onChange={(e) => onChange((e.currentTarget as HTMLInputElement).checked)}
      />
      <span>{tr(t, 'quiz.trainer.streakToggle')}</span>
    </label>
  );
}
