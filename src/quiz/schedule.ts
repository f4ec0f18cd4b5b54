/**
 * Spaced review with FSRS (ts-fsrs): each question has a card; an answer is a review graded from
 * its score (wrong: Again, partly right: Hard, right: Good). Due cards and recently missed
 * questions make the review queue. No penalty mechanics: a missed question simply comes back sooner.
 */
import { type Card, createEmptyCard, fsrs, type Grade, Rating } from 'ts-fsrs';
import type { Progress, StoredCard } from './progress.ts';

/** Long-term scheduling only: a question comes back after days, not minutes (missed ones are queued anyway). */
const scheduler = fsrs({ enable_fuzz: false, enable_short_term: false });

export function ratingFor(score: number): Grade {
  if (score >= 1) return Rating.Good;
  if (score >= 0.5) return Rating.Hard;
  return Rating.Again;
}

const toStored = (c: Card): StoredCard => ({
  due: c.due.toISOString(),
  stability: c.stability,
  difficulty: c.difficulty,
  elapsed_days: c.elapsed_days,
  scheduled_days: c.scheduled_days,
  learning_steps: c.learning_steps,
  reps: c.reps,
  lapses: c.lapses,
  state: c.state,
  ...(c.last_review ? { last_review: c.last_review.toISOString() } : {}),
});

/** The card of question `id` after an answer scoring `score` at `now`. */
export function reviewCard(card: StoredCard | undefined, score: number, now: Date): StoredCard {
  const base = card ? { ...card, last_review: card.last_review ?? null } : createEmptyCard(now);
  return toStored(scheduler.next(base, now, ratingFor(score)).card);
}

export function applyReview(p: Progress, id: string, score: number, now: Date): Progress {
  return { ...p, cards: { ...p.cards, [id]: reviewCard(p.cards[id], score, now) } };
}

/** Questions whose card is due at `now`, soonest first. */
export function dueIds(p: Progress, now: Date): string[] {
  return Object.entries(p.cards)
    .filter(([, c]) => Date.parse(c.due) <= now.getTime())
    .sort((a, b) => Date.parse(a[1].due) - Date.parse(b[1].due))
    .map(([id]) => id);
}

/** Questions whose latest answer was not fully right. */
export function missedIds(p: Progress): string[] {
  const last = new Map<string, number>();
  for (const a of p.attempts) last.set(a.id, a.score);
  return [...last].filter(([, s]) => s < 1).map(([id]) => id);
}

/** The review queue: due cards first, then missed questions not yet due. */
export function reviewQueue(p: Progress, now: Date): string[] {
  const due = dueIds(p, now);
  return [...due, ...missedIds(p).filter((id) => !due.includes(id))];
}

export interface ForecastDay {
  /** the start of the day (local midnight) */
  day: Date;
  /** reviews falling due that day (the first day also counts what is overdue) */
  count: number;
}

/**
 * Reviews falling due on each of the coming `days` days (local calendar days, today first;
 * whatever is already due counts today), for the cards `keep` accepts (questions still in the bank).
 */
export function forecast(p: Progress, now: Date, days = 7, keep: (id: string) => boolean = () => true): ForecastDay[] {
  const starts = Array.from({ length: days + 1 }, (_, i) => {
    const d = new Date(now);
    d.setHours(0, 0, 0, 0);
    d.setDate(d.getDate() + i);
    return d;
  });
  const out = starts.slice(0, days).map((day) => ({ day, count: 0 }));
  for (const [id, c] of Object.entries(p.cards)) {
    if (!keep(id)) continue;
    const due = Date.parse(c.due);
    const i = starts.findIndex((s, k) => k > 0 && due < s.getTime());
    const slot = i === -1 ? undefined : out[i - 1];
    if (slot) slot.count += 1;
  }
  return out;
}
