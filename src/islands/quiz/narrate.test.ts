import { describe, expect, test } from 'vitest';
import { quizStringsFor } from '../../components/quiz/strings.ts';
import { bankPayload } from '../../quiz/bank.ts';
import { eventText, setupLines, stepLines } from './narrate.ts';

const T = { en: quizStringsFor('en'), ru: quizStringsFor('ru') };

describe('situations in words', () => {
  test('events in both languages', () => {
    expect(eventText(T.en, { type: 'hit', ball: 'cue', target: 3 })).toBe('the cue ball hits the 3');
    expect(eventText(T.ru, { type: 'pocket', ball: 9, pocket: 'foot-left' })).toBe(
      'шар 9 падает в лузу: левую дальнюю',
    );
    expect(eventText(T.en, { type: 'foul', kind: 'double-hit', intentional: true })).toBe(
      'the cue ball is struck twice (double hit) (on purpose)',
    );
  });
  test('a shot with its declarations', () => {
    expect(
      stepLines(T.en, {
        kind: 'shot',
        by: 'A',
        call: { kind: 'ball', ball: 8, pocket: 'side-left' },
        events: [{ type: 'hit', ball: 'cue', target: 8 }],
      }),
    ).toEqual(['A calls the 8 in the left side pocket.', 'A shoots: the cue ball hits the 8.']);
  });
  test.each(['en', 'ru'] as const)('every item of the bank narrates without a missing string (%s)', (lang) => {
    for (const item of bankPayload(lang).items) {
      const text = [
        ...setupLines(T[lang], item),
        ...item.before.flatMap((s) => stepLines(T[lang], s)),
        ...stepLines(T[lang], item.asked),
      ].join(' ');
      expect(text, item.id).not.toMatch(/quiz\.|\{[a-z]+\}/);
      if (lang === 'ru') expect(text, item.id).not.toMatch(/\b(the|hits|shoots|cushion)\b/);
    }
  });
});
