import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { NINE_FOOT, R } from '../rules/common/table.ts';

const { headStringX: HEAD_STRING_X, length: L, width: W } = NINE_FOOT;

import type { RefereeDoc } from '../rules/index.ts';
import { variantDoc } from './variants.ts';

const doc: RefereeDoc = {
  game: 'eight-ball',
  players: ['A', 'B'],
  teams: null,
  options: {},
  setup: { shooter: 'A', onTable: [1, 2, 8], positions: { cue: [0.3, 0.6], 2: [0.4, 0.3], 1: [1.9, 0.635] } },
  steps: [
    {
      kind: 'shot',
      shot: {
        by: 'A',
        cueBallAt: [0.3, 0.6],
        events: [
          { type: 'hit', ball: 'cue', target: 1 },
          { type: 'pocket', ball: 1, pocket: 'side-left' },
        ],
      },
    },
  ],
};

describe('seeded variants', () => {
  test('variant 0 is the question as written; variants are repeatable', () => {
    expect(variantDoc('q', doc, { move: ['cue'] }, 0)).toBe(doc);
    expect(variantDoc('q', doc, { move: ['cue'] }, 2)).toEqual(variantDoc('q', doc, { move: ['cue'] }, 2));
  });
  test('property: moved balls stay on the bed, on their side of the head string, apart from each other', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 1000 }), (id, n) => {
        const v = variantDoc(id, doc, { move: ['cue', '2', '1'] }, n);
        const pos = v.setup?.positions ?? {};
        for (const [k, p] of Object.entries(pos)) {
          if (!p) continue;
          expect(p[0]).toBeGreaterThan(R);
          expect(p[0]).toBeLessThan(L - R);
          expect(p[1]).toBeGreaterThan(R);
          expect(p[1]).toBeLessThan(W - R);
          const start = (doc.setup as { positions: Record<string, readonly [number, number]> }).positions;
          const before = start[k] as readonly [number, number];
          expect(p[0] < HEAD_STRING_X).toBe(before[0] < HEAD_STRING_X);
        }
      }),
      { numRuns: 100 },
    );
  });
  test('uncalled pockets may change, the cue ball and the 8 never', () => {
    const v = variantDoc('q', doc, { pockets: true }, 1);
    const ev = v.steps[0]?.kind === 'shot' ? v.steps[0].shot.events : [];
    expect(ev[0]).toEqual({ type: 'hit', ball: 'cue', target: 1 });
    expect(ev[1]?.type).toBe('pocket');
  });
});
