import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { REFEREES, type SupportedGame } from '../rules/registry.ts';
import { EntryError, type MatchSetup, type MatchView, matchDoc, matchView, play, type SheetRow } from './controller.ts';
import { type Entry, type MatchFoul, wrongBall } from './entries.ts';
import { parseMatchLink } from './link.ts';
import { MATCH_GAMES } from './names.ts';
import { OLD_MATCHES } from './old-matches.ts';
import { nineBallMatch } from './testing.ts';

const NINE: MatchSetup = nineBallMatch();
const STRAIGHT: MatchSetup = { ...NINE, game: 'straight-pool', race: 1, target: 25 };
const EIGHT: MatchSetup = { ...NINE, game: 'eight-ball' };
const gameOf = (s: MatchSetup) => REFEREES[s.game] as SupportedGame;

const s = (balls: number[], more: { foul?: MatchFoul; pushOut?: true; safety?: true } = {}): Entry => ({
  kind: 'shot',
  balls: balls as never,
  ...more,
});
const foul = (f: MatchFoul) => s([], { foul: f });
const miss = s([]);
const warning: Entry = { kind: 'warning' };
const newRack: Entry = { kind: 'newRack' };
const run = (entries: Entry[], setup = NINE) => play(setup, entries, gameOf(setup));
const view = (entries: Entry[], setup = NINE) => matchView(run(entries, setup));

/** a nine-ball rack run out from the break by the breaker */
const breakAndRun = [s([2]), s([1]), s([3, 4, 5]), s([6, 7, 8]), s([9])];

describe('nine-ball: what the scoreboard shows after the entries', () => {
  test.each<[string, Entry[], Partial<MatchView>]>([
    ['the start: Ann breaks from the kitchen', [], { atTable: 'Ann', cueBall: 'in-hand-kitchen', phase: 'break' }],
    ['a dry break: Bob may push out', [miss], { atTable: 'Bob', cueBall: 'in-place', pushOutOffered: true }],
    [
      'a push out: Ann to accept or pass',
      [miss, s([], { pushOut: true })],
      { atTable: 'Ann', options: ['accept', 'pass'], pushOutOffered: false },
    ],
    [
      'passed back: Bob shoots',
      [miss, s([], { pushOut: true }), { kind: 'choose', option: 'pass' }],
      { atTable: 'Bob' },
    ],
    [
      'a scratch: ball in hand for the other',
      [miss, foul('scratch')],
      { atTable: 'Ann', cueBall: 'in-hand', fouls: { Ann: 0, Bob: 1 } },
    ],
    [
      'two fouls in a row: the warning is due',
      [miss, foul('scratch'), miss, foul('no-rail')],
      { fouls: { Ann: 0, Bob: 2 }, warningDue: 'Bob' },
    ],
    [
      'the warning given: no longer due',
      [miss, foul('scratch'), miss, foul('no-rail'), warning],
      { fouls: { Ann: 0, Bob: 2 }, warningDue: null, atTable: 'Ann' },
    ],
    [
      'the third foul loses the rack',
      [miss, foul('scratch'), miss, foul('no-rail'), warning, miss, foul('wrong-ball-first')],
      { rackOver: true, atTable: null, standing: { race: 3, games: { Ann: 1, Bob: 0 }, winner: null } },
    ],
    [
      'the next rack: the winner breaks (break order winner)',
      [miss, foul('scratch'), miss, foul('no-rail'), warning, miss, foul('wrong-ball-first'), newRack],
      { game: 2, atTable: 'Ann', cueBall: 'in-hand-kitchen', fouls: { Ann: 0, Bob: 0 } },
    ],
    [
      'a break and run wins a rack',
      breakAndRun,
      { rackOver: true, standing: { race: 3, games: { Ann: 1, Bob: 0 }, winner: null } },
    ],
    [
      'a race to 3 won by three break-and-runs',
      [...breakAndRun, newRack, ...breakAndRun, newRack, ...breakAndRun],
      { matchOver: true, game: 3, standing: { race: 3, games: { Ann: 3, Bob: 0 }, winner: 'Ann' } },
    ],
    [
      'a concession ends the match',
      [miss, { kind: 'concede', by: 'Bob' }],
      { matchOver: true, standing: { race: 3, games: { Ann: 1, Bob: 0 }, winner: 'Ann', loser: 'Bob' } },
    ],
    [
      'wrong ball first is not offered with one ball left',
      [s([2]), s([1, 3, 4, 5, 6, 7, 8])],
      {
        onTable: [9],
        foulsOffered: [
          'scratch',
          'no-contact',
          'no-rail',
          'cue-ball-off-table',
          'double-hit',
          'push-shot',
          'touched-ball',
          'no-foot-on-floor',
        ],
      },
    ],
  ])('%s', (_name, entries, want) => {
    expect(view(entries)).toMatchObject(want);
  });

  test('an entry the engine refuses is reported with its index, not kept', () => {
    expect(() => run([...breakAndRun, miss])).toThrow(EntryError);
    expect(() => run([...breakAndRun, miss])).toThrow(/entry 6: .*game is already over/);
    expect(() => run([...breakAndRun, newRack, ...breakAndRun, newRack, ...breakAndRun, newRack])).toThrow(
      /entry 18: the match is over \(Ann won the race to 3\)/,
    );
  });
});

describe('eight-ball', () => {
  test.each<[string, Entry[], Partial<MatchView>]>([
    ['a ball on the break: Ann continues, table open', [s([3])], { atTable: 'Ann' }],
    [
      'a solid: Ann has the solids, and the 8 pocketed after them wins',
      [s([3]), s([1]), s([2, 4, 5, 6, 7]), s([8])],
      {
        rackOver: true,
        standing: { race: 3, games: { Ann: 1, Bob: 0 }, winner: null },
      },
    ],
    [
      'the 8 in another pocket than called loses the rack (4.20)',
      [s([3]), s([1]), s([2, 4, 5, 6, 7]), { kind: 'shot', balls: [8], pocket: 'foot-right' }],
      {
        rackOver: true,
        last: expect.objectContaining({
          result: expect.objectContaining({ winner: 'Bob', reason: 'eight-wrong-pocket' }),
        }),
        standing: { race: 3, games: { Ann: 0, Bob: 1 }, winner: null },
      },
    ],
    [
      'the 8 early loses the rack',
      [s([3]), s([8])],
      { rackOver: true, standing: { race: 3, games: { Ann: 0, Bob: 1 }, winner: null } },
    ],
  ])('%s', (_name, entries, want) => {
    expect(view(entries, EIGHT)).toMatchObject(want);
  });
});

describe('14.1: the score and the score sheet', () => {
  const row = (
    game: number,
    inning: number,
    player: string,
    balls: number,
    fouls: number,
    penalty: number,
    total: number,
  ): SheetRow => ({
    game,
    inning,
    player,
    balls,
    fouls,
    penalty,
    total,
  });
  test.each<[string, Entry[], Record<string, number>, SheetRow[]]>([
    ['a safe break', [miss], { Ann: 0, Bob: 0 }, [row(1, 1, 'Ann', 0, 0, 0, 0)]],
    [
      'innings, a foul, a re-rack after 14 balls',
      [miss, s([1, 2, 3]), miss, foul('scratch'), s([4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14])],
      { Ann: -1, Bob: 14 },
      [
        row(1, 1, 'Ann', 0, 0, 0, 0),
        row(1, 1, 'Bob', 3, 0, 0, 3),
        row(1, 2, 'Ann', 0, 1, 1, -1),
        row(1, 2, 'Bob', 11, 0, 0, 14),
      ],
    ],
    [
      'balls pocketed, not as called: spotted, no point, the inning over (6.8)',
      [miss, { kind: 'shot', balls: [3, 4], pocket: 'foot-right' }],
      { Ann: 0, Bob: 0 },
      [row(1, 1, 'Ann', 0, 0, 0, 0), row(1, 1, 'Bob', 0, 0, 0, 0)],
    ],
    [
      'three fouls in a row cost 15 more (6.12)',
      [miss, foul('no-rail'), miss, foul('no-rail'), warning, miss, foul('no-rail')],
      { Ann: 0, Bob: -18 },
      [
        row(1, 1, 'Ann', 0, 0, 0, 0),
        row(1, 1, 'Bob', 0, 1, 1, -1),
        row(1, 2, 'Ann', 0, 0, 0, 0),
        row(1, 2, 'Bob', 0, 1, 1, -2),
        row(1, 3, 'Ann', 0, 0, 0, 0),
        row(1, 3, 'Bob', 0, 1, 16, -18),
      ],
    ],
  ])('%s', (_name, entries, score, sheet) => {
    const p = run(entries, STRAIGHT);
    expect(matchView(p).score).toEqual(score);
    expect(p.sheet).toEqual(sheet);
  });

  test('the game ends at the target, and the race of one game with it', () => {
    const fourteen = s([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    const v = view([miss, fourteen, s([15, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])], STRAIGHT);
    expect(v).toMatchObject({ rackOver: true, matchOver: true, score: { Ann: 0, Bob: 26 } });
  });
});

describe('matches logged before the last fields replay as they did', () => {
  test.each(OLD_MATCHES.map(([link, hash]) => [link.split('.')[1]?.slice(1), link, hash] as const))(
    '%s: the same steps',
    (_game, link, hash) => {
      const r = parseMatchLink(link);
      if (!r.ok) throw new Error(`${r.field}: ${r.reason}`);
      const p = play(r.value.setup, r.value.entries, gameOf(r.value.setup));
      expect(p.steps).toHaveLength(r.value.entries.length);
      expect(createHash('sha256').update(JSON.stringify(p.steps)).digest('hex')).toBe(hash);
    },
  );

  test('every game but side-pocket-one is among them', () => {
    const games = OLD_MATCHES.map(([link]) => link.split('.')[1]?.slice(1));
    expect(MATCH_GAMES.filter((g) => !games.includes(g))).toEqual(['side-pocket-one']);
  });
});

describe('the private numbers and the weaker players reach the engine', () => {
  const KELLY: MatchSetup = { ...NINE, game: 'kelly-pool', peas: [7, 12] };
  const MRS: MatchSetup = { ...NINE, game: 'mr-and-mrs', novice: ['Bob'] };

  test('the log carries them as the contract’s options, in the games that read them only', () => {
    expect(matchDoc(KELLY).options.peas).toEqual({ Ann: 7, Bob: 12 });
    expect(matchDoc(MRS).options.novice).toEqual(['Bob']);
    expect(matchDoc({ ...KELLY, game: 'nine-ball' }).options).not.toHaveProperty('peas');
    expect(matchDoc({ ...MRS, game: 'six-ball' }).options).not.toHaveProperty('novice');
    expect(matchDoc({ ...NINE, game: 'kelly-pool' }).options).not.toHaveProperty('peas');
  });

  test('Kelly Pool: Bob pockets his own 12 and wins the rack (kelly-pool/6); without peas the rack goes on', () => {
    const entries = [miss, s([12])];
    expect(run(entries, KELLY).rulings.at(-1)?.result).toMatchObject({ winner: 'Bob' });
    expect(run(entries, KELLY).standing.games).toEqual({ Ann: 0, Bob: 1 });
    expect(run(entries, { ...KELLY, peas: undefined }).rulings.at(-1)?.result).toBeNull();
  });

  test('Mr. & Mrs.: Bob, the weaker player, may hit any ball first; Ann may not (mr-and-mrs/1)', () => {
    expect(wrongBall(run([miss], MRS).position)).toBeNull();
    expect(wrongBall(run([miss], { ...MRS, novice: ['Ann'] }).position)).toBe(2);
    expect(view([miss, s([5])], MRS).foulsOffered).not.toContain('wrong-ball-first');
  });
});
