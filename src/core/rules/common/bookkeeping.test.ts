import { describe, expect, test } from 'vitest';
import type { ShotFacts } from '../../shot/index.ts';
import { game } from '../build.ts';
import type { Assessment } from './assess.ts';
import { range } from './balls.ts';
import { addTo, recordRuling, scoreOf, zeroCounts } from './bookkeeping.ts';
import { baseContext } from './context.ts';
import { kitchenAfterScratch } from './cue-after-foul.ts';
import { Draft } from './draft.ts';
import { keyed } from './keyed.ts';
import { offered } from './offers.ts';
import { requireOpenBreak } from './open-break.ts';
import { playState } from './play-state.ts';
import { FIFTEEN_RACK, tableAtStart } from './rack.ts';
import { requireOffTable, requirePlayerKeys } from './setup-checks.ts';
import type { Turn } from './template.ts';
import { type RefereeDoc, RefereeInputError } from './types.ts';

const doc = (teams?: string[][]): RefereeDoc =>
  teams ? game('cowboy', [], { teams }) : game('cowboy', [], { players: ['A', 'B', 'C', 'D'] });

describe('bookkeeping', () => {
  test('scoreOf reads the score of the player’s side, 0 when none is kept', () => {
    const teams = baseContext(
      doc([
        ['A', 'C'],
        ['B', 'D'],
      ]),
      range(1, 15),
      {},
      true,
    );
    expect(scoreOf({ ...teams, score: keyed([['team-2', 7]]) }, 'D')).toBe(7);
    expect(scoreOf({ ...teams, score: keyed([['team-2', 7]]) }, 'A')).toBe(0);
    expect(scoreOf(baseContext(doc(), range(1, 15), {}, false), 'A')).toBe(0);
  });

  test('addTo adds to one key of a copy, a key not counted yet counting 0', () => {
    const counts = keyed([['A', 2]]);
    expect({ ...addTo(counts, 'A', 3) }).toEqual({ A: 5 });
    expect({ ...addTo(counts, 'B', -1) }).toEqual({ A: 2, B: -1 });
    expect({ ...addTo(null, '__proto__', 1) }).toEqual(keyed([['__proto__', 1]]));
    expect(counts.A).toBe(2);
  });

  test('zeroCounts counts 0 for each key', () => {
    expect({ ...zeroCounts(['A', 'team-2']) }).toEqual({ A: 0, 'team-2': 0 });
    expect(Object.getPrototypeOf(Object.getPrototypeOf(zeroCounts(['A'])))).toBeNull();
  });

  test('recordRuling records the ruling with the extras asked for', () => {
    const ctx = baseContext(doc(), range(1, 15), {}, true);
    const d = new Draft(3).cite('6.8');
    const plain = recordRuling()(ctx, d).ruling;
    expect(plain).toMatchObject({ step: 3, rules: ['6.8'], next: 'A' });
    expect(plain?.consecutiveFouls).toBeUndefined();
    expect(recordRuling({ consecutiveFouls: true })(ctx, d).ruling?.consecutiveFouls).toEqual({
      A: 0,
      B: 0,
      C: 0,
      D: 0,
    });
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
    const ctx = baseContext(doc(), range(1, 15), {}, true);
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

describe('requireOpenBreak', () => {
  test.each([
    ['a ball pocketed', { pocketed: [3], objectBallsToRail: 0 }, []],
    ['four object balls to a cushion', { pocketed: [], objectBallsToRail: 4 }, []],
    ['three object balls to a cushion', { pocketed: [], objectBallsToRail: 3 }, ['illegal-break']],
  ])('%s', (_what, facts, fouls) => {
    const d = new Draft(1);
    requireOpenBreak(d, facts as unknown as ShotFacts, 'six-ball/7', 'six-ball.illegalBreak');
    expect(d.fouls).toEqual(fouls);
    expect(d.rules).toEqual(['six-ball/7']);
    expect(d.clauses.map((c) => c.code)).toEqual(fouls.length ? ['six-ball.illegalBreak'] : []);
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

describe('playState', () => {
  test('a play state named with its guard, rested in while the test holds', () => {
    const ctx = baseContext(doc(), range(1, 15), { due: 'B' as string | null }, true);
    const s = playState<{ due: string | null }>('bustDue', 'isBustDue', (c) => c.x.due !== null);
    expect(s.state).toBe('bustDue');
    expect(s.guard?.name).toBe('isBustDue');
    expect(s.guard?.test(ctx)).toBe(true);
    expect(s.guard?.test({ ...ctx, x: { due: null } })).toBe(false);
  });
});

describe('tableAtStart', () => {
  test('the setup’s balls when the log sets up a position, else the game’s rack', () => {
    expect(tableAtStart(doc(), FIFTEEN_RACK)).toBe(range(1, 15));
    const setUp = game('cowboy', [], { setup: { onTable: [1, 5] } });
    expect(tableAtStart(setUp, FIFTEEN_RACK)).toBe((1 << 1) | (1 << 5));
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
