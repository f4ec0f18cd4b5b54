import { describe, expect, test } from 'vitest';
import { advance, type Clock, play, seek, within } from './replay-clock.ts';

const at = (t: number, playing = false, rate = 1): Clock => ({ t, playing, rate });

describe('the replay clock', () => {
  test('playing advances by the time passed at its rate, and stops at the end', () => {
    expect(advance(at(1, true, 2), 0.5, 10)).toEqual(at(2, true, 2));
    expect(advance(at(9.9, true), 0.5, 10)).toEqual(at(10, false));
  });
  test('a paused clock does not move (a frame asked for before the pause)', () => {
    const paused = at(3);
    expect(advance(paused, 0.5, 10)).toBe(paused);
  });
  test('play starts a frame in, from the start once at the end', () => {
    expect(play(at(2), 10)).toEqual(at(2 + 1 / 60, true));
    expect(play(at(10), 10)).toEqual(at(1 / 60, true));
    expect(play(at(0, false, 0.25), 10).t).toBeCloseTo(0.25 / 60);
  });
  test('a seek pauses inside the replay', () => {
    expect(seek(at(2, true), 12, 10)).toEqual(at(10));
    expect(seek(at(2, true), -1, 10)).toEqual(at(0));
  });
  test('a shorter replay brings the time inside it and pauses; a longer one leaves it', () => {
    expect(within(at(8, true), 5)).toEqual(at(5));
    const c = at(4, true);
    expect(within(c, 5)).toBe(c);
  });
});
