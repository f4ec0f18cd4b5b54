/**
 * Each step of a shot's assessment alone (shot-steps.ts), as tables of known answers: the shot's
 * events, the game's position and edition, and what the step must record (fouls, paragraphs,
 * clauses) and add to the assessment. The answers are the rules' (cited per row), under both editions.
 */
import { describe, expect, test } from 'vitest';
import { summarizeShot } from '../../shot/index.ts';
import type { NonBallFoul, ObjectBall, ShotEvent } from '../../vocabulary/index.ts';
import { ev, game } from '../build.ts';
import { type Assessment, freshAssessment, type ShotRules, startPositions } from './assess.ts';
import { range } from './balls.ts';
import { baseContext } from './context.ts';
import { Draft } from './draft.ts';
import type { Edition } from './policy.ts';
import { write } from './shot-notes.ts';
import {
  contactAndRail,
  cueBallInHand,
  fellBySelf,
  firstContact,
  interference,
  interferenceRestored,
  nonBallFoul,
  nonShooter,
  nonShooterFoul,
  offTable,
  oneFoul,
  outOfTurn,
  penalty,
  type ShotInput,
  type ShotStep,
  type SoFar,
  type StepResult,
  scratch,
  settledDuringShot,
} from './shot-steps.ts';
import type { Point } from './table.ts';
import type { CueBallState, GameSetup, ShotDeclaration } from './types.ts';

const L = 2.54;
const ANY: Omit<ShotRules, 'isBreak'> = { isLegalTarget: () => true, penaltyRules: ['4.16'] };
const LOWEST: Omit<ShotRules, 'isBreak'> = { isLegalTarget: (b) => b === 1, penaltyRules: ['5.7'] };

interface Given {
  events: ShotEvent[];
  edition?: Edition;
  referee?: boolean;
  cueBall?: CueBallState;
  positions?: GameSetup['positions'];
  shot?: Partial<ShotDeclaration>;
  rules?: Partial<ShotRules>;
  /** the player whose turn it is (A shoots) */
  turn?: string;
}

/** The input of a step: A shoots in a nine-ball game in play (nine-ball has both editions). */
function input(g: Given): ShotInput {
  const setup: GameSetup = {
    shooter: g.turn ?? 'A',
    cueBall: g.cueBall ?? 'in-place',
    ...(g.positions ? { positions: g.positions } : {}),
  };
  const doc = game('nine-ball', [], { setup, options: g.referee === false ? { referee: false } : {} });
  const ctx = baseContext({ ...doc, edition: g.edition ?? 'wpa-1999' }, range(1, 9), null, false);
  const shot: ShotDeclaration = { by: 'A', events: g.events, ...g.shot };
  const start = startPositions(ctx, shot);
  return {
    ctx,
    policy: ctx.policy,
    shot,
    facts: summarizeShot(g.events),
    rules: { isBreak: false, ...ANY, ...g.rules },
    start,
  };
}

const assessment = (s: ShotInput, extra: Partial<Assessment> = {}): Assessment => ({
  ...freshAssessment(s.ctx, s.shot),
  first: s.facts.firstContact,
  ...extra,
});

/** What a step's result comes to once written into a fresh ruling. */
function outcome(r: StepResult) {
  const d = write(new Draft(0), r.notes);
  return {
    fouls: d.fouls,
    rules: d.rules,
    says: d.clauses.map((c) => c.code),
    warnings: d.warnings,
    restore: d.restore,
    replay: d.replay,
    set: r.set ?? {},
    end: r.end ?? false,
  };
}

type Want = Partial<ReturnType<typeof outcome>>;
type Row = [name: string, rule: string, given: Given, want: Want];

const run = (step: ShotStep, g: Given, soFar: SoFar = { fouls: 0, restore: false }) => {
  const s = input(g);
  return outcome(step(s, assessment(s), soFar));
};

const NONE: Want = { fouls: [], rules: [], says: [], end: false };

describe('before the shot: replays and balls put back (3.31, 3.35, 2.18)', () => {
  const ROWS: Array<[...Row, ShotStep]> = [
    ['no interference', '3.35', { events: [ev.hit(1)] }, NONE, interference],
    [
      'outside interference that affected the shot: put back and replayed, no foul',
      '3.35',
      { events: [ev.hit(1), ev.interference()] },
      { fouls: [], rules: ['3.35', '2.18'], says: ['replay.interference'], restore: true, replay: true, end: true },
      interference,
    ],
    [
      'interference that did not affect the shot: put back, the shot stands',
      '2.18',
      { events: [ev.hit(1), ev.interference(false)] },
      { fouls: [], rules: ['2.18', '3.35'], says: ['restore.interference'], restore: true, replay: false, end: false },
      interferenceRestored,
    ],
    [
      'a ball falling as it was played at: replayed',
      '3.31',
      { events: [ev.hit(1), ev.settle(2, 'foot-left', 'shot')] },
      { rules: ['3.31'], says: ['replay.settle'], restore: true, replay: true, end: true },
      settledDuringShot,
    ],
    [
      'the same under the current rules, citing 1.7',
      'wpa-1.7',
      { events: [ev.hit(1), ev.settle(2, 'foot-left', 'shot')], edition: 'wpa-current' },
      { rules: ['wpa-1.7'], says: ['replay.settle'], replay: true, end: true },
      settledDuringShot,
    ],
    [
      'a fall that did not affect the shot: put back, play goes on',
      '3.31',
      { events: [ev.hit(1), ev.settle(2, 'foot-left', 'shot', false)] },
      { rules: ['3.31'], says: ['settle.unaffected'], restore: true, replay: false, end: false },
      settledDuringShot,
    ],
    [
      'no stroke, a ball stays where it settled: the same player is still to shoot',
      '3.31',
      { events: [ev.settle(2)], turn: 'B' },
      {
        fouls: [],
        rules: ['3.31'],
        says: ['settle.stays'],
        restore: false,
        end: true,
        set: { replay: true, outOfTurn: false },
      },
      fellBySelf,
    ],
    [
      'no stroke, a ball dropped by itself: put back',
      '3.31',
      { events: [ev.settle(2, 'foot-left')] },
      { rules: ['3.31'], says: ['restore.settle'], restore: true, end: true },
      fellBySelf,
    ],
    [
      'a ball dropped by itself during a shot: put back, the shot judged',
      '3.31',
      { events: [ev.hit(1), ev.settle(2, 'foot-left')] },
      { rules: ['3.31'], says: ['restore.settle'], restore: true, end: false },
      fellBySelf,
    ],
  ];
  test.each(ROWS)('%s (%s)', (_n, _r, g, want, step) => {
    expect(run(step, g)).toMatchObject(want);
  });
});

describe('the shot (3.41, 2.10, 3.18, 3.19, 3.38, 3.20, 3.28)', () => {
  const FROZEN_AT: Point = [L / 2, 0.0286];
  const ROWS: Array<[...Row, ShotStep]> = [
    ['in turn', '3.41', { events: [ev.hit(1)] }, NONE, outOfTurn],
    [
      'out of turn: a foul',
      '3.41',
      { events: [ev.hit(1)], turn: 'B' },
      { fouls: ['interference'], rules: ['3.41'], says: ['outOfTurn'] },
      outOfTurn,
    ],
    ['the first ball contacted', '3.18', { events: [ev.hit(3)] }, { ...NONE, set: { first: 3 } }, firstContact],
    [
      'a split hit decided for the shooter',
      '2.10',
      { events: [ev.split([2, 1])], rules: LOWEST },
      { rules: ['2.10', '1.16', '1.16.4'], says: ['split'], set: { first: 1 } },
      firstContact,
    ],
    [
      'no ball contacted',
      '3.18',
      { events: [] },
      { fouls: ['no-contact'], rules: ['3.18', '3.19'], says: ['foul.no-contact'] },
      contactAndRail,
    ],
    [
      'the wrong ball first: the game’s own paragraph leads',
      '5.8',
      { events: [ev.hit(3), ev.rail(3)], rules: { ...LOWEST, foulRules: { 'wrong-ball-first': '5.8' } } },
      { fouls: ['wrong-ball-first'], rules: ['5.8', '3.18', '3.19'], says: ['foul.wrong-ball-first'] },
      contactAndRail,
    ],
    [
      'a legal ball first and a cushion after: legal',
      '3.19',
      { events: [ev.hit(1), ev.rail(1)] },
      { ...NONE, set: { railOk: true } },
      contactAndRail,
    ],
    [
      'no cushion after the contact',
      '3.19',
      { events: [ev.hit(1)] },
      { fouls: ['no-rail'], rules: ['3.19'], says: ['foul.no-rail'], set: { railOk: false } },
      contactAndRail,
    ],
    [
      'no cushion on a break: the break has its own rule',
      '5.4',
      { events: [ev.hit(1)], rules: { isBreak: true } },
      NONE,
      contactAndRail,
    ],
    ['a push out is exempt', '5.6', { events: [], rules: { exemptContactAndRail: true } }, NONE, contactAndRail],
    [
      'a ball announced frozen driven back to its own cushion: 3.38 leads',
      '3.38',
      {
        events: [ev.hit(1), ev.rail(1, 'foot')],
        positions: { 1: [L - 0.0286, 0.6] },
        shot: { frozen: [1 as ObjectBall] },
        rules: { foulRules: { 'no-rail': '5.9' } },
      },
      { fouls: ['no-rail'], rules: ['3.38', '3.19', '5.9'], says: ['foul.no-rail-frozen'], set: { railOk: false } },
      contactAndRail,
    ],
    [
      'a ball at a cushion nobody announced frozen counts as driven to it',
      '2.16',
      { events: [ev.hit(1)], positions: { 1: FROZEN_AT } },
      { fouls: [], rules: ['2.16', '3.38'], says: ['frozen.presumed'], set: { railOk: true } },
      contactAndRail,
    ],
    [
      'the same presumption kept under the current rules, said to be unverified',
      '2.16',
      { events: [ev.hit(1)], positions: { 1: FROZEN_AT }, edition: 'wpa-current' },
      { fouls: [], rules: ['2.16', '3.38', 'wpa-8.4'], says: ['frozen.presumed', 'edition.unverified'] },
      contactAndRail,
    ],
    [
      'the cue ball pocketed: a scratch',
      '3.20',
      { events: [ev.hit(1), ev.pocket('cue')] },
      { fouls: ['scratch'], rules: ['3.20'], says: ['foul.scratch'], set: { scratch: true } },
      scratch,
    ],
    [
      'the cue ball touching a pocketed ball: a scratch',
      '3.20',
      { events: [ev.hitPocketed(1)] },
      { fouls: ['scratch'], rules: ['3.20'], says: ['foul.scratch-pocketed-ball'], set: { scratch: true } },
      scratch,
    ],
    ['no scratch', '3.20', { events: [ev.hit(1)] }, NONE, scratch],
    [
      'the cue ball and an object ball off the table',
      '3.28',
      { events: [ev.hit(1), ev.off(1), ev.off('cue')] },
      {
        fouls: ['cue-ball-off-table', 'object-ball-off-table'],
        rules: ['3.28'],
        says: ['foul.cue-ball-off-table', 'foul.object-ball-off-table'],
        set: { cueOffTable: true, objectOffTable: [1] },
      },
      offTable,
    ],
  ];
  test.each(ROWS)('%s (%s)', (_n, _r, g, want, step) => {
    expect(run(step, g)).toMatchObject(want);
  });
});

describe('the cue ball in hand (3.10, 3.39, 2.21, 5.10; current 6.10)', () => {
  const KITCHEN = {
    cueBall: 'in-hand-kitchen' as const,
    positions: { 1: [1.9, 0.6] as Point, 2: [0.3, 0.3] as Point },
  };
  const at = (x: number): Partial<ShotDeclaration> => ({ cueBallAt: [x, 0.6] });
  const ROWS: Row[] = [
    ['placed behind the head string', '3.10', { events: [ev.hit(1)], ...KITCHEN, shot: at(0.3) }, NONE],
    [
      'placed clearly in front of it: a foul',
      '3.10',
      { events: [ev.hit(1)], ...KITCHEN, shot: at(1.2) },
      { fouls: ['bad-cue-ball-position'], rules: ['3.10', '2.21'], says: ['foul.bad-cue-ball-position'] },
    ],
    [
      'on the line, unwarned: the shot stands',
      '2.21',
      { events: [ev.hit(1)], ...KITCHEN, shot: at(L / 4) },
      { fouls: [], rules: ['3.10', '2.21'], says: ['headString.stands'] },
    ],
    [
      'on the line after the warning: a foul',
      '2.21',
      { events: [ev.foul('bad-cue-ball-position'), ev.hit(1)], ...KITCHEN, shot: at(L / 4) },
      { fouls: ['bad-cue-ball-position'], rules: ['3.10', '2.21'], says: ['foul.bad-cue-ball-position-warned'] },
    ],
    [
      'on the line under the current rules: a foul, warned or not',
      'wpa-6.10',
      { events: [ev.hit(1)], ...KITCHEN, shot: at(L / 4), edition: 'wpa-current' },
      { fouls: ['bad-cue-ball-position'], rules: ['wpa-6.10'], says: ['edition.headStringLine'] },
    ],
    [
      'behind the line under the current rules',
      'wpa-6.10',
      { events: [ev.hit(1)], ...KITCHEN, shot: at(0.3), edition: 'wpa-current' },
      NONE,
    ],
    [
      'the first ball touched lies in the kitchen and the cue ball never left it',
      '3.39',
      { events: [ev.hit(2)], ...KITCHEN, shot: at(0.1) },
      { fouls: ['kitchen'], rules: ['3.39', '3.10'], says: ['foul.kitchen'] },
    ],
    [
      'the cue ball left the kitchen first',
      '3.39',
      { events: [ev.cross(), ev.cross(), ev.hit(2)], ...KITCHEN, shot: at(0.1) },
      NONE,
    ],
    [
      'in hand anywhere, placed against a ball where the game forbids it',
      '5.10',
      {
        events: [ev.hit(1)],
        cueBall: 'in-hand',
        positions: { 1: [1.9, 0.6] },
        shot: { cueBallAt: [1.9 - 0.0572, 0.6] },
        rules: { inHandNotTouching: true },
      },
      { fouls: ['bad-cue-ball-position'], rules: ['5.10'], says: ['foul.cue-against-ball'] },
    ],
    [
      'against a ball where the game allows it',
      '5.10',
      {
        events: [ev.hit(1)],
        cueBall: 'in-hand',
        positions: { 1: [1.9, 0.6] },
        shot: { cueBallAt: [1.9 - 0.0572, 0.6] },
      },
      NONE,
    ],
    ['the cue ball in place', '3.10', { events: [ev.hit(1)], shot: at(1.2) }, NONE],
  ];
  test.each(ROWS)('%s (%s)', (_n, _r, g, want) => {
    expect(run(cueBallInHand, g)).toMatchObject(want);
  });
});

describe('a non-ball foul of the shooter, under each edition (1.16.1, 2.28, 3.9, 3.21, 3.27, 3.31, 3.43)', () => {
  const foul = (kind: NonBallFoul, extra: Parameters<typeof ev.foul>[1] = {}) => [
    ev.hit(1),
    ev.rail(1),
    ev.foul(kind, extra),
  ];
  const ROWS: Row[] = [
    [
      'an object ball touched with a referee: a foul, the ball put back',
      '3.21',
      { events: foul('touched-ball', { ball: 2 }) },
      { fouls: ['touched-ball'], rules: ['3.21'], says: ['foul.nonBall', 'restore.touched'], restore: true },
    ],
    [
      'the same without a referee: excused, put back ("cue ball fouls only")',
      '1.16.1',
      { events: foul('touched-ball', { ball: 2 }), referee: false },
      { fouls: [], rules: ['1.16', '1.16.1'], says: ['noReferee.objectTouch'], restore: true },
    ],
    [
      'without a referee under the current rules: a foul, said to be reported',
      'wpa-6.6',
      { events: foul('touched-ball', { ball: 2 }), referee: false, edition: 'wpa-current' },
      {
        fouls: ['touched-ball'],
        rules: ['3.21', 'wpa-6.6'],
        says: ['foul.nonBall', 'edition.noCueBallFoulsOnly', 'edition.reported'],
        restore: false,
      },
    ],
    [
      'a miscue on a jump shot: a foul',
      '3.27',
      { events: foul('miscue-jump') },
      { fouls: ['miscue-jump'], rules: ['3.27'], says: ['foul.nonBall'] },
    ],
    [
      'the same under the current rules: no foul',
      'wpa-6',
      { events: foul('miscue-jump'), edition: 'wpa-current' },
      { fouls: [], rules: ['wpa-6'], says: ['edition.jumpMiscue'] },
    ],
    [
      'a deliberate one under the current rules: unsportsmanlike conduct, a serious foul’s penalty',
      'wpa-6.17',
      { events: foul('miscue-jump', { intentional: true }), edition: 'wpa-current' },
      {
        fouls: ['miscue-jump'],
        rules: ['wpa-6.17'],
        says: ['foul.nonBall', 'edition.deliberateMiscue'],
        set: { conduct: 'serious' },
      },
    ],
    [
      'a shot while a ball settles: a shot while balls move',
      '3.14',
      { events: [ev.settle(2, undefined, 'shot', false), ...foul('shot-while-moving', { ball: 2 })] },
      { fouls: ['shot-while-moving'], rules: ['3.14'], says: ['foul.nonBall'] },
    ],
    [
      'the same under the current rules: no foul',
      'wpa-1.7',
      {
        events: [ev.settle(2, undefined, 'shot', false), ...foul('shot-while-moving', { ball: 2 })],
        edition: 'wpa-current',
      },
      { fouls: [], rules: ['wpa-1.7'], says: ['edition.settlingNoFoul'] },
    ],
    [
      'the referee warns for conduct: no foul',
      '2.28',
      { events: [ev.hit(1), { type: 'foul', kind: 'unsportsmanlike', level: 'warning' }] },
      { fouls: [], rules: ['2.28'], says: ['warn.conduct'], warnings: ['unsportsmanlike'] },
    ],
    [
      'the same under the current rules, citing 6.17',
      'wpa-6.17',
      { events: [ev.hit(1), { type: 'foul', kind: 'unsportsmanlike', level: 'warning' }], edition: 'wpa-current' },
      { fouls: [], rules: ['wpa-6.17'], says: ['edition.warnConduct'], warnings: ['unsportsmanlike'] },
    ],
    [
      'marking the table: a standard foul',
      '3.43',
      { events: foul('marking-table') },
      { fouls: ['marking-table'], rules: ['3.43'], says: ['foul.nonBall'], set: { conduct: null } },
    ],
    [
      'the same under the current rules: unsportsmanlike conduct',
      'wpa-6.17',
      { events: foul('marking-table'), edition: 'wpa-current' },
      {
        fouls: ['marking-table'],
        rules: ['wpa-6.17'],
        says: ['foul.nonBall', 'edition.markingTable'],
        set: { conduct: 'serious' },
      },
    ],
    [
      'a double hit under the current rules: the same foul, the current test said',
      'wpa-6.7',
      { events: foul('double-hit'), edition: 'wpa-current' },
      { fouls: ['double-hit'], rules: ['wpa-6.7'], says: ['foul.nonBall', 'edition.doubleHit'] },
    ],
    [
      'a deflected break: its own procedure',
      '3.9',
      { events: foul('deflected-break') },
      { fouls: ['deflected-break'], rules: ['3.9'], says: ['foul.nonBall'], set: { deflectedBreak: true } },
    ],
    [
      'the same under the current rules: an ordinary foul',
      'wpa-6.6',
      { events: foul('deflected-break'), edition: 'wpa-current' },
      { fouls: ['deflected-break'], rules: ['wpa-6.6'], says: ['foul.nonBall', 'edition.deflectedBreak'] },
    ],
    [
      'the cue ball struck on purpose: the 3.29 warning counts',
      '3.29',
      { events: foul('touched-ball', { ball: 'cue', intentional: true }) },
      { fouls: ['touched-ball'], set: { intentionalCueTouch: true, conduct: null } },
    ],
    [
      'the same under the current rules: unsportsmanlike conduct at a serious foul’s penalty',
      'wpa-6.17',
      { events: foul('touched-ball', { ball: 'cue', intentional: true }), edition: 'wpa-current' },
      { fouls: ['touched-ball'], set: { intentionalCueTouch: true, conduct: 'serious' } },
    ],
    [
      'leaving the playing area: a serious foul',
      '2.22',
      { events: foul('left-playing-area') },
      { fouls: ['left-playing-area'], rules: ['2.22'], says: ['foul.nonBall'] },
    ],
    [
      'the cue ball in hand behind the head string reported badly placed: judged once, by the placement step',
      '2.21',
      { events: foul('bad-cue-ball-position'), cueBall: 'in-hand-kitchen' },
      NONE,
    ],
  ];
  test.each(ROWS)('%s (%s)', (_n, _r, g, want) => {
    const s = input(g);
    const nb = s.facts.nonBallFouls[0];
    if (!nb) throw new Error('the row has no non-ball foul');
    expect(outcome(nonBallFoul(s, assessment(s), { fouls: 0, restore: false }, nb))).toMatchObject(want);
  });

  test('a serious foul is listed for the game’s penalty (2.22)', () => {
    const s = input({ events: foul('left-playing-area') });
    const r = nonBallFoul(s, assessment(s), { fouls: 0, restore: false }, s.facts.nonBallFouls[0] as never);
    expect(r.set?.serious?.map((nb) => nb.kind)).toEqual(['left-playing-area']);
  });

  test('balls already put back are not put back twice (3.21)', () => {
    const s = input({ events: foul('touched-ball', { ball: 2 }) });
    const r = nonBallFoul(s, assessment(s), { fouls: 0, restore: true }, s.facts.nonBallFouls[0] as never);
    expect(outcome(r)).toMatchObject({ rules: ['3.21'], says: ['foul.nonBall'], restore: false });
  });
});

describe('the end of the assessment and a non-shooter’s foul (3.30, 3.17, 3.41)', () => {
  const ROWS: Array<[string, string, ShotStep, SoFar, Want]> = [
    ['one foul', '3.30', oneFoul, { fouls: 1, restore: false }, NONE],
    ['two fouls are one', '3.30', oneFoul, { fouls: 2, restore: false }, { rules: ['3.30'], says: ['oneFoul'] }],
    ['no foul: no penalty', '3.17', penalty, { fouls: 0, restore: false }, NONE],
    [
      'a foul: the standard penalty and the game’s',
      '3.17',
      penalty,
      { fouls: 1, restore: false },
      { rules: ['3.17', '4.16'] },
    ],
  ];
  test.each(ROWS)('%s (%s)', (_n, _r, step, soFar, want) => {
    expect(run(step, { events: [ev.hit(1)] }, soFar)).toMatchObject(want);
  });

  test('the non-shooter fouls during B’s stroke: put back, charged to him, B is due', () => {
    const s = input({ events: [ev.hit(1)], turn: 'B', shot: { strokeBy: 'B' } });
    expect(outcome(nonShooter(s, assessment(s), { fouls: 0, restore: false }))).toMatchObject({
      fouls: ['interference'],
      rules: ['3.41'],
      says: ['foul.nonShooter'],
      restore: true,
      set: { due: 'B', outOfTurn: true },
    });
  });

  test.each([
    ['with a referee: a foul', true, ['touched-ball']],
    ['without one: excused (1.16.1)', false, []],
  ] as const)('the non-shooter touches an object ball %s', (_n, referee, fouls) => {
    const s = input({ events: [ev.foul('touched-ball', { ball: 2 })], referee, shot: { strokeBy: 'B' } });
    const r = nonShooterFoul(s, assessment(s), s.facts.nonBallFouls[0] as never);
    expect(outcome(r).fouls).toEqual(fouls);
  });
});
