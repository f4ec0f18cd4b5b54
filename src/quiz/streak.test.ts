import { describe, expect, test } from 'vitest';
import { emptyProgress } from './progress.ts';
import { countStreak, setStreak, streakOf } from './streak.ts';

const SETTINGS = { banks: ['general'], topics: [], foul: '', source: 'all' };

describe('the trainer streak', () => {
  test('off by default: answers do not count', () => {
    const p = countStreak(emptyProgress(), 1);
    expect(streakOf(p)).toEqual({ on: false, run: 0, best: 0 });
    expect(p).toEqual(emptyProgress());
  });
  test('on: right answers in a row, the best kept, a wrong or partly right answer ends the run', () => {
    let p = setStreak(emptyProgress(), true, SETTINGS);
    expect(p.trainer).toEqual({ ...SETTINGS, streak: true });
    for (const score of [1, 1, 1, 0.5, 1, 0]) p = countStreak(p, score);
    expect(streakOf(p)).toEqual({ on: true, run: 0, best: 3 });
    p = countStreak(countStreak(p, 1), 1);
    expect(streakOf(p)).toEqual({ on: true, run: 2, best: 3 });
  });
  test('turned off and on again: the settings and the best are kept', () => {
    let p = setStreak(emptyProgress(), true, SETTINGS);
    p = countStreak(countStreak(p, 1), 1);
    p = setStreak(p, false, SETTINGS);
    p = countStreak(p, 0);
    expect(streakOf(p)).toEqual({ on: false, run: 2, best: 2 });
    expect(streakOf(setStreak(p, true, SETTINGS)).best).toBe(2);
  });
});
