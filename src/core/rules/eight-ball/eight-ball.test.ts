import { describe, expect, test } from 'vitest';
import { compareRuling } from '../../../../tests/referee/compare.ts';
import { summarizeShot } from '../../shot/index.ts';
import { announce, call, choose, ev, game, safety, shot } from '../build.ts';
import { toList } from '../common/balls.ts';
import type { GameSetup, Step } from '../common/types.ts';
import { lastRuling, rulings } from '../testing.ts';
import { initEight } from './game.ts';
import { calledBallMade, isLegalBreak, legalTargets, lossOfGame } from './rules.ts';

const fourRails = [ev.hit(1), ev.rail(2), ev.rail(3), ev.rail(9), ev.rail(14)];
const groupsSetup = (onTable: number[], extra: Partial<GameSetup> = {}): GameSetup => ({
  shooter: 'A',
  groups: { A: 'solids', B: 'stripes' },
  onTable: onTable as never,
  ...extra,
});
const eight = (steps: Step[], setup: GameSetup | null = null, options = {}) =>
  game('eight-ball', steps, { setup, options });

type Row = [string, string, ReturnType<typeof eight>, Record<string, unknown>];

const BREAK: Row[] = [
  [
    'legal break, nothing down: opponent plays the table',
    '4.5',
    eight([shot('A', fourRails)]),
    { foul: false, next: 'B', cueBall: 'in-place', groups: null, options: [] },
  ],
  [
    'illegal (dry) break: accept or re-rack',
    '4.5',
    eight([shot('A', [ev.hit(1), ev.rail(2), ev.rail(9), ev.rail(14)])]),
    {
      foul: true,
      fouls: ['illegal-break'],
      next: 'B',
      options: ['accept', 'rerack-self', 'rerack-opponent'],
      rules: ['4.5'],
    },
  ],
  [
    'balls of both groups on the break: table stays open, breaker continues',
    '4.10',
    eight([shot('A', [ev.hit(1), ev.pocket(3), ev.pocket(12)])]),
    { foul: false, next: 'A', groups: null, rules: ['4.10'] },
  ],
  [
    'scratch on a legal break: kitchen, table open, no options',
    '4.6',
    eight([shot('A', [ev.hit(1), ev.pocket(3), ev.pocket('cue')])]),
    {
      foul: true,
      fouls: ['scratch'],
      next: 'B',
      cueBall: 'in-hand-kitchen',
      options: [],
      groups: null,
      rules: ['4.6'],
    },
  ],
  [
    'object ball jumped on the break: accept or kitchen',
    '4.7',
    eight([shot('A', [...fourRails, ev.off(5)])]),
    {
      foul: true,
      fouls: ['object-ball-off-table'],
      next: 'B',
      options: ['accept', 'kitchen'],
      spotted: [],
      rules: ['4.7'],
    },
  ],
  [
    '8 on the break, no foul: breaker chooses',
    '4.8',
    eight([shot('A', [ev.hit(1), ev.pocket(8)])]),
    { foul: false, next: 'A', options: ['spot-eight', 'rerack'], result: null, rules: ['4.8'] },
  ],
  [
    '8 and cue ball on the break: incoming player chooses',
    '4.8',
    eight([shot('A', [ev.hit(1), ev.pocket(8), ev.pocket('cue')])]),
    {
      foul: true,
      next: 'B',
      cueBall: 'in-hand-kitchen',
      options: ['spot-eight', 'rerack'],
      result: null,
      rules: ['4.8'],
    },
  ],
  [
    '8 jumped off the table on the break loses',
    '4.20',
    eight([shot('A', [...fourRails, ev.off(8)])]),
    { next: null, result: { winner: 'B', loser: 'A' }, rules: ['4.20'] },
  ],
  [
    'cue ball deflected on the break: kitchen or pass, warning',
    '3.9',
    eight([shot('A', [...fourRails, ev.foul('deflected-break')])]),
    {
      foul: true,
      fouls: ['deflected-break'],
      next: 'B',
      options: ['kitchen', 'pass'],
      warnings: ['deflected-break'],
      rules: ['3.9'],
    },
  ],
];

const CHOICES: Row[] = [
  [
    'illegal break accepted: incoming player plays the table',
    '4.5',
    eight([shot('A', [ev.hit(1)]), choose('B', 'accept')]),
    { foul: false, next: 'B', cueBall: 'in-place', rerack: false },
  ],
  [
    'illegal break, re-rack and break yourself',
    '4.5',
    eight([shot('A', [ev.hit(1)]), choose('B', 'rerack-self')]),
    { next: 'B', rerack: true, cueBall: 'in-hand-kitchen' },
  ],
  [
    'illegal break, re-rack and the offender breaks again',
    '4.5',
    eight([shot('A', [ev.hit(1)]), choose('B', 'rerack-opponent')]),
    { next: 'A', rerack: true, cueBall: 'in-hand-kitchen' },
  ],
  [
    '8 on the break: spot the 8 and continue',
    '4.8',
    eight([shot('A', [ev.hit(1), ev.pocket(8)]), choose('A', 'spot-eight')]),
    { next: 'A', spotted: [8], placed: { 8: 'foot-spot' }, cueBall: 'in-place' },
  ],
  [
    '8 on the break: re-rack and break again',
    '4.8',
    eight([shot('A', [ev.hit(1), ev.pocket(8)]), choose('A', 'rerack')]),
    { next: 'A', rerack: true },
  ],
  [
    '8 with a scratch on the break: spot the 8, kitchen',
    '4.8',
    eight([shot('A', [ev.hit(1), ev.pocket(8), ev.pocket('cue')]), choose('B', 'spot-eight')]),
    { next: 'B', spotted: [8], cueBall: 'in-hand-kitchen' },
  ],
  [
    'object ball jumped on the break: take the kitchen',
    '4.7',
    eight([shot('A', [...fourRails, ev.off(5)]), choose('B', 'kitchen')]),
    { next: 'B', cueBall: 'in-hand-kitchen' },
  ],
  [
    'deflected break: the offender must play from the kitchen',
    '3.9',
    eight([shot('A', [...fourRails, ev.foul('deflected-break')]), choose('B', 'pass')]),
    { next: 'A', cueBall: 'in-hand-kitchen' },
  ],
  [
    'a shot after an offer takes the first option (accept)',
    '4.5',
    eight([shot('A', [ev.hit(1)]), shot('B', [ev.hit(3), ev.pocket(3)])]),
    { foul: false, next: 'B', groups: { A: 'stripes', B: 'solids' } },
  ],
];

const OPEN: Row[] = [
  [
    'open table: the 8 first is a foul',
    '4.9',
    eight([shot('A', [ev.hit(8), ev.rail(8)])], { shooter: 'A', onTable: [1, 2, 8, 9, 10] }),
    { foul: true, fouls: ['wrong-ball-first'], next: 'B', cueBall: 'in-hand', groups: null },
  ],
  [
    'open table: a stripe first to pocket a solid is legal',
    '4.9',
    eight([shot('A', [ev.hit(10), ev.hit(2, 10), ev.pocket(2, 'side-left')], { call: call(2, 'side-left') })], {
      shooter: 'A',
      onTable: [1, 2, 8, 9, 10],
    }),
    { foul: false, next: 'A', groups: { A: 'solids', B: 'stripes' } },
  ],
  [
    'called ball in the called pocket chooses the group',
    '4.10',
    eight([shot('A', [ev.hit(12), ev.pocket(12, 'foot-left')], { call: call(12, 'foot-left') })], {
      shooter: 'A',
      onTable: [1, 8, 12],
    }),
    { next: 'A', groups: { A: 'stripes', B: 'solids' }, rules: ['4.10'] },
  ],
  [
    'called ball in another pocket: no group, turn ends',
    '4.16',
    eight([shot('A', [ev.hit(12), ev.pocket(12, 'side-left')], { call: call(12, 'foot-left') })], {
      shooter: 'A',
      onTable: [1, 8, 12],
    }),
    { foul: false, next: 'B', groups: null, rules: ['4.16'] },
  ],
  [
    'safety on an open table: ball stays down, no group',
    '4.12',
    eight([shot('A', [ev.hit(12), ev.pocket(12)], { call: safety })], { shooter: 'A', onTable: [1, 8, 12] }),
    { foul: false, next: 'B', groups: null, rules: ['4.12'] },
  ],
];

const PLAY: Row[] = [
  [
    "opponent's ball first is a foul, ball in hand anywhere",
    '4.11',
    eight([shot('A', [ev.hit(10), ev.rail(10)])], groupsSetup([1, 8, 10])),
    { foul: true, fouls: ['wrong-ball-first'], next: 'B', cueBall: 'in-hand', rules: ['4.14'] },
  ],
  [
    'own ball pocketed on a foul stays down',
    '4.16',
    eight([shot('A', [ev.hit(1), ev.pocket(1), ev.pocket('cue')])], groupsSetup([1, 2, 8, 10])),
    { foul: true, fouls: ['scratch'], spotted: [], next: 'B', cueBall: 'in-hand', rules: ['4.16'] },
  ],
  [
    'jumped object ball is not spotted',
    '4.17',
    eight([shot('A', [ev.hit(1), ev.off(1)])], groupsSetup([1, 2, 8, 10])),
    { foul: true, fouls: ['object-ball-off-table'], spotted: [], rules: ['4.17'] },
  ],
  [
    "only an opponent's ball pocketed: turn ends",
    '4.13',
    eight([shot('A', [ev.hit(1), ev.hit(10, 1), ev.pocket(10)])], groupsSetup([1, 8, 10, 11])),
    { foul: false, next: 'B' },
  ],
  [
    'own ball pocketed: continue',
    '4.13',
    eight([shot('A', [ev.hit(2), ev.pocket(2)])], groupsSetup([1, 2, 8, 10])),
    { foul: false, next: 'A' },
  ],
  [
    '8 legally pocketed wins',
    '4.19',
    eight([shot('A', [ev.hit(8), ev.pocket(8, 'foot-left')], { call: call(8, 'foot-left') })], groupsSetup([8, 10])),
    { next: null, result: { winner: 'A' } },
  ],
  [
    'foul while shooting at the 8 without pocketing it: no loss',
    '4.19',
    eight([shot('A', [ev.hit(8), ev.pocket('cue')])], groupsSetup([8, 10])),
    { foul: true, next: 'B', cueBall: 'in-hand', result: null, rules: ['4.19'] },
  ],
  [
    'the 8 may be hit first once the group is cleared (combination from the 8)',
    '4.19',
    eight([shot('A', [ev.hit(8), ev.rail(8)])], groupsSetup([8, 10])),
    { foul: false, next: 'B' },
  ],
  [
    'three fouls in a row do not lose in eight-ball',
    '4.21',
    eight(
      [
        shot('A', [ev.hit(10)]),
        shot('B', [ev.hit(1)]),
        shot('A', [ev.hit(10)]),
        shot('B', [ev.hit(1)]),
        shot('A', [ev.hit(10)]),
      ],
      groupsSetup([1, 8, 10]),
    ),
    { foul: true, result: null, next: 'B' },
  ],
  [
    'stalemate: re-rack, the same player breaks again',
    '4.21',
    eight(
      [shot('A', [ev.hit(1), ev.rail(1)]), announce('referee', 'stalemate')],
      groupsSetup([1, 8, 10], { breaker: 'B' }),
    ),
    { rerack: true, next: 'B', cueBall: 'in-hand-kitchen', rules: ['4.21'] },
  ],
];

const LOSSES: Row[] = [
  [
    '4.20.1 foul while pocketing the 8 (scratch)',
    '4.20',
    eight(
      [shot('A', [ev.hit(8), ev.pocket(8, 'foot-left'), ev.pocket('cue')], { call: call(8, 'foot-left') })],
      groupsSetup([8, 10]),
    ),
    { next: null, result: { winner: 'B', loser: 'A' }, rules: ['4.20'] },
  ],
  [
    '4.20.1 wrong ball first, 8 falls',
    '4.20',
    eight([shot('A', [ev.hit(10), ev.hit(8, 10), ev.pocket(8)])], groupsSetup([8, 10])),
    { next: null, result: { winner: 'B' } },
  ],
  [
    '4.20.2 the 8 with the last group ball',
    '4.20',
    eight(
      [shot('A', [ev.hit(6), ev.pocket(6, 'foot-left'), ev.pocket(8, 'side-right')], { call: call(6, 'foot-left') })],
      groupsSetup([6, 8, 9, 12, 14]),
    ),
    { next: null, result: { winner: 'B' }, rules: ['4.20'] },
  ],
  [
    '4.20.3 the 8 off the table during play',
    '4.20',
    eight([shot('A', [ev.hit(1), ev.hit(8, 1), ev.off(8)])], groupsSetup([1, 8, 10])),
    { next: null, result: { winner: 'B' }, rules: ['4.20'] },
  ],
  [
    '4.20.4 the 8 in a pocket that was not called',
    '4.20',
    eight([shot('A', [ev.hit(8), ev.pocket(8, 'side-left')], { call: call(8, 'foot-left') })], groupsSetup([8, 10])),
    { next: null, result: { winner: 'B' } },
  ],
  [
    '4.20.5 the 8 pocketed before the group is cleared',
    '4.20',
    eight([shot('A', [ev.hit(1), ev.hit(8, 1), ev.pocket(8)])], groupsSetup([1, 2, 8, 10])),
    { next: null, result: { winner: 'B' } },
  ],
  [
    '4.20.5 the 8 pocketed on an open table after the break',
    '4.20',
    eight([shot('A', [ev.hit(3), ev.hit(8, 3), ev.pocket(8)])], { shooter: 'A', onTable: [1, 3, 8, 12] }),
    { next: null, result: { winner: 'B' } },
  ],
];

const GENERAL: Row[] = [
  [
    'shot out of turn is interference, the player due gets ball in hand',
    '3.41',
    eight([shot('B', [ev.hit(10), ev.pocket(10)])], groupsSetup([1, 8, 10])),
    { foul: true, fouls: ['interference'], next: 'A', cueBall: 'in-hand', rules: ['3.41'] },
  ],
  [
    'ball at a cushion nobody announced: contact counts as driving it there',
    '2.16',
    eight([shot('A', [ev.hit(4)])], groupsSetup([1, 4, 8, 10], { positions: { cue: [1.5, 0.4], 4: [1.8, 0.028575] } })),
    { foul: false, next: 'B', rules: ['2.16'] },
  ],
  [
    'announced frozen ball driven to another rail: legal',
    '3.38',
    eight(
      [shot('A', [ev.hit(4), ev.rail(4, 'left-foot')], { frozen: [4] })],
      groupsSetup([1, 4, 8, 10], { positions: { cue: [1.5, 0.4], 4: [1.8, 0.028575] } }),
    ),
    { foul: false, next: 'B' },
  ],
  [
    'announced frozen ball pushed into the same rail (other cushion of it): foul',
    '3.38',
    eight(
      [shot('A', [ev.hit(4), ev.rail(4, 'right-head')], { frozen: [4] })],
      groupsSetup([1, 4, 8, 10], { positions: { cue: [1.5, 0.4], 4: [1.8, 0.028575] } }),
    ),
    { foul: true, fouls: ['no-rail'], rules: ['3.38'] },
  ],
  [
    'frozen ball back to its rail after hitting another ball: legal',
    '3.38',
    eight(
      [shot('A', [ev.hit(4), ev.hit(10, 4), ev.rail(4, 'right-foot')], { frozen: [4] })],
      groupsSetup([1, 4, 8, 10], { positions: { cue: [1.5, 0.4], 4: [1.8, 0.028575] } }),
    ),
    { foul: false },
  ],
  [
    'from the kitchen, a ball behind the line hit before the cue ball left: foul',
    '3.39',
    eight(
      [shot('A', [ev.hit(2), ev.rail(2)], { cueBallAt: [0.3, 0.6] })],
      groupsSetup([1, 2, 8, 10], { cueBall: 'in-hand-kitchen', positions: { 2: [0.4, 0.3] } }),
    ),
    { foul: true, fouls: ['kitchen'], rules: ['3.39'] },
  ],
  [
    'from the kitchen, out and back before the contact: legal',
    '3.39',
    eight(
      [shot('A', [ev.cross(), ev.rail('cue', 'foot'), ev.cross(), ev.hit(2), ev.rail(2)], { cueBallAt: [0.3, 0.6] })],
      groupsSetup([1, 2, 8, 10], { cueBall: 'in-hand-kitchen', positions: { 2: [0.4, 0.3] } }),
    ),
    { foul: false },
  ],
  [
    'cue ball on the head string, not pointed out: the shot stands',
    '3.10',
    eight(
      [shot('A', [ev.cross(), ev.hit(1), ev.rail(1)], { cueBallAt: [0.635, 0.6] })],
      groupsSetup([1, 8, 10], { cueBall: 'in-hand-kitchen' }),
    ),
    { foul: false, rules: ['3.10'] },
  ],
  [
    'cue ball clearly outside the kitchen: foul',
    '2.21',
    eight(
      [shot('A', [ev.hit(1), ev.rail(1)], { cueBallAt: [1.2, 0.6] })],
      groupsSetup([1, 8, 10], { cueBall: 'in-hand-kitchen' }),
    ),
    { foul: true, fouls: ['bad-cue-ball-position'], rules: ['2.21', '3.10'] },
  ],
  [
    "split hit of own and opponent's ball: decided for the shooter",
    '2.10',
    eight([shot('A', [ev.split([10, 1]), ev.rail(1)])], groupsSetup([1, 8, 10])),
    { foul: false, rules: ['2.10'] },
  ],
  [
    'no referee: touching an object ball by accident is no foul',
    '1.16.1',
    eight([shot('A', [ev.hit(1), ev.rail(1), ev.foul('touched-ball', { ball: 10 })])], groupsSetup([1, 8, 10]), {
      referee: false,
    }),
    { foul: false, restore: true, rules: ['1.16.1'] },
  ],
  [
    'no referee: touching the cue ball is still a foul',
    '1.16.1',
    eight([shot('A', [ev.hit(1), ev.rail(1), ev.foul('touched-ball', { ball: 'cue' })])], groupsSetup([1, 8, 10]), {
      referee: false,
    }),
    { foul: true, fouls: ['touched-ball'] },
  ],
  [
    'with a referee, touching any ball is a foul and the ball is restored',
    '3.21',
    eight([shot('A', [ev.hit(1), ev.rail(1), ev.foul('touched-ball', { ball: 10 })])], groupsSetup([1, 8, 10])),
    { foul: true, fouls: ['touched-ball'], restore: true, next: 'B', cueBall: 'in-hand' },
  ],
  [
    'no referee: obstacle moved on a jump shot is a cue-ball foul',
    '1.16.2',
    eight(
      [shot('A', [ev.hit(1), ev.rail(1), ev.foul('obstacle-moved')], { stroke: 'jump' })],
      groupsSetup([1, 8, 10]),
      { referee: false },
    ),
    { foul: true, fouls: ['obstacle-moved'], rules: ['1.16.2'] },
  ],
  [
    'a ball falling by itself as it is played at: replay',
    '3.31',
    eight([shot('A', [ev.settle(1, 'foot-left', 'shot')])], groupsSetup([1, 8, 10])),
    { foul: false, restore: true, replay: true, next: 'A', rules: ['3.31'] },
  ],
  [
    'a hanging ball falls by itself before the stroke: put back, same shooter',
    '3.31',
    eight([shot('A', [ev.settle(1, 'foot-left')])], groupsSetup([1, 8, 10])),
    { foul: false, restore: true, replay: false, next: 'A', rules: ['3.31'] },
  ],
  [
    'outside interference: restore and replay',
    '3.35',
    eight([shot('A', [ev.hit(1), ev.interference()])], groupsSetup([1, 8, 10])),
    { foul: false, restore: true, replay: true, next: 'A', rules: ['3.35'] },
  ],
  [
    'cue ball touching an already pocketed ball: foul',
    '3.20',
    eight([shot('A', [ev.hit(1), ev.rail(1), ev.hitPocketed(2)])], groupsSetup([1, 8, 10])),
    { foul: true, fouls: ['scratch'], rules: ['3.20'] },
  ],
  [
    'several fouls on one shot: one penalty',
    '3.30',
    eight([shot('A', [ev.hit(10), ev.pocket('cue'), ev.foul('double-hit')])], groupsSetup([1, 8, 10])),
    {
      foul: true,
      fouls: ['wrong-ball-first', 'scratch', 'double-hit'],
      next: 'B',
      cueBall: 'in-hand',
      rules: ['3.30'],
    },
  ],
  [
    'second intentional cue-ball foul in a match loses',
    '3.29',
    eight(
      [
        shot('A', [ev.hit(1), ev.rail(1), ev.foul('touched-ball', { ball: 'cue', intentional: true })]),
        shot('B', [ev.hit(10), ev.rail(10)]),
        shot('A', [ev.hit(1), ev.rail(1), ev.foul('touched-ball', { ball: 'cue', intentional: true })]),
      ],
      groupsSetup([1, 8, 10]),
    ),
    { result: { winner: 'B', loser: 'A' }, rules: ['3.29'] },
  ],
  [
    'playing on after a foul was called loses the game',
    '2.9',
    eight([shot('A', [ev.hit(1), ev.rail(1), ev.foul('continued-after-foul')])], groupsSetup([1, 8, 10])),
    { result: { winner: 'B' }, next: null, rules: ['2.9'] },
  ],
  [
    'concession',
    '1.14',
    eight([announce('A', 'concede')], groupsSetup([1, 8, 10])),
    { result: { winner: 'B', loser: 'A' }, next: null, foul: false, rules: ['1.14'] },
  ],
];

describe.each([
  ['break (4.5-4.8)', BREAK],
  ['choices offered to a player', CHOICES],
  ['open table (4.9, 4.10, 4.12, 4.16)', OPEN],
  ['play (4.11-4.21)', PLAY],
  ['every loss of game (4.20)', LOSSES],
  ['general rules in eight-ball (1.x-3.x)', GENERAL],
])('eight-ball: %s', (_name, rows) => {
  test.each(rows)('%s (%s)', (_title, _rule, doc, want) => {
    expect(compareRuling(lastRuling(doc) as never, want)).toEqual([]);
  });
});

describe('eight-ball predicates', () => {
  test('4.5 legal break: a ball pocketed or four balls to a cushion', () => {
    expect(isLegalBreak(summarizeShot([ev.hit(1), ev.rail(2), ev.rail(3), ev.rail(4), ev.rail(5)]))).toBe(true);
    expect(isLegalBreak(summarizeShot([ev.hit(1), ev.rail(2), ev.rail(3), ev.rail(3), ev.rail(4)]))).toBe(false);
    expect(isLegalBreak(summarizeShot([ev.hit(1), ev.pocket(9)]))).toBe(true);
  });
  test('4.9 / 4.11 legal targets: anything but the 8 on an open table; own group; then the 8', () => {
    const doc = eight([], groupsSetup([1, 8, 10]));
    const open = { ...initEight(doc), x: { groups: null } };
    expect(toList(legalTargets(open, 'A'))).toEqual([1, 10]);
    expect(toList(legalTargets(initEight(doc), 'A'))).toEqual([1]);
    expect(toList(legalTargets(initEight(eight([], groupsSetup([8, 10]))), 'A'))).toEqual([8]);
  });
  test('4.16 called ball: made in the called pocket, or uncalled', () => {
    const f = summarizeShot([ev.hit(3), ev.pocket(3, 'side-left')]);
    expect(calledBallMade(call(3, 'side-left'), f)).toBe(3);
    expect(calledBallMade(call(3, 'foot-left'), f)).toBe(null);
    expect(calledBallMade(undefined, f)).toBe('uncalled');
    expect(calledBallMade(safety, f)).toBe(null);
  });
  test('4.20 loss reasons', () => {
    const ctx = initEight(eight([], groupsSetup([6, 8, 10])));
    expect(lossOfGame(ctx, 'A', summarizeShot([ev.hit(6), ev.pocket(6), ev.pocket(8)]), false, undefined)).toBe(
      'eight-with-last',
    );
    expect(lossOfGame(ctx, 'A', summarizeShot([ev.hit(6), ev.off(8)]), false, undefined)).toBe('eight-off-table');
    expect(lossOfGame(ctx, 'A', summarizeShot([ev.hit(6), ev.hit(8, 6), ev.pocket(8)]), false, undefined)).toBe(
      'eight-early',
    );
    expect(lossOfGame(ctx, 'A', summarizeShot([ev.hit(6), ev.rail(6)]), false, undefined)).toBe(null);
  });
  test('a whole log gives one ruling per step, numbered', () => {
    const all = rulings(eight([shot('A', fourRails), shot('B', [ev.hit(3), ev.pocket(3)]), shot('B', [ev.hit(4)])]));
    expect(all.map((r) => r.step)).toEqual([0, 1, 2]);
  });
});
