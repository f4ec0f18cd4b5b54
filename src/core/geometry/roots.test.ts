import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { firstContactQuadratic, firstContactQuartic, solveQuadratic } from './roots.ts';

const out = new Float64Array(2);

describe('solveQuadratic', () => {
  test.each([
    [1, -3, 2, [1, 2]],
    [1, 0, -4, [-2, 2]],
    [0, 2, -4, [2]],
    [1, 2, 1, [-1]],
    [1, 0, 1, []],
    [0, 0, 1, []],
  ])('%f x^2 + %f x + %f', (a, b, c, roots) => {
    const n = solveQuadratic(a, b, c, out);
    expect(Array.from(out.subarray(0, n))).toEqual(roots);
  });

  test('keeps the small root accurate when b^2 >> 4ac (no cancellation)', () => {
    solveQuadratic(1, -1e8, 1, out);
    expect(out[0]).toBeCloseTo(1e-8, 20);
  });
});

describe('firstContactQuadratic', () => {
  test('the downward crossing, not the upward one', () => {
    // (s - 1)(s - 3): positive, down through 1, up through 3.
    expect(firstContactQuadratic(1, -4, 3, 10)).toBeCloseTo(1, 14);
    // -(s - 1)(s - 3): negative now, up through 1, down through 3.
    expect(firstContactQuadratic(-1, 4, -3, 10)).toBeCloseTo(3, 14);
  });
  test('touching and closing is immediate; touching and parting is not a contact', () => {
    expect(firstContactQuadratic(0, -1, 0, 10)).toBe(0);
    expect(firstContactQuadratic(0, 1, 0, 10)).toBe(Number.POSITIVE_INFINITY);
  });
  test('nothing beyond the horizon', () => {
    expect(firstContactQuadratic(1, -4, 3, 0.5)).toBe(Number.POSITIVE_INFINITY);
  });
  test('a graze shallower than the tolerance is skipped', () => {
    // (s - 1)^2 - 1e-12 dips 1e-12 below zero and turns back.
    expect(firstContactQuadratic(1, -2, 1 - 1e-12, 10, 1e-9)).toBe(Number.POSITIVE_INFINITY);
    expect(firstContactQuadratic(1, -2, 1 - 1e-12, 10, 0)).toBeLessThan(1);
  });
});

/** Expands prod (s - r_i) times k into coefficients c4..c0. */
function fromRoots(k: number, r: [number, number, number, number]): [number, number, number, number, number] {
  let c = [1];
  for (const root of r) {
    const next = new Array(c.length + 1).fill(0);
    c.forEach((v, i) => {
      next[i] += v;
      next[i + 1] -= v * root;
    });
    c = next;
  }
  return c.map((v) => v * k) as [number, number, number, number, number];
}

describe('firstContactQuartic', () => {
  test('finds the first of four simple roots', () => {
    const [a, b, c, d, e] = fromRoots(1, [0.5, 1, 2, 3]);
    expect(firstContactQuartic(a, b, c, d, e, 10)).toBeCloseTo(0.5, 12);
  });

  test('a double root (tangency) followed by a real crossing: grazes are skipped, the crossing found', () => {
    // (s-1)^2 (s-2)(s-3) is >= 0 around 1 (touch) and crosses down at... it is positive before 1,
    // zero at 1, positive until 2, negative between 2 and 3.
    const [a, b, c, d, e] = fromRoots(1, [1, 1, 2, 3]);
    expect(firstContactQuartic(a, b, c, d, e, 10, 1e-9)).toBeCloseTo(2, 10);
  });

  test('near-double roots: a shallow real dip is still a contact', () => {
    const [a, b, c, d, e] = fromRoots(1, [1, 1.0001, 5, 6]);
    const t = firstContactQuartic(a, b, c, d, e, 10);
    expect(t).toBeGreaterThan(0.9999);
    expect(t).toBeLessThan(1.0001);
  });

  test('degenerate: leading coefficients zero (a quadratic in disguise)', () => {
    expect(firstContactQuartic(0, 0, 1, -4, 3, 10)).toBeCloseTo(1, 12);
    expect(firstContactQuartic(0, 0, 0, -2, 1, 10)).toBeCloseTo(0.5, 12);
  });

  test('agrees with a fine scan on random quartics with four real roots', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0.01, max: 5, noNaN: true }), { minLength: 4, maxLength: 4 }),
        fc.double({ min: 0.1, max: 10, noNaN: true }),
        (roots, k) => {
          const sorted = roots.slice().sort((x, y) => x - y) as [number, number, number, number];
          fc.pre(sorted[1] - sorted[0] > 1e-3);
          const [a, b, c, d, e] = fromRoots(k, sorted);
          // f > 0 before the first root and crosses down there.
          expect(firstContactQuartic(a, b, c, d, e, 6)).toBeCloseTo(sorted[0], 7);
        },
      ),
      { numRuns: 200, seed: 7 },
    );
  });
});
