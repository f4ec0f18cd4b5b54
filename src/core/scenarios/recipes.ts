/**
 * Recipes: per topic, what layouts and strokes to try and which rulings to keep. A recipe samples a
 * candidate (balls, stroke, the log around it); the generator simulates and rules it, and the
 * recipe's `classify` says which topic the outcome teaches, or null to drop it.
 * See README.md, "Adding a scenario recipe".
 */
import type { Random } from '../geometry/index.ts';
import { CORE_BANKS, QUIZ_BANKS, type QuizBank } from '../quiz/types.ts';
import type { Ruling } from '../rules/index.ts';
import type { GameId, PocketId } from '../vocabulary/index.ts';
import type { Derived } from './build.ts';
import {
  aimAt,
  at,
  chance,
  dist,
  FOOT_SPOT,
  freeSpot,
  HEAD_STRING,
  int,
  KITCHEN,
  nearestPocket,
  OUTSIDE_KITCHEN,
  POCKET_NAMES,
  POCKETS,
  pick,
  potLine,
  R,
  RACK_AREA,
  rack,
  scatter,
  stroke,
  W,
  WHOLE,
} from './layout.ts';
import type { AskedJson, ScenarioKind, ScenarioLog, ScenarioTopic, StepJson, XY } from './model.ts';

export interface Candidate {
  balls: Record<string, XY>;
  shot: [number, number, number, number];
  log: ScenarioLog;
}

/** An authored question's scenario (contract JSON), used as the log around a generated shot. */
export interface Template {
  id: string;
  game: GameId;
  players: string[];
  options?: Record<string, unknown> | undefined;
  setup?: Record<string, unknown> | null | undefined;
  steps: StepJson[];
}

export interface Recipe {
  /** a name for the report */
  name: string;
  banks: readonly QuizBank[];
  /** how many to keep per bank, by topic */
  quota: Partial<Record<ScenarioTopic, number>>;
  /** question kinds, in turn (a kind the outcome cannot ask is skipped) */
  kinds: readonly ScenarioKind[];
  /** a kind asked whenever the outcome allows it (the turn is not used then) */
  prefer?: ScenarioKind;
  /** candidates tried per bank at most */
  attempts: number;
  sample(rng: Random, bank: QuizBank, templates: readonly Template[]): Candidate | null;
  classify(d: Derived, c: Candidate): ScenarioTopic | null;
}

const has = (r: Ruling, foul: string) => (r.fouls as string[]).includes(foul);
const reason = (r: Ruling) => (r.result as { reason?: string } | null)?.reason ?? null;
const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_x, i) => a + i);
const pickSome = (rng: Random, from: readonly number[], n: number): number[] => {
  const pool = [...from];
  const out: number[] = [];
  while (out.length < n && pool.length > 0) out.push(pool.splice(Math.floor(rng.next() * pool.length), 1)[0] as number);
  return out;
};
const SOLIDS = range(1, 7);
const STRIPES = range(9, 15);

/** A WPA rack game's mid-game position: the game, the balls on the table, the legal and illegal targets. */
export interface Position {
  game: GameId;
  onTable: number[];
  legal: number[];
  illegal: number[];
  setup: Record<string, unknown>;
}

export function ninePosition(rng: Random): Position {
  const onTable = [...pickSome(rng, range(1, 8), int(rng, 3, 7)), 9].sort((a, b) => a - b);
  const low = onTable[0] as number;
  return {
    game: 'nine-ball',
    onTable,
    legal: [low],
    illegal: onTable.slice(1),
    setup: { shooter: 'A', cueBall: 'in-place' },
  };
}

export function eightPosition(rng: Random, own = int(rng, 1, 5)): Position {
  const solids = pickSome(rng, SOLIDS, own);
  const stripes = pickSome(rng, STRIPES, int(rng, 1, 6));
  return {
    game: 'eight-ball',
    onTable: [...solids, ...stripes, 8].sort((a, b) => a - b),
    legal: solids.length > 0 ? solids : [8],
    illegal: solids.length > 0 ? [...stripes, 8] : stripes,
    setup: { shooter: 'A', cueBall: 'in-place', groups: { A: 'solids', B: 'stripes' } },
  };
}

export function straightPosition(rng: Random): Position {
  const onTable = pickSome(rng, range(1, 15), int(rng, 3, 10)).sort((a, b) => a - b);
  return {
    game: 'straight-pool',
    onTable,
    legal: onTable,
    illegal: [],
    setup: { shooter: 'A', cueBall: 'in-place', score: { A: int(rng, 0, 60), B: int(rng, 0, 60) } },
  };
}

const wpaPosition = (rng: Random, bank: QuizBank): Position =>
  bank === 'eight-ball'
    ? eightPosition(rng)
    : bank === 'nine-ball'
      ? ninePosition(rng)
      : bank === 'straight-pool'
        ? straightPosition(rng)
        : chance(rng, 0.5)
          ? ninePosition(rng)
          : eightPosition(rng);

export const OPTIONS: Partial<Record<GameId, Record<string, unknown>>> = { 'straight-pool': { target: 150 } };

export function logOf(p: Position, asked: AskedJson, extra: Partial<ScenarioLog> = {}): ScenarioLog {
  return {
    game: p.game,
    players: ['A', 'B'],
    ...(OPTIONS[p.game] ? { options: OPTIONS[p.game] } : {}),
    setup: p.setup,
    ...extra,
    asked,
  };
}

/** A pot of `target` into a random pocket, the other balls scattered; the call names it in call-shot games. */
function potCandidate(
  rng: Random,
  p: Position,
  target: number,
  s: {
    follow?: boolean;
    speed?: [number, number];
    callPocket?: 'same' | 'other' | 'none';
    extra?: Partial<ScenarioLog>;
    maxCut?: number;
  },
): Candidate | null {
  const pocket = pick(rng, POCKET_NAMES);
  const pot = potLine(rng, pocket, { maxCut: s.maxCut ?? (s.follow ? 6 : 25) });
  if (!pot) return null;
  const balls: Record<string, XY> = { cue: pot.cue, [String(target)]: pot.object };
  if (!scatter(rng, balls, p.onTable)) return null;
  const heights: [number, number] = s.follow ? [0.3, 0.48] : [-0.3, 0.35];
  const shot = stroke(rng, pot.heading, { speed: s.speed ?? [1, 4], side: 0.15, height: heights });
  const callMode = s.callPocket ?? (p.game === 'nine-ball' ? 'none' : 'same');
  const calledPocket: PocketId =
    callMode === 'other'
      ? pick(
          rng,
          POCKET_NAMES.filter((k) => k !== pocket),
        )
      : pocket;
  const asked: AskedJson = {
    by: 'A',
    ...(callMode !== 'none' ? { call: { ball: target, pocket: calledPocket } } : {}),
  };
  return { balls, shot, log: logOf(p, asked, s.extra) };
}

/** The cue ball and the balls scattered; the stroke aimed at `target`. */
export function aimCandidate(
  rng: Random,
  p: Position,
  target: number,
  s: { speed: [number, number]; cueRegion?: typeof WHOLE; extra?: Partial<ScenarioLog>; by?: string; call?: boolean },
): Candidate | null {
  const balls: Record<string, XY> = {};
  const cue = freeSpot(rng, [], s.cueRegion ?? WHOLE);
  if (!cue) return null;
  balls.cue = cue;
  if (!scatter(rng, balls, p.onTable)) return null;
  const t = balls[String(target)] as XY;
  if (dist(cue, t) > 1.6) return null;
  const shot = stroke(rng, aimAt(rng, cue, t), { speed: s.speed, side: 0.2 });
  const by = s.by ?? 'A';
  const call = s.call ?? p.game === 'straight-pool';
  const asked: AskedJson = { by, ...(call ? { call: { ball: target, pocket: nearestPocket(t) } } : {}) };
  return { balls, shot, log: logOf(p, asked, s.extra) };
}

export const BREAK_GAMES: Partial<Record<QuizBank, GameId>> = {
  'eight-ball': 'eight-ball',
  'nine-ball': 'nine-ball',
  'straight-pool': 'straight-pool',
};

/** The opening break: the rack, the cue ball anywhere in the kitchen, aimed at the apex, soft to hard. */
export function breakCandidate(
  rng: Random,
  game: GameId,
  log: Omit<ScenarioLog, 'asked'>,
  asked: AskedJson,
): Candidate {
  const balls = {
    cue: at(HEAD_STRING - R - (0.25 * rng.next()) ** 2, 0.15 + (W - 0.3) * rng.next()),
    ...rack(rng, game),
  };
  const aim: XY = [FOOT_SPOT[0], FOOT_SPOT[1] + (rng.next() - 0.5) * 0.04];
  const shot = stroke(rng, aimAt(rng, balls.cue, aim, 0.02), { speed: [2, 11], side: 0.2, height: [-0.2, 0.3] });
  return { balls, shot, log: { ...log, asked } };
}

/**
 * The non-ball fouls a shot can carry in the log, each decided by its own general paragraph (3.22-3.26,
 * 3.40). The miscued jump is left out: the editions rule it differently, a "what changed" probe's matter.
 */
const NON_BALL_SHOT_FOULS = [
  'push-shot',
  'double-hit',
  'cue-ball-placement',
  'cue-ball-stroke-in-hand',
  'scoop-jump',
] as const;

const firstTemplate = (templates: readonly Template[], ok: (t: Template) => boolean) => templates.find(ok);

export const RECIPES: readonly Recipe[] = [
  {
    name: 'opening break',
    banks: ['eight-ball', 'nine-ball', 'straight-pool'],
    quota: { break: 40 },
    kinds: ['ruling', 'next'],
    prefer: 'options',
    attempts: 120,
    sample(rng, bank) {
      const game = BREAK_GAMES[bank] as GameId;
      return breakCandidate(
        rng,
        game,
        { game, players: ['A', 'B'], ...(OPTIONS[game] ? { options: OPTIONS[game] } : {}) },
        { by: 'A' },
      );
    },
    classify: () => 'break',
  },
  {
    name: 'wrong ball first',
    banks: ['general', 'eight-ball', 'nine-ball'],
    quota: { 'wrong-ball-first': 40 },
    kinds: ['ruling', 'contact', 'next'],
    attempts: 400,
    sample(rng, bank) {
      const p = wpaPosition(rng, bank);
      if (p.illegal.length === 0) return null;
      return aimCandidate(rng, p, pick(rng, p.illegal), { speed: [0.8, 4] });
    },
    classify: (d) => (has(d.ruling, 'wrong-ball-first') ? 'wrong-ball-first' : null),
  },
  {
    name: 'no rail after contact',
    banks: ['general', 'straight-pool'],
    quota: { 'no-rail': 45 },
    kinds: ['ruling', 'next', 'contact'],
    attempts: 500,
    sample(rng, bank) {
      const p = wpaPosition(rng, bank);
      return aimCandidate(rng, p, pick(rng, p.legal), { speed: [0.3, 1.2] });
    },
    classify: (d) => (has(d.ruling, 'no-rail') && !has(d.ruling, 'wrong-ball-first') ? 'no-rail' : null),
  },
  {
    name: 'scratch',
    banks: ['general', 'nine-ball', 'straight-pool'],
    quota: { scratch: 35 },
    kinds: ['ruling', 'next'],
    attempts: 500,
    sample(rng, bank) {
      const p = wpaPosition(rng, bank);
      return potCandidate(rng, p, pick(rng, p.legal), { follow: true, speed: [1.2, 4] });
    },
    classify: (d) => (has(d.ruling, 'scratch') ? 'scratch' : null),
  },
  {
    name: 'stop at the first contact',
    banks: ['general', 'nine-ball', 'eight-ball'],
    quota: { 'first-contact': 40 },
    kinds: ['contact'],
    attempts: 200,
    sample(rng, bank) {
      const p = wpaPosition(rng, bank);
      const pool = p.illegal.length > 0 && chance(rng, 0.5) ? p.illegal : p.legal;
      return aimCandidate(rng, p, pick(rng, pool), { speed: [0.8, 3] });
    },
    classify: (d) => (d.contact !== null ? 'first-contact' : null),
  },
  {
    name: 'third foul in a row',
    banks: ['general', 'straight-pool'],
    quota: { 'three-fouls': 25 },
    kinds: ['ruling'],
    attempts: 150,
    sample(rng, bank) {
      const p = bank === 'general' ? ninePosition(rng) : straightPosition(rng);
      p.setup = { ...p.setup, consecutiveFouls: { A: 2, B: 0 } };
      const pool = p.illegal.length > 0 && chance(rng, 0.5) ? p.illegal : p.legal;
      const extra = { before: [{ announce: { by: 'referee', what: 'warning' } }] };
      return aimCandidate(rng, p, pick(rng, pool), { speed: [0.3, 3], extra });
    },
    classify: () => 'three-fouls',
  },
  {
    name: 'open table and group assignment',
    banks: ['eight-ball'],
    quota: { 'open-table': 40 },
    kinds: ['ruling', 'next'],
    attempts: 300,
    sample(rng) {
      const p = eightPosition(rng, int(rng, 2, 6));
      p.onTable = [...pickSome(rng, SOLIDS, int(rng, 2, 6)), ...pickSome(rng, STRIPES, int(rng, 2, 6)), 8];
      p.setup = { shooter: 'A', cueBall: 'in-place' };
      return potCandidate(
        rng,
        p,
        pick(
          rng,
          p.onTable.filter((b) => b !== 8),
        ),
        {},
      );
    },
    classify: (d) =>
      d.ruling.foul || d.events.some((e) => e.type === 'pocket' && e.ball !== 'cue') ? 'open-table' : null,
  },
  {
    name: 'eight-ball: the 8 before the group',
    banks: ['eight-ball'],
    quota: { 'loss-eight-early': 25 },
    kinds: ['ruling', 'next'],
    attempts: 250,
    sample(rng) {
      // a combination: the cue ball takes an own ball first (legal), which sends the 8 in
      const p = eightPosition(rng, int(rng, 1, 4));
      const own = pick(rng, p.legal);
      const pocket = pick(rng, POCKET_NAMES);
      const pot = potLine(rng, pocket, { near: [0.05, 0.45], maxCut: 0 });
      if (!pot) return null;
      const pp = POCKETS[pocket];
      const len = dist(pot.object, pp);
      const u: XY = [(pot.object[0] - pp[0]) / len, (pot.object[1] - pp[1]) / len];
      const gap = 2 * R + 0.003 + 0.08 * rng.next();
      const ownAt = at(pot.object[0] + u[0] * gap, pot.object[1] + u[1] * gap);
      const a = ((rng.next() - 0.5) * 6 * Math.PI) / 180;
      const v: XY = [u[0] * Math.cos(a) - u[1] * Math.sin(a), u[0] * Math.sin(a) + u[1] * Math.cos(a)];
      const d2 = 0.2 + 0.6 * rng.next();
      const cue = at(ownAt[0] + v[0] * d2, ownAt[1] + v[1] * d2);
      const balls: Record<string, XY> = { cue, '8': pot.object, [String(own)]: ownAt };
      if (!scatter(rng, balls, p.onTable)) return null;
      const shot = stroke(rng, aimAt(rng, cue, ownAt, 0.05), { speed: [1, 4], side: 0.1, height: [-0.2, 0.3] });
      return { balls, shot, log: logOf(p, { by: 'A', call: { ball: own, pocket: nearestPocket(ownAt) } }) };
    },
    classify: (d) => (reason(d.ruling) === 'eight-early' ? 'loss-eight-early' : null),
  },
  {
    name: 'eight-ball: the 8 in a pocket not called',
    banks: ['eight-ball'],
    quota: { 'loss-eight-wrong-pocket': 25 },
    kinds: ['ruling'],
    attempts: 250,
    sample(rng) {
      return potCandidate(rng, eightPosition(rng, 0), 8, { callPocket: 'other' });
    },
    classify: (d) => (reason(d.ruling) === 'eight-wrong-pocket' ? 'loss-eight-wrong-pocket' : null),
  },
  {
    name: 'eight-ball: a foul while pocketing the 8',
    banks: ['eight-ball'],
    quota: { 'loss-foul-on-eight': 25 },
    kinds: ['ruling'],
    attempts: 400,
    sample(rng) {
      return potCandidate(rng, eightPosition(rng, 0), 8, { follow: true, speed: [1.2, 4] });
    },
    classify: (d) => (reason(d.ruling) === 'foul-on-eight' ? 'loss-foul-on-eight' : null),
  },
  {
    name: 'eight-ball: the 8 with the last group ball',
    banks: ['eight-ball'],
    quota: { 'loss-eight-with-last': 15 },
    kinds: ['ruling'],
    attempts: 1600,
    sample(rng) {
      const p = eightPosition(rng, 1);
      const last = p.legal[0] as number;
      const pocket = pick(rng, POCKET_NAMES);
      const pot = potLine(rng, pocket, { near: [0.15, 0.5], far: [0.2, 0.6], maxCut: 45 });
      if (!pot) return null;
      const balls: Record<string, XY> = { cue: pot.cue, [String(last)]: pot.object };
      // the 8 hangs in the jaws of another pocket, near where the cue ball goes after the pot
      const p8 = POCKET_NAMES.filter((k) => k !== pocket).map((k) => k);
      const hang = potLine(rng, pick(rng, p8), { near: [0.0, 0.12] });
      if (!hang || dist(hang.object, pot.object) < 3 * R || dist(hang.object, pot.cue) < 3 * R) return null;
      balls['8'] = hang.object;
      if (!scatter(rng, balls, p.onTable)) return null;
      const shot = stroke(rng, pot.heading, { speed: [2, 6], side: 0.3, height: [-0.3, 0.5] });
      return { balls, shot, log: logOf(p, { by: 'A', call: { ball: last, pocket } }) };
    },
    classify: (d) => (reason(d.ruling) === 'eight-with-last' ? 'loss-eight-with-last' : null),
  },
  {
    name: 'kitchen play',
    banks: ['eight-ball', 'straight-pool'],
    quota: { kitchen: 30 },
    kinds: ['ruling', 'next'],
    attempts: 300,
    sample(rng, bank) {
      const p = bank === 'eight-ball' ? eightPosition(rng, int(rng, 2, 6)) : straightPosition(rng);
      if (bank === 'eight-ball') {
        p.onTable = [...pickSome(rng, SOLIDS, int(rng, 2, 6)), ...pickSome(rng, STRIPES, int(rng, 2, 6)), 8];
        p.setup = { shooter: 'B', cueBall: 'in-hand-kitchen' };
      } else p.setup = { ...p.setup, shooter: 'B', cueBall: 'in-hand-kitchen' };
      // some balls behind the head string, some beyond it
      const inKitchen = new Set(pickSome(rng, p.onTable, int(rng, 1, 3)));
      const balls: Record<string, XY> = {};
      const cue = freeSpot(rng, [], KITCHEN);
      if (!cue) return null;
      balls.cue = cue;
      if (!scatter(rng, balls, p.onTable, (b) => (inKitchen.has(b) ? KITCHEN : OUTSIDE_KITCHEN))) return null;
      const pool = chance(rng, 0.6) ? [...inKitchen] : p.onTable.filter((b) => !inKitchen.has(b));
      const target = pick(rng, pool);
      const t = balls[String(target)] as XY;
      const shot = stroke(rng, aimAt(rng, cue, t), { speed: [0.8, 4], side: 0.2 });
      const call = p.game === 'straight-pool' ? { call: { ball: target, pocket: nearestPocket(t) } } : {};
      return { balls, shot, log: { ...logOf(p, { by: 'B', ...call }), players: ['A', 'B'] } };
    },
    classify: (d, c) => {
      const cue = d.events.find((e) => e.type === 'hit' && e.ball === 'cue');
      if (cue?.type !== 'hit') return null;
      // a ball in the kitchen taken first (the foul, or legal after crossing the head string), or a legal shot
      const t = c.balls[String(cue.target)];
      return has(d.ruling, 'kitchen') || (t && t[0] < HEAD_STRING) || !d.ruling.foul ? 'kitchen' : null;
    },
  },
  {
    name: 'push-out',
    banks: ['nine-ball'],
    quota: { 'push-out': 50 },
    kinds: ['ruling', 'next'],
    prefer: 'options',
    attempts: 200,
    sample(rng) {
      const p = ninePosition(rng);
      p.setup = { ...p.setup, pushOutAvailable: true };
      const balls: Record<string, XY> = {};
      if (!scatter(rng, balls, p.onTable)) return null;
      const cue = freeSpot(rng, Object.values(balls));
      if (!cue) return null;
      balls.cue = cue;
      if (chance(rng, 0.35)) {
        // the push-out played, the incoming player accepted: the next stroke is ruled as usual
        const pool = chance(rng, 0.6) ? p.legal : p.illegal;
        const t = balls[String(pick(rng, pool))] as XY;
        const shot = stroke(rng, aimAt(rng, cue, t), { speed: [0.5, 4], side: 0.2 });
        const before = [{ shot: { by: 'A', pushOut: true, events: [] } }, { choose: { by: 'B', option: 'accept' } }];
        return { balls, shot, log: logOf(p, { by: 'B' }, { before }) };
      }
      const shot = stroke(rng, (rng.next() - 0.5) * 360, { speed: [0.3, 2.5], side: 0.3 });
      return { balls, shot, log: logOf(p, { by: 'A', pushOut: true }) };
    },
    classify: () => 'push-out',
  },
  {
    name: 'spotting',
    banks: ['nine-ball', 'straight-pool'],
    quota: { spotting: 50 },
    kinds: ['placement', 'ruling'],
    attempts: 700,
    sample(rng, bank) {
      const p = bank === 'nine-ball' ? ninePosition(rng) : straightPosition(rng);
      // the 9 pocketed on a foul, or a 14.1 ball pocketed on a foul or in a pocket not called
      const target = bank === 'nine-ball' ? 9 : pick(rng, p.onTable);
      const c = potCandidate(rng, p, target, {
        follow: chance(rng, 0.4),
        callPocket: bank === 'nine-ball' ? 'none' : chance(rng, 0.5) ? 'other' : 'same',
      });
      if (!c) return null;
      // sometimes a ball sits on or near the foot spot, so the spotted ball goes behind it
      const others = p.onTable.filter((b) => b !== target && c.balls[String(b)]);
      if (others.length > 0 && chance(rng, 0.5)) {
        const b = String(pick(rng, others));
        const near = at(FOOT_SPOT[0] + (rng.next() - 0.3) * 0.05, FOOT_SPOT[1] + (rng.next() - 0.5) * 0.05);
        if (Object.entries(c.balls).every(([k, q]) => k === b || dist(q, near) > 2 * R + 0.003)) c.balls[b] = near;
      }
      return c;
    },
    classify: (d) => (d.ruling.spotted.length > 0 ? 'spotting' : null),
  },
  {
    name: '14.1 re-rack',
    banks: ['straight-pool'],
    quota: { rerack: 60 },
    kinds: ['placement', 'next', 'ruling'],
    attempts: 500,
    sample(rng) {
      const [b1, b2] = pickSome(rng, range(1, 15), 2) as [number, number];
      const p: Position = {
        game: 'straight-pool',
        onTable: [b1, b2].sort((a, b) => a - b),
        legal: [b1, b2],
        illegal: [],
        setup: { shooter: 'A', cueBall: 'in-place', score: { A: int(rng, 20, 100), B: int(rng, 0, 100) } },
      };
      const c = potCandidate(rng, p, b1, { speed: [0.8, 4] });
      if (!c) return null;
      // the 15th ball: often in the rack's area, or on the head spot's side
      const spotAt = chance(rng, 0.5) ? freeSpot(rng, [c.balls.cue as XY, c.balls[String(b1)] as XY], RACK_AREA) : null;
      if (spotAt) c.balls[String(b2)] = spotAt;
      return c;
    },
    classify: (d) => (d.ruling.rerack ? 'rerack' : null),
  },
  {
    name: '14.1 calls',
    banks: ['straight-pool'],
    quota: { calls: 40 },
    kinds: ['ruling', 'next'],
    attempts: 200,
    sample(rng) {
      const p = straightPosition(rng);
      return potCandidate(rng, p, pick(rng, p.onTable), { callPocket: chance(rng, 0.5) ? 'other' : 'same' });
    },
    classify: (d) => (d.ruling.fouls.length === 0 ? 'calls' : null),
  },
  {
    // the foul is written in the log (the physics cannot produce it); the engine rules which paragraph decides
    name: 'a non-ball foul with the shot',
    banks: ['eight-ball', 'nine-ball', 'straight-pool'],
    quota: { 'non-ball-foul': 12 },
    kinds: ['ruling', 'next'],
    attempts: 120,
    sample(rng, bank) {
      const p = wpaPosition(rng, bank);
      const target = pick(rng, p.legal);
      const others = p.onTable.filter((b) => b !== target);
      const kind = pick(rng, NON_BALL_SHOT_FOULS);
      const inHand = kind === 'cue-ball-placement' || kind === 'cue-ball-stroke-in-hand';
      if (inHand) p.setup = { ...p.setup, cueBall: 'in-hand' };
      const c = aimCandidate(rng, p, target, { speed: [1, 4] });
      if (!c) return null;
      const ball = kind === 'cue-ball-placement' && others.length > 0 ? { ball: pick(rng, others) } : {};
      c.log.asked = {
        ...c.log.asked,
        ...(kind === 'scoop-jump' ? { stroke: 'jump' as const } : {}),
        fouls: [{ kind, ...ball }],
      };
      return c;
    },
    classify: (d) =>
      d.ruling.fouls.some((f) => (NON_BALL_SHOT_FOULS as readonly string[]).includes(f)) ? 'non-ball-foul' : null,
  },
  {
    name: 'recreational: opening break',
    banks: RECREATIONAL(),
    quota: { break: 10 },
    kinds: ['ruling', 'next'],
    prefer: 'options',
    attempts: 40,
    sample(rng, _bank, templates) {
      const t = firstTemplate(templates, (x) => !x.setup && x.steps.length === 1 && 'shot' in (x.steps[0] as object));
      const any = templates[0];
      if (!any) return null;
      const game = any.game;
      const shot0 = t ? ((t.steps[0] as { shot: AskedJson }).shot as AskedJson) : { by: any.players[0] as string };
      const asked: AskedJson = {
        by: shot0.by,
        ...(shot0.sidePocket ? { sidePocket: shot0.sidePocket } : {}),
        ...(game === 'side-pocket-one' && !shot0.sidePocket ? { sidePocket: 'side-left' as const } : {}),
      };
      const log = {
        game,
        players: [...(t ?? any).players],
        ...((t ?? any).options ? { options: (t ?? any).options } : {}),
      };
      if (Object.keys(rack(rng, game)).length === 0) return null;
      return breakCandidate(rng, game, log, asked);
    },
    classify: () => 'break',
  },
  {
    name: 'recreational: the game in play (from the authored logs)',
    banks: RECREATIONAL(),
    quota: { signature: 24, 'wrong-ball-first': 8, scratch: 8, 'no-rail': 6, 'legal-shot': 8 },
    kinds: ['ruling', 'next', 'contact', 'options', 'placement'],
    attempts: 900,
    sample(rng, _bank, templates) {
      const usable = templates.filter((t) => t.setup && 'shot' in (t.steps[t.steps.length - 1] as object));
      if (usable.length === 0) return null;
      const t = pick(rng, usable);
      return fromTemplate(rng, t);
    },
    classify(d, c) {
      const r = d.ruling;
      const game = c.log.game;
      if (r.fouls.some((f) => f.startsWith(`${game}/`))) return 'signature';
      // a general ball foul (its ruling now leads with the game's paragraph for it) keeps its own topic
      if (has(r, 'wrong-ball-first')) return 'wrong-ball-first';
      if (has(r, 'scratch')) return 'scratch';
      if (has(r, 'no-rail')) return 'no-rail';
      if (has(r, 'no-contact') || has(r, 'cue-ball-off-table')) return null;
      if ((r.rules[0] ?? '').startsWith(`${game}/`)) return 'signature';
      return r.foul ? null : 'legal-shot';
    },
  },
];

/** The recreational banks: every bank but the four WPA ones. */
function RECREATIONAL(): QuizBank[] {
  return QUIZ_BANKS.filter((b) => !(CORE_BANKS as readonly QuizBank[]).includes(b));
}

/** A generated shot in an authored log: its setup and earlier steps, its shooter and call; new balls and stroke. */
function fromTemplate(rng: Random, t: Template): Candidate | null {
  const last = (t.steps[t.steps.length - 1] as { shot: AskedJson & Record<string, unknown> }).shot;
  const { onTable: on, positions: _p, ...setup } = (t.setup ?? {}) as Record<string, unknown>;
  const before = t.steps.slice(0, -1);
  const gone = new Set<number>();
  for (const s of before) {
    const events = (s as { shot?: { events?: Array<{ type: string; ball: unknown }> } }).shot?.events ?? [];
    for (const e of events)
      if ((e.type === 'pocket' || e.type === 'off-table') && typeof e.ball === 'number') gone.add(e.ball);
  }
  const onTable = ((on as number[] | undefined) ?? range(1, 15)).filter((b) => !gone.has(b));
  if (onTable.length === 0) return null;
  const call = last.call as AskedJson['call'] | undefined;
  const calledBall = call && 'ball' in call && typeof call.ball === 'number' ? call.ball : undefined;
  const target =
    calledBall !== undefined && onTable.includes(calledBall)
      ? calledBall
      : chance(rng, 0.5)
        ? Math.min(...onTable)
        : pick(rng, onTable);
  const cueState = setup.cueBall as string | undefined;
  const balls: Record<string, XY> = {};
  let heading: number;
  if (cueState === 'in-hand-kitchen') {
    const cue = freeSpot(rng, [], KITCHEN);
    if (!cue) return null;
    balls.cue = cue;
    if (!scatter(rng, balls, onTable, () => OUTSIDE_KITCHEN)) return null;
    heading = aimAt(rng, cue, balls[String(target)] as XY);
  } else {
    const pocket = call && 'pocket' in call && call.pocket ? (call.pocket as PocketId) : pick(rng, POCKET_NAMES);
    const pot = potLine(rng, pocket);
    if (!pot) return null;
    balls.cue = pot.cue;
    balls[String(target)] = pot.object;
    if (!scatter(rng, balls, onTable)) return null;
    heading = pot.heading;
  }
  const shot = stroke(rng, heading, { speed: [0.4, 4], side: 0.2, height: [-0.3, 0.5] });
  const asked: AskedJson = {
    by: last.by,
    ...(last.call ? { call: last.call as AskedJson['call'] } : {}),
    ...(last.pushOut ? { pushOut: true } : {}),
    ...(last.sidePocket ? { sidePocket: last.sidePocket as AskedJson['sidePocket'] } : {}),
    ...(last.break !== undefined ? { break: last.break as boolean } : {}),
  };
  return {
    balls,
    shot,
    log: {
      game: t.game,
      players: [...t.players],
      ...(t.options ? { options: t.options } : {}),
      setup,
      ...(before.length > 0 ? { before } : {}),
      asked,
    },
  };
}

export const RECREATIONAL_BANKS: readonly QuizBank[] = RECREATIONAL();
