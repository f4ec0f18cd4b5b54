import { EDITIONS } from '../editions/overrides.ts';
import type { Vec2 } from '../geometry/index.ts';
import { ANNOUNCEMENTS } from '../rules/common/types.ts';
import type { TableSize } from '../table/index.ts';
import { standardTable, WPA_BALL } from '../table/index.ts';
import type { NonBallFoul, ObjectBall, PocketId } from '../vocabulary/index.ts';
import { isGameId, NON_BALL_FOULS, POCKET_IDS } from '../vocabulary/index.ts';
import { decodeUint, encodeUint } from './digits.ts';
import type { AddedFact, Declarations, GameStep, Scenario } from './scenario.ts';
import {
  Bad,
  ballCode,
  makeShot,
  makeSituation,
  POS,
  parseBallDigit,
  parseQuestion,
  parseShot,
  parseSituation,
  sectionsIn,
  tableAndBalls,
} from './v1.ts';

/**
 * Version 2 of the scenario link: a whole game played on from the balls. `v2` and sections
 * separated by `.`, each a letter and its payload, in this order:
 *
 *   t9 | t8 | t7          table size
 *   b<balls>              the start position, as in v1
 *   g<game-id>            the game (required)
 *   ec                    the current WPA Rules of Play (absent: the WPA rules of 1999)
 *   s<tokens>             the situation the game starts in, as in v1 (shooter, cue ball in hand, groups, fouls)
 *   x<step>~<step>...     the steps, in order (at least one):
 *     s<shot>[fields]       a shot: 8 characters as v1's `a`, then optional fields, each a letter
 *                           and a fixed payload, in any order: p<x><y> cue ball in hand placed there
 *                           (0.1 mm, three digits each), b break, k<ball><pocket> call, f safety,
 *                           u push out, z<n><balls> n balls declared frozen, o<ball> a ball off the
 *                           table, n<foul> a non-ball foul, i<foul> a foul by the other player
 *                           (interference); a ball is one hex digit (0 = cue ball), a pocket 0-5,
 *                           a foul one base64url digit (its index in the vocabulary's list)
 *     c<by><ball><option>   a choice: the player (A-Z), the ball named (hex, 0 = none), the option
 *     a<by><what>           an announcement: the player (A-Z, or 0 for the referee) and what was
 *                           said (one base64url digit, its index in the referee's list)
 *   a<shot>               the aim shown now (optional), as in v1
 *   q<text>               question, as in v1 (optional)
 *
 * The format is frozen: a later version gets a new prefix and this parser stays.
 */

const R = WPA_BALL.radius;
const pos = (v: number) => encodeUint(Math.round(v * 1e4), POS);
const digit = (i: number) => encodeUint(i, 1);
const OPTION = /^[a-z0-9-]+(\/[a-z0-9-]+)?$/;
const PLAYER = /^[A-Z]$/;

// ------------------------------------------------------------------------------ make

function makeDeclarations(d: Declarations): string {
  let out = '';
  if (d.break) out += 'b';
  if (d.call) out += `k${ballCode(d.call.ball)}${POCKET_IDS.indexOf(d.call.pocket)}`;
  if (d.safety) out += 'f';
  if (d.pushOut) out += 'u';
  if (d.frozen?.length) out += `z${ballCode(d.frozen.length as ObjectBall)}${d.frozen.map(ballCode).join('')}`;
  return out;
}

const makeAdded = (a: AddedFact): string =>
  a.kind === 'off-table'
    ? `o${ballCode(a.ball)}`
    : `${a.kind === 'foul' ? 'n' : 'i'}${digit(NON_BALL_FOULS.indexOf(a.foul))}`;

export function makeStep(s: GameStep): string {
  switch (s.kind) {
    case 'shot':
      return `s${makeShot(s.shot)}${s.cueAt ? `p${pos(s.cueAt[0])}${pos(s.cueAt[1])}` : ''}${makeDeclarations(s.declare)}${s.added.map(makeAdded).join('')}`;
    case 'choose':
      return `c${s.by}${s.ball === undefined ? '0' : ballCode(s.ball)}${s.option}`;
    case 'announce':
      return `a${s.by === 'referee' ? '0' : s.by}${digit(ANNOUNCEMENTS.indexOf(s.what))}`;
  }
}

/** The link text of a game (values off their grid are rounded to it). */
export function makeV2(x: Scenario): string {
  const parts = ['v2', `t${x.table.replace('ft', '')}`];
  parts.push(`b${x.balls.map(([id, p]) => ballCode(id) + pos(p[0]) + pos(p[1])).join('')}`);
  if (x.game) parts.push(`g${x.game}`);
  if (x.edition === 'wpa-current') parts.push('ec');
  if (x.situation) parts.push(`s${makeSituation(x.situation)}`);
  parts.push(`x${(x.steps ?? []).map(makeStep).join('~')}`);
  if (x.shot) parts.push(`a${makeShot(x.shot)}`);
  if (x.question !== undefined) parts.push(`q${encodeURIComponent(x.question).replace(/\./g, '%2E')}`);
  return parts.join('.');
}

// ----------------------------------------------------------------------------- parse

function parseFoul(c: string, field: string): NonBallFoul {
  const i = decodeUint(c);
  const foul = i === undefined ? undefined : NON_BALL_FOULS[i];
  if (c.length !== 1 || !foul) throw new Bad(field, `"${c}" is not a non-ball foul`);
  return foul;
}

function parseShotStep(text: string, path: string, size: TableSize): GameStep {
  const shot = parseShotAt(text.slice(0, 8), path);
  const d: { -readonly [K in keyof Declarations]: Declarations[K] } = {};
  const added: AddedFact[] = [];
  let cueAt: Vec2 | undefined;
  let k = 8;
  const take = (n: number, field: string): string => {
    const s = text.slice(k, k + n);
    if (s.length !== n) throw new Bad(`${path}.${field}`, `expected ${n} more characters`);
    k += n;
    return s;
  };
  const once = (v: unknown, field: string) => {
    if (v !== undefined) throw new Bad(`${path}.${field}`, 'given twice');
  };
  while (k < text.length) {
    const f = text.charAt(k++);
    if (f === 'p') {
      once(cueAt, 'cueAt');
      const spec = standardTable(size);
      const coord = (s: string, axis: 'x' | 'y', max: number): number => {
        const v = decodeUint(s);
        if (v === undefined) throw new Bad(`${path}.cueAt.${axis}`, `"${s}" is not a number`);
        const m = v / 1e4;
        if (m < R - 1e-9 || m > max - R + 1e-9)
          throw new Bad(`${path}.cueAt.${axis}`, `${m} m is off the playing surface of the ${size} table`);
        return m;
      };
      const p = take(2 * POS, 'cueAt');
      cueAt = [coord(p.slice(0, POS), 'x', spec.length), coord(p.slice(POS), 'y', spec.width)];
    } else if (f === 'b') {
      once(d.break, 'break');
      d.break = true;
    } else if (f === 'k') {
      once(d.call, 'call');
      const c = take(2, 'call');
      const ball = parseBallDigit(c.charAt(0), `${path}.call.ball`, false) as ObjectBall;
      const pocket = POCKET_IDS[Number(c.charAt(1))];
      if (!/^[0-5]$/.test(c.charAt(1)) || !pocket)
        throw new Bad(`${path}.call.pocket`, `"${c.charAt(1)}" is not a pocket (0-5)`);
      d.call = { ball, pocket: pocket as PocketId };
    } else if (f === 'f') {
      once(d.safety, 'safety');
      d.safety = true;
    } else if (f === 'u') {
      once(d.pushOut, 'pushOut');
      d.pushOut = true;
    } else if (f === 'z') {
      once(d.frozen, 'frozen');
      const n = parseBallDigit(take(1, 'frozen'), `${path}.frozen`, false) as number;
      d.frozen = [...take(n, 'frozen')].map((c, j) => parseBallDigit(c, `${path}.frozen[${j}]`, false) as ObjectBall);
    } else if (f === 'o') {
      added.push({
        kind: 'off-table',
        ball: parseBallDigit(take(1, 'offTable'), `${path}.added[${added.length}]`, true),
      });
    } else if (f === 'n' || f === 'i') {
      const foul = parseFoul(take(1, 'foul'), `${path}.added[${added.length}]`);
      added.push(f === 'n' ? { kind: 'foul', foul } : { kind: 'interference', foul });
    } else throw new Bad(path, `unknown field "${f}" at character ${k}`);
  }
  return { kind: 'shot', ...(cueAt ? { cueAt } : {}), shot, declare: d, added };
}

function parseShotAt(text: string, path: string) {
  try {
    return parseShot(text);
  } catch (e) {
    if (e instanceof Bad) throw new Bad(e.field.replace(/^shot/, `${path}.shot`), e.reason);
    throw e;
  }
}

export function parseStep(text: string, i: number, size: TableSize): GameStep {
  const path = `steps[${i}]`;
  const kind = text.charAt(0);
  const body = text.slice(1);
  if (kind === 's') return parseShotStep(body, path, size);
  if (kind === 'c') {
    const by = body.charAt(0);
    if (!PLAYER.test(by)) throw new Bad(`${path}.by`, `"${by}" is not a player (A-Z)`);
    const b = body.charAt(1);
    const ball = b === '0' ? undefined : (parseBallDigit(b, `${path}.ball`, false) as ObjectBall);
    const option = body.slice(2);
    if (!OPTION.test(option)) throw new Bad(`${path}.option`, `"${option.slice(0, 30)}" is not an option`);
    return { kind: 'choose', by, option, ...(ball !== undefined ? { ball } : {}) };
  }
  if (kind === 'a') {
    const by = body.charAt(0);
    if (by !== '0' && !PLAYER.test(by)) throw new Bad(`${path}.by`, `"${by}" is not a player (A-Z) or 0 (the referee)`);
    const w = decodeUint(body.slice(1));
    const what = body.length === 2 && w !== undefined ? ANNOUNCEMENTS[w] : undefined;
    if (!what) throw new Bad(`${path}.what`, `"${body.slice(1, 10)}" is not an announcement`);
    return { kind: 'announce', by: by === '0' ? 'referee' : by, what };
  }
  throw new Bad(path, `unknown step "${kind}" (expected s, c or a)`);
}

const ORDER = 'tbgesxaq';

/** Parses the sections after `v2.`; throws Bad. */
export function parseV2Sections(sections: readonly string[]): Scenario {
  const seen = sectionsIn(sections, ORDER);
  const { table: size, balls } = tableAndBalls(seen);
  const g = seen.get('g');
  if (g === undefined) throw new Bad('game', 'missing (a game link names its game)');
  if (!isGameId(g)) throw new Bad('game', `"${g.slice(0, 30)}" is not a game`);
  const out: { -readonly [K in keyof Scenario]: Scenario[K] } = { table: size, balls, game: g };
  const e = seen.get('e');
  if (e !== undefined) {
    if (e !== 'c') throw new Bad('edition', `"${e.slice(0, 12)}" is not an edition (c: the current WPA rules)`);
    out.edition = EDITIONS[1];
  }
  const s = seen.get('s');
  if (s !== undefined) out.situation = parseSituation(s);
  const x = seen.get('x');
  if (!x) throw new Bad('steps', 'missing (a game link has at least one step)');
  out.steps = x.split('~').map((step, i) => parseStep(step, i, size));
  const a = seen.get('a');
  if (a !== undefined) out.shot = parseShot(a);
  const q = seen.get('q');
  if (q !== undefined) out.question = parseQuestion(q);
  return out;
}
