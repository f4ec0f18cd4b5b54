/** The generator's parts: the layout distance, the sampling helpers, the contact answer, known shots. */
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../geometry/index.ts';
import { derive, firstContactLegal } from './build.ts';
import { layoutDistance, NEAR_DUPLICATE } from './generate.ts';
import { aimAt, L, POCKET_NAMES, potLine, R, W } from './layout.ts';
import type { StoredScenario } from './model.ts';

type Input = Pick<StoredScenario, 'balls' | 'shot' | 'log'>;
const nine = (balls: StoredScenario['balls'], shot: StoredScenario['shot']): Input => ({
  balls,
  shot,
  log: { game: 'nine-ball', players: ['A', 'B'], setup: { shooter: 'A', cueBall: 'in-place' }, asked: { by: 'A' } },
});

describe('layout distance', () => {
  const a = { balls: { cue: [0.5, 0.5], '1': [1.5, 0.6] }, shot: [2, 10, 0, 0] } as Pick<
    StoredScenario,
    'balls' | 'shot'
  >;
  it.each([
    ['the same layout', a, 0],
    ['one ball 3 cm away', { ...a, balls: { ...a.balls, '1': [1.53, 0.6] } }, 0.03],
    ['the heading 2 degrees off', { ...a, shot: [2, 12, 0, 0] }, 0.01],
    ['the heading across ±180', { balls: a.balls, shot: [2, -179, 0, 0] }, 0.005 * 171],
    ['1 m/s faster', { ...a, shot: [3, 10, 0, 0] }, 0.02],
    ['another ball', { ...a, balls: { cue: [0.5, 0.5], '2': [1.5, 0.6] } }, Number.POSITIVE_INFINITY],
    ['one ball more', { ...a, balls: { ...a.balls, '2': [2, 1] } }, Number.POSITIVE_INFINITY],
  ] as const)('%s', (_name, b, want) => {
    expect(layoutDistance(a, b as never)).toBeCloseTo(want, 9);
  });
  it('a near-duplicate is closer than 5 cm', () => expect(NEAR_DUPLICATE).toBe(0.05));
});

describe('sampling helpers', () => {
  it('a cue ball aimed with aimAt meets the target ball', () => {
    const rng = seededRandom(1);
    for (let i = 0; i < 20; i++) {
      const cue: [number, number] = [0.3 + rng.next(), 0.2 + 0.8 * rng.next()];
      const t: [number, number] = [1.5 + 0.5 * rng.next(), 0.2 + 0.8 * rng.next()];
      const h = aimAt(rng, cue, t, 0.8);
      const d = derive(nine({ cue, '1': t }, [1.5, Math.round(h * 100) / 100, 0, 0]));
      expect(d.events.find((e) => e.type === 'hit')).toMatchObject({ ball: 'cue', target: 1 });
    }
  });

  it('potLine lines a ball up with its pocket: most straight pots drop in that pocket', () => {
    const rng = seededRandom(2);
    let made = 0;
    let tried = 0;
    for (const pocket of POCKET_NAMES)
      for (let i = 0; i < 5; i++) {
        const p = potLine(rng, pocket, { maxCut: 10 });
        if (!p) continue;
        tried++;
        const d = derive(nine({ cue: p.cue, '1': p.object }, [2, Math.round(p.heading * 100) / 100, 0, 0]));
        if (d.final['1'] === pocket) made++;
        expect(p.object[0]).toBeGreaterThan(R);
        expect(p.object[0]).toBeLessThan(L - R);
        expect(p.object[1]).toBeLessThan(W - R);
      }
    expect(tried).toBeGreaterThan(20);
    expect(made / tried).toBeGreaterThan(0.7);
  });
});

describe('known shots, ruled', () => {
  // cue ball on the long string's line, 1 and 2 ahead of it: which one it meets first decides
  const base = { cue: [0.6, 0.635] as [number, number] };
  it.each([
    ['the lowest ball first: legal contact', { ...base, '1': [1.2, 0.635], '2': [1.8, 0.3] }, 0, true, []],
    [
      'a higher ball first: wrong ball first',
      { ...base, '1': [1.8, 0.3], '2': [1.2, 0.635] },
      0,
      false,
      ['wrong-ball-first'],
    ],
    ['nothing hit: no contact', { ...base, '1': [1.8, 0.3], '2': [1.2, 1.0] }, 180, null, ['no-contact']],
  ] as const)('%s', (_name, balls, heading, legal, fouls) => {
    const d = derive(nine(balls as never, [2.5, heading, 0, 0]));
    expect(firstContactLegal(d)).toBe(legal);
    for (const f of fouls) expect(d.ruling.fouls).toContain(f);
    if (legal) expect(d.ruling.fouls).not.toContain('wrong-ball-first');
  });

  it('the same input gives the same digest; a stroke 0.01 m/s faster another one', () => {
    const i = nine({ cue: [0.6, 0.635], '1': [1.2, 0.6] }, [2.5, 0, 0, 0]);
    expect(derive(i).digest).toBe(derive(structuredClone(i)).digest);
    expect(derive({ ...i, shot: [2.51, 0, 0, 0] }).digest).not.toBe(derive(i).digest);
  });
});
