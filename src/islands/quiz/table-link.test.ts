import { describe, expect, test } from 'vitest';
import { parse } from '../../core/notation/index.ts';
import { bankPayload } from '../../quiz/bank.ts';
import { hasScene } from '../../quiz/payload.ts';
import { positionHref, stateOf } from '../../quiz/table-link.ts';
import { layoutOf, rackOf } from './QuizTable.tsx';
import { lagSchematic, schematicAt, schematicOf } from './schematic.ts';

/** "Open on the table" for an authored question: its position as its table draws it, as a v1 link. */
describe('an authored question on the table', () => {
  const items = bankPayload('en').items.filter((i) => i.variant === 0 && !hasScene(i) && !i.sameShot);
  const drawn = (i: (typeof items)[number]) => {
    const s = schematicOf(i, rackOf);
    return s ? schematicAt(s, 0) : layoutOf(i.positions);
  };

  test('every one but the lags opens its drawn position, with its game and the player to act', () => {
    const lags = items.filter((i) => lagSchematic(i).length > 0);
    const others = items.filter((i) => lagSchematic(i).length === 0);
    expect(others.length).toBeGreaterThan(200);
    const missing: string[] = [];
    for (const i of others) {
      const layout = drawn(i);
      // a table that draws no ball (the question is where a ball goes: its points are the table)
      if (layout.length === 0) {
        expect(
          i.placeChoices.some((c) => c.kind === 'point'),
          i.id,
        ).toBe(true);
        expect(positionHref('en', i, layout), i.id).toBeNull();
        continue;
      }
      const href = positionHref('en', i, layout);
      if (!href) {
        missing.push(i.id);
        continue;
      }
      expect(href, i.id).toMatch(/^\/en\/s\/\?v[13]\./);
      const got = parse(href.slice('/en/s/?'.length));
      if (!got.ok) throw new Error(`${i.id}: ${got.field}: ${got.reason}`);
      expect(got.value.game, i.id).toBe(i.game);
      // the game's state beyond the situation goes with it: the players, options, set-up, earlier steps
      expect(got.value.state ?? {}, i.id).toEqual(stateOf(i, false));
      if (i.before.length > 0) expect(got.value.state?.before?.length, i.id).toBe(i.before.length);
      expect(got.value.balls.map(([b]) => b).sort(), i.id).toEqual(layout.map((b) => b.ball).sort());
      expect(got.value.shot, i.id).toBeUndefined();
    }
    expect(missing).toEqual([]);
    for (const i of lags) expect(i.game).toBe('lag');
  });
});
