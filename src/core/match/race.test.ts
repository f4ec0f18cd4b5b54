import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { RefereeDoc, Step } from '../rules/common/types.ts';
import { REFEREES, type SupportedGame } from '../rules/registry.ts';
import type { ObjectBall } from '../vocabulary/index.ts';
import { MatchReferee, RACE_GAMES, trailingSide } from './race.ts';

const RULES = join(import.meta.dirname, '../rules');

describe('the games a race means something in', () => {
  test('exactly those whose flow declares a newRack step', () => {
    const withNewRack = readdirSync(RULES).filter((d) => {
      try {
        return 'newRack' in (JSON.parse(readFileSync(join(RULES, d, 'flow.json'), 'utf8')) as object);
      } catch {
        return false;
      }
    });
    expect([...RACE_GAMES].sort()).toEqual(withNewRack.sort());
  });

  test('the list read from the registry is the contract’s, in its order', () => {
    expect(RACE_GAMES).toEqual([
      'eight-ball',
      'nine-ball',
      'straight-pool',
      'six-ball',
      'bowlliards',
      'cutthroat',
      'cowboy',
      'kelly-pool',
      'mr-and-mrs',
      'odd-ball',
      'honolulu',
      'cribbage',
      'side-pocket-one',
    ]);
  });
});

describe('the trailing break order', () => {
  test.each<[string, Record<string, number>, string | undefined, string | undefined]>([
    ['the side behind breaks', { A: 2, B: 1 }, 'A', 'B'],
    ['the side behind breaks, whoever lost the last rack', { A: 1, B: 3 }, 'B', 'A'],
    ['level: the side that lost the last rack', { A: 1, B: 1 }, 'A', 'A'],
    ['level: the side that lost the last rack (the other)', { A: 1, B: 1 }, 'B', 'B'],
    ['level, no rack lost yet: the first side', { A: 0, B: 0 }, undefined, 'A'],
    ['three sides: the fewest, in playing order', { A: 2, B: 1, C: 1 }, undefined, 'B'],
  ])('%s', (_name, games, lastLoser, want) => {
    expect(trailingSide(games, lastLoser)).toBe(want);
  });

  const run = (by: string, balls: number[][]) => balls.map((b) => shot(by, b));
  const shot = (by: string, balls: number[]): Step => ({
    kind: 'shot',
    shot: {
      by,
      events: [
        { type: 'hit', ball: 'cue', target: Math.min(...balls) as ObjectBall },
        ...balls.map((b) => ({ type: 'pocket' as const, ball: b as ObjectBall, pocket: 'foot-left' as const })),
      ],
    },
  });
  const rack = (by: string) => run(by, [[1, 2, 3, 4, 5], [6, 7, 8], [9]]);
  const newRack: Step = { kind: 'newRack' };

  test.each<[string, 'trailing' | 'winner', Step[], string]>([
    ['Ann ahead 1-0: Bob breaks', 'trailing', [...rack('Ann')], 'Bob'],
    [
      'level 1-1 after Bob won: Ann, who lost the last rack, breaks',
      'trailing',
      [...rack('Ann'), newRack, ...rack('Bob')],
      'Ann',
    ],
    ['the winner order for comparison: Ann breaks again', 'winner', [...rack('Ann')], 'Ann'],
  ])('%s', (_name, breakOrder, steps, breaker) => {
    const doc: RefereeDoc = {
      game: 'nine-ball',
      players: ['Ann', 'Bob'],
      teams: null,
      options: { race: 3, breakOrder },
      setup: null,
      steps: [],
    };
    const r = new MatchReferee(doc, REFEREES['nine-ball'] as SupportedGame);
    [...steps, newRack].forEach((s, i) => {
      r.step(s, i);
    });
    expect(r.context.turn).toBe(breaker);
    expect(r.context.phase).toBe('break');
    r.stop();
  });
});
