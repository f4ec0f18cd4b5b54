import { describe, expect, test } from 'vitest';
import type { Blueprint } from '../../core/quiz/types.ts';
import type { StoredSitting } from '../../quiz/progress.ts';
import {
  blueprintOf,
  clock,
  fromBlueprint,
  paperQuery,
  presets,
  settingsFromQuery,
  sittingEdition,
} from './exam-settings.ts';

const weights = { general: 1, 'eight-ball': 0, 'nine-ball': 0, 'straight-pool': 0 };
const bp = (id: string, questions = 10, minutes = 20, passMark = 0.7): Blueprint => ({
  id,
  questions,
  minutes,
  passMark,
  weights,
});
const bank = [
  bp('zeta'),
  bp('recreational', 20, 30, 0.6),
  bp('alpha'),
  bp('quick', 15, 15, 0.8),
  bp('referee', 60, 60, 0.85),
];

describe('presets', () => {
  test('the known formats first, in their order, then the others by id', () => {
    expect(presets(bank).map((b) => b.id)).toEqual(['referee', 'quick', 'recreational', 'alpha', 'zeta']);
  });
  test("a bank without blueprints offers the referee's format", () => {
    expect(presets([]).map((b) => [b.id, b.questions, b.minutes, b.passMark])).toEqual([['referee', 60, 60, 0.85]]);
  });
  test('an unknown preset falls back to the first offered', () => {
    expect(blueprintOf(bank, 'quick').id).toBe('quick');
    expect(blueprintOf(bank, 'nope').id).toBe('referee');
  });
  test("a preset's settings keep the seed and the rules, the pass mark in percent", () => {
    expect(fromBlueprint(bp('quick', 15, 15, 0.805), '42', 'wpa-current')).toEqual({
      preset: 'quick',
      questions: 15,
      minutes: 15,
      pass: 81,
      seed: '42',
      edition: 'wpa-current',
    });
  });
});

describe('settingsFromQuery', () => {
  const q = (s: string) => new URLSearchParams(s);
  test("without parameters: the default preset's numbers and the learner's rules", () => {
    expect(settingsFromQuery(bank, q(''), 'wpa-1999')).toEqual({
      preset: 'referee',
      questions: 60,
      minutes: 60,
      pass: 85,
      seed: '',
      edition: 'wpa-1999',
    });
  });
  test('numbers are rounded and brought inside their bounds; unreadable ones are the preset’s', () => {
    const s = settingsFromQuery(bank, q('preset=quick&n=500&min=0&pass=abc&seed=77'), 'wpa-1999');
    expect(s).toMatchObject({ preset: 'quick', questions: 200, minutes: 1, pass: 80, seed: '77' });
    expect(settingsFromQuery(bank, q('n=12.6&pass=5'), 'wpa-1999')).toMatchObject({ questions: 13, pass: 10 });
  });
  test("an unknown edition in the link leaves the learner's", () => {
    expect(settingsFromQuery(bank, q('edition=nope'), 'wpa-1999').edition).toBe('wpa-1999');
  });
});

describe('paper links', () => {
  const sitting = {
    preset: 'a b',
    seed: 12,
    paper: [
      { id: 'x', variant: 0 },
      { id: 'y', variant: 1 },
    ],
    minutes: 5,
    passMark: 70,
  } as unknown as StoredSitting;
  test('a sitting stored before the editions was asked under the 1999 rules', () => {
    expect(sittingEdition(sitting)).toBe('wpa-1999');
  });
  test('the query names the preset, seed, size, time, pass mark and rules', () => {
    expect(paperQuery(sitting)).toBe('?preset=a%20b&seed=12&n=2&min=5&pass=70&edition=wpa-1999');
  });
  test('the query read back gives the same settings', () => {
    const s = settingsFromQuery([bp('a b')], new URLSearchParams(paperQuery(sitting)), 'wpa-1999');
    expect(s).toEqual({ preset: 'a b', questions: 2, minutes: 5, pass: 70, seed: '12', edition: 'wpa-1999' });
  });
});

describe('clock', () => {
  test('minutes and seconds, rounded up to the second', () => {
    expect(clock(60_000)).toBe('1:00');
    expect(clock(59_001)).toBe('1:00');
    expect(clock(59_000)).toBe('0:59');
    expect(clock(5_000)).toBe('0:05');
  });
  test('hours from an hour on, never below zero', () => {
    expect(clock(3_600_000)).toBe('1:00:00');
    expect(clock(3_661_000)).toBe('1:01:01');
    expect(clock(-5_000)).toBe('0:00');
  });
});
