import { describe, expect, test } from 'vitest';
import { compareRuling } from '../../../../tests/referee/compare.ts';
import { ev, game, lag } from '../build.ts';
import type { Point } from '../common/table.ts';
import { RefereeInputError } from '../common/types.ts';
import { lastRuling, rulings } from '../testing.ts';
import { crossedLags, decideLag, lagFaults, lateStriker, reachesFootCushion } from './rules.ts';

const good = (final: Point) => ({ events: [ev.rail('cue', 'foot')], final });
const doc = (a: ReturnType<typeof good>, b: ReturnType<typeof good>) => game('lag', [lag({ A: a, B: b })]);

describe('the lag (3.6, short rule 5)', () => {
  test.each([
    [
      'nearer the head cushion wins',
      doc(good([0.2, 0.9]), good([0.3, 0.4])),
      { result: { winner: 'A' }, next: null, options: [] },
    ],
    ['the other ball nearer wins', doc(good([0.5, 0.9]), good([0.3, 0.4])), { result: { winner: 'B' } }],
    ['no foot cushion loses', doc({ events: [], final: [0.1, 0.9] }, good([0.5, 0.4])), { result: { winner: 'B' } }],
    [
      'long cushion loses',
      doc({ events: [ev.rail('cue', 'foot'), ev.rail('cue', 'left-head')], final: [0.1, 0.9] }, good([0.5, 0.4])),
      { result: { winner: 'B' } },
    ],
    [
      'pocketed loses',
      doc({ events: [ev.rail('cue', 'foot'), ev.pocket('cue', 'head-left')], final: [0, 1.27] }, good([0.5, 0.4])),
      { result: { winner: 'B' } },
    ],
    [
      'off the table loses',
      doc({ events: [ev.rail('cue', 'foot'), ev.off('cue')], final: [0.1, 0.9] }, good([0.5, 0.4])),
      { result: { winner: 'B' } },
    ],
    [
      'foot cushion twice loses',
      doc(
        { events: [ev.rail('cue', 'foot'), ev.rail('cue', 'head'), ev.rail('cue', 'foot')], final: [0.1, 0.9] },
        good([0.5, 0.4]),
      ),
      { result: { winner: 'B' } },
    ],
    [
      'in the jaws of a corner pocket beyond the head cushion loses',
      doc(good([-0.01, 1.26]), good([0.5, 0.4])),
      { result: { winner: 'B' } },
    ],
    [
      'a foul while lagging loses (WPA-2008 fragment)',
      doc({ events: [ev.rail('cue', 'foot'), ev.foul('double-hit')], final: [0.1, 0.9] }, good([0.5, 0.4])),
      { result: { winner: 'B' } },
    ],
    ['crossing into the other half loses', doc(good([0.2, 0.9]), good([0.1, 0.8])), { result: { winner: 'A' } }],
    [
      'both bad: lag again (G-28)',
      doc(
        { events: [ev.rail('cue', 'foot'), ev.rail('cue', 'left-head')], final: [0.2, 0.9] },
        { events: [ev.rail('cue', 'foot'), ev.rail('cue', 'head'), ev.rail('cue', 'foot')], final: [0.15, 0.4] },
      ),
      { result: null, options: ['relag'] },
    ],
    [
      'the referee cannot tell: lag again',
      doc(good([0.2, 0.9]), good([0.2, 0.4])),
      { result: null, options: ['relag'], rules: ['3.6'] },
    ],
  ] as const)('%s', (_t, d, want) => {
    expect(compareRuling(lastRuling(d) as never, want as never)).toEqual([]);
  });
  test('a second lag after a relag decides', () => {
    const d = game('lag', [
      lag({ A: good([0.2, 0.9]), B: good([0.2, 0.4]) }),
      lag({ A: good([0.3, 0.9]), B: good([0.2, 0.4]) }),
    ]);
    expect(lastRuling(d).result?.winner).toBe('B');
  });
  test('predicates', () => {
    expect(lagFaults(good([0.2, 0.9]))).toEqual([]);
    expect(lagFaults({ events: [], final: [0.2, 0.9] })).toEqual(['no-foot-cushion']);
    expect([...crossedLags(['A', 'B'], { A: good([0.2, 0.3]), B: good([0.1, 0.2]) }, 1.27)]).toEqual(['A']);
    expect([
      ...crossedLags(['A', 'B'], { A: { ...good([0.2, 0.3]), start: [0.1, 0.3] }, B: good([0.1, 0.2]) }, 1.27),
    ]).toEqual(['B']);
    expect(decideLag(['A', 'B'], { A: ['crossed'], B: ['foul'] }, {})).toEqual({ relag: true });
  });
  test.each([
    // [A's side, B's side, A's final, B's final, crossed]
    ['right', undefined, [0.2, 0.3], [0.1, 0.9], []], // B on the left by implication: both stay home
    ['right', 'left', [0.2, 0.9], [0.1, 0.9], ['A']], // A ends in B's half
    ['left', 'right', [0.2, 0.9], [0.1, 0.3], []],
    ['left', 'right', [0.2, 0.3], [0.1, 0.9], ['A', 'B']], // both crossed: each judged on its own
    [undefined, 'left', [0.2, 0.9], [0.1, 0.95], ['A']], // A by implication lags from the right
  ] as const)('a logged side (3.6 (a)): A from %s, B from %s', (sa, sb, fa, fb, crossed) => {
    const entry = (side: 'left' | 'right' | undefined, final: readonly [number, number]) => ({
      ...good([final[0], final[1]]),
      ...(side ? { side } : {}),
    });
    expect([...crossedLags(['A', 'B'], { A: entry(sa, fa), B: entry(sb, fb) }, 1.27)]).toEqual(crossed);
  });
  test('a logged side decides the ruling: the ball that crossed loses the lag', () => {
    const r = lastRuling(
      doc({ ...good([0.2, 0.9]), side: 'right' } as never, { ...good([0.5, 0.95]), side: 'left' } as never),
    );
    expect(
      compareRuling(r as unknown as Record<string, unknown>, { step: 0, result: { winner: 'B' }, rules: ['3.6'] }),
    ).toEqual([]);
  });
});

describe('a ball struck after the other reached the foot cushion (struckLate; current 1.2, difference 25)', () => {
  const late = (final: Point) => ({ ...good(final), struckLate: true });
  const errorAt = (d: ReturnType<typeof doc>): string => {
    try {
      rulings(d);
    } catch (e) {
      if (e instanceof RefereeInputError) return `${e.path}: ${e.detail}`;
      throw e;
    }
    return 'no error';
  };

  test('predicates', () => {
    expect(lateStriker(['A', 'B'], { A: good([0.2, 0.9]), B: late([0.3, 0.4]) })).toBe('B');
    expect(lateStriker(['A', 'B'], { A: { ...good([0.2, 0.9]), struckLate: false }, B: good([0.3, 0.4]) })).toBe(null);
    expect(reachesFootCushion(good([0.2, 0.9]))).toBe(true);
    expect(reachesFootCushion({ events: [ev.rail('cue', 'head')], final: [0.2, 0.9] })).toBe(false);
  });

  test('1999 (3.6 names no consequence): the lag is judged as played, and the explanation says why', () => {
    const r = lastRuling(doc(late([0.2, 0.9]), good([0.3, 0.4])));
    expect(compareRuling(r as never, { result: { winner: 'A' }, options: [], rules: ['3.6', '3.7'] })).toEqual([]);
    expect(r.says.map((c) => c.code)).toEqual(['lag.lateStrike', 'lag.winner']);
  });

  test('current 1.2: the lag is played again, then a second lag decides', () => {
    const d = { ...doc(late([0.2, 0.9]), good([0.3, 0.4])), edition: 'wpa-current' as const };
    const [first] = rulings(d);
    expect(compareRuling(first as never, { result: null, options: ['relag'], rules: ['wpa-1.2'] })).toEqual([]);
    expect(first?.says.map((c) => c.code)).toEqual(['edition.lagLateStrike', 'lag.relag']);
    const again = rulings({ ...d, steps: [...d.steps, lag({ A: good([0.3, 0.9]), B: good([0.2, 0.4]) })] });
    expect(again[1]?.result?.winner).toBe('B');
  });

  test('struckLate: false is a lag struck in time', () => {
    const d = doc({ ...good([0.2, 0.9]), struckLate: false } as never, good([0.3, 0.4]));
    expect(lastRuling({ ...d, edition: 'wpa-current' }).result?.winner).toBe('A');
  });

  test.each([
    [
      'both balls struck late',
      doc(late([0.2, 0.9]), late([0.3, 0.4])),
      'steps[0].lag.B.struckLate: only one ball can be struck after the other reached the foot cushion',
    ],
    [
      'struck after a ball that never reached the foot cushion',
      doc(late([0.2, 0.9]), { events: [], final: [0.3, 0.4] }),
      'steps[0].lag.A.struckLate: the lag of B never reached the foot cushion (no "rail" event "foot")',
    ],
  ])('bad input naming the field: %s', (_t, d, want) => {
    expect(errorAt(d)).toBe(want);
    expect(errorAt({ ...d, edition: 'wpa-current' })).toBe(want);
  });
});
