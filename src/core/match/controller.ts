/**
 * The match controller, pure: a match's setup and the entries logged so far in; the contract's
 * referee log, the engine's rulings and everything a scoreboard shows out. Every change replays
 * the entries from the start (a match of a few hundred entries replays in milliseconds), so undo
 * and redo are a list operation and one truth, the engine, rules every position.
 */
import type { Edition } from '../editions/overrides.ts';
import { toList } from '../rules/common/balls.ts';
import type { GameContext } from '../rules/common/context.ts';
import {
  type CueBallState,
  type OptionName,
  type PlayerId,
  type RefereeDoc,
  RefereeInputError,
  type SideId,
  type Step,
} from '../rules/common/types.ts';
import type { SupportedGame } from '../rules/entry.ts';
import type { ObjectBall } from '../vocabulary/index.ts';
import { type Entry, entryStep, foulsOffered, type MatchFoul, type MatchGame } from './entries.ts';
import { MatchReferee, type MatchRuling, type MatchStanding } from './race.ts';

export interface MatchSetup {
  game: MatchGame;
  /** the two players (or sides) in the order of the first break: the first breaks */
  players: [PlayerId, PlayerId];
  /** games (racks) to win the match */
  race: number;
  /** 14.1: points to win a game (options.target) */
  target?: number;
  breakOrder: 'winner' | 'alternate' | 'loser';
  edition: Edition;
  wheelchair: boolean;
  /** false: a match without a referee (1.16) */
  referee: boolean;
}

/** The referee log of a match: the setup in the contract's log form (core types). */
export function matchDoc(setup: MatchSetup, steps: Step[] = []): RefereeDoc {
  return {
    game: setup.game,
    players: [...setup.players],
    teams: null,
    options: {
      race: setup.race,
      breakOrder: setup.breakOrder,
      ...(setup.game === 'straight-pool' && setup.target !== undefined ? { target: setup.target } : {}),
      ...(setup.wheelchair ? { wheelchair: true } : {}),
      ...(setup.referee ? {} : { referee: false }),
    },
    setup: null,
    steps,
    ...(setup.edition !== 'wpa-1999' ? { edition: setup.edition } : {}),
  };
}

/** One step as the contract writes it (JSON). */
export function stepJson(step: Step): Record<string, unknown> {
  switch (step.kind) {
    case 'shot': {
      const { call, strokeBy: _s, ...rest } = step.shot;
      const out: Record<string, unknown> = { ...rest, events: step.shot.events.map((e) => ({ ...e })) };
      if (call?.kind === 'safety') out.safety = true;
      else if (call?.kind === 'ball') out.call = { ...call, kind: undefined };
      else if (call?.kind === 'many') out.call = call.calls.map((c) => ({ ...c }));
      return { shot: JSON.parse(JSON.stringify(out)) };
    }
    case 'choose':
      return { choose: { by: step.by, option: step.option, ...(step.ball !== undefined ? { ball: step.ball } : {}) } };
    case 'announce':
      return { announce: { by: step.by, what: step.what } };
    case 'newRack':
      return { newRack: step.breaker !== undefined ? { breaker: step.breaker } : {} };
    case 'lag':
      return { lag: JSON.parse(JSON.stringify(step.lag)) };
  }
}

/** The match as the contract's referee log (JSON), for `referee`. */
export function exportLog(setup: MatchSetup, steps: readonly Step[]): Record<string, unknown> {
  const doc = matchDoc(setup);
  return {
    game: doc.game,
    ...(doc.edition ? { edition: doc.edition } : {}),
    players: doc.players,
    options: doc.options,
    steps: steps.map(stepJson),
  };
}

/** A row of the 14.1 score sheet: one inning of one player. */
export interface SheetRow {
  /** the game of the match (1, 2 …) */
  game: number;
  inning: number;
  player: PlayerId;
  /** points scored by balls in the inning */
  balls: number;
  /** fouls in the inning */
  fouls: number;
  /** points lost by the fouls (the 6.12 penalty of 15 included) */
  penalty: number;
  /** the player's running total after the inning */
  total: number;
}

export interface Played {
  entries: Entry[];
  steps: Step[];
  rulings: MatchRuling[];
  /** the engine's state after the last entry */
  ctx: GameContext;
  state: string;
  standing: MatchStanding;
  sheet: SheetRow[];
}

/** What the scoreboard shows after the last entry. */
export interface MatchView {
  game: number;
  standing: MatchStanding;
  /** 14.1 points in the current game */
  score: Record<SideId, number> | null;
  /** who acts next (shoots, or chooses when `options` is not empty); null when the rack or the match is over */
  atTable: PlayerId | null;
  cueBall: CueBallState;
  fouls: Record<SideId, number>;
  /** the side on two fouls in a row whose 2.16 warning has not been logged yet */
  warningDue: SideId | null;
  options: OptionName[];
  onTable: ObjectBall[];
  phase: 'break' | 'play' | 'over';
  rackOver: boolean;
  matchOver: boolean;
  pushOutOffered: boolean;
  foulsOffered: MatchFoul[];
  last: MatchRuling | null;
}

/** An entry the engine refused: its index and the engine's reason. */
export class EntryError extends Error {
  constructor(
    readonly index: number,
    readonly detail: string,
  ) {
    super(`entry ${index + 1}: ${detail}`);
    this.name = 'EntryError';
  }
}

/** Replays a match's entries; throws EntryError for the first entry the engine refuses. */
export function play(setup: MatchSetup, entries: readonly Entry[], game: SupportedGame): Played {
  const doc = matchDoc(setup);
  const ref = new MatchReferee(doc, game);
  const steps: Step[] = [];
  const rulings: MatchRuling[] = [];
  try {
    entries.forEach((e, i) => {
      const step = entryStep(ref.context, e);
      try {
        rulings.push(ref.step(step, i));
      } catch (err) {
        if (err instanceof RefereeInputError) throw new EntryError(i, err.detail);
        throw err;
      }
      steps.push(step);
    });
    return {
      entries: [...entries],
      steps,
      rulings,
      ctx: ref.context,
      state: ref.state,
      standing: ref.standing as MatchStanding,
      sheet: setup.game === 'straight-pool' ? scoreSheet(steps, rulings, setup.players) : [],
    };
  } finally {
    ref.stop();
  }
}

/** The entries with one more, if the engine accepts it (else EntryError). */
export const withEntry = (setup: MatchSetup, p: Played, e: Entry, game: SupportedGame): Played =>
  play(setup, [...p.entries, e], game);

/** What the scoreboard shows. */
export function matchView(p: Played): MatchView {
  const { ctx } = p;
  const last = p.rulings.at(-1) ?? null;
  const warningDue =
    ctx.sides.find((s) => (ctx.fouls[s] ?? 0) >= 2 && ctx.warned[s] !== true && ctx.phase !== 'over') ?? null;
  const over = ctx.phase === 'over';
  return {
    game: 1 + p.steps.filter((s) => s.kind === 'newRack').length,
    standing: p.standing,
    score: ctx.score,
    atTable: over || p.standing.winner !== null ? null : (ctx.pending?.chooser ?? ctx.turn),
    cueBall: ctx.cueBall,
    fouls: ctx.fouls,
    warningDue,
    options: ctx.pending?.options ?? [],
    onTable: toList(ctx.onTable),
    phase: ctx.phase,
    rackOver: over,
    matchOver: p.standing.winner !== null,
    pushOutOffered: p.state === 'pushOutAvailable' && !ctx.pending,
    foulsOffered: foulsOffered(ctx),
    last,
  };
}

/**
 * The 14.1 score sheet (6.x): one row per inning of a player, as a referee keeps it on paper —
 * the balls scored, the fouls and the points they cost, the running total. An inning ends when
 * the player leaves the table; a choice or a warning does not end it.
 */
export function scoreSheet(steps: readonly Step[], rulings: readonly MatchRuling[], players: readonly PlayerId[]) {
  const rows: SheetRow[] = [];
  let game = 1;
  let totals: Record<string, number> = Object.fromEntries(players.map((p) => [p, 0]));
  const innings: Record<string, number> = Object.fromEntries(players.map((p) => [p, 0]));
  let open: SheetRow | null = null;
  steps.forEach((s, i) => {
    const r = rulings[i];
    if (!r) return;
    if (s.kind === 'newRack') {
      game += 1;
      totals = Object.fromEntries(players.map((p) => [p, 0]));
      for (const p of players) innings[p] = 0;
      open = null;
      return;
    }
    if (s.kind !== 'shot') return;
    const by = s.shot.by;
    const after = r.score ?? totals;
    const changes = players.map((p) => [p, (after[p] ?? 0) - (totals[p] ?? 0)] as const);
    const row: SheetRow =
      open !== null && (open as SheetRow).player === by && (open as SheetRow).game === game
        ? (open as SheetRow)
        : (() => {
            innings[by] = (innings[by] ?? 0) + 1;
            const fresh: SheetRow = {
              game,
              inning: innings[by] ?? 1,
              player: by,
              balls: 0,
              fouls: 0,
              penalty: 0,
              total: totals[by] ?? 0,
            };
            rows.push(fresh);
            return fresh;
          })();
    for (const [p, d] of changes) {
      if (p !== by) continue;
      if (r.foul) {
        row.fouls += 1;
        row.penalty += Math.max(0, -d);
        // balls pocketed on a foul do not score (6.5); a point gained on a foul shot is not possible
      } else row.balls += Math.max(0, d);
    }
    totals = { ...after };
    row.total = totals[by] ?? 0;
    open = r.next === by && r.result === null ? row : null;
  });
  return rows;
}
