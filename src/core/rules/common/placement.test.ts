/**
 * One check of the cue ball in hand behind the head string for every game (head-string.ts,
 * kitchenPlacementNotes; 3.10, 2.21; wpa-current 6.10): a ball whose centre is on the head string
 * is not behind it. 1999: clearly outside is a foul; on the line (or within half a ball beyond it)
 * the shot stands unless the referee warned, which the log records as the foul
 * `bad-cue-ball-position`. Current rules: on or in front of the line is a foul, warned or not.
 */
import { describe, expect, test } from 'vitest';
import { GAME_IDS, type GameId, type ShotEvent } from '../../vocabulary/index.ts';
import { ev, game, shot } from '../build.ts';
import { lastRuling } from '../testing.ts';
import type { Edition } from './policy.ts';
import type { GameSetup } from './types.ts';

const L = 2.54;
const ON_LINE: [number, number] = [L / 4, 0.5];
const INSIDE: [number, number] = [L / 4 - 0.01, 0.5];
const OUTSIDE: [number, number] = [L / 4 + 0.2, 0.5];

const GAMES = GAME_IDS.filter((g) => g !== 'lag');
const CURRENT: GameId[] = ['eight-ball', 'nine-ball', 'straight-pool'];

function doc(g: GameId, at: [number, number], edition: Edition, reported = false) {
  const setup: GameSetup = { shooter: 'A', onTable: [1, 2, 3, 5, 6], cueBall: 'in-hand-kitchen' };
  if (g === 'cowboy') Object.assign(setup, { onTable: [1, 3, 5], score: { A: 20, B: 0 } });
  if (g === 'bowlliards') Object.assign(setup, { frame: 1, inning: 2 });
  if (g === 'eight-ball') setup.groups = { A: 'solids', B: 'stripes' };
  const events: ShotEvent[] = [
    ...(reported ? [ev.foul('bad-cue-ball-position')] : []),
    ev.cross(),
    ev.hit(1),
    ev.pocket(1, 'foot-left'),
  ];
  const players = g === 'cutthroat' ? ['A', 'B', 'C'] : ['A', 'B'];
  const options =
    g === 'card-ball' ? { hands: { A: [1, 2, 3, 4, 5, 6, 7], B: [8, 9, 10, 11, 12, 13, 1] }, deck: [2, 3] } : {};
  const extra =
    g === 'straight-pool' || g === 'side-pocket-one'
      ? { call: { kind: 'ball' as const, ball: 1 as const, pocket: 'foot-left' as const } }
      : {};
  return { ...game(g, [shot('A', events, { cueBallAt: at, ...extra })], { setup, players, options }), edition };
}

const placementFoul = (g: GameId, at: [number, number], edition: Edition, reported = false): boolean =>
  lastRuling(doc(g, at, edition, reported)).fouls.includes('bad-cue-ball-position');

describe.each(GAMES)('%s: the cue ball in hand behind the head string', (g) => {
  test('behind the line: no foul', () => {
    expect(placementFoul(g, INSIDE, 'wpa-1999')).toBe(false);
  });
  test('1999: the centre on the head string, unwarned: the shot stands, 3.10 and 2.21 cited', () => {
    const r = lastRuling(doc(g, ON_LINE, 'wpa-1999'));
    expect(r.fouls).not.toContain('bad-cue-ball-position');
    expect(r.rules).toEqual(expect.arrayContaining(['3.10', '2.21']));
  });
  test('1999: on the line after the warning (the foul logged): a foul under 3.10, 2.21', () => {
    const r = lastRuling(doc(g, ON_LINE, 'wpa-1999', true));
    expect(r.fouls).toContain('bad-cue-ball-position');
    expect(r.rules.indexOf('3.10')).toBeGreaterThanOrEqual(0);
    expect(r.rules.indexOf('3.10')).toBeLessThan(r.rules.indexOf('3.17'));
  });
  test('1999: clearly in front of the line: a foul, warned or not', () => {
    expect(placementFoul(g, OUTSIDE, 'wpa-1999')).toBe(true);
  });
  test.runIf(CURRENT.includes(g))('current rules: on the line is a foul, warned or not (WPA 2016 6.10)', () => {
    const r = lastRuling(doc(g, ON_LINE, 'wpa-current'));
    expect(r.fouls).toContain('bad-cue-ball-position');
    expect(r.rules[0]).toBe('wpa-6.10');
    const warned = lastRuling(doc(g, ON_LINE, 'wpa-current', true));
    expect(warned.rules[0]).toBe('wpa-6.10');
    expect(warned.rules).not.toContain('2.21');
    expect(placementFoul(g, INSIDE, 'wpa-current')).toBe(false);
  });
});
