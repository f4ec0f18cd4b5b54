/** The small shared parts of the kit: the opening context, the record of a ruling, the open break, jumped balls, leaving the game, the order of play, points and counts, offers, the kitchen spotting offer, numbers and records read from the log. */
import { describe, expect, test } from 'vitest';
import { summarizeShot } from '../../shot/index.ts';
import { ev, game } from '../build.ts';
import { illegalBreak, requireOffTable, requirePlayerKeys } from '../recreational/shared.ts';
import { type Assessment, anyBallFirst } from './assess.ts';
import { fromList, range, toList } from './balls.ts';
import { baseContext, type GameContext } from './context.ts';
import { Draft } from './draft.ts';
import { toTable, winGame } from './flow.ts';
import { kitchenAfterScratch } from './head-string.ts';
import { keyed, zeroCounts } from './keyed.ts';
import { guardedState } from './kit.ts';
import { nearestInKitchen, offerKitchenSpot } from './kitchen-spot.ts';
import { FULL_RACK, openingContext, rackOrSetup, startContext } from './opening.ts';
import { leaveGame, nextStillIn } from './players.ts';
import { pointsPaid, scoreOf, withPoints } from './points.ts';
import { nothingToRule, recordRuling } from './recording.ts';
import { NINE_FOOT as T } from './table.ts';
import { offered, spotJumped, type Turn } from './template.ts';
import { type GameSetup, type RefereeDoc, RefereeInputError } from './types.ts';
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

/**
 * The small shared primitives of the kit: the opening context, a game's record of its rulings, the
 * order of play skipping players who are out, points kept by player, and the kitchen spotting offer.
 */

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
    expect(kitchenAfterScratch(a as Assessment, d, ['cowboy/9'])).toBe(cueBall);
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
