import type { Edition } from '../editions/overrides.ts';
import type { Vec2 } from '../geometry/index.ts';
import type { Announcement } from '../rules/common/types.ts';
import type { TableSize } from '../table/index.ts';
import type { BallId, GameId, NonBallFoul, ObjectBall, PocketId } from '../vocabulary/index.ts';

/**
 * A scenario as a link carries it: the table, where the balls are, optionally the game and its
 * situation, the shot, and a question. Positions are in metres on a 0.1 mm grid, angles in
 * degrees on a 0.1 degree grid, speed in m/s on a 1 cm/s grid, tip offsets in hundredths of
 * the ball radius: the codec stores exactly these, so `parse(make(x))` gives `x` back.
 */

export const PLAYERS = ['A', 'B'] as const;
export type Player = (typeof PLAYERS)[number];

/** How the shooter starts: the ball where it lies, in hand anywhere, or in hand in the kitchen. */
const CUE_STARTS = ['in-place', 'in-hand', 'in-hand-kitchen'] as const;
type CueStart = (typeof CUE_STARTS)[number];

export interface Situation {
  readonly shooter: Player;
  readonly break?: true;
  readonly cueBall?: Exclude<CueStart, 'in-place'>;
  /** Eight-ball groups: the group of player A (B has the other); absent = open table. */
  readonly groupA?: 'solids' | 'stripes';
  readonly call?: { readonly ball: ObjectBall; readonly pocket: PocketId };
  readonly safety?: true;
  readonly pushOut?: true;
  /** Balls declared frozen before the shot. */
  readonly frozen?: readonly ObjectBall[];
  /** Consecutive fouls standing against each player before the shot (0-2). */
  readonly fouls?: { readonly A: number; readonly B: number };
  /** Fouls that are not ball movements, added to the shot by hand. */
  readonly nonBall?: readonly NonBallFoul[];
}

export interface CueShot {
  /** Degrees counter-clockwise from +x, in [0, 360) (v3 links: in (-360, 360), a question's own heading). */
  readonly heading: number;
  /** m/s, in (0, MAX_SPEED]. */
  readonly speed: number;
  /** Tip offsets as fractions of the radius, each in [-1, 1]. */
  readonly side: number;
  readonly height: number;
}

/** What a shot's player declares before it (the referee's shot declarations). */
export interface Declarations {
  readonly break?: true;
  readonly call?: { readonly ball: ObjectBall; readonly pocket: PocketId };
  readonly safety?: true;
  readonly pushOut?: true;
  /** balls declared frozen to a cushion */
  readonly frozen?: readonly ObjectBall[];
}

/** What the 2-D physics cannot show, added to a shot by hand, in the referee's vocabulary. */
export type AddedFact =
  /** a ball that jumped off the table (`off-table`); it leaves the layout */
  | { readonly kind: 'off-table'; readonly ball: BallId }
  /** a foul that is not a ball movement: touched ball, double hit, push shot, no foot on floor ... */
  | { readonly kind: 'foul'; readonly foul: NonBallFoul }
  /** the other player interfered with the stroke (3.41): a foul by the non-shooter */
  | { readonly kind: 'interference'; readonly foul: NonBallFoul };

/**
 * One step of a game played on the table: a shot (its input only: the physics is deterministic,
 * so its events are recomputed), a choice, or an announcement (`by`: a player, or `referee`).
 */
export type GameStep =
  | {
      readonly kind: 'shot';
      /** where the cue ball in hand was placed; absent: where it lay */
      readonly cueAt?: Vec2;
      readonly shot: CueShot;
      readonly declare: Declarations;
      readonly added: readonly AddedFact[];
    }
  | { readonly kind: 'choose'; readonly by: string; readonly option: string; readonly ball?: ObjectBall }
  | { readonly kind: 'announce'; readonly by: string; readonly what: Announcement };

/** A value of the referee contract's JSON (docs/contract.md), as a link carries it. */
export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };
export type JsonObject = { readonly [key: string]: Json };

/**
 * The game's state beyond what the situation says, in the referee contract's JSON (v3 links): what
 * a ruling depends on that the position and the situation cannot show. Each field is optional.
 */
export interface GameState {
  /** the players, in turn order, when not the fewest the game allows (Cutthroat's or Forty-One's more) */
  readonly players?: readonly string[];
  /** the game's options: a target, no referee, the novices, the cards dealt, the peas ... */
  readonly options?: JsonObject;
  /**
   * the referee's set-up beyond the balls (its `positions` and `onTable` come from the balls and the
   * earlier steps): the shooter, fouls in a row, scores, frames, pocketed balls, side pockets ...;
   * null: a fresh game, the balls racked as they lie and the break due
   */
  readonly setup?: JsonObject | null;
  /** steps played before the position (contract JSON steps, written, not replayed) */
  readonly before?: readonly JsonObject[];
  /**
   * the first shot's declarations beyond the situation's: a call the situation cannot write (the
   * cue ball, a pocket alone), the side pocket, the stroke, and facts recorded with it before its
   * physics (non-ball fouls, a ball settling): contract JSON
   */
  readonly shot?: JsonObject;
}

export interface Scenario {
  readonly table: TableSize;
  /** Balls on the table, in the order given (each ball at most once). */
  readonly balls: ReadonlyArray<readonly [BallId, Vec2]>;
  readonly game?: GameId;
  readonly situation?: Situation;
  readonly shot?: CueShot;
  /** A question to the reader, plain text. */
  readonly question?: string;
  /** A game played on from the balls: the rules it is ruled under (the WPA 1999 rules when absent). */
  readonly edition?: Edition;
  /** A game played on from the balls (with `situation` as its start): every step since (v2 links). */
  readonly steps?: readonly GameStep[];
  /** The game's state beyond the situation (v3 links). */
  readonly state?: GameState;
}

export const MAX_SPEED = 12;
export const MAX_QUESTION = 280;
export const MAX_LINK = 2000;
/** A link carrying a whole game (v2) may be longer. */
export const MAX_GAME_LINK = 8000;

/** The grid of the stored angles. */
export const ANGLE_STEP = 0.1;

/** Rounds a value to its grid the way the codec stores it (for callers that build scenarios). */
export const onGrid = (value: number, step: number): number => {
  const r = Math.round(value / step) * step;
  const digits = Math.max(0, -Math.floor(Math.log10(step)));
  const out = Number(r.toFixed(digits));
  return out === 0 ? 0 : out;
};

export type ParseResult =
  | { readonly ok: true; readonly value: Scenario }
  | { readonly ok: false; readonly field: string; readonly reason: string };
