/**
 * The referee's vocabulary: the input a game log is made of (after validation at the edge)
 * and the Ruling it produces (contracts/README.md, "referee").
 */
import type { Edition } from '../../editions/edition.ts';
import type { BallFoul, GameId, NonBallFoul, ObjectBall, PocketId, ShotEvent } from '../../vocabulary/index.ts';
import type { Said } from './says.ts';
import type { Point, RefereeTableSize } from './table.ts';

export type PlayerId = string;
/** A side is a player id, or `team-1`, `team-2` ... when the match is played by teams. */
export type SideId = string;

export const CUE_BALL_STATES = ['in-place', 'in-hand', 'in-hand-kitchen', 'head-spot', 'centre-spot'] as const;
export type CueBallState = (typeof CUE_BALL_STATES)[number];

export const GENERAL_OPTIONS = [
  'accept',
  'pass',
  'rerack-self',
  'rerack-opponent',
  'spot-eight',
  'rerack',
  'kitchen',
  'spot-nearest',
  'spot-lowest',
  'relag',
] as const;
export type GeneralOption = (typeof GENERAL_OPTIONS)[number];
export type OptionName = GeneralOption | `${GameId}/${string}`;

export type FoulCode = NonBallFoul | BallFoul | `${GameId}/${string}`;

export const ANNOUNCEMENTS = [
  'forty-one',
  'bust',
  'own-ball-pocketed',
  'concede',
  'protest',
  'stalemate',
  'warning',
  'unrestorable',
] as const;
export type Announcement = (typeof ANNOUNCEMENTS)[number];

export type Group = 'solids' | 'stripes';

/** Where a ruling put a ball: a named place or coordinates (3.32, 6.7.3). */
export type Placement = Point | 'head-spot' | 'centre-spot' | 'foot-spot' | 'in-hand-kitchen' | 'in-place';

export interface GameResult {
  winner: SideId | null;
  loser?: SideId;
  draw?: boolean;
  reason: string;
  /** the loser loses the match, not only this game (1.14 concession, a second 3.9 or 3.29 offence, 2.28 disqualification) */
  match?: true;
}

export interface Ruling {
  step: number;
  foul: boolean;
  fouls: FoulCode[];
  next: PlayerId | null;
  cueBall: CueBallState;
  spotted: ObjectBall[];
  options: OptionName[];
  score: Record<SideId, number> | null;
  result: GameResult | null;
  groups?: Record<SideId, Group> | null;
  consecutiveFouls?: Record<SideId, number>;
  placed?: Record<string, Placement>;
  /** Card Ball: each player's cards after the step, ascending */
  hands?: Record<PlayerId, number[]>;
  restore: boolean;
  replay: boolean;
  rerack: boolean;
  warnings: string[];
  rules: string[];
  /** what the explanation says, as codes and their data; src/i18n/rulings puts it into words */
  says: Said[];
}

// ---------------------------------------------------------------- input (validated)

export type Call =
  | { kind: 'ball'; ball?: ObjectBall | 'cue'; pocket?: PocketId }
  | { kind: 'safety' }
  | { kind: 'many'; calls: Array<{ ball?: ObjectBall | 'cue'; pocket?: PocketId }> };

export interface ShotDeclaration {
  by: PlayerId;
  break?: boolean;
  call?: Call;
  pushOut?: boolean;
  frozen?: ObjectBall[];
  cueBallAt?: Point;
  stroke?: 'jump' | 'masse';
  positions?: Partial<Record<BallKey, Point>>;
  /** side-pocket-one/7.3: the breaker's side pocket for the 1-ball, declared on the break */
  sidePocket?: PocketId;
  events: ShotEvent[];
  /**
   * Set by the driver, not by a log: `by` fouled during the stroke of `strokeBy` (3.41). The
   * stroke is void (its balls are put back) and is ruled as `by`'s foul; `events` hold only it.
   */
  strokeBy?: PlayerId;
}

export type BallKey = 'cue' | `${ObjectBall}`;

export interface LagEntry {
  events: ShotEvent[];
  final: Point;
  start?: Point;
  /** the half of the table the player lags from (3.6 (a)), as seen from the head end */
  side?: 'left' | 'right';
  /** the ball was struck after the other ball had already reached the foot cushion (current 1.2: lag again) */
  struckLate?: boolean;
}

export type Step =
  | { kind: 'shot'; shot: ShotDeclaration }
  | { kind: 'choose'; by: PlayerId; option: string; ball?: ObjectBall }
  | { kind: 'announce'; by: PlayerId; what: Announcement }
  | { kind: 'newRack'; breaker?: PlayerId }
  | { kind: 'lag'; lag: Record<PlayerId, LagEntry> };

export interface GameSetup {
  shooter?: PlayerId;
  onTable?: ObjectBall[];
  cueBall?: CueBallState;
  groups?: Record<SideId, Group>;
  positions?: Partial<Record<BallKey, Point>>;
  consecutiveFouls?: Record<SideId, number>;
  score?: Record<SideId, number>;
  breaker?: PlayerId;
  /** issue 8 games (contract "Other setup fields"): balls each side has pocketed so far */
  pocketedBy?: Record<SideId, ObjectBall[]>;
  frame?: number;
  inning?: number;
  /** balls (or points) each side owes */
  owes?: Record<SideId, number>;
  /** each player's own side pocket */
  sidePockets?: Record<PlayerId, PocketId>;
  hands?: Record<PlayerId, number[]>;
  /** nine-ball: the position is the one right after a legal break, so a push out may be played (5.5, 5.6) */
  pushOutAvailable?: boolean;
}

export interface GameOptions {
  target?: number;
  referee?: boolean;
  /** a wheelchair competition (7.x): 7.3's fouls replace the foot-on-the-floor rule (3.13) */
  wheelchair?: boolean;
  breakOrder?: 'winner' | 'alternate' | 'loser' | 'trailing';
  [key: string]: unknown;
}

export interface RefereeDoc {
  game: GameId;
  /** Players in playing order; with teams, first players of each team, then the second ones. */
  players: PlayerId[];
  /** The side (player or team name) each player belongs to. */
  teams: SideId[][] | null;
  options: GameOptions;
  setup: GameSetup | null;
  steps: Step[];
  /** the table the game is played on (its lines, spots and cushions); 9 ft when absent */
  table?: RefereeTableSize;
  /** the rules the log is ruled under: the WPA rules of 1999 (default) or the current WPA Rules of Play */
  edition?: Edition;
}

/** Bad input found while refereeing: a path relative to the log and a message. */
export class RefereeInputError extends Error {
  constructor(
    readonly path: string,
    readonly detail: string,
  ) {
    super(`${path}: ${detail}`);
    this.name = 'RefereeInputError';
  }
}
