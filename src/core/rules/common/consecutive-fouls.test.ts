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
import type { Assessment } from './assess.ts';
import { range } from './balls.ts';
import {
  type ConsecutiveFouls,
  countFoul,
  type ThirdFoulPenalty,
  threeFoulRule,
  threeFouls,
} from './consecutive-fouls.ts';
import { baseContext, type GameContext } from './context.ts';
import { Draft } from './draft.ts';
import type { Turn } from './template.ts';
import { thirdFoul } from './third-foul.ts';
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

/**
 * The shared step (third-foul.ts) for each kind of penalty, on a context of its own: a foul counted
 * from `before` fouls (warned or not) by A, and what the policy's penalty makes of a third.
 */
describe('thirdFoul: the policy’s penalty, one step for every game', () => {
  type Out = { out: string[] };
  const LOSES = threeFouls('x/1');
  const TEAM_LOSES = threeFouls('x/1', { countedBy: 'players' });
  const OUT = threeFouls('x/1', { penalty: { kind: 'out' } });
  const OUT_SCORE_STAYS = threeFouls('x/1', { countedBy: 'players', penalty: { kind: 'out', scoreStays: true } });
  const points = (rerack: ThirdFoulPenalty & { kind: 'points' }): ConsecutiveFouls => ({
    rule: '6.12',
    warning: ['2.16'],
    closesCount: true,
    penalty: rerack,
  });
  const base = { kind: 'points', points: 16, say: 'straight.thirdFoul' } as const;
  const CHOICE = points({ ...base, rerack: { kind: 'choice', say: 'straight.rerackOptions' } });
  const BREAKS = points({ ...base, rerack: { kind: 'offender-breaks', say: 'edition.thirdFoulRerack' } });

  /** A's foul from `before` fouls in a row, with `players` (or `teams`), the warning recorded or not. */
  function foulBy(
    policy: ConsecutiveFouls,
    before: number,
    warned: boolean,
    who: { players?: string[]; teams?: string[][] } = {},
    others: Record<string, number> = {},
  ) {
    const doc = game('six-ball', [], who);
    const start = baseContext<Out>(doc, range(1, 6), { out: [] }, true);
    const side = start.sideOf.A ?? 'A';
    const key = policy.countedBy === 'players' ? 'A' : side;
    const ctx0: GameContext<Out> = {
      ...start,
      score: { ...(start.score ?? {}), [side]: 20 },
      fouls: { ...others, [key]: before },
      warned: { ...Object.fromEntries(Object.keys(others).map((k) => [k, true])), [key]: warned },
    };
    const d = new Draft(0);
    const a = { shooter: 'A', due: 'A', scratch: false, cueOffTable: false } as unknown as Assessment;
    const incoming = ctx0.players[1] as string;
    const t = { ctx0, base: ctx0, d, a, side, incoming, isBreak: false } as unknown as Turn<Out>;
    const counted = countFoul(ctx0, key, d, policy);
    const next: GameContext<Out> = { ...ctx0, fouls: counted.fouls, warned: counted.warned, turn: incoming };
    const after = counted.third
      ? thirdFoul(t, next, policy, { rerack: (c, breaker) => ({ ...c, turn: breaker, cueBall: 'in-hand-kitchen' }) })
      : next;
    return { counted, after, says: d.clauses.map((c) => c.code), rules: d.rules, key };
  }

  test.each([
    ['loses-game', LOSES, 0, false, 1, false],
    ['loses-game', LOSES, 1, false, 2, false],
    ['loses-game, unwarned third: counted as a second', LOSES, 2, false, 2, false],
    ['loses-game, warned third', LOSES, 2, true, 3, true],
    ['points, warned third: the count closes', CHOICE, 2, true, 0, true],
    ['points, unwarned third', CHOICE, 2, false, 2, false],
  ] as const)('%s', (_name, policy, before, warned, count, third) => {
    const { counted, after, key } = foulBy(policy, before, warned);
    expect(counted).toMatchObject({ count, third });
    expect(after.fouls[key]).toBe(count);
    expect(after.phase === 'over').toBe(third && policy.penalty.kind === 'loses-game');
  });

  test('loses-game: the side loses, said with the reason', () => {
    const { after, says, rules } = foulBy(LOSES, 2, true);
    expect(after.result).toMatchObject({ winner: 'B', loser: 'A', reason: 'three-consecutive-fouls' });
    expect(says).toEqual(['loss']);
    expect(rules[0]).toBe('x/1');
  });

  test('loses-game counted per player: the player’s team loses, the words name both', () => {
    const teams = [
      ['A', 'C'],
      ['B', 'D'],
    ];
    const { after, says, key } = foulBy(TEAM_LOSES, 2, true, { teams });
    expect(key).toBe('A');
    expect(after.result).toMatchObject({ winner: 'team-2', loser: 'team-1', reason: 'three-consecutive-fouls' });
    expect(says).toEqual(['fouls.teamLoses']);
    // a teammate's count is his own: C's two fouls (warned) do not make A's second a third
    const own = foulBy(TEAM_LOSES, 1, true, { teams }, { C: 2 });
    expect(own.after.fouls).toMatchObject({ A: 2, C: 2 });
    expect(own.after.result).toBeNull();
  });

  test.each([
    ['two players: the loss', ['A', 'B'], 'B', ['loss'], []],
    ['three players: out, the next still in plays', ['A', 'B', 'C'], null, ['fouls.out'], ['A']],
  ] as const)('out, %s', (_name, players, winner, says, out) => {
    const r = foulBy(OUT, 2, true, { players: [...players] });
    expect(r.says).toEqual(says);
    if (winner) expect(r.after.result).toMatchObject({ winner, loser: 'A', reason: 'three-consecutive-fouls' });
    else {
      expect(r.after.result).toBeNull();
      expect(r.after.x.out).toEqual(out);
      expect(r.after.turn).toBe('B');
    }
  });

  test('out with the score staying: said so; the score stands', () => {
    const r = foulBy(OUT_SCORE_STAYS, 2, true, { players: ['A', 'B', 'C'] });
    expect(r.says).toEqual(['fouls.outScoreStays']);
    expect(r.after.x.out).toEqual(['A']);
    expect(r.after.score?.A).toBe(20);
  });

  test('out, unwarned: no one is out, the warning is due again', () => {
    const r = foulBy(OUT, 2, false, { players: ['A', 'B', 'C'] });
    expect(r.after.x.out).toEqual([]);
    expect(r.says).toEqual(['fouls.unwarned', 'fouls.two']);
  });

  test.each([
    [
      'the opponent’s choice',
      CHOICE,
      ['straight.thirdFoul', 'straight.rerackOptions'],
      'B',
      ['accept', 'rerack-opponent'],
    ],
    ['all 15 racked, the offender breaks', BREAKS, ['straight.thirdFoul', 'edition.thirdFoulRerack'], 'A', undefined],
  ] as const)('points, %s: the points off in all, the count closed', (_name, policy, says, turn, options) => {
    const r = foulBy(policy, 2, true);
    expect(r.says).toEqual(says);
    expect(r.after.score?.A).toBe(4);
    expect(r.after.fouls.A).toBe(0);
    expect(r.after.turn).toBe(turn);
    expect(r.after.pending?.options).toEqual(options);
    expect(r.after.result).toBeNull();
  });
});
