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
import type { ObjectBall, PocketId } from '../vocabulary/index.ts';
import {
  choosesSidePocket,
  type Entry,
  entryStep,
  foulsOffered,
  hasCalls,
  hasSafety,
  losesNotAsCalled,
  type MatchFoul,
  type MatchGame,
  type Position,
} from './entries.ts';
import {
  type MatchSide,
  matchSides,
  NOVICE_GAMES,
  PEA_GAMES,
  playingOrder,
  SIDE_POCKET_IDS,
  type SidePocketId,
  TARGET_GAMES,
} from './names.ts';
import { MatchReferee, type MatchRuling, type MatchStanding } from './race.ts';

export interface MatchSetup {
  game: MatchGame;
  /** the two players in the order of the first break: the first breaks (with teams, each team's first player) */
  players: [PlayerId, PlayerId];
  /** a match of two teams: each team's players in their shooting order (contract `teams`) */
  teams?: [PlayerId[], PlayerId[]];
  /** games (racks) to win the match */
  race: number;
  /** a game with a target (TARGET_GAMES: 14.1, Honolulu, Odd Ball): points or balls to win a game (options.target) */
  target?: number;
  breakOrder: 'winner' | 'alternate' | 'loser' | 'trailing';
  edition: Edition;
  wheelchair: boolean;
  /** false: a match without a referee (1.16) */
  referee: boolean;
  /**
   * PEA_GAMES (Kelly Pool) only, optional: the private numbers of `players[0]` and `players[1]`
   * (kelly-pool/5), one set for the whole match (the contract's `options.peas`, one set per log)
   */
  peas?: [ObjectBall, ObjectBall];
  /** NOVICE_GAMES (Mr. & Mrs.) only, optional: the weaker players (mr-and-mrs/1, `options.novice`) */
  novice?: PlayerId[];
}

/** The referee log of a match: the setup in the contract's log form (core types). */
export function matchDoc(setup: MatchSetup, steps: Step[] = []): RefereeDoc {
  return {
    game: setup.game,
    players: playingOrder(setup),
    teams: setup.teams ? setup.teams.map((t) => [...t]) : null,
    options: {
      race: setup.race,
      breakOrder: setup.breakOrder,
      ...(TARGET_GAMES.includes(setup.game) && setup.target !== undefined ? { target: setup.target } : {}),
      ...(setup.wheelchair ? { wheelchair: true } : {}),
      ...(setup.referee ? {} : { referee: false }),
      ...(PEA_GAMES.includes(setup.game) && setup.peas
        ? { peas: { [setup.players[0]]: setup.peas[0], [setup.players[1]]: setup.peas[1] } }
        : {}),
      ...(NOVICE_GAMES.includes(setup.game) && setup.novice?.length ? { novice: [...setup.novice] } : {}),
    },
    setup: null,
    steps,
    ...(setup.edition !== 'wpa-1999' ? { edition: setup.edition } : {}),
  };
}

/** One step as the contract writes it (JSON). */
function stepJson(step: Step): Record<string, unknown> {
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
    players: doc.teams ? { teams: doc.teams } : doc.players,
    options: doc.options,
    steps: steps.map(stepJson),
  };
}

/** A row of the 14.1 score sheet: one inning of one player. */
export interface SheetRow {
  /** the game of the match (1, 2 …) */
  game: number;
  inning: number;
  /** the side (a player, or `team-1` …) */
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
  /** the position after the last entry, for what the pad offers */
  position: Position;
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
  /** the game's rules read a call now: "pocketed, not as called" is offered */
  calls: boolean;
  /** the game's rules read a called safety now */
  safety: boolean;
  /** the breaker names a side pocket for the 1-ball with this break (side-pocket-one/7.3) */
  sidePocket: boolean;
  /** the balls whose pocketing in a pocket not called loses the game now (eight-ball's 8, 4.20) */
  losesNotAsCalled: ObjectBall[];
  /** each side's pocket for the 1-ball once the breaker has named one (the engine's `sidePockets`, side-pocket-one/7.3) */
  sidePockets: Record<SideId, SidePocketId>;
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

/**
 * The steps built last (per setup): replaying the same entries again, or with one more or one
 * less, reuses the steps of the common first entries instead of asking the engine again how to
 * write them (a step depends only on the setup and the entries before it).
 */
let built: { key: string; entries: string[]; steps: Step[] } | null = null;

/** A position for the entries: the engine's context and its answer for a step not taken. */
const positionOf = (ref: MatchReferee): Position => ref.position();

/** Replays a match's entries; throws EntryError for the first entry the engine refuses. */
export function play(setup: MatchSetup, entries: readonly Entry[], game: SupportedGame): Played {
  const doc = matchDoc(setup);
  const ref = new MatchReferee(doc, game);
  const steps: Step[] = [];
  const rulings: MatchRuling[] = [];
  const key = `${game.id}|${JSON.stringify(doc)}`;
  const before = built?.key === key ? built : null;
  const texts: string[] = [];
  let same = before !== null;
  try {
    entries.forEach((e, i) => {
      const text = JSON.stringify(e);
      same = same && before?.entries[i] === text;
      const step = same ? (before?.steps[i] as Step) : entryStep(positionOf(ref), e);
      try {
        rulings.push(ref.step(step, i));
      } catch (err) {
        if (err instanceof RefereeInputError) throw new EntryError(i, err.detail);
        throw err;
      }
      steps.push(step);
      texts.push(text);
    });
    return {
      entries: [...entries],
      steps,
      rulings,
      ctx: ref.context,
      state: ref.state,
      standing: ref.standing as MatchStanding,
      position: positionOf(ref),
      sheet: ref.context.score !== null ? scoreSheet(steps, rulings, matchSides(setup)) : [],
    };
  } finally {
    // kept unless this replay is a shorter run of the same entries (an undo keeps what redo needs)
    if (!same || texts.length >= (before?.entries.length ?? 0)) built = { key, entries: texts, steps: [...steps] };
    ref.stop();
  }
}

/** The entries with one more, if the engine accepts it (else EntryError). */
const _withEntry = (setup: MatchSetup, p: Played, e: Entry, game: SupportedGame): Played =>
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
    foulsOffered: over ? [] : foulsOffered(p.position),
    calls: !over && hasCalls(p.position),
    safety: !over && hasSafety(p.position),
    sidePocket: !over && p.standing.winner === null && choosesSidePocket(p.position),
    losesNotAsCalled: over ? [] : losesNotAsCalled(p.position),
    sidePockets: sidePocketsOf(ctx),
    last,
  };
}

/** The side pockets the engine keeps for the 1-ball (the contract's `sidePockets`), empty in other games. */
function sidePocketsOf(ctx: GameContext): Record<SideId, SidePocketId> {
  const kept = (ctx.x as { sidePockets?: Record<SideId, PocketId> } | null)?.sidePockets ?? {};
  return Object.fromEntries(
    Object.entries(kept).flatMap(([side, p]) =>
      SIDE_POCKET_IDS.some((x) => x === p) ? [[side, p as SidePocketId]] : [],
    ),
  );
}

/**
 * The 14.1 score sheet (6.x): one row per inning of a player, as a referee keeps it on paper —
 * the balls scored, the fouls and the points they cost, the running total. An inning ends when
 * the player leaves the table; a choice or a warning does not end it.
 */
function scoreSheet(steps: readonly Step[], rulings: readonly MatchRuling[], sides: readonly MatchSide[]) {
  // one row per inning of a side (with teams, the team's: the score is the team's)
  const players = sides.map((x) => x.id);
  const sideOf = (p: PlayerId) => sides.find((x) => x.players.includes(p))?.id ?? p;
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
    const by = sideOf(s.shot.by);
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
    open = r.next !== null && sideOf(r.next) === by && r.result === null ? row : null;
  });
  return rows;
}
