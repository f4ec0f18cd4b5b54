import type { Vec2 } from '../geometry/index.ts';
import type { TableSize } from '../table/index.ts';
import { standardTable, TABLE_SIZES, WPA_BALL } from '../table/index.ts';
import type { BallId, NonBallFoul, ObjectBall, PocketId } from '../vocabulary/index.ts';
import { isGameId, isNonBallFoul, POCKET_IDS } from '../vocabulary/index.ts';
import { decodeUint, encodeUint } from './digits.ts';
import type { CueShot, ParseResult, Scenario, Situation } from './scenario.ts';
import { MAX_QUESTION, MAX_SPEED } from './scenario.ts';

/**
 * Version 1 of the scenario link: `v1` and sections separated by `.`, each a letter and its
 * payload, in this order:
 *
 *   t9 | t8 | t7                      table size
 *   b<ball><x><y>...                  balls: id as one hex digit (0 = cue), x and y in 0.1 mm as
 *                                     three base64url digits each
 *   g<game-id>                        game (optional)
 *   s<token>~<token>...               situation (optional): pA|pB shooter, br break, ch|ck cue ball
 *                                     in hand (anywhere | kitchen), gs|gt A's group, k<ball><pocket>
 *                                     call, sf safety, pu push-out, z<balls> frozen, f<a><b> fouls,
 *                                     n<foul-kind> non-ball foul (repeatable)
 *   a<heading><speed><side><height>   shot (optional): 0.1 deg, cm/s, tip in hundredths (+100)
 *   q<text>                           question, percent-encoded UTF-8 (optional)
 *
 * The format is frozen: a later version gets a new prefix and this parser stays.
 */

const BALL_DIGITS = '0123456789abcdef';
const R = WPA_BALL.radius;
export const POS = 3;

export const ballCode = (b: BallId): string => BALL_DIGITS[b === 'cue' ? 0 : b] as string;

export class Bad extends Error {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super(`${field}: ${reason}`);
  }
}

// ------------------------------------------------------------------------------ make

export function makeSituation(s: Situation): string {
  const t: string[] = [`p${s.shooter}`];
  if (s.break) t.push('br');
  if (s.cueBall === 'in-hand') t.push('ch');
  if (s.cueBall === 'in-hand-kitchen') t.push('ck');
  if (s.groupA) t.push(s.groupA === 'solids' ? 'gs' : 'gt');
  if (s.call) t.push(`k${ballCode(s.call.ball)}${POCKET_IDS.indexOf(s.call.pocket)}`);
  if (s.safety) t.push('sf');
  if (s.pushOut) t.push('pu');
  if (s.frozen?.length) t.push(`z${s.frozen.map(ballCode).join('')}`);
  if (s.fouls) t.push(`f${s.fouls.A}${s.fouls.B}`);
  for (const n of s.nonBall ?? []) t.push(`n${n}`);
  return t.join('~');
}

export const makeShot = (a: CueShot): string =>
  encodeUint(Math.round(a.heading * 10), 2) +
  encodeUint(Math.round(a.speed * 100), 2) +
  encodeUint(Math.round(a.side * 100) + 100, 2) +
  encodeUint(Math.round(a.height * 100) + 100, 2);

/** The link text of a scenario (values off their grid are rounded to it). */
export function makeV1(x: Scenario): string {
  const parts = ['v1', `t${x.table.replace('ft', '')}`];
  const pos = (v: number) => encodeUint(Math.round(v * 1e4), POS);
  parts.push(`b${x.balls.map(([id, p]) => ballCode(id) + pos(p[0]) + pos(p[1])).join('')}`);
  if (x.game) parts.push(`g${x.game}`);
  if (x.situation) parts.push(`s${makeSituation(x.situation)}`);
  if (x.shot) parts.push(`a${makeShot(x.shot)}`);
  if (x.question !== undefined) parts.push(`q${encodeURIComponent(x.question).replace(/\./g, '%2E')}`);
  return parts.join('.');
}

// ----------------------------------------------------------------------------- parse

export function parseBallDigit(c: string, field: string, allowCue: boolean): BallId {
  const i = BALL_DIGITS.indexOf(c);
  if (c.length !== 1 || i < 0 || (i === 0 && !allowCue))
    throw new Bad(field, `"${c}" is not a ball (expected ${allowCue ? '0 for the cue ball or ' : ''}1-f)`);
  return i === 0 ? 'cue' : (i as ObjectBall);
}

function parseBalls(text: string, size: TableSize): Array<readonly [BallId, Vec2]> {
  const per = 1 + 2 * POS;
  if (text.length % per !== 0)
    throw new Bad('balls', `expected groups of ${per} characters, got ${text.length} characters`);
  const spec = standardTable(size);
  const out: Array<readonly [BallId, Vec2]> = [];
  for (let k = 0; k < text.length / per; k++) {
    const chunk = text.slice(k * per, (k + 1) * per);
    const id = parseBallDigit(chunk[0] as string, `balls[${k}].ball`, true);
    if (out.some(([b]) => b === id)) throw new Bad(`balls[${k}].ball`, `ball ${id} is listed twice`);
    const coord = (s: string, axis: 'x' | 'y', max: number): number => {
      const v = decodeUint(s);
      if (v === undefined) throw new Bad(`balls[${k}].${axis}`, `"${s}" is not a number`);
      const m = v / 1e4;
      if (m < R - 1e-9 || m > max - R + 1e-9)
        throw new Bad(`balls[${k}].${axis}`, `${m} m puts ball ${id} off the playing surface of the ${size} table`);
      return m;
    };
    const p: Vec2 = [coord(chunk.slice(1, 1 + POS), 'x', spec.length), coord(chunk.slice(1 + POS), 'y', spec.width)];
    for (const [other, q] of out) {
      if (Math.hypot(p[0] - q[0], p[1] - q[1]) < 2 * R - 1e-9)
        throw new Bad(`balls[${k}]`, `ball ${id} overlaps ball ${other}`);
    }
    out.push([id, p]);
  }
  return out;
}

/** Tokens that set one field. */
const FLAGS: Readonly<Record<string, readonly [keyof Situation, unknown]>> = {
  br: ['break', true],
  ch: ['cueBall', 'in-hand'],
  ck: ['cueBall', 'in-hand-kitchen'],
  gs: ['groupA', 'solids'],
  gt: ['groupA', 'stripes'],
  sf: ['safety', true],
  pu: ['pushOut', true],
};

export function parseSituation(text: string): Situation {
  const tokens = text.split('~');
  const first = tokens[0] ?? '';
  if (first !== 'pA' && first !== 'pB') throw new Bad('situation.shooter', `expected pA or pB first, got "${first}"`);
  const s: { -readonly [K in keyof Situation]: Situation[K] } = { shooter: first === 'pA' ? 'A' : 'B' };
  const nonBall: NonBallFoul[] = [];
  const once = (cond: unknown, field: string) => {
    if (cond !== undefined) throw new Bad(`situation.${field}`, 'given twice');
  };
  for (const [i, tok] of tokens.slice(1).entries()) {
    const field = `situation[${i + 1}]`;
    const flag = Object.hasOwn(FLAGS, tok) ? FLAGS[tok] : undefined;
    if (flag) {
      once(s[flag[0]], flag[0] === 'groupA' ? 'groups' : flag[0]);
      Object.assign(s, { [flag[0]]: flag[1] });
    } else if (tok.startsWith('k')) {
      once(s.call, 'call');
      const ball = parseBallDigit(tok.charAt(1), 'situation.call.ball', false) as ObjectBall;
      if (!/^k.[0-5]$/.test(tok)) throw new Bad('situation.call.pocket', `"${tok.slice(2)}" is not a pocket (0-5)`);
      s.call = { ball, pocket: POCKET_IDS[Number(tok[2])] as PocketId };
    } else if (tok.startsWith('z')) {
      once(s.frozen, 'frozen');
      const balls = [...tok.slice(1)].map((c, j) => parseBallDigit(c, `situation.frozen[${j}]`, false) as ObjectBall);
      if (balls.length === 0) throw new Bad('situation.frozen', 'no balls listed');
      s.frozen = balls;
    } else if (tok.startsWith('f')) {
      once(s.fouls, 'fouls');
      if (!/^f[0-2][0-2]$/.test(tok)) throw new Bad('situation.fouls', `"${tok.slice(1)}" is not two counts 0-2`);
      s.fouls = { A: Number(tok[1]), B: Number(tok[2]) };
    } else if (tok.startsWith('n')) {
      const kind = tok.slice(1);
      if (!isNonBallFoul(kind))
        throw new Bad(`situation.nonBall[${nonBall.length}]`, `"${kind}" is not a non-ball foul`);
      nonBall.push(kind);
    } else throw new Bad(field, `unknown token "${tok.slice(0, 20)}"`);
  }
  if (nonBall.length) s.nonBall = nonBall;
  return s;
}

export function parseShot(text: string): CueShot {
  if (!/^[A-Za-z0-9_-]{8}$/.test(text)) throw new Bad('shot', 'expected 8 characters');
  const n = (k: number) => decodeUint(text.slice(2 * k, 2 * k + 2)) as number;
  const heading = n(0) / 10;
  const speed = n(1) / 100;
  const side = (n(2) - 100) / 100;
  const height = (n(3) - 100) / 100;
  if (heading >= 360) throw new Bad('shot.heading', `${heading} is not an angle in [0, 360)`);
  if (speed <= 0 || speed > MAX_SPEED) throw new Bad('shot.speed', `${speed} m/s is not in (0, ${MAX_SPEED}]`);
  if (Math.abs(side) > 1) throw new Bad('shot.side', `${side} is not in [-1, 1]`);
  if (Math.abs(height) > 1) throw new Bad('shot.height', `${height} is not in [-1, 1]`);
  return { heading, speed, side, height };
}

export function parseQuestion(text: string): string {
  let q: string;
  try {
    q = decodeURIComponent(text);
  } catch {
    throw new Bad('question', 'not valid percent-encoded UTF-8');
  }
  if (q.length > MAX_QUESTION) throw new Bad('question', `longer than ${MAX_QUESTION} characters`);
  return q;
}

const ORDER = 'tbgsaq';

/** A link's sections by their key letter, each once and in `order`; throws Bad. */
export function sectionsIn(sections: readonly string[], order: string): Map<string, string> {
  let last = -1;
  const seen = new Map<string, string>();
  for (const [i, sec] of sections.entries()) {
    const key = sec.charAt(0);
    const at = order.indexOf(key);
    if (at < 0) throw new Bad(`section[${i + 1}]`, `unknown section "${sec.slice(0, 12)}"`);
    if (at <= last)
      throw new Bad(`section[${i + 1}]`, `section "${key}" is repeated or out of order (expected ${order})`);
    last = at;
    seen.set(key, sec.slice(1));
  }
  return seen;
}

/** The table (`t`) and the balls (`b`) every link has; throws Bad. */
export function tableAndBalls(seen: ReadonlyMap<string, string>): Pick<Scenario, 'table' | 'balls'> {
  const t = seen.get('t');
  const size = TABLE_SIZES.find((s) => s === `${t}ft`);
  if (!size) throw new Bad('table', t === undefined ? 'missing' : `"${t}" is not 7, 8 or 9 (feet)`);
  const b = seen.get('b');
  if (b === undefined) throw new Bad('balls', 'missing');
  return { table: size, balls: parseBalls(b, size) };
}

/** Parses the sections after `v1.`; throws Bad. */
function parseV1Sections(sections: readonly string[]): Scenario {
  const seen = sectionsIn(sections, ORDER);
  const out: { -readonly [K in keyof Scenario]: Scenario[K] } = { ...tableAndBalls(seen) };
  const g = seen.get('g');
  if (g !== undefined) {
    if (!isGameId(g)) throw new Bad('game', `"${g.slice(0, 30)}" is not a game`);
    out.game = g;
  }
  const s = seen.get('s');
  if (s !== undefined) out.situation = parseSituation(s);
  const a = seen.get('a');
  if (a !== undefined) out.shot = parseShot(a);
  const q = seen.get('q');
  if (q !== undefined) out.question = parseQuestion(q);
  return out;
}

export function parseV1(sections: readonly string[]): ParseResult {
  try {
    return { ok: true, value: parseV1Sections(sections) };
  } catch (e) {
    if (e instanceof Bad) return { ok: false, field: e.field, reason: e.reason };
    return { ok: false, field: 'scenario', reason: 'could not be read' };
  }
}
