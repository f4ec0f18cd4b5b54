import { describe, expect, test } from 'vitest';
import { quizStringsFor } from '../../components/quiz/strings.ts';
import { emptyProgress, type Progress } from '../../quiz/progress.ts';
import {
  answeredQuestions,
  cellNumber,
  exportName,
  factsOf,
  mapCell,
  masteryLevel,
  paragraphPages,
  pct,
  type Question,
  refOf,
} from './progress-facts.ts';

const ref = (page: string, n: string) => ({ href: `/en/rules/${page}/#wpa-${n}`, label: n, title: `Rule ${n}` });
const q = (id: string, rules: Record<string, ReturnType<typeof ref>>): Question =>
  ({
    id,
    bank: 'general',
    topic: 'fouls',
    difficulty: 1,
    refs: rules,
    truth: { rules: Object.keys(rules) },
  }) as unknown as Question;

const questions = [
  q('a', { 'general/wpa-3.10': ref('general', '3.10'), 'nine/wpa-1.2': ref('nine-ball', '1.2') }),
  q('b', { 'general/wpa-3.9': ref('general', '3.9'), 'general/wpa-3.10': ref('general', '3.10') }),
  q('c', { 'cur/wpa-2.1': ref('current/general', '2.1') }),
];

describe('the paragraph map', () => {
  test("grouped by rule page (the current rules' pages named apart), each once, in the rulebook's order", () => {
    expect(paragraphPages(questions).map(([page, list]) => [page, list.map((p) => p.label)])).toEqual([
      ['general', ['3.9', '3.10']],
      ['nine-ball', ['1.2']],
      ['current-general', ['2.1']],
    ]);
  });
  test('levels: none without answers, then low, mid from 50 %, high from 85 %', () => {
    expect([undefined, 0, 0.49, 0.5, 0.84, 0.85, 1].map(masteryLevel)).toEqual([
      'none',
      'low',
      'low',
      'mid',
      'mid',
      'high',
      'high',
    ]);
  });
  test('a cell: its score and level from the mastery row, the rating in its hint', () => {
    const t = quizStringsFor('en');
    const p = paragraphPages(questions)[1]?.[1][0];
    if (!p) throw new Error('no paragraph on the second page');
    const row = { key: p.id, questions: 1, attempts: 2, mastery: 0.5 };
    const cell = mapCell(t, p, row, '1500 ± 50');
    expect(cell).toMatchObject({ id: 'nine/wpa-1.2', level: 'mid', score: '50 %' });
    expect(cell.hint).toContain('Rule 1.2 · ');
    expect(cell.hint).toContain('1500 ± 50');
    expect(mapCell(t, p, undefined, null)).toMatchObject({ level: 'none', score: '—', hint: 'Rule 1.2' });
  });
  test("a cell's number drops the page and the rulebook's prefix", () => {
    expect(cellNumber('general/wpa-3.10')).toBe('3.10');
  });
});

describe('the counts', () => {
  const facts = factsOf(questions);
  test("each question's facts, and a paragraph's link from the first question citing it", () => {
    expect(facts.get('b')?.rules).toEqual(['general/wpa-3.9', 'general/wpa-3.10']);
    expect(refOf(facts, 'general/wpa-3.9')?.label).toBe('3.9');
    expect(refOf(facts, 'nowhere')).toBeUndefined();
  });
  test('questions answered: each once; only those the bank still has when asked', () => {
    const at = '2026-01-01T00:00:00.000Z';
    const p: Progress = {
      ...emptyProgress(),
      attempts: ['a', 'a', 'gone', 'b'].map((id) => ({ id, variant: 0, at, score: 1, mode: 'trainer' as const })),
    };
    expect(answeredQuestions(p)).toBe(3);
    expect(answeredQuestions(p, (id) => facts.has(id))).toBe(2);
  });
  test('percent and the export file name', () => {
    expect(pct(0.857)).toBe('86 %');
    expect(exportName(new Date('2026-03-04T12:00:00Z'))).toBe('pool-rules-progress-2026-03-04.json');
  });
});
