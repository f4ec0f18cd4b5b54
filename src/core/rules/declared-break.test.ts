/**
 * A shot declared a break on a set-up position (the table's "this is the break", the contract's
 * `shot.break`) is ruled whatever state the set-up opened in: the machine routes it as a break.
 */
import { describe, expect, test } from 'vitest';
import type { RefereeDoc } from './common/types.ts';
import { referee } from './referee.ts';

const rack = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
/** The cue ball hits the 1 and four object balls reach a cushion: a legal break in every game here, pocketing nothing: the turn passes. */
const BREAK = [
  { type: 'hit', ball: 'cue', target: 1 },
  { type: 'rail', ball: 2, rail: 'foot' },
  { type: 'rail', ball: 3, rail: 'foot' },
  { type: 'rail', ball: 4, rail: 'left-foot' },
  { type: 'rail', ball: 5, rail: 'right-foot' },
];

const log = (game: RefereeDoc['game'], balls: number, cueBall: string): RefereeDoc =>
  ({
    game,
    players: ['A', 'B'],
    teams: null,
    options: {},
    setup: { shooter: 'A', onTable: rack(balls), cueBall },
    steps: [{ kind: 'shot', shot: { by: 'A', break: true, events: BREAK } }],
  }) as unknown as RefereeDoc;

describe('a break declared on a set-up position', () => {
  test.each([
    ['nine-ball', 9, 'in-hand-kitchen', 'B'],
    ['nine-ball', 9, 'in-place', 'B'],
    ['eight-ball', 15, 'in-hand-kitchen', 'B'],
    ['straight-pool', 15, 'in-hand-kitchen', 'B'],
    ['six-ball', 6, 'in-hand-kitchen', 'B'],
  ] as const)('%s, %i balls, cue ball %s: ruled, the next player is %s', (game, balls, cueBall, next) => {
    const out = referee(log(game, balls, cueBall));
    expect(out.rulings).toHaveLength(1);
    expect(out.rulings[0]?.next ?? null).toBe(next);
  });
});
