/**
 * 3.21 / 3.22: with a referee, an object ball moved by a standard foul is put back by the referee
 * (`restore: true`); without one, 1.16.1 excuses an accidental touch of an object ball during the
 * shot (put back, no foul). The same in every game built on the kit.
 */
import { describe, expect, test } from 'vitest';
import { explain } from '../../../i18n/rulings/index.ts';
import type { GameId, ShotEvent } from '../../vocabulary/index.ts';
import { ev, game, shot } from '../build.ts';
import { lastRuling } from '../testing.ts';

type Row = [game: GameId, name: string, foul: ShotEvent, referee: boolean, want: { foul: boolean; restore: boolean }];

const placement = ev.foul('cue-ball-placement');
const placementBall = ev.foul('cue-ball-placement', { ball: 2 });
const touchedObject = ev.foul('touched-ball', { ball: 2 });
const touchedCue = ev.foul('touched-ball', { ball: 'cue' });

const ROWS: Row[] = [
  [
    'eight-ball',
    '3.22 object ball touched placing the cue ball in hand',
    placement,
    true,
    { foul: true, restore: true },
  ],
  [
    'nine-ball',
    '3.22 object ball touched placing the cue ball in hand',
    placement,
    true,
    { foul: true, restore: true },
  ],
  ['nine-ball', '3.22 with the ball named', placementBall, true, { foul: true, restore: true }],
  ['straight-pool', '3.22 object ball touched placing the cue ball', placement, true, { foul: true, restore: true }],
  ['six-ball', '3.22 object ball touched placing the cue ball', placement, true, { foul: true, restore: true }],
  ['kelly-pool', '3.22 object ball touched placing the cue ball', placement, true, { foul: true, restore: true }],
  ['cowboy', '3.22 object ball touched placing the cue ball', placement, true, { foul: true, restore: true }],
  ['nine-ball', '3.21 object ball touched', touchedObject, true, { foul: true, restore: true }],
  ['nine-ball', '3.21 cue ball touched: nothing to put back', touchedCue, true, { foul: true, restore: false }],
  [
    'nine-ball',
    '1.16.1 no referee, object ball touched: no foul',
    touchedObject,
    false,
    { foul: false, restore: true },
  ],
];

describe('object balls moved by a foul are put back (3.21, 3.22)', () => {
  test.each(ROWS)('%s: %s', (g, _name, foul, referee, want) => {
    const onTable = g === 'cowboy' ? [1, 3, 5] : [1, 2, 3];
    const first = 1;
    const doc = game(g, [shot('A', [ev.hit(first), ev.rail(first), foul])], {
      setup: {
        shooter: 'A',
        onTable: onTable as never,
        ...(g === 'eight-ball' ? { groups: { A: 'solids', B: 'stripes' } } : {}),
      },
      options: { referee },
    });
    const r = lastRuling(doc);
    expect(r.foul).toBe(want.foul);
    expect(r.restore).toBe(want.restore);
    if (want.restore) expect(explain(r, 'en').match(/put back/g)?.length).toBe(1);
  });
});
