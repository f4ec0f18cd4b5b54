import type { Random, Vec2 } from '../geometry/index.ts';
import { shuffled } from '../geometry/index.ts';
import type { GameId, ObjectBall } from '../vocabulary/index.ts';
import type { TableSpec } from './spec.ts';
import { WPA_BALL } from './spec.ts';
import { spot } from './spots.ts';

/**
 * Opening racks for every game of the seed. A triangle's apex sits on the foot spot and its
 * rows run toward the foot cushion; each row is listed from the right (y = 0 side) to the
 * left. Neighbouring balls are RACK_GAP apart so the order of contacts on the break is
 * well defined; optional seeded jitter and shuffling of the balls the rules leave free.
 */

/** Gap between neighbouring racked balls (m): small against a ball, large against round-off. */
export const RACK_GAP = 1e-4;

export interface RackedBall {
  readonly ball: ObjectBall;
  readonly at: Vec2;
}

interface TriangleRack {
  readonly kind: 'triangle';
  /** Balls row by row from the apex, each row right to left. */
  readonly rows: readonly (readonly ObjectBall[])[];
  /** Balls whose place the rules fix; the others may be shuffled. */
  readonly fixed: readonly ObjectBall[];
  readonly source: string;
}

interface SpotRack {
  readonly kind: 'spots';
  readonly balls: readonly (readonly [ObjectBall, 'head' | 'centre' | 'foot'])[];
  readonly source: string;
}

export type RackPlan = TriangleRack | SpotRack | { readonly kind: 'none'; readonly source: string };

const FIFTEEN_IN_ORDER: ObjectBall[][] = [[1], [2, 3], [4, 5, 6], [7, 8, 9, 10], [11, 12, 13, 14, 15]];
const ONE_TWO_THREE_CORNERS: ObjectBall[][] = [[1], [4, 5], [6, 7, 8], [9, 10, 11, 12], [2, 13, 14, 15, 3]];
const FIFTEEN_CENTRE: ObjectBall[][] = [[1], [4, 5], [6, 15, 7], [8, 9, 10, 11], [2, 12, 13, 14, 3]];

const random15 = (source: string): TriangleRack => ({ kind: 'triangle', rows: FIFTEEN_IN_ORDER, fixed: [], source });

export const RACKS: Readonly<Record<GameId, RackPlan>> = {
  'eight-ball': {
    kind: 'triangle',
    rows: [[1], [9, 2], [3, 8, 10], [11, 4, 12, 5], [6, 13, 14, 7, 15]],
    fixed: [8, 6, 15],
    source: 'WPA 4.2 / seed 4.2: 8 in the centre of the third row, a solid and a stripe in the back corners',
  },
  'nine-ball': {
    kind: 'triangle',
    rows: [[1], [2, 3], [4, 9, 5], [6, 7], [8]],
    fixed: [1, 9],
    source: 'seed 5.2: diamond, 1 at the apex on the foot spot, 9 in the centre',
  },
  'straight-pool': {
    kind: 'triangle',
    // The racker stands at the foot cushion facing the head: his right is the y = width side,
    // the last ball of a row.
    rows: [[2], [3, 4], [6, 7, 8], [9, 10, 11, 12], [5, 13, 14, 15, 1]],
    fixed: [1, 5],
    source:
      "seed 6.4: apex on the foot spot, the 1 in the back corner on the racker's right, the 5 in the left corner, the rest in any order",
  },
  'six-ball': {
    kind: 'triangle',
    rows: [[1], [2, 3], [4, 6, 5]],
    fixed: [1, 6],
    source: 'seed Six-Ball 4: rows of 1-2-3, 1 on the foot spot, 6 in the middle of the back row',
  },
  'card-ball': random15('Card Ball (Poker Pool): standard triangle, balls at random'),
  bowlliards: {
    kind: 'triangle',
    rows: [[1], [2, 3], [4, 5, 6], [7, 8, 9, 10]],
    fixed: [],
    source: 'seed Bowlliards 4: ten balls in a 1-2-3-4 triangle, apex on the foot spot',
  },
  cutthroat: {
    kind: 'triangle',
    rows: [[1], [2, 3], [4, 5, 7], [8, 9, 10, 12], [6, 13, 14, 15, 11]],
    fixed: [1, 6, 11],
    source: 'seed Cutthroat 4: 1 on the foot spot, 6 and 11 in the back corners',
  },
  cowboy: {
    kind: 'spots',
    balls: [
      [1, 'head'],
      [3, 'foot'],
      [5, 'centre'],
    ],
    source: 'seed Cowboy 4: 1 on the head spot, 3 on the foot spot, 5 on the centre spot',
  },
  'forty-one': random15('seed Forty-One: standard triangle, balls at random'),
  'kelly-pool': {
    kind: 'triangle',
    rows: ONE_TWO_THREE_CORNERS,
    fixed: [1, 2, 3],
    source: 'seed Kelly Pool 4: 1 at the apex, 2 in the right corner, 3 in the left corner',
  },
  'mr-and-mrs': {
    kind: 'triangle',
    rows: FIFTEEN_CENTRE,
    fixed: [1, 2, 3, 15],
    source: 'seed Mr. & Mrs. 4: 1 at the apex, 2 right, 3 left, 15 in the centre',
  },
  'odd-ball': {
    kind: 'triangle',
    rows: FIFTEEN_CENTRE,
    fixed: [1, 2, 3, 15],
    source: 'seed Odd Ball 4: 1 at the apex, 2 right, 3 left, 15 in the centre',
  },
  honolulu: random15('seed Honolulu 4: fifteen balls racked at random'),
  cribbage: {
    kind: 'triangle',
    rows: FIFTEEN_CENTRE,
    fixed: [15, 1, 2, 3],
    source: 'seed Cribbage 4: 15 in the centre, no two corner balls adding up to 15 (1, 2, 3 here)',
  },
  'side-pocket-one': random15('seed L789 (rack section missing): assumed standard triangle with the 1 at the apex'),
  lag: { kind: 'none', source: 'the lag uses no object balls' },
};

export interface RackOptions {
  /** Seeded generator; without one the rack is the listed order with no jitter. */
  readonly rng?: Random;
  /** Shuffle the balls the rules leave free (needs rng). */
  readonly shuffle?: boolean;
  /** Largest random displacement of each ball (m); capped below half the gap so balls never overlap. */
  readonly jitter?: number;
  readonly gap?: number;
  readonly ballRadius?: number;
}

function shuffleFree(plan: TriangleRack, rng: Random): ObjectBall[][] {
  const flat = plan.rows.flat();
  const free = shuffled(
    flat.filter((b) => !plan.fixed.includes(b)),
    rng,
  );
  let k = 0;
  return plan.rows.map((row) => row.map((b) => (plan.fixed.includes(b) ? b : (free[k++] as ObjectBall))));
}

function trianglePlaces(rows: readonly (readonly ObjectBall[])[], apex: Vec2, pitch: number): RackedBall[] {
  const rowStep = (pitch * Math.sqrt(3)) / 2;
  return rows.flatMap((row, r) =>
    row.map(
      (ball, i): RackedBall => ({ ball, at: [apex[0] + r * rowStep, apex[1] + (i - (row.length - 1) / 2) * pitch] }),
    ),
  );
}

function jittered(balls: RackedBall[], rng: Random, amount: number): RackedBall[] {
  return balls.map(({ ball, at }) => {
    const angle = 2 * Math.PI * rng.next();
    const r = amount * Math.sqrt(rng.next());
    return { ball, at: [at[0] + r * Math.cos(angle), at[1] + r * Math.sin(angle)] };
  });
}

/** The opening rack of `game` on `table`. */
export function rackFor(game: GameId, table: TableSpec, options: RackOptions = {}): RackedBall[] {
  const plan = RACKS[game];
  const gap = options.gap ?? RACK_GAP;
  const R = options.ballRadius ?? WPA_BALL.radius;
  const rng = options.rng;
  let balls: RackedBall[];
  if (plan.kind === 'none') return [];
  if (plan.kind === 'spots') balls = plan.balls.map(([ball, s]) => ({ ball, at: spot(table, s) }));
  else {
    const rows = rng && options.shuffle ? shuffleFree(plan, rng) : plan.rows;
    balls = trianglePlaces(rows, spot(table, 'foot'), 2 * R + gap);
  }
  const jitter = Math.min(options.jitter ?? 0, 0.49 * gap);
  return rng && jitter > 0 ? jittered(balls, rng, jitter) : balls;
}

export const rackSize = (game: GameId): number => {
  const plan = RACKS[game];
  return plan.kind === 'none' ? 0 : plan.kind === 'spots' ? plan.balls.length : plan.rows.flat().length;
};
