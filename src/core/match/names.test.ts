import { describe, expect, test } from 'vitest';
import { GAMES } from '../rules/games.ts';
import {
  isMatchGame,
  MATCH_GAMES,
  MAX_NAME,
  matchSides,
  playingOrder,
  TARGET_GAMES,
  twoNames,
  twoTeams,
} from './names.ts';
import { RACE_GAMES } from './race.ts';

describe('the two names of a match', () => {
  test.each<[string, string, [string, string]]>([
    ['Ann', 'Bob', ['Ann', 'Bob']],
    ['  Ann ', ' Bob', ['Ann', 'Bob']],
    ['Ann', 'Ann', ['Ann', 'Ann 2']],
    ['x'.repeat(70), 'y'.repeat(70), ['x'.repeat(64), 'y'.repeat(64)]],
    ['x'.repeat(64), 'x'.repeat(64), ['x'.repeat(64), `${'x'.repeat(62)} 2`]],
  ])('%s and %s', (a, b, want) => {
    const names = twoNames(a, b);
    expect(names).toEqual(want);
    expect(names[0]).not.toBe(names[1]);
    for (const n of names) expect(n.length).toBeLessThanOrEqual(MAX_NAME);
  });
});

describe('the games the match page keeps', () => {
  test('every race game two sides may play, read from the registry: all but cutthroat (cutthroat/2)', () => {
    const twoSides = GAMES.filter((g) => g.players.min <= 2 && g.players.max >= 2).map((g) => g.id);
    expect(MATCH_GAMES).toEqual(RACE_GAMES.filter((g) => twoSides.includes(g)));
    expect(RACE_GAMES.filter((g) => !isMatchGame(g))).toEqual(['cutthroat']);
    expect(MATCH_GAMES).toContain('honolulu');
    expect(isMatchGame('cutthroat')).toBe(false);
    expect(isMatchGame('lag')).toBe(false);
    expect(isMatchGame('six-ball')).toBe(true);
  });
  test('the games with points to win are the contract’s (options.target)', () => {
    expect(TARGET_GAMES).toEqual(['straight-pool', 'honolulu', 'odd-ball']);
    for (const g of TARGET_GAMES) expect(MATCH_GAMES).toContain(g);
  });
});

describe('two teams as typed', () => {
  test.each<[string, string, [string[], string[]] | null]>([
    [
      'Ann, Cid',
      'Bob, Dan',
      [
        ['Ann', 'Cid'],
        ['Bob', 'Dan'],
      ],
    ],
    ['Ann,Cid,Eve', ' Bob ', [['Ann', 'Cid', 'Eve'], ['Bob']]],
    [
      'Ann, , Cid,',
      'Bob,Dan',
      [
        ['Ann', 'Cid'],
        ['Bob', 'Dan'],
      ],
    ],
    ['Ann, Ann', 'Ann', [['Ann', 'Ann 2'], ['Ann 3']]],
    ['Ann', 'Bob', null],
    ['', 'Bob, Dan', null],
    ['a,b,c,d,e,f,g,h,i,j', 'k', [['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], ['k']]],
  ])('%s | %s', (a, b, want) => {
    expect(twoTeams(a, b)).toEqual(want);
  });
});

describe('sides and the shooting order', () => {
  const teams = {
    players: ['Ann', 'Bob'] as const,
    teams: [
      ['Ann', 'Cid', 'Eve'],
      ['Bob', 'Dan'],
    ] as const,
  };
  test.each<[string, Parameters<typeof playingOrder>[0], string[], [string, string][]]>([
    [
      'two players',
      { players: ['Ann', 'Bob'] },
      ['Ann', 'Bob'],
      [
        ['Ann', 'Ann'],
        ['Bob', 'Bob'],
      ],
    ],
    [
      'teams of three and two: the first of each team, then the second ones …',
      teams,
      ['Ann', 'Bob', 'Cid', 'Dan', 'Eve'],
      [
        ['team-1', 'Ann & Cid & Eve'],
        ['team-2', 'Bob & Dan'],
      ],
    ],
  ])('%s', (_name, setup, order, sides) => {
    expect(playingOrder(setup)).toEqual(order);
    expect(matchSides(setup).map((s) => [s.id, s.name])).toEqual(sides);
  });
});
