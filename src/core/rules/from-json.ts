/**
 * The contract's JSON of a game log (docs/contract.md) -> the referee's log (RefereeDoc) and its steps. One
 * converter for every edge that reads contract JSON: the `referee` command, the quiz's questions
 * and the generated scenarios. Each edge validates first with its own zod schema (whose messages
 * name the field); this takes what a schema let through and checks nothing itself: what needs
 * the game or the table is checked by the referee (validate.ts).
 */
import type { Edition } from '../editions/edition.ts';
import type { GameId, PocketId, ShotEvent } from '../vocabulary/index.ts';
import type { RefereeTableSize } from './common/table.ts';
import type { Announcement, Call, GameOptions, GameSetup, LagEntry, RefereeDoc, Step } from './common/types.ts';

type XY = readonly [number, number];

/** A call as written: `{ball, pocket}`, `{safety: true}`, or a list of `{ball, pocket}`. */
export interface CallJson {
  readonly ball?: number | 'cue' | undefined;
  readonly pocket?: PocketId | undefined;
  readonly safety?: boolean | undefined;
}

/** An event as written; motion changes of the physics log (`roll`, `spin`, `stop`) are dropped. */
interface EventJson {
  readonly type: string;
}

export interface ShotJson {
  readonly by: string;
  readonly break?: boolean | undefined;
  readonly call?: CallJson | readonly CallJson[] | undefined;
  readonly pushOut?: boolean | undefined;
  /** the same as `call: {safety: true}` */
  readonly safety?: boolean | undefined;
  readonly frozen?: readonly number[] | undefined;
  readonly cueBallAt?: XY | undefined;
  readonly stroke?: 'jump' | 'masse' | undefined;
  readonly positions?: Readonly<Record<string, XY>> | undefined;
  readonly sidePocket?: PocketId | undefined;
  readonly events: readonly EventJson[];
}

interface LagJson {
  readonly events: readonly EventJson[];
  readonly final: XY;
  readonly start?: XY | undefined;
  readonly side?: 'left' | 'right' | undefined;
  readonly struckLate?: boolean | undefined;
}

/** A step as written: exactly one of its fields (the edge's schema makes sure). */
export interface StepJson {
  readonly shot?: ShotJson | undefined;
  readonly choose?: { readonly by: string; readonly option: string; readonly ball?: number | undefined } | undefined;
  readonly announce?: { readonly by: string; readonly what: Announcement } | undefined;
  readonly newRack?: { readonly breaker?: string | undefined } | undefined;
  readonly lag?: Readonly<Record<string, LagJson>> | undefined;
}

/** A log as written, its table already read by the edge. */
export interface DocJson {
  readonly game: GameId;
  readonly players: readonly string[] | { readonly teams: readonly (readonly string[])[] };
  readonly options?: Readonly<Record<string, unknown>> | undefined;
  readonly setup?: object | null | undefined;
  readonly steps: readonly StepJson[];
  readonly table?: RefereeTableSize | undefined;
  readonly edition?: Edition | undefined;
}

const MOTION = new Set(['roll', 'spin', 'stop']);

/** The events the referee reads: motion changes dropped. */
const eventsFromJson = (list: readonly EventJson[]): ShotEvent[] =>
  list.filter((e) => !MOTION.has(e.type)) as unknown as ShotEvent[];

const target = (c: CallJson): { ball?: never; pocket?: PocketId } => ({
  ...(c.ball !== undefined ? { ball: c.ball as never } : {}),
  ...(c.pocket !== undefined ? { pocket: c.pocket } : {}),
});

/** A shot's call; `safety` is the shot's own `safety: true`. */
export function callFromJson(call: ShotJson['call'], safety?: boolean): Call | undefined {
  if (safety) return { kind: 'safety' };
  if (call === undefined) return undefined;
  if (Array.isArray(call)) return { kind: 'many', calls: (call as readonly CallJson[]).map(target) };
  const one = call as CallJson;
  if (one.safety) return { kind: 'safety' };
  return { kind: 'ball', ...target(one) };
}

function shotFromJson(sh: ShotJson): Step {
  const call = callFromJson(sh.call, sh.safety);
  return {
    kind: 'shot',
    shot: {
      by: sh.by,
      ...(sh.break !== undefined ? { break: sh.break } : {}),
      ...(call ? { call } : {}),
      ...(sh.pushOut !== undefined ? { pushOut: sh.pushOut } : {}),
      ...(sh.frozen ? { frozen: [...sh.frozen] as never } : {}),
      ...(sh.cueBallAt ? { cueBallAt: sh.cueBallAt as [number, number] } : {}),
      ...(sh.stroke ? { stroke: sh.stroke } : {}),
      ...(sh.positions ? { positions: sh.positions as never } : {}),
      ...(sh.sidePocket ? { sidePocket: sh.sidePocket } : {}),
      events: eventsFromJson(sh.events),
    },
  };
}

/** One step as written -> the referee's step. */
export function stepFromJson(s: StepJson): Step {
  if (s.shot) return shotFromJson(s.shot);
  if (s.choose)
    return {
      kind: 'choose',
      by: s.choose.by,
      option: s.choose.option,
      ...(s.choose.ball !== undefined ? { ball: s.choose.ball as never } : {}),
    };
  if (s.announce) return { kind: 'announce', by: s.announce.by, what: s.announce.what };
  if (s.newRack) return { kind: 'newRack', ...(s.newRack.breaker !== undefined ? { breaker: s.newRack.breaker } : {}) };
  // keyed by player: a player called `__proto__` is a key like any other
  const lag: Record<string, LagEntry> = Object.create(null);
  for (const [p, e] of Object.entries(s.lag ?? {})) lag[p] = { ...e, events: eventsFromJson(e.events) } as LagEntry;
  return { kind: 'lag', lag };
}

/** Players in playing order: with teams, the first players of each team, then the second ones. */
export function playersFromJson(players: DocJson['players']): Pick<RefereeDoc, 'players' | 'teams'> {
  if (!('teams' in players)) return { players: [...(players as readonly string[])], teams: null };
  const teams = players.teams.map((t) => [...t]);
  const order: string[] = [];
  const longest = Math.max(...teams.map((t) => t.length));
  for (let i = 0; i < longest; i += 1) for (const t of teams) if (t[i] !== undefined) order.push(t[i] as string);
  return { players: order, teams };
}

/** A log as written -> the referee's RefereeDoc. */
export function docFromJson(d: DocJson): RefereeDoc {
  return {
    game: d.game,
    ...playersFromJson(d.players),
    options: (d.options ?? {}) as GameOptions,
    setup: (d.setup ?? null) as GameSetup | null,
    steps: d.steps.map(stepFromJson),
    ...(d.table !== undefined ? { table: d.table } : {}),
    ...(d.edition !== undefined ? { edition: d.edition } : {}),
  };
}
