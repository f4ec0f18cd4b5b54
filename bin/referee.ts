/**
 * `npm run --silent referee -- FILE.json` (or stdin): the referee contract
 * (docs/contract.md). Thin: parse and validate at the edge with zod, call the core
 * referee, print one JSON document. Bad input: exit 2 and one line on stderr naming the field.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  ANNOUNCEMENTS,
  type Call,
  CUE_BALL_STATES,
  type RefereeDoc,
  RefereeInputError,
  type RefereeOutput,
  referee,
  type Step,
} from '../src/core/rules/index.ts';
import {
  CONDUCT_LEVELS,
  GAME_IDS,
  NON_BALL_FOULS,
  POCKET_IDS,
  RAIL_IDS,
  type ShotEvent,
} from '../src/core/vocabulary/index.ts';

const Ball = z.union([z.literal('cue'), z.number().int()], { error: 'expected a ball: "cue" or a ball number' });
const Pocket = z.enum(POCKET_IDS, { error: (i) => `unknown pocket ${JSON.stringify(i.input)}` });
const Rail = z.enum(RAIL_IDS, { error: (i) => `unknown cushion ${JSON.stringify(i.input)}` });
const Point = z.tuple([z.number(), z.number()], { error: 'expected [x, y] in metres' });
const T = { t: z.number().optional() };

export const Event = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('hit'), ball: Ball, target: Ball, inPocket: z.boolean().optional(), ...T }),
    z.object({ type: z.literal('rail'), ball: Ball, rail: Rail.optional(), ...T }),
    z.object({ type: z.literal('pocket'), ball: Ball, pocket: Pocket.optional(), ...T }),
    z.object({ type: z.literal('off-table'), ball: Ball, ...T }),
    z.object({ type: z.literal('cross-head-string'), ball: Ball, ...T }),
    z.object({
      type: z.literal('foul'),
      kind: z.enum(NON_BALL_FOULS, { error: (i) => `unknown foul kind ${JSON.stringify(i.input)}` }),
      ball: Ball.optional(),
      intentional: z.boolean().optional(),
      level: z.enum(CONDUCT_LEVELS, { error: 'expected one of warning, foul, loss-of-game, loss-of-match' }).optional(),
      by: z.string().optional(),
      ...T,
    }),
    z.object({ type: z.literal('split-hit'), ball: Ball, targets: z.array(Ball), ...T }),
    z.object({
      type: z.literal('settle'),
      ball: Ball,
      pocket: Pocket.optional(),
      during: z.literal('shot').optional(),
      ...T,
    }),
    z.object({
      type: z.literal('interference'),
      source: z.string().optional(),
      affected: z.boolean().optional(),
      ...T,
    }),
    // motion transitions of the physics engine's log are accepted and ignored
    z.object({ type: z.literal('roll'), ball: Ball, ...T }),
    z.object({ type: z.literal('spin'), ball: Ball, ...T }),
    z.object({ type: z.literal('stop'), ball: Ball, ...T }),
  ],
  {
    error: (i) =>
      i.code === 'invalid_union'
        ? `unknown event type ${JSON.stringify((i.input as { type?: unknown })?.type)}`
        : undefined,
  },
);

const CallItem = z.object({ ball: Ball.optional(), pocket: Pocket.optional(), safety: z.boolean().optional() });
const Positions = z.record(z.string(), Point);

const Shot = z.object({
  by: z.string({ error: 'expected the id of the player who shoots' }),
  break: z.boolean().optional(),
  call: z
    .union([CallItem, z.array(CallItem)], { error: 'expected {ball, pocket}, {safety: true} or a list' })
    .optional(),
  pushOut: z.boolean().optional(),
  safety: z.boolean().optional(),
  frozen: z.array(Ball).optional(),
  cueBallAt: Point.optional(),
  stroke: z.enum(['jump', 'masse']).optional(),
  positions: Positions.optional(),
  sidePocket: Pocket.optional(),
  events: z.array(Event, { error: 'expected a list of events' }),
});

const LagEntry = z.object({
  events: z.array(Event),
  final: Point,
  start: Point.optional(),
  side: z.enum(['left', 'right']).optional(),
});

const StepSchema = z
  .object({
    shot: Shot.optional(),
    choose: z.object({ by: z.string(), option: z.string(), ball: z.number().int().optional() }).optional(),
    announce: z
      .object({
        by: z.string(),
        what: z.enum(ANNOUNCEMENTS, { error: (i) => `unknown announcement ${JSON.stringify(i.input)}` }),
      })
      .optional(),
    newRack: z.object({ breaker: z.string().optional() }).optional(),
    lag: z.record(z.string(), LagEntry).optional(),
  })
  .refine((s) => Object.values(s).filter((v) => v !== undefined).length === 1, {
    error: 'a step is exactly one of shot, choose, announce, newRack, lag',
  });

const Setup = z.object({
  shooter: z.string().optional(),
  onTable: z.array(z.number().int()).optional(),
  cueBall: z.enum(CUE_BALL_STATES).optional(),
  groups: z.record(z.string(), z.enum(['solids', 'stripes'])).optional(),
  positions: Positions.optional(),
  consecutiveFouls: z.record(z.string(), z.number().int().min(0)).optional(),
  score: z.record(z.string(), z.number()).optional(),
  breaker: z.string().optional(),
  pocketedBy: z.record(z.string(), z.array(z.number().int())).optional(),
  frame: z.number().int().positive().optional(),
  inning: z.number().int().positive().optional(),
  owes: z.record(z.string(), z.number().int().min(0)).optional(),
  sidePockets: z.record(z.string(), Pocket).optional(),
  hands: z.record(z.string(), z.array(z.number().int())).optional(),
  pushOutAvailable: z.boolean().optional(),
});

export const Doc = z.object({
  game: z.enum(GAME_IDS, { error: (i) => `unknown game ${JSON.stringify(i.input)}` }),
  players: z.union(
    [z.array(z.string().min(1)), z.object({ teams: z.array(z.array(z.string().min(1)).min(1)).min(2) })],
    {
      error: 'expected a list of player ids or {"teams": [[...], [...]]}',
    },
  ),
  options: z
    .strictObject({
      target: z.number().int().positive().optional(),
      referee: z.boolean().optional(),
      wheelchair: z.boolean().optional(),
      breakOrder: z.enum(['winner', 'alternate', 'loser', 'trailing']).optional(),
      // each game checks its own settings and names the field (game.ts)
      peas: z.unknown().optional(),
      hands: z.unknown().optional(),
      deck: z.unknown().optional(),
      novice: z.unknown().optional(),
      variant: z.unknown().optional(),
      balls: z.unknown().optional(),
    })
    .optional(),
  setup: Setup.nullable().optional(),
  steps: z.array(StepSchema, { error: 'expected a list of steps' }),
});

type DocIn = z.infer<typeof Doc>;

class BadInput extends Error {}

function pathText(path: ReadonlyArray<PropertyKey>): string {
  let out = '';
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : out === '' ? String(p) : `.${String(p)}`;
  return out || 'input';
}

function checkPositions(where: string, positions: Record<string, [number, number]> | undefined): void {
  for (const k of Object.keys(positions ?? {})) {
    if (k !== 'cue' && !/^[1-9][0-9]*$/.test(k))
      throw new BadInput(`${where}.${k}: not a ball ("cue" or a ball number)`);
  }
}

function toCall(c: z.infer<typeof Shot>['call'], safety: boolean | undefined): Call | undefined {
  if (safety) return { kind: 'safety' };
  if (c === undefined) return undefined;
  if (Array.isArray(c)) return { kind: 'many', calls: c.map((x) => ({ ball: x.ball as never, pocket: x.pocket })) };
  if (c.safety) return { kind: 'safety' };
  return { kind: 'ball', ball: c.ball as never, pocket: c.pocket };
}

const MOTION = new Set(['roll', 'spin', 'stop']);
const events = (list: ReadonlyArray<{ type: string }>): ShotEvent[] =>
  list.filter((e) => !MOTION.has(e.type)) as ShotEvent[];

function toDoc(d: DocIn): RefereeDoc {
  const teams = Array.isArray(d.players) ? null : d.players.teams;
  let players: string[];
  if (teams) {
    players = [];
    const longest = Math.max(...teams.map((t) => t.length));
    for (let i = 0; i < longest; i += 1) for (const t of teams) if (t[i] !== undefined) players.push(t[i] as string);
  } else players = d.players as string[];
  checkPositions('setup.positions', d.setup?.positions);
  const steps: Step[] = d.steps.map((s, i): Step => {
    if (s.shot) {
      checkPositions(`steps[${i}].shot.positions`, s.shot.positions);
      const sh = s.shot;
      return {
        kind: 'shot',
        shot: {
          by: sh.by,
          ...(sh.break !== undefined ? { break: sh.break } : {}),
          ...(toCall(sh.call, sh.safety) ? { call: toCall(sh.call, sh.safety) as Call } : {}),
          ...(sh.pushOut !== undefined ? { pushOut: sh.pushOut } : {}),
          ...(sh.frozen ? { frozen: sh.frozen as never } : {}),
          ...(sh.cueBallAt ? { cueBallAt: sh.cueBallAt } : {}),
          ...(sh.stroke ? { stroke: sh.stroke } : {}),
          ...(sh.positions ? { positions: sh.positions as never } : {}),
          ...(sh.sidePocket ? { sidePocket: sh.sidePocket } : {}),
          events: events(sh.events),
        },
      };
    }
    if (s.choose)
      return {
        kind: 'choose',
        by: s.choose.by,
        option: s.choose.option,
        ...(s.choose.ball !== undefined ? { ball: s.choose.ball as never } : {}),
      };
    if (s.announce) return { kind: 'announce', by: s.announce.by, what: s.announce.what };
    if (s.newRack)
      return { kind: 'newRack', ...(s.newRack.breaker !== undefined ? { breaker: s.newRack.breaker } : {}) };
    const lag = s.lag ?? {};
    return {
      kind: 'lag',
      lag: Object.fromEntries(Object.entries(lag).map(([p, e]) => [p, { ...e, events: events(e.events) }])) as never,
    };
  });
  return {
    game: d.game,
    players,
    teams,
    options: d.options ?? {},
    setup: (d.setup ?? null) as RefereeDoc['setup'],
    steps,
  };
}

function ruleOne(raw: unknown): RefereeOutput {
  const parsed = Doc.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BadInput(`${pathText(issue?.path ?? [])}: ${issue?.message ?? 'invalid input'}`);
  }
  try {
    return referee(toDoc(parsed.data));
  } catch (e) {
    if (e instanceof RefereeInputError) throw new BadInput(e.message);
    throw e;
  }
}

export interface CliResult {
  status: number;
  stdout: string;
  stderr: string;
}

/** The whole command as a function: arguments and a stdin reader in, exit status and output out. */
export function runRefereeCli(args: readonly string[], readStdin: () => string): CliResult {
  const file = args[0];
  let text: string;
  try {
    text = file === undefined ? readStdin() : readFileSync(file, 'utf8');
  } catch (e) {
    return { status: 2, stdout: '', stderr: `input: cannot read ${file ?? 'stdin'} (${(e as Error).message})\n` };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return { status: 2, stdout: '', stderr: `input: not valid JSON (${(e as Error).message.split('\n')[0]})\n` };
  }
  try {
    let out: unknown;
    if (Array.isArray(raw)) {
      out = raw.map((doc, i) => {
        try {
          return ruleOne(doc);
        } catch (e) {
          if (e instanceof BadInput) throw new BadInput(`[${i}]${e.message.startsWith('[') ? '' : '.'}${e.message}`);
          throw e;
        }
      });
    } else out = ruleOne(raw);
    return { status: 0, stdout: `${JSON.stringify(out, null, 2)}\n`, stderr: '' };
  } catch (e) {
    if (e instanceof BadInput) return { status: 2, stdout: '', stderr: `${e.message.replace(/\s+/g, ' ')}\n` };
    return {
      status: 1,
      stdout: '',
      stderr: `internal error: ${String((e as Error)?.message ?? e).replace(/\s+/g, ' ')}\n`,
    };
  }
}

const invokedDirectly = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  const r = runRefereeCli(process.argv.slice(2), () => readFileSync(0, 'utf8'));
  if (r.stdout) process.stdout.write(r.stdout);
  if (r.stderr) process.stderr.write(r.stderr);
  process.exitCode = r.status;
}
