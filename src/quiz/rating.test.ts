import { describe, expect, test } from 'vitest';
import { emptyProgress, mergeImported, type Progress, recordAttempt } from './progress.ts';
import {
  answered,
  caughtUp,
  countAnswer,
  emptyRatings,
  isProvisional,
  PROVISIONAL_RD,
  QUESTION_RATING,
  type RatingFacts,
  ratingAt,
  ratingChange,
  withRatings,
} from './rating.ts';

const NOW = new Date('2026-11-29T12:00:00Z');
const at = (min: number) => new Date(NOW.getTime() + min * 60_000).toISOString();
const facts = new Map<string, RatingFacts>([
  ['easy', { topic: 'break', rules: ['3.20', '3.20'], difficulty: 1 }],
  ['hard', { topic: 'break', rules: ['3.20', '5.7'], difficulty: 3 }],
  ['other', { topic: 'kitchen', rules: ['6.1'], difficulty: 2 }],
]);
const withAttempts = (...xs: [string, number][]): Progress =>
  xs.reduce(
    (p, [id, score], i) => recordAttempt(p, { id, variant: 0, at: at(i), score, mode: 'trainer' }),
    emptyProgress(),
  );

describe('ratings per topic and paragraph', () => {
  test('the difficulty mapping: 200 points a step around 1500', () => {
    expect(QUESTION_RATING).toEqual({ 1: 1300, 2: 1500, 3: 1700 });
  });
  test('a right answer to a hard question gains more than to an easy one; a wrong one to an easy loses more', () => {
    const start = at(0);
    const rightHard = answered(undefined, 3, 1, start).rating - 1500;
    const rightEasy = answered(undefined, 1, 1, start).rating - 1500;
    const wrongEasy = answered(undefined, 1, 0, start).rating - 1500;
    const wrongHard = answered(undefined, 3, 0, start).rating - 1500;
    expect(rightHard).toBeGreaterThan(rightEasy);
    expect(rightEasy).toBeGreaterThan(0);
    expect(wrongEasy).toBeLessThan(wrongHard);
    expect(wrongHard).toBeLessThan(0);
  });
  test('each answer counts in its topic and once in each paragraph it cites', () => {
    const r = caughtUp(withAttempts(['easy', 1], ['hard', 0], ['other', 1], ['unknown', 1]), facts);
    expect(r.topic.break?.n).toBe(2);
    expect(r.topic.kitchen?.n).toBe(1);
    expect(r.rule['3.20']?.n).toBe(2);
    expect(r.rule['5.7']?.n).toBe(1);
    expect(Object.keys(r.topic).sort()).toEqual(['break', 'kitchen']);
    expect(r.upTo).toBe(at(3));
  });
  test('the deviation falls with answers, so a rating stops being provisional; it widens again with idle days', () => {
    // three right, one wrong, twenty times: the results say something, so the deviation falls
    const p = withAttempts(
      ...Array.from({ length: 20 }, (_, i): [string, number] => [i % 2 ? 'easy' : 'hard', i % 4 === 3 ? 0 : 1]),
    );
    const r = caughtUp(p, facts).topic.break;
    expect(isProvisional(ratingAt(undefined, NOW))).toBe(true);
    expect(r && ratingAt(r, new Date(r.at)).rd).toBeLessThan(PROVISIONAL_RD);
    const later = ratingAt(r, new Date(Date.parse(r?.at as string) + 365 * 86_400_000));
    expect(later.rd).toBeGreaterThan(r?.rd as number);
    expect(later.rating).toBe(r?.rating);
  });
  test('stored ratings are caught up with the answers since, equal to counting the whole history', () => {
    const first = withRatings(withAttempts(['easy', 1], ['hard', 0]), facts);
    const more = recordAttempt(recordAttempt(first, { id: 'other', variant: 0, at: at(5), score: 0.5, mode: 'exam' }), {
      id: 'hard',
      variant: 0,
      at: at(6),
      score: 1,
      mode: 'trainer',
    });
    expect(caughtUp(more, facts)).toEqual(caughtUp({ ...more, ratings: null }, facts));
    expect(caughtUp(more, facts).topic.kitchen?.n).toBe(1);
    // counting is idempotent: nothing after upTo, nothing new
    const done = withRatings(more, facts);
    expect(caughtUp(done, facts)).toBe(done.ratings);
  });
  test('a migrated or merged history (ratings null) is counted again from all its answers', () => {
    const mine = withRatings(withAttempts(['easy', 1]), facts);
    const merged = mergeImported(mine, withAttempts(['hard', 1], ['other', 0]));
    expect(merged.ratings).toBeNull();
    expect(caughtUp(merged, facts).topic.break?.n).toBe(2);
  });
  test('an answer to a question no longer in the bank moves only the mark of time', () => {
    const r = countAnswer(emptyRatings(), { id: 'gone', variant: 0, at: at(1), score: 1, mode: 'trainer' }, facts);
    expect(r).toEqual({ upTo: at(1), topic: {}, rule: {} });
  });
  test('the change shown: rounded ratings, a first answer measured from 1500', () => {
    const a = answered(undefined, 2, 1, at(0));
    const b = answered(a, 2, 0, at(1));
    expect(ratingChange(undefined, a)).toBe(Math.round(a.rating) - 1500);
    expect(ratingChange(a, b)).toBeLessThan(0);
  });
});
