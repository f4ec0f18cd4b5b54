/**
 * The trainer's streak (off unless the learner turns it on; the choice is kept with the trainer
 * settings): right answers in a row, and the longest such run. Any answer not fully right (a
 * partly right ruling too) ends the run; answers given while the streak is off do not count.
 */
import type { Progress, StoredTrainerSettings } from './progress.ts';

export interface Streak {
  on: boolean;
  /** right answers in a row so far */
  run: number;
  best: number;
}

export const streakOf = (p: Progress): Streak => ({
  on: p.trainer?.streak === true,
  run: p.trainer?.run ?? 0,
  best: p.trainer?.best ?? 0,
});

/** The streak turned on or off; `settings` stands in when no trainer settings are stored yet. */
export function setStreak(p: Progress, on: boolean, settings: StoredTrainerSettings): Progress {
  return { ...p, trainer: { ...(p.trainer ?? settings), streak: on } };
}

/** After an answer scoring `score`: the run grows or ends, the best follows (nothing when off). */
export function countStreak(p: Progress, score: number): Progress {
  const s = streakOf(p);
  if (!s.on || !p.trainer) return p;
  const run = score >= 1 ? s.run + 1 : 0;
  return { ...p, trainer: { ...p.trainer, run, best: Math.max(s.best, run) } };
}
