/**
 * What each game's rules say through the engine, as the pad reads them: the ball to hit first, a
 * wrong ball, whether calls, a called safety and only banked balls count, the break's cushions and
 * the short list of fouls — at the break and after a dry break, for every game the page keeps.
 */
import { describe, expect, test } from 'vitest';
import { REFEREES, type SupportedGame } from '../rules/registry.ts';
import type { ShotEvent } from '../vocabulary/index.ts';
import { type MatchSetup, matchView, play } from './controller.ts';
import {
  banks,
  choosesSidePocket,
  type Entry,
  entryStep,
  hasCalls,
  hasSafety,
  legalBall,
  losesNotAsCalled,
  MATCH_FOULS,
  wrongBall,
} from './entries.ts';
import { MATCH_GAMES, type MatchGame } from './names.ts';
import { nineBallMatch } from './testing.ts';

const setupOf = (game: MatchGame, over: Partial<MatchSetup> = {}) => nineBallMatch({ game, ...over });
const played = (game: MatchGame, entries: Entry[], over: Partial<MatchSetup> = {}) =>
  play(setupOf(game, over), entries, REFEREES[game] as SupportedGame);
const dry: Entry = { kind: 'shot', balls: [] };
const ALL_BUT = (...not: string[]) => MATCH_FOULS.filter((f) => !not.includes(f));

/** the cushions a dry break is written with: object balls driven to a cushion, and the cue ball's */
const breakRails = (events: readonly ShotEvent[]) => ({
  balls: events.filter((e) => e.type === 'rail' && e.ball !== 'cue').length,
  cue: events.some((e) => e.type === 'rail' && e.ball === 'cue'),
});

type Row = [
  MatchGame,
  { first: number; wrong: number | null; balls: number; cue: boolean },
  { first: number; wrong: number | null; calls: boolean; safety: boolean; banks: boolean; pushOut: boolean },
  readonly string[],
];

describe('each game’s rules, read from the engine', () => {
  test.each<Row>([
    // 5.1, 5.4: the 1 first, four balls to a cushion; a push out after the break (5.5)
    [
      'nine-ball',
      { first: 1, wrong: 2, balls: 4, cue: false },
      { first: 1, wrong: 2, calls: false, safety: false, banks: false, pushOut: true },
      MATCH_FOULS,
    ],
    // 4.5: any ball on the break; 4.9: the 8 not first on an open table; calls (4.6) and safeties (4.8)
    [
      'eight-ball',
      { first: 1, wrong: null, balls: 4, cue: false },
      { first: 1, wrong: 8, calls: true, safety: true, banks: false, pushOut: false },
      MATCH_FOULS,
    ],
    // 6.2: two balls and the cue ball to a cushion; any ball first; every shot called (6.3)
    [
      'straight-pool',
      { first: 1, wrong: null, balls: 2, cue: true },
      { first: 1, wrong: null, calls: true, safety: true, banks: false, pushOut: false },
      ALL_BUT('wrong-ball-first'),
    ],
    [
      'six-ball',
      { first: 1, wrong: 2, balls: 4, cue: false },
      { first: 1, wrong: 2, calls: false, safety: false, banks: false, pushOut: false },
      MATCH_FOULS,
    ],
    [
      'bowlliards',
      { first: 1, wrong: null, balls: 4, cue: false },
      { first: 1, wrong: null, calls: false, safety: false, banks: false, pushOut: false },
      ALL_BUT('wrong-ball-first'),
    ],
    // cowboy/4: the break hits the 3 on the foot spot first
    [
      'cowboy',
      { first: 3, wrong: 1, balls: 3, cue: false },
      { first: 1, wrong: null, calls: false, safety: false, banks: false, pushOut: false },
      ALL_BUT('wrong-ball-first'),
    ],
    [
      'kelly-pool',
      { first: 1, wrong: 2, balls: 4, cue: false },
      { first: 1, wrong: 2, calls: false, safety: false, banks: false, pushOut: false },
      MATCH_FOULS,
    ],
    [
      'mr-and-mrs',
      { first: 1, wrong: 2, balls: 4, cue: false },
      { first: 1, wrong: 2, calls: false, safety: false, banks: false, pushOut: false },
      MATCH_FOULS,
    ],
    [
      'odd-ball',
      { first: 1, wrong: 2, balls: 4, cue: false },
      { first: 1, wrong: 2, calls: false, safety: false, banks: false, pushOut: false },
      MATCH_FOULS,
    ],
    // honolulu/6, 7: every ball called, and only a ball pocketed indirectly counts
    [
      'honolulu',
      { first: 1, wrong: null, balls: 4, cue: false },
      { first: 1, wrong: null, calls: true, safety: true, banks: true, pushOut: false },
      ALL_BUT('wrong-ball-first'),
    ],
    [
      'cribbage',
      { first: 1, wrong: null, balls: 4, cue: false },
      { first: 1, wrong: null, calls: false, safety: false, banks: false, pushOut: false },
      ALL_BUT('wrong-ball-first'),
    ],
    // side-pocket-one/7.2: every ball but the 1 counts in the pocket called (the 1 in no corner, 7.4)
    [
      'side-pocket-one',
      { first: 1, wrong: null, balls: 2, cue: true },
      { first: 1, wrong: null, calls: true, safety: false, banks: false, pushOut: false },
      ALL_BUT('wrong-ball-first'),
    ],
  ])('%s', (game, atBreak, afterDryBreak, fouls) => {
    const start = played(game, []).position;
    const step = entryStep(start, dry);
    expect(step.kind === 'shot' && step.shot.events[0]).toEqual({ type: 'hit', ball: 'cue', target: atBreak.first });
    expect({
      first: legalBall(start, []),
      wrong: wrongBall(start),
      ...breakRails(step.kind === 'shot' ? step.shot.events : []),
    }).toEqual(atBreak);
    const p = played(game, [dry]);
    const v = matchView(p);
    expect({
      first: legalBall(p.position, []),
      wrong: wrongBall(p.position),
      calls: hasCalls(p.position),
      safety: hasSafety(p.position),
      banks: banks(p.position),
      pushOut: v.pushOutOffered,
    }).toEqual(afterDryBreak);
    expect(v.foulsOffered).toEqual(fouls);
  });

  test('the table covers every game the page keeps', () => {
    expect(MATCH_GAMES).toHaveLength(12);
  });
});

describe('the positions that change the answers', () => {
  test.each<[string, MatchGame, Entry[], Partial<MatchSetup>, { first: number | null; wrong: number | null }]>([
    [
      'eight-ball, Bob on the solids: the 2 first, the 8 is wrong',
      'eight-ball',
      [dry, { kind: 'shot', balls: [1] }],
      {},
      { first: 2, wrong: 8 },
    ],
    [
      'eight-ball, an open table: the lowest ball first, the 8 is wrong',
      'eight-ball',
      [dry],
      {},
      { first: 1, wrong: 8 },
    ],
    [
      'nine-ball, the 1 gone: the 2 first, the 3 is wrong',
      'nine-ball',
      [{ kind: 'shot', balls: [1] }],
      {},
      { first: 2, wrong: 3 },
    ],
    [
      'nine-ball, only the 9 left: no wrong ball',
      'nine-ball',
      [{ kind: 'shot', balls: [1, 2, 3, 4, 5, 6, 7, 8] }],
      {},
      { first: 9, wrong: null },
    ],
    [
      'six-ball, the 1 and 2 gone: the 3 first',
      'six-ball',
      [{ kind: 'shot', balls: [1, 2] }],
      {},
      { first: 3, wrong: 4 },
    ],
  ])('%s', (_name, game, entries, over, want) => {
    const p = played(game, entries, over).position;
    expect({ first: legalBall(p, []), wrong: wrongBall(p) }).toEqual(want);
  });

  test('a ball pocketed that may be hit first is the one hit (eight-ball: the 12 on an open table)', () => {
    const p = played('eight-ball', [dry]).position;
    expect(legalBall(p, [12])).toBe(12);
    expect(legalBall(p, [8, 12])).toBe(12);
  });

  test('Honolulu writes a ball pocketed as banked, called for its pocket', () => {
    const step = entryStep(played('honolulu', [dry]).position, { kind: 'shot', balls: [5] });
    expect(step).toEqual({
      kind: 'shot',
      shot: {
        by: 'Bob',
        events: [
          { type: 'hit', ball: 'cue', target: 5 },
          { type: 'rail', ball: 5 },
          { type: 'pocket', ball: 5, pocket: 'foot-left' },
        ],
        call: { kind: 'ball', ball: 5, pocket: 'foot-left' },
      },
    });
  });

  test('no foot on the floor is not offered in a wheelchair match (7.3)', () => {
    expect(matchView(played('six-ball', [dry], { wheelchair: true })).foulsOffered).not.toContain('no-foot-on-floor');
  });
});

describe('the side pocket of the 1-ball (side-pocket-one/7.3, 7.4)', () => {
  const named: Entry = { kind: 'shot', balls: [], sidePocket: 'side-left' };
  const spo = (entries: Entry[]) => played('side-pocket-one', entries);
  const lastScore = (entries: Entry[]) => spo(entries).rulings.at(-1)?.score;

  test('named at the break only, and only in the game whose rules read it', () => {
    expect(choosesSidePocket(spo([]).position)).toBe(true);
    expect(choosesSidePocket(spo([named]).position)).toBe(false);
    for (const g of MATCH_GAMES.filter((x) => x !== 'side-pocket-one'))
      expect([g, choosesSidePocket(played(g, []).position)]).toEqual([g, false]);
  });

  test('the break declares it: the breaker’s pocket and the other one for the opponent', () => {
    const step = entryStep(spo([]).position, named);
    expect(step.kind === 'shot' && step.shot.sidePocket).toBe('side-left');
    expect(spo([named]).rulings[0]?.rules).toContain('side-pocket-one/7.3');
    expect(matchView(spo([named])).sidePockets).toEqual({ Ann: 'side-left', Bob: 'side-right' });
    expect(matchView(spo([dry])).sidePockets).toEqual({});
    expect(matchView(played('nine-ball', [dry])).sidePockets).toEqual({});
  });

  test('the 1 scores in the shooter’s own side pocket, called there: Bob’s is the right one', () => {
    const p = spo([named, { kind: 'shot', balls: [1] }]);
    const shot = p.steps[1];
    expect(shot?.kind === 'shot' && shot.shot.events.find((e) => e.type === 'pocket')).toEqual({
      type: 'pocket',
      ball: 1,
      pocket: 'side-right',
    });
    expect(shot?.kind === 'shot' && shot.shot.call).toEqual({ kind: 'ball', ball: 1, pocket: 'side-right' });
    expect(p.rulings[1]?.score).toEqual({ Ann: 0, Bob: 1 });
    expect(p.rulings[1]?.rules[0]).toBe('side-pocket-one/7.4');
  });

  test('the 1 and another ball: each called where it fell, both score', () => {
    const p = spo([named, { kind: 'shot', balls: [], foul: 'scratch' }, { kind: 'shot', balls: [1, 4] }]);
    const shot = p.steps[2];
    expect(shot?.kind === 'shot' && shot.shot.call).toEqual({
      kind: 'many',
      calls: [
        { ball: 1, pocket: 'side-left' },
        { ball: 4, pocket: 'foot-left' },
      ],
    });
    expect(p.rulings[2]?.score).toEqual({ Ann: 2, Bob: 0 });
  });

  test('without a side pocket named the 1 does not count (7.3); another ball does (7.2)', () => {
    expect(
      lastScore([
        { kind: 'shot', balls: [] },
        { kind: 'shot', balls: [1] },
      ]),
    ).toEqual({ Ann: 0, Bob: 0 });
    expect(
      lastScore([
        { kind: 'shot', balls: [] },
        { kind: 'shot', balls: [3] },
      ]),
    ).toEqual({ Ann: 0, Bob: 1 });
  });

  test('balls logged as not called stay not called: spotted, no point (7.2, 8)', () => {
    const p = spo([named, { kind: 'shot', balls: [1, 3], pocket: 'foot-right' }]);
    expect(p.rulings[1]?.score).toEqual({ Ann: 0, Bob: 0 });
    expect(p.rulings[1]?.spotted).toEqual([1, 3]);
  });
});

describe('a ball pocketed in a pocket not called that loses the game', () => {
  test.each<[MatchGame, Entry[], number[]]>([
    // 4.20: the 8 (before the shooter's group is cleared, 4.19 too)
    ['eight-ball', [dry], [8]],
    ['eight-ball', [dry, { kind: 'shot', balls: [1, 2, 3, 4, 5, 6, 7] }], [8]],
    // no call loses a game of 14.1, Honolulu or side-pocket-one: the ball is spotted
    ['straight-pool', [dry], []],
    ['honolulu', [dry], []],
    ['side-pocket-one', [dry], []],
    // no calls at all
    ['nine-ball', [dry], []],
  ])('%s', (game, entries, balls) => {
    expect(losesNotAsCalled(played(game, entries).position)).toEqual(balls);
    expect(matchView(played(game, entries)).losesNotAsCalled).toEqual(balls);
  });

  test('none at the break', () => {
    expect(matchView(played('eight-ball', [])).losesNotAsCalled).toEqual([]);
  });
});
