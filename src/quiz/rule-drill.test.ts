import { describe, expect, test } from 'vitest';
import { drillsRule, ruleDrill, within, withSections } from './rule-drill.ts';

describe('the questions that drill a paragraph', () => {
  test.each([
    ['4.20', '4.20', true],
    ['4.20.3', '4.20', true],
    ['4.2', '4.20', false],
    ['4.200', '4.20', false],
    ['4.20', '4.20.3', false],
    ['six-ball/8.4', 'six-ball/8', true],
    ['six-ball/8', 'six-ball/8.4', false],
    ['cowboy/8.4', 'six-ball/8', false],
  ])('%s is within %s: %s', (cited, rule, yes) => {
    expect(within(cited, rule)).toBe(yes);
  });

  test.each([
    ['six-ball/8.4', ['six-ball/8.4', 'six-ball/8']],
    ['4.20.1', ['4.20.1', '4.20', '4']],
    ['3.19', ['3.19', '3']],
    ['wpa-6.10', ['wpa-6.10', 'wpa-6']],
  ])('%s and its sections: %j', (id, out) => {
    expect(withSections(id)).toEqual(out);
  });

  test('a question drills every paragraph it cites, first or not, and their sections', () => {
    const q = { truth: { rules: ['3.19', 'six-ball/8.4'] } };
    expect(['3.19', 'six-ball/8.4', 'six-ball/8'].map((r) => drillsRule(q, r))).toEqual([true, true, true]);
    expect(['3.1', 'six-ball/8.1', '3.20'].map((r) => drillsRule(q, r))).toEqual([false, false, false]);
  });

  test('the drill: authored questions first, then generated ones, only those that cite the paragraph', () => {
    const a = { id: 'a', truth: { rules: ['5.6'] } };
    const b = { id: 'b', truth: { rules: ['5.7'] } };
    const s = { id: 's', truth: { rules: ['3.20', '5.6'] } };
    expect(ruleDrill({ questions: [a, b], scenarios: [s] }, '5.6').map((q) => q.id)).toEqual(['a', 's']);
  });
});
