/** The small shared primitives of the recreational games: start, open break, jumped balls, concession, numbers read. */
import { describe, expect, test } from 'vitest';
import { summarizeShot } from '../../shot/index.ts';
import { ev, game } from '../build.ts';
import { illegalBreak } from '../recreational/shared.ts';
import { anyBallFirst } from './assess.ts';
import { fromList, range } from './balls.ts';
import { baseContext } from './context.ts';
import { Draft } from './draft.ts';
import { toTable, winGame } from './flow.ts';
import { guardedState } from './kit.ts';
import { rackOrSetup, startContext } from './opening.ts';
import { leaveGame } from './players.ts';
import { nothingToRule, recordRuling } from './recording.ts';
import { spotJumped } from './template.ts';
import { RefereeInputError } from './types.ts';
import { wholeNumber } from './whole-number.ts';

const TWO = { min: 2, max: 2 } as const;

describe('startContext', () => {
  test('the full rack, or the balls of a set-up position', () => {
    expect(rackOrSetup(game('cribbage', []), range(1, 15))).toBe(range(1, 15));
    const doc = game('cribbage', [], { setup: { onTable: [3, 7] } });
    expect(rackOrSetup(doc, range(1, 15))).toBe(fromList([3, 7]));
    const ctx = startContext(doc, TWO, 'cribbage/2', range(1, 15), { open: [] }, true);
    expect(ctx.onTable).toBe(fromList([3, 7]));
    expect(ctx.x).toEqual({ open: [] });
    expect(ctx.score).toEqual({ A: 0, B: 0 });
  });
  test('a number of players the game does not allow is bad input naming `players` and the paragraph', () => {
    const doc = game('cribbage', [], { players: ['A', 'B', 'C'] });
    expect(() => startContext(doc, TWO, 'cribbage/2', range(1, 15), {}, true)).toThrow(RefereeInputError);
    expect(() => startContext(doc, TWO, 'cribbage/2', range(1, 15), {}, true)).toThrow(/cribbage\/2/);
  });
});

describe('illegalBreak (the open break)', () => {
  test('four balls to a cushion or a ball pocketed is open: the paragraph is cited, no foul', () => {
    const d = new Draft(0);
    const facts = summarizeShot([ev.hit(1), ev.pocket(4)]);
    expect(illegalBreak(d, facts, 'odd-ball/7')).toBeNull();
    expect(d.rules).toEqual(['odd-ball/7']);
    expect(d.isFoul).toBe(false);
  });
  test('otherwise the foul illegal-break, led by the paragraph, with the game`s penalty paragraph', () => {
    const d = new Draft(0).cite('3.17');
    const facts = summarizeShot([ev.hit(1), ev.rail(1), ev.rail(2)]);
    expect(illegalBreak(d, facts, 'card-ball/7', 'card-ball/10.1')).toBe(d);
    expect(d.fouls).toEqual(['illegal-break']);
    expect(d.rules).toEqual(['card-ball/7', '3.17', 'card-ball/10.1']);
  });
});

describe('anyBallFirst', () => {
  test('any ball is legal; the legal-shot paragraph is left out on the break', () => {
    const rules = anyBallFirst('cribbage/9.5', 'cribbage/12', ['cribbage/13']);
    expect(rules(null, false).isLegalTarget(9)).toBe(true);
    expect(rules(null, false).foulRules).toMatchObject({ 'no-rail': 'cribbage/9.5', scratch: 'cribbage/12' });
    expect(rules(null, true).foulRules).toEqual({ scratch: 'cribbage/12', 'cue-ball-off-table': 'cribbage/12' });
    expect(rules(null, true).penaltyRules).toEqual(['cribbage/13']);
  });
});

describe('spotJumped', () => {
  const ctx = baseContext(game('bowlliards', []), fromList([1]), {}, false);
  test('no ball jumped: the context as it is, nothing cited', () => {
    const d = new Draft(0);
    expect(spotJumped(d, [], ctx, 'bowlliards/10')).toBe(ctx);
    expect(d.rules).toEqual([]);
  });
  test('jumped balls: the paragraph, back on the table in ascending order (3.32)', () => {
    const d = new Draft(0);
    const next = spotJumped(d, [9, 4], ctx, 'bowlliards/10');
    expect(next.onTable).toBe(fromList([1, 4, 9]));
    expect(d.spotted).toEqual([4, 9]);
    expect(d.rules).toEqual(['bowlliards/10', '3.32']);
  });
});

describe('leaveGame (1.14 with several players)', () => {
  const ctx = baseContext(
    game('card-ball', [], { players: ['A', 'B', 'C'] }),
    range(1, 15),
    { out: [] as string[] },
    false,
  );
  test('the player leaves; the turn passes on only if it was his', () => {
    const d = new Draft(0);
    const left = leaveGame({ ...ctx, turn: 'A' }, 'A', d);
    expect(left.x.out).toEqual(['A']);
    expect(left.turn).toBe('B');
    expect(leaveGame({ ...ctx, turn: 'C' }, 'A', d).turn).toBe('C');
    expect(left.phase).not.toBe('over');
  });
  test('the last player left wins, said in words', () => {
    const d = new Draft(0);
    const over = leaveGame({ ...ctx, turn: 'A', x: { out: ['B'] } }, 'A', d);
    expect(over.result).toEqual({ winner: 'C', loser: 'A', reason: 'concession' });
    expect(d.clauses).toEqual([{ code: 'win', params: { side: 'C' } }]);
  });
});

describe('the rest', () => {
  const ctx = baseContext(game('cribbage', []), range(1, 15), {}, true);
  test('winGame: the winner said and recorded without a loser', () => {
    const d = new Draft(0);
    expect(winGame(d, ctx, 'B', 'five-cribbages').result).toEqual({ winner: 'B', reason: 'five-cribbages' });
    expect(d.clauses).toEqual([{ code: 'win', params: { side: 'B' } }]);
  });
  test('recordRuling and nothingToRule record the ruling of the step', () => {
    const done = recordRuling<unknown>({ consecutiveFouls: true });
    expect(done(ctx, new Draft(4)).ruling?.consecutiveFouls).toEqual({ A: 0, B: 0 });
    const same = nothingToRule(done)(ctx, { step: 7 });
    expect(same.ruling?.step).toBe(7);
    expect(same.ruling?.says).toEqual([]);
  });
  test('recordRuling with sayOptions: an open choice said as its options', () => {
    const pending = {
      chooser: 'B',
      offender: 'A',
      options: ['accept', 'pass'],
      about: 'foul',
      cueBallIfAccepted: 'in-place',
    } as const;
    const d = new Draft(1);
    const ruled = recordRuling<unknown>({ sayOptions: true })(
      { ...ctx, pending: { ...pending, options: [...pending.options] } },
      d,
    );
    expect(ruled.ruling?.says).toEqual([{ code: 'options', params: { player: 'B', options: ['accept', 'pass'] } }]);
    expect(recordRuling<unknown>({ sayOptions: true })(ctx, new Draft(2)).ruling?.says).toEqual([]);
  });
  test('toTable: the player and his cue ball, said in words', () => {
    const d = new Draft(0);
    const next = toTable(d, ctx, 'B', 'in-hand-kitchen');
    expect([next.turn, next.cueBall]).toEqual(['B', 'in-hand-kitchen']);
    expect(d.clauses).toEqual([{ code: 'next.kitchen', params: { player: 'B' } }]);
  });
  test('guardedState names the state and its guard', () => {
    const s = guardedState<unknown>('mateDue', 'isMateDue', (c) => c.turn === 'A');
    expect(s.state).toBe('mateDue');
    expect(s.guard?.name).toBe('isMateDue');
    expect(s.guard?.test(ctx)).toBe(true);
  });
  test('wholeNumber: a whole number in range, else bad input naming the field', () => {
    expect(wholeNumber(13, 'options.deck[0]', 1, 13, 'a rank')).toBe(13);
    for (const bad of [0, 14, 2.5, '3', null])
      expect(() => wholeNumber(bad, 'options.deck[0]', 1, 13, 'a rank')).toThrow(RefereeInputError);
    expect(() => wholeNumber(14, 'options.deck[2]', 1, 13, 'a rank')).toThrow('options.deck[2]: a rank');
  });
});
