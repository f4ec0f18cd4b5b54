/**
 * `npm run --silent simulate -- FILE.json` (or stdin): one shot, or an array of shots, of the
 * physics engine, as in docs/contract.md ("simulate"). Thin edge: parse and
 * validate with zod, check placements with the core, simulate, print one JSON document.
 * Bad input: exit 2 and a one-line message naming the field; nothing on stdout.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { ShotInput } from '../src/core/physics/index.ts';
import { checkShot, PARAMS, shotDocument, simulate } from '../src/core/physics/index.ts';
import type { TableSpec } from '../src/core/table/index.ts';
import { customTable, standardTable } from '../src/core/table/index.ts';
import type { BallId } from '../src/core/vocabulary/index.ts';
import { parseBallKey } from '../src/core/vocabulary/index.ts';

const finite = z.number().refine(Number.isFinite, 'must be a finite number');
const metres = (max: number) => finite.refine((v) => v > 0 && v <= max, `must be more than 0 and at most ${max} m`);

const pocketsSchema = z.union(
  [z.literal('standard'), z.literal('none'), z.object({ cornerMouth: metres(1), sideMouth: metres(1) })],
  { error: 'must be "standard", "none" or {"cornerMouth": m, "sideMouth": m}' },
);

const tableObject = z.object({
  length: metres(1000),
  width: metres(1000),
  pockets: pocketsSchema.default('standard'),
});

const TABLE_HINT = 'must be "7ft", "8ft", "9ft" or {"length": m, "width": m, "pockets": ...}';

/** A size name or a table object; an object's own field errors are passed on with their paths. */
const tableSchema = z
  .unknown()
  .default('9ft')
  .transform((v, ctx): '7ft' | '8ft' | '9ft' | z.infer<typeof tableObject> => {
    if (v === '7ft' || v === '8ft' || v === '9ft') return v;
    if (typeof v === 'object' && v !== null && !Array.isArray(v)) {
      const r = tableObject.safeParse(v);
      if (r.success) return r.data;
      for (const issue of r.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      return z.NEVER;
    }
    ctx.addIssue({ code: 'custom', message: TABLE_HINT });
    return z.NEVER;
  })
  // what the transform accepts, for the contract's field index (tests/contract.test.ts)
  .meta({ accepts: z.union([z.enum(['7ft', '8ft', '9ft']), tableObject]) });

const ballSchema = z.union([z.literal('cue'), z.int().min(1).max(15), z.string()]).transform((v, ctx) => {
  const id = typeof v === 'number' ? v : parseBallKey(v);
  if (id === undefined || (typeof id === 'number' && (id < 1 || id > 15))) {
    ctx.addIssue({ code: 'custom', message: `no ball ${JSON.stringify(v)} (use "cue" or 1-15)` });
    return z.NEVER;
  }
  return id as BallId;
});

const shotSchema = z.object({
  ball: ballSchema.default('cue'),
  speed: finite.refine((v) => v >= 0 && v <= 20, 'must be between 0 and 20 m/s'),
  heading: finite.default(0),
  tip: z.object({ side: finite.default(0), height: finite.default(0) }).default({ side: 0, height: 0 }),
  elevation: finite.refine((v) => v >= 0 && v <= 90, 'must be between 0 and 90 degrees').default(0),
});

const position = z.tuple([finite, finite]);

export const documentSchema = z.object({
  table: tableSchema,
  balls: z.record(z.string(), position).superRefine((balls, ctx) => {
    for (const key of Object.keys(balls))
      if (parseBallKey(key) === undefined)
        ctx.addIssue({ code: 'custom', path: [key], message: `ball ${key} does not exist (use "cue" or "1"-"15")` });
  }),
  shot: shotSchema,
  trace: z.boolean().default(false),
});

type Parsed = z.infer<typeof documentSchema>;

/** Contract paths: object keys dotted, array indexes in brackets. */
function formatPath(path: readonly PropertyKey[]): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`)).join('');
}

class InputError extends Error {}

function toTable(t: Parsed['table']): TableSpec {
  return typeof t === 'string' ? standardTable(t) : customTable(t.length, t.width, t.pockets);
}

function toInput(doc: Parsed): ShotInput {
  const balls = Object.entries(doc.balls).map(([k, p]) => [parseBallKey(k) as BallId, [p[0], p[1]]] as const);
  const { ball, speed, heading, tip } = doc.shot;
  return { table: toTable(doc.table), balls, shot: { ball, speed, heading, tip } };
}

/** Validates one document; throws InputError with the contract's one-line message. */
function parseOne(raw: unknown, prefix: string): { input: ShotInput; trace: boolean } {
  const parsed = documentSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = formatPath(issue?.path ?? []);
    throw new InputError(
      `${prefix}${prefix && path ? '.' : ''}${path || (prefix ? '' : '(input)')}: ${issue?.message}`,
    );
  }
  const input = toInput(parsed.data);
  const problem = checkShot(input, PARAMS);
  if (problem) throw new InputError(`${prefix}${prefix ? '.' : ''}${problem.path}: ${problem.message}`);
  return { input, trace: parsed.data.trace };
}

export interface RunOutcome {
  readonly status: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** The whole command, minus the process: text in, exit status and printed text out. */
export function runSimulate(text: string): RunOutcome {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    const why = e instanceof Error ? e.message.replace(/\s+/g, ' ') : 'unreadable';
    return { status: 2, stdout: '', stderr: `(input): not valid JSON: ${why}\n` };
  }
  try {
    const batch = Array.isArray(raw);
    const docs = batch ? (raw as unknown[]) : [raw];
    const shots = docs.map((d, i) => parseOne(d, batch ? `[${i}]` : ''));
    const results = shots.map(({ input, trace }) => shotDocument(simulate(input, PARAMS), trace));
    return { status: 0, stdout: `${JSON.stringify(batch ? results : results[0])}\n`, stderr: '' };
  } catch (e) {
    if (e instanceof InputError) return { status: 2, stdout: '', stderr: `${e.message}\n` };
    const why = e instanceof Error ? e.message : String(e);
    return { status: 1, stdout: '', stderr: `simulate: internal error: ${why.replace(/\s+/g, ' ')}\n` };
  }
}

function main(): void {
  const file = process.argv[2];
  let text: string;
  try {
    text = readFileSync(file && file !== '-' ? file : 0, 'utf8');
  } catch (e) {
    process.stderr.write(`(input): cannot read ${file ?? 'stdin'}: ${e instanceof Error ? e.message : e}\n`);
    process.exitCode = 2;
    return;
  }
  const out = runSimulate(text);
  process.stdout.write(out.stdout);
  process.stderr.write(out.stderr);
  process.exitCode = out.status;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
