/**
 * Every question the trainer can ask renders without throwing, in both languages: the authored
 * bank (with its table where it has positions) and every generated question with its table and
 * the replay of its shot, simulated again by the browser's path (src/ui/table/replay.ts), before
 * and after the answer. The replay must give the events the engine ruled on at build time.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, test } from 'vitest';
import { quizStringsFor } from '../../components/quiz/strings.ts';
import { QUIZ_BANKS } from '../../core/quiz/index.ts';
import { LANGS } from '../../i18n/paths.ts';
import { bankPayload } from '../../quiz/bank.ts';
import type { ClientItem, ScenarioItem } from '../../quiz/payload.ts';
import { scenarioPayload } from '../../quiz/scenario-bank.ts';
import { emptyDraft } from './draft.ts';
import { QuestionView } from './QuestionView.tsx';
import QuizTable, { cutReplay, sceneReplay } from './QuizTable.tsx';
import { hasSchematic } from './schematic.ts';

/** Building and replaying every generated question takes seconds; a busy machine must not fail it on time. */
const HEAVY = 180_000;

const view = (lang: string, item: ClientItem, locked: boolean) =>
  renderToString(
    h(QuestionView, {
      lang,
      t: quizStringsFor(lang),
      item,
      draft: emptyDraft(),
      onChange: () => {},
      locked,
      uid: 'q',
      heading: item.id,
    }),
  );
const table = (lang: string, item: ClientItem, answered: boolean) =>
  renderToString(h(QuizTable, { lang, t: quizStringsFor(lang), item, uid: 'q', answered }));

describe.each(LANGS)('%s: every question renders', (lang) => {
  test(
    'the authored bank, every question with a table: its positions or a schematic',
    () => {
      const items = bankPayload(lang).items;
      expect(items.length).toBeGreaterThan(200);
      let schematics = 0;
      for (const item of items) {
        expect(view(lang, item, false), item.id).toContain(`data-question="${item.id}"`);
        const balls = Object.keys(item.positions).length > 0;
        const points = item.placeChoices.some((c) => c.kind === 'point');
        if (!balls && !points) {
          // no exceptions: a question without positions of its own gets a schematic table
          expect(hasSchematic(item), item.id).toBe(true);
          schematics += 1;
          const html = table(lang, item, true);
          expect(html, item.id).toContain('data-schematic="yes"');
          expect(html, item.id).toContain('data-ball="cue"');
          if (item.asked.kind === 'lag') expect(html, item.id).toContain('data-testid="lag"');
          continue;
        }
        const html = table(lang, item, false);
        if (balls) expect(html, item.id).toContain('data-ball=');
        if (points) expect(html, item.id).toContain('data-point="A"');
      }
      expect(schematics).toBeGreaterThan(250);
    },
    HEAVY,
  );

  test(
    'every generated question, with its table and its replay, before and after the answer',
    () => {
      let n = 0;
      for (const bank of QUIZ_BANKS)
        for (const item of scenarioPayload(bank, lang).items) {
          n += 1;
          const answered = n % 2 === 0;
          expect(view(lang, item, answered), item.id).toContain(`data-question="${item.id}"`);
          const html = table(lang, item, answered);
          expect(html, item.id).toContain('data-replay="yes"');
          expect(html, item.id).toContain('data-ball="cue"');
          if (item.placeChoices.some((c) => c.kind === 'point')) expect(html, item.id).toContain('data-point="A"');
          expect(html.includes('data-testid="open-on-table"'), item.id).toBe(answered);
        }
      expect(n).toBeGreaterThan(1500);
    },
    HEAVY,
  );
});

describe('the replay in the browser is the shot the engine ruled on', () => {
  const items: ScenarioItem[] = QUIZ_BANKS.flatMap((b) => scenarioPayload(b, 'en').items);
  test(
    'same events (type, balls, time to 0.1 ms) as the ruled log',
    () => {
      const bad: string[] = [];
      for (const item of items) {
        const r = sceneReplay(item.scene);
        if (!r || item.asked.kind !== 'shot') {
          bad.push(`${item.id}: no replay`);
          continue;
        }
        const key = (e: Record<string, unknown>) =>
          JSON.stringify([e.type, e.ball, e.target, e.rail, e.pocket, Math.round(Number(e.t ?? 0) * 1e4)]);
        const played = r.events.filter((e) => !['roll', 'spin', 'stop'].includes(e.type)).map((e) => key(e as never));
        // a non-ball foul the log records with the shot (a miscue on a jump shot), or a ball that fell by
        // itself as it was played, is no physics event
        const ruled = item.asked.events
          .filter((e) => e.type !== 'foul' && e.type !== 'settle')
          .map((e) => key(e as never));
        if (JSON.stringify(played) !== JSON.stringify(ruled)) bad.push(item.id);
      }
      expect(bad).toEqual([]);
    },
    HEAVY,
  );

  test(
    'a contact question stops at the cue ball first contact until answered',
    () => {
      const contacts = items.filter((i) => i.scene.contact !== null);
      expect(contacts.length).toBeGreaterThan(50);
      for (const item of contacts) {
        const r = sceneReplay(item.scene);
        if (!r) throw new Error(item.id);
        const cut = cutReplay(r, item.scene.contact as number);
        const last = cut.timeline[cut.timeline.length - 1];
        expect(last?.event.type, item.id).toBe('hit');
        expect(last && 'ball' in last.event ? last.event.ball : null, item.id).toBe('cue');
        expect(cut.duration, item.id).toBeCloseTo(item.scene.contact as number, 3);
        expect(cut.timeline.filter((e) => e.event.type === 'hit' && e.event.ball === 'cue')).toHaveLength(1);
      }
    },
    HEAVY,
  );
});
