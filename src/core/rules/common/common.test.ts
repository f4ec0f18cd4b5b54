import { describe, expect, test } from 'vitest';
import { summarizeShot } from '../../shot/index.ts';
import { ev } from '../build.ts';
import { cueBallPlacement, isKitchenFoul, meetsRailRequirement, resolveSplitHit } from './assess.ts';
import { spotBalls } from './spotting.ts';
import {
  isFrozenToCushion,
  isInKitchen,
  isInRackArea,
  isNearCushion,
  nearestCushion,
  R,
  rackCentres,
  standardLines,
  NINE_FOOT as T,
} from './table.ts';

const D = 2 * R;
const { length: L, width: W, footSpot: FOOT_SPOT, headSpot: HEAD_SPOT } = T;
const x0 = FOOT_SPOT[0];

describe('3.32 spotting', () => {
  test.each([
    ['a single ball goes on the foot spot', [9], [], [[x0, W / 2]]],
    [
      'several balls: ascending from the foot spot toward the foot cushion, frozen to each other',
      [5, 3],
      [],
      [
        [x0, W / 2],
        [x0 + D, W / 2],
      ],
    ],
    [
      'a ball on the foot spot: the spotted ball is frozen behind it',
      [4],
      [{ p: [x0, W / 2], isCue: false }],
      [[x0 + D, W / 2]],
    ],
    [
      'the cue ball on the spot: as close as possible but not touching it',
      [4],
      [{ p: [x0, W / 2], isCue: true }],
      [[x0 + D + 0.0005, W / 2]],
    ],
  ] as const)('%s', (_t, balls, obstacles, want) => {
    const out = spotBalls(T, balls as never, obstacles as never);
    expect(out.map((s) => s.ball)).toEqual([...balls].sort((a, b) => a - b));
    out.forEach((s, i) => {
      expect(s.p[0]).toBeCloseTo((want[i] as readonly number[])[0] as number, 6);
      expect(s.p[1]).toBeCloseTo(W / 2, 9);
    });
  });
  test('no room behind the foot spot: in front of it, lowest number nearest the spot (3.32, not short rule 26)', () => {
    const wall = Array.from({ length: 11 }, (_v, i) => ({ p: [x0 + i * D, W / 2] as const, isCue: false }));
    const out = spotBalls(T, [2, 1], wall as never);
    expect(out.every((s) => s.inFront)).toBe(true);
    expect(out[0]?.ball).toBe(1);
    expect(out[0]?.p[0]).toBeCloseTo(x0 - D, 6);
    expect(out[1]?.p[0]).toBeCloseTo(x0 - 2 * D, 6);
  });
  test('a spotted ball never overlaps another ball and never touches the cue ball', () => {
    const obstacles = [
      { p: [x0 + 0.03, W / 2 + 0.02] as const, isCue: true },
      { p: [x0 + 0.1, W / 2 - 0.01] as const, isCue: false },
    ];
    const out = spotBalls(T, [1, 2, 3], obstacles as never);
    for (const s of out) {
      for (const o of obstacles)
        expect(Math.hypot(s.p[0] - o.p[0], s.p[1] - o.p[1])).toBeGreaterThanOrEqual(D + (o.isCue ? 0.0004 : -1e-9));
    }
  });
});

describe('table geometry', () => {
  test('the head string is not part of the kitchen (3.16)', () => {
    expect(isInKitchen(T, [L / 4 - 0.001, 0.5])).toBe(true);
    expect(isInKitchen(T, [L / 4, 0.5])).toBe(false);
  });
  test('rack area: the triangle with the apex on the foot spot', () => {
    expect(rackCentres(T)).toHaveLength(15);
    expect(isInRackArea(T, [2.0, W / 2])).toBe(true);
    expect(isInRackArea(T, [x0 - D - 0.001, W / 2])).toBe(false);
    expect(isInRackArea(T, HEAD_SPOT)).toBe(false);
  });
  test("frozen to a cushion and within a ball's width of one (3.38, 6.7.2)", () => {
    expect(isFrozenToCushion(T, [1.8, R])).toBe(true);
    expect(nearestCushion(T, [1.8, R]).rail).toBe('right-foot');
    expect(nearestCushion(T, [0.3, W - R]).rail).toBe('left-head');
    expect(isNearCushion(T, [1.8, R + 0.03])).toBe(true);
    expect(isNearCushion(T, [1.8, R + D + 0.01])).toBe(false);
  });
});

describe('general predicates', () => {
  const start = { 4: [1.8, R] as const };
  test.each([
    ['cue ball to a cushion after contact (3.19)', [ev.hit(4), ev.rail('cue')], [], true],
    ['nothing after contact (3.19)', [ev.hit(5)], [], false],
    ['a rail before the contact does not count (4.11 note)', [ev.rail('cue'), ev.hit(5)], [], false],
    ['a ball pocketed (3.19 a)', [ev.hit(4), ev.pocket(5)], [4], true],
    ['frozen ball to a different rail (3.38 c)', [ev.hit(4), ev.rail(4, 'left-foot')], [4], true],
    ['frozen ball into its own rail (3.38)', [ev.hit(4), ev.rail(4, 'right-foot')], [4], false],
    ['frozen ball into the other cushion of the same rail (3.38)', [ev.hit(4), ev.rail(4, 'right-head')], [4], false],
    [
      'frozen ball back to its rail after hitting another ball (3.38)',
      [ev.hit(4), ev.hit(9, 4), ev.rail(4, 'right-foot')],
      [4],
      true,
    ],
    ['unannounced ball at a cushion: presumed driven to it (2.16)', [ev.hit(4)], [], true],
  ] as const)('%s', (_t, events, frozen, ok) => {
    const f = summarizeShot(events as never);
    expect(meetsRailRequirement(T, f, f.firstContact, frozen as never, start as never).ok).toBe(ok);
  });
  test('2.10 split hit decided for the shooter', () => {
    expect(resolveSplitHit([5, 2], (b) => b === 2)).toBe(2);
    expect(resolveSplitHit([5, 6], (b) => b === 2)).toBe(5);
  });
  test('3.39 kitchen: a ball behind the line needs the cue ball to leave first', () => {
    const pos = { 2: [0.4, 0.3] as const };
    expect(isKitchenFoul(T, summarizeShot([ev.hit(2)]), 2, pos as never)).toBe(true);
    expect(isKitchenFoul(T, summarizeShot([ev.cross(), ev.cross(), ev.hit(2)]), 2, pos as never)).toBe(false);
    expect(isKitchenFoul(T, summarizeShot([ev.hit(2)]), 2, { 2: [0.7, 0.3] } as never)).toBe(false);
  });
  test('3.10 / 2.21 cue ball placement', () => {
    expect(cueBallPlacement(T, [0.3, 0.6])).toBe('ok');
    expect(cueBallPlacement(T, [L / 4, 0.6])).toBe('on-line-unreported');
    expect(cueBallPlacement(T, [L / 4 + R / 2, 0.6])).toBe('on-line-unreported');
    expect(cueBallPlacement(T, [1.2, 0.6])).toBe('outside');
  });
});

describe('lines and spots of each table size (WPA playing surfaces: 100 x 50, 92 x 46, 78 x 39 in.)', () => {
  test.each([
    ['9ft', 2.54, 1.27],
    ['8ft', 2.3368, 1.1684],
    ['7ft', 1.9812, 0.9906],
  ] as const)('%s: head string at L/4, spots at L/4, L/2, 3L/4 on the long string', (size, l, w) => {
    const t = standardLines(size);
    expect(t.length).toBeCloseTo(l, 9);
    expect(t.width).toBeCloseTo(w, 9);
    expect(t.headStringX).toBeCloseTo(l / 4, 9);
    expect(t.headSpot[0]).toBe(t.headStringX);
    expect(t.headSpot[1]).toBeCloseTo(w / 2, 9);
    expect(t.centreSpot[0]).toBeCloseTo(l / 2, 9);
    expect(t.footSpot[0]).toBeCloseTo((3 * l) / 4, 9);
    expect(t.footSpot[1]).toBeCloseTo(w / 2, 9);
  });
  test('a point behind the 7-ft head string is in that kitchen, not in the 9-ft one', () => {
    const seven = standardLines('7ft');
    const p = [0.6, 0.4] as const;
    expect(isInKitchen(seven, p)).toBe(false);
    expect(isInKitchen(T, p)).toBe(true);
    expect(isInKitchen(seven, [0.49, 0.4])).toBe(true);
  });
  test('the cushions of a 7-ft table: frozen to its foot cushion and left rail', () => {
    const seven = standardLines('7ft');
    expect(nearestCushion(seven, [seven.length - R, 0.5]).rail).toBe('foot');
    expect(isFrozenToCushion(seven, [seven.length - R, 0.5])).toBe(true);
    expect(isFrozenToCushion(T, [seven.length - R, 0.5])).toBe(false);
    expect(nearestCushion(seven, [0.5, seven.width - R]).rail).toBe('left-head');
  });
  test('spotting on an 8-ft table starts at its own foot spot', () => {
    const eight = standardLines('8ft');
    const [first] = spotBalls(eight, [9], []);
    expect(first?.p).toEqual(eight.footSpot);
    expect(isInRackArea(eight, eight.footSpot)).toBe(true);
    expect(rackCentres(eight)[0]).toEqual(eight.footSpot);
  });
});
