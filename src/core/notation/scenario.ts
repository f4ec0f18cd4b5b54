import type { Vec2 } from '../geometry/index.ts';
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
export const CUE_STARTS = ['in-place', 'in-hand', 'in-hand-kitchen'] as const;
export type CueStart = (typeof CUE_STARTS)[number];

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
  /** Degrees counter-clockwise from +x, in [0, 360). */
  readonly heading: number;
  /** m/s, in (0, MAX_SPEED]. */
  readonly speed: number;
  /** Tip offsets as fractions of the radius, each in [-1, 1]. */
  readonly side: number;
  readonly height: number;
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
}

export const MAX_SPEED = 12;
export const MAX_QUESTION = 280;
export const MAX_LINK = 2000;

/** Grids of the stored values. */
export const POSITION_STEP = 1e-4;
export const ANGLE_STEP = 0.1;
export const SPEED_STEP = 0.01;
export const TIP_STEP = 0.01;

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
