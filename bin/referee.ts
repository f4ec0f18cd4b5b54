/**
 * `npm run --silent referee -- [--lang en|ru] FILE.json` (or stdin): the referee contract
 * (docs/contract.md). Thin: read the JSON text with limits, check it against one strict schema (an
 * unknown field at any level is bad input), call the core referee (which checks what needs the game
 * and the table), put each ruling's explanation into words (src/i18n/rulings: both languages, or
 * the one `--lang` names), print one JSON document. Bad input: exit 2 and one line on stderr naming
 * the field.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { EDITIONS } from '../src/core/editions/overrides.ts';
import { TARGET_GAMES } from '../src/core/match/names.ts';
import { MAX_RACE, type MatchOutput, RACE_GAMES, runMatch } from '../src/core/match/race.ts';
import { docFromJson } from '../src/core/rules/from-json.ts';
import {
  ANNOUNCEMENTS,
  CUE_BALL_STATES,
  type RefereeDoc,
  RefereeInputError,
  supportedGame,
} from '../src/core/rules/index.ts';
import {
  CONDUCT_LEVELS,
  GAME_IDS,
  type GameId,
  NON_BALL_FOULS,
  POCKET_IDS,
  RAIL_IDS,
} from '../src/core/vocabulary/index.ts';
import { RULING_LANGS, type RulingLang, rulingOut } from '../src/i18n/rulings/index.ts';
import { finite, firstIssue, InputError, issuePath, issueText, keyedRecord, oneLine, parseJsonText } from './input.ts';
import { refereeTable, tableSchema } from './table-input.ts';

/** Counts the schema allows (docs/referee.md, "Validation and limits"). */
export const REFEREE_LIMITS = Object.freeze({
  batch: 1000,
  steps: 10_000,
  events: 1000,
  players: 16,
  teamSize: 8,
  id: 64,
  score: 1_000_000,
});

const BALL_MESSAGE = 'expected a ball: "cue" or a ball number';
const ObjectBall = z.int({ error: 'expected a ball number 1-15' }).min(1).max(15);
/** Ball numbers in events are checked against the game by the core ("ball 16 does not exist in nine-ball"). */
const Ball = z.union([z.literal('cue'), z.int().min(0).max(99)], { error: BALL_MESSAGE });
const EventBall = z.int({ error: 'expected a ball number' }).min(0).max(99);
const Pocket = z.enum(POCKET_IDS, {
  error: 'not a pocket name (head-right, head-left, side-right, side-left, foot-right, foot-left)',
});
const Rail = z.enum(RAIL_IDS, {
  error: 'not a cushion name (head, foot, right-head, right-foot, left-head, left-foot)',
});
const Point = z.tuple([finite, finite], { error: 'expected [x, y] in metres' });
const Id = z
  .string({ error: 'expected a player id (a string)' })
  .min(1, 'a player id must not be empty')
  .max(REFEREE_LIMITS.id, `a player id has at most ${REFEREE_LIMITS.id} characters`);
const T = { t: finite.min(0, 'a time is 0 or more seconds').optional() };
const ballKey = (k: string) => (k === 'cue' || /^(?:[1-9]|1[0-5])$/.test(k) ? null : 'not a ball ("cue" or 1-15)');
const Positions = keyedRecord(Point, { maxKeys: 16, key: ballKey, what: '{"cue": [x, y], "1": [x, y], ...}' });

const EVENT_TYPES = [
  'hit',
  'rail',
  'pocket',
  'off-table',
  'cross-head-string',
  'foul',
  'split-hit',
  'settle',
  'interference',
  'roll',
  'spin',
  'stop',
] as const;

export const Event = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('hit'), ball: Ball, target: Ball, inPocket: z.boolean().optional(), ...T }),
    z.strictObject({ type: z.literal('rail'), ball: Ball, rail: Rail.optional(), ...T }),
    z.strictObject({ type: z.literal('pocket'), ball: Ball, pocket: Pocket.optional(), ...T }),
    z.strictObject({ type: z.literal('off-table'), ball: Ball, ...T }),
    z.strictObject({ type: z.literal('cross-head-string'), ball: Ball, ...T }),
    z.strictObject({
      type: z.literal('foul'),
      kind: z.enum(NON_BALL_FOULS, { error: 'not a foul kind of the contract' }),
      ball: Ball.optional(),
      intentional: z.boolean().optional(),
      level: z.enum(CONDUCT_LEVELS, { error: 'expected one of warning, foul, loss-of-game, loss-of-match' }).optional(),
      by: Id.optional(),
      ...T,
    }),
    z.strictObject({ type: z.literal('split-hit'), ball: Ball, targets: z.array(EventBall).min(2).max(15), ...T }),
    z.strictObject({
      type: z.literal('settle'),
      ball: Ball,
      pocket: Pocket.optional(),
      during: z.literal('shot').optional(),
      affected: z.boolean().optional(),
      ...T,
    }),
    z.strictObject({
      type: z.literal('interference'),
      source: z.string().max(64).optional(),
      affected: z.boolean().optional(),
      ...T,
    }),
    // motion transitions of the physics engine's log are accepted and ignored
    z.strictObject({ type: z.literal('roll'), ball: Ball, ...T }),
    z.strictObject({ type: z.literal('spin'), ball: Ball, ...T }),
    z.strictObject({ type: z.literal('stop'), ball: Ball, ...T }),
  ],
  { error: `unknown event type (one of ${EVENT_TYPES.join(', ')})` },
);
const Events = z
  .array(Event, { error: 'expected a list of events' })
  .max(REFEREE_LIMITS.events, `at most ${REFEREE_LIMITS.events} events`)
  .superRefine((list, ctx) => {
    let last = Number.NEGATIVE_INFINITY;
    list.forEach((e, i) => {
      if (e.t === undefined) return;
      if (e.t < last) ctx.addIssue({ code: 'custom', message: 'earlier than the event before it', path: [i, 't'] });
      last = e.t;
    });
  });

const CallItem = z.strictObject({ ball: Ball.optional(), pocket: Pocket.optional(), safety: z.boolean().optional() });

const Shot = z.strictObject({
  by: Id,
  break: z.boolean().optional(),
  call: z
    .union([CallItem, z.array(CallItem).min(1).max(15)], { error: 'expected {ball, pocket}, {safety: true} or a list' })
    .optional(),
  pushOut: z.boolean().optional(),
  safety: z.boolean().optional(),
  frozen: z.array(ObjectBall).max(15).optional(),
  cueBallAt: Point.optional(),
  stroke: z.enum(['jump', 'masse'], { error: 'expected "jump" or "masse"' }).optional(),
  positions: Positions.optional(),
  sidePocket: Pocket.optional(),
  events: Events,
});

const LagEntry = z.strictObject({
  events: Events,
  final: Point,
  start: Point.optional(),
  side: z.enum(['left', 'right'], { error: 'expected "left" or "right"' }).optional(),
  struckLate: z.boolean({ error: 'expected true or false' }).optional(),
});

const STEP_KINDS = ['shot', 'choose', 'announce', 'newRack', 'lag'] as const;
const StepSchema = z
  .strictObject({
    shot: Shot.optional(),
    choose: z.strictObject({ by: Id, option: z.string().min(1).max(64), ball: ObjectBall.optional() }).optional(),
    announce: z
      .strictObject({
        by: Id,
        what: z.enum(ANNOUNCEMENTS, { error: `not an announcement (${ANNOUNCEMENTS.join(', ')})` }),
      })
      .optional(),
    newRack: z.strictObject({ breaker: Id.optional() }).optional(),
    lag: keyedRecord(LagEntry, { maxKeys: 2, what: '{"A": {...}, "B": {...}}' }).optional(),
  })
  .refine((s) => STEP_KINDS.filter((k) => s[k] !== undefined).length === 1, {
    error: 'a step is exactly one of shot, choose, announce, newRack, lag',
  });

const Score = z
  .number({ error: 'expected a whole number' })
  .min(-REFEREE_LIMITS.score, `at least -${REFEREE_LIMITS.score}`)
  .max(REFEREE_LIMITS.score, `at most ${REFEREE_LIMITS.score}`)
  .refine(Number.isInteger, 'expected a whole number');
const bySide = <S extends z.ZodType>(s: S) => keyedRecord(s, { maxKeys: REFEREE_LIMITS.players });

const Setup = z.strictObject({
  shooter: Id.optional(),
  onTable: z.array(ObjectBall).max(15).optional(),
  cueBall: z.enum(CUE_BALL_STATES, { error: `expected one of ${CUE_BALL_STATES.join(', ')}` }).optional(),
  groups: bySide(z.enum(['solids', 'stripes'], { error: 'expected "solids" or "stripes"' })).optional(),
  positions: Positions.optional(),
  consecutiveFouls: bySide(z.int().min(0).max(2)).optional(),
  score: bySide(Score).optional(),
  breaker: Id.optional(),
  pocketedBy: bySide(z.array(ObjectBall).max(15)).optional(),
  frame: z.int().min(1).max(10_000).optional(),
  inning: z.int().min(1).max(10_000).optional(),
  owes: bySide(z.int().min(0).max(15)).optional(),
  sidePockets: bySide(Pocket).optional(),
  hands: bySide(z.array(z.int().min(1).max(13)).max(52)).optional(),
  pushOutAvailable: z.boolean().optional(),
});

/** Options and the games they mean something in (anything else is an unknown field). */
export const GAME_OPTIONS: Readonly<Record<string, readonly GameId[] | 'all'>> = {
  referee: 'all',
  wheelchair: 'all',
  breakOrder: 'all',
  target: TARGET_GAMES,
  race: RACE_GAMES,
  novice: ['mr-and-mrs'],
  peas: ['kelly-pool', 'forty-one'],
  variant: ['kelly-pool', 'six-ball'],
  balls: ['bowlliards'],
  hands: ['card-ball'],
  deck: ['card-ball'],
};

const Options = z.strictObject({
  target: z.int().min(1).max(10_000).optional(),
  race: z
    .int({ error: 'expected the games to win, a whole number' })
    .min(1, 'a race is at least 1 game')
    .max(MAX_RACE, `a race is at most ${MAX_RACE} games`)
    .optional(),
  referee: z.boolean().optional(),
  wheelchair: z.boolean().optional(),
  breakOrder: z
    .enum(['winner', 'alternate', 'loser', 'trailing'], { error: 'expected winner, alternate, loser or trailing' })
    .optional(),
  novice: z.array(Id).max(REFEREE_LIMITS.players).optional(),
  peas: bySide(
    z.union([ObjectBall, z.array(ObjectBall).min(1).max(15)], {
      error: 'expected a pea number 1-15 or a list of them',
    }),
  ).optional(),
  variant: z
    .enum(['scoring', 'coin-operated'], { error: 'expected "scoring" (kelly-pool) or "coin-operated" (six-ball)' })
    .optional(),
  balls: z.array(z.int()).max(15).optional(),
  hands: bySide(z.array(z.int()).max(52)).optional(),
  deck: z.array(z.int()).max(52).optional(),
});

const PlayerList = z.array(Id).min(1).max(REFEREE_LIMITS.players);
const Teams = z.strictObject({
  teams: z.array(z.array(Id).min(1).max(REFEREE_LIMITS.teamSize)).min(2).max(REFEREE_LIMITS.players),
});
/** A list of player ids, or teams; each form's own errors keep their paths. */
const Players = z
  .unknown()
  .transform((v, ctx): string[] | { teams: string[][] } => {
    const schema = Array.isArray(v) ? PlayerList : typeof v === 'object' && v !== null ? Teams : null;
    if (!schema) {
      ctx.addIssue({ code: 'custom', message: 'expected a list of player ids or {"teams": [[...], [...]]}' });
      return z.NEVER;
    }
    const r = schema.safeParse(v, { reportInput: true });
    if (r.success) return r.data;
    const issue = firstIssue(r.error.issues) as z.core.$ZodIssue;
    ctx.addIssue({ code: 'custom', message: issueText([issue]).replace(/^[^:]*: /, ''), path: issuePath(issue) });
    return z.NEVER;
  })
  .meta({ accepts: z.union([PlayerList, Teams]) });

export const Doc = z.strictObject({
  game: z.enum(GAME_IDS, { error: 'not a game of the contract' }),
  edition: z.enum(EDITIONS, { error: `expected ${EDITIONS.map((e) => `"${e}"`).join(' or ')}` }).optional(),
  players: Players,
  table: tableSchema.optional(),
  options: Options.optional(),
  setup: Setup.nullable().optional(),
  steps: z
    .array(StepSchema, { error: 'expected a list of steps' })
    .max(REFEREE_LIMITS.steps, `at most ${REFEREE_LIMITS.steps} steps`),
});

type DocIn = z.infer<typeof Doc>;

/** An option that means nothing in the log's game is an unknown field there. */
function checkOptions(d: DocIn): void {
  for (const k of Object.keys(d.options ?? {})) {
    const games = GAME_OPTIONS[k];
    if (games !== 'all' && !games?.includes(d.game))
      throw new InputError(oneLine(`options.${k}`, `unknown field (not an option of ${d.game})`), 'unknown-field');
  }
}

function toDoc(d: DocIn): RefereeDoc {
  checkOptions(d);
  return docFromJson({ ...d, table: d.table === undefined ? undefined : refereeTable(d.table) });
}

/** Checks one log against the schema: the core's input, or InputError with the one-line message. */
export function validateRefereeDoc(raw: unknown, prefix: ReadonlyArray<PropertyKey> = []): RefereeDoc {
  const parsed = Doc.safeParse(raw, { reportInput: true });
  if (!parsed.success) throw new InputError(issueText(parsed.error.issues, prefix), issueKind(parsed.error.issues));
  try {
    return toDoc(parsed.data);
  } catch (e) {
    if (e instanceof InputError && prefix.length)
      throw new InputError(
        oneLine(`${pathPrefix(prefix)}.${e.message.replace(/: .*/, '')}`, e.message.replace(/^[^:]*: /, '')),
        e.kind,
      );
    throw e;
  }
}

const pathPrefix = (prefix: ReadonlyArray<PropertyKey>) => prefix.map((p) => `[${String(p)}]`).join('');

const issueKind = (issues: readonly z.core.$ZodIssue[]): string => {
  const i = firstIssue(issues);
  if (!i) return 'schema';
  if (i.code === 'unrecognized_keys' || /unknown field/.test(i.message)) return 'unknown-field';
  return i.code === 'custom' ? 'schema' : i.code;
};

/** A path the core wrote with the log's own keys: odd characters escaped, at most 120 characters. */
function safePath(path: string): string {
  const esc = path.replace(
    /[^ -~\u00a0-\u2027\u202a-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return esc.length > 120 ? `${esc.slice(0, 119)}…` : esc;
}

/** Rules one log (already checked by the schema); the core's own checks come back as InputError. */
export function ruleDoc(doc: RefereeDoc, prefix = ''): MatchOutput {
  try {
    return runMatch(doc, supportedGame(doc));
  } catch (e) {
    if (e instanceof RefereeInputError) {
      const sep = prefix && !e.path.startsWith('[') ? '.' : '';
      throw new InputError(oneLine(`${prefix}${sep}${safePath(e.path)}`, e.detail), 'rules');
    }
    throw e;
  }
}

/** The text of a run (one log or a batch) read and checked: every log ready for the referee. */
export function parseRefereeText(text: string): { batch: boolean; docs: RefereeDoc[] } {
  const raw = parseJsonText(text);
  if (!Array.isArray(raw)) return { batch: false, docs: [validateRefereeDoc(raw)] };
  if (raw.length > REFEREE_LIMITS.batch)
    throw new InputError(oneLine('input', `a batch has at most ${REFEREE_LIMITS.batch} logs`), 'size');
  return { batch: true, docs: raw.map((d, i) => validateRefereeDoc(d, [i])) };
}

export interface CliResult {
  status: number;
  stdout: string;
  stderr: string;
}

/** The command-line options (docs/contract.md, field index). */
export const REFEREE_FLAGS = ['--lang'] as const;

/** The command's arguments: `--lang en|ru` (default both languages) and the file (default stdin). */
function parseArgs(args: readonly string[]): { file?: string; langs: readonly RulingLang[] } | { error: string } {
  let file: string | undefined;
  let langs: readonly RulingLang[] = RULING_LANGS;
  for (let i = 0; i < args.length; i += 1) {
    const a = args[i] as string;
    if (a === '--lang' || a.startsWith('--lang=')) {
      const v = a === '--lang' ? args[i + 1] : a.slice('--lang='.length);
      if (a === '--lang') i += 1;
      const lang = RULING_LANGS.find((l) => l === v);
      if (!lang) return { error: '--lang expects en or ru' };
      langs = [lang];
    } else if (a.startsWith('--'))
      return { error: `unknown option ${a.slice(0, 40)} (the only option is --lang en|ru)` };
    else if (file === undefined) file = a;
    else return { error: 'at most one input file' };
  }
  return file === undefined ? { langs } : { file, langs };
}

/** The whole command as a function: arguments and a stdin reader in, exit status and output out. */
export function runRefereeCli(args: readonly string[], readStdin: () => string): CliResult {
  const parsed = parseArgs(args);
  if ('error' in parsed) return { status: 2, stdout: '', stderr: `${oneLine('arguments', parsed.error)}\n` };
  const { file, langs } = parsed;
  let text: string;
  try {
    text = file === undefined ? readStdin() : readFileSync(file, 'utf8');
  } catch {
    return {
      status: 2,
      stdout: '',
      stderr: `${oneLine('input', `cannot read ${file === undefined ? 'stdin' : 'the file'}`)}\n`,
    };
  }
  try {
    const { batch, docs } = parseRefereeText(text);
    const worded = (o: MatchOutput) => ({ ...o, rulings: o.rulings.map((r) => rulingOut(r, langs)) });
    const out = batch ? docs.map((d, i) => worded(ruleDoc(d, `[${i}]`))) : worded(ruleDoc(docs[0] as RefereeDoc));
    return { status: 0, stdout: `${JSON.stringify(out, null, 2)}\n`, stderr: '' };
  } catch (e) {
    if (e instanceof InputError) return { status: 2, stdout: '', stderr: `${e.message}\n` };
    return { status: 1, stdout: '', stderr: `${oneLine('internal error', String((e as Error)?.message ?? e))}\n` };
  }
}

const invokedDirectly = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  const r = runRefereeCli(process.argv.slice(2), () => readFileSync(0, 'utf8'));
  if (r.stdout) process.stdout.write(r.stdout);
  if (r.stderr) process.stderr.write(r.stderr);
  process.exitCode = r.status;
}
