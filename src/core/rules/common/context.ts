/**
 * The state of a game between steps, shared by every game (game-specific state lives in `x`).
 * Contexts are replaced, never mutated, so a machine snapshot is a plain value.
 */
import { DEFAULT_EDITION, type Edition } from '../../editions/edition.ts';
import type { GameId, ObjectBall } from '../../vocabulary/index.ts';
import type { BallSet } from './balls.ts';
import { keyed, keyedFrom, zeroCounts } from './keyed.ts';
import { type EditionPolicy, policyFor } from './policy.ts';
import { NINE_FOOT, type Point, type TableLines, tableLines } from './table.ts';
import type {
  BallKey,
  CueBallState,
  GameOptions,
  GameResult,
  OptionName,
  PlayerId,
  RefereeDoc,
  Ruling,
  SideId,
} from './types.ts';

/** A choice the rules give a player after a ruling (4.5, 4.7, 4.8, 5.6, 6.6, 6.7.5, 6.7.7, 6.12, 3.9). */
export interface Pending {
  chooser: PlayerId;
  /** the player who caused the choice (offender, pusher, breaker) */
  offender: PlayerId;
  options: OptionName[];
  /** what the choice is about: picks the resolution */
  about: string;
  /** cue ball state if the table is accepted as it is */
  cueBallIfAccepted: CueBallState;
  /** 6.7.7: balls equally nearest to the head string */
  candidates?: ObjectBall[];
}

interface Strikes {
  intentional: number;
  deflected: number;
}

export interface GameContext<X = unknown> {
  game: GameId;
  /** the edition of the rules the game is ruled under (src/core/editions/overrides.ts) */
  edition: Edition;
  /** what the edition says at each point the editions differ on, resolved once from the game and its edition (policy.ts) */
  policy: EditionPolicy;
  players: PlayerId[];
  sideOf: Record<PlayerId, SideId>;
  sides: SideId[];
  referee: boolean;
  options: GameOptions;
  /** the table's lines and spots (the log's `table`, 9 ft by default) */
  table: TableLines;
  /** who acts next: shoots, or chooses when `pending` is set */
  turn: PlayerId;
  phase: 'break' | 'play' | 'over';
  onTable: BallSet;
  positions: Partial<Record<BallKey, Point>>;
  cueBall: CueBallState;
  pending: Pending | null;
  /** who broke (or is to break) the current rack (4.21 stalemate, 3.35) */
  breaker: PlayerId;
  result: GameResult | null;
  score: Record<SideId, number> | null;
  /** consecutive fouls per side (5.13, 6.12) */
  fouls: Record<SideId, number>;
  /** 2.16: the referee's warning recorded since the side's second consecutive foul */
  warned: Record<SideId, boolean>;
  /** 3.29 and 3.9 warnings per player for the match */
  strikes: Record<PlayerId, Strikes>;
  /** the last ruling made */
  ruling: Ruling | null;
  x: X;
}

export const sideOf = (ctx: GameContext, p: PlayerId): SideId => ctx.sideOf[p] ?? p;

/** The player after `p` in the playing order (contract: A, B, C, D with teams). */
export function nextPlayer(ctx: Pick<GameContext, 'players'>, p: PlayerId): PlayerId {
  const i = ctx.players.indexOf(p);
  return ctx.players[(i + 1) % ctx.players.length] as PlayerId;
}

/** The side that wins when `loserSide` loses (two-sided games). */
export function otherSide(ctx: GameContext, loserSide: SideId): SideId {
  return ctx.sides.find((s) => s !== loserSide) ?? loserSide;
}

export function baseContext<X>(doc: RefereeDoc, onTable: BallSet, x: X, scoring: boolean): GameContext<X> {
  const sideMap: Record<PlayerId, SideId> = keyed();
  let sides: SideId[];
  if (doc.teams) {
    sides = doc.teams.map((_t, i) => `team-${i + 1}`);
    doc.teams.forEach((team, i) => {
      for (const p of team) sideMap[p] = `team-${i + 1}`;
    });
  } else {
    sides = [...doc.players];
    for (const p of doc.players) sideMap[p] = p;
  }
  const zero = () => zeroCounts(sides) as Record<SideId, number>;
  const setup = doc.setup;
  const first = doc.players[0] as PlayerId;
  const turn = setup?.shooter ?? first;
  const score = scoring ? keyedFrom(zero(), setup?.score) : null;
  const edition = doc.edition ?? DEFAULT_EDITION;
  return {
    game: doc.game,
    edition,
    policy: policyFor(edition),
    players: doc.players,
    sideOf: sideMap,
    sides,
    referee: doc.options.referee !== false,
    options: doc.options,
    table: doc.table ? tableLines(doc.table) : NINE_FOOT,
    turn,
    phase: setup ? 'play' : 'break',
    onTable,
    positions: keyedFrom(setup?.positions),
    cueBall: setup ? (setup.cueBall ?? 'in-place') : 'in-hand-kitchen',
    pending: null,
    breaker: setup?.breaker ?? (setup ? turn : first),
    result: null,
    score,
    fouls: keyedFrom(zero(), setup?.consecutiveFouls),
    warned: keyed(sides.map((s) => [s, false])),
    strikes: keyed(doc.players.map((p) => [p, { intentional: 0, deflected: 0 }])),
    ruling: null,
    x,
  };
}

/**
 * 3.36 (and 4.4, 5.3): who breaks the next rack of a match — the player named in the log, else by
 * the match's break order: the winner by default (`winner` overrides who counts as the winner's
 * player, e.g. Odd Ball's last pocketer), the loser, or the next player in turn.
 */
export function nextBreaker(ctx: GameContext, requested: PlayerId | undefined, winner?: PlayerId): PlayerId {
  if (requested) return requested;
  const order = ctx.options.breakOrder ?? 'winner';
  const playerOf = (side: SideId | null | undefined) => ctx.players.find((p) => ctx.sideOf[p] === side) ?? ctx.breaker;
  if (order === 'alternate') return nextPlayer(ctx, ctx.breaker);
  if (order === 'loser') return playerOf(ctx.result?.loser);
  return winner ?? playerOf(ctx.result?.winner);
}
