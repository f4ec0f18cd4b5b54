import type { TableSpec } from '../../core/table/index.ts';
import { RACKS, rackFor } from '../../core/table/index.ts';
import { GAME_IDS, type GameId } from '../../core/vocabulary/index.ts';
import type { TableStrings } from '../../i18n/table/index.ts';
import type { Layout } from './placement.ts';
import { quantize } from './placement.ts';
import type { BallPlacement } from './scene.ts';

/** The games whose opening rack the table sets up, in the list's order: every game that racks object balls (not the lag). */
export const RACK_GAMES: readonly GameId[] = GAME_IDS.filter((g) => RACKS[g].kind !== 'none');

/** A game's opening rack as placements (the listed order, no shuffle or jitter), and in words. */
export const rackPlacements = (game: GameId, spec: TableSpec): BallPlacement[] =>
  rackFor(game, spec).map((r) => ({ ball: r.ball, at: r.at }));

/**
 * A game's opening position as the table sets it up: the rack on the 0.1 mm grid, its balls spread
 * a hair apart so that none overlaps once rounded, and the cue ball in the kitchen (the lag has none).
 */
export function rackLayout(game: GameId, spec: TableSpec): Layout {
  const cx = spec.length * 0.75;
  const cy = spec.width / 2;
  const spread = rackPlacements(game, spec).map((b) => {
    const at = quantize(b.at);
    return { ball: b.ball, at: quantize([cx + (at[0] - cx) * 1.004, cy + (at[1] - cy) * 1.004]) };
  });
  return game === 'lag' ? spread : [{ ball: 'cue', at: quantize([spec.length / 8, cy]) }, ...spread];
}

export function rackText(t: TableStrings, game: GameId): string {
  const plan = RACKS[game];
  if (plan.kind === 'none') return t.rackNone;
  if (plan.kind === 'spots') return t.rackSpots(plan.balls.map(([b, s]) => `${t.ball(b)} ${t.onSpot(s)}`));
  return t.rackRows(plan.rows.map((row) => row.join(', ')));
}
