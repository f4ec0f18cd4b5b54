import { degToRad, inches } from '../geometry/index.ts';

/**
 * Every table dimension the engines use, with its source. Nothing outside this folder
 * hard-codes a table size, a pocket width or a spot.
 *
 * Source for the standard values: WPA Equipment Specifications ("Table and equipment
 * specifications", World Pool-Billiard Association, as adopted by the BCA): playing surface
 * 100 x 50 in. (9 ft), 92 x 46 in. (8 ft) and 78 x 39 in. (7 ft); corner pocket mouth
 * 4 1/2 - 4 5/8 in., side pocket mouth 5 - 5 1/8 in., measured between the points where the
 * cushion noses turn into the pocket; pocket cut ("jaw") angles 142 deg (corner) and
 * 104 deg (side), +/- 1; shelf (mouth to the edge of the slate cut) 1 - 2 1/4 in. (corner)
 * and 0 - 3/8 in. (side); drop point slate radius (the rounding of the slate's edge where the
 * ball falls) 1/8 - 1/4 in. (BCA pocket specifications, the same specification). Where WPA gives a
 * range we take the tighter end.
 */

/** Ball dimensions, WPA Equipment Specifications: 2 1/4 in. diameter, 5.5 - 6 oz. */
export const WPA_BALL = Object.freeze({ radius: inches(2.25) / 2, mass: 0.17 });

export type TableSize = '7ft' | '8ft' | '9ft';
export const TABLE_SIZES: readonly TableSize[] = ['7ft', '8ft', '9ft'];

export interface PocketSpec {
  /** Distance between the two jaw tips of a corner pocket (m). */
  readonly cornerMouth: number;
  /** Distance between the two jaw tips of a side pocket (m). */
  readonly sideMouth: number;
  /** Angle between the cushion nose and the jaw face, inside the rubber (rad). */
  readonly cornerJawAngle: number;
  readonly sideJawAngle: number;
  /**
   * Radius of the rounded cushion nose at each jaw tip (m). Not in the WPA text: an estimate
   * of the rubber's rounding (about 1/4 in.) so that jaw tips are not knife edges.
   */
  readonly jawRadius: number;
  /** The shelf: from the middle of the mouth line to the vertical cut of the slate (m). */
  readonly cornerDrop: number;
  readonly sideDrop: number;
  /**
   * Radius of the slate cut's circle, whose near edge is the shelf's end (m). A modelling
   * choice, not a WPA number: big enough to span the throat behind the mouth, so a ball that
   * passes the shelf between the jaws always drops.
   */
  readonly cornerCapture: number;
  readonly sideCapture: number;
  /**
   * Radius of the rounded slate edge at the drop point (m); WPA/BCA: 1/8 - 1/4 in. A ball
   * whose centre (its contact with the cloth) has passed the start of the rounding rolls
   * over it, so a ball's centre drops this much before the vertical cut: the capture circle
   * is the slate cut's circle widened by it.
   */
  readonly slateEdge: number;
}

export interface TableSpec {
  /** '7ft', '8ft', '9ft' or 'custom'. */
  readonly name: string;
  /** Playing surface between the cushion noses, along x (head to foot), metres. */
  readonly length: number;
  /** Playing surface between the cushion noses, along y (right to left), metres. */
  readonly width: number;
  /** null: a closed rectangle of cushions without pockets. */
  readonly pockets: PocketSpec | null;
  readonly source: string;
}

const WPA_SOURCE = 'WPA Equipment Specifications (playing surface, pocket mouths, cut angles, shelf)';

/** Standard WPA pockets (the tighter end of each tolerance). */
export const WPA_POCKETS: PocketSpec = Object.freeze({
  cornerMouth: inches(4.5),
  sideMouth: inches(5),
  cornerJawAngle: degToRad(142),
  sideJawAngle: degToRad(104),
  jawRadius: inches(0.25),
  cornerDrop: inches(1),
  sideDrop: inches(0.1875),
  cornerCapture: inches(1.25),
  sideCapture: inches(2),
  // Drop point slate radius, BCA/WPA pocket specifications: 1/8 - 1/4 in.; the tighter end.
  slateEdge: inches(0.125),
});

const SIZES: Readonly<Record<TableSize, readonly [lengthIn: number, widthIn: number]>> = {
  '9ft': [100, 50],
  '8ft': [92, 46],
  '7ft': [78, 39],
};

export const DEFAULT_TABLE_SIZE: TableSize = '9ft';

export function standardTable(size: TableSize = DEFAULT_TABLE_SIZE): TableSpec {
  const [l, w] = SIZES[size];
  return Object.freeze({ name: size, length: inches(l), width: inches(w), pockets: WPA_POCKETS, source: WPA_SOURCE });
}

/**
 * Custom mouths keep the WPA jaw angles; the shelf and capture circle scale with the mouth,
 * so a wider pocket is a magnified standard pocket. The jaw rounding and the slate edge's
 * rounding are finishes of the rubber and the slate, and stay as they are.
 */
function customPockets(cornerMouth: number, sideMouth: number): PocketSpec {
  const kc = cornerMouth / WPA_POCKETS.cornerMouth;
  const ks = sideMouth / WPA_POCKETS.sideMouth;
  return Object.freeze({
    ...WPA_POCKETS,
    cornerMouth,
    sideMouth,
    cornerDrop: WPA_POCKETS.cornerDrop * kc,
    sideDrop: WPA_POCKETS.sideDrop * ks,
    cornerCapture: WPA_POCKETS.cornerCapture * kc,
    sideCapture: WPA_POCKETS.sideCapture * ks,
  });
}

export type PocketOption = 'standard' | 'none' | { readonly cornerMouth: number; readonly sideMouth: number };

export function customTable(length: number, width: number, pockets: PocketOption): TableSpec {
  const spec =
    pockets === 'standard'
      ? WPA_POCKETS
      : pockets === 'none'
        ? null
        : customPockets(pockets.cornerMouth, pockets.sideMouth);
  return Object.freeze({
    name: 'custom',
    length,
    width,
    pockets: spec,
    source: pockets === 'none' ? 'closed rectangle (no pockets)' : WPA_SOURCE,
  });
}
