import type { Vec2 } from '../geometry/index.ts';
import type { TableGeometry, TableSpec } from '../table/index.ts';
import type { BallId } from '../vocabulary/index.ts';
import { courseFor } from './course.ts';
import { isMiscue, tipOffset } from './cue.ts';
import type { PhysicsParams } from './params.ts';
import { PARAMS } from './params.ts';
import type { ShotInput } from './simulate.ts';

/**
 * Checks of a shot that need the physics (the JSON shape is checked at the edge): a table
 * whose pockets fit, balls on the playing surface and apart, the struck ball present, no
 * miscue. Each problem names the offending field the way the contract's messages do.
 */

export interface InputProblem {
  /** Dotted path of the field, e.g. "balls.3" or "shot.tip". */
  readonly path: string;
  readonly message: string;
}

/** Round-off allowed when balls are placed exactly touching each other or a cushion (m). */
const PLACEMENT_TOLERANCE = 1e-9;

function checkTable(table: TableSpec, P: PhysicsParams = PARAMS): InputProblem | null {
  const { length: L, width: W, pockets } = table;
  const minSide = 4 * P.R;
  if (!(L >= minSide) || !(W >= minSide)) return { path: 'table', message: `each side must be at least ${minSide} m` };
  if (pockets === null) return null;
  const corner = pockets.cornerMouth / Math.SQRT2 + 2 * pockets.jawRadius;
  if (2 * corner + 2 * P.R >= W) return { path: 'table.width', message: 'too narrow for its corner pockets' };
  if (corner + pockets.sideMouth / 2 + 2 * pockets.jawRadius + 2 * P.R >= L / 2)
    return { path: 'table.length', message: 'too short for its corner and side pockets' };
  return null;
}

const key = (id: BallId): string => `balls.${id}`;

function placementProblem(at: Vec2, g: TableGeometry, P: PhysicsParams): string | null {
  const R = P.R - PLACEMENT_TOLERANCE;
  const [x, y] = at;
  if (x < R || x > g.length - R || y < R || y > g.width - R)
    return `the ball is not on the playing surface (its centre must be at least R = ${P.R} m inside the cushions)`;
  for (const p of g.pockets) {
    if (Math.hypot(x - p.capture[0], y - p.capture[1]) < p.captureRadius) return `the ball is in the ${p.id} pocket`;
    for (const j of p.jaws)
      if (Math.hypot(x - j.centre[0], y - j.centre[1]) < j.radius + R)
        return `the ball overlaps the ${p.id} pocket's jaw`;
  }
  return null;
}

function overlapProblem(balls: ShotInput['balls'], P: PhysicsParams): InputProblem | null {
  const min = 2 * P.R - PLACEMENT_TOLERANCE;
  for (let a = 0; a < balls.length; a++) {
    for (let b = a + 1; b < balls.length; b++) {
      const [ia, pa] = balls[a] as ShotInput['balls'][number];
      const [ib, pb] = balls[b] as ShotInput['balls'][number];
      const d = Math.hypot(pa[0] - pb[0], pa[1] - pb[1]);
      if (d < min)
        return { path: key(ib), message: `overlaps ball ${ia} (centres ${d.toFixed(6)} m apart, less than 2R)` };
    }
  }
  return null;
}

export function checkShot(input: ShotInput, P: PhysicsParams = PARAMS): InputProblem | null {
  const tableProblem = checkTable(input.table, P);
  if (tableProblem) return tableProblem;
  const g = courseFor(input.table, P.R).geometry;
  for (const [id, at] of input.balls) {
    const problem = placementProblem(at, g, P);
    if (problem) return { path: key(id), message: problem };
  }
  const overlap = overlapProblem(input.balls, P);
  if (overlap) return overlap;
  const { shot } = input;
  if (!input.balls.some(([id]) => id === shot.ball))
    return { path: 'shot.ball', message: `ball ${shot.ball} is not on the table` };
  if (isMiscue(shot.tip, P))
    return {
      path: 'shot.tip',
      message: `miscue: the tip is ${tipOffset(shot.tip).toFixed(3)} R from the centre, beyond the limit of ${P.miscueLimit} R`,
    };
  return null;
}
