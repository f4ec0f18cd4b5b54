import { describe, expect, test } from 'vitest';
import { plural, pluralize } from './plural.ts';

const QUESTIONS_RU = { one: '# вопрос', few: '# вопроса', many: '# вопросов', other: '# вопроса' };

describe('plurals by the language’s rules', () => {
  test.each([
    [1, '1 вопрос'],
    [2, '2 вопроса'],
    [4, '4 вопроса'],
    [5, '5 вопросов'],
    [11, '11 вопросов'],
    [12, '12 вопросов'],
    [19, '19 вопросов'],
    [21, '21 вопрос'],
    [22, '22 вопроса'],
    [0, '0 вопросов'],
    [111, '111 вопросов'],
    [1.5, '1.5 вопроса'],
  ])('Russian %d: %s', (n, want) => expect(plural('ru', n, QUESTIONS_RU)).toBe(want));

  test('English: one and other', () => {
    expect(plural('en', 1, { one: '# question', other: '# questions' })).toBe('1 question');
    expect(plural('en', 0, { one: '# question', other: '# questions' })).toBe('0 questions');
  });

  test('ICU blocks in a message take the form of their count; other placeholders are left', () => {
    const text = 'Answers: {n}, to {q, plural, one {# question} other {# different questions}} ({p} %).';
    expect(pluralize('en', text, { n: 7, q: 1, p: 5 })).toBe('Answers: {n}, to 1 question ({p} %).');
    expect(pluralize('en', text, { n: 7, q: 4 })).toBe('Answers: {n}, to 4 different questions ({p} %).');
    expect(
      pluralize('ru', '{n, plural, one {# вопрос} few {# вопроса} many {# вопросов} other {# вопроса}} из {m}', {
        n: 23,
      }),
    ).toBe('23 вопроса из {m}');
    // without its count the block stays as written (the i18n test catches a missing parameter)
    expect(pluralize('en', '{q, plural, one {#} other {#s}}', {})).toBe('{q, plural, one {#} other {#s}}');
  });
});
