/**
 * The match page's export is the contract's referee log: the command rules it as the page did,
 * ruling for ruling (fouls, who is next, the cue ball, the options, the result, the match).
 */
import { describe, expect, test } from 'vitest';
import { exportLog, type MatchSetup, play } from '../../src/core/match/controller.ts';
import type { Entry } from '../../src/core/match/entries.ts';
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
  ])('%s', (_name, setup, entries, match) => {
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
    expect(cli.at(-1)?.match).toEqual(match);
  });
});
