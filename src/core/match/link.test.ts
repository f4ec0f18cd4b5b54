import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { REFEREES, type SupportedGame } from '../rules/registry.ts';
import { type MatchSetup, play } from './controller.ts';
import type { Entry } from './entries.ts';
import { MAX_MATCH_LINK, makeMatchLink, parseMatchLink } from './link.ts';
import { nineBallMatch } from './testing.ts';

const NINE: MatchSetup = nineBallMatch();
const STRAIGHT: MatchSetup = {
  ...NINE,
  game: 'straight-pool',
  players: ['Anna Ivanova & Co.', 'B~o%b'],
  race: 1,
  target: 25,
  breakOrder: 'alternate',
  edition: 'wpa-current',
  wheelchair: true,
  referee: false,
};

const NINE_ENTRIES: Entry[] = [
  { kind: 'shot', balls: [] },
  { kind: 'shot', balls: [], pushOut: true },
  { kind: 'choose', option: 'pass' },
  { kind: 'shot', balls: [1, 2, 3, 4, 5, 6, 7, 8] },
  { kind: 'shot', balls: [9] },
  { kind: 'newRack' },
  { kind: 'shot', balls: [] },
  { kind: 'shot', balls: [], foul: 'scratch' },
  { kind: 'shot', balls: [] },
  { kind: 'shot', balls: [], foul: 'no-rail' },
  { kind: 'warning' },
  { kind: 'conduct', by: 'Bob', level: 'warning' },
  { kind: 'concede', by: 'Ann' },
];

describe('links made before the peas, the weaker players and the side pocket read as they did', () => {
  // written by the page before these fields existed: the same setup and entries, field for field
  test.each<[string, MatchSetup, Entry[]]>([
    ['m1.gnine-ball.pAnn~Bob.r3.ow.xs~su~cB~s12345678~s9', NINE, NINE_ENTRIES.slice(0, 5)],
    [
      'm1.gkelly-pool.pAnn~Bob.r3.ow.xs1~s~snA~cA~s23',
      { ...NINE, game: 'kelly-pool' },
      [
        { kind: 'shot', balls: [1] },
        { kind: 'shot', balls: [] },
        { kind: 'shot', balls: [], foul: 'scratch' },
        { kind: 'choose', option: 'accept' },
        { kind: 'shot', balls: [2, 3] },
      ],
    ],
    [
      'm1.gmr-and-mrs.pAnn~Bob.r5.oa.xs1~s',
      { ...NINE, game: 'mr-and-mrs', race: 5, breakOrder: 'alternate' },
      [
        { kind: 'shot', balls: [1] },
        { kind: 'shot', balls: [] },
      ],
    ],
    [
      'm1.gside-pocket-one.pAnn~Bob.r3.ow.xs~s3',
      { ...NINE, game: 'side-pocket-one' },
      [
        { kind: 'shot', balls: [] },
        { kind: 'shot', balls: [3] },
      ],
    ],
  ])('%s', (text, setup, entries) => {
    const r = parseMatchLink(text);
    expect(r).toEqual({ ok: true, value: { setup, entries } });
    expect(r.ok && 'peas' in r.value.setup).toBe(false);
    expect(r.ok && 'novice' in r.value.setup).toBe(false);
    expect(makeMatchLink(setup, entries)).toBe(text);
  });
});

describe('the match link', () => {
  test('a nine-ball match: short, and read back as written', () => {
    const link = makeMatchLink(NINE, NINE_ENTRIES);
    expect(link).toBe('m1.gnine-ball.pAnn~Bob.r3.ow.xs~su~cB~s12345678~s9~r~s~snA~s~snD~w~d10~q0');
    expect(parseMatchLink(link)).toEqual({ ok: true, value: { setup: NINE, entries: NINE_ENTRIES } });
  });

  test('replaying the link gives the same match as the entries', () => {
    const r = parseMatchLink(makeMatchLink(NINE, NINE_ENTRIES));
    if (!r.ok) throw new Error(r.reason);
    const game = REFEREES['nine-ball'] as SupportedGame;
    const a = play(NINE, NINE_ENTRIES, game);
    const b = play(r.value.setup, r.value.entries, game);
    expect(b.rulings).toEqual(a.rulings);
    expect(b.standing).toEqual({ race: 3, games: { Ann: 0, Bob: 2 }, winner: 'Bob', loser: 'Ann' });
  });

  test('14.1 with every option, names with dots, tildes and percent signs', () => {
    const entries: Entry[] = [
      { kind: 'shot', balls: [] },
      { kind: 'shot', balls: [15, 14, 10], safety: true },
      { kind: 'shot', balls: [8], pocket: 'side-left' },
    ];
    const link = makeMatchLink(STRAIGHT, entries);
    expect(link.split('.')).toHaveLength(7);
    expect(link).toContain('.t25.oachn.');
    expect(parseMatchLink(link)).toEqual({ ok: true, value: { setup: STRAIGHT, entries } });
  });

  test('a match with no entries yet', () => {
    expect(parseMatchLink('m1.geight-ball.pA~B.r1.ol.x')).toEqual({
      ok: true,
      value: { setup: { ...NINE, game: 'eight-ball', players: ['A', 'B'], race: 1, breakOrder: 'loser' }, entries: [] },
    });
  });

  test.each<[string, MatchSetup, Entry[], string]>([
    [
      'teams of three and two, the trailing order: a conduct penalty and a concession by the fifth and fourth player',
      {
        ...NINE,
        game: 'six-ball',
        players: ['Ann', 'Bob'],
        teams: [
          ['Ann', 'Cid', 'Eve'],
          ['Bob', 'D,an'],
        ],
        breakOrder: 'trailing',
      },
      [
        { kind: 'shot', balls: [] },
        { kind: 'conduct', by: 'Eve', level: 'foul' },
        { kind: 'concede', by: 'D,an' },
      ],
      'm1.gsix-ball.pAnn,Cid,Eve~Bob,D%2Can.r3.ot.xs~d41~q3',
    ],
    [
      'Odd Ball to 15 points',
      { ...NINE, game: 'odd-ball', race: 2, target: 15 },
      [{ kind: 'shot', balls: [1, 3] }],
      'm1.godd-ball.pAnn~Bob.r2.t15.ow.xs13',
    ],
    [
      'Honolulu, the rules’ own target',
      { ...NINE, game: 'honolulu', race: 1 },
      [{ kind: 'shot', balls: [], safety: true }],
      'm1.ghonolulu.pAnn~Bob.r1.ow.xsy',
    ],
    [
      'side-pocket-one: the breaker names the left side pocket with the break',
      { ...NINE, game: 'side-pocket-one' },
      [
        { kind: 'shot', balls: [], sidePocket: 'side-left' },
        { kind: 'shot', balls: [1, 4] },
      ],
      'm1.gside-pocket-one.pAnn~Bob.r3.ow.xsi3~s14',
    ],
    [
      'Kelly Pool: Ann’s pea is the 7, Bob’s the 12',
      { ...NINE, game: 'kelly-pool', peas: [7, 12] },
      [{ kind: 'shot', balls: [] }],
      'm1.gkelly-pool.pAnn~Bob.r3.k7c.ow.xs',
    ],
    [
      'Mr. & Mrs. by two teams: Dan and Cid the weaker players',
      {
        ...NINE,
        game: 'mr-and-mrs',
        teams: [
          ['Ann', 'Cid'],
          ['Bob', 'Dan'],
        ],
        novice: ['Dan', 'Cid'],
      },
      [{ kind: 'shot', balls: [] }],
      'm1.gmr-and-mrs.pAnn,Cid~Bob,Dan.r3.n32.ow.xs',
    ],
  ])('%s', (_name, setup, entries, text) => {
    expect(makeMatchLink(setup, entries)).toBe(text);
    expect(parseMatchLink(text)).toEqual({ ok: true, value: { setup, entries } });
  });

  test.each([
    ['m1.gsix-ball.pA,C~B,D.r3.ow.xd49', 'entries[0].by', /not a player \(0 to 3\)/],
    ['m1.gsix-ball.pA,C~B,A.r3.ow.x', 'teams[1][1]', /same name/],
    ['m1.gsix-ball.pA,,C~B.r3.ow.x', 'teams[0][1]', /1 to 64/],
    ['m1.gsix-ball.pa,b,c,d,e,f,g,h,i~B.r3.ow.x', 'teams[0]', /at most 8/],
    ['m1.gcutthroat.pA~B.r3.ow.x', 'game', /not a game/],
    ['m1.gsix-ball.pA~B.r3.t25.ow.x', 'target', /six-ball has no points to win/],
    [42, 'link', /not text/],
    ['', 'link', /empty/],
    ['v2.t9.b', 'version', /expected "m1"/],
    ['m2.gnine-ball', 'version', /m2 is not supported/],
    ['m1.gnine-ball.pA~B.r3.ow', 'entries', /missing/],
    ['m1.gsnooker.pA~B.r3.ow.x', 'game', /not a game/],
    ['m1.gnine-ball.pA.r3.ow.x', 'players', /two names/],
    ['m1.gnine-ball.pA~A.r3.ow.x', 'players[1]', /same name/],
    ['m1.gnine-ball.pA~%E0.r3.ow.x', 'players[1]', /URI-encoded/],
    ['m1.gnine-ball.pA~B.r0.ow.x', 'race', /whole number/],
    ['m1.gnine-ball.pA~B.r1001.ow.x', 'race', /at most 1,000/],
    ['m1.gnine-ball.pA~B.r3.t25.ow.x', 'target', /nine-ball has no points to win/],
    ['m1.gnine-ball.pA~B.r3.oz.x', 'options.breakOrder', /not a break order/],
    ['m1.gnine-ball.pA~B.r3.owhc.x', 'options', /in that order/],
    ['m1.gnine-ball.pA~B.ow.r3.x', 'race', /out of order/],
    ['m1.gnine-ball.pA~B.r3.ow.xs~z', 'entries[1]', /not an entry/],
    ['m1.gnine-ball.pA~B.r3.ow.xs11', 'entries[0].balls', /given twice/],
    ['m1.gnine-ball.pA~B.r3.ow.xs0', 'entries[0].balls', /cue ball/],
    ['m1.gnine-ball.pA~B.r3.ow.xsn_', 'entries[0].foul', /short list/],
    ['m1.gnine-ball.pA~B.r3.ow.xsyy', 'entries[0].safety', /given twice/],
    ['m1.gnine-ball.pA~B.r3.ow.xsk9', 'entries[0].pocket', /not a pocket/],
    ['m1.gnine-ball.pA~B.r3.ow.xc_', 'entries[0].option', /not an option/],
    ['m1.gnine-ball.pA~B.r3.ow.xd29', 'entries[0].by', /not a player/],
    ['m1.gnine-ball.pA~B.r3.ow.xd09', 'entries[0].level', /penalty level/],
    ['m1.gnine-ball.pA~B.r3.ow.xww', 'entries[0]', /expected 0 characters/],
    ['m1.gside-pocket-one.pA~B.r3.ow.xsi5', 'entries[0].sidePocket', /not a side pocket/],
    ['m1.gside-pocket-one.pA~B.r3.ow.xsi2i3', 'entries[0].sidePocket', /given twice/],
    ['m1.gnine-ball.pA~B.r3.k12.ow.x', 'peas', /nine-ball has no private numbers/],
    ['m1.gkelly-pool.pA~B.r3.k77.ow.x', 'peas', /drawn twice/],
    ['m1.gkelly-pool.pA~B.r3.k7.ow.x', 'peas', /two numbers/],
    ['m1.gkelly-pool.pA~B.r3.k70.ow.x', 'peas', /two numbers/],
    ['m1.gkelly-pool.pA~B.r3.ow.k7c.x', 'peas', /out of order/],
    ['m1.gsix-ball.pA~B.r3.n1.ow.x', 'novice', /six-ball has no weaker players/],
    ['m1.gmr-and-mrs.pA~B.r3.n2.ow.x', 'novice', /not a player \(0 to 1\)/],
    ['m1.gmr-and-mrs.pA~B.r3.n11.ow.x', 'novice', /given twice/],
    ['m1.gmr-and-mrs.pA~B.r3.n.ow.x', 'novice', /empty/],
    [`m1.gnine-ball.pA~B.r3.ow.x${'s~'.repeat(MAX_MATCH_LINK)}`, 'link', /longer than/],
  ])('%s is refused naming %s', (text, field, reason) => {
    const r = parseMatchLink(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.field).toBe(field);
    expect(r.reason).toMatch(reason);
  });

  test('parse never throws, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 80 }),
          fc.string({ maxLength: 60 }).map((s) => `m1.gnine-ball.pA~B.r3.ow.x${s}`),
          fc.string({ maxLength: 60 }).map((s) => `m1.gstraight-pool.p${s}`),
          fc.string({ maxLength: 60 }).map((s) => `m1.gsix-ball.pA,B~C.r3.ot.x${s}`),
          fc.string({ maxLength: 8 }).map((s) => `m1.gkelly-pool.pA~B.r3.k${s}.ow.xsi3`),
          fc.string({ maxLength: 8 }).map((s) => `m1.gmr-and-mrs.pA,B~C.r3.n${s}.ow.x`),
          fc.string({ maxLength: 8 }).map((s) => `m1.gside-pocket-one.pA~B.r3.ow.xs${s}`),
        ),
        (text) => {
          const r = parseMatchLink(text);
          expect(typeof r.ok).toBe('boolean');
          if (r.ok) expect(parseMatchLink(makeMatchLink(r.value.setup, r.value.entries))).toEqual(r);
        },
      ),
      { numRuns: 500 },
    );
  });
});
