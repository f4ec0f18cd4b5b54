/**
 * 3.31 in every game built on the kit: a ball that moves or settles by itself is neither a stroke
 * nor a foul. A step holding only `settle` events leaves the player at the table, the cue ball and
 * any open choice as they were; the next shot of that player is in turn.
 */
import { describe, expect, test } from 'vitest';
import { explain } from '../../../i18n/rulings/index.ts';
import { GAME_IDS, type GameId } from '../../vocabulary/index.ts';
import { choose, ev, game, shot } from '../build.ts';
import { rulings } from '../testing.ts';
import type { GameSetup, Step } from './types.ts';

const GAMES = GAME_IDS.filter((g): g is Exclude<GameId, 'lag'> => g !== 'lag');

function setupOf(g: GameId): GameSetup {
  if (g === 'cowboy') return { shooter: 'A', onTable: [1, 3, 5], positions: { 1: [0.635, 0.635] } };
  const s: GameSetup = { shooter: 'A', onTable: [1, 2, 3], positions: { 1: [0.635, 0.635] } };
  if (g === 'eight-ball') s.groups = { A: 'solids', B: 'stripes' };
  if (g === 'bowlliards') return { ...s, frame: 1, inning: 1 } as GameSetup;
  return s;
}
const playersOf = (g: GameId) => (g === 'cutthroat' ? ['A', 'B', 'C'] : ['A', 'B']);
const doc = (g: GameId, steps: Step[]) => game(g, steps, { setup: setupOf(g), players: playersOf(g) });

/** A plain shot by A at the 1 (or the game's first ball) that drives it to a cushion. */
const play = (g: GameId): Step => shot('A', [ev.hit(g === 'cutthroat' ? 2 : 1), ev.rail(g === 'cutthroat' ? 2 : 1)]);

type Case = [name: string, settle: Step];
const CASES: Case[] = [
  ['a ball creeps and stays on the table (logged by the player at the table)', shot('A', [ev.settle(1)])],
  ['a ball creeps and stays on the table (logged by the other player)', shot('B', [ev.settle(3)])],
  ['a ball moves as it is about to be played, and stays on the table', shot('A', [ev.settle(1, undefined, 'shot')])],
  ['two balls settle and stay', shot('A', [ev.settle(1), ev.settle(3)])],
];

describe('3.31: a ball moving by itself is neither a stroke nor a foul, in every game', () => {
  for (const g of GAMES) {
    test.each(CASES)(`${g}: %s`, (_name, settle) => {
      const [r0, r1] = rulings(doc(g, [settle, play(g)]));
      expect(r0).toMatchObject({ foul: false, fouls: [], next: 'A', restore: false, replay: false, result: null });
      expect(r0?.rules).toContain('3.31');
      expect(r0 && explain(r0, 'en')).toContain('neither');
      // the player at the table shoots next, in turn: no interference (3.41) on his shot
      expect(r1?.fouls).not.toContain('interference');
      expect(r1 && explain(r1, 'en')).not.toContain('out of turn');
    });

    test(`${g}: a ball at rest drops into a pocket by itself: put back, no foul, same player`, () => {
      const [r0, r1] = rulings(doc(g, [shot('B', [ev.settle(1, 'foot-left')]), play(g)]));
      expect(r0).toMatchObject({ foul: false, fouls: [], next: 'A', restore: true, replay: false });
      expect(r0?.spotted).toEqual([]);
      expect(r1?.fouls).not.toContain('interference');
    });
  }
});

describe('3.31 with a choice open: the choice stays open', () => {
  test('eight-ball illegal break, then a ball settles: the options are still offered to B', () => {
    const steps: Step[] = [shot('A', [ev.hit(1), ev.rail(2)]), shot('B', [ev.settle(5)]), choose('B', 'rerack-self')];
    const [r0, r1, r2] = rulings(game('eight-ball', steps));
    expect(r0?.options).toEqual(['accept', 'rerack-self', 'rerack-opponent']);
    expect(r1).toMatchObject({ foul: false, next: 'B', options: r0?.options });
    expect(r2).toMatchObject({ foul: false, next: 'B', rerack: true });
  });

  test('the cue ball in hand stays in hand across a settling ball (nine-ball)', () => {
    const steps: Step[] = [shot('A', [ev.hit(2), ev.rail(2)]), shot('B', [ev.settle(3)])];
    const [, r1] = rulings(game('nine-ball', steps, { setup: { shooter: 'A', onTable: [1, 2, 3, 9] } }));
    expect(r1).toMatchObject({ foul: false, next: 'B', cueBall: 'in-hand', consecutiveFouls: { A: 1, B: 0 } });
  });
});
