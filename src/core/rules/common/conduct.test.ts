/**
 * Fouls beyond the stroke: a non-shooter's foul (3.41), unsportsmanlike conduct with the referee's
 * penalty (2.28), results that lose the match (1.14, 3.9, 3.29), and a wheelchair match (7.3).
 */
import { describe, expect, test } from 'vitest';
import { compareRuling } from '../../../../tests/referee/compare.ts';
import type { GameId, ShotEvent } from '../../vocabulary/index.ts';
import { announce, ev, game, shot } from '../build.ts';
import { lastRuling, rulings } from '../testing.ts';
import type { GameOptions, GameSetup, RefereeDoc, Step } from './types.ts';

const inPlay = (g: GameId): GameSetup =>
  g === 'eight-ball'
    ? { shooter: 'A', onTable: [1, 2, 8, 9, 10], groups: { A: 'solids', B: 'stripes' }, cueBall: 'in-place' }
    : g === 'straight-pool'
      ? { shooter: 'A', onTable: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], score: { A: 10, B: 10 }, cueBall: 'in-place' }
      : { shooter: 'A', onTable: [3, 5, 9], cueBall: 'in-place' };
const doc = (g: GameId, steps: Step[], options: GameOptions = {}): RefereeDoc =>
  game(g, steps, { setup: inPlay(g), options });
const byB = (kind: 'touched-ball' | 'interference', ball?: number): ShotEvent =>
  ({ type: 'foul', kind, by: 'B', ...(ball ? { ball } : {}) }) as ShotEvent;
const conduct = (level: 'warning' | 'foul' | 'loss-of-game' | 'loss-of-match'): ShotEvent => ({
  type: 'foul',
  kind: 'unsportsmanlike',
  level,
});
const legal3: ShotEvent[] = [ev.hit(3), ev.hit(5, 3), ev.pocket(5)];

type Row = [string, RefereeDoc, Record<string, unknown>];
const rows: Row[] = [
  // 3.41: the non-shooting player fouls during the stroke
  [
    'nine-ball: B touches a ball during A’s stroke: B’s foul, A has the cue ball in hand, the stroke is void',
    doc('nine-ball', [shot('A', [...legal3, byB('touched-ball', 9)])]),
    {
      foul: true,
      fouls: ['interference', 'touched-ball'],
      next: 'A',
      cueBall: 'in-hand',
      restore: true,
      consecutiveFouls: { B: 1 },
      rules: ['3.41'],
    },
  ],
  [
    'eight-ball: the same, A keeps the table with the cue ball in hand',
    doc('eight-ball', [shot('A', [ev.hit(1), ev.rail(1), byB('interference')])]),
    { foul: true, fouls: ['interference'], next: 'A', cueBall: 'in-hand', restore: true },
  ],
  [
    '14.1: B loses a point, A takes the table as it lies',
    doc('straight-pool', [shot('A', [ev.hit(3), byB('touched-ball', 4)])]),
    { foul: true, next: 'A', cueBall: 'in-place', score: { A: 10, B: 9 }, restore: true },
  ],
  [
    'a foul event naming the shooter is the shooter’s own',
    doc('nine-ball', [shot('A', [ev.hit(3), ev.rail(3), { type: 'foul', kind: 'double-hit', by: 'A' } as ShotEvent])]),
    { foul: true, fouls: ['double-hit'], next: 'B', cueBall: 'in-hand' },
  ],
  // 2.28: the referee's penalty for unsportsmanlike conduct
  [
    'a warning only: no foul, A’s legal shot stands',
    doc('nine-ball', [shot('A', [...legal3, conduct('warning')])]),
    { foul: false, next: 'A', warnings: ['unsportsmanlike'], rules: ['2.28'] },
  ],
  [
    'a standard foul (the default level)',
    doc('nine-ball', [shot('A', [...legal3, conduct('foul')])]),
    { foul: true, fouls: ['unsportsmanlike'], next: 'B', cueBall: 'in-hand' },
  ],
  [
    'loss of the game',
    doc('nine-ball', [shot('A', [...legal3, conduct('loss-of-game')])]),
    { foul: true, result: { winner: 'B', loser: 'A' }, next: null, rules: ['2.28'] },
  ],
  [
    'loss of the match (disqualification) in 14.1 too, not the 15-point conduct penalty',
    doc('straight-pool', [shot('A', [ev.hit(3), ev.rail(3), conduct('loss-of-match')])]),
    { foul: true, result: { winner: 'B', loser: 'A' }, next: null },
  ],
  // 7.3: a wheelchair match
  [
    'wheelchair: the feet touch the floor: a foul (7.3 item 2)',
    doc('nine-ball', [shot('A', [...legal3, ev.foul('feet-on-floor')])], { wheelchair: true }),
    { foul: true, fouls: ['feet-on-floor'], next: 'B', cueBall: 'in-hand', rules: ['7.3'] },
  ],
  [
    'wheelchair: rising from the seat: a foul (7.3 item 1, editorial decision)',
    doc('eight-ball', [shot('A', [ev.hit(1), ev.rail(1), ev.foul('not-seated')])], { wheelchair: true }),
    { foul: true, fouls: ['not-seated'], next: 'B', cueBall: 'in-hand' },
  ],
];

describe('fouls beyond the stroke', () => {
  test.each(rows)('%s', (_title, d, want) => {
    expect(compareRuling(lastRuling(d) as unknown as Record<string, unknown>, { step: 0, ...want })).toEqual([]);
  });

  test.each([
    ['a conduct loss of the match', doc('nine-ball', [shot('A', [...legal3, conduct('loss-of-match')])]), true],
    ['a conduct loss of the game', doc('nine-ball', [shot('A', [...legal3, conduct('loss-of-game')])]), false],
    ['a concession (1.14)', doc('nine-ball', [announce('A', 'concede')]), true],
    [
      'a second intentional cue-ball foul (3.29)',
      doc('nine-ball', [
        shot('A', [ev.hit(3), ev.rail(3), ev.foul('touched-ball', { ball: 'cue', intentional: true })]),
        shot('B', [ev.hit(3), ev.rail(3)]),
        shot('A', [ev.hit(3), ev.rail(3), ev.foul('touched-ball', { ball: 'cue', intentional: true })]),
      ]),
      true,
    ],
    [
      'three fouls in a row (after the warning) lose the game only',
      doc('nine-ball', [
        shot('A', [ev.hit(5)]),
        shot('B', [ev.hit(3), ev.rail(3)], { cueBallAt: [0.5, 0.5] }),
        shot('A', [ev.hit(5)]),
        announce('referee', 'warning'),
        shot('B', [ev.hit(3), ev.rail(3)], { cueBallAt: [0.5, 0.5] }),
        shot('A', [ev.hit(5)]),
      ]),
      false,
    ],
  ] as const)('%s: result.match is %s', (_title, d, match) => {
    const all = rulings(d);
    const r = all[all.length - 1];
    expect(r?.result).not.toBeNull();
    expect(r?.result?.match === true).toBe(match);
  });
});
