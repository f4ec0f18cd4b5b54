/**
 * The small shared primitives of the kit: the opening context, a game's record of its rulings, the
 * order of play skipping players who are out, points kept by player, and the kitchen spotting offer.
 */

import { describe, expect, test } from 'vitest';
import { game } from '../build.ts';
import { requireOffTable, requirePlayerKeys } from '../recreational/shared.ts';
import type { Assessment } from './assess.ts';
import { range, toList } from './balls.ts';
import type { GameContext } from './context.ts';
import { baseContext } from './context.ts';
import { Draft } from './draft.ts';
import { kitchenAfterScratch } from './flow.ts';
import { keyed, zeroCounts } from './keyed.ts';
import { nearestInKitchen, offerKitchenSpot } from './kitchen-spot.ts';
import { FULL_RACK, openingContext } from './opening.ts';
import { nextStillIn } from './players.ts';
import { pointsPaid, scoreOf, withPoints } from './points.ts';
import { recordRuling } from './recording.ts';
import { NINE_FOOT as T } from './table.ts';
import { offered, type Turn } from './template.ts';
import type { GameSetup } from './types.ts';
import { RefereeInputError } from './types.ts';

const doc = (setup: GameSetup | null = null) => game('cutthroat', [], { players: ['A', 'B', 'C'], setup });
const start = (x: { out: string[] } = { out: [] }) => openingContext(doc(), FULL_RACK, x, false);

describe('openingContext', () => {
  test('from the break: the full rack, the break to come', () => {
    const ctx = start();
    expect(toList(ctx.onTable)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    expect(ctx.phase).toBe('break');
    expect(ctx.score).toBeNull();
  });
  test('a set-up position: its balls, play going on, a score when the game keeps one', () => {
    const ctx = openingContext(doc({ shooter: 'B', onTable: [3, 9] }), FULL_RACK, { out: [] }, true);
    expect(toList(ctx.onTable)).toEqual([3, 9]);
    expect(ctx.phase).toBe('play');
    expect(ctx.turn).toBe('B');
    expect(ctx.score).toEqual({ A: 0, B: 0, C: 0 });
  });
});

describe('recordRuling', () => {
  const pending = { chooser: 'B', offender: 'A', options: ['accept' as const, 'pass' as const], about: 'foul' };
  const open: GameContext<{ out: string[] }> = { ...start(), pending: { ...pending, cueBallIfAccepted: 'in-place' } };
  test('the ruling recorded with the step, the choice open and no options clause by default', () => {
    const d = new Draft(4);
    const out = recordRuling<{ out: string[] }>()(open, d);
    expect(out.ruling?.step).toBe(4);
    expect(out.ruling?.options).toEqual(['accept', 'pass']);
    expect(out.ruling?.consecutiveFouls).toBeUndefined();
    expect(d.clauses).toEqual([]);
  });
  test('sayOptions says the open choice; consecutiveFouls records the counts', () => {
    const d = new Draft(0);
    const out = recordRuling<{ out: string[] }>({ sayOptions: true, consecutiveFouls: true })(open, d);
    expect(d.clauses).toEqual([{ code: 'options', params: { player: 'B', options: ['accept', 'pass'] } }]);
    expect(out.ruling?.consecutiveFouls).toEqual({ A: 0, B: 0, C: 0 });
  });
});

describe('nextStillIn', () => {
  test('the next player in order, skipping players out; the game’s own list unless another is given', () => {
    const ctx = start({ out: ['B'] });
    expect(nextStillIn(ctx, 'A')).toBe('C');
    expect(nextStillIn(ctx, 'C')).toBe('A');
    expect(nextStillIn(ctx, 'A', [])).toBe('B');
    expect(nextStillIn(ctx, 'A', ['B', 'C'])).toBe('A');
  });
});

describe('points', () => {
  test('withPoints adds to a key (from 0 when absent) and leaves the record it was given alone', () => {
    const score = keyed([['A', 2]]);
    expect(withPoints(score, 'A', 3)).toEqual({ A: 5 });
    expect(withPoints(score, 'B', -1)).toEqual({ A: 2, B: -1 });
    expect(withPoints(null, 'A', 1)).toEqual({ A: 1 });
    expect(score).toEqual({ A: 2 });
  });
  test('pointsPaid: what one pays the other gains; the total is unchanged', () => {
    const out = pointsPaid(
      keyed([
        ['A', 0],
        ['B', 0],
        ['C', 1],
      ]),
      'B',
      'A',
      2,
    );
    expect(out).toEqual({ A: 2, B: -2, C: 1 });
  });
});

describe('the kitchen spotting offer', () => {
  const k = T.headStringX;
  const at = (
    positions: Record<string, readonly [number, number]>,
    onTable = [3, 5],
  ): GameContext<{ out: string[] }> => ({
    ...start(),
    phase: 'play',
    cueBall: 'in-hand-kitchen',
    onTable: onTable.reduce((s, b) => s | (1 << b), 0),
    positions,
  });
  test('nearestInKitchen: the balls nearest the head string when all are in the kitchen', () => {
    expect(nearestInKitchen(at({ 3: [k - 0.3, 0.5], 5: [k - 0.1, 0.7] }), [3, 5])).toEqual([5]);
    expect(nearestInKitchen(at({ 3: [k - 0.1, 0.5], 5: [k - 0.1, 0.7] }), [3, 5])).toEqual([3, 5]);
    expect(nearestInKitchen(at({ 3: [k - 0.1, 0.5], 5: [k + 0.3, 0.7] }), [3, 5])).toBeNull();
    expect(nearestInKitchen(at({ 3: [k - 0.1, 0.5] }), [3, 5])).toBeNull();
    expect(nearestInKitchen(at({}), [])).toBeNull();
  });
  test('offerKitchenSpot: offered to the player in hand behind the head string, every ball on the table by default', () => {
    const ctx = at({ 3: [k - 0.3, 0.5], 5: [k - 0.1, 0.7] });
    const d = new Draft(0);
    const out = offerKitchenSpot(ctx, d, 'cutthroat/9.4', 'cutthroat.kitchen');
    expect(out.pending).toMatchObject({ chooser: 'A', options: ['accept', 'spot-nearest'], candidates: [5] });
    expect(d.rules).toEqual(['cutthroat/9.4']);
    // only the balls the game names: the 3 alone
    expect(offerKitchenSpot(ctx, new Draft(0), 'cutthroat/9.4', 'cutthroat.kitchen', [3]).pending?.candidates).toEqual([
      3,
    ]);
  });
  test('offerKitchenSpot: nothing with the cue ball elsewhere, a choice already open, or a ball out of the kitchen', () => {
    const ctx = at({ 3: [k - 0.3, 0.5], 5: [k - 0.1, 0.7] });
    const none = (c: typeof ctx) => offerKitchenSpot(c, new Draft(0), 'cutthroat/9.4', 'cutthroat.kitchen').pending;
    expect(none({ ...ctx, cueBall: 'in-hand' })).toBeNull();
    expect(none({ ...ctx, phase: 'break' })).toBeNull();
    const foul = {
      chooser: 'B',
      offender: 'A',
      options: ['accept' as const],
      about: 'foul',
      cueBallIfAccepted: 'in-hand-kitchen' as const,
    };
    expect(none({ ...ctx, pending: foul })).toBe(foul);
    expect(none({ ...at({ 3: [k - 0.3, 0.5], 5: [k + 0.1, 0.7] }) })).toBeNull();
  });
});

const cowboyDoc = (teams?: string[][]): RefereeDoc =>
  teams ? game('cowboy', [], { teams }) : game('cowboy', [], { players: ['A', 'B', 'C', 'D'] });

describe('scores and counts', () => {
  test('scoreOf reads the score of the player’s side, 0 when none is kept', () => {
    const teams = baseContext(
      cowboyDoc([
        ['A', 'C'],
        ['B', 'D'],
      ]),
      range(1, 15),
      {},
      true,
    );
    expect(scoreOf({ ...teams, score: keyed([['team-2', 7]]) }, 'D')).toBe(7);
    expect(scoreOf({ ...teams, score: keyed([['team-2', 7]]) }, 'A')).toBe(0);
    expect(scoreOf(baseContext(cowboyDoc(), range(1, 15), {}, false), 'A')).toBe(0);
  });

  test('zeroCounts counts 0 for each key', () => {
    expect({ ...zeroCounts(['A', 'team-2']) }).toEqual({ A: 0, 'team-2': 0 });
    expect(Object.getPrototypeOf(Object.getPrototypeOf(zeroCounts(['A'])))).toBeNull();
  });
});

describe('kitchenAfterScratch', () => {
  test.each([
    ['a scratch', { scratch: true, cueOffTable: false }, 'in-hand-kitchen', ['cowboy/9']],
    ['a jumped cue ball', { scratch: false, cueOffTable: true }, 'in-hand-kitchen', ['cowboy/9']],
    ['any other foul', { scratch: false, cueOffTable: false }, 'in-place', []],
  ])('%s', (_what, a, cueBall, rules) => {
    const d = new Draft(1);
    expect(kitchenAfterScratch(a as Assessment, d, 'cowboy/9')).toBe(cueBall);
    expect(d.rules).toEqual(rules);
  });
});

describe('offered', () => {
  test('the incoming player comes to the table with the choice open, offered by the shooter', () => {
    const ctx = baseContext(cowboyDoc(), range(1, 15), {}, true);
    const t = { incoming: 'B', a: { shooter: 'A' } } as unknown as Turn<unknown>;
    const next = offered(t, ctx, ['rerack-opponent', 'rerack-self'], 'opening-shot', 'in-hand-kitchen');
    expect(next.turn).toBe('B');
    expect(next.cueBall).toBe('in-hand-kitchen');
    expect(next.pending).toEqual({
      chooser: 'B',
      offender: 'A',
      options: ['rerack-opponent', 'rerack-self'],
      about: 'opening-shot',
      cueBallIfAccepted: 'in-hand-kitchen',
    });
  });
});

describe('requirePlayerKeys', () => {
  test('a key that is not a player is bad input naming it', () => {
    expect(() => requirePlayerKeys(['A', 'B'], { A: 1, B: 2 }, 'options.peas')).not.toThrow();
    expect(() => requirePlayerKeys(['A', 'B'], undefined, 'options.peas')).not.toThrow();
    expect(() => requirePlayerKeys(['A', 'B'], { A: 1, C: 2 }, 'options.peas')).toThrow(RefereeInputError);
    expect(() => requirePlayerKeys(['A', 'B'], { C: 2 }, 'options.peas')).toThrow(/not one of the players/);
    expect(() => requirePlayerKeys(['A'], { toString: 1 }, 'setup.pocketedBy')).toThrow(
      'setup.pocketedBy.toString: not one of the players',
    );
  });
});

describe('requireOffTable', () => {
  test('a ball listed as pocketed that is also on the table is bad input naming it', () => {
    expect(() => requireOffTable(range(1, 5), [6, 7], 'setup.pocketedBy.A')).not.toThrow();
    expect(() => requireOffTable(range(1, 5), [6, 3], 'setup.pocketedBy.A')).toThrow(
      'setup.pocketedBy.A[1]: ball 3 is also in setup.onTable',
    );
  });
});
