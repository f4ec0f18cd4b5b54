import { describe, expect, test } from 'vitest';
import { parse } from '../../core/notation/index.ts';
import { QUIZ_BANKS } from '../../core/quiz/index.ts';
import { linkHeading } from '../../quiz/link-shot.ts';
import { scenarioPayload } from '../../quiz/scenario-bank.ts';
import { sandboxHref, sandboxScenario } from './table-link.ts';

/** Building every generated question takes seconds; a busy machine must not fail it on time. */
const HEAVY = 180_000;

describe('"open on the table": a generated question as a sandbox link', () => {
  test('headings from -180..180 become 0..360 on the 0.1-degree grid', () => {
    expect(linkHeading(-90)).toBe(270);
    expect(linkHeading(17.44)).toBe(17.4);
    expect(linkHeading(-0.01)).toBe(0);
    expect(linkHeading(180)).toBe(180);
  });

  test(
    'every generated question gives a link that reads back to its balls, game and shot',
    () => {
      for (const bank of QUIZ_BANKS)
        for (const item of scenarioPayload(bank, 'en').items) {
          const href = sandboxHref('en', item);
          expect(href.startsWith('/en/s/?v1.t9.b'), item.id).toBe(true);
          const r = parse(href.slice('/en/s/?'.length));
          if (!r.ok) throw new Error(`${item.id}: ${r.field}: ${r.reason}`);
          const want = sandboxScenario(item);
          expect(r.value.balls, item.id).toEqual(want.balls);
          expect(r.value.game, item.id).toBe(item.game);
          expect(r.value.shot?.speed, item.id).toBe(item.scene.shot[0]);
          const dh = Math.abs((((((r.value.shot?.heading ?? 0) - item.scene.shot[1]) % 360) + 540) % 360) - 180);
          expect(dh, item.id).toBeLessThan(0.051);
          expect(r.value.situation?.shooter, item.id).toBe(want.situation?.shooter);
        }
    },
    HEAVY,
  );
});
