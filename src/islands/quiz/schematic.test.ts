import { describe, expect, test } from 'vitest';
import { bankPayload } from '../../quiz/bank.ts';
import { rackOf } from './QuizTable.tsx';
import {
  hasSchematic,
  lagSchematic,
  SCHEMATIC_STEP,
  schematicAt,
  schematicBalls,
  schematicOf,
  schematicRole,
} from './schematic.ts';

const R = 0.028575;
const L = 2.54;
const W = 1.27;

describe('the schematic table of an authored question without positions', () => {
  const all = bankPayload('en').items;
  const items = all.filter((i) => i.variant === 0 && schematicBalls(i).length > 0);
  const ownTable = (i: (typeof all)[number]) =>
    Object.keys(i.positions).length > 0 || i.placeChoices.some((c) => c.kind === 'point');

  test('every authored question has a table: its own positions, or a schematic (no exceptions)', () => {
    expect(items.length).toBeGreaterThan(250);
    const without = all.filter((i) => !ownTable(i) && !hasSchematic(i)).map((i) => `${i.id}#${i.variant}`);
    expect(without).toEqual([]);
    for (const i of all) if (ownTable(i)) expect(hasSchematic(i), i.id).toBe(false);
  });

  test('every ball the situation names is drawn, unless the set-up has it pocketed already', () => {
    let checked = 0;
    const numbers = /\bthe ((?:\d{1,2}(?:, | and | or ))*\d{1,2})\b(?!\s*(?:cm|points|%))/gi;
    for (const item of items) {
      const drawn = schematicAt(schematicOf(item, rackOf) as NonNullable<ReturnType<typeof schematicOf>>, 0).map((b) =>
        String(b.ball),
      );
      const pocketed = Object.values(item.setup?.pocketedBy ?? {})
        .flat()
        .map(String);
      const named = [...item.situation.matchAll(numbers)].flatMap((m) => (m[1] ?? '').split(/, | and | or /));
      checked += named.length;
      expect(
        named.filter((n) => !drawn.includes(n) && !pocketed.includes(n)),
        `${item.id}: ${item.situation}`,
      ).toEqual([]);
    }
    expect(checked).toBeGreaterThan(300);
  });

  test('a choice, an announcement or a push out that touches nothing plays the shots that lead to it', () => {
    const led = items.filter((i) => schematicRole(i) === 'before');
    expect(led.length).toBeGreaterThanOrEqual(15);
    for (const item of led) {
      const s = schematicOf(item, rackOf);
      const shots = item.before.flatMap((b) => (b.kind === 'shot' ? b.events : []));
      expect(
        s?.events.map((e) => e.event),
        item.id,
      ).toEqual(
        shots.filter((e) => ['hit', 'split-hit', 'rail', 'pocket', 'cross-head-string', 'off-table'].includes(e.type)),
      );
    }
    // a question with no shot at all (a concession, a claim) shows its set-up's balls, standing still
    const still = items.filter((i) => schematicRole(i) === 'position');
    expect(still.map((i) => i.id)).toContain('g-concession');
    for (const item of still) expect(schematicOf(item, rackOf)?.events, item.id).toEqual([]);
  });

  test('a break that starts the question starts from the rack, the ball hit first in front', () => {
    const dry = items.find((i) => i.id === 'e-dry-break-accepted');
    const s = dry && schematicOf(dry, rackOf);
    if (!s) throw new Error('e-dry-break-accepted');
    expect(s.start.size).toBe(16);
    expect(s.start.get(1)?.[0]).toBeCloseTo((3 * L) / 4, 6);
    const fourteen = items.find((i) => i.id === 's-breaking-violation-accepted');
    const t = fourteen && schematicOf(fourteen, rackOf);
    expect(t?.start.get(10)?.[0]).toBeCloseTo((3 * L) / 4, 6);
  });

  test('a lag draws both balls, each path through its cushions in turn to where the question stops it', () => {
    const lags = all.filter((i) => i.asked.kind === 'lag');
    expect(lags.length).toBeGreaterThanOrEqual(4);
    for (const item of lags) {
      const lanes = lagSchematic(item);
      expect(lanes.map((l) => l.player).sort(), item.id).toEqual([...item.players].sort());
      for (const lane of lanes) {
        const rails = lane.events.filter((e) => e.type === 'rail');
        expect(lane.path.length, item.id).toBe(rails.length + 2);
        expect(lane.start[0], item.id).toBeLessThan(L / 4);
        expect(lane.path.at(-1), item.id).toEqual(lane.final);
        rails.forEach((e, k) => {
          const p = lane.path[k + 1] as readonly [number, number];
          if (e.type !== 'rail') return;
          if (e.rail === 'foot') expect(p[0], item.id).toBeCloseTo(L - R, 6);
          if (e.rail === 'head') expect(p[0], item.id).toBeCloseTo(R, 6);
          if (e.rail?.startsWith('left')) expect(p[1], item.id).toBeCloseTo(W - R, 6);
        });
      }
    }
  });

  test('every ball named is drawn, apart, on the table, the cue ball first', () => {
    for (const item of items) {
      const s = schematicOf(item, rackOf);
      if (!s) throw new Error(item.id);
      const start = schematicAt(s, 0);
      expect(start.map((b) => b.ball).slice(0, schematicBalls(item).length), item.id).toEqual(schematicBalls(item));
      for (const a of start) {
        expect(a.at[0] > R && a.at[0] < 2.54 - R && a.at[1] > R && a.at[1] < 1.27 - R, item.id).toBe(true);
        for (const b of start)
          if (a !== b) expect(Math.hypot(a.at[0] - b.at[0], a.at[1] - b.at[1])).toBeGreaterThan(2 * R);
      }
    }
  });

  test('the events come one after another: a hit ends touching its target, a pocketed ball is gone after', () => {
    for (const item of items) {
      const s = schematicOf(item, rackOf);
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
