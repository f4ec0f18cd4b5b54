import { describe, expect, it } from 'vitest';
import { changedStanding } from './changed.ts';

describe('what changed: the standing per bank', () => {
  it('counts the questions, those answered, and those right the last time', () => {
    const questions = [
      { id: 'g-a~current', bank: 'general' },
      { id: 'g-b~current', bank: 'general' },
      { id: 's-c~current', bank: 'straight-pool' },
    ];
    const attempts = [
      { id: 'g-a~current', score: 1 },
      { id: 'g-a~current', score: 0 },
      { id: 's-c~current', score: 0.5 },
      { id: 's-c~current', score: 1 },
      // the same question under the other edition is another entry, not counted here
      { id: 'g-b', score: 1 },
    ];
    const { rows, total } = changedStanding(questions, attempts);
    expect(rows).toEqual([
      { bank: 'general', questions: 2, answered: 1, right: 0 },
      { bank: 'straight-pool', questions: 1, answered: 1, right: 1 },
    ]);
    expect(total).toEqual({ bank: '', questions: 3, answered: 2, right: 1 });
  });

  it('nothing answered: every count but the questions is zero', () => {
    expect(changedStanding([{ id: 'x', bank: 'nine-ball' }], []).total).toEqual({
      bank: '',
      questions: 1,
      answered: 0,
      right: 0,
    });
  });
});
