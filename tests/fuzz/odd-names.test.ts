/**
 * Players named `__proto__`, `toString`, `constructor` (and names in other scripts) are ruled
 * exactly like players named A, B, C: every example log through the command, and seeded random
 * games of every game through the core, give the same rulings once the names are put back.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { runRefereeCli } from '../../bin/referee.ts';
import { playGame } from '../../src/core/rules/game-testing.ts';
import {
  type GameContext,
  REFEREES,
  type RefereeDoc,
  referee,
  type Step,
  supportedGames,
} from '../../src/core/rules/index.ts';
import type { GameId } from '../../src/core/vocabulary/index.ts';
import { inverse, ODD_NAMES, oddNameMap, renameBack, renameExact } from './rename.ts';

const root = join(import.meta.dirname, '../..');
const dir = join(root, 'examples/referee');
const examples = readdirSync(dir).flatMap((g) =>
  readdirSync(join(dir, g))
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({
      file: `${g}/${f}`,
      log: (JSON.parse(readFileSync(join(dir, g, f), 'utf8')) as { case: unknown }).case,
    })),
);

const plainNames = (log: { players: string[] | { teams: string[][] } }): string[] =>
  Array.isArray(log.players) ? log.players : log.players.teams.flat();

const run = (log: unknown) => runRefereeCli([], () => JSON.stringify(log));

describe('odd player names through the referee command: the example logs', () => {
  test('there are example logs', () => expect(examples.length).toBeGreaterThan(40));
  test.each(examples.map((e) => [e.file, e] as const))('%s', (_f, e) => {
    const plain = run(e.log);
    expect(plain.status, plain.stderr).toBe(0);
    const names = plainNames(e.log as never);
    for (let shift = 0; shift < ODD_NAMES.length; shift += 3) {
      const map = oddNameMap(names, shift);
      const odd = run(renameExact(e.log, map));
      expect(odd.stderr).toBe('');
      expect(odd.status).toBe(0);
      expect(renameBack(JSON.parse(odd.stdout), inverse(map))).toEqual(JSON.parse(plain.stdout));
    }
  });
});

/** Players for a random game: the counts each game's rules allow. */
const PLAYERS: Partial<Record<GameId, string[]>> = { cutthroat: ['A', 'B', 'C'] };
const TEAMS: Partial<Record<GameId, string[][]>> = {
  honolulu: [
    ['A', 'C'],
    ['B', 'D'],
  ],
  'odd-ball': [
    ['A', 'C'],
    ['B', 'D'],
  ],
};

/** Options and set-ups keyed by player, so that every per-player record meets the odd names. */
const OPTIONS: Partial<Record<GameId, (seed: number) => RefereeDoc['options']>> = {
  'kelly-pool': (seed) => ({ peas: { A: 3, B: 7, C: 11 }, ...(seed % 4 === 1 ? { variant: 'scoring' } : {}) }),
  'forty-one': () => ({ peas: { A: [5, 9], B: 12, C: 2 } }),
  'mr-and-mrs': () => ({ novice: ['B'] }),
  'card-ball': () => ({
    hands: { A: [1, 5, 9, 13, 2], B: [3, 4, 6, 7, 8], C: [10, 11, 12, 1, 2] },
    deck: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13],
  }),
};
const SETUPS: Partial<Record<GameId, RefereeDoc['setup']>> = {
  'eight-ball': { shooter: 'B', groups: { A: 'solids', B: 'stripes' }, consecutiveFouls: { A: 1, B: 0 } },
  'nine-ball': { shooter: 'B', consecutiveFouls: { A: 2, B: 1 } },
  'straight-pool': { shooter: 'B', score: { A: 10, B: -1 }, consecutiveFouls: { A: 2 } },
  cowboy: { shooter: 'A', score: { A: 88, B: 95 } },
  'six-ball': { shooter: 'B', consecutiveFouls: { A: 1, B: 1 } },
};

/** Per-player option records cut to the players of the log. */
function onlyPlayers(options: RefereeDoc['options'], players: readonly string[]): RefereeDoc['options'] {
  const out: RefereeDoc['options'] = {};
  for (const [k, v] of Object.entries(options))
    out[k] =
      v && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(Object.entries(v).filter(([p]) => players.includes(p)))
        : v;
  return out;
}

/** A lag of both players: each ball to the foot cushion and back, some short, some across the line. */
function lagStep(ctx: GameContext, rng: () => number): Step {
  const entry = () => ({
    events: rng() < 0.8 ? [{ type: 'rail' as const, ball: 'cue' as const, rail: 'foot' as const }] : [],
    final: [0.05 + rng() * 0.5, 0.1 + rng() * 1.0] as [number, number],
  });
  return { kind: 'lag', lag: Object.fromEntries(ctx.players.slice(0, 2).map((p) => [p, entry()])) };
}

/** The WPA games and the two-player recreational games take two players. */
const TWO = ['eight-ball', 'nine-ball', 'straight-pool', 'lag', 'honolulu', 'odd-ball', 'side-pocket-one', 'cribbage'];

function randomLog(game: GameId, seed: number): RefereeDoc {
  const teams = TEAMS[game] ?? null;
  const all = teams ? ['A', 'B', 'C', 'D'] : (PLAYERS[game] ?? ['A', 'B', 'C'].slice(0, seed % 2 === 0 ? 2 : 3));
  const players = teams || !TWO.includes(game) ? all : all.slice(0, 2);
  const doc: RefereeDoc = {
    game,
    players,
    teams,
    options: onlyPlayers(OPTIONS[game]?.(seed) ?? {}, players),
    setup: seed % 2 === 0 ? (SETUPS[game] ?? null) : null,
    steps: [],
  };
  const newRacks = REFEREES[game].status === 'supported' && REFEREES[game].stepKinds.includes('newRack');
  const lag = game === 'lag';
  const steps = playGame(doc, seed, lag ? 4 : 60, lag ? lagStep : undefined, newRacks).map((s) => s.step);
  return { ...doc, steps };
}

describe('odd player names through the core: seeded random games of every game', () => {
  const games = supportedGames().filter((g) => REFEREES[g].status === 'supported');
  test.each(games)('%s', (game) => {
    for (let seed = 1; seed <= 12; seed += 1) {
      const log = randomLog(game, seed);
      const plain = JSON.stringify(referee(log).rulings);
      const names = log.teams ? log.teams.flat() : log.players;
      const map = oddNameMap(names, seed);
      const odd = referee(renameExact(log, map) as RefereeDoc).rulings;
      expect(renameBack(JSON.parse(JSON.stringify(odd)), inverse(map)), `${game} seed ${seed}`).toEqual(
        JSON.parse(plain),
      );
    }
  });
});
