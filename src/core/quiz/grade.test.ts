import { describe, expect, test } from 'vitest';
import { grade, setCredit } from './grade.ts';
import type { Gradable, Truth } from './types.ts';

const truth = (over: Partial<Truth> = {}): Omit<Truth, 'says'> => ({
  foul: true,
  fouls: ['scratch'],
  next: 'B',
  cueBall: 'in-hand',
  spotted: [9],
  options: [],
  winner: null,
  verdict: 'foul',
  scoreDelta: null,
  placed: { 9: 'foot-spot' },
  rules: ['3.20', '5.7'],
  ...over,
});
const item = (kind: Gradable['kind'], over: Partial<Gradable> = {}): Gradable => ({
  kind,
  fields: ['foul', 'next', 'cueBall', 'spotted', 'result'],
  ball: null,
  placeChoices: [],
  topic: 'spotting',
  bank: 'nine-ball',
  truth: truth(),
  ...over,
});

describe('grading a full ruling field by field', () => {
  test('all right: full marks', () => {
    const g = grade(item('ruling'), {
      kind: 'ruling',
      foul: true,
      next: 'B',
      cueBall: 'in-hand',
      spotted: [9],
      winner: null,
    });
    expect(g).toEqual({
      score: 1,
      correct: true,
      fields: { foul: true, next: true, cueBall: true, spotted: true, result: true },
    });
  });
  test('partial credit: the share of fields right', () => {
    const g = grade(item('ruling'), {
      kind: 'ruling',
      foul: true,
      next: 'A',
      cueBall: 'in-hand-kitchen',
      spotted: [9],
      winner: null,
    });
    expect(g.score).toBeCloseTo(3 / 5);
    expect(g.correct).toBe(false);
    expect(g.fields).toMatchObject({ next: false, cueBall: false, foul: true });
  });
  test('spotted balls compare as a set; an unanswered field is wrong', () => {
    const it = item('ruling', { truth: truth({ spotted: [3, 9] }) });
    expect(grade(it, { kind: 'ruling', spotted: [9, 3] }).fields.spotted).toBe(true);
    expect(grade(it, { kind: 'ruling' }).score).toBe(0);
  });
  test('the score field, where the game keeps score', () => {
    const it = item('ruling', { fields: ['foul', 'score'], truth: truth({ scoreDelta: -16 }) });
    expect(grade(it, { kind: 'ruling', foul: true, score: -16 }).correct).toBe(true);
    expect(grade(it, { kind: 'ruling', foul: true, score: -1 }).score).toBe(0.5);
  });
});

describe('grading the other kinds', () => {
  test('legal or foul', () => {
    expect(grade(item('legal'), { kind: 'legal', verdict: 'foul' }).correct).toBe(true);
    expect(grade(item('legal'), { kind: 'legal', verdict: 'loss' }).score).toBe(0);
  });
  test('which rule: any rule the engine cited counts', () => {
    expect(grade(item('rule'), { kind: 'rule', rule: '5.7' }).correct).toBe(true);
    expect(grade(item('rule'), { kind: 'rule', rule: '5.6' }).correct).toBe(false);
  });
  test('options: exact set for full marks, overlap for partial credit', () => {
    const it = item('options', { truth: truth({ options: ['accept', 'rerack-self', 'rerack-opponent'] }) });
    expect(grade(it, { kind: 'options', options: ['rerack-opponent', 'accept', 'rerack-self'] }).correct).toBe(true);
    expect(grade(it, { kind: 'options', options: ['accept', 'pass'] }).score).toBeCloseTo(1 / 4);
    expect(grade(item('options'), { kind: 'options', options: [] }).correct).toBe(true);
    expect(setCredit([], [])).toBe(1);
  });
  test('placement: the choice that matches the engine', () => {
    const it = item('placement', {
      ball: '9',
      placeChoices: [
        { kind: 'named', place: 'head-spot' },
        { kind: 'named', place: 'foot-spot' },
      ],
    });
    expect(grade(it, { kind: 'placement', choice: 1 }).correct).toBe(true);
    expect(grade(it, { kind: 'placement', choice: 0 }).correct).toBe(false);
  });
  test('no response, or a response of another kind, scores nothing', () => {
    expect(grade(item('legal'), undefined).score).toBe(0);
    expect(grade(item('legal'), { kind: 'rule', rule: '3.20' }).score).toBe(0);
  });
});
