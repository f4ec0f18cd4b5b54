import type { Random, Vec2 } from '../geometry/index.ts';
import { shuffled } from '../geometry/index.ts';
import { GAMES } from '../rules/games.ts';
import type { GameId, ObjectBall } from '../vocabulary/index.ts';
import type { RackPlan, TriangleRack } from './rack-plan.ts';
import type { TableSpec } from './spec.ts';
import { WPA_BALL } from './spec.ts';
import { spot } from './spots.ts';

export type { RackPlan } from './rack-plan.ts';

/**
 * Opening racks for every game of the seed, as each game's descriptor gives them (rack-plan.ts
 * says how a plan is written). Neighbouring balls are RACK_GAP apart so the order of contacts on
 * the break is well defined; optional seeded jitter and shuffling of the balls the rules leave free.
 */

/** Gap between neighbouring racked balls (m): small against a ball, large against round-off. */
export const RACK_GAP = 1e-4;

export interface RackedBall {
  readonly ball: ObjectBall;
  readonly at: Vec2;
}

export const RACKS: Readonly<Record<GameId, RackPlan>> = Object.fromEntries(GAMES.map((g) => [g.id, g.rack])) as Record<
  GameId,
  RackPlan
>;

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
