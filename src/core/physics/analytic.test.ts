import { describe, expect, test } from 'vitest';
import { customTable } from '../table/index.ts';
import { classify, transition } from './motion.ts';
import { PARAMS, withParams } from './params.ts';
import { BallState } from './state.ts';
import { angleBetween, angleOf, ballOf, IDEAL_CONTACT, play } from './test-support.ts';

/** Exact checks against closed-form results (issue 3, "Validation"). */

const { g, muSlide, muRoll, spinDecel, R } = PARAMS;
const LONG = customTable(300, 100, 'none');

describe('a centre-hit ball on the cloth', () => {
  const v0 = 2;
  const played = play({ table: LONG, balls: [['cue', [1, 50]]], speed: v0 });

  test('slides for 2 v0 / (7 muSlide g), then rolls at 5/7 v0', () => {
    const k = played.find((e) => e.type === 'roll');
    expect(played.events[k]?.t).toBeCloseTo((2 * v0) / (7 * muSlide * g), 12);
    expect(ballOf(played.after(k), 'cue').v[0]).toBeCloseTo((5 / 7) * v0, 12);
  });

  test('stops after 12 v0^2 / (49 muSlide g) + 25 v0^2 / (98 muRoll g)', () => {
    const expected = (12 * v0 ** 2) / (49 * muSlide * g) + (25 * v0 ** 2) / (98 * muRoll * g);
    const final = played.result.final;
    expect((final.px[0] as number) - 1).toBeCloseTo(expected, 9);
    expect(final.py[0]).toBe(50);
    expect(played.events.map((e) => e.type)).toEqual(['roll', 'stop']);
  });

  test('stops at t = 2 v0/(7 muSlide g) + (5/7) v0 / (muRoll g)', () => {
    expect(played.result.duration).toBeCloseTo((2 * v0) / (7 * muSlide * g) + ((5 / 7) * v0) / (muRoll * g), 10);
  });
});

describe('spin about the vertical axis', () => {
  test('falls linearly at spinDecel and is gone after |w| / spinDecel', () => {
    const played = play({ table: LONG, balls: [['cue', [1, 50]]], speed: 3, tip: { side: 0.4 } });
    const w0 = (5 * 3 * 0.4) / (2 * R);
    const at = (t: number) => ballOf(played.sampler.statesAt(t), 'cue').w[2];
    expect(at(0)).toBeCloseTo(w0, 12);
    expect(at(1)).toBeCloseTo(w0 - spinDecel, 10);
    expect(at(w0 / spinDecel - 1e-6)).toBeGreaterThan(0);
    expect(at(w0 / spinDecel)).toBe(0);
  });

  test('a ball spinning in place stops after |w| / spinDecel', () => {
    const s = new BallState(['cue']);
    s.wz[0] = 21.8;
    classify(s, 0, PARAMS);
    expect(s.motion[0]).toBe(1);
    expect(s.end[0]).toBeCloseTo(2, 12);
    expect(transition(s, 0, PARAMS)).toBe('stop');
    expect(s.wz[0]).toBe(0);
  });
});

describe('textbook rules with an elastic, frictionless ball-ball contact', () => {
  const P = withParams(IDEAL_CONTACT);

  test.each([15, 30, 45, 60])('90-degree rule: a stun shot cut %i deg parts the balls at 90.0 deg', (cut) => {
    const rad = (cut * Math.PI) / 180;
    // Object ball placed so the line of centres at contact makes `cut` with the cue's path.
    const ob: [number, number] = [1 + 2 * R * Math.cos(rad) + 0.002, 50 + 2 * R * Math.sin(rad)];
    const played = play(
      {
        table: LONG,
        balls: [
          ['cue', [1, 50]],
          [1, ob],
        ],
        speed: 3,
      },
      P,
    );
    const k = played.find((e) => e.type === 'hit');
    const after = played.after(k);
    expect(angleBetween(ballOf(after, 'cue').v, ballOf(after, 1).v)).toBeCloseTo(90, 6);
  });

  test('30-degree rule: a rolling cue ball, half-ball hit, ends up 33.7 deg off its line', () => {
    const ob: [number, number] = [2, 50 + R];
    const played = play(
      {
        table: LONG,
        balls: [
          ['cue', [1, 50]],
          [1, ob],
        ],
        speed: 1.5,
        tip: { height: 0.4 },
      },
      P,
    );
    expect(played.events[0]?.type).toBe('hit');
    const k = played.find((e) => e.type === 'roll' && e.ball === 'cue');
    const deflection = Math.abs(angleOf(ballOf(played.after(k), 'cue').v));
    const phi = Math.PI / 6;
    const exact = (Math.atan((Math.sin(phi) * Math.cos(phi)) / (Math.sin(phi) ** 2 + 0.4)) * 180) / Math.PI;
    expect(exact).toBeCloseTo(33.67, 2);
    expect(deflection).toBeCloseTo(exact, 6);
  });
});
