import { describe, expect, test } from 'vitest';
import { cueBallPlacement } from '../../core/rules/common/assess.ts';
import { NINE_FOOT } from '../../core/rules/common/table.ts';
import { standardTable, WPA_BALL } from '../../core/table/index.ts';
import { headingToward, predictAim } from './aim.ts';
import { historyOf, push, redo, undo } from './history.ts';
import type { Layout, NudgeSize, Orientation } from './placement.ts';
import { addBall, kitchenPlacement, nudge, refusal, slideTo, snap } from './placement.ts';

const spec = standardTable('9ft');
const R = WPA_BALL.radius;
const layout: Layout = [
  { ball: 'cue', at: [0.5, 0.6] },
  { ball: 3, at: [1.5, 0.6] },
];

describe('placement', () => {
  test('refuses overlaps and positions off the surface', () => {
    expect(refusal(spec, layout, 'cue', [1.5 + R, 0.6])).toEqual({ kind: 'overlap', other: 3 });
    expect(refusal(spec, layout, 'cue', [0.01, 0.6])).toEqual({ kind: 'off-table' });
    expect(refusal(spec, layout, 'cue', [1, spec.width])).toEqual({ kind: 'off-table' });
    expect(refusal(spec, layout, 'cue', [1, 0.6])).toBeNull();
  });
  test('snaps to spots, to a frozen contact and to a cushion', () => {
    expect(snap(spec, layout, 'cue', [0.638, 0.632])).toEqual([0.635, 0.635]);
    const near = snap(spec, layout, 'cue', [1.5 - 2 * R - 0.004, 0.6]);
    expect(1.5 - near[0]).toBeGreaterThan(2 * R);
    expect(1.5 - near[0]).toBeLessThan(2 * R + 0.0005);
    expect(snap(spec, layout, 'cue', [1.1, R + 0.005])[1]).toBeCloseTo(R + 0.0002, 4);
  });
  test('arrow keys move on the screen axes and stop at a contact', () => {
    const steps: [string, NudgeSize, Orientation, [number, number]][] = [
      ['ArrowUp', 'fine', 'landscape', [1, 0.501]],
      ['ArrowLeft', 'coarse', 'landscape', [0.99, 0.5]],
      ['ArrowRight', 'ball', 'landscape', [1.0572, 0.5]],
      ['ArrowDown', 'coarse', 'landscape', [1, 0.49]],
      // Upright: the foot cushion at the top, the right long cushion (y = 0) on the right.
      ['ArrowUp', 'fine', 'portrait', [1.001, 0.5]],
      ['ArrowRight', 'coarse', 'portrait', [1, 0.49]],
      ['ArrowLeft', 'ball', 'portrait', [1, 0.5572]],
      ['ArrowDown', 'coarse', 'portrait', [0.99, 0.5]],
    ];
    for (const [key, size, orientation, to] of steps) expect(nudge([1, 0.5], key, size, orientation)).toEqual(to);
    expect(nudge([1, 0.5], 'a', 'coarse')).toBeNull();
    const to = slideTo(spec, layout, 'cue', [1.5 - 2 * R - 0.01, 0.6], [1.5 - 2 * R + 0.01, 0.6]);
    expect(1.5 - to[0]).toBeGreaterThanOrEqual(2 * R);
    expect(1.5 - to[0]).toBeLessThan(2 * R + 0.0005);
  });
  test('adds a ball on a free place, never twice', () => {
    const more = addBall(spec, layout, 9);
    expect(more?.length).toBe(3);
    expect(addBall(spec, layout, 3)).toBeNull();
  });
});

describe('the kitchen (3.10, 2.21)', () => {
  const hx = spec.length / 4;
  test.each([
    [0.3, 'in', 'ok'],
    [hx - 0.0001, 'in', 'ok'],
    // On the line: out (3.16), but within the warning zone (2.21): the shot stands if nobody says so.
    [hx, 'line', 'on-line-unreported'],
    [hx + R / 2, 'line', 'on-line-unreported'],
    [hx + R, 'line', 'on-line-unreported'],
    [hx + R + 0.0001, 'out', 'outside'],
    [1.2, 'out', 'outside'],
  ] as const)('a cue ball at x = %f is %s (the referee: %s)', (x, ours, referee) => {
    expect(kitchenPlacement(spec, [x, 0.6])).toBe(ours);
    // The table's flag and the referee read the placement the same way.
    expect(cueBallPlacement(NINE_FOOT, [x, 0.6])).toBe(referee);
  });
});

describe('aim', () => {
  test('the ghost ball touches the first ball on the line', () => {
    const p = predictAim(spec, layout, [0.5, 0.6], 0);
    expect(p.target).toBe(3);
    expect(p.ghost[0]).toBeCloseTo(1.5 - 2 * R, 9);
    expect(p.targetLine).toEqual([1, 0]);
  });
  test('without a ball on the line it stops at the cushion', () => {
    const p = predictAim(spec, layout, [0.5, 0.6], 90);
    expect(p.target).toBeUndefined();
    expect(p.ghost[1]).toBeCloseTo(spec.width - R, 9);
  });
  test('heading toward a point', () => {
    expect(headingToward([0, 0], [1, 1])).toBe(45);
    expect(headingToward([0, 0], [0, -1])).toBe(270);
  });
});

describe('history', () => {
  test('undo and redo', () => {
    let h = historyOf(1);
    h = push(push(h, 2), 3);
    h = undo(undo(h));
    expect(h.present).toBe(1);
    h = redo(h);
    expect(h.present).toBe(2);
    h = push(h, 5);
    expect(h.future).toEqual([]);
    expect(undo(historyOf(0))).toEqual(historyOf(0));
  });
});
