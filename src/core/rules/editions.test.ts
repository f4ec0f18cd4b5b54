/**
 * The `wpa-current` edition as overrides of the 1999 games (src/core/editions/overrides.ts): each
 * difference the referee implements rules the same log under both editions, one row per case. The
 * 1999 column is today's ruling; the current column what the current Rules of Play change, the
 * paragraphs it cites, and the note an explanation must carry where the current text is only
 * reported or unverified.
 */
import { describe, expect, test } from 'vitest';
import { compareRuling } from '../../../tests/referee/compare.ts';
import { explain } from '../../i18n/rulings/index.ts';
import { DIFFERENCES } from '../editions/differences.ts';
import { type Edition, isUnsure, OVERRIDES, type OverrideKey } from '../editions/overrides.ts';
import type { GameId, ShotEvent } from '../vocabulary/index.ts';
import { announce, choose, ev, game, lag, safety, shot } from './build.ts';
import { R } from './common/table.ts';
import type { GameOptions, GameSetup, RefereeDoc, Ruling, Step } from './common/types.ts';
import { randomStep, seededRandom } from './random-play.ts';
import { Referee } from './referee.ts';
import { lastRuling } from './testing.ts';

const HEAD_STRING = 2.54 / 4;
const FULL = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];

/** What a ruling must show: contract fields (compare.ts), rules it must cite and must not, words it must say. */
interface Want {
  fields: Record<string, unknown>;
  cites?: string[];
  notCites?: string[];
  says?: RegExp;
  saysNot?: RegExp;
}

type Row = [n: number, title: string, override: OverrideKey, doc: RefereeDoc, w1999: Want, current: Want];

const log = (id: GameId, steps: Step[], setup: GameSetup | null = null, options: GameOptions = {}): RefereeDoc =>
  game(id, steps, { setup, options });

const eightInPlay: GameSetup = {
  shooter: 'A',
  onTable: [1, 2, 3, 8, 9, 10, 12] as never,
  groups: { A: 'solids', B: 'stripes' },
};
const nineInPlay = (extra: Partial<GameSetup> = {}): GameSetup => ({
  shooter: 'A',
  onTable: [3, 5, 9] as never,
  ...extra,
});
const straightInPlay = (extra: Partial<GameSetup> = {}): GameSetup => ({
  shooter: 'A',
  onTable: FULL as never,
  score: { A: 10, B: 10 },
  ...extra,
});
const warning = announce('referee', 'warning');
const REPORTED = /reported, not verified/;
const UNVERIFIED = /unverified, so the 1999 ruling is kept/;
const kitchenSetup = (game: 'eight-ball' | 'nine-ball'): GameSetup => ({
  shooter: 'A',
  onTable: (game === 'eight-ball' ? [1, 2, 8, 9, 10] : [1, 5, 9]) as never,
  ...(game === 'eight-ball' ? { groups: { A: 'solids', B: 'stripes' } } : {}),
  cueBall: 'in-hand-kitchen',
  positions: { 1: [1.6, 0.6] },
});
const nearCushion = { 3: [1.8, 0.07] as [number, number] };
const conduct = (level: 'warning' | 'foul' | 'loss-of-game' | 'loss-of-match'): ShotEvent => ({
  type: 'foul',
  kind: 'unsportsmanlike',
  level,
});
const foot = (final: [number, number], struckLate?: boolean) => ({
  events: [ev.rail('cue', 'foot')],
  final,
  ...(struckLate === undefined ? {} : { struckLate }),
});

const ROWS: Row[] = [
  [
    1,
    'no referee: touching an object ball is a foul, not excused as "cue ball fouls only"',
    'cueBallFoulsOnly',
    log('eight-ball', [shot('A', [ev.hit(1), ev.rail(1), ev.foul('touched-ball', { ball: 12 })])], eightInPlay, {
      referee: false,
    }),
    { fields: { foul: false, fouls: [], next: 'B', cueBall: 'in-place' }, cites: ['1.16.1'] },
    {
      fields: { foul: true, fouls: ['touched-ball'], next: 'B', cueBall: 'in-hand' },
      cites: ['wpa-6.6'],
      notCites: ['1.16.1'],
      says: REPORTED,
    },
  ],
  [
    3,
    'nine-ball deflected break: an ordinary foul, cue ball in hand anywhere, no options or warning',
    'deflectedBreakProcedure',
    log('nine-ball', [shot('A', [ev.hit(1), ev.pocket(2), ev.foul('deflected-break')])]),
    {
      fields: { foul: true, next: 'B', cueBall: 'in-hand', options: ['accept', 'pass'], warnings: ['deflected-break'] },
      cites: ['3.9'],
    },
    {
      fields: { foul: true, fouls: ['deflected-break'], next: 'B', cueBall: 'in-hand', options: [], warnings: [] },
      cites: ['wpa-6.6'],
      notCites: ['3.9'],
      says: /ordinary foul/,
    },
  ],
  [
    3,
    'eight-ball deflected break on a legal break: cue ball in hand behind the head string, no choice',
    'deflectedBreakProcedure',
    log('eight-ball', [shot('A', [ev.hit(1), ev.pocket(2), ev.foul('deflected-break')])]),
    { fields: { next: 'B', options: ['kitchen', 'pass'], warnings: ['deflected-break'] }, cites: ['3.9'] },
    {
      fields: { foul: true, next: 'B', cueBall: 'in-hand-kitchen', options: [], warnings: [] },
      cites: ['wpa-6.6'],
      notCites: ['3.9'],
      says: UNVERIFIED,
    },
  ],
  [
    3,
    '14.1 deflected opening break: one point, the table as it lies',
    'deflectedBreakProcedure',
    log(
      'straight-pool',
      [shot('A', [ev.hit(1), ev.rail(2), ev.rail(3), ev.rail('cue'), ev.foul('deflected-break')], { call: safety })],
      null,
      { target: 150 },
    ),
    { fields: { next: 'B', options: ['kitchen', 'pass'], score: { A: -1 } }, cites: ['3.9'] },
    {
      fields: { foul: true, next: 'B', cueBall: 'in-place', options: [], score: { A: -1 }, warnings: [] },
      cites: ['wpa-6.6'],
      notCites: ['3.9'],
    },
  ],
  [
    4,
    'eight-ball: cue ball in hand just over the head string, nobody warned: the shot stands / a foul',
    'headStringLineStands',
    log(
      'eight-ball',
      [shot('A', [ev.hit(1), ev.rail(1)], { cueBallAt: [HEAD_STRING + R / 2, 0.6] })],
      kitchenSetup('eight-ball'),
    ),
    { fields: { foul: false, next: 'B' }, cites: ['3.10'] },
    {
      fields: { foul: true, fouls: ['bad-cue-ball-position'], next: 'B', cueBall: 'in-hand' },
      cites: ['wpa-6.10'],
      notCites: ['3.10', '2.21'],
      says: /on or in front of the head string/,
    },
  ],
  [
    4,
    'nine-ball: cue ball in hand with its centre on the head string: a foul only under the current rules',
    'headStringLineStands',
    log(
      'nine-ball',
      [shot('A', [ev.hit(1), ev.rail(1)], { cueBallAt: [HEAD_STRING, 0.6] })],
      kitchenSetup('nine-ball'),
    ),
    { fields: { foul: false, next: 'B', cueBall: 'in-place' }, cites: ['3.10'] },
    { fields: { foul: true, fouls: ['bad-cue-ball-position'], next: 'B', cueBall: 'in-hand' }, cites: ['wpa-6.10'] },
  ],
  [
    4,
    'cue ball in hand clearly outside the kitchen: a foul under both, cited by its own edition',
    'headStringLineStands',
    log('eight-ball', [shot('A', [ev.hit(1), ev.rail(1)], { cueBallAt: [1.0, 0.6] })], kitchenSetup('eight-ball')),
    { fields: { foul: true, fouls: ['bad-cue-ball-position'] }, cites: ['3.10', '2.21'], notCites: ['wpa-6.10'] },
    { fields: { foul: true, fouls: ['bad-cue-ball-position'] }, cites: ['wpa-6.10'], notCites: ['3.10', '2.21'] },
  ],
  [
    6,
    'nine-ball: a miscue on a jump shot that hits the right ball and a cushion',
    'jumpMiscueIsFoul',
    log('nine-ball', [shot('A', [ev.hit(3), ev.rail(3), ev.foul('miscue-jump')], { stroke: 'jump' })], nineInPlay()),
    { fields: { foul: true, fouls: ['miscue-jump'], next: 'B', cueBall: 'in-hand' }, cites: ['3.27'] },
    {
      fields: { foul: false, fouls: [], next: 'B', cueBall: 'in-place' },
      cites: ['wpa-6'],
      notCites: ['3.27'],
      says: /not a foul in itself/,
    },
  ],
  [
    6,
    'nine-ball: a miscue on a jump shot that misses the 3: the miss is the foul',
    'jumpMiscueIsFoul',
    log('nine-ball', [shot('A', [ev.hit(5), ev.rail(5), ev.foul('miscue-jump')], { stroke: 'jump' })], nineInPlay()),
    { fields: { foul: true, fouls: ['wrong-ball-first', 'miscue-jump'], cueBall: 'in-hand' } },
    { fields: { foul: true, fouls: ['wrong-ball-first'], cueBall: 'in-hand' }, cites: ['5.8', 'wpa-6'] },
  ],
  [
    10,
    'a ball at a cushion nobody announced as frozen, hit and not driven anywhere: kept as driven to the cushion, said unverified',
    'frozenPresumption',
    log('nine-ball', [shot('A', [ev.hit(3)])], nineInPlay({ positions: { 3: [1.5, R] } })),
    { fields: { foul: false, next: 'B' }, cites: ['2.16'], saysNot: UNVERIFIED },
    { fields: { foul: false, next: 'B' }, cites: ['2.16', 'wpa-8.4'], says: UNVERIFIED },
  ],
  [
    11,
    'eight-ball illegal break: the same three options, cited 4.5 / WPA 2016 3.3',
    'eightIllegalBreak',
    log('eight-ball', [shot('A', [ev.hit(1), ev.rail(2)])]),
    {
      fields: { fouls: ['illegal-break'], next: 'B', options: ['accept', 'rerack-self', 'rerack-opponent'] },
      cites: ['4.5'],
    },
    {
      fields: { fouls: ['illegal-break'], next: 'B', options: ['accept', 'rerack-self', 'rerack-opponent'] },
      cites: ['wpa-3.3'],
      notCites: ['4.5'],
    },
  ],
  [
    12,
    'eight-ball: the 8 on a legal break, the breaker spots it and plays on',
    'eightOnBreak',
    log('eight-ball', [shot('A', [ev.hit(1), ev.pocket(8), ev.pocket(11)]), choose('A', 'spot-eight')]),
    { fields: { next: 'A', spotted: [8], cueBall: 'in-place' }, cites: ['4.8'] },
    { fields: { next: 'A', spotted: [8], cueBall: 'in-place' }, cites: ['wpa-3.3'], notCites: ['4.8'] },
  ],
  [
    13,
    'eight-ball: the 8 and the cue ball on the break, the opponent chooses',
    'eightOnBreakFoul',
    log('eight-ball', [shot('A', [ev.hit(1), ev.pocket(8), ev.pocket('cue')])]),
    { fields: { next: 'B', options: ['spot-eight', 'rerack'], cueBall: 'in-hand-kitchen' }, cites: ['4.8'] },
    {
      fields: { next: 'B', options: ['spot-eight', 'rerack'], cueBall: 'in-hand-kitchen' },
      cites: ['wpa-3.3'],
      notCites: ['4.8'],
    },
  ],
  [
    14,
    'eight-ball scratch on a legal break: the 1999 ruling kept under both, the current one said to be unverified',
    'eightBreakScratchKitchen',
    log('eight-ball', [shot('A', [ev.hit(1), ev.pocket(2), ev.pocket('cue')])]),
    {
      fields: { foul: true, fouls: ['scratch'], next: 'B', cueBall: 'in-hand-kitchen' },
      cites: ['4.6'],
      saysNot: UNVERIFIED,
    },
    {
      fields: { foul: true, fouls: ['scratch'], next: 'B', cueBall: 'in-hand-kitchen' },
      cites: ['4.6'],
      says: UNVERIFIED,
    },
  ],
  [
    15,
    'eight-ball: the 8 driven off the table on the break loses under both, the current ruling said unverified',
    'eightOffTableOnBreak',
    log('eight-ball', [shot('A', [ev.hit(1), ev.pocket(2), ev.off(8)])]),
    { fields: { result: { winner: 'B', loser: 'A' } }, cites: ['4.20'], saysNot: UNVERIFIED },
    { fields: { result: { winner: 'B', loser: 'A' } }, cites: ['4.20', 'wpa-3.7'], says: UNVERIFIED },
  ],
  [
    16,
    'eight-ball: the 8 pocketed before the group is cleared loses the game under both (WPA 2016 3.8, list reported)',
    'eightLossOfRack',
    log('eight-ball', [shot('A', [ev.hit(1), ev.pocket(8)])], eightInPlay),
    { fields: { result: { winner: 'B', loser: 'A' } }, cites: ['4.20'], saysNot: REPORTED },
    { fields: { result: { winner: 'B', loser: 'A' } }, cites: ['4.20', 'wpa-3.8'], says: REPORTED },
  ],
  [
    18,
    'nine-ball third foul after the warning: loss of the rack under both, cited 5.13 / WPA 2016 2.8 and 6.14',
    'nineThreeFouls',
    log('nine-ball', [warning, shot('A', [ev.hit(5)])], nineInPlay({ consecutiveFouls: { A: 2 } })),
    { fields: { result: { winner: 'B' } }, cites: ['5.13'] },
    { fields: { result: { winner: 'B' } }, cites: ['wpa-2.8', 'wpa-6.14'], notCites: ['5.13', '2.16'] },
  ],
  [
    18,
    'nine-ball third foul without the warning counts as the second under both',
    'nineThreeFouls',
    log('nine-ball', [shot('A', [ev.hit(5)])], nineInPlay({ consecutiveFouls: { A: 2 } })),
    { fields: { result: null, consecutiveFouls: { A: 2 } }, cites: ['2.16'] },
    { fields: { result: null, consecutiveFouls: { A: 2 } }, cites: ['wpa-6.14'], notCites: ['2.16', '5.13'] },
  ],
  [
    19,
    'nine-ball: an intentional foul on the cue ball: a foul and a warning (3.29) / unsportsmanlike conduct, the rack lost',
    'intentionalFoulStrikes',
    log(
      'nine-ball',
      [shot('A', [ev.hit(3), ev.rail(3), ev.foul('touched-ball', { ball: 'cue', intentional: true })])],
      nineInPlay(),
    ),
    {
      fields: { foul: true, next: 'B', cueBall: 'in-hand', result: null, warnings: ['intentional-foul'] },
      cites: ['3.29'],
    },
    {
      fields: { foul: true, fouls: ['touched-ball'], result: { winner: 'B', loser: 'A', reason: 'unsportsmanlike' } },
      cites: ['wpa-6.17', 'wpa-2.8'],
      notCites: ['3.29'],
      says: /unsportsmanlike conduct, whose penalty the referee chooses\. With no other penalty given in the log, unsportsmanlike conduct takes the usual one .* serious foul/,
    },
  ],
  [
    8,
    'nine-ball: a double hit: a standard foul under both, cited 3.23 / WPA 2016 6.7 with its test',
    'doubleHitTest',
    log('nine-ball', [shot('A', [ev.hit(3), ev.rail(3), ev.foul('double-hit')])], nineInPlay()),
    { fields: { foul: true, fouls: ['double-hit'], next: 'B', cueBall: 'in-hand' }, cites: ['3.23'] },
    {
      fields: { foul: true, fouls: ['double-hit'], next: 'B', cueBall: 'in-hand', result: null },
      cites: ['wpa-6.7'],
      notCites: ['3.23'],
      says: /tip still touching the cue ball/,
    },
  ],
  [
    20,
    'eight-ball: marking the table: a standard foul (3.43) / unsportsmanlike conduct, the penalty of a serious foul',
    'markingTableFoul',
    log('eight-ball', [shot('A', [ev.hit(1), ev.rail(1), ev.foul('marking-table')])], eightInPlay),
    { fields: { foul: true, fouls: ['marking-table'], next: 'B', cueBall: 'in-hand' }, cites: ['3.43'] },
    {
      fields: { foul: true, fouls: ['marking-table'], result: { winner: 'B', loser: 'A', reason: 'unsportsmanlike' } },
      cites: ['wpa-6.17', 'wpa-3.8'],
      notCites: ['3.43', '2.28'],
      says: /marking the table is unsportsmanlike conduct, whose penalty the referee chooses/,
    },
  ],
  [
    20,
    '14.1: marking the table: one point off (3.43) / the serious foul of 4.11: 15 points, all racked, the offender breaks',
    'markingTableFoul',
    log('straight-pool', [shot('A', [ev.hit(3), ev.rail(3), ev.foul('marking-table')])], straightInPlay(), {
      target: 150,
    }),
    { fields: { foul: true, score: { A: 9 }, options: [], consecutiveFouls: { A: 1 } }, cites: ['3.43', '6.11'] },
    {
      fields: {
        foul: true,
        score: { A: -5 },
        options: [],
        consecutiveFouls: { A: 0 },
        next: 'A',
        rerack: true,
        cueBall: 'in-hand-kitchen',
      },
      cites: ['wpa-6.17', 'wpa-4.11'],
      notCites: ['3.43'],
      says: /that of a serious foul\. A is penalised 15 points\. All 15 balls are racked and the offender must break/,
    },
  ],
  [
    20,
    'nine-ball: a deliberate miscue on a jump shot: a foul (3.27) / unsportsmanlike conduct, the penalty of a serious foul',
    'deliberateMiscueConduct',
    log(
      'nine-ball',
      [shot('A', [ev.hit(3), ev.rail(3), ev.foul('miscue-jump', { intentional: true })], { stroke: 'jump' })],
      nineInPlay(),
    ),
    { fields: { foul: true, fouls: ['miscue-jump'], next: 'B', cueBall: 'in-hand' }, cites: ['3.27'] },
    {
      fields: { foul: true, fouls: ['miscue-jump'], result: { winner: 'B', loser: 'A', reason: 'unsportsmanlike' } },
      cites: ['wpa-6.17', 'wpa-2.8'],
      notCites: ['3.27', 'wpa-6'],
      says: /a deliberate one is unsportsmanlike conduct/,
    },
  ],
  [
    20,
    'nine-ball: unsportsmanlike conduct penalised by the loss of the game: the same ruling, cited 2.28 / WPA 2016 6.17',
    'unsportsmanlikeConduct',
    log('nine-ball', [shot('A', [ev.hit(3), ev.rail(3), conduct('loss-of-game')])], nineInPlay()),
    { fields: { foul: true, fouls: ['unsportsmanlike'], result: { winner: 'B', loser: 'A' } }, cites: ['2.28'] },
    {
      fields: { foul: true, fouls: ['unsportsmanlike'], result: { winner: 'B', loser: 'A' } },
      cites: ['wpa-6.17'],
      notCites: ['2.28'],
    },
  ],
  [
    20,
    'eight-ball: a warning for unsportsmanlike conduct: no foul under both, cited 2.28 / WPA 2016 6.17',
    'unsportsmanlikeConduct',
    log('eight-ball', [shot('A', [ev.hit(1), ev.rail(1), conduct('warning')])], eightInPlay),
    { fields: { foul: false, warnings: ['unsportsmanlike'], next: 'B' }, cites: ['2.28'], says: /\(2\.28\)/ },
    {
      fields: { foul: false, warnings: ['unsportsmanlike'], next: 'B' },
      cites: ['wpa-6.17'],
      notCites: ['2.28'],
      says: /warned for unsportsmanlike conduct; no foul/,
      saysNot: /2\.28/,
    },
  ],
  [
    20,
    '14.1: unsportsmanlike conduct with the loss of the game given in the log: the game is lost under both',
    'unsportsmanlikeConduct',
    log('straight-pool', [shot('A', [ev.hit(3), ev.rail(3), conduct('loss-of-game')])], straightInPlay(), {
      target: 150,
    }),
    { fields: { result: { winner: 'B', loser: 'A' } }, cites: ['2.28'] },
    { fields: { result: { winner: 'B', loser: 'A' } }, cites: ['wpa-6.17'], notCites: ['2.28'] },
  ],
  [
    20,
    'nine-ball: unsportsmanlike conduct with no penalty given: a standard foul (2.28) / the penalty of a serious foul, the rack lost (6.17, 2.8)',
    'conductDefault',
    log('nine-ball', [shot('A', [ev.hit(3), ev.rail(3), { type: 'foul', kind: 'unsportsmanlike' }])], nineInPlay()),
    {
      fields: { foul: true, fouls: ['unsportsmanlike'], next: 'B', cueBall: 'in-hand', result: null },
      cites: ['2.28'],
    },
    {
      fields: {
        foul: true,
        fouls: ['unsportsmanlike'],
        result: { winner: 'B', loser: 'A', reason: 'unsportsmanlike' },
      },
      cites: ['wpa-6.17', 'wpa-2.8'],
      notCites: ['2.28'],
      says: /that of a serious foul\. A loses the game/,
    },
  ],
  [
    20,
    'eight-ball: unsportsmanlike conduct penalised as a standard foul in the log: a standard foul under both',
    'conductDefault',
    log('eight-ball', [shot('A', [ev.hit(1), ev.rail(1), conduct('foul')])], eightInPlay),
    {
      fields: { foul: true, fouls: ['unsportsmanlike'], next: 'B', cueBall: 'in-hand', result: null },
      cites: ['2.28'],
    },
    {
      fields: { foul: true, fouls: ['unsportsmanlike'], next: 'B', cueBall: 'in-hand', result: null },
      cites: ['wpa-6.17'],
      notCites: ['2.28', 'wpa-3.8'],
      saysNot: /serious foul/,
    },
  ],
  [
    20,
    '14.1: unsportsmanlike conduct with no penalty given: one point off (2.28) / 15 points, all racked, the offender breaks (6.17, 4.11)',
    'conductDefault',
    log(
      'straight-pool',
      [shot('A', [ev.hit(3), ev.rail(3), { type: 'foul', kind: 'unsportsmanlike' }])],
      straightInPlay({ consecutiveFouls: { A: 1 } }),
      { target: 150 },
    ),
    { fields: { foul: true, score: { A: 9 }, next: 'B', consecutiveFouls: { A: 2 } }, cites: ['2.28'] },
    {
      fields: { foul: true, score: { A: -5 }, next: 'A', rerack: true, consecutiveFouls: { A: 0 }, options: [] },
      cites: ['wpa-6.17', 'wpa-4.11'],
      notCites: ['2.28'],
    },
  ],
  [
    21,
    'balls settling: a ball falls during the shot without affecting it: put back, play goes on, under both (3.31, 1.7)',
    'ballsSettling',
    log('nine-ball', [shot('A', [ev.hit(3), ev.pocket(3), ev.settle(5, 'foot-left', 'shot', false)])], nineInPlay()),
    {
      fields: { foul: false, restore: true, replay: false, next: 'A', cueBall: 'in-place' },
      cites: ['3.31'],
      says: /without affecting it: it is put back, play goes on and the shot stands/,
    },
    {
      fields: { foul: false, restore: true, replay: false, next: 'A', cueBall: 'in-place' },
      cites: ['wpa-1.7'],
      notCites: ['3.31'],
      says: /without affecting it: it is put back, play goes on and the shot stands/,
    },
  ],
  [
    21,
    'balls settling: a fall that affected the shot replays it under both',
    'ballsSettling',
    log('nine-ball', [shot('A', [ev.settle(3, 'foot-left', 'shot')])], nineInPlay()),
    { fields: { foul: false, restore: true, replay: true, next: 'A' }, cites: ['3.31'] },
    { fields: { foul: false, restore: true, replay: true, next: 'A' }, cites: ['wpa-1.7'], notCites: ['3.31'] },
  ],
  [
    21,
    'balls settling: shooting while a ball settles is a foul in 1999, not under 1.7',
    'ballsSettling',
    log(
      'nine-ball',
      [shot('A', [ev.settle(5, undefined, 'shot'), ev.hit(3), ev.rail(3), ev.foul('shot-while-moving', { ball: 5 })])],
      nineInPlay(),
    ),
    { fields: { foul: true, fouls: ['shot-while-moving'], next: 'B', cueBall: 'in-hand' }, cites: ['3.14'] },
    {
      fields: { foul: false, fouls: [], next: 'B', cueBall: 'in-place' },
      cites: ['wpa-1.7'],
      notCites: ['3.14'],
      says: /only settling: shooting while a ball settles is not a foul/,
    },
  ],
  [
    22,
    'eight-ball: a position that cannot be restored: the game replayed (1999), a stalemate (1.9, 1.12): B breaks',
    'unrestorableReplaysGame',
    log('eight-ball', [announce('referee', 'unrestorable')], { ...eightInPlay, breaker: 'B' }),
    { fields: { next: 'B', rerack: true, cueBall: 'in-hand-kitchen', foul: false }, cites: ['3.35', '2.18'] },
    {
      fields: { next: 'B', rerack: true, cueBall: 'in-hand-kitchen', foul: false },
      cites: ['wpa-1.9', 'wpa-1.12'],
      notCites: ['3.35', '2.18', '4.21'],
      says: /handled as a stalemate/,
      saysNot: REPORTED,
    },
  ],
  [
    22,
    'nine-ball: a position that cannot be restored: the same re-break, by 2.9 (reported) under the current rules',
    'unrestorableReplaysGame',
    log('nine-ball', [announce('referee', 'unrestorable')], nineInPlay({ breaker: 'B', consecutiveFouls: { A: 1 } })),
    {
      fields: { next: 'B', rerack: true, consecutiveFouls: { A: 0, B: 0 } },
      cites: ['3.35', '2.18'],
      says: /replayed/,
    },
    {
      fields: { next: 'B', rerack: true, consecutiveFouls: { A: 0, B: 0 } },
      cites: ['wpa-1.9', 'wpa-2.9'],
      notCites: ['3.35', '2.18'],
      says: REPORTED,
    },
  ],
  [
    22,
    '14.1: a position that cannot be restored: all 15 racked, a lag for the opening break, the score kept, under both',
    'unrestorableReplaysGame',
    log('straight-pool', [announce('referee', 'unrestorable')], straightInPlay({ breaker: 'A' }), { target: 150 }),
    {
      fields: { next: null, options: ['relag'], rerack: true, cueBall: 'in-hand-kitchen', score: { A: 10, B: 10 } },
      cites: ['3.35'],
      says: /players lag for it/,
    },
    {
      fields: { next: null, options: ['relag'], rerack: true, cueBall: 'in-hand-kitchen', score: { A: 10, B: 10 } },
      cites: ['wpa-1.9', 'wpa-4.12'],
      notCites: ['3.35'],
      says: /score; it is kept/,
    },
  ],
  [
    23,
    'eight-ball stalemate: the breaker breaks again under both',
    'eightStalemate',
    log('eight-ball', [announce('referee', 'stalemate')], { ...eightInPlay, breaker: 'B' }),
    { fields: { next: 'B', rerack: true }, cites: ['4.21'] },
    { fields: { next: 'B', rerack: true }, cites: ['wpa-1.12'], notCites: ['4.21'], saysNot: REPORTED },
  ],
  [
    24,
    'nine-ball stalemate: the breaker breaks again under both; the current 2.9 is reported',
    'nineStalemate',
    log('nine-ball', [announce('referee', 'stalemate')], nineInPlay({ breaker: 'B' })),
    { fields: { next: 'B', rerack: true }, cites: ['3.35'] },
    { fields: { next: 'B', rerack: true }, cites: ['wpa-2.9'], notCites: ['3.35'], says: REPORTED },
  ],
  [
    25,
    'lag: a lag shot while the other ball is moving is bad in 1999, not under the current 1.2',
    'lagMovingBallsSpoil',
    game('lag', [
      lag({
        A: { events: [ev.rail('cue', 'foot'), ev.foul('shot-while-moving')], final: [0.2, 0.9] },
        B: { events: [ev.rail('cue', 'foot')], final: [0.3, 0.4] },
      }),
    ]),
    { fields: { result: { winner: 'B' } }, cites: ['3.6'] },
    { fields: { result: { winner: 'A' } }, cites: ['wpa-1.2'], notCites: ['3.6'], says: /does not spoil a lag/ },
  ],
  [
    25,
    'lag: another foul spoils a lag under both',
    'lagMovingBallsSpoil',
    game('lag', [
      lag({
        A: { events: [ev.rail('cue', 'foot'), ev.foul('double-hit')], final: [0.2, 0.9] },
        B: { events: [ev.rail('cue', 'foot')], final: [0.3, 0.4] },
      }),
    ]),
    { fields: { result: { winner: 'B' } } },
    { fields: { result: { winner: 'B' } }, cites: ['wpa-1.2'] },
  ],
  [
    25,
    'lag: a ball struck after the other reached the foot cushion: judged as played in 1999, lag again under 1.2',
    'lagLateStrikeRelag',
    game('lag', [lag({ A: foot([0.2, 0.9], true), B: foot([0.3, 0.4]) })]),
    { fields: { result: { winner: 'A' }, options: [] }, cites: ['3.6'], says: /sets no consequence/ },
    {
      fields: { result: null, options: ['relag'], next: null },
      cites: ['wpa-1.2'],
      notCites: ['3.6', '3.7'],
      says: /struck the ball after the other ball had reached the foot cushion, so the lag does not count/,
    },
  ],
  [
    25,
    'lag: the late ball is a bad lag: the other player wins in 1999; the lag is still played again under 1.2',
    'lagLateStrikeRelag',
    game('lag', [lag({ A: foot([0.2, 0.9]), B: { ...foot([0.3, 0.4], true), events: [] } })]),
    { fields: { result: { winner: 'A' } }, cites: ['3.6'] },
    { fields: { result: null, options: ['relag'] }, cites: ['wpa-1.2'], saysNot: /lag is lost/ },
  ],
  [
    27,
    'nine-ball: cue ball in hand placed against an object ball',
    'nineInHandNotTouching',
    log(
      'nine-ball',
      [shot('A', [ev.hit(3), ev.rail(3)], { cueBallAt: [1.2 - 2 * R, 0.6] })],
      nineInPlay({ cueBall: 'in-hand', positions: { 3: [1.2, 0.6] } }),
    ),
    { fields: { foul: true, fouls: ['bad-cue-ball-position'], next: 'B' }, cites: ['5.10'] },
    {
      fields: { foul: false, fouls: [], next: 'B', cueBall: 'in-place' },
      cites: ['wpa-1.5'],
      notCites: ['5.10'],
      says: /may be placed against an object ball/,
    },
  ],
  [
    31,
    '14.1: a scratch on a breaking violation is the breaking foul only (2 points, accept or re-break) under both',
    'breakingFoulOnly',
    log('straight-pool', [shot('A', [ev.hit(10), ev.rail(7), ev.pocket('cue')])], null, { target: 150 }),
    {
      fields: { fouls: ['scratch', 'illegal-break'], score: { A: -2 }, options: ['accept', 'rerack-opponent'] },
      cites: ['6.6'],
      notCites: ['wpa-4.10'],
    },
    {
      fields: { fouls: ['scratch', 'illegal-break'], score: { A: -2 }, options: ['accept', 'rerack-opponent'] },
      cites: ['wpa-4.10'],
      says: /only the breaking foul counts/,
    },
  ],
  [
    32,
    '14.1: a foul, then a safety at a near-cushion ball that only drives it into its cushion',
    'nearRailRule',
    log(
      'straight-pool',
      [
        shot('A', [ev.hit(5)]),
        shot('B', [ev.hit(5)]),
        shot('A', [ev.hit(3), ev.rail(3, 'right-foot')], { call: safety, positions: nearCushion }),
      ],
      straightInPlay({ positions: nearCushion }),
      { target: 150 },
    ),
    { fields: { foul: true, fouls: ['no-rail'], rerack: true, next: 'A', score: { A: -7 } }, cites: ['6.7.2'] },
    {
      fields: { foul: false, fouls: [], rerack: false, next: 'B', score: { A: 9 } },
      cites: ['wpa-4.9'],
      notCites: ['6.7.2'],
      says: /no limit on safeties/,
    },
  ],
  [
    33,
    '14.1: deliberately touching a moving ball',
    'deliberateFoulPenalty',
    log(
      'straight-pool',
      [shot('A', [ev.hit(3), ev.rail(3), ev.foul('deliberate-touch', { ball: 5 })])],
      straightInPlay(),
      { target: 150 },
    ),
    { fields: { foul: true, score: { A: -6 }, options: ['accept', 'rerack-opponent'] }, cites: ['6.7.5'] },
    {
      fields: { foul: true, score: { A: -5 }, options: [], next: 'A', rerack: true, cueBall: 'in-hand-kitchen' },
      cites: ['wpa-6.17', 'wpa-4.11'],
      notCites: ['6.7.5'],
      says: /unsportsmanlike conduct.*that of a serious foul/,
    },
  ],
  [
    34,
    '14.1: third consecutive foul after the warning',
    'thirdFoulChoice',
    log('straight-pool', [warning, shot('A', [ev.hit(3)])], straightInPlay({ consecutiveFouls: { A: 2 } }), {
      target: 150,
    }),
    {
      fields: { foul: true, next: 'B', options: ['accept', 'rerack-opponent'], rerack: false, score: { A: -6 } },
      cites: ['6.12'],
    },
    {
      fields: {
        foul: true,
        next: 'A',
        options: [],
        rerack: true,
        cueBall: 'in-hand-kitchen',
        score: { A: -6 },
        consecutiveFouls: { A: 0 },
      },
      cites: ['wpa-4.11', 'wpa-6.14'],
      notCites: ['6.12'],
      says: /offender must break/,
    },
  ],
  [
    35,
    '14.1: playing on after a foul was called: 15 points off (2.9) / unsportsmanlike conduct, a serious foul (4.11)',
    'conductFifteen',
    log(
      'straight-pool',
      [shot('A', [ev.hit(3), ev.rail(3), ev.foul('continued-after-foul')])],
      straightInPlay({ consecutiveFouls: { A: 1 } }),
      { target: 150 },
    ),
    {
      fields: { foul: true, fouls: ['continued-after-foul'], score: { A: -5 }, next: 'B', options: [] },
      cites: ['2.9'],
    },
    {
      fields: {
        foul: true,
        fouls: ['continued-after-foul'],
        score: { A: -5 },
        next: 'A',
        options: [],
        rerack: true,
        cueBall: 'in-hand-kitchen',
        consecutiveFouls: { A: 0 },
        warnings: [],
      },
      cites: ['wpa-6.17', 'wpa-4.11'],
      notCites: ['2.9'],
      says: /unsportsmanlike conduct, whose penalty the referee chooses instead of a fixed 15 points/,
    },
  ],
  [
    35,
    '14.1: leaving the playing area without permission: 15 points off, B to play (2.22) / 15 points, all racked, A breaks',
    'conductFifteen',
    log('straight-pool', [shot('A', [ev.hit(3), ev.rail(3), ev.foul('left-playing-area')])], straightInPlay(), {
      target: 150,
    }),
    { fields: { foul: true, score: { A: -5 }, next: 'B' }, cites: ['2.22'], notCites: ['wpa-6.17'] },
    {
      fields: { foul: true, fouls: ['left-playing-area'], score: { A: -5 }, next: 'A', rerack: true, result: null },
      cites: ['wpa-6.17', 'wpa-4.11'],
      notCites: ['2.22'],
      says: /instead of a fixed 15 points/,
    },
  ],
  [
    36,
    '14.1 stalemate: the breaker breaks again (1999, as 3.35 restarts a rack); the players lag again (4.12)',
    'straightStalemateLag',
    log('straight-pool', [announce('referee', 'stalemate')], straightInPlay({ breaker: 'A' }), { target: 150 }),
    { fields: { next: 'A', options: [], rerack: true, score: { A: 10, B: 10 } }, cites: ['3.35'] },
    {
      fields: { next: null, options: ['relag'], rerack: true, cueBall: 'in-hand-kitchen', score: { A: 10, B: 10 } },
      cites: ['wpa-4.12'],
      notCites: ['3.35'],
      says: /Stalemate\. All 15 balls are racked .* lag .* score; it is kept/,
    },
  ],
];

function check(r: Ruling, w: Want): string[] {
  const bad = compareRuling(r as never, w.fields);
  for (const id of w.cites ?? []) if (!r.rules.includes(id)) bad.push(`does not cite ${id}: ${r.rules.join(', ')}`);
  for (const id of w.notCites ?? []) if (r.rules.includes(id)) bad.push(`cites ${id}: ${r.rules.join(', ')}`);
  if (w.says && !w.says.test(explain(r, 'en'))) bad.push(`does not say ${w.says}: ${explain(r, 'en')}`);
  if (w.saysNot?.test(explain(r, 'en'))) bad.push(`says ${w.saysNot}: ${explain(r, 'en')}`);
  return bad;
}

const under = (doc: RefereeDoc, edition: Edition): RefereeDoc => ({ ...doc, edition });

describe('a log ruled under both editions, one row per difference', () => {
  test.each(ROWS)('#%i %s', (_n, _t, _k, doc, w1999, current) => {
    expect(check(lastRuling(under(doc, 'wpa-1999')), w1999)).toEqual([]);
    expect(check(lastRuling(under(doc, 'wpa-current')), current)).toEqual([]);
    // no edition named is the 1999 edition, byte for byte
    expect(JSON.stringify(lastRuling(doc))).toBe(JSON.stringify(lastRuling(under(doc, 'wpa-1999'))));
  });

  test('every override has a row, and each row tests the override of its difference', () => {
    const tested = new Set(ROWS.map((r) => r[2]));
    expect(Object.keys(OVERRIDES).filter((k) => !tested.has(k as OverrideKey))).toEqual([]);
    for (const [n, , k] of ROWS) expect(OVERRIDES[k].n).toBe(n);
  });

  test('a ruling that follows a reported or unverified current text says so', () => {
    for (const [, , k, , , current] of ROWS) {
      const unsure = isUnsure(k);
      if (unsure === 'reported') expect(current.says, k).toBe(REPORTED);
      if (unsure === 'unverified') expect(current.says, k).toBe(UNVERIFIED);
    }
  });
});

describe('14.1: the lag for the opening break (3.35, 4.12)', () => {
  test.each(['wpa-1999', 'wpa-current'] as const)(
    '%s: whoever won the lag breaks, in turn, the score kept',
    (edition) => {
      const steps = [
        announce('referee', 'unrestorable'),
        announce('referee', 'warning'),
        shot('B', [ev.hit(1), ev.rail(2), ev.rail(3), ev.rail('cue')]),
      ];
      const doc = under(log('straight-pool', steps, straightInPlay({ breaker: 'A' }), { target: 150 }), edition);
      const ref = new Referee(doc);
      const [lagged, warned, broke] = steps.map((s, i) => ref.step(s, i));
      ref.stop();
      // still waiting for the lag after another announcement
      expect([lagged?.next, warned?.next, warned?.options]).toEqual([null, null, ['relag']]);
      expect(broke).toMatchObject({ foul: false, fouls: [], next: 'A', score: { A: 10, B: 10 }, options: [] });
      expect(broke?.rules).toContain(edition === 'wpa-1999' ? '3.35' : 'wpa-4.12');
      expect(broke?.rules).toContain('6.6');
      expect(explain(broke as Ruling, 'en')).toMatch(/B won the lag and takes the opening break/);
      expect(explain(broke as Ruling, 'en')).not.toMatch(/out of turn/);
    },
  );

  test('a concession while the lag is due ends the game: nobody lags', () => {
    const doc = log('straight-pool', [announce('referee', 'unrestorable'), announce('B', 'concede')], straightInPlay());
    expect(lastRuling(under(doc, 'wpa-current'))).toMatchObject({ next: null, options: [], result: { winner: 'A' } });
  });
});

const CURRENT_PARAGRAPHS = new Set(DIFFERENCES.flatMap((x) => x.current.map((p) => p.replace(/\(.*\)$/, ''))));

describe('random games under wpa-current', () => {
  const CITABLE = new Set(Object.values(OVERRIDES).flatMap((o) => [...o.current]));
  test.each(['eight-ball', 'nine-ball', 'straight-pool'] as const)(
    '%s cites current paragraphs only through its overrides',
    (g) => {
      const cited = new Set<string>();
      for (let seed = 1; seed <= 30; seed += 1) {
        const doc: RefereeDoc = { ...game(g, [], { options: { target: 25 } }), edition: 'wpa-current' };
        const ref = new Referee(doc);
        const rng = seededRandom(seed);
        for (let i = 0; i < 60; i += 1) {
          const step: Step = ref.context.phase === 'over' ? { kind: 'newRack' } : randomStep(ref.context, rng);
          const r = ref.step(step, i);
          for (const id of r.rules) if (id.startsWith('wpa-')) cited.add(id);
          expect(explain(r, 'en')).toMatch(/\(Rules .+\.\)$/);
        }
        ref.stop();
      }
      expect([...cited].filter((id) => !CITABLE.has(id as never))).toEqual([]);
    },
  );
});

describe('the overrides', () => {
  test.each(Object.entries(OVERRIDES))('%s names a known difference and its current paragraphs', (_k, o) => {
    const row = DIFFERENCES.find((x) => x.n === o.n);
    expect(row).toBeDefined();
    for (const id of o.current) {
      expect(id).toMatch(/^wpa-\d+(\.\d+)?$/);
      // each cited paragraph is a current paragraph of the table (3.3(d) is cited as wpa-3.3), most of its own row
      expect(CURRENT_PARAGRAPHS.has(id.slice(4)), id).toBe(true);
    }
    expect(o.current.some((id) => row?.current.some((p) => p.replace(/\(.*\)$/, '') === id.slice(4)))).toBe(true);
  });
});
