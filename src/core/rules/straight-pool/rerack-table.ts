/**
 * 14.1 re-rack after the 14th ball (6.7.3, 6.7.6): where the 15th (break) ball and the cue ball
 * go when they are in the way of the triangle or of the head spot. The seed's table is flattened
 * and its header swapped (L1363-1387); reconstructed in research/seed-map.md 4.14 and checked
 * against the BCA table: rows = where the 15th ball is, columns = where the cue ball is.
 */
import { blocksSpot, isInKitchen, isInRackArea, type Point, type TableLines } from '../common/table.ts';

export const FIFTEENTH_AT = ['rack', 'pocketed', 'kitchen', 'elsewhere', 'head-spot'] as const;
export type FifteenthAt = (typeof FIFTEENTH_AT)[number];
export const CUE_AT = ['rack', 'elsewhere', 'head-spot'] as const;
export type CueAt = (typeof CUE_AT)[number];

export interface RerackEntry {
  fifteenth: 'stays' | 'foot-spot' | 'head-spot' | 'centre-spot';
  cue: 'stays' | 'in-hand-kitchen' | 'head-spot' | 'centre-spot';
}

const e = (fifteenth: RerackEntry['fifteenth'], cue: RerackEntry['cue']): RerackEntry => ({ fifteenth, cue });

/** null: both balls cannot be on the head spot at once. */
export const RERACK_TABLE: Record<FifteenthAt, Record<CueAt, RerackEntry | null>> = {
  rack: {
    rack: e('foot-spot', 'in-hand-kitchen'),
    elsewhere: e('head-spot', 'stays'),
    'head-spot': e('centre-spot', 'stays'),
  },
  pocketed: {
    rack: e('foot-spot', 'in-hand-kitchen'),
    elsewhere: e('foot-spot', 'stays'),
    'head-spot': e('foot-spot', 'stays'),
  },
  kitchen: { rack: e('stays', 'head-spot'), elsewhere: e('stays', 'stays'), 'head-spot': e('stays', 'stays') },
  elsewhere: { rack: e('stays', 'in-hand-kitchen'), elsewhere: e('stays', 'stays'), 'head-spot': e('stays', 'stays') },
  'head-spot': { rack: e('stays', 'centre-spot'), elsewhere: e('stays', 'stays'), 'head-spot': null },
};

/** Row of the table: a pocketed 15th ball, else the first of rack area / head spot / kitchen that applies. */
export function classifyFifteenth(t: TableLines, p: Point | undefined | 'pocketed'): FifteenthAt {
  if (p === 'pocketed') return 'pocketed';
  if (!p) return 'elsewhere';
  if (isInRackArea(t, p)) return 'rack';
  if (blocksSpot(p, t.headSpot)) return 'head-spot';
  return isInKitchen(t, p) ? 'kitchen' : 'elsewhere';
}

/** Column of the table. A cue ball whose position is unknown is taken to be out of the way. */
export function classifyCue(t: TableLines, p: Point | undefined): CueAt {
  if (!p) return 'elsewhere';
  if (isInRackArea(t, p)) return 'rack';
  return blocksSpot(p, t.headSpot) ? 'head-spot' : 'elsewhere';
}
