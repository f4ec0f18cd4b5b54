/**
 * Bad input for both commands, made from valid documents by one mutation each that always makes
 * them invalid: an unknown field at any level, a value of the wrong JSON type (deep junk
 * included), a key given twice, broken JSON text, and the semantic faults (positions off the
 * table or overlapping, a ball listed twice, impossible scores, too many players, event times
 * that go back). Each input is checked with the functions the commands use, in this process.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { InputError, MAX_MESSAGE } from '../../bin/input.ts';
import { parseRefereeText, ruleDoc } from '../../bin/referee.ts';
import { parseSimulateText } from '../../bin/simulate.ts';

const root = join(import.meta.dirname, '../..');

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Obj = { [k: string]: Json };

/** Text of a value that must never come back in a message. */
const VALUE_MARK = 'VALUEJUNK';

const refereeDir = join(root, 'examples/referee');
const REFEREE_SEEDS: Obj[] = [
  ...readdirSync(refereeDir).flatMap((g) =>
    readdirSync(join(refereeDir, g))
      .filter((f) => f.endsWith('.json'))
      .map((f) => (JSON.parse(readFileSync(join(refereeDir, g, f), 'utf8')) as { case: Obj }).case),
  ),
  {
    game: 'nine-ball',
    players: ['A', 'B'],
    table: '7ft',
    setup: { shooter: 'A', onTable: [1, 2, 9], positions: { cue: [0.4, 0.3], 1: [0.9, 0.6], 9: [0.7, 0.2] } },
    steps: [
      {
        shot: {
          by: 'A',
          events: [
            { type: 'hit', ball: 'cue', target: 1, t: 0.1 },
            { type: 'pocket', ball: 9, pocket: 'foot-left', t: 0.9 },
          ],
        },
      },
    ],
  },
];

const shotsDir = join(root, 'examples/shots');
const SIMULATE_SEEDS: Json[] = readdirSync(shotsDir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(shotsDir, f), 'utf8')) as Json);

/** Keys that are a field nowhere (misspellings found by fuzzing, and junk). */
const UNKNOWN_KEYS = [
  'shootr',
  'pushout',
  'targt',
  'tabel',
  'sped',
  'hight',
  'pockt',
  'edition',
  'undefined',
  'KEYJUNK',
];

/** Paths to every object and every leaf of a document. */
function nodes(
  v: Json,
  path: (string | number)[] = [],
  out: { objects: (string | number)[][]; leaves: (string | number)[][] } = { objects: [], leaves: [] },
) {
  if (Array.isArray(v)) {
    for (const [i, x] of v.entries()) nodes(x, [...path, i], out);
  } else if (v !== null && typeof v === 'object') {
    out.objects.push(path);
    for (const [k, x] of Object.entries(v)) nodes(x, [...path, k], out);
  } else out.leaves.push(path);
  return out;
}

const clone = (v: Json): Json => JSON.parse(JSON.stringify(v)) as Json;

function at(doc: Json, path: readonly (string | number)[]): Json {
  let v: Json = doc;
  for (const p of path) v = (v as Obj)[p as string] as Json;
  return v;
}

function set(doc: Json, path: readonly (string | number)[], value: Json): Json {
  if (path.length === 0) return value;
  const parent = at(doc, path.slice(0, -1)) as Obj;
  parent[path[path.length - 1] as string] = value;
  return doc;
}

const deep = (levels: number): string => `${'['.repeat(levels)}${']'.repeat(levels)}`;

/** A value of another JSON type than `old` (so never valid where `old` was). */
function otherType(old: Json, pick: number, depth: number): string {
  const junk = [
    JSON.stringify(`${VALUE_MARK}${'x'.repeat(pick % 7 === 0 ? 5000 : 3)}`),
    '0.5',
    '-1e308',
    '1e308',
    '{}',
    deep(depth),
    `{"a":${deep(Math.min(depth, 30))}}`,
    '[null]',
  ];
  const sameType = (j: string) => {
    const v = JSON.parse(j.length > 100_000 ? '[]' : j) as Json;
    if (old === null) return v === null;
    if (Array.isArray(old)) return Array.isArray(v);
    if (typeof old === 'number') return typeof v === 'number';
    return typeof v === typeof old && !Array.isArray(v) && v !== null;
  };
  const options = junk.filter((j) => !sameType(j));
  return options[pick % options.length] as string;
}

export interface BadInput {
  kind: string;
  text: string;
}

/** One always-invalid mutation of a seed document, as JSON text. */
function mutate(seed: Json, r: number[], semantic: (doc: Obj, r: number[]) => BadInput | null): BadInput {
  const [k = 0, a = 0, b = 0, c = 0] = r;
  const doc = clone(seed);
  const { objects, leaves } = nodes(doc);
  const choice = k % 7;
  if (choice === 0) {
    const path = objects[a % objects.length] ?? [];
    const obj = at(doc, path) as Obj;
    const key = UNKNOWN_KEYS[b % UNKNOWN_KEYS.length] as string;
    obj[key === 'KEYJUNK' ? `KEYJUNK\u0001${'k'.repeat(c % 3 === 0 ? 150 : 2)}` : key] =
      c % 2 === 0 ? 1 : `${VALUE_MARK}`;
    return { kind: 'unknown field', text: JSON.stringify(doc) };
  }
  if (choice === 1 && leaves.length > 0) {
    const path = leaves[a % leaves.length] as (string | number)[];
    const marker = `"@@${a}@@"`;
    set(doc, path, `@@${a}@@`);
    const depth = [5, 33, 1000, 5000][c % 4] as number;
    return {
      kind: 'wrong type',
      text: JSON.stringify(doc).replace(marker, otherType(at(clone(seed), path), b, depth)),
    };
  }
  if (choice === 2) {
    // a key given twice (JSON.parse would keep the last silently)
    const text = JSON.stringify(doc);
    const i = text.indexOf('{"');
    const m = /^\{"([^"]+)":/.exec(text.slice(i));
    const key = m?.[1] ?? 'game';
    return {
      kind: 'duplicate key',
      text: `${text.slice(0, i + 1)}"${key}":${JSON.stringify(VALUE_MARK)},${text.slice(i + 1)}`,
    };
  }
  if (choice === 3) {
    // broken JSON text: cut short, a stray character, or a trailing comma
    const text = JSON.stringify(doc);
    const cut = 1 + (a % (text.length - 1));
    // a raw control character is invalid inside a string and outside one
    const forms = [
      text.slice(0, cut),
      `${text.slice(0, cut)}\u0001${text.slice(cut)}`,
      `${text.slice(0, -1)},}`,
      `${text}${VALUE_MARK}`,
    ];
    return { kind: 'json syntax', text: forms[b % forms.length] as string };
  }
  if (choice === 4) {
    return {
      kind: 'not an object',
      text: [`"${VALUE_MARK}"`, '42', 'null', 'true', deep(2000 + (a % 4000))][b % 5] as string,
    };
  }
  const s = semantic(doc as Obj, r);
  if (s) return s;
  const path = objects[a % objects.length] ?? [];
  (at(doc, path) as Obj).pushout = true;
  return { kind: 'unknown field', text: JSON.stringify(doc) };
}

/** The semantic faults of a referee log. */
function refereeFault(doc: Obj, r: number[]): BadInput | null {
  const [, a = 0, b = 0] = r;
  if (!doc.setup || typeof doc.setup !== 'object') doc.setup = {};
  const setup = doc.setup as Obj;
  const steps = doc.steps as Obj[];
  switch (b % 9) {
    case 0: {
      const far = [
        [-0.1, 0.5],
        [5, 0.5],
        [1, 3],
        [1, -0.1],
        [2.7, 0.6],
      ][a % 5] as Json;
      setup.positions = { ...((setup.positions as Obj) ?? {}), cue: far };
      return { kind: 'position off the table', text: JSON.stringify(doc) };
    }
    case 1:
      setup.positions = { cue: [1, 0.5], 1: [1.01 + (a % 3) * 0.01, 0.5] };
      delete setup.onTable;
      return { kind: 'overlapping balls', text: JSON.stringify(doc) };
    case 2:
      setup.onTable = [1, 2, 1 + (a % 2)];
      return { kind: 'ball listed twice', text: JSON.stringify(doc) };
    case 3: {
      const players = Array.isArray(doc.players)
        ? (doc.players as string[])
        : (doc.players as { teams: string[][] }).teams.flat();
      setup.score = { [players[0] as string]: [-1e308, 0.5, 1e9, 1e308][a % 4] as number };
      return { kind: 'impossible score', text: JSON.stringify(doc) };
    }
    case 4:
      doc.players = Array.from({ length: 17 + (a % 90) }, (_x, i) => `P${i}`);
      return { kind: 'too many players', text: JSON.stringify(doc) };
    case 5: {
      const step = steps.find(
        (s) => (s.shot as Obj | undefined)?.events && ((s.shot as Obj).events as Obj[]).length >= 2,
      );
      if (!step) return null;
      const events = (step.shot as Obj).events as Obj[];
      events[0] = { ...events[0], t: 2 };
      events[1] = { ...events[1], t: 1 };
      return { kind: 'time goes back', text: JSON.stringify(doc) };
    }
    case 6: {
      const step = steps.find((s) => s.shot);
      if (!step) return null;
      (step.shot as Obj).positions = { cue: [a % 2 === 0 ? 9 : -0.1, 0.5] };
      return { kind: 'position off the table', text: JSON.stringify(doc) };
    }
    case 7: {
      // a race that is not one, or a step after the match is over
      const options = (doc.options ?? {}) as Obj;
      doc.options = options;
      if (typeof options.race === 'number' && a % 2 === 0) {
        steps.push({ newRack: {} });
        return { kind: 'step after the match', text: JSON.stringify(doc) };
      }
      options.race = [0, 1.5, 1001, -3, '2'][a % 5] as Json;
      return { kind: 'bad race', text: JSON.stringify(doc) };
    }
    default:
      doc.table = ['6ft', '10ft', 9, { length: 2, width: 1, pocket: 'none' }, { length: -1, width: 1 }][a % 5] as Json;
      return { kind: 'bad table', text: JSON.stringify(doc) };
  }
}

/** The semantic faults of a simulate document. */
function simulateFault(doc: Obj, r: number[]): BadInput | null {
  const [, a = 0, b = 0] = r;
  if (Array.isArray(doc)) return null;
  const balls = (doc.balls ?? {}) as Obj;
  switch (b % 5) {
    case 0:
      balls[['1', '2', 'cue'][a % 3] as string] = [
        [-1, 0.5],
        [0.5, -1],
        [1, 5000],
      ][a % 3] as Json;
      return { kind: 'position off the table', text: JSON.stringify(doc) };
    case 1:
      balls.cue = [1, 0.6];
      balls['7'] = [1.02, 0.6];
      return { kind: 'overlapping balls', text: JSON.stringify(doc) };
    case 2:
      (doc.shot as Obj).sped = 3;
      return { kind: 'unknown field', text: JSON.stringify(doc) };
    case 3:
      (doc.shot as Obj).tip = { side: 0, hight: 0.2 };
      return { kind: 'unknown field', text: JSON.stringify(doc) };
    default:
      doc.table = { length: 2.54, width: 1.27, pocket: 'none' };
      return { kind: 'unknown field', text: JSON.stringify(doc) };
  }
}

const choices = fc.array(fc.nat({ max: 1_000_000 }), { minLength: 4, maxLength: 4 });

export const badRefereeInput: fc.Arbitrary<BadInput> = fc
  .tuple(fc.nat({ max: REFEREE_SEEDS.length - 1 }), choices)
  .map(([i, r]) => mutate(REFEREE_SEEDS[i] as Json, r, refereeFault));

export const badSimulateInput: fc.Arbitrary<BadInput> = fc
  .tuple(fc.nat({ max: SIMULATE_SEEDS.length - 1 }), choices)
  .map(([i, r]) => mutate(SIMULATE_SEEDS[i] as Json, r, simulateFault as never));

export interface Outcome {
  /** 0 accepted, 2 bad input, 1 crash */
  status: 0 | 1 | 2;
  message: string;
  /** the error kind the command gives (bin/input.ts), or the crash */
  kind: string;
}

function outcome(run: () => void): Outcome {
  try {
    run();
    return { status: 0, message: '', kind: 'accepted' };
  } catch (e) {
    if (e instanceof InputError) return { status: 2, message: e.message, kind: e.kind };
    return { status: 1, message: String((e as Error)?.stack ?? e), kind: 'crash' };
  }
}

/** The referee command's checks and rulings on one text (what `runRefereeCli` does, minus printing). */
export const refereeOutcome = (text: string): Outcome =>
  outcome(() => {
    const { batch, docs } = parseRefereeText(text);
    for (const [i, d] of docs.entries()) ruleDoc(d, batch ? `[${i}]` : '');
  });

/** The simulate command's checks on one text (schema, limits, placements). */
export const simulateOutcome = (text: string): Outcome => outcome(() => void parseSimulateText(text));

/** What is wrong with the outcome of a bad input: nothing for a proper exit-2 message. */
export function problemWith(o: Outcome): string | null {
  if (o.status !== 2) return o.status === 0 ? 'accepted' : `crash: ${o.message.split('\n')[0]}`;
  if (o.message.includes('\n') || o.message.includes('\r')) return 'more than one line';
  if (o.message.length > MAX_MESSAGE) return `longer than ${MAX_MESSAGE} characters`;
  if (!/^\S.*?: \S/.test(o.message)) return 'no field named';
  if (o.message.includes(VALUE_MARK)) return 'the message repeats the input';
  if (/internal error/.test(o.message)) return 'internal error';
  return null;
}
