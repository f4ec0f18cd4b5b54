import { describe, expect, test } from 'vitest';
import { bankPayload } from '../../quiz/bank.ts';
import { SCHEMATIC_STEP, schematicAt, schematicBalls, schematicOf } from './schematic.ts';

const R = 0.028575;

describe('the schematic table of an authored question without positions', () => {
  const items = bankPayload('en').items.filter((i) => i.variant === 0 && schematicBalls(i).length > 0);

  test('most authored questions have one; a question with positions never does', () => {
    expect(items.length).toBeGreaterThan(150);
    for (const i of bankPayload('en').items)
      if (Object.keys(i.positions).length > 0) expect(schematicBalls(i), i.id).toEqual([]);
  });

  test('every ball the shot names is drawn, apart, on the table, the cue ball first', () => {
    for (const item of items) {
      const s = schematicOf(item);
      if (!s) throw new Error(item.id);
      const start = schematicAt(s, 0);
      expect(
        start.map((b) => b.ball),
        item.id,
      ).toEqual(schematicBalls(item));
      for (const a of start) {
        expect(a.at[0] > R && a.at[0] < 2.54 - R && a.at[1] > R && a.at[1] < 1.27 - R, item.id).toBe(true);
        for (const b of start)
          if (a !== b) expect(Math.hypot(a.at[0] - b.at[0], a.at[1] - b.at[1])).toBeGreaterThan(2 * R);
      }
    }
  });

  test('the events come one after another: a hit ends touching its target, a pocketed ball is gone after', () => {
    for (const item of items) {
      const s = schematicOf(item);
      if (!s) throw new Error(item.id);
      s.events.forEach(({ event }, i) => {
        const at = new Map(schematicAt(s, (i + 1) * SCHEMATIC_STEP - 1e-9).map((b) => [b.ball, b.at] as const));
        if (event.type === 'hit') {
          const a = at.get(event.ball);
          const b = at.get(event.target);
          if (a && b) expect(Math.hypot(a[0] - b[0], a[1] - b[1]), item.id).toBeCloseTo(2 * R, 3);
        }
        if (event.type === 'pocket') {
          const later = schematicAt(s, (i + 1) * SCHEMATIC_STEP + 0.01).map((b) => b.ball);
          expect(later, item.id).not.toContain(event.ball);
        }
      });
    }
  });
});
