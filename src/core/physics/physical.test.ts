import { describe, expect, test } from 'vitest';
import { customTable, WPA_POCKETS } from '../table/index.ts';
import { PARAMS } from './params.ts';
import { angleBetween, angleOf, ballOf, NINE_FOOT, play } from './test-support.ts';

/** Physically grounded checks with the default parameters (issue 3, "Validation"). */

const { R } = PARAMS;
const L = NINE_FOOT.length;
const W = NINE_FOOT.width;
const CLOSED = customTable(L, W, 'none');
/** A table so long that nothing comes back off a cushion. */
const LONG = customTable(300, 100, 'none');

/** Degrees by which the object ball leaves off the line of centres in a stun cut. */
function stunThrow(speed: number, cutDeg: number): number {
  const rad = (cutDeg * Math.PI) / 180;
  // A 2 mm run-up keeps the cue ball practically spinless (stunned) at contact.
  const ob: [number, number] = [1 + 2 * R * Math.cos(rad) + 0.002, 0.5 + 2 * R * Math.sin(rad)];
  const played = play({
    balls: [
      ['cue', [1, 0.5]],
      [1, ob],
    ],
    speed,
  });
  const k = played.find((e) => e.type === 'hit');
  const line: [number, number] = [Math.cos(rad), Math.sin(rad)];
  return angleBetween(line, ballOf(played.after(k), 1).v);
}

describe('cut-induced throw (speed-dependent ball-ball friction)', () => {
  test('a stun cut throws the object ball a few degrees', () => {
    const t = stunThrow(1, 30);
    expect(t).toBeGreaterThan(1);
    expect(t).toBeLessThan(6);
  });

  test('more at slow speed than at fast speed', () => {
    expect(stunThrow(0.5, 30)).toBeGreaterThan(stunThrow(3, 30) + 0.5);
  });

  test('a full hit is not thrown', () => {
    expect(stunThrow(1, 0)).toBeLessThan(1e-9);
  });
});

describe('cushions', () => {
  test('a rolling ball rebounds at roughly 0.8 of its normal speed', () => {
    const played = play({ table: CLOSED, balls: [['cue', [1.8, W / 2]]], speed: 1, tip: { height: 0.4 } });
    const k = played.find((e) => e.type === 'rail');
    expect(played.events[k]).toMatchObject({ rail: 'foot' });
    const vin = ballOf(played.before(k), 'cue').v[0];
    const vout = ballOf(played.after(k), 'cue').v[0];
    expect(-vout / vin).toBeGreaterThan(0.72);
    expect(-vout / vin).toBeLessThan(0.88);
  });

  test('a rolling ball banked at 45 deg comes off wider once it rolls again', () => {
    const played = play({
      table: CLOSED,
      balls: [['cue', [0.5, 0.6]]],
      speed: 1.5,
      heading: -45,
      tip: { height: 0.4 },
    });
    const k = played.find((e) => e.type === 'rail');
    expect(played.events[k]).toMatchObject({ rail: 'right-head' });
    const r = played.find((e) => e.type === 'roll' && e.ball === 'cue', k);
    const v = ballOf(played.after(r), 'cue').v;
    // Angle of the path from the cushion's normal (+y): wider than 45 deg means nearer the rail.
    const offNormal = angleBetween(v, [0, 1]);
    expect(offNormal).toBeGreaterThan(47);
    expect(offNormal).toBeLessThan(70);
  });

  test('side spin changes the rebound angle (running English opens it)', () => {
    const angle = (side: number) => {
      const p = play({ table: CLOSED, balls: [['cue', [0.5, 0.6]]], speed: 1.5, heading: -45, tip: { side } });
      return angleBetween(ballOf(p.after(p.find((e) => e.type === 'rail')), 'cue').v, [0, 1]);
    };
    // Heading down-table to the right cushion, left English (side < 0) is running English.
    // Reverse English changes less: the cushion's friction is already at its Coulomb limit.
    expect(angle(-0.4)).toBeGreaterThan(angle(0) + 5);
    expect(angle(0.4)).toBeLessThan(angle(0) - 1);
  });
});

describe('draw and follow', () => {
  const straight = (height: number) =>
    play({
      table: LONG,
      balls: [
        ['cue', [1, 50]],
        [1, [1.6, 50]],
      ],
      speed: 2.5,
      tip: { height },
    });

  test('a draw shot comes back', () => {
    const played = straight(-0.4);
    const k = played.find((e) => e.type === 'hit');
    const contactX = ballOf(played.after(k), 'cue').p[0];
    expect(played.result.final.px[0]).toBeLessThan(contactX - 0.3);
  });

  test('a follow shot follows', () => {
    const played = straight(0.4);
    const k = played.find((e) => e.type === 'hit');
    const contactX = ballOf(played.after(k), 'cue').p[0];
    expect(played.result.final.px[0]).toBeGreaterThan(contactX + 0.3);
  });

  test('a stun shot stops near the contact point', () => {
    // Just enough draw to arrive without spin: the cue ball stays within a few centimetres.
    const played = straight(-0.2);
    const k = played.find((e) => e.type === 'hit');
    const contactX = ballOf(played.after(k), 'cue').p[0];
    expect(Math.abs((played.result.final.px[0] as number) - contactX)).toBeLessThan(0.05);
  });
});

describe('pockets', () => {
  test('a ball rolled along the cushion into a corner pocket drops', () => {
    const played = play({ balls: [['cue', [1.5, R]]], speed: 1.2, heading: 0, tip: { height: 0.4 } });
    const pocket = played.events.find((e) => e.type === 'pocket');
    expect(pocket).toMatchObject({ ball: 'cue', pocket: 'foot-right' });
  });

  test('a ball rolled along the left cushion toward the head drops in head-left', () => {
    const played = play({ balls: [['cue', [1.0, W - R]]], speed: 1.2, heading: 180, tip: { height: 0.4 } });
    expect(played.events.find((e) => e.type === 'pocket')).toMatchObject({ pocket: 'head-left' });
  });

  test('a ball aimed at the jaw of a corner pocket does not drop', () => {
    // Parallel to the long cushion, the ball's edge 1 cm inside the foot cushion's jaw tip.
    const tipY = WPA_POCKETS.cornerMouth / Math.SQRT2 + R - 0.01;
    const played = play({ balls: [['cue', [1.5, tipY]]], speed: 1.2, heading: 0, tip: { height: 0.4 } });
    expect(played.events.some((e) => e.type === 'pocket')).toBe(false);
    expect(played.events.some((e) => e.type === 'rail' && e.rail === 'foot')).toBe(true);
  });

  test('a ball sent straight into a side pocket drops', () => {
    const played = play({ balls: [['cue', [L / 2, W / 2]]], speed: 1.5, heading: -90, tip: { height: 0.4 } });
    expect(played.events.find((e) => e.type === 'pocket')).toMatchObject({ pocket: 'side-right' });
  });

  test('a ball hitting a side pocket at a shallow angle is turned away by the jaw', () => {
    const played = play({ balls: [['cue', [0.6, 0.2]]], speed: 1.5, heading: angleOf([L / 2 - 0.6 + 0.1, -0.2 + R]) });
    expect(played.events.some((e) => e.type === 'pocket')).toBe(false);
  });
});
