import { EDITIONS } from '../editions/overrides.ts';
import { ANNOUNCEMENTS, CUE_BALL_STATES } from '../rules/common/types.ts';
import type { TableSize } from '../table/index.ts';
import { isGameId, NON_BALL_FOULS, POCKET_IDS, RAIL_IDS } from '../vocabulary/index.ts';
import { decodeAscii, decodeUint, encodeAscii, encodeUint } from './digits.ts';
import type { CueShot, GameState, GameStep, Json, JsonObject, Scenario } from './scenario.ts';
import {
  Bad,
  ballCode,
  makeShot,
  makeSituation,
  POS,
  parseQuestion,
  parseShot,
  parseSituation,
  sectionsIn,
  tableAndBalls,
} from './v1.ts';
import { makeStep, parseStep } from './v2.ts';

/**
 * Version 3 of the scenario link: a position (and its shot, or the steps played since, as v2) with
 * the game's state beyond the situation — what a question's ruling depends on that v1 cannot carry.
 * `v3` and sections separated by `.`, each a letter and its payload, in this order:
 *
 *   t9 | t8 | t7          table size
 *   b<balls>              the position, as in v1
 *   g<game-id>            the game (required)
 *   ec                    the current WPA Rules of Play (absent: the WPA rules of 1999)
 *   s<tokens>             the situation, as in v1
 *   r<state>              the game's state (GameState): its JSON, ASCII (other characters written
 *                         as \\u escapes), in base64url without padding. Fields: players, options,
 *                         setup (or null: a fresh game, the break due), before (earlier steps) and
 *                         shot (the first shot's declarations beyond the situation), in the
 *                         referee contract's JSON (docs/contract.md)
 *   x<steps>              the steps played since, as in v2 but for a shot's heading, nine characters
 *                         as the `a` section below (optional)
 *   a<shot>               the shot (or the aim shown now), as in v1 but for its heading: hundredths of
 *                         a degree plus 36000, three digits, so a heading in (-360, 360) as a
 *                         question stores it (optional)
 *   q<text>               question, as in v1 (optional)
 *
 * The format is frozen: a later version gets a new prefix and this parser stays.
 */

const ORDER = 'tbgesrxaq';

// ------------------------------------------------------------------------------ make

const ascii = (text: string): string =>
  text.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

export function makeV3(x: Scenario): string {
  const parts = ['v3', `t${x.table.replace('ft', '')}`];
  parts.push(`b${x.balls.map(([id, p]) => ballCode(id) + pos(p[0]) + pos(p[1])).join('')}`);
  if (x.game) parts.push(`g${x.game}`);
  if (x.edition === 'wpa-current') parts.push('ec');
  if (x.situation) parts.push(`s${makeSituation(x.situation)}`);
  parts.push(`r${encodeAscii(ascii(JSON.stringify(x.state ?? {})))}`);
  if (x.steps?.length) parts.push(`x${x.steps.map(makeStep3).join('~')}`);
  if (x.shot) parts.push(`a${makeFineShot(x.shot)}`);
  if (x.question !== undefined) parts.push(`q${encodeURIComponent(x.question).replace(/\./g, '%2E')}`);
  return parts.join('.');
}

const HEADING_ZERO = 36000;

/** A step as v2 writes it, a shot's heading to 0.01° (nine characters, as the `a` section). */
const makeStep3 = (step: GameStep): string =>
  step.kind === 'shot'
    ? `s${makeFineShot(step.shot)}${makeStep({ ...step, shot: PLACEHOLDER }).slice(9)}`
    : makeStep(step);

/** A shot v2 reads (heading 0, 1 m/s, no spin): stands in for the fine shot while v2 reads the rest of a step. */
const PLACEHOLDER: CueShot = { heading: 0, speed: 1, side: 0, height: 0 };

function parseStep3(text: string, i: number, size: TableSize): GameStep {
  if (!text.startsWith('s')) return parseStep(text, i, size);
  let shot: CueShot;
  try {
    shot = parseFineShot(text.slice(1, 10));
  } catch (e) {
    if (e instanceof Bad) throw new Bad(e.field.replace(/^shot/, `steps[${i}].shot`), e.reason);
    throw e;
  }
  const step = parseStep(`s${makeShot(PLACEHOLDER)}${text.slice(10)}`, i, size);
  return { ...step, shot } as GameStep;
}

/** The shot with its heading in hundredths of a degree (a question's own grid), the rest as v1. */
const makeFineShot = (a: CueShot): string =>
  encodeUint(Math.round(a.heading * 100) + HEADING_ZERO, 3) + makeShot({ ...a, heading: 0 }).slice(2);

function parseFineShot(text: string): CueShot {
  if (!/^[A-Za-z0-9_-]{9}$/.test(text)) throw new Bad('shot', 'expected 9 characters');
  const n = decodeUint(text.slice(0, 3)) as number;
  if (n <= 0 || n >= 2 * HEADING_ZERO)
    throw new Bad('shot.heading', `${(n - HEADING_ZERO) / 100} is not in (-360, 360)`);
  // v1's reading of the rest, with a heading it accepts in place of this one
  const rest = parseShot(`AA${text.slice(3)}`);
  return { ...rest, heading: (n - HEADING_ZERO) / 100 };
}

const pos = (v: number): string => encodeUint(Math.round(v * 1e4), POS);

// ----------------------------------------------------------------------------- parse

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);
const MAX_STEPS = 40;
const PLAYER = /^[A-Z]$/;
const KEY = /^[a-zA-Z]{1,24}$/;

function object(v: unknown, field: string, keys?: readonly string[]): JsonObject {
  if (!isObject(v)) throw new Bad(field, 'expected an object');
  for (const k of Object.keys(v)) {
    if (keys ? !keys.includes(k) : !KEY.test(k)) throw new Bad(`${field}.${k.slice(0, 24)}`, 'unknown field');
  }
  return v;
}

const oneOf = (v: unknown, field: string, values: readonly unknown[]): void => {
  if (!values.includes(v))
    throw new Bad(field, `${JSON.stringify(v)?.slice(0, 24)} is not one of ${values.join(', ')}`);
};
const isBall = (v: unknown): boolean =>
  v === 'cue' || (Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 15);
function ball(v: unknown, field: string, optional = false): void {
  if (optional && v === undefined) return;
  if (!isBall(v)) throw new Bad(field, `${JSON.stringify(v)?.slice(0, 12)} is not a ball`);
}
function bool(v: unknown, field: string): void {
  if (v !== undefined && typeof v !== 'boolean') throw new Bad(field, 'expected true or false');
}
function text(v: unknown, field: string): void {
  if (typeof v !== 'string' || v.length === 0 || v.length > 40) throw new Bad(field, 'expected a short text');
}

/** Each event type and the fields it may have (contract JSON). */
const EVENTS: Readonly<Record<string, readonly string[]>> = {
  hit: ['ball', 'target', 'inPocket', 't'],
  rail: ['ball', 'rail', 't'],
  pocket: ['ball', 'pocket', 't'],
  'off-table': ['ball', 't'],
  'cross-head-string': ['ball', 't'],
  foul: ['kind', 'ball', 'intentional', 'by', 't'],
  'split-hit': ['ball', 'targets', 't'],
  settle: ['ball', 'pocket', 'during', 'affected', 't'],
  interference: ['source', 't'],
};

function event(v: unknown, field: string): void {
  const e = object(v, field, ['type', ...new Set(Object.values(EVENTS).flat())]);
  const fields = typeof e.type === 'string' && Object.hasOwn(EVENTS, e.type) ? EVENTS[e.type] : undefined;
  if (!fields) throw new Bad(`${field}.type`, `${JSON.stringify(e.type)?.slice(0, 24)} is not an event`);
  for (const k of Object.keys(e))
    if (k !== 'type' && !fields.includes(k)) throw new Bad(`${field}.${k}`, 'unknown field');
  if (e.type !== 'interference') ball(e.ball, `${field}.ball`, e.type === 'foul');
  if (e.target !== undefined) ball(e.target, `${field}.target`);
  if (e.pocket !== undefined) oneOf(e.pocket, `${field}.pocket`, POCKET_IDS);
  if (e.rail !== undefined) oneOf(e.rail, `${field}.rail`, RAIL_IDS);
  if (e.type === 'foul') oneOf(e.kind, `${field}.kind`, NON_BALL_FOULS);
  if (e.targets !== undefined)
    for (const [i, b] of list(e.targets, `${field}.targets`, 15).entries()) ball(b, `${field}.targets[${i}]`);
  if (e.t !== undefined && typeof e.t !== 'number') throw new Bad(`${field}.t`, 'expected a number');
  for (const k of ['inPocket', 'intentional', 'affected'] as const) bool(e[k], `${field}.${k}`);
}

function list(v: unknown, field: string, max: number): readonly Json[] {
  if (!Array.isArray(v)) throw new Bad(field, 'expected a list');
  if (v.length > max) throw new Bad(field, `more than ${max} entries`);
  return v;
}

function call(v: unknown, field: string): void {
  const one = (c: unknown, f: string) => {
    const o = object(c, f, ['ball', 'pocket', 'safety']);
    if (o.safety !== undefined && o.safety !== true) throw new Bad(`${f}.safety`, 'expected true');
    ball(o.ball, `${f}.ball`, true);
    if (o.pocket !== undefined) oneOf(o.pocket, `${f}.pocket`, POCKET_IDS);
  };
  if (Array.isArray(v)) for (const [i, c] of list(v, field, 15).entries()) one(c, `${field}[${i}]`);
  else one(v, field);
}

const SHOT_FIELDS = [
  'by',
  'break',
  'call',
  'safety',
  'pushOut',
  'frozen',
  'cueBallAt',
  'stroke',
  'sidePocket',
  'events',
];

/** A shot's declarations and events (contract JSON); `by` and `events` required in an earlier step. */
function shot(v: unknown, field: string, earlier: boolean): void {
  const s = object(v, field, earlier ? SHOT_FIELDS : ['call', 'sidePocket', 'stroke', 'events']);
  if (earlier) text(s.by, `${field}.by`);
  for (const k of ['break', 'safety', 'pushOut'] as const) bool(s[k], `${field}.${k}`);
  if (s.call !== undefined) call(s.call, `${field}.call`);
  if (s.frozen !== undefined)
    for (const [i, b] of list(s.frozen, `${field}.frozen`, 15).entries()) ball(b, `${field}.frozen[${i}]`);
  if (s.cueBallAt !== undefined) {
    const p = list(s.cueBallAt, `${field}.cueBallAt`, 2);
    if (p.length !== 2 || p.some((c) => typeof c !== 'number')) throw new Bad(`${field}.cueBallAt`, 'expected [x, y]');
  }
  if (s.stroke !== undefined) oneOf(s.stroke, `${field}.stroke`, ['jump', 'masse']);
  if (s.sidePocket !== undefined) oneOf(s.sidePocket, `${field}.sidePocket`, ['side-left', 'side-right']);
  if (earlier || s.events !== undefined)
    for (const [i, e] of list(s.events, `${field}.events`, 200).entries()) event(e, `${field}.events[${i}]`);
}

function step(v: unknown, field: string): void {
  const s = object(v, field, ['shot', 'choose', 'announce', 'newRack']);
  const keys = Object.keys(s);
  if (keys.length !== 1) throw new Bad(field, 'expected one of shot, choose, announce, newRack');
  if (s.shot !== undefined) shot(s.shot, `${field}.shot`, true);
  if (s.choose !== undefined) {
    const c = object(s.choose, `${field}.choose`, ['by', 'option', 'ball']);
    text(c.by, `${field}.choose.by`);
    text(c.option, `${field}.choose.option`);
    ball(c.ball, `${field}.choose.ball`, true);
  }
  if (s.announce !== undefined) {
    const a = object(s.announce, `${field}.announce`, ['by', 'what']);
    text(a.by, `${field}.announce.by`);
    oneOf(a.what, `${field}.announce.what`, ANNOUNCEMENTS);
  }
  if (s.newRack !== undefined) {
    const r = object(s.newRack, `${field}.newRack`, ['breaker']);
    if (r.breaker !== undefined) text(r.breaker, `${field}.newRack.breaker`);
  }
}

/** The set-up fields a link may carry (contract JSON; the positions and the balls on the table come from the balls). */
const SETUP_FIELDS = [
  'shooter',
  'cueBall',
  'groups',
  'consecutiveFouls',
  'score',
  'breaker',
  'pocketedBy',
  'frame',
  'inning',
  'owes',
  'hands',
  'sidePockets',
  'pushOutAvailable',
];

function setup(v: unknown, field: string): void {
  const s = object(v, field, SETUP_FIELDS);
  if (s.shooter !== undefined) text(s.shooter, `${field}.shooter`);
  if (s.breaker !== undefined) text(s.breaker, `${field}.breaker`);
  if (s.cueBall !== undefined) oneOf(s.cueBall, `${field}.cueBall`, CUE_BALL_STATES);
  bool(s.pushOutAvailable, `${field}.pushOutAvailable`);
  for (const k of ['frame', 'inning'] as const)
    if (s[k] !== undefined && !Number.isInteger(s[k])) throw new Bad(`${field}.${k}`, 'expected a whole number');
  const byPlayer = (k: string, each: (x: unknown, f: string) => void) => {
    if (s[k] === undefined) return;
    for (const [p, x] of Object.entries(object(s[k], `${field}.${k}`))) each(x, `${field}.${k}.${p}`);
  };
  const whole = (x: unknown, f: string) => {
    if (!Number.isInteger(x)) throw new Bad(f, 'expected a whole number');
  };
  const balls = (x: unknown, f: string) => {
    for (const [i, b] of list(x, f, 15).entries()) ball(b, `${f}[${i}]`);
  };
  byPlayer('consecutiveFouls', whole);
  byPlayer('score', whole);
  byPlayer('owes', whole);
  byPlayer('groups', (x, f) => oneOf(x, f, ['solids', 'stripes']));
  byPlayer('sidePockets', (x, f) => oneOf(x, f, ['side-left', 'side-right']));
  byPlayer('pocketedBy', balls);
  byPlayer('hands', (x, f) => {
    for (const [i, c] of list(x, f, 13).entries()) whole(c, `${f}[${i}]`);
  });
}

/** The game's state of a link, checked field by field; throws Bad naming the field. */
function parseState(code: string): GameState {
  const textOf = decodeAscii(code);
  if (textOf === undefined) throw new Bad('state', 'not base64url');
  let raw: unknown;
  try {
    raw = JSON.parse(textOf);
  } catch {
    throw new Bad('state', 'not JSON');
  }
  const s = object(raw, 'state', ['players', 'options', 'setup', 'before', 'shot']);
  if (s.players !== undefined) {
    const p = list(s.players, 'state.players', 16);
    for (const [i, x] of p.entries())
      if (typeof x !== 'string' || !PLAYER.test(x)) throw new Bad(`state.players[${i}]`, 'expected a letter A-Z');
    if (p.length < 2) throw new Bad('state.players', 'fewer than two');
    if (new Set(p).size !== p.length) throw new Bad('state.players', 'a player is listed twice');
  }
  if (s.options !== undefined) object(s.options, 'state.options');
  if (s.setup !== undefined && s.setup !== null) setup(s.setup, 'state.setup');
  if (s.before !== undefined)
    for (const [i, x] of list(s.before, 'state.before', MAX_STEPS).entries()) step(x, `state.before[${i}]`);
  if (s.shot !== undefined) shot(s.shot, 'state.shot', false);
  return s as GameState;
}

/** Parses the sections after `v3.`; throws Bad. */
export function parseV3Sections(sections: readonly string[]): Scenario {
  const seen = sectionsIn(sections, ORDER);
  const { table: size, balls } = tableAndBalls(seen);
  const g = seen.get('g');
  if (g === undefined) throw new Bad('game', 'missing (a link with a game state names its game)');
  if (!isGameId(g)) throw new Bad('game', `"${g.slice(0, 30)}" is not a game`);
  const out: { -readonly [K in keyof Scenario]: Scenario[K] } = { table: size, balls, game: g };
  const e = seen.get('e');
  if (e !== undefined) {
    if (e !== 'c') throw new Bad('edition', `"${e.slice(0, 12)}" is not an edition (c: the current WPA rules)`);
    out.edition = EDITIONS[1];
  }
  const s = seen.get('s');
  if (s !== undefined) out.situation = parseSituation(s);
  const r = seen.get('r');
  if (r === undefined) throw new Bad('state', 'missing');
  out.state = parseState(r);
  const x = seen.get('x');
  if (x !== undefined) {
    if (!x) throw new Bad('steps', 'empty');
    out.steps = x.split('~').map((st, i) => parseStep3(st, i, size));
  }
  const a = seen.get('a');
  if (a !== undefined) out.shot = parseFineShot(a);
  const q = seen.get('q');
  if (q !== undefined) out.question = parseQuestion(q);
  return out;
}
