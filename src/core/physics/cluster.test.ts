import { describe, expect, test } from 'vitest';
import type { Vec2 } from '../geometry/index.ts';
import { spot } from '../table/index.ts';
import type { BallId } from '../vocabulary/index.ts';
import { dampingFor, hertzCollide, rackDiscs } from './hertz-reference.ts';
import type { PhysicsParams } from './params.ts';
import { PARAMS, withParams } from './params.ts';
import type { ShotInput } from './simulate.ts';
import { ballOf, IDEAL_CONTACT, NINE_FOOT, play } from './test-support.ts';

/**
 * Clusters of frozen balls (cluster.ts), checked against balls that are not rigid
 * (hertz-reference.ts): the racked break, Newton's cradle, and the plain two-ball contact.
 */

const { R } = PARAMS;
const FROZEN_GAP = 1e-7;
const FRICTIONLESS: Partial<PhysicsParams> = { muBall: { law: 'constant', value: 0 } };

/** Balls 1-15 in a touching triangle on the foot spot, the cue ball against the apex, struck at 10 m/s. */
function rackedBreak(angle: number): ShotInput {
  const [x0, y0] = spot(NINE_FOOT, 'foot');
  const d = 2 * R + FROZEN_GAP;
  const a = (angle * Math.PI) / 180;
  const balls: [BallId, Vec2][] = [['cue', [x0 - (2 * R + 1e-5) * Math.cos(a), y0 - (2 * R + 1e-5) * Math.sin(a)]]];
  let id = 1;
  for (let row = 0; row < 5; row++) {
    for (let k = 0; k <= row; k++)
      balls.push([id++ as BallId, [x0 + (row * d * Math.sqrt(3)) / 2, y0 + (k - row / 2) * d]]);
  }
  return { table: NINE_FOOT, balls, shot: { ball: 'cue', speed: 10, heading: angle, tip: { side: 0, height: 0 } } };
}

/** Every ball's velocity just after the cue ball's first contact (all its events), cue first, then 1 to count. */
function velocitiesAfterImpact(input: ShotInput, P: PhysicsParams, count = 15): Vec2[] {
  const shot = play(input, P);
  const k = shot.find((e) => e.type === 'hit');
  const t = shot.events[k]?.t;
  let last = k;
  while (shot.events[last + 1]?.t === t) last++;
  const states = shot.after(last);
  return (['cue', ...Array.from({ length: count }, (_, i) => i + 1)] as BallId[]).map((id) => ballOf(states, id).v);
}

const rms = (a: Vec2[], b: readonly (readonly [number, number])[]): number =>
  Math.sqrt(
    a.reduce((sum, v, i) => sum + (v[0] - (b[i] as Vec2)[0]) ** 2 + (v[1] - (b[i] as Vec2)[1]) ** 2, 0) / a.length,
  );

describe('the Hertz reference', () => {
  test('reproduces the published Hertz solution of the perfectly centred break (elastic, frictionless)', () => {
    // Speed (cue ball at 10) and angle from the cue ball's line back toward it, per ball, as published.
    const published: [number, number][] = [
      [1.79, 0],
      [1.2, 0],
      [1.57, 40.1],
      [1.57, 40.1],
      [1.42, 43.9],
      [0.12, 0],
      [1.42, 43.9],
      [1.31, 82.1],
      [0.25, 161.8],
      [0.25, 161.8],
      [1.31, 82.1],
      [5.6, 150],
      [2.57, 178.2],
      [2.63, 180],
      [2.57, 178.2],
      [5.6, 150],
    ];
    const v = hertzCollide(rackDiscs(0), 0);
    v.forEach(([x, y], i) => {
      const [speed, angle] = published[i] as [number, number];
      expect(Math.hypot(x, y)).toBeCloseTo(speed, 2);
      if (speed > 0.5) expect((Math.atan2(Math.abs(y), -x) * 180) / Math.PI).toBeCloseTo(angle, 0);
    });
  });

  test('its damping gives a free pair the restitution asked for', () => {
    const v = hertzCollide(
      [
        { p: [0, 0], v: [10, 0] },
        { p: [2 + 1e-9, 0], v: [0, 0] },
      ],
      dampingFor(0.95),
      1e-4,
    );
    expect((v[1] as Vec2)[0] - (v[0] as Vec2)[0]).toBeCloseTo(9.5, 3);
  });
});

describe('a racked break against the Hertz reference', () => {
  const cases: [string, number, number][] = [
    ['elastic, square on', 0, 1],
    ['elastic, 19 degrees off the axis', 19, 1],
    ['eBall 0.95, square on', 0, 0.95],
    ['eBall 0.95, 19 degrees off the axis', 19, 0.95],
  ];
  test.each(cases)('%s: every ball within 0.4 m/s rms, the cue ball within 0.25 m/s', (_name, angle, e) => {
    const reference = hertzCollide(rackDiscs(angle), dampingFor(e));
    const got = velocitiesAfterImpact(rackedBreak(angle), withParams({ ...FRICTIONLESS, eBall: e }));
    expect(rms(got, reference)).toBeLessThan(0.4);
    const cue = got[0] as Vec2;
    const cueRef = reference[0] as Vec2;
    expect(Math.hypot(cue[0] - cueRef[0], cue[1] - cueRef[1])).toBeLessThan(0.25);
  });

  test('19 degrees off the axis: pair by pair (no clusters) is at least 1.5 times as far off', () => {
    // Square on, the perfect rack's contacts fall at exactly the same instants, and contacts at
    // one instant are solved together even without clusterGap; off the axis they do not.
    const reference = hertzCollide(rackDiscs(19), 0);
    const cluster = velocitiesAfterImpact(rackedBreak(19), withParams(IDEAL_CONTACT));
    const pairwise = velocitiesAfterImpact(rackedBreak(19), withParams({ ...IDEAL_CONTACT, clusterGap: 0 }));
    expect(rms(pairwise, reference)).toBeGreaterThan(1.5 * rms(cluster, reference));
  });

  test('the cue ball comes back at under a fifth of its speed (a rigid-body solve of the whole rack: 3/4)', () => {
    const cue = velocitiesAfterImpact(rackedBreak(0), withParams(IDEAL_CONTACT))[0] as Vec2;
    expect(cue[0]).toBeLessThan(0);
    expect(Math.hypot(cue[0], cue[1])).toBeLessThan(2);
  });

  test('energy: the cluster keeps what the reference keeps, within 2 %', () => {
    const e = 0.95;
    const reference = hertzCollide(rackDiscs(0), dampingFor(e));
    const got = velocitiesAfterImpact(rackedBreak(0), withParams({ ...FRICTIONLESS, eBall: e }));
    const energy = (vs: readonly (readonly [number, number])[]) => vs.reduce((s, [x, y]) => s + x * x + y * y, 0);
    expect(Math.abs(energy(got) - energy(reference)) / 100).toBeLessThan(0.02);
  });
});

describe('rows of frozen balls', () => {
  /** The cue ball at 2 m/s into a row of n touching balls along the long string. */
  function row(n: number): ShotInput {
    const y = NINE_FOOT.width / 2;
    const balls: [BallId, Vec2][] = [['cue', [1, y]]];
    for (let i = 0; i < n; i++) balls.push([(i + 1) as BallId, [1.2 + i * (2 * R + FROZEN_GAP), y]]);
    return { table: NINE_FOOT, balls, shot: { ball: 'cue', speed: 2, heading: 0, tip: { side: 0, height: 0 } } };
  }

  test.each([1, 2, 4])("Newton's cradle of %i: elastic, the last ball leaves with all the speed", (n) => {
    const v = velocitiesAfterImpact(row(n), withParams(IDEAL_CONTACT), n);
    const arriving = play(row(n), withParams(IDEAL_CONTACT));
    const k = arriving.find((e) => e.type === 'hit');
    const speed = ballOf(arriving.before(k), 'cue').v[0];
    (v as Vec2[]).forEach((vi, i) => {
      expect(vi[0]).toBeCloseTo(i === n ? speed : 0, 9);
      expect(vi[1]).toBeCloseTo(0, 12);
    });
  });

  test('with losses: the impact restitutes with eBall, each frozen contact after it with eBall^eFrozenPower', () => {
    const n = 4;
    const e = 0.9;
    const P = withParams({ ...FRICTIONLESS, eBall: e });
    const shot = play(row(n), P);
    const k = shot.find((ev) => ev.type === 'hit');
    const speed = ballOf(shot.before(k), 'cue').v[0];
    const last = (velocitiesAfterImpact(row(n), P, n)[n] as Vec2)[0];
    const eFrozen = e ** PARAMS.eFrozenPower;
    expect(last).toBeCloseTo(speed * ((1 + e) / 2) * ((1 + eFrozen) / 2) ** (n - 1), 3);
  });

  test('a frozen row loses about what the Hertz reference loses (within 1 % of the energy)', () => {
    const e = 0.95;
    const discs: Array<{ p: readonly [number, number]; v: readonly [number, number] }> = [
      { p: [-2 - 1e-9, 0], v: [10, 0] },
    ];
    for (let i = 0; i < 5; i++) discs.push({ p: [i * (2 + 1e-9), 0], v: [0, 0] });
    const reference = hertzCollide(discs, dampingFor(e));
    const kept = reference.reduce((s, [x, y]) => s + x * x + y * y, 0) / 100;
    const got = velocitiesAfterImpact(row(5), withParams({ ...FRICTIONLESS, eBall: e }), 5);
    const shot = play(row(5), withParams({ ...FRICTIONLESS, eBall: e }));
    const speed = ballOf(shot.before(shot.find((ev) => ev.type === 'hit')), 'cue').v[0];
    const ours = got.reduce((s, [x, y]) => s + x * x + y * y, 0) / speed ** 2;
    expect(Math.abs(ours - kept)).toBeLessThan(0.01);
  });

  test('a ball from one cluster joins the next: the row struck again from the other end is one cluster', () => {
    // The cue ball against a frozen row 1-2-3: the 3 leaves, comes back off the foot cushion and
    // strikes the row again; the 2, the 1 and the cue ball still touch, so all three hits fall at
    // one instant and the cue ball leaves backward (elastic, frictionless: Newton's cradle).
    const y = NINE_FOOT.width / 2;
    const g = 2 * R + FROZEN_GAP;
    const input: ShotInput = {
      table: NINE_FOOT,
      balls: [
        ['cue', [1.5 - 2 * R - 1e-5, y]],
        [1, [1.5, y]],
        [2, [1.5 + g, y]],
        [3, [1.5 + 2 * g, y]],
      ],
      shot: { ball: 'cue', speed: 1.5, heading: 0, tip: { side: 0, height: 0 } },
    };
    const shot = play(input, withParams(IDEAL_CONTACT));
    const back = shot.find((e) => e.type === 'rail' && e.ball === 3);
    const k = shot.find((e) => e.type === 'hit' && e.ball === 3, back);
    const t = shot.events[k]?.t;
    const together = shot.events.flatMap((e) => (e.type === 'hit' && e.t === t ? [`${e.ball}-${e.target}`] : []));
    expect(together).toEqual(['3-2', '2-1', '1-cue']);
    const speed = ballOf(shot.before(k), 3).v[0];
    expect(ballOf(shot.after(k + 2), 'cue').v[0]).toBeCloseTo(speed, 9);
  });
});
