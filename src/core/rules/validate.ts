/**
 * Checks that need the game, the table and the state: players (how many the game allows), balls
 * the game does not use or lists twice, positions off the table or overlapping, scores the game
 * cannot reach, event times that go back, impossible events. Whether a step can be played in the
 * game's state is the machine's answer (the driver asks it); here it only picks the error.
 * Structure (types, enums, unknown fields) is checked once at the edge; this is the semantic half.
 * Errors name the field and never repeat the input.
 */
import { CURRENT_EDITION_GAMES, hasEditions } from '../editions/games.ts';
import { findImpossibleEvent } from '../shot/index.ts';
import { type ObjectBall, type ShotEvent, WHEELCHAIR_FOULS } from '../vocabulary/index.ts';
import { has } from './common/balls.ts';
import type { GameContext } from './common/context.ts';
import type { PlayerChoose } from './common/events.ts';
import { isChooser, isOffered, isSpottable } from './common/kit.ts';
import { isOnTable, NINE_FOOT, overlap, type Point, type RefereeTableSize } from './common/table.ts';
import {
  type BallKey,
  type LagEntry,
  type RefereeDoc,
  RefereeInputError,
  type ShotDeclaration,
  type Step,
} from './common/types.ts';
import type { SupportedGame } from './entry.ts';
import { reachesFootCushion } from './lag/rules.ts';

function fail(path: string, message: string): never {
  throw new RefereeInputError(path, message);
}

const NOT_A_PLAYER = 'not one of the players';

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five'];
/** `2` -> "two": a small count as a word, a larger one as a number. */
const numberWord = (n: number): string => WORDS[n] ?? String(n);

/** The most players (or teams) a log may name; a game's own "Players" section may allow fewer. */
const MAX_SIDES = 16;
function checkBall(g: SupportedGame, path: string, b: number | 'cue'): void {
  if (b !== 'cue' && !g.ballExists(b)) fail(path, `ball ${b} does not exist in ${g.id}`);
}

/** Every ball's centre on the bed of the log's table, and no two balls overlapping. */
function checkPositions(
  table: RefereeTableSize,
  path: string,
  positions: Partial<Record<BallKey, Point>> | undefined,
): void {
  if (!positions) return;
  const seen: Array<[string, Point]> = [];
  for (const k of Object.keys(positions)) {
    const p = positions[k as BallKey] as Point;
    if (!isOnTable(table, p))
      fail(`${path}.${k}`, `off the bed of the ${table.name === 'custom' ? 'custom' : table.name} table`);
    for (const [other, q] of seen) if (overlap(p, q)) fail(`${path}.${k}`, `overlaps ball ${other}`);
    seen.push([k, p]);
  }
}

/** Event times (`t`) never go back within one shot. */
function checkTimes(path: string, events: readonly object[]): void {
  let last = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < events.length; i += 1) {
    const t = (events[i] as { t?: unknown }).t;
    if (typeof t !== 'number') continue;
    if (t < last) fail(`${path}[${i}].t`, 'earlier than the event before it');
    last = t;
  }
}

/**
 * `struckLate` (current 1.2): a ball struck after the other ball had reached the foot cushion. Only
 * one ball can be, and only if the other ball did reach the foot cushion.
 */
function checkLateStrike(path: string, players: readonly string[], lag: Record<string, LagEntry>): void {
  const late = players.filter((p) => lag[p]?.struckLate === true);
  if (late.length > 1)
    fail(`${path}.lag.${late[1]}.struckLate`, 'only one ball can be struck after the other reached the foot cushion');
  const [p] = late;
  const other = players.find((q) => q !== p);
  const entry = other === undefined ? undefined : lag[other];
  if (p !== undefined && entry && !reachesFootCushion(entry))
    fail(`${path}.lag.${p}.struckLate`, `the lag of ${other} never reached the foot cushion (no "rail" event "foot")`);
}

export function validateDoc(doc: RefereeDoc, g: SupportedGame): void {
  if (doc.edition === 'wpa-current' && !hasEditions(g.id))
    fail('edition', `${g.id} has no current WPA edition (only ${CURRENT_EDITION_GAMES.join(', ')})`);
  const seen = new Set<string>();
  doc.players.forEach((p, i) => {
    if (seen.has(p)) fail(`players[${i}]`, `player "${p}" is listed twice`);
    seen.add(p);
  });
  if (doc.players.length < 2) fail('players', 'at least two players are needed');
  const sides = doc.teams ? doc.teams.map((_t, i) => `team-${i + 1}`) : doc.players;
  const what = doc.teams ? 'teams' : 'players';
  if (sides.length > MAX_SIDES) fail('players', `at most ${MAX_SIDES} ${what}`);
  // the number the descriptor's paragraph sets (the WPA games and the lag: two, 1.1 and 3.6); the
  // other games' inits check their own "Players" sections
  const { min, max, rule } = g.players;
  if (rule !== undefined && (sides.length < min || sides.length > max))
    fail('players', `${g.id} is played by ${min === max ? numberWord(min) : `${min} to ${max}`} ${what} (${rule})`);
  const table = doc.table ?? NINE_FOOT;
  const s = doc.setup;
  if (!s) return;
  if (s.shooter !== undefined && !seen.has(s.shooter)) fail('setup.shooter', NOT_A_PLAYER);
  if (s.breaker !== undefined && !seen.has(s.breaker)) fail('setup.breaker', NOT_A_PLAYER);
  for (const [i, b] of (s.onTable ?? []).entries()) {
    checkBall(g, `setup.onTable[${i}]`, b);
    if (s.onTable?.indexOf(b) !== i) fail(`setup.onTable[${i}]`, `ball ${b} is listed twice`);
  }
  checkPositions(table, 'setup.positions', s.positions);
  for (const k of Object.keys(s.positions ?? {})) {
    const b = k === 'cue' ? 'cue' : Number(k);
    checkBall(g, `setup.positions.${k}`, b);
    if (b !== 'cue' && s.onTable && !s.onTable.includes(b as ObjectBall))
      fail(`setup.positions.${k}`, `ball ${k} is not in setup.onTable`);
  }
  for (const field of ['groups', 'score', 'consecutiveFouls'] as const) {
    // a game that counts fouls in a row per player keys them by player, with teams too
    const perPlayer = field === 'consecutiveFouls' && g.foulsPerPlayer === true;
    const keys = perPlayer ? doc.players : sides;
    for (const k of Object.keys(s[field] ?? {}))
      if (!keys.includes(k))
        fail(`setup.${field}.${k}`, `not one of the ${doc.teams && !perPlayer ? 'teams' : 'players'}`);
  }
  for (const [k, v] of Object.entries(s.score ?? {})) {
    if (!Number.isInteger(v)) fail(`setup.score.${k}`, 'a score is a whole number');
    // a score below zero only where the game's descriptor names the paragraph that allows it (14.1 6.11)
    if (v < 0 && g.negativeScore === undefined) fail(`setup.score.${k}`, `a score in ${g.id} is never below 0`);
  }
  if (s.groups) {
    const values = Object.values(s.groups);
    if (values.length === 2 && values[0] === values[1]) fail('setup.groups', 'both sides cannot have the same group');
  }
}

export function validateShot(g: SupportedGame, ctx: GameContext, shot: ShotDeclaration, path: string): void {
  if (!ctx.players.includes(shot.by)) fail(`${path}.by`, NOT_A_PLAYER);
  const onTable = ctx.onTable;
  const problem = findImpossibleEvent(shot.events, {
    game: g.id,
    exists: g.ballExists,
    onTable: (b) => has(onTable, b),
  });
  if (problem) fail(`${path}.events${problem.field}`, problem.message);
  let other: string | undefined;
  for (let j = 0; j < shot.events.length; j += 1) {
    const e = shot.events[j] as ShotEvent;
    if (e.type !== 'foul') continue;
    const wheelchair = ctx.options.wheelchair === true;
    if (!wheelchair && WHEELCHAIR_FOULS.includes(e.kind))
      fail(`${path}.events[${j}].kind`, `"${e.kind}" is a foul only in a wheelchair match (options.wheelchair, 7.3)`);
    if (wheelchair && e.kind === 'no-foot-on-floor')
      fail(
        `${path}.events[${j}].kind`,
        'in a wheelchair match the feet must stay off the floor: "feet-on-floor" (7.3)',
      );
    if (e.level !== undefined && e.kind !== 'unsportsmanlike')
      fail(`${path}.events[${j}].level`, 'a penalty level goes only with the kind "unsportsmanlike" (2.28)');
    if (e.by === undefined || e.by === shot.by) continue;
    if (!ctx.players.includes(e.by)) fail(`${path}.events[${j}].by`, NOT_A_PLAYER);
    if (other !== undefined && other !== e.by)
      fail(`${path}.events[${j}].by`, 'fouls by two non-shooting players in one stroke');
    other = e.by;
  }
  checkTimes(`${path}.events`, shot.events);
  const call = shot.call;
  const calls = call?.kind === 'ball' ? [call] : call?.kind === 'many' ? call.calls : [];
  for (let i = 0; i < calls.length; i += 1) {
    const c = calls[i] as (typeof calls)[number];
    const at = call?.kind === 'many' ? `${path}.call[${i}].ball` : `${path}.call.ball`;
    if (c.ball === 'cue' && !g.callsCueBall) fail(at, `${g.id} does not let a player call the cue ball`);
    if (c.ball !== undefined && c.ball !== 'cue') {
      checkBall(g, at, c.ball);
      if (!has(onTable, c.ball)) fail(at, `ball ${c.ball} is not on the table`);
    }
  }
  const frozen = shot.frozen ?? [];
  for (let i = 0; i < frozen.length; i += 1) {
    const b = frozen[i] as number;
    checkBall(g, `${path}.frozen[${i}]`, b);
    if (!has(onTable, b)) fail(`${path}.frozen[${i}]`, `ball ${b} is not on the table`);
  }
  if (shot.positions) {
    for (const k of Object.keys(shot.positions))
      checkBall(g, `${path}.positions.${k}`, k === 'cue' ? 'cue' : Number(k));
    checkPositions(ctx.table, `${path}.positions`, shot.positions);
  }
  if (shot.cueBallAt && !isOnTable(ctx.table, shot.cueBallAt))
    fail(`${path}.cueBallAt`, `off the bed of the ${ctx.table.name} table`);
}

/**
 * The machine's answer about a step, as the driver asks it: whether the state it rests in has a
 * handler for the step's event at all, and whether the step can be played now (`snapshot.can`,
 * with the guards on the pending choice's chooser, options and balls).
 */
export interface MachineAnswer {
  accepts: boolean;
  can: boolean;
}

/**
 * Checks one step: what it names (players, balls, positions, calls, announcements) here, and
 * whether the game's state lets it be played now from the machine's answer.
 */
export function validateStep(g: SupportedGame, ctx: GameContext, step: Step, i: number, now: MachineAnswer): void {
  const path = `steps[${i}]`;
  if (!g.stepKinds.includes(step.kind)) fail(`${path}.${step.kind}`, `a ${step.kind} step has no meaning in ${g.id}`);
  switch (step.kind) {
    case 'shot':
      if (!now.can) fail(`${path}.shot`, 'the game is already over (a newRack step starts the next rack)');
      validateShot(g, ctx, step.shot, `${path}.shot`);
      return;
    case 'choose': {
      if (now.can) return;
      const p = ctx.pending;
      const ev = { type: 'player.choose', step: i, by: step.by, option: step.option, ball: step.ball } as PlayerChoose;
      if (!now.accepts || !p) fail(`${path}.choose.option`, 'no choice is on offer');
      if (!isChooser(ctx, ev)) fail(`${path}.choose.by`, 'the choice belongs to another player');
      if (!isOffered(ctx, ev)) fail(`${path}.choose.option`, `not on offer (offered: ${p.options.join(', ')})`);
      if (!isSpottable(ctx, ev))
        fail(
          `${path}.choose.ball`,
          `ball ${step.ball} is not one of the balls that may be spotted (${p.candidates?.join(', ')})`,
        );
      fail(path, 'this step cannot be played now');
      return;
    }
    case 'announce': {
      if (!g.announcements.includes(step.what))
        fail(`${path}.announce.what`, `"${step.what}" has no meaning in ${g.id}`);
      // the referee's calls (stalemate, warning, a position that cannot be restored) may also come from
      // the players when there is no referee (4.21)
      const refereeCall = step.what === 'stalemate' || step.what === 'warning' || step.what === 'unrestorable';
      if (!ctx.players.includes(step.by) && !(refereeCall && step.by === 'referee'))
        fail(
          `${path}.announce.by`,
          step.by === 'referee' ? `the referee does not announce "${step.what}"` : NOT_A_PLAYER,
        );
      if (!now.can) fail(`${path}.announce`, 'the game is already over');
      return;
    }
    case 'newRack':
      if (!now.can) fail(`${path}.newRack`, 'the current rack is not over');
      if (step.breaker !== undefined && !ctx.players.includes(step.breaker))
        fail(`${path}.newRack.breaker`, NOT_A_PLAYER);
      return;
    case 'lag':
      if (!now.can) fail(`${path}.lag`, 'the lag is already decided');
      for (const p of ctx.players) if (!step.lag[p]) fail(`${path}.lag.${p}`, `the lag of ${p} is missing`);
      for (const p of Object.keys(step.lag)) if (!ctx.players.includes(p)) fail(`${path}.lag.${p}`, NOT_A_PLAYER);
      for (const p of ctx.players) {
        checkTimes(`${path}.lag.${p}.events`, step.lag[p]?.events ?? []);
        step.lag[p]?.events.forEach((e, j) => {
          if ('ball' in e && e.ball !== 'cue' && e.type !== 'foul')
            fail(`${path}.lag.${p}.events[${j}].ball`, 'a lag is played with the cue ball ("cue")');
        });
      }
      checkLateStrike(path, ctx.players, step.lag);
      return;
  }
}
