/**
 * The consecutive-fouls rule, one for every game that has it (consecutive-fouls.ts): whenever a
 * player's count reaches two the warning is in the ruling (2.16), whether it is the second foul or an
 * unwarned third foul counted as a second; the game's three-foul paragraph decides (cited first) when
 * the count reaches two or, after the recorded warning, three; the warning announced cites it first.
 */
import { describe, expect, test } from 'vitest';
import type { GameId, ShotEvent } from '../../vocabulary/index.ts';
import { announce, ev, game, shot } from '../build.ts';
import { rulings } from '../testing.ts';
import { threeFoulRule } from './consecutive-fouls.ts';
import type { GameSetup } from './types.ts';

/** Each game with a three-foul rule, its paragraph and what the third foul does. */
const GAMES: Array<[GameId, string, 'loses' | 'rerack-choice']> = [
  ['nine-ball', '5.13', 'loses'],
  ['straight-pool', '6.12', 'rerack-choice'],
  ['six-ball', 'six-ball/8.4', 'loses'],
  ['cowboy', 'cowboy/6.8', 'loses'],
  ['cribbage', 'cribbage/9.6', 'loses'],
  ['side-pocket-one', 'side-pocket-one/11', 'loses'],
  ['mr-and-mrs', 'mr-and-mrs/8.4', 'loses'],
  ['odd-ball', 'odd-ball/8.7', 'loses'],
];

const noContact: ShotEvent[] = [ev.rail('cue')];

function setupOf(g: GameId, fouls: number): GameSetup {
  const s: GameSetup = {
    shooter: 'A',
    onTable: g === 'nine-ball' ? [1, 2, 5, 9] : g === 'six-ball' ? [1, 2, 5, 6] : [1, 2, 5, 6, 9, 10, 11],
    consecutiveFouls: { A: fouls, B: 0 },
  };
  if (g === 'cowboy') return { ...s, onTable: [1, 3, 5], score: { A: 20, B: 0 } };
  return s;
}

/** A fouls from a count of `fouls` (with the warning announced first when `warned`); the last ruling. */
function foulFrom(g: GameId, fouls: number, warned = false) {
  const steps = [...(warned ? [announce('referee', 'warning')] : []), shot('A', noContact)];
  const all = rulings(game(g, steps, { setup: setupOf(g, fouls) }));
  return { announced: warned ? all[0] : undefined, ruling: all[all.length - 1] as (typeof all)[number] };
}

describe.each(GAMES)('%s: the three-foul rule (%s)', (g, rule, third) => {
  test('a first foul: no warning, decided by the foul, not by the three-foul paragraph', () => {
    const { ruling } = foulFrom(g, 0);
    expect(ruling.foul).toBe(true);
    expect(ruling.warnings).not.toContain('two-consecutive-fouls');
    expect(ruling.rules[0]).not.toBe(rule);
    expect(ruling.consecutiveFouls?.A).toBe(1);
  });

  test('the second foul: the warning, the three-foul paragraph first', () => {
    const { ruling } = foulFrom(g, 1);
    expect(ruling.warnings).toContain('two-consecutive-fouls');
    expect(ruling.rules[0]).toBe(rule);
    expect(ruling.consecutiveFouls?.A).toBe(2);
  });

  test('a third foul without the recorded warning counts as a second: the warning again, 2.16 first', () => {
    const { ruling } = foulFrom(g, 2);
    expect(ruling.result).toBeNull();
    expect(ruling.warnings).toContain('two-consecutive-fouls');
    expect(ruling.rules.slice(0, 2)).toEqual(['2.16', rule]);
    expect(ruling.consecutiveFouls?.A).toBe(2);
  });

  test('the warning announced cites the three-foul paragraph first', () => {
    const { announced } = foulFrom(g, 2, true);
    expect(announced?.rules.slice(0, 2)).toEqual([rule, '2.16']);
  });

  test('a third foul after the warning: the three-foul paragraph decides', () => {
    const { ruling } = foulFrom(g, 2, true);
    expect(ruling.rules[0]).toBe(rule);
    expect(ruling.warnings).not.toContain('two-consecutive-fouls');
    if (third === 'loses') expect(ruling.result).toMatchObject({ winner: 'B', reason: 'three-consecutive-fouls' });
    else expect(ruling.options).toEqual(['accept', 'rerack-opponent']);
  });
});

test.each([
  [0, false, { count: 1, third: false, unwarned: false }],
  [1, false, { count: 2, third: false, unwarned: false }],
  [2, true, { count: 3, third: true, unwarned: false }],
  [2, false, { count: 2, third: false, unwarned: true }],
])('2.16 three-foul rule from %i fouls, warned %s', (before, warned, want) => {
  expect(threeFoulRule(before, warned)).toEqual(want);
});
