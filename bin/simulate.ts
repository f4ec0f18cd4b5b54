/**
 * `npm run --silent simulate -- FILE.json` (or stdin): one shot, or an array of shots, of the
 * physics engine, as in docs/contract.md ("simulate"). Thin edge: read the JSON text with
 * limits, validate with one strict zod schema (an unknown field at any level is bad input),
 * check placements with the core, simulate, print one JSON document.
 * Bad input: exit 2 and a one-line message naming the field; nothing on stdout.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { ShotInput } from '../src/core/physics/index.ts';
import { checkShot, PARAMS, shotDocument, simulate } from '../src/core/physics/index.ts';
import type { BallId } from '../src/core/vocabulary/index.ts';
import { parseBallKey } from '../src/core/vocabulary/index.ts';
import { finite, firstIssue, InputError, issueText, keyedRecord, oneLine, parseJsonText } from './input.ts';
import { tableSchema, tableSpec } from './table-input.ts';

const ballSchema = z.union([z.literal('cue'), z.int().min(1).max(15), z.string().max(8)]).transform((v, ctx) => {
  const id = typeof v === 'number' ? v : parseBallKey(v);
  if (id === undefined || (typeof id === 'number' && (id < 1 || id > 15))) {
    ctx.addIssue({ code: 'custom', message: 'no such ball (use "cue" or 1-15)' });
    return z.NEVER;
  }
  return id as BallId;
});

const shotSchema = z.strictObject({
  ball: ballSchema.default('cue'),
  speed: finite.refine((v) => v >= 0 && v <= 20, 'must be between 0 and 20 m/s'),
  heading: finite.default(0),
  tip: z.strictObject({ side: finite.default(0), height: finite.default(0) }).default({ side: 0, height: 0 }),
  elevation: finite.refine((v) => v >= 0 && v <= 90, 'must be between 0 and 90 degrees').default(0),
});

const position = z.tuple([finite, finite], { error: 'expected [x, y] in metres' });

export const documentSchema = z.strictObject({
  table: tableSchema.default('9ft'),
  balls: keyedRecord(position, {
    maxKeys: 16,
    key: (k) => (parseBallKey(k) === undefined ? 'no such ball (use "cue" or "1"-"15")' : null),
    what: '{"cue": [x, y], "1": [x, y], ...}',
  }),
  shot: shotSchema,
  trace: z.boolean().default(false),
});

/** Shots in one batch (docs/physics.md, "Validation and limits"). */
export const SIMULATE_LIMITS = Object.freeze({ batch: 1000 });

type Parsed = z.infer<typeof documentSchema>;

function toInput(doc: Parsed): ShotInput {
  const balls = Object.entries(doc.balls).map(([k, p]) => [parseBallKey(k) as BallId, [p[0], p[1]]] as const);
  const { ball, speed, heading, tip } = doc.shot;
  return { table: tableSpec(doc.table), balls, shot: { ball, speed, heading, tip } };
}

/** Checks one document (schema, then placements); throws InputError with the one-line message. */
export function validateShotDoc(
  raw: unknown,
  prefix: ReadonlyArray<PropertyKey> = [],
): { input: ShotInput; trace: boolean } {
  const parsed = documentSchema.safeParse(raw, { reportInput: true });
  if (!parsed.success) {
    const first = firstIssue(parsed.error.issues);
    const kind =
      first?.code === 'unrecognized_keys' || first?.message === 'unknown field'
        ? 'unknown-field'
        : first?.code === 'custom' || !first
          ? 'schema'
          : first.code;
    throw new InputError(issueText(parsed.error.issues, prefix).replace(/^input: /, '(input): '), kind);
  }
  const input = toInput(parsed.data);
  const problem = checkShot(input, PARAMS);
  if (problem) {
    const at = prefix.map((p) => `[${String(p)}]`).join('');
    throw new InputError(oneLine(`${at}${at ? '.' : ''}${problem.path}`, problem.message), 'placement');
  }
  return { input, trace: parsed.data.trace };
}

/** The text of a run read and checked: every shot ready for the engine. */
export function parseSimulateText(text: string): {
  batch: boolean;
  shots: Array<{ input: ShotInput; trace: boolean }>;
} {
  let raw: unknown;
  try {
    raw = parseJsonText(text);
  } catch (e) {
    // the simulate contract names the whole document "(input)"
    if (e instanceof InputError && e.message.startsWith('input: '))
      throw new InputError(`(input)${e.message.slice(5)}`, e.kind);
    throw e;
  }
  if (!Array.isArray(raw)) return { batch: false, shots: [validateShotDoc(raw)] };
  if (raw.length > SIMULATE_LIMITS.batch)
    throw new InputError(oneLine('(input)', `a batch has at most ${SIMULATE_LIMITS.batch} shots`), 'size');
  return { batch: true, shots: raw.map((d, i) => validateShotDoc(d, [i])) };
}

export interface RunOutcome {
  readonly status: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** The whole command, minus the process: text in, exit status and printed text out. */
export function runSimulate(text: string): RunOutcome {
  try {
    const { batch, shots } = parseSimulateText(text);
    const results = shots.map(({ input, trace }) => shotDocument(simulate(input, PARAMS), trace));
    return { status: 0, stdout: `${JSON.stringify(batch ? results : results[0])}\n`, stderr: '' };
  } catch (e) {
    if (e instanceof InputError) return { status: 2, stdout: '', stderr: `${e.message}\n` };
    const why = e instanceof Error ? e.message : String(e);
    return { status: 1, stdout: '', stderr: `${oneLine('simulate', `internal error: ${why}`)}\n` };
  }
}

function main(): void {
  const file = process.argv[2];
  let text: string;
  try {
    text = readFileSync(file && file !== '-' ? file : 0, 'utf8');
  } catch {
    process.stderr.write(`${oneLine('input', `cannot read ${file && file !== '-' ? 'the file' : 'stdin'}`)}\n`);
    process.exitCode = 2;
    return;
  }
  const out = runSimulate(text);
  process.stdout.write(out.stdout);
  process.stderr.write(out.stderr);
  process.exitCode = out.status;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
