import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ANNOUNCEMENTS } from '../rules/common/types.ts';
import { standardTable, TABLE_SIZES, WPA_BALL } from '../table/index.ts';
import type { BallId, ObjectBall } from '../vocabulary/index.ts';
import { GAME_IDS, NON_BALL_FOULS, POCKET_IDS } from '../vocabulary/index.ts';
import { encodeAscii } from './digits.ts';
import type { GameStep, Scenario } from './index.ts';
import { make, parse } from './index.ts';

const R = WPA_BALL.radius;
const BALLS: BallId[] = ['cue', 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];
const OBJECTS = BALLS.filter((b) => b !== 'cue') as ObjectBall[];

/** Positions on the 0.1 mm grid, inside the surface, no two balls overlapping. */
const layout = (size: (typeof TABLE_SIZES)[number]) => {
  const spec = standardTable(size);
  const lo = Math.ceil(R * 1e4);
  const hiX = Math.floor((spec.length - R) * 1e4);
  const hiY = Math.floor((spec.width - R) * 1e4);
  return fc
    .array(fc.tuple(fc.constantFrom(...BALLS), fc.integer({ min: lo, max: hiX }), fc.integer({ min: lo, max: hiY })), {
      maxLength: 16,
    })
    .map((list) => {
      const out: Array<readonly [BallId, readonly [number, number]]> = [];
      for (const [id, x, y] of list) {
        const p = [x / 1e4, y / 1e4] as const;
        if (out.some(([b, q]) => b === id || Math.hypot(p[0] - q[0], p[1] - q[1]) < 2 * R)) continue;
        out.push([id, p]);
      }
      return out;
    });
};

const situation = fc.record(
  {
    shooter: fc.constantFrom('A' as const, 'B' as const),
    break: fc.constant(true as const),
    cueBall: fc.constantFrom('in-hand' as const, 'in-hand-kitchen' as const),
    groupA: fc.constantFrom('solids' as const, 'stripes' as const),
    call: fc.record({ ball: fc.constantFrom(...OBJECTS), pocket: fc.constantFrom(...POCKET_IDS) }),
    safety: fc.constant(true as const),
    pushOut: fc.constant(true as const),
    frozen: fc.array(fc.constantFrom(...OBJECTS), { minLength: 1, maxLength: 4 }),
    fouls: fc.record({ A: fc.integer({ min: 0, max: 2 }), B: fc.integer({ min: 0, max: 2 }) }),
    nonBall: fc.array(fc.constantFrom(...NON_BALL_FOULS), { minLength: 1, maxLength: 3 }),
  },
  { requiredKeys: ['shooter'] },
);

const shot = fc.record({
  heading: fc.integer({ min: 0, max: 3599 }).map((v) => v / 10),
  speed: fc.integer({ min: 1, max: 1200 }).map((v) => v / 100),
  side: fc.integer({ min: -100, max: 100 }).map((v) => v / 100),
  height: fc.integer({ min: -100, max: 100 }).map((v) => v / 100),
});

const scenario: fc.Arbitrary<Scenario> = fc.constantFrom(...TABLE_SIZES).chain((size) =>
  fc.record(
    {
      table: fc.constant(size),
      balls: layout(size),
      game: fc.constantFrom(...GAME_IDS),
      situation,
      shot,
      question: fc.string({ maxLength: 120, unit: 'grapheme' }),
    },
    { requiredKeys: ['table', 'balls'] },
  ),
);

describe('scenario links (v1)', () => {
  test('parse(make(x)) equals x for random scenarios', () => {
    fc.assert(
      fc.property(scenario, (x) => {
        const text = make(x);
        expect(text).toMatch(/^v1\.[A-Za-z0-9._~%!*'()-]*$/);
        expect(parse(text)).toEqual({ ok: true, value: x });
      }),
      { numRuns: 400 },
    );
  });

  test('a nine-ball position makes a short link', () => {
    const x: Scenario = {
      table: '9ft',
      balls: [
        ['cue', [0.5, 0.6]],
        [1, [1.9, 0.635]],
        [9, [2.2, 0.3]],
      ],
      game: 'nine-ball',
      situation: { shooter: 'A', cueBall: 'in-hand' },
      shot: { heading: 12.5, speed: 2, side: 0, height: 0.2 },
    };
    const text = make(x);
    expect(text.length).toBeLessThan(60);
    expect(parse(text)).toEqual({ ok: true, value: x });
  });

  test('a link made today keeps its meaning (frozen v1 format)', () => {
    const r = parse('v1.t9.b0BOIBdw1Eo4BjO.gnine-ball.spA~ch.aB9DIBkB4.qWhy%20a%20foul%3F');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.balls).toEqual([
      ['cue', [0.5, 0.6]],
      [1, [1.9, 0.635]],
    ]);
    expect(r.value.shot).toEqual({ heading: 12.5, speed: 2, side: 0, height: 0.2 });
    expect(r.value.question).toBe('Why a foul?');
  });

  test.each([
    ['', 'scenario', /empty/],
    ['hello', 'version', /expected "v1"/],
    ['v9.t9.b', 'version', /v9 is not supported/],
    ['v1', 'table', /missing/],
    ['v1.t6.b', 'table', /not 7, 8 or 9/],
    ['v1.t9', 'balls', /missing/],
    ['v1.t9.b0AA', 'balls', /groups of 7/],
    ['v1.t9.bxBOIAXc', 'balls[0].ball', /not a ball/],
    ['v1.t9.b0AAAAXc', 'balls[0].x', /off the playing surface/],
    ['v1.t9.b0BOI___', 'balls[0].y', /off the playing surface/],
    ['v1.t9.b0BO!AXc', 'balls[0].x', /not a number/],
    ['v1.t9.b0BOIAXc0BOIAXc', 'balls[1].ball', /listed twice/],
    ['v1.t9.b0BOIAXc1BOIAXc', 'balls[1]', /overlaps/],
    ['v1.t9.b.gsnooker', 'game', /not a game/],
    ['v1.t9.b.spC', 'situation.shooter', /pA or pB/],
    ['v1.t9.b.spA~xx', 'situation[1]', /unknown token/],
    ['v1.t9.b.spA~k1', 'situation.call.pocket', /not a pocket/],
    ['v1.t9.b.spA~k09', 'situation.call.ball', /not a ball/],
    ['v1.t9.b.spA~f3', 'situation.fouls', /two counts/],
    ['v1.t9.b.spA~nspitting', 'situation.nonBall[0]', /not a non-ball foul/],
    ['v1.t9.b.spA~br~br', 'situation.break', /given twice/],
    ['v1.t9.b.spA~z', 'situation.frozen', /no balls/],
    ['v1.t9.b.aAAAA', 'shot', /8 characters/],
    ['v1.t9.b.a__AAAAAA', 'shot.heading', /not an angle/],
    ['v1.t9.b.aAAAAAAAA', 'shot.speed', /not in/],
    ['v1.t9.b.aAAAB__AA', 'shot.side', /not in/],
    ['v1.t9.b.aAAABBk__', 'shot.height', /not in/],
    ['v1.t9.b.q%E0%A4%A', 'question', /percent-encoded/],
    [`v1.t9.b.q${'a'.repeat(300)}`, 'question', /longer than/],
    ['v1.b.t9', 'section[2]', /out of order/],
    ['v1.t9.b.x', 'section[3]', /unknown section/],
    [`v1.t9.b.q${'a'.repeat(3000)}`, 'scenario', /longer than/],
  ])('rejects %j with a reason naming %s', (text, field, reason) => {
    const r = parse(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.field).toBe(field);
    expect(r.reason).toMatch(reason);
  });

  test('hostile input never throws out of parse', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 300, unit: 'binary' }),
          fc.string({ maxLength: 60 }).map((s) => `v1.t9.b${s}`),
          fc.string({ maxLength: 60 }).map((s) => `v1.t9.b.s${s}`),
          fc.string({ maxLength: 60 }).map((s) => `v1.t9.b.q${s}`),
          fc.anything(),
        ),
        (text) => {
          const r = parse(text);
          expect(typeof r.ok).toBe('boolean');
          if (!r.ok) expect(r.field.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 1000 },
    );
  });

  test('markup in a question stays text', () => {
    const x: Scenario = { table: '9ft', balls: [], question: '<img src=x onerror=alert(1)>' };
    const r = parse(make(x));
    expect(r).toEqual({ ok: true, value: x });
  });
});

test('tokens named like Object.prototype members are unknown tokens', () => {
  for (const tok of ['constructor', '__proto__', 'toString']) {
    expect(parse(`v1.t9.b.spA~${tok}`)).toMatchObject({ ok: false, field: 'situation[1]' });
  }
});

const cueAt = (size: (typeof TABLE_SIZES)[number]) => {
  const spec = standardTable(size);
  return fc
    .tuple(
      fc.integer({ min: Math.ceil(R * 1e4), max: Math.floor((spec.length - R) * 1e4) }),
      fc.integer({ min: Math.ceil(R * 1e4), max: Math.floor((spec.width - R) * 1e4) }),
    )
    .map(([x, y]) => [x / 1e4, y / 1e4] as const);
};
const player = fc.constantFrom('A', 'B', 'C');
const step = (size: (typeof TABLE_SIZES)[number]): fc.Arbitrary<GameStep> =>
  fc.oneof(
    fc.record(
      {
        kind: fc.constant('shot' as const),
        cueAt: cueAt(size),
        shot,
        declare: fc.record(
          {
            break: fc.constant(true as const),
            call: fc.record({ ball: fc.constantFrom(...OBJECTS), pocket: fc.constantFrom(...POCKET_IDS) }),
            safety: fc.constant(true as const),
            pushOut: fc.constant(true as const),
            frozen: fc.array(fc.constantFrom(...OBJECTS), { minLength: 1, maxLength: 15 }),
          },
          { requiredKeys: [] },
        ),
        added: fc.array(
          fc.oneof(
            fc.record({ kind: fc.constant('off-table' as const), ball: fc.constantFrom(...BALLS) }),
            fc.record({ kind: fc.constant('foul' as const), foul: fc.constantFrom(...NON_BALL_FOULS) }),
            fc.record({ kind: fc.constant('interference' as const), foul: fc.constantFrom(...NON_BALL_FOULS) }),
          ),
          { maxLength: 3 },
        ),
      },
      { requiredKeys: ['kind', 'shot', 'declare', 'added'] },
    ),
    fc.record(
      {
        kind: fc.constant('choose' as const),
        by: player,
        option: fc.constantFrom('accept', 'pass', 'rerack', 'spot-eight', 'straight-pool/spot', 'kitchen'),
        ball: fc.constantFrom(...OBJECTS),
      },
      { requiredKeys: ['kind', 'by', 'option'] },
    ),
    fc.record({
      kind: fc.constant('announce' as const),
      by: fc.constantFrom('A', 'B', 'referee'),
      what: fc.constantFrom(...ANNOUNCEMENTS),
    }),
  );

const game: fc.Arbitrary<Scenario> = fc.constantFrom(...TABLE_SIZES).chain((size) =>
  fc.record(
    {
      table: fc.constant(size),
      balls: layout(size),
      game: fc.constantFrom(...GAME_IDS),
      edition: fc.constant('wpa-current' as const),
      situation,
      steps: fc.array(step(size), { minLength: 1, maxLength: 12 }),
      shot,
      question: fc.string({ maxLength: 120, unit: 'grapheme' }),
    },
    { requiredKeys: ['table', 'balls', 'game', 'steps'] },
  ),
);

describe('game links (v2)', () => {
  test('parse(make(x)) equals x for random games', () => {
    fc.assert(
      fc.property(game, (x) => {
        const text = make(x);
        expect(text).toMatch(/^v2\.[A-Za-z0-9._~%!*'()/-]*$/);
        expect(parse(text)).toEqual({ ok: true, value: x });
      }),
      { numRuns: 400 },
    );
  });

  test('a position without steps still makes a v1 link', () => {
    expect(make({ table: '9ft', balls: [], game: 'nine-ball', steps: [] })).toMatch(/^v1\./);
  });

  test('a game link made today keeps its meaning (frozen v2 format)', () => {
    const r = parse('v2.t9.b0BOIBdw1Eo4BjO.gnine-ball.spA.xsAxDIBkBkb~sAAAyBkBku~cB0pass~a0G~sAAAyBkBknDpBOIBdw');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.steps).toEqual([
      { kind: 'shot', shot: { heading: 4.9, speed: 2, side: 0, height: 0 }, declare: { break: true }, added: [] },
      { kind: 'shot', shot: { heading: 0, speed: 0.5, side: 0, height: 0 }, declare: { pushOut: true }, added: [] },
      { kind: 'choose', by: 'B', option: 'pass' },
      { kind: 'announce', by: 'referee', what: 'warning' },
      {
        kind: 'shot',
        cueAt: [0.5, 0.6],
        shot: { heading: 0, speed: 0.5, side: 0, height: 0 },
        declare: {},
        added: [{ kind: 'foul', foul: 'no-foot-on-floor' }],
      },
    ]);
  });

  test.each([
    ['v2.t9.b.spA.xsAxDIBkBk', 'game', /missing/],
    ['v2.t9.b.gnine-ball', 'steps', /missing/],
    ['v2.t9.b.gnine-ball.ex.xcA0pass', 'edition', /not an edition/],
    ['v2.t9.b.gnine-ball.xq', 'steps[0]', /unknown step/],
    ['v2.t9.b.gnine-ball.xsAx', 'steps[0].shot', /8 characters/],
    ['v2.t9.b.gnine-ball.xsAAAAAAAA', 'steps[0].shot.speed', /not in/],
    ['v2.t9.b.gnine-ball.xsAxDIBkBkp', 'steps[0].cueAt', /6 more characters/],
    ['v2.t9.b.gnine-ball.xsAxDIBkBkpAAAAAA', 'steps[0].cueAt.x', /off the playing surface/],
    ['v2.t9.b.gnine-ball.xsAxDIBkBkbb', 'steps[0].break', /given twice/],
    ['v2.t9.b.gnine-ball.xsAxDIBkBkk19', 'steps[0].call.pocket', /not a pocket/],
    ['v2.t9.b.gnine-ball.xsAxDIBkBkn_', 'steps[0].added[0]', /not a non-ball foul/],
    ['v2.t9.b.gnine-ball.xsAxDIBkBkw', 'steps[0]', /unknown field/],
    ['v2.t9.b.gnine-ball.xsAxDIBkBk~ca0pass', 'steps[1].by', /not a player/],
    ['v2.t9.b.gnine-ball.xcA0<b>', 'steps[0].option', /not an option/],
    ['v2.t9.b.gnine-ball.xcAxpass', 'steps[0].ball', /not a ball/],
    ['v2.t9.b.gnine-ball.xa0_', 'steps[0].what', /not an announcement/],
    ['v2.t9.b.gnine-ball.xaz0', 'steps[0].by', /not a player/],
    [`v2.t9.b.gnine-ball.x${'cA0pass~'.repeat(1100)}`, 'scenario', /longer than 8000/],
  ])('rejects %j with a reason naming %s', (text, field, reason) => {
    const r = parse(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.field).toBe(field);
    expect(r.reason).toMatch(reason);
  });

  test('hostile input never throws out of parse, and no string in a game link carries markup', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 60 }).map((s) => `v2.t9.b.gnine-ball.x${s}`),
          fc.string({ maxLength: 60 }).map((s) => `v2.t9.b.gnine-ball.xs${s}`),
          fc.string({ maxLength: 60 }).map((s) => `v2.t9.b.gnine-ball.xc${s}`),
          fc.string({ maxLength: 60 }).map((s) => `v2.t9.b${s}`),
        ),
        (text) => {
          const r = parse(text);
          expect(typeof r.ok).toBe('boolean');
          if (!r.ok) expect(r.field.length).toBeGreaterThan(0);
          else for (const s of r.value.steps ?? []) if (s.kind === 'choose') expect(s.option).toMatch(/^[a-z0-9/-]+$/);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

const encode = (text: string): string =>
  encodeAscii(text.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));

/** A game's state as a question carries it: contract JSON (any JSON within its fields). */
const json = fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.parse(JSON.stringify(v)));
const gameState = fc.record(
  {
    players: fc.constantFrom(['A', 'B', 'C'], ['A', 'B', 'C', 'D', 'E']),
    options: fc.dictionary(fc.constantFrom('target', 'peas', 'novice', 'deck'), json, { maxKeys: 3 }),
    setup: fc.oneof(
      fc.constant(null),
      fc.record(
        {
          shooter: fc.constantFrom('A', 'C'),
          consecutiveFouls: fc.dictionary(fc.constantFrom('A', 'B', 'C'), fc.integer({ min: 0, max: 5 })),
          score: fc.dictionary(fc.constantFrom('A', 'B'), fc.integer({ min: -30, max: 150 })),
          pushOutAvailable: fc.boolean(),
        },
        { requiredKeys: [] },
      ),
    ),
    before: fc.array(
      fc.oneof(
        fc.constantFrom(ANNOUNCEMENTS[0], ANNOUNCEMENTS[1]).map((what) => ({ announce: { by: 'B', what } })),
        fc.record({
          shot: fc.record({
            by: fc.constantFrom('A', 'B'),
            pushOut: fc.constant(true),
            events: fc.constantFrom(
              [],
              [
                { type: 'hit', ball: 'cue', target: 1 },
                { type: 'pocket', ball: 1, pocket: 'side-left' },
              ],
            ),
          }),
        }),
        fc.record({ choose: fc.record({ by: fc.constant('B'), option: fc.constantFrom('accept', 'pass') }) }),
      ),
      { maxLength: 3 },
    ),
    shot: fc.record(
      {
        sidePocket: fc.constantFrom('side-left', 'side-right'),
        stroke: fc.constantFrom('jump', 'masse'),
        call: fc.constantFrom({ ball: 'cue', pocket: 'foot-left' }, { pocket: 'side-right' }),
        events: fc.constantFrom([{ type: 'foul', kind: 'touched-ball', ball: 6, intentional: true }]),
      },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: [] },
);

const stated = fc
  .tuple(game, gameState, fc.boolean(), fc.integer({ min: -35999, max: 35999 }))
  .map(([x, state, played, h]) => {
    const { steps, ...position } = x;
    const shot = x.shot ? { ...x.shot, heading: h / 100 } : undefined;
    // a question's own heading (0.01°, negative too) in the steps played since
    const fine = steps?.map((st) => (st.kind === 'shot' ? { ...st, shot: { ...st.shot, heading: h / 100 } } : st));
    return { ...(played ? { ...x, steps: fine } : position), state, ...(shot ? { shot } : {}) } as Scenario;
  });

describe('links with the game state (v3)', () => {
  test('parse(make(x)) equals x for random positions and games with a state', () => {
    fc.assert(
      fc.property(stated, (x) => {
        const text = make(x);
        expect(text).toMatch(/^v3\.[A-Za-z0-9._~%!*'()/-]*$/);
        expect(parse(text)).toEqual({ ok: true, value: x });
      }),
      { numRuns: 400 },
    );
  });

  test('a position asked about under the current rules makes a v3 link; without a state or rules, v1 and v2 as before', () => {
    expect(make({ table: '9ft', balls: [], game: 'nine-ball', edition: 'wpa-current' })).toMatch(/^v3\..*\.r[^.]*$/);
    expect(make({ table: '9ft', balls: [], game: 'nine-ball' })).toMatch(/^v1\./);
  });

  test('a link made today keeps its meaning (frozen v3 format)', () => {
    const r = parse(
      'v3.t9.b0BOIBdw1Eo4BjO.gcutthroat.spA~ch.reyJwbGF5ZXJzIjpbIkEiLCJCIiwiQyJdLCJzZXR1cCI6eyJzaG9vdGVyIjoiQyIsImNvbnNlY3V0aXZlRm91bHMiOnsiQyI6Mn19LCJiZWZvcmUiOlt7ImFubm91bmNlIjp7ImJ5IjoiQiIsIndoYXQiOiJ3YXJuaW5nIn19XSwic2hvdCI6eyJldmVudHMiOlt7InR5cGUiOiJmb3VsIiwia2luZCI6InRvdWNoZWQtYmFsbCIsImJhbGwiOjF9XX19.aIfOLrBzBc',
    );
    expect(r).toEqual({
      ok: true,
      value: {
        table: '9ft',
        balls: [
          ['cue', [0.5, 0.6]],
          [1, [1.9, 0.635]],
        ],
        game: 'cutthroat',
        situation: { shooter: 'A', cueBall: 'in-hand' },
        state: {
          players: ['A', 'B', 'C'],
          setup: { shooter: 'C', consecutiveFouls: { C: 2 } },
          before: [{ announce: { by: 'B', what: 'warning' } }],
          shot: { events: [{ type: 'foul', kind: 'touched-ball', ball: 1 }] },
        },
        shot: { heading: -12.34, speed: 7.47, side: 0.15, height: -0.08 },
      },
    });
  });

  const state = (v: unknown) => `v3.t9.b.gcutthroat.r${encode(JSON.stringify(v))}`;
  test.each([
    ['v3.t9.b.gcutthroat', 'state', /missing/],
    ['v3.t9.b.re30', 'game', /missing/],
    ['v3.t9.b.gcutthroat.r$$', 'state', /not base64url/],
    [`v3.t9.b.gcutthroat.r${encode('{')}`, 'state', /not JSON/],
    [state([]), 'state', /expected an object/],
    [state({ colour: 1 }), 'state.colour', /unknown field/],
    [state({ players: ['A'] }), 'state.players', /fewer than two/],
    [state({ players: ['A', 'a'] }), 'state.players[1]', /letter/],
    [state({ players: ['A', 'A'] }), 'state.players', /twice/],
    [state({ options: [] }), 'state.options', /expected an object/],
    [state({ setup: { positions: {} } }), 'state.setup.positions', /unknown field/],
    [state({ setup: { cueBall: 'pocket' } }), 'state.setup.cueBall', /not one of/],
    [state({ setup: { score: { A: 1.5 } } }), 'state.setup.score.A', /whole number/],
    [state({ before: [{ shot: { by: 'A' } }] }), 'state.before[0].shot.events', /expected a list/],
    [
      state({ before: [{ shot: { by: 'A', events: [{ type: 'kiss' }] } }] }),
      'state.before[0].shot.events[0].type',
      /not an event/,
    ],
    [state({ before: [{ announce: { by: 'A', what: 'hello' } }] }), 'state.before[0].announce.what', /not one of/],
    [state({ before: [{ choose: { by: 'A', option: 'pass' }, announce: {} }] }), 'state.before[0]', /one of/],
    [state({ shot: { by: 'A' } }), 'state.shot.by', /unknown field/],
    [state({ shot: { call: { ball: 16 } } }), 'state.shot.call.ball', /not a ball/],
    [`${state({})}.aAAAAAAAAA`, 'shot.heading', /not in/],
    [`${state({})}.aIfOLrBz`, 'shot', /9 characters/],
  ])('rejects %j with a reason naming %s', (text, field, reason) => {
    const r = parse(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.field).toBe(field);
    expect(r.reason).toMatch(reason);
  });

  test('hostile input never throws out of parse', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 80 }).map((s) => `v3.t9.b.gcutthroat.r${s}`),
          fc.jsonValue().map((v) => state(v)),
          fc.string({ maxLength: 60 }).map((s) => `v3.t9.b.gnine-ball.rAA.x${s}`),
        ),
        (text) => {
          const r = parse(text);
          expect(typeof r.ok).toBe('boolean');
          if (!r.ok) expect(r.field.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
