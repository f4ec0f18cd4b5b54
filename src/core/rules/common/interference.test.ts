/** 2.18 / 3.35: outside interference, whether or not it affected the shot, in every WPA game. */
import { describe, expect, test } from 'vitest';
import { compareRuling } from '../../../../tests/referee/compare.ts';
import { explain } from '../../../i18n/rulings/index.ts';
import { ev, game, shot } from '../build.ts';
import { lastRuling } from '../testing.ts';
import type { GameSetup, RefereeDoc } from './types.ts';

const setup = (onTable: number[]): GameSetup => ({ shooter: 'A', onTable: onTable as never, cueBall: 'in-place' });
const nine = (events: Parameters<typeof shot>[1]): RefereeDoc =>
  game('nine-ball', [shot('A', events)], { setup: setup([3, 5, 9]) });
const eight = (events: Parameters<typeof shot>[1]): RefereeDoc =>
  game('eight-ball', [shot('A', events)], {
    setup: { ...setup([1, 2, 8, 9, 10]), groups: { A: 'solids', B: 'stripes' } },
  });

describe('outside interference (2.18, 3.35)', () => {
  test.each([
    [
      'it affected the shot: restored and replayed, no foul',
      nine([ev.hit(3), ev.interference(), ev.pocket(5)]),
      { foul: false, restore: true, replay: true, next: 'A', rules: ['2.18'] },
    ],
    [
      'it did not affect the shot: the balls it moved are put back, the pocketed ball counts, A goes on',
      nine([ev.hit(3), ev.hit(5, 3), ev.pocket(5), ev.interference(false)]),
      { foul: false, restore: true, replay: false, next: 'A', cueBall: 'in-place', rules: ['2.18'] },
    ],
    [
      'it did not affect the shot: a miss is still a miss',
      nine([ev.hit(3), ev.rail(3), ev.interference(false)]),
      { foul: false, restore: true, replay: false, next: 'B', rules: ['2.18'] },
    ],
    [
      'it did not affect the shot: a foul is still a foul',
      nine([ev.hit(5), ev.rail(5), ev.interference(false)]),
      { foul: true, fouls: ['wrong-ball-first'], restore: true, next: 'B', cueBall: 'in-hand' },
    ],
    [
      'eight-ball: a legal shot with unaffecting interference stands',
      eight([ev.hit(1), ev.pocket(1), ev.interference(false)]),
      { foul: false, restore: true, next: 'A', rules: ['2.18'] },
    ],
  ])('%s', (_title, doc, want) => {
    expect(compareRuling(lastRuling(doc) as unknown as Record<string, unknown>, { step: 0, ...want })).toEqual([]);
  });

  test('the explanation says which it was', () => {
    expect(explain(lastRuling(nine([ev.hit(3), ev.rail(3), ev.interference(false)])), 'en')).toMatch(/shot stands/);
    expect(explain(lastRuling(nine([ev.hit(3), ev.interference()])), 'en')).toMatch(/replayed/);
  });
});
