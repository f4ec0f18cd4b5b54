import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { RACE_GAMES } from './race.ts';

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
