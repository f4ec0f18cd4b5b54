/**
 * A race: a match won by the first side to win `options.race` games (racks). The engine rules each
 * game of the log (a `newRack` step starts the next); this wraps it and keeps the match: games won
 * per side after every step, and the match's winner once a side reaches the race or a ruling ends
 * the match (`result.match`: a concession, 1.14; a second 3.9 or 3.29 offence; a disqualification,
 * 2.28). A step after the match is over is bad input. A log without a race is ruled as before.
 */
import { sideOf } from '../rules/common/context.ts';
import { keyed, keyedFrom, withKey } from '../rules/common/keyed.ts';
import { type RefereeDoc, RefereeInputError, type Ruling, type SideId, type Step } from '../rules/common/types.ts';
import { RefereeDriver } from '../rules/driver.ts';
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
export function raceOf(doc: Pick<RefereeDoc, 'options'>): number | null {
  const r = doc.options.race;
  return typeof r === 'number' ? r : null;
}

/** The sides of a log, in playing order (players, or `team-1`, `team-2` …). */
export function sidesOf(doc: Pick<RefereeDoc, 'players' | 'teams'>): SideId[] {
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
    const ruling = this.driver.step(step, i);
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

  stop(): void {
    this.driver.stop();
  }
}

/** Rules a whole log with its race (the contract's `referee` with `options.race`). */
export function runMatch(doc: RefereeDoc, game: SupportedGame): MatchOutput {
  const r = new MatchReferee(doc, game);
  try {
    return { rulings: doc.steps.map((s, i) => r.step(s, i)) };
  } finally {
    r.stop();
  }
}
