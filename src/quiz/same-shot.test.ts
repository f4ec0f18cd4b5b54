import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, test } from 'vitest';
import { quizStringsFor } from '../components/quiz/strings.ts';
import { QUIZ_BANKS } from '../core/quiz/index.ts';
import QuizTable, { sceneReplay } from '../islands/quiz/QuizTable.tsx';
import { bankPayload } from './bank.ts';
import { sameShotKey, sameShots, withSameShots } from './same-shot.ts';
import { scenarioPayload } from './scenario-bank.ts';

const authored = bankPayload('en').items;
const generated = QUIZ_BANKS.flatMap((b) => scenarioPayload(b, 'en').items);
const byId = new Map(generated.map((g) => [g.id, g] as const));

describe('an authored question shows the generated shot that plays it the same way', () => {
  const same = sameShots(authored, generated);

  test('the matching is deterministic: the same pairs whatever the order of the banks', () => {
    expect([...sameShots(authored, [...generated].reverse())]).toEqual([...same]);
    expect([...sameShots([...authored].reverse(), generated)].sort()).toEqual([...same].sort());
  });

  test('enough of them match (33 questions as written at the time of writing)', () => {
    const asWritten = [...same.keys()].filter((k) => k.endsWith('#0'));
    expect(asWritten.length).toBeGreaterThanOrEqual(30);
  });

  test('a match is the same game, ruling and paragraphs and the same hits and pockets, with every ball named', () => {
    const items = new Map<string, (typeof authored)[number]>(authored.map((i) => [`${i.id}#${i.variant}`, i]));
    for (const [key, s] of same) {
      const a = items.get(key);
      const g = byId.get(s.id);
      if (!a || !g) throw new Error(key);
      expect(Object.keys(a.positions), key).toEqual([]);
      expect(sameShotKey(g), key).toBe(sameShotKey(a));
      expect(a.game).toBe(g.game);
      expect([...a.truth.rules].sort()).toEqual([...g.truth.rules].sort());
      expect(s.scene).toBe(g.scene);
      if (a.asked.kind !== 'shot') throw new Error(key);
      for (const b of a.setup?.onTable ?? []) expect(Object.keys(s.scene.balls), key).toContain(String(b));
      // the replay the table plays hits and pockets what the authored question says, in order
      const r = sceneReplay(s.scene);
      const played = (r?.events ?? []).flatMap((e) =>
        e.type === 'hit' ? [`hit ${e.ball} ${e.target}`] : e.type === 'pocket' ? [`pocket ${e.ball}`] : [],
      );
      const said = a.asked.events.flatMap((e) =>
        e.type === 'hit' ? [`hit ${e.ball} ${e.target}`] : e.type === 'pocket' ? [`pocket ${e.ball}`] : [],
      );
      expect(played, key).toEqual(said);
    }
  });

  test('the table plays the generated shot instead of a schematic, labelled', () => {
    const items = withSameShots(authored, generated).filter((i) => i.sameShot);
    expect(items.length).toBe(same.size);
    for (const item of items.slice(0, 12)) {
      const html = renderToString(
        h(QuizTable, { lang: 'en', t: quizStringsFor('en'), item, uid: 'q', answered: false }),
      );
      expect(html, item.id).toContain(`data-same-shot="${item.sameShot?.id}"`);
      expect(html, item.id).toContain('data-replay="yes"');
      expect(html, item.id).not.toContain('data-schematic=');
    }
  });
});
