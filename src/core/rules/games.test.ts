import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { QUIZ_BANKS } from '../quiz/types.ts';
import { RACKS, rackSize } from '../table/racks.ts';
import { GAME_IDS } from '../vocabulary/index.ts';
import { GAMES, gameOf } from './games.ts';
import { RefereeInputError, referee } from './index.ts';
import { loadGame } from './lazy.ts';
import { REFEREES } from './registry.ts';

const DOCS = resolve(import.meta.dirname, '../../content/docs');

/** Where the engine stops a log with `n` players of `game` (no steps): the path of its error, or null. */
function playersRefused(game: (typeof GAMES)[number]['id'], n: number): string | null {
  const players = Array.from({ length: n }, (_x, i) => `P${i + 1}`);
  try {
    referee({ game, players, teams: null, options: {}, setup: null, steps: [] });
    return null;
  } catch (e) {
    if (e instanceof RefereeInputError) return e.path;
    throw e;
  }
}

describe('the game list', () => {
  test('the ids are the descriptors’, each once, in the order of the list', () => {
    expect(GAME_IDS).toEqual(GAMES.map((g) => g.id));
    expect(new Set(GAME_IDS).size).toBe(GAMES.length);
    for (const g of GAMES) expect(gameOf(g.id)).toBe(g);
  });

  test('the registry, the racks and the quiz banks are made from the list', () => {
    expect(Object.keys(REFEREES)).toEqual(GAME_IDS);
    expect(Object.keys(RACKS)).toEqual(GAME_IDS);
    for (const g of GAMES) expect(RACKS[g.id]).toBe(g.rack);
    expect(QUIZ_BANKS).toEqual(['general', ...GAMES.filter((g) => g.quiz !== null).map((g) => g.id)]);
  });

  test.each(GAMES.map((g) => [g.id, g] as const))('%s: its loader gives the registry’s machine', async (id, g) => {
    const lazy = await loadGame(id);
    const entry = REFEREES[id];
    expect(entry.status).toBe('supported');
    if (entry.status !== 'supported' || !lazy) return;
    expect(lazy.machine).toBe(entry.machine);
    expect(lazy.stepKinds).toEqual(g.stepKinds);
    expect(lazy.announcements).toEqual(entry.announcements);
  });

  test.each(GAMES.map((g) => [g.id, g] as const))('%s: the engine takes the players its descriptor allows', (id, g) => {
    const { min, max } = g.players;
    expect(playersRefused(id, min)).toBeNull();
    expect(playersRefused(id, max)).toBeNull();
    expect(playersRefused(id, min - 1)).toBe('players');
    expect(playersRefused(id, max + 1)).toBe('players');
  });

  test.each(GAMES.map((g) => [g.id, g] as const))('%s: its rack holds only balls of the game', async (id, g) => {
    const entry = REFEREES[id];
    if (entry.status !== 'supported') return;
    const balls =
      g.rack.kind === 'triangle' ? g.rack.rows.flat() : g.rack.kind === 'spots' ? g.rack.balls.map(([b]) => b) : [];
    expect(balls.length).toBe(rackSize(id));
    for (const b of balls) expect(entry.ballExists(b), `ball ${b}`).toBe(true);
  });

  test.each(GAMES.map((g) => [g.id, g] as const))('%s: its rule page and anchor exist in both languages', (_id, g) => {
    const { page, anchor } = g.rules;
    for (const lang of ['en', 'ru']) {
      const file = resolve(DOCS, lang, 'rules', `${page}.mdx`);
      expect(existsSync(file), file).toBe(true);
      if (anchor === null) continue;
      const number = anchor.replace(/^rule-/, '').replaceAll('-', '.');
      expect(readFileSync(file, 'utf8')).toMatch(new RegExp(`^#{2,4} ${number.replaceAll('.', '\\.')} `, 'm'));
    }
  });

  test.each(GAMES.map((g) => [g.id, g] as const))(
    '%s: a score below zero only where its descriptor names the paragraph that allows it',
    (_id, g) => {
      const players = Array.from({ length: g.players.min }, (_x, i) => `P${i + 1}`);
      const below = () =>
        referee({ game: g.id, players, teams: null, options: {}, setup: { score: { P1: -1 } }, steps: [] });
      if (g.negativeScore === null) expect(below).toThrow(/setup\.score\.P1: a score in .* is never below 0/);
      else expect(below).not.toThrow();
    },
  );

  test('only 14.1 scores below zero (6.11: foul penalties)', () => {
    expect(GAMES.filter((g) => g.negativeScore !== null).map((g) => [g.id, g.negativeScore])).toEqual([
      ['straight-pool', '6.11'],
    ]);
  });

  test('the sidebar places of the recreational pages are 1, 2, 3 … with none twice', () => {
    const places = GAMES.flatMap((g) => (g.rules.sidebar === null ? [] : [g.rules.sidebar])).sort((a, b) => a - b);
    expect(places).toEqual(places.map((_p, i) => i + 1));
  });
});
