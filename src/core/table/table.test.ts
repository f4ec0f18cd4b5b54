import { describe, expect, test } from 'vitest';
import { inches, seededRandom } from '../geometry/index.ts';
import { GAME_IDS } from '../vocabulary/index.ts';
import { buildTableGeometry } from './geometry.ts';
import { pocketJaws } from './pockets.ts';
import { RACK_GAP, RACKS, rackFor, rackSize } from './racks.ts';
import { customTable, standardTable, WPA_BALL, WPA_POCKETS } from './spec.ts';
import { diamonds, isInKitchen, spot } from './spots.ts';

const R = WPA_BALL.radius;
const T9 = standardTable('9ft');

describe('TableSpec (WPA)', () => {
  test.each([
    ['9ft', 2.54, 1.27],
    ['8ft', inches(92), inches(46)],
    ['7ft', inches(78), inches(39)],
  ] as const)('%s playing surface', (size, l, w) => {
    const t = standardTable(size);
    expect(t.length).toBeCloseTo(l, 12);
    expect(t.width).toBeCloseTo(w, 12);
    expect(t.length / t.width).toBeCloseTo(2, 12);
  });

  test('spots, head string and kitchen as in the contract', () => {
    expect(spot(T9, 'head')).toEqual([0.635, 0.635]);
    expect(spot(T9, 'centre')).toEqual([1.27, 0.635]);
    expect(spot(T9, 'foot')).toEqual([1.905, 0.635]);
    expect(isInKitchen(T9, [0.6349, 0.3])).toBe(true);
    expect(isInKitchen(T9, [0.635, 0.3])).toBe(false);
  });

  test('18 diamonds, a quarter of the width / an eighth of the length apart', () => {
    const d = diamonds(T9);
    expect(d).toHaveLength(18);
    expect(d.filter((x) => x.rail === 'head').map((x) => x.at[1])).toEqual([0.3175, 0.635, 0.9525]);
  });
});

describe('pocket geometry', () => {
  const g = buildTableGeometry(T9, R);

  test('jaw tips a WPA mouth apart (corner 4.5 in., side 5 in.), before rounding', () => {
    const corner = g.pockets.find((p) => p.id === 'head-right');
    const side = g.pockets.find((p) => p.id === 'side-left');
    expect(corner && Math.hypot(...sub(corner.jaws[0].noseEnd, corner.jaws[1].noseEnd))).toBeGreaterThan(inches(4.5));
    expect(side && Math.abs(side.jaws[1].noseEnd[0] - side.jaws[0].noseEnd[0])).toBeGreaterThan(inches(5));
  });

  test('capture circles lie behind the mouth, out of the ball area of the cloth', () => {
    for (const p of g.pockets) {
      const c = p.capture;
      const inside = c[0] > R && c[0] < T9.length - R && c[1] > R && c[1] < T9.width - R;
      expect(inside).toBe(false);
    }
  });

  test('on the axis a ball drops the shelf less the slate edge behind the mouth (corner 7/8 in., side 1/16 in.)', () => {
    const sharp = pocketJaws(WPA_POCKETS, T9.length, T9.width);
    const depth = (id: 'head-right' | 'side-left'): number => {
      const p = g.pockets.find((q) => q.id === id);
      const [a, b] = sharp[id];
      if (!p) throw new Error(id);
      // The axis points away from the cloth; the capture circle's near edge is on it.
      const axis = [-(a.inward[0] + b.inward[0]), -(a.inward[1] + b.inward[1])];
      const n = Math.hypot(axis[0] as number, axis[1] as number);
      const mid = [(a.tip[0] + b.tip[0]) / 2, (a.tip[1] + b.tip[1]) / 2];
      const along =
        ((p.capture[0] - (mid[0] as number)) * (axis[0] as number) +
          (p.capture[1] - (mid[1] as number)) * (axis[1] as number)) /
        n;
      return along - p.captureRadius;
    };
    expect(depth('head-right')).toBeCloseTo(inches(1 - 1 / 8), 9);
    expect(depth('side-left')).toBeCloseTo(inches(3 / 16 - 1 / 8), 9);
  });

  test('the cushions: 6 noses, 12 jaw faces, 12 rounded tips; none for a closed table', () => {
    expect(g.segments).toHaveLength(18);
    expect(g.arcs).toHaveLength(12);
    const closed = buildTableGeometry(customTable(3, 1, 'none'), R);
    expect(closed.segments).toHaveLength(6);
    expect(closed.pockets).toHaveLength(0);
  });

  test('the geometry is symmetric left-right', () => {
    const ys = g.arcs.map((a) => a.centre[1]).sort((a, b) => a - b);
    const mirrored = ys.map((y) => T9.width - y).sort((a, b) => a - b);
    for (const [k, y] of ys.entries()) expect(y).toBeCloseTo(mirrored[k] as number, 12);
  });
});

const sub = (a: readonly number[], b: readonly number[]): [number, number] => [
  (a[0] as number) - (b[0] as number),
  (a[1] as number) - (b[1] as number),
];

describe('racks', () => {
  test.each(GAME_IDS.map((g) => [g]))('%s: balls on the table, apart by the rack gap', (game) => {
    const balls = rackFor(game, T9, { rng: seededRandom(3), shuffle: true, jitter: 1e-3 });
    expect(balls).toHaveLength(rackSize(game));
    expect(new Set(balls.map((b) => b.ball)).size).toBe(balls.length);
    for (const b of balls) {
      expect(b.at[0]).toBeGreaterThan(R);
      expect(b.at[0]).toBeLessThan(T9.length - R);
      if (game !== 'cowboy') expect(b.at[0]).toBeGreaterThanOrEqual(spot(T9, 'foot')[0] - RACK_GAP);
    }
    for (let i = 0; i < balls.length; i++)
      for (let j = i + 1; j < balls.length; j++) {
        const d = Math.hypot(...sub((balls[i] as (typeof balls)[0]).at, (balls[j] as (typeof balls)[0]).at));
        expect(d).toBeGreaterThan(2 * R);
      }
  });

  test('apex on the foot spot; 8 in the middle of the third row; a solid and a stripe in the back corners', () => {
    const rack = rackFor('eight-ball', T9);
    const at = (n: number) => rack.find((b) => b.ball === n)?.at;
    expect(at(1)).toEqual(spot(T9, 'foot'));
    const row = (2 * R + RACK_GAP) * Math.sqrt(3);
    expect(at(8)?.[0]).toBeCloseTo(spot(T9, 'foot')[0] + row, 12);
    expect(at(8)?.[1]).toBeCloseTo(T9.width / 2, 12);
    const back = rack.filter((b) => Math.abs(b.at[0] - (spot(T9, 'foot')[0] + 2 * row)) < 1e-9);
    const corners = [back[0], back[4]].map((b) => (b?.ball ?? 0) > 8);
    expect(corners.sort()).toEqual([false, true]);
  });

  test('9-ball diamond: 1 on the foot spot, 9 in the centre', () => {
    const rack = rackFor('nine-ball', T9, { rng: seededRandom(9), shuffle: true });
    const at = (n: number) => rack.find((b) => b.ball === n)?.at;
    expect(at(1)).toEqual(spot(T9, 'foot'));
    expect(at(9)?.[1]).toBeCloseTo(T9.width / 2, 12);
    expect(rack).toHaveLength(9);
  });

  test('Cowboy: 1, 3 and 5 on the head, foot and centre spots', () => {
    const rack = rackFor('cowboy', T9);
    expect(rack).toEqual([
      { ball: 1, at: spot(T9, 'head') },
      { ball: 3, at: spot(T9, 'foot') },
      { ball: 5, at: spot(T9, 'centre') },
    ]);
  });

  test('Kelly Pool: 2 in the right (y = 0 side) back corner, 3 in the left', () => {
    const rack = rackFor('kelly-pool', T9, { rng: seededRandom(1), shuffle: true });
    const at = (n: number) => rack.find((b) => b.ball === n)?.at ?? [0, 0];
    expect(at(2)[1]).toBeLessThan(at(3)[1]);
    expect(at(2)[0]).toBeCloseTo(at(3)[0], 12);
  });

  test("14.1 (6.4): the 1 in the back corner on the racker's right (y = width side), the 5 in the left", () => {
    for (const seed of [1, 2, 3]) {
      const rack = rackFor('straight-pool', T9, { rng: seededRandom(seed), shuffle: true });
      const at = (n: number) => rack.find((b) => b.ball === n)?.at ?? [0, 0];
      const row = (2 * R + RACK_GAP) * Math.sqrt(3);
      for (const n of [1, 5]) expect(at(n)[0]).toBeCloseTo(spot(T9, 'foot')[0] + 2 * row, 12);
      const ys = rack.map((b) => b.at[1]);
      expect(at(1)[1]).toBeCloseTo(Math.max(...ys), 12);
      expect(at(5)[1]).toBeCloseTo(Math.min(...ys), 12);
      expect(rack.find((b) => b.at[0] === spot(T9, 'foot')[0])?.ball).not.toBe(1);
    }
  });

  test('every game has a documented rack', () => {
    for (const g of GAME_IDS) expect(RACKS[g].source.length).toBeGreaterThan(10);
  });

  test('the same seed gives the same rack', () => {
    const a = rackFor('straight-pool', T9, { rng: seededRandom(42), shuffle: true, jitter: 5e-5 });
    const b = rackFor('straight-pool', T9, { rng: seededRandom(42), shuffle: true, jitter: 5e-5 });
    expect(a).toEqual(b);
  });
});
