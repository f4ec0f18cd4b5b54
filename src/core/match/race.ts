/**
 * A race: a match won by the first side to win `options.race` games (racks). The engine rules each
 * game of the log (a `newRack` step starts the next); this wraps it and keeps the match: games won
 * per side after every step, and the match's winner once a side reaches the race or a ruling ends
 * the match (`result.match`: a concession, 1.14; a second 3.9 or 3.29 offence; a disqualification,
 * 2.28). A step after the match is over is bad input. A log without a race is ruled as before.
 */
import { type AnyMachineSnapshot, type AnyStateMachine, transition } from 'xstate';
import { type GameContext, sideOf } from '../rules/common/context.ts';
import { keyed, keyedFrom, withKey } from '../rules/common/keyed.ts';
import { type RefereeDoc, RefereeInputError, type Ruling, type SideId, type Step } from '../rules/common/types.ts';
import { implicitOption, RefereeDriver, stepEvent } from '../rules/driver.ts';
import type { SupportedGame } from '../rules/entry.ts';
import { GAMES } from '../rules/games.ts';
import type { GameId } from '../vocabulary/index.ts';

export { MAX_RACE } from './names.ts';

/**
 * Games whose logs can hold several games (a `newRack` step is one of their step kinds): a race
 * means something there. Read from the game registry, so a new game needs no line here.
 */
export const RACE_GAMES: readonly GameId[] = GAMES.filter((g) =>
  (g.stepKinds as readonly string[]).includes('newRack'),
).map((g) => g.id);

/** The match after a step: games won per side, and the match's winner once it is decided. */
export interface MatchStanding {
  race: number;
  games: Record<SideId, number>;
  winner: SideId | null;
  /** the side that lost the match by a ruling of its own (`result.match`), where one did */
  loser?: SideId;
}

export type MatchRuling = Ruling & { match?: MatchStanding };

export interface MatchOutput {
  rulings: MatchRuling[];
}

/** The log's race, if it has one (already checked at the edge: a whole number 1..MAX_RACE). */
function raceOf(doc: Pick<RefereeDoc, 'options'>): number | null {
  const r = doc.options.race;
  return typeof r === 'number' ? r : null;
}

/** The sides of a log, in playing order (players, or `team-1`, `team-2` …). */
function sidesOf(doc: Pick<RefereeDoc, 'players' | 'teams'>): SideId[] {
  return doc.teams ? doc.teams.map((_t, i) => `team-${i + 1}`) : [...doc.players];
}

/**
 * Drives the engine one step at a time and keeps the match standing. `standing` is the match after
 * the last step (null without a race).
 */
export class MatchReferee {
  private readonly driver: RefereeDriver;
  readonly race: number | null;
  standing: MatchStanding | null;
  /** the steps ruled so far */
  private taken = 0;

  constructor(doc: RefereeDoc, game: SupportedGame) {
    this.race = raceOf(doc);
    if (this.race !== null && !RACE_GAMES.includes(doc.game))
      throw new RefereeInputError('options.race', `${doc.game} has one game per log (no race)`);
    this.driver = new RefereeDriver(doc, game);
    const zero = keyed(sidesOf(doc).map((s) => [s, 0] as const));
    this.standing = this.race === null ? null : { race: this.race, games: zero, winner: null };
  }

  get context() {
    return this.driver.context;
  }

  /** The machine's state between steps (e.g. `pushOutAvailable`). */
  get state(): string {
    return String(this.driver.state);
  }

  /** Rules one step (throws RefereeInputError on bad input, a step after the match included). */
  step(step: Step, i: number): MatchRuling {
    const m = this.standing;
    if (m?.winner != null)
      throw new RefereeInputError(
        `steps[${i}]`,
        m.loser !== undefined
          ? `the match is over (${m.loser} lost the match)`
          : `the match is over (${m.winner} won the race to ${m.race})`,
      );
    const before = this.driver.context.result;
    const ruling = this.driver.step(this.withBreaker(step), i);
    this.taken = i + 1;
    if (!m) return ruling;
    const after = this.driver.context.result;
    let next: MatchStanding = m;
    if (before === null && after !== null) {
      const w = after.winner;
      const games = w !== null && Object.hasOwn(m.games, w) ? withKey(m.games, w, (m.games[w] ?? 0) + 1) : m.games;
      next = { ...m, games };
      if (after.match === true && w !== null) {
        next.winner = w;
        const loser = after.loser ?? (step.kind === 'announce' ? sideOf(this.driver.context, step.by) : undefined);
        if (loser !== undefined) next.loser = loser;
      } else if (w !== null && (games[w] ?? 0) >= m.race) next.winner = w;
    }
    this.standing = next;
    return { ...ruling, match: { ...next, games: keyedFrom(next.games) } };
  }

  /**
   * A `newRack` step of a race under the `trailing` break order, with no breaker named: the side
   * behind in the race breaks (its first player in playing order); level, the side that lost the
   * last rack. Any other step as it is (the engine's break order rules it, 3.36).
   */
  private withBreaker(step: Step): Step {
    const m = this.standing;
    const ctx = this.driver.context;
    if (step.kind !== 'newRack' || step.breaker !== undefined || !m || ctx.options.breakOrder !== 'trailing')
      return step;
    const side = trailingSide(m.games, ctx.result?.loser ?? lastLoser(ctx.sides, ctx.result?.winner));
    const breaker = ctx.players.find((p) => sideOf(ctx, p) === side);
    return breaker === undefined ? step : { kind: 'newRack', breaker };
  }

  /**
   * The position now, and the engine asked what it would rule if a step came next without taking
   * it (null: it would refuse it). Kept after the match moves on or stops.
   */
  position(): { ctx: GameContext; rule(step: Step): Ruling | null } {
    const snap = this.driver.snapshot;
    const machine = this.driver.game.machine;
    const i = this.taken;
    return { ctx: snap.context as GameContext, rule: (step) => probe(machine, snap, i, step) };
  }

  stop(): void {
    this.driver.stop();
  }
}

/**
 * The side that breaks the next rack under the `trailing` order: the one with the fewest games won
 * in the race; on a tie for the fewest, `lastLoser` if it is among them (the side that lost the
 * last rack), else the first of them in playing order.
 */
export function trailingSide(
  games: Readonly<Record<SideId, number>>,
  lastLoser: SideId | undefined,
): SideId | undefined {
  const sides = Object.keys(games);
  const fewest = Math.min(...sides.map((s) => games[s] ?? 0));
  const behind = sides.filter((s) => (games[s] ?? 0) === fewest);
  return lastLoser !== undefined && behind.includes(lastLoser) ? lastLoser : behind[0];
}

/** The side that lost a rack of two sides won by `winner` (none with more sides or no winner). */
const lastLoser = (sides: readonly SideId[], winner: SideId | null | undefined): SideId | undefined =>
  sides.length === 2 && winner != null ? sides.find((s) => s !== winner) : undefined;

/** Rules a whole log with its race (the contract's `referee` with `options.race`). */
export function runMatch(doc: RefereeDoc, game: SupportedGame): MatchOutput {
  const r = new MatchReferee(doc, game);
  try {
    return { rulings: doc.steps.map((s, i) => r.step(s, i)) };
  } finally {
    r.stop();
  }
}

/**
 * What the machine rules for `step` as the `i`-th step from the snapshot, by its pure transition
 * (nothing changes; null: the machine refuses it). A choice still open is first made as a shot
 * makes it (the contract's first option).
 */
function probe(machine: AnyStateMachine, from: AnyMachineSnapshot, i: number, step: Step): Ruling | null {
  const ctx = from.context as GameContext;
  const sameSide = (p: string, q: string) => sideOf(ctx, p) === sideOf(ctx, q);
  try {
    let snap = from;
    if (ctx.pending && step.kind === 'shot') {
      const option = implicitOption(ctx, step.shot);
      [snap] = transition(machine, snap, { type: 'player.choose', step: i, by: ctx.pending.chooser, option });
    }
    const [next] = transition(machine, snap, stepEvent(step, i, undefined, sameSide));
    const ruling = (next.context as GameContext).ruling;
    return next.status === 'error' || !ruling || ruling.step !== i ? null : ruling;
  } catch {
    return null;
  }
}
