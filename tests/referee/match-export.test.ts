/**
 * The match page's export is the contract's referee log: the command rules it as the page did,
 * ruling for ruling (fouls, who is next, the cue ball, the options, the result, the match).
 */
import { describe, expect, test } from 'vitest';
import { exportLog, type MatchSetup, matchView, play } from '../../src/core/match/controller.ts';
import { type Entry, legalBall } from '../../src/core/match/entries.ts';
import { MATCH_GAMES } from '../../src/core/match/names.ts';
import { nineBallMatch } from '../../src/core/match/testing.ts';
import { REFEREES, type SupportedGame } from '../../src/core/rules/registry.ts';
import { runReferee } from './run-cli.ts';

const base: MatchSetup = nineBallMatch({ race: 2, breakOrder: 'alternate' });
const s = (balls: number[], more: Partial<Extract<Entry, { kind: 'shot' }>> = {}): Entry => ({
  kind: 'shot',
  balls: balls as never,
  ...more,
});
const run = [s([2]), s([1]), s([3, 4, 5]), s([6, 7, 8]), s([9])];

describe('the export, ruled by the command, gives the page’s rulings', () => {
  test.each<[string, MatchSetup, Entry[], Record<string, unknown>]>([
    [
      'nine-ball: a push out, three fouls, a break-and-run',
      base,
      [
        s([]),
        s([], { pushOut: true }),
        { kind: 'choose', option: 'pass' },
        s([], { foul: 'scratch' }),
        s([]),
        s([], { foul: 'no-rail' }),
        { kind: 'warning' },
        s([]),
        s([], { foul: 'no-contact' }),
        { kind: 'newRack' },
        ...run,
      ],
      { race: 2, games: { Ann: 1, Bob: 1 }, winner: null },
    ],
    [
      'eight-ball under the current rules, a conduct penalty and a concession',
      { ...base, game: 'eight-ball', edition: 'wpa-current', race: 5 },
      [
        s([3]),
        s([1]),
        s([]),
        { kind: 'conduct', by: 'Ann', level: 'foul' },
        s([9], { safety: true }),
        { kind: 'concede', by: 'Ann' },
      ],
      { race: 5, games: { Ann: 0, Bob: 1 }, winner: 'Bob', loser: 'Ann' },
    ],
    [
      '14.1 to 20: fouls, a re-rack, a win',
      { ...base, game: 'straight-pool', race: 1, target: 20, wheelchair: true },
      [
        s([]),
        s([], { foul: 'scratch' }),
        s([1, 2, 3, 4, 5, 6, 7]),
        s([8, 9, 10, 11, 12, 13, 14]),
        s([], { foul: 'double-hit' }),
        s([1]),
        s([]),
        s([2, 3, 4, 5, 6, 7, 8]),
      ],
      { race: 1, games: { Ann: 1, Bob: 0 }, winner: 'Ann' },
    ],
    [
      'six-ball by two teams, the trailing break order',
      {
        ...base,
        game: 'six-ball',
        players: ['Ann', 'Bob'],
        teams: [
          ['Ann', 'Cid'],
          ['Bob', 'Dan'],
        ],
        breakOrder: 'trailing',
      },
      [
        s([1]),
        s([2, 3, 4, 5, 6]),
        { kind: 'newRack' },
        s([]),
        s([], { foul: 'scratch' }),
        s([1, 2, 3, 4, 5, 6]),
        { kind: 'newRack' },
        s([]),
        { kind: 'conduct', by: 'Dan', level: 'loss-of-match' },
      ],
      { race: 2, games: { 'team-1': 2, 'team-2': 1 }, winner: 'team-1', loser: 'team-2' },
    ],
    [
      'side-pocket-one: Ann names the right side pocket; the 1 scores for Bob in the left one, and his eighth point wins',
      { ...base, game: 'side-pocket-one', race: 1 },
      [s([], { sidePocket: 'side-right' }), s([1, 2, 3]), s([]), s([], { foul: 'scratch' }), s([4, 5, 6, 7]), s([8])],
      { race: 1, games: { Ann: 0, Bob: 1 }, winner: 'Bob' },
    ],
    [
      'Kelly Pool with the private numbers: Bob’s 12, then Ann’s 7',
      { ...base, game: 'kelly-pool', peas: [7, 12] },
      [s([]), s([1, 12]), { kind: 'newRack' }, s([]), s([7])],
      { race: 2, games: { Ann: 1, Bob: 1 }, winner: null },
    ],
    [
      'Mr. & Mrs.: Bob, the weaker player, pockets the 9 first',
      { ...base, game: 'mr-and-mrs', novice: ['Bob'] },
      [s([]), s([9]), s([], { foul: 'wrong-ball-first' })],
      { race: 2, games: { Ann: 0, Bob: 0 }, winner: null },
    ],
  ])('%s', (_name, setup, entries, match) => {
    const cli = sameRulings(setup, entries);
    expect(cli.at(-1)?.match).toEqual(match);
  });

  test.each(MATCH_GAMES.map((g) => [g]))('%s: a walk through the pad’s entries', (game) => {
    // the private numbers and the weaker player where the game reads them (ignored elsewhere)
    const setup: MatchSetup = { ...base, game, race: 5, peas: [3, 9], novice: ['Bob'] };
    const entries = walk(setup, 36);
    expect(entries.length).toBeGreaterThan(20);
    sameRulings(setup, entries);
  });
});

/**
 * Entries as a referee taps them, chosen from what the pad offers after each: the legal ball, a
 * ball and the next together, a miss, a safety and balls not as called where offered, each offered
 * foul in turn, the first option of a choice, the next rack.
 */
function walk(setup: MatchSetup, n: number): Entry[] {
  const game = REFEREES[setup.game] as SupportedGame;
  let entries: Entry[] = [];
  let foul = 0;
  for (let i = 0; i < n; i += 1) {
    const p = play(setup, entries, game);
    const v = matchView(p);
    if (v.matchOver) break;
    const balls = v.onTable;
    const legal = legalBall(p.position, []);
    const kind = i % 6;
    const e: Entry = v.rackOver
      ? { kind: 'newRack' }
      : v.sidePocket
        ? s(i % 2 === 0 ? [] : [2], { sidePocket: i % 4 < 2 ? 'side-left' : 'side-right' })
        : v.options.length > 0
          ? { kind: 'choose', option: v.options[0] as NonNullable<(typeof v.options)[0]> }
          : kind === 0 && legal !== null
            ? s([legal])
            : kind === 1
              ? s([])
              : kind === 2 && v.foulsOffered.length > 0
                ? s([], { foul: v.foulsOffered[foul++ % v.foulsOffered.length] })
                : kind === 3 && v.safety
                  ? s([], { safety: true })
                  : kind === 4 && v.calls && balls.length > 2
                    ? s(balls.slice(0, 2), { pocket: 'foot-right' })
                    : kind === 5 && v.losesNotAsCalled.length > 0
                      ? s(v.losesNotAsCalled, { pocket: 'foot-right' })
                      : legal !== null
                        ? s(balls.slice(0, 2))
                        : s([]);
    entries = [...entries, e];
  }
  return entries;
}

/** The export ruled by the command gives the page's rulings, field by field; the command's rulings. */
function sameRulings(setup: MatchSetup, entries: Entry[]): Record<string, unknown>[] {
  {
    const p = play(setup, entries, REFEREES[setup.game] as SupportedGame);
    const r = runReferee(JSON.stringify(exportLog(setup, p.steps)), ['--lang', 'en']);
    expect(r.stderr).toBe('');
    const cli = (JSON.parse(r.stdout) as { rulings: Record<string, unknown>[] }).rulings;
    const fields = (x: Record<string, unknown>) =>
      JSON.parse(
        JSON.stringify({
          fouls: x.fouls,
          next: x.next,
          cueBall: x.cueBall,
          options: x.options,
          score: x.score,
          result: x.result,
          match: x.match,
          rules: x.rules,
        }),
      );
    expect(cli.map(fields)).toEqual(p.rulings.map((x) => fields(x as unknown as Record<string, unknown>)));
    expect(cli).toHaveLength(entries.length);
    return cli;
  }
}
