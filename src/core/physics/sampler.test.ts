import { describe, expect, test } from 'vitest';
import { ballOf, play } from './test-support.ts';

/** The sampler turns the log into animation frames: positions at any time t. */

const played = play({
  balls: [
    ['cue', [0.635, 0.635]],
    [1, [1.5, 0.7]],
    [2, [2.2, 1.1]],
  ],
  speed: 3,
  heading: 3,
  tip: { side: 0.2, height: 0.3 },
});

describe('Sampler', () => {
  test('starts where the balls were placed and ends where they rest', () => {
    expect(ballOf(played.sampler.statesAt(0), 'cue').p).toEqual([0.635, 0.635]);
    const end = played.sampler.statesAt(played.result.duration + 1);
    played.result.ids.forEach((id, i) => {
      const b = ballOf(end, id);
      if (b.motion === 'pocketed') return;
      expect(b.p).toEqual([played.result.final.px[i], played.result.final.py[i]]);
      expect(b.motion).toBe('stationary');
    });
  });

  test('paths are continuous across events (no jumps beyond the micrometre separation)', () => {
    for (const e of played.events) {
      const before = played.sampler.statesAt(e.t - 1e-9);
      const after = played.sampler.statesAt(e.t);
      for (const b of after) {
        if (b.motion === 'pocketed') continue;
        const a = ballOf(before, b.id);
        expect(Math.hypot(a.p[0] - b.p[0], a.p[1] - b.p[1])).toBeLessThan(2e-6);
      }
    }
  });

  test('positionsAt (allocation-free, for animation) agrees with statesAt', () => {
    const out = new Float64Array(2 * played.result.ids.length);
    for (const t of [0.1, 0.5, 1.3, 2.7]) {
      played.sampler.positionsAt(t, out);
      played.sampler.statesAt(t).forEach((b, i) => {
        expect(out[2 * i]).toBe(b.p[0]);
        expect(out[2 * i + 1]).toBe(b.p[1]);
      });
    }
  });

  test('the ball states just after each event match the engine (trace)', () => {
    const k = played.find((e) => e.type === 'hit');
    const cue = ballOf(played.after(k), 'cue');
    const i = played.result.ids.indexOf('cue');
    const seg = played.result.log.seg;
    // The cue ball's segment recorded at the hit starts exactly at the contact.
    const starts: number[] = [];
    for (let o = 0; o < played.result.log.segCount; o++) if (seg[o * 13] === i) starts.push(seg[o * 13 + 1] as number);
    expect(starts).toContain(played.events[k]?.t);
    expect(cue.motion).toMatch(/sliding|rolling/);
  });
});
