/**
 * The learner's rating per topic and per rule paragraph, in the style of lichess puzzles: every
 * answer is a game of the learner against the question, and each question has a fixed rating
 * from its difficulty (QUESTION_RATING). After an answer the learner's rating, deviation and
 * volatility in the question's topic and in each paragraph it cites are updated by Glicko-2
 * (glicko.ts), one answer per rating period; the score of the answer (0..1, a partly right
 * ruling scores between) is the result of the game.
 *
 * The ratings are kept in the stored progress with the time of the last answer counted
 * (`upTo`); `caughtUp` counts any answers recorded since (an exam handed in, an older copy of
 * the data, a migration: `null` ratings are recomputed from the whole answer history).
 */
import type { Difficulty } from '../core/quiz/types.ts';
import { idle, type Rating, rate, UNRATED } from './glicko.ts';
import type { AttemptRecord, Progress, StoredRating, StoredRatings } from './progress.ts';

/**
 * A question's fixed rating by its difficulty (1 easy, 2 usual, 3 hard): 200 points a step
 * around the newcomer's 1500, so that a newcomer is expected to get an easy question right about
 * three times in four and a hard one about once in four. The deviation is small but not zero:
 * the difficulty is the author's judgement, not measured.
 */
export const QUESTION_RATING: Readonly<Record<Difficulty, number>> = { 1: 1300, 2: 1500, 3: 1700 };
export const QUESTION_RD = 50;
/** Above this deviation a rating is provisional (as lichess marks it). */
export const PROVISIONAL_RD = 110;
/** Between two answers the deviation grows as if by one rating period per day without answers. */
const DAY = 86_400_000;

/** What the ratings need to know of a question. */
export interface RatingFacts {
  readonly topic: string;
  readonly rules: readonly string[];
  readonly difficulty: Difficulty;
}

export const emptyRatings = (): StoredRatings => ({ upTo: null, topic: {}, rule: {} });

/** A stored rating as it stands at `now`: its deviation widened by the days since its last answer. */
export function ratingAt(r: StoredRating | undefined, now: Date): Rating & { n: number } {
  if (!r) return { ...UNRATED, n: 0 };
  const days = Math.max(0, (now.getTime() - Date.parse(r.at)) / DAY);
  return { ...idle(r, days), n: r.n };
}

export const isProvisional = (r: Pick<Rating, 'rd'>): boolean => r.rd > PROVISIONAL_RD;

/** One rating after one answer to a question of `difficulty` scoring `score` at `at`. */
export function answered(r: StoredRating | undefined, difficulty: Difficulty, score: number, at: string): StoredRating {
  const before = ratingAt(r, new Date(at));
  const after = rate(before, [{ rating: QUESTION_RATING[difficulty], rd: QUESTION_RD, score }]);
  return { rating: after.rating, rd: after.rd, vol: after.vol, n: before.n + 1, at };
}

/** The ratings after one more answer (an answer to a question it does not know changes nothing). */
export function countAnswer(
  ratings: StoredRatings,
  a: AttemptRecord,
  facts: ReadonlyMap<string, RatingFacts>,
): StoredRatings {
  const f = facts.get(a.id);
  if (!f) return ratings.upTo !== null && ratings.upTo >= a.at ? ratings : { ...ratings, upTo: a.at };
  const rule = { ...ratings.rule };
  for (const id of new Set(f.rules)) rule[id] = answered(rule[id], f.difficulty, a.score, a.at);
  return {
    ...ratings,
    upTo: ratings.upTo !== null && ratings.upTo >= a.at ? ratings.upTo : a.at,
    topic: { ...ratings.topic, [f.topic]: answered(ratings.topic[f.topic], f.difficulty, a.score, a.at) },
    rule,
  };
}

/** The ratings with every stored answer counted (those after `upTo`; all of them when none are kept). */
export function caughtUp(p: Progress, facts: ReadonlyMap<string, RatingFacts>): StoredRatings {
  const base = p.ratings ?? emptyRatings();
  const upTo = base.upTo;
  return p.attempts.filter((a) => upTo === null || a.at > upTo).reduce((r, a) => countAnswer(r, a, facts), base);
}

/** The progress with its ratings caught up (stored with the next save). */
export const withRatings = (p: Progress, facts: ReadonlyMap<string, RatingFacts>): Progress => ({
  ...p,
  ratings: caughtUp(p, facts),
});

/** The change of one rating between two states, rounded as shown ("+12", "−9", "±0"). */
export function ratingChange(before: StoredRating | undefined, after: StoredRating | undefined): number {
  return Math.round(after?.rating ?? UNRATED.rating) - Math.round(before?.rating ?? UNRATED.rating);
}
