import { describe, expect, test } from 'vitest';
import { idle, rate, UNRATED, winChance } from './glicko.ts';

describe('Glicko-2', () => {
  test('the worked example of Glickman’s paper (τ = 0.5)', () => {
    const after = rate({ rating: 1500, rd: 200, vol: 0.06 }, [
      { rating: 1400, rd: 30, score: 1 },
      { rating: 1550, rd: 100, score: 0 },
      { rating: 1700, rd: 300, score: 0 },
    ]);
    expect(after.rating).toBeCloseTo(1464.06, 1);
    expect(after.rd).toBeCloseTo(151.52, 1);
    expect(after.vol).toBeCloseTo(0.05999, 4);
  });
  test('a period without games only widens the deviation', () => {
    const p = { rating: 1600, rd: 100, vol: 0.06 };
    const after = rate(p, []);
    expect(after.rating).toBe(1600);
    expect(after.rd).toBeGreaterThan(100);
    expect(idle(p, 1).rd).toBeCloseTo(after.rd, 9);
    expect(idle(p, 0)).toBe(p);
    expect(idle(p, 1e6).rd).toBe(UNRATED.rd);
  });
  test('a win against an equal raises the rating, a loss lowers it, a draw leaves it', () => {
    const opp = { rating: 1500, rd: 50 };
    expect(rate(UNRATED, [{ ...opp, score: 1 }]).rating).toBeGreaterThan(1500);
    expect(rate(UNRATED, [{ ...opp, score: 0 }]).rating).toBeLessThan(1500);
    expect(rate(UNRATED, [{ ...opp, score: 0.5 }]).rating).toBeCloseTo(1500, 6);
    expect(rate(UNRATED, [{ ...opp, score: 1 }]).rd).toBeLessThan(UNRATED.rd);
  });
  test('the chance of a win: even between equals, higher for the stronger, nearer even when unsure', () => {
    expect(winChance({ rating: 1500, rd: 50 }, { rating: 1500, rd: 50 })).toBeCloseTo(0.5, 9);
    const sure = winChance({ rating: 1700, rd: 50 }, { rating: 1500, rd: 50 });
    const unsure = winChance({ rating: 1700, rd: 300 }, { rating: 1500, rd: 50 });
    expect(sure).toBeGreaterThan(unsure);
    expect(unsure).toBeGreaterThan(0.5);
  });
});
