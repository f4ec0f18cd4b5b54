import { describe, expect, test } from 'vitest';
import type { Response } from '../../core/quiz/types.ts';
import { bankPayload } from '../../quiz/bank.ts';
import type { ClientItem } from '../../quiz/payload.ts';
import {
  cellLabelKey,
  cellState,
  examNotice,
  examScreen,
  isAnswered,
  outcomeMark,
  tallyPercent,
  unansweredCount,
} from './exam-facts.ts';

const items = bankPayload('en').items;
const find = (f: (i: ClientItem) => boolean): ClientItem => {
  const it = items.find(f);
  if (!it) throw new Error('the bank has no such question');
  return it;
};
/** A ruling question asking whether it was a foul and who plays next. */
const ruling = find((i) => i.kind === 'ruling' && i.fields.includes('foul') && i.fields.includes('next'));
const legal = find((i) => i.kind === 'legal');
const full: Response = { kind: 'ruling', foul: true, next: 'A', spotted: [] };
const part: Response = { kind: 'ruling', foul: true, spotted: [] };

describe('the paper navigation', () => {
  test('answered only when every asked part has an answer', () => {
    const answer: Response = {
      kind: 'ruling',
      foul: true,
      next: 'A',
      spotted: [],
      ...(ruling.fields.includes('cueBall') ? { cueBall: 'in-hand' as const } : {}),
      ...(ruling.fields.includes('result') ? { winner: null } : {}),
      ...(ruling.fields.includes('score') ? { score: 0 } : {}),
    };
    expect(isAnswered(ruling, answer)).toBe(true);
    expect(cellState(ruling, answer, false)).toBe('answered');
  });
  test('a part answered is partial, even when skipped; nothing given is skipped or open', () => {
    expect(isAnswered(ruling, part)).toBe(false);
    expect(cellState(ruling, part, true)).toBe('partial');
    expect(cellState(legal, undefined, true)).toBe('skipped');
    expect(cellState(legal, undefined, false)).toBe('open');
    expect(cellState(undefined, full, false)).toBe('partial');
  });
  test('each state has its label key', () => {
    expect(cellLabelKey('answered')).toBe('quiz.exam.navAnswered');
    expect(cellLabelKey('open')).toBe('quiz.exam.navOpen');
  });
  test('the questions not fully answered are counted', () => {
    const verdict: Response = { kind: 'legal', verdict: 'foul' };
    expect(unansweredCount([legal, ruling, legal], [verdict, part, undefined])).toBe(2);
    expect(unansweredCount([legal], [verdict])).toBe(0);
  });
});

describe('the report', () => {
  test('a mark per outcome', () => {
    expect([outcomeMark('right'), outcomeMark('partly'), outcomeMark('wrong'), outcomeMark('skipped')]).toEqual([
      '✓',
      '✗',
      '✗',
      '–',
    ]);
  });
  test('a tally row in whole percent of its points', () => {
    expect(tallyPercent({ asked: 3, score: 2 })).toBe(67);
    expect(tallyPercent({ asked: 4, score: 4 })).toBe(100);
  });
});

describe('the screen', () => {
  const running = { finished: null, seed: 7 };
  const done = { finished: { at: '2026-01-01T00:00:00Z', by: 'candidate' as const }, seed: 7 };
  const o = { items: true, flowing: true, fresh: false, urlSeed: null };
  test('a running paper while its flow runs, else the settings', () => {
    expect(examScreen(running, o)).toBe('run');
    expect(examScreen(running, { ...o, flowing: false })).toBe('settings');
    expect(examScreen(running, { ...o, items: false })).toBe('settings');
    expect(examScreen(null, o)).toBe('settings');
  });
  test('the report of a handed-in paper, unless a new paper or another seed is asked for', () => {
    expect(examScreen(done, o)).toBe('report');
    expect(examScreen(done, { ...o, urlSeed: '7' })).toBe('report');
    expect(examScreen(done, { ...o, urlSeed: '8' })).toBe('settings');
    expect(examScreen(done, { ...o, fresh: true })).toBe('settings');
  });
  test('the notice: questions that could not be fetched, or a paper the bank no longer has', () => {
    expect(examNotice(false, false, 'ready', 'failed')).toBe('quiz.loadFailed');
    expect(examNotice(true, false, 'failed', 'no')).toBe('quiz.loadFailed');
    expect(examNotice(true, false, 'ready', 'no')).toBe('quiz.exam.paperGone');
    expect(examNotice(true, true, 'failed', 'no')).toBeNull();
  });
});
