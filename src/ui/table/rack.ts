import type { TableSpec } from '../../core/table/index.ts';
import { RACKS, rackFor } from '../../core/table/index.ts';
import type { GameId } from '../../core/vocabulary/index.ts';
import type { TableStrings } from '../../i18n/table/index.ts';
import type { BallPlacement } from './scene.ts';

/** A game's opening rack as placements (the listed order, no shuffle or jitter), and in words. */
export const rackPlacements = (game: GameId, spec: TableSpec): BallPlacement[] =>
  rackFor(game, spec).map((r) => ({ ball: r.ball, at: r.at }));

export function rackText(t: TableStrings, game: GameId): string {
  const plan = RACKS[game];
  if (plan.kind === 'none') return t.rackNone;
  if (plan.kind === 'spots') return t.rackSpots(plan.balls.map(([b, s]) => `${t.ball(b)} ${t.onSpot(s)}`));
  return t.rackRows(plan.rows.map((row) => row.join(', ')));
}
