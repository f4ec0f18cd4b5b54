/**
 * "Open on the table": a generated question's position and shot, or an authored question's position
 * as it is drawn, as a scenario link of the table (src/core/notation) carrying all that the ruling
 * depends on: the situation the table's panel shows (shooter, break, cue ball in hand, groups,
 * call, safety, push out, fouls in a row), the rules asked about, and the game's state beyond it (a
 * v3 link: the players, the options, the set-up, the earlier steps, the shot's own declarations and
 * recorded facts). The table rules the link's shot as the trainer did: table-truth.test.ts checks
 * every generated question.
 */
import type { Vec2 } from '../core/geometry/index.ts';
import {
  type GameState,
  type Json,
  type JsonObject,
  make,
  PLAYERS,
  type Player,
  parse,
  type Scenario,
  type Situation,
} from '../core/notation/index.ts';
import type { ItemStep } from '../core/quiz/types.ts';
import type { Call } from '../core/rules/shared.ts';
import type { BallId, ObjectBall } from '../core/vocabulary/index.ts';
import { playersOf } from '../ui/table/referee.ts';
import type { ClientItem, ScenarioItem } from './payload.ts';

type Linked = Pick<ClientItem, 'game' | 'asked' | 'setup' | 'players' | 'options' | 'before' | 'editions'>;

const ballId = (k: string): BallId => (k === 'cue' ? 'cue' : (Number(k) as ObjectBall));
const order = (a: BallId, b: BallId) => (a === 'cue' ? -1 : b === 'cue' ? 1 : a - b);
const isPlayer = (p: unknown): p is Player => PLAYERS.includes(p as Player);

/** The asked shot, when the asked step is one. */
const askedShot = (item: Pick<ClientItem, 'asked'>) => (item.asked.kind === 'shot' ? item.asked : null);

/** A call the situation writes: an object ball into a pocket (or a safety). */
function situationCall(call: unknown): Pick<Situation, 'call' | 'safety'> | null {
  const c = call as Call | undefined;
  if (!c) return {};
  if (c.kind === 'safety') return { safety: true };
  if (c.kind === 'ball' && typeof c.ball === 'number' && c.pocket) return { call: { ball: c.ball, pocket: c.pocket } };
  return null;
}

/** Fouls in a row the situation writes (two players, 0-2 each); null when it cannot. */
function situationFouls(fouls: Record<string, number> | undefined): Situation['fouls'] | null {
  if (!fouls) return undefined;
  const entries = Object.entries(fouls).filter(([, n]) => n > 0);
  if (entries.some(([p, n]) => !isPlayer(p) || n > 2)) return null;
  return entries.length ? { A: fouls.A ?? 0, B: fouls.B ?? 0 } : undefined;
}

function situationOf(item: Pick<ClientItem, 'asked' | 'setup'>): Situation {
  const asked = askedShot(item);
  const by = item.asked.kind === 'lag' || item.asked.kind === 'newRack' ? 'A' : item.asked.by;
  const shooter: Player = isPlayer(by) ? by : 'A';
  const setup = item.setup;
  const cue = asked?.breakShot || setup === null ? 'in-hand-kitchen' : setup.cueBall;
  const groupA = setup?.groups?.A;
  const fouls = situationFouls(setup?.consecutiveFouls as Record<string, number> | undefined);
  return {
    shooter,
    ...(asked?.breakShot || (setup === null && asked) ? { break: true as const } : {}),
    ...(cue === 'in-hand' || cue === 'in-hand-kitchen' ? { cueBall: cue } : {}),
    ...(groupA === 'solids' || groupA === 'stripes' ? { groupA } : {}),
    ...(situationCall(asked?.call) ?? {}),
    ...(asked?.pushOut ? { pushOut: true as const } : {}),
    ...(fouls ? { fouls } : {}),
  };
}

/** A call as the referee contract writes it. */
function callJson(c: Call): Json {
  const target = (t: { ball?: ObjectBall | 'cue'; pocket?: string }): JsonObject => ({
    ...(t.ball !== undefined ? { ball: t.ball } : {}),
    ...(t.pocket !== undefined ? { pocket: t.pocket } : {}),
  });
  if (c.kind === 'safety') return { safety: true };
  if (c.kind === 'many') return c.calls.map(target);
  return target(c);
}

/** An earlier step as the referee contract writes it. */
function stepJson(s: ItemStep): JsonObject {
  switch (s.kind) {
    case 'shot':
      return {
        shot: {
          by: s.by,
          ...(s.breakShot !== undefined ? { break: s.breakShot } : {}),
          ...(s.call ? { call: callJson(s.call as Call) } : {}),
          ...(s.pushOut ? { pushOut: true } : {}),
          ...(s.frozen ? { frozen: [...s.frozen] } : {}),
          ...(s.cueBallAt ? { cueBallAt: [s.cueBallAt[0], s.cueBallAt[1]] } : {}),
          ...(s.stroke ? { stroke: s.stroke } : {}),
          ...(s.sidePocket ? { sidePocket: s.sidePocket } : {}),
          events: s.events as unknown as Json[],
        },
      };
    case 'choose':
      return { choose: { by: s.by, option: s.option, ...(s.ball !== undefined ? { ball: s.ball } : {}) } };
    case 'announce':
      return { announce: { by: s.by, what: s.what } };
    case 'newRack':
      return { newRack: { ...(s.breaker ? { breaker: s.breaker } : {}) } };
    case 'lag':
      return {};
  }
}

/** Events recorded with the asked shot that the physics cannot produce: non-ball fouls, a ball settling. */
const RECORDED = new Set(['foul', 'settle', 'interference']);

/**
 * The game's state beyond the situation, as far as the ruling depends on it: what the situation
 * writes is left to it (the table's panel shows and edits it), the rest is carried as it is.
 * `recorded`: the asked shot's recorded facts go too (a question's own shot; a position link leaves
 * the shot to the learner).
 */
export function stateOf(item: Linked, recorded: boolean): GameState {
  const asked = askedShot(item);
  const setup = item.setup;
  const extraSetup: Record<string, Json> = {};
  if (setup) {
    const s = setup as unknown as Record<string, Json>;
    for (const [k, v] of Object.entries(s)) {
      if (v === undefined || k === 'positions' || k === 'onTable') continue;
      // the situation's shooter is the asked step's; the set-up's differs where earlier steps come first
      if (k === 'shooter' && isPlayer(v) && v === situationOf(item).shooter) continue;
      if (k === 'cueBall' && v !== 'head-spot' && v !== 'centre-spot') continue;
      if (k === 'groups' && ['solids', 'stripes'].includes(setup.groups?.A as string)) continue;
      if (k === 'consecutiveFouls' && situationFouls(setup.consecutiveFouls as Record<string, number>) !== null)
        continue;
      extraSetup[k] = v;
    }
  }
  const events =
    recorded && asked ? (asked.events as unknown as JsonObject[]).filter((e) => RECORDED.has(String(e.type))) : [];
  const shot: Record<string, Json> = {
    ...(asked?.call && situationCall(asked.call) === null ? { call: callJson(asked.call as Call) } : {}),
    ...(asked?.sidePocket ? { sidePocket: asked.sidePocket } : {}),
    ...(asked?.stroke ? { stroke: asked.stroke } : {}),
    ...(events.length ? { events } : {}),
  };
  const players = playersOf(item.game);
  const options = item.options as unknown as JsonObject;
  return {
    ...(item.players.join() !== players.join() ? { players: [...item.players] } : {}),
    ...(Object.keys(options).length ? { options } : {}),
    ...(setup === null ? { setup: null } : Object.keys(extraSetup).length ? { setup: extraSetup } : {}),
    // a lag decides who breaks, and the steps after it name their players: it is not carried
    ...(item.before.some((b) => b.kind !== 'lag')
      ? { before: item.before.filter((b) => b.kind !== 'lag').map(stepJson) }
      : {}),
    ...(Object.keys(shot).length ? { shot } : {}),
  };
}

/** The link's game state and rules: a v3 link when there is a state to carry or the current rules are asked about. */
function gameOf(item: Linked, recorded: boolean): Pick<Scenario, 'state' | 'edition'> {
  const state = stateOf(item, recorded);
  const current = !item.editions.includes('wpa-1999');
  return {
    ...(Object.keys(state).length || current ? { state } : {}),
    ...(current ? { edition: 'wpa-current' as const } : {}),
  };
}

/**
 * The question's table as the sandbox reads it: the balls before the shot, the game, the shot as the
 * trainer replays it (a v3 link keeps its heading to 0.01°). A v1 link (no state to carry) rounds the
 * heading to 0.1°, the cue ball moved to keep its first contact (scene.link); when that shot does not
 * play the same events (`same` false), the v3 link carries the question's own shot.
 */
function sandboxScenario(item: ScenarioItem): Scenario {
  const game = gameOf(item, true);
  const exact = game.state !== undefined || !item.scene.link.same;
  const [speed, signed, side, height] = item.scene.shot;
  const { cue, heading } = exact ? { cue: item.scene.balls.cue, heading: signed } : item.scene.link;
  const balls = Object.entries({ ...item.scene.balls, ...(cue ? { cue } : {}) })
    .map(([k, at]) => [ballId(k), [at[0], at[1]] as Vec2] as const)
    .sort((a, b) => order(a[0], b[0]));
  return {
    table: '9ft',
    balls,
    game: item.game,
    situation: situationOf(item),
    ...(exact ? { state: game.state ?? {} } : {}),
    ...(game.edition ? { edition: game.edition } : {}),
    shot: { heading, speed, side, height },
  };
}

/** `/{lang}/s/?v…`: the shared-scenario page with this question's position and shot. */
export const sandboxHref = (lang: string, item: ScenarioItem): string => `/${lang}/s/?${make(sandboxScenario(item))}`;

/**
 * An authored question's position as its table draws it (its own positions, or the start of its
 * schematic), with its game, situation and state and no shot: the learner plays the question out
 * from there. Null when the drawing is not a position the table takes (a ball over another, or off the bed).
 */
function positionScenario(
  item: Linked,
  layout: readonly { readonly ball: BallId; readonly at: Vec2 }[],
): Scenario | null {
  if (layout.length === 0) return null;
  const x: Scenario = {
    table: '9ft',
    balls: layout.map(({ ball, at }) => [ball, [at[0], at[1]] as Vec2] as const).sort((a, b) => order(a[0], b[0])),
    game: item.game,
    situation: situationOf(item),
    ...gameOf(item, false),
  };
  return parse(make(x)).ok ? x : null;
}

/** `/{lang}/s/?v…` with an authored question's position as drawn, or null (see positionScenario). */
export function positionHref(
  lang: string,
  item: Linked,
  layout: readonly { readonly ball: BallId; readonly at: Vec2 }[],
): string | null {
  const x = positionScenario(item, layout);
  return x ? `/${lang}/s/?${make(x)}` : null;
}
