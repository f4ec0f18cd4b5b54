import type { TableGeometry, TableSpec } from '../table/index.ts';
import { buildTableGeometry } from '../table/index.ts';
import type { PocketId, RailId } from '../vocabulary/index.ts';
import { POCKET_IDS, RAIL_IDS } from '../vocabulary/index.ts';

/**
 * The table flattened into typed arrays for the event loop: cushion segments, jaw arcs and
 * capture circles. Rails and pockets are stored as indexes into the vocabulary lists.
 */
export interface Course {
  readonly geometry: TableGeometry;
  readonly length: number;
  readonly width: number;
  readonly headStringX: number;
  /** Segments, stride SEG: from x, from y, along x, along y, length, normal x, normal y. */
  readonly seg: Float64Array;
  readonly segRail: Uint8Array;
  readonly nSeg: number;
  /** Arcs, stride 3: centre x, centre y, radius. */
  readonly arc: Float64Array;
  readonly arcRail: Uint8Array;
  readonly nArc: number;
  /** Capture circles, stride 3: centre x, centre y, radius. */
  readonly hole: Float64Array;
  readonly holePocket: Uint8Array;
  readonly nHole: number;
}

export const SEG = 7;

const railIndex = (rail: RailId): number => RAIL_IDS.indexOf(rail);
const pocketIndex = (pocket: PocketId): number => POCKET_IDS.indexOf(pocket);

function compileCourse(g: TableGeometry): Course {
  const nSeg = g.segments.length;
  const seg = new Float64Array(nSeg * SEG);
  const segRail = new Uint8Array(nSeg);
  g.segments.forEach((s, k) => {
    seg.set([s.from[0], s.from[1], s.along[0], s.along[1], s.length, s.normal[0], s.normal[1]], k * SEG);
    segRail[k] = railIndex(s.rail);
  });
  const nArc = g.arcs.length;
  const arc = new Float64Array(nArc * 3);
  const arcRail = new Uint8Array(nArc);
  g.arcs.forEach((a, k) => {
    arc.set([a.centre[0], a.centre[1], a.radius], k * 3);
    arcRail[k] = railIndex(a.rail);
  });
  const nHole = g.pockets.length;
  const hole = new Float64Array(nHole * 3);
  const holePocket = new Uint8Array(nHole);
  g.pockets.forEach((p, k) => {
    hole.set([p.capture[0], p.capture[1], p.captureRadius], k * 3);
    holePocket[k] = pocketIndex(p.id);
  });
  return {
    geometry: g,
    length: g.length,
    width: g.width,
    headStringX: g.headStringX,
    seg,
    segRail,
    nSeg,
    arc,
    arcRail,
    nArc,
    hole,
    holePocket,
    nHole,
  };
}

const courses = new WeakMap<TableSpec, Map<number, Course>>();

/** Compiled table for a spec and ball radius, built once and reused. */
export function courseFor(table: TableSpec, R: number): Course {
  let byRadius = courses.get(table);
  if (!byRadius) {
    byRadius = new Map();
    courses.set(table, byRadius);
  }
  let c = byRadius.get(R);
  if (!c) {
    c = compileCourse(buildTableGeometry(table, R));
    byRadius.set(R, c);
  }
  return c;
}
