/**
 * The cue ball in hand behind the head string, decided in one place (head-string.ts): the state the
 * machine routes on, and the ruling on where the ball was placed, for each placement, warned or not,
 * under each edition (3.10, 2.21; wpa-current 6.10, difference 4).
 */
import { describe, expect, test } from 'vitest';
import { Draft } from './draft.ts';
import {
  cueBallAfterScratch,
  cueBallPlacement,
  isInHandKitchen,
  kitchenAfterScratch,
  kitchenPlacementNotes,
  sayIfKitchen,
} from './head-string.ts';
import { BALL_IN_HAND_KITCHEN } from './kit.ts';
import type { Edition } from './policy.ts';
import { POLICIES } from './policy.ts';
import { write } from './shot-notes.ts';
import { NINE_FOOT as T } from './table.ts';
import { CUE_BALL_STATES } from './types.ts';

type Placement = ReturnType<typeof cueBallPlacement>;

/** [placement, reported (the log's foul after the referee's warning), edition, fouls, rules, says] */
const ROWS: Array<[Placement, boolean, Edition, string[], string[], string[]]> = [
  ['ok', false, 'wpa-1999', [], [], []],
  ['ok', true, 'wpa-1999', ['bad-cue-ball-position'], ['3.10', '2.21'], ['foul.bad-cue-ball-position-warned']],
  ['on-line-unreported', false, 'wpa-1999', [], ['3.10', '2.21'], ['headString.stands']],
  [
    'on-line-unreported',
    true,
    'wpa-1999',
    ['bad-cue-ball-position'],
    ['3.10', '2.21'],
    ['foul.bad-cue-ball-position-warned'],
  ],
  ['outside', false, 'wpa-1999', ['bad-cue-ball-position'], ['3.10', '2.21'], ['foul.bad-cue-ball-position']],
  ['outside', true, 'wpa-1999', ['bad-cue-ball-position'], ['3.10', '2.21'], ['foul.bad-cue-ball-position']],
  ['ok', false, 'wpa-current', [], [], []],
  ['ok', true, 'wpa-current', ['bad-cue-ball-position'], ['wpa-6.10'], ['edition.headStringLine']],
  ['on-line-unreported', false, 'wpa-current', ['bad-cue-ball-position'], ['wpa-6.10'], ['edition.headStringLine']],
  ['on-line-unreported', true, 'wpa-current', ['bad-cue-ball-position'], ['wpa-6.10'], ['edition.headStringLine']],
  ['outside', false, 'wpa-current', ['bad-cue-ball-position'], ['wpa-6.10'], ['edition.headStringLine']],
  ['outside', true, 'wpa-current', ['bad-cue-ball-position'], ['wpa-6.10'], ['edition.headStringLine']],
];

describe('where the cue ball in hand was placed (3.10, 2.21; current 6.10)', () => {
  test.each(ROWS)('%s, reported %s, under %s', (placement, reported, edition, fouls, rules, says) => {
    const d = write(new Draft(0), kitchenPlacementNotes(POLICIES[edition], placement, reported));
    expect({ fouls: d.fouls, rules: d.rules, says: d.clauses.map((c) => c.code) }).toEqual({ fouls, rules, says });
  });

  test.each([
    [[0.3, 0.6], 'ok'],
    [[T.headStringX, 0.6], 'on-line-unreported'],
    [[1.2, 0.6], 'outside'],
    [undefined, 'ok'],
  ] as const)('a ball placed at %j is %s', (at, want) => {
    expect(cueBallPlacement(T, at as never)).toBe(want);
  });
});

describe('the next shot from behind the head string: one decision', () => {
  test.each(CUE_BALL_STATES.map((s) => [s, s === 'in-hand-kitchen'] as const))('%s: %s', (cueBall, want) => {
    expect(isInHandKitchen({ cueBall })).toBe(want);
    // the machine's state routes on the same decision
    expect(BALL_IN_HAND_KITCHEN.guard?.test({ cueBall } as never)).toBe(want);
  });
});

describe('the kitchen after a scratch (3.10 with the game’s paragraph), decided here for every game', () => {
  /** [scratch, cue ball off the table, the cue ball after the foul] */
  const FATES: Array<[boolean, boolean, string]> = [
    [false, false, 'in-place'],
    [true, false, 'in-hand-kitchen'],
    [false, true, 'in-hand-kitchen'],
    [true, true, 'in-hand-kitchen'],
  ];

  test.each(FATES)('scratch %s, off the table %s: %s', (scratch, cueOffTable, want) => {
    expect(cueBallAfterScratch({ scratch, cueOffTable })).toBe(want);
    expect(cueBallAfterScratch({ scratch, cueOffTable }, 'in-hand')).toBe(want === 'in-place' ? 'in-hand' : want);
  });

  test.each(FATES)(
    'scratch %s, off the table %s: cited and said only from the kitchen',
    (scratch, cueOffTable, want) => {
      const d = new Draft(0);
      const cueBall = kitchenAfterScratch({ scratch, cueOffTable }, d, ['odd-ball/11'], 'recreational.scratchKitchen');
      expect(cueBall).toBe(want);
      const kitchen = want === 'in-hand-kitchen';
      expect(d.rules).toEqual(kitchen ? ['odd-ball/11'] : []);
      expect(d.clauses.map((c) => c.code)).toEqual(kitchen ? ['recreational.scratchKitchen'] : []);
    },
  );

  test('said later in a ruling: only of a cue ball in hand behind the head string, and says whether it was', () => {
    for (const cueBall of CUE_BALL_STATES) {
      const d = new Draft(0);
      const said = sayIfKitchen(d, cueBall, ['honolulu/9', '3.10'], 'honolulu.kitchen');
      expect(said, cueBall).toBe(cueBall === 'in-hand-kitchen');
      expect(d.rules.length > 0, cueBall).toBe(said);
      expect(d.clauses.length, cueBall).toBe(said ? 1 : 0);
    }
  });
});
