/**
 * `options.race` (docs/contract.md): a match of several games. Known answers: the match after
 * each log, and the errors of races that are not one (each naming its field).
 */
import { describe, expect, test } from 'vitest';
import { runReferee } from './run-cli.ts';

type Obj = Record<string, unknown>;
const hit = (target: number) => ({ type: 'hit', ball: 'cue', target });
const pocket = (ball: number | 'cue') => ({ type: 'pocket', ball });
const rail = (ball: number) => ({ type: 'rail', ball });
const shot = (by: string, events: Obj[], more: Obj = {}) => ({ shot: { by, events, ...more } });
/** nine-ball: the 9 on the break, a game won in one step */
const nineOnBreak = (by: string) => shot(by, [hit(1), pocket(9)]);
const miss = (by: string) => shot(by, [hit(1), rail(1)]);
const noContact = (by: string) => shot(by, []);
const newRack = (breaker?: string) => ({ newRack: breaker ? { breaker } : {} });
const warning = { announce: { by: 'referee', what: 'warning' } };
const concede = (by: string) => ({ announce: { by, what: 'concede' } });

const nine = (race: unknown, steps: Obj[], more: Obj = {}) => ({
  game: 'nine-ball',
  players: ['A', 'B'],
  options: { race, ...more },
  steps,
});

function rule(doc: Obj): { match: Obj }[] {
  const r = runReferee(JSON.stringify(doc), ['--lang', 'en']);
  expect(r.stderr).toBe('');
  return (JSON.parse(r.stdout) as { rulings: { match: Obj }[] }).rulings;
}

describe('a race: the match after the log', () => {
  test.each<[string, Obj, Obj]>([
    ['one game of three', nine(3, [nineOnBreak('A')]), { race: 3, games: { A: 1, B: 0 }, winner: null }],
    [
      'a race to 2 won 2-0',
      nine(2, [nineOnBreak('A'), newRack(), nineOnBreak('A')]),
      { race: 2, games: { A: 2, B: 0 }, winner: 'A' },
    ],
    [
      'a race to 2 won 2-1 with the break alternating',
      nine(2, [nineOnBreak('A'), newRack(), nineOnBreak('B'), newRack(), nineOnBreak('A')], {
        breakOrder: 'alternate',
      }),
      { race: 2, games: { A: 2, B: 1 }, winner: 'A' },
    ],
    [
      'a game lost on three fouls counts for the opponent (2.16 warning logged)',
      nine(3, [
        shot('A', [hit(1), pocket(2)]),
        noContact('A'),
        miss('B'),
        noContact('A'),
        warning,
        miss('B'),
        noContact('A'),
      ]),
      { race: 3, games: { A: 0, B: 1 }, winner: null },
    ],
    [
      'a concession ends the match whatever the score (1.14)',
      nine(5, [nineOnBreak('A'), newRack(), concede('A')]),
      { race: 5, games: { A: 1, B: 1 }, winner: 'B', loser: 'A' },
    ],
    ['a race to 1 is one game', nine(1, [nineOnBreak('A')]), { race: 1, games: { A: 1, B: 0 }, winner: 'A' }],
    [
      'teams count games by team',
      {
        game: 'eight-ball',
        players: {
          teams: [
            ['A', 'C'],
            ['B', 'D'],
          ],
        },
        options: { race: 2 },
        steps: [concede('D')],
      },
      { race: 2, games: { 'team-1': 1, 'team-2': 0 }, winner: 'team-1', loser: 'team-2' },
    ],
  ])('%s', (_name, doc, want) => {
    const rulings = rule(doc);
    expect(rulings.at(-1)?.match).toEqual(want);
  });

  test('every ruling carries the match; a log without a race has no match field', () => {
    expect(rule(nine(2, [nineOnBreak('A'), newRack()])).map((r) => r.match.games)).toEqual([
      { A: 1, B: 0 },
      { A: 1, B: 0 },
    ]);
    const plain = rule({ game: 'nine-ball', players: ['A', 'B'], steps: [nineOnBreak('A')] });
    expect(plain[0]).not.toHaveProperty('match');
  });
});

describe('a race that is not one is bad input naming the field', () => {
  test.each<[string, Obj, string]>([
    ['zero', nine(0, []), 'options.race: a race is at least 1 game'],
    ['a fraction', nine(1.5, []), 'options.race: expected the games to win, a whole number'],
    ['too long', nine(1001, []), 'options.race: a race is at most 1000 games'],
    ['a string', nine('3', []), 'options.race: expected the games to win, a whole number'],
    [
      'in the lag',
      { game: 'lag', players: ['A', 'B'], options: { race: 2 }, steps: [] },
      'options.race: unknown field (not an option of lag)',
    ],
    [
      'a new rack after the match',
      nine(1, [nineOnBreak('A'), newRack()]),
      'steps[1]: the match is over (A won the race to 1)',
    ],
    [
      'a shot after a concession',
      nine(3, [concede('B'), nineOnBreak('A')]),
      'steps[1]: the match is over (B lost the match)',
    ],
  ])('%s', (_name, doc, message) => {
    const r = runReferee(JSON.stringify(doc));
    expect({ status: r.status, stderr: r.stderr.trim(), stdout: r.stdout }).toEqual({
      status: 2,
      stderr: message,
      stdout: '',
    });
  });
});
