import { describe, expect, test } from 'vitest';
import { callFromJson, docFromJson, playersFromJson, stepFromJson } from './from-json.ts';

const pot = (ball: number) => ({ type: 'pocket', ball, pocket: 'foot-left' });

describe('contract JSON -> the referee’s steps', () => {
  test('a shot keeps what was written and drops the physics log’s motion changes', () => {
    const step = stepFromJson({
      shot: {
        by: 'A',
        break: false,
        pushOut: true,
        frozen: [3],
        cueBallAt: [0.5, 0.6],
        stroke: 'jump',
        positions: { cue: [0.5, 0.6] },
        sidePocket: 'side-left',
        events: [{ type: 'roll' }, { type: 'hit', ball: 'cue', target: 1 } as never, { type: 'stop' }, pot(1)],
      },
    });
    expect(step).toEqual({
      kind: 'shot',
      shot: {
        by: 'A',
        break: false,
        pushOut: true,
        frozen: [3],
        cueBallAt: [0.5, 0.6],
        stroke: 'jump',
        positions: { cue: [0.5, 0.6] },
        sidePocket: 'side-left',
        events: [{ type: 'hit', ball: 'cue', target: 1 }, pot(1)],
      },
    });
  });

  test('a shot without options has only its shooter and events', () => {
    expect(stepFromJson({ shot: { by: 'B', events: [] } })).toEqual({ kind: 'shot', shot: { by: 'B', events: [] } });
  });

  test('calls: one ball, a pocket alone, several, a safety (in the call or on the shot)', () => {
    expect(callFromJson({ ball: 3, pocket: 'foot-left' })).toEqual({ kind: 'ball', ball: 3, pocket: 'foot-left' });
    expect(callFromJson({ pocket: 'side-left' })).toStrictEqual({ kind: 'ball', pocket: 'side-left' });
    expect(callFromJson([{ ball: 1, pocket: 'side-left' }, { ball: 'cue' }])).toStrictEqual({
      kind: 'many',
      calls: [{ ball: 1, pocket: 'side-left' }, { ball: 'cue' }],
    });
    expect(callFromJson({ safety: true })).toEqual({ kind: 'safety' });
    expect(callFromJson({ ball: 3, pocket: 'foot-left' }, true)).toEqual({ kind: 'safety' });
    expect(callFromJson(undefined)).toBeUndefined();
  });

  test('choose, announce, newRack', () => {
    expect(stepFromJson({ choose: { by: 'A', option: 'spot-lowest', ball: 4 } })).toEqual({
      kind: 'choose',
      by: 'A',
      option: 'spot-lowest',
      ball: 4,
    });
    expect(stepFromJson({ choose: { by: 'A', option: 'pass' } })).toStrictEqual({
      kind: 'choose',
      by: 'A',
      option: 'pass',
    });
    expect(stepFromJson({ announce: { by: 'B', what: 'concede' } })).toEqual({
      kind: 'announce',
      by: 'B',
      what: 'concede',
    });
    expect(stepFromJson({ newRack: {} })).toStrictEqual({ kind: 'newRack' });
    expect(stepFromJson({ newRack: { breaker: 'B' } })).toEqual({ kind: 'newRack', breaker: 'B' });
  });

  test('a lag keyed by player, `__proto__` a player like any other', () => {
    const step = stepFromJson({
      lag: JSON.parse(
        '{"__proto__": {"events": [{"type": "roll"}, {"type": "rail", "ball": "cue"}], "final": [0.2, 0.6], "side": "left"}, "B": {"events": [], "final": [0.3, 0.6]}}',
      ),
    });
    expect(step.kind).toBe('lag');
    if (step.kind !== 'lag') return;
    expect(Object.keys(step.lag)).toEqual(['__proto__', 'B']);
    expect(Object.getOwnPropertyDescriptor(step.lag, '__proto__')?.value).toEqual({
      events: [{ type: 'rail', ball: 'cue' }],
      final: [0.2, 0.6],
      side: 'left',
    });
  });

  test('teams: first players of each team, then the second ones', () => {
    expect(playersFromJson({ teams: [['A1', 'A2'], ['B1', 'B2', 'B3'], ['C1']] })).toEqual({
      players: ['A1', 'B1', 'C1', 'A2', 'B2', 'B3'],
      teams: [['A1', 'A2'], ['B1', 'B2', 'B3'], ['C1']],
    });
    expect(playersFromJson(['A', 'B'])).toEqual({ players: ['A', 'B'], teams: null });
  });

  test('a document: options and setup default to none, a table only when given', () => {
    const doc = docFromJson({ game: 'nine-ball', players: ['A', 'B'], steps: [] });
    expect(doc).toStrictEqual({
      game: 'nine-ball',
      players: ['A', 'B'],
      teams: null,
      options: {},
      setup: null,
      steps: [],
    });
    const table = { name: '7ft', length: 1.93, width: 0.965 } as const;
    expect(docFromJson({ game: 'lag', players: ['A', 'B'], steps: [], table }).table).toBe(table);
  });
});
