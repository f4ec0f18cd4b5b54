/**
 * The log's `table` reaches the referee: spots, the head string and the cushions of a 7-ft and
 * an 8-ft table, through the command as the contract runs it. WPA playing surfaces: 78 x 39 in.
 * (1.9812 x 0.9906 m), 92 x 46 in. (2.3368 x 1.1684 m), 100 x 50 in. (2.54 x 1.27 m).
 */
import { describe, expect, test } from 'vitest';
import { runReferee } from './run-cli.ts';

const SIZES = {
  '7ft': { L: 1.9812, W: 0.9906 },
  '8ft': { L: 2.3368, W: 1.1684 },
  '9ft': { L: 2.54, W: 1.27 },
} as const;
type Size = keyof typeof SIZES;

interface Ruling {
  foul: boolean;
  fouls: string[];
  spotted: number[];
  placed?: Record<string, unknown>;
  options: string[];
  rules: string[];
}

function rule(log: Record<string, unknown>): Ruling[] {
  const r = runReferee(JSON.stringify(log));
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  return (JSON.parse(r.stdout) as { rulings: Ruling[] }).rulings;
}

/** Nine-ball in play: A fouls (scratch) and pockets the 9; the 2 stands where the size matters. */
const nineOnFoul = (table: Size | undefined, two: [number, number]) => ({
  game: 'nine-ball',
  players: ['A', 'B'],
  ...(table ? { table } : {}),
  setup: { shooter: 'A', onTable: [1, 2, 9], positions: { cue: [0.4, 0.3], 1: [0.9, 0.6], 2: two, 9: [0.7, 0.2] } },
  steps: [
    {
      shot: {
        by: 'A',
        events: [
          { type: 'hit', ball: 'cue', target: 1 },
          { type: 'hit', ball: 1, target: 9 },
          { type: 'pocket', ball: 9, pocket: 'foot-left' },
          { type: 'pocket', ball: 'cue', pocket: 'side-left' },
        ],
      },
    },
  ],
});

describe("a 9 pocketed on a foul in nine-ball is spotted at that table's foot spot (5.11, 3.32)", () => {
  test.each([
    ['7ft', 1.4859, 0.4953],
    ['8ft', 1.7526, 0.5842],
    ['9ft', 1.905, 0.635],
  ] as const)('%s: foot spot (%f, %f)', (size, x, y) => {
    // the 2 lies well away from every foot spot
    const [r] = rule(nineOnFoul(size, [0.5, 0.15]));
    expect(r?.foul).toBe(true);
    expect(r?.spotted).toEqual([9]);
    const at = r?.placed?.['9'] as [number, number];
    expect(at[0]).toBeCloseTo(x, 6);
    expect(at[1]).toBeCloseTo(y, 6);
  });

  test('no table: 9 ft (the default)', () => {
    const [r] = rule(nineOnFoul(undefined, [0.5, 0.15]));
    expect(r?.placed?.['9']).toEqual([1.905, 0.635]);
  });

  test("a ball on the 7-ft foot spot: the 9 goes frozen behind it, toward that table's foot cushion", () => {
    const { L, W } = SIZES['7ft'];
    const [r] = rule(nineOnFoul('7ft', [(3 * L) / 4, W / 2]));
    const at = r?.placed?.['9'] as [number, number];
    expect(at[0]).toBeCloseTo((3 * L) / 4 + 2 * 0.028575, 6);
    expect(at[1]).toBeCloseTo(W / 2, 6);
  });
});

/** Eight-ball, cue ball in hand behind the head string after a scratch; the 3 lies at x = 0.55 m. */
const kitchenShot = (table: Size, cueAt: [number, number]) => ({
  game: 'eight-ball',
  players: ['A', 'B'],
  table,
  setup: {
    shooter: 'A',
    cueBall: 'in-hand-kitchen',
    groups: { A: 'solids', B: 'stripes' },
    onTable: [3, 8, 12],
    positions: { 3: [0.55, 0.3], 8: [1.4, 0.4], 12: [1.2, 0.8] },
  },
  steps: [
    {
      shot: {
        by: 'A',
        cueBallAt: cueAt,
        events: [
          { type: 'hit', ball: 'cue', target: 3 },
          { type: 'pocket', ball: 3, pocket: 'head-right' },
        ],
      },
    },
  ],
});

describe("kitchen checks use that table's head string (3.10, 3.39, 2.21)", () => {
  test('the 3 at x = 0.55 m is beyond the 7-ft head string (0.4953): hitting it first from the kitchen is legal', () => {
    const [r] = rule(kitchenShot('7ft', [0.3, 0.5]));
    expect(r?.foul).toBe(false);
    expect(r?.fouls).not.toContain('kitchen');
  });
  test('the same shot on a 9-ft table: the 3 is behind that head string (0.635), a kitchen foul', () => {
    const [r] = rule(kitchenShot('9ft', [0.3, 0.5]));
    expect(r?.fouls).toContain('kitchen');
  });
  test('a cue ball placed at x = 0.6 m is beyond the 7-ft head string: a placement foul', () => {
    const [r] = rule({ ...kitchenShot('7ft', [0.6, 0.5]) });
    expect(r?.fouls).toContain('bad-cue-ball-position');
  });
  test('a cue ball at x = 0.6 m is behind the 9-ft head string: no placement foul there', () => {
    const [r] = rule(kitchenShot('9ft', [0.6, 0.5]));
    expect(r?.fouls).not.toContain('bad-cue-ball-position');
  });
  test('an 8-ft table: x = 0.6 m is just beyond its head string (0.5842) but within half a ball: the stroke stands (2.21)', () => {
    const [r] = rule(kitchenShot('8ft', [0.6, 0.5]));
    expect(r?.fouls).not.toContain('bad-cue-ball-position');
    expect(r?.rules).toContain('2.21');
  });
});

describe('positions are checked against the table of the log', () => {
  test('a ball beyond the 7-ft foot cushion is off that table (exit 2 naming the field)', () => {
    const r = runReferee(JSON.stringify(nineOnFoul('7ft', [2.2, 0.5])));
    expect(r.status).toBe(2);
    expect(r.stderr.trim()).toBe('setup.positions.2: off the bed of the 7ft table');
  });
  test('the same place is on a 9-ft table', () => {
    expect(rule(nineOnFoul('9ft', [2.2, 0.5]))).toHaveLength(1);
  });
  test.each([
    ['"6ft"', '6ft', 'table: must be "7ft", "8ft", "9ft" or {"length": m, "width": m, "pockets": ...}'],
    ['a misspelt field', { length: 2, width: 1, pocket: 'none' }, 'table.pocket: unknown field'],
    ['no width', { length: 2 }, 'table.width: missing'],
  ])('a bad table (%s) is exit 2 naming the field', (_t, table, message) => {
    const r = runReferee(JSON.stringify({ ...nineOnFoul(undefined, [0.5, 0.15]), table }));
    expect(r.status).toBe(2);
    expect(r.stderr.trim()).toBe(message);
  });
  test('a custom table: its own foot spot', () => {
    const [r] = rule({ ...nineOnFoul(undefined, [0.5, 0.15]), table: { length: 2.2, width: 1.1 } });
    expect(r?.placed?.['9']).toEqual([1.65, 0.55]);
  });
});
