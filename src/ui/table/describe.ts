import type { Vec2 } from '../../core/geometry/index.ts';
import type { TableSpec } from '../../core/table/index.ts';
import { isInKitchen, pocketPositions, spot, WPA_BALL } from '../../core/table/index.ts';
import type { BallId, PocketId } from '../../core/vocabulary/index.ts';
import type { Side, SpotName, TableStrings } from '../../i18n/table/index.ts';
import type { AddedFact } from './game.ts';
import type { BallPlacement } from './scene.ts';

/**
 * The text description of a layout, for screen readers and the "describe" box: first the
 * facts about each ball (language-neutral, unit-tested), then sentences in either language.
 * Distances are in diamonds (an eighth of the length along the long cushions, a quarter of
 * the width along the short ones), rounded to half a diamond, as players say them.
 */

/** Same as the referee's touch tolerance: a gap up to half a millimetre counts as frozen. */
const FROZEN_GAP = 0.0005;
/** A ball within 2 mm of a spot is "on" it. */
const ON_SPOT = 0.002;

type BallFact =
  | { kind: 'kitchen' }
  | { kind: 'spot'; spot: SpotName }
  | { kind: 'frozen-cushion'; side: Side }
  | { kind: 'frozen-balls'; others: BallId[] }
  | { kind: 'jaws'; pocket: PocketId }
  | { kind: 'along'; pocket: PocketId; diamonds: number }
  | { kind: 'at'; fromHead: number; fromRight: number };

export interface BallDescription {
  readonly ball: BallId;
  readonly facts: BallFact[];
}

const ORDER = (a: BallId): number => (a === 'cue' ? 0 : a);
const half = (v: number): number => Math.round(v * 2) / 2;

function frozenSides(spec: TableSpec, p: Vec2, R: number): Side[] {
  const near = (d: number) => d <= R + FROZEN_GAP;
  const out: Side[] = [];
  if (near(p[0])) out.push('head');
  if (near(spec.length - p[0])) out.push('foot');
  if (near(p[1])) out.push('right');
  if (near(spec.width - p[1])) out.push('left');
  return out;
}

/** The nearest pocket along the cushion a ball is frozen to, and how far in diamonds. */
function alongCushion(spec: TableSpec, p: Vec2, side: Side): { pocket: PocketId; diamonds: number } {
  const at = pocketPositions(spec.length, spec.width);
  const onRail: PocketId[] =
    side === 'head'
      ? ['head-right', 'head-left']
      : side === 'foot'
        ? ['foot-right', 'foot-left']
        : side === 'right'
          ? ['head-right', 'side-right', 'foot-right']
          : ['head-left', 'side-left', 'foot-left'];
  const unit = side === 'head' || side === 'foot' ? spec.width / 4 : spec.length / 8;
  let best: { pocket: PocketId; diamonds: number } = { pocket: onRail[0] as PocketId, diamonds: Infinity };
  for (const id of onRail) {
    const q = at[id];
    const d = side === 'head' || side === 'foot' ? Math.abs(p[1] - q[1]) : Math.abs(p[0] - q[0]);
    if (d / unit < best.diamonds) best = { pocket: id, diamonds: d / unit };
  }
  return { pocket: best.pocket, diamonds: half(best.diamonds) };
}

/** A ball whose centre is within a mouth's width of a pocket's nominal point sits in its jaws. */
function inJaws(spec: TableSpec, p: Vec2): PocketId | undefined {
  if (!spec.pockets) return undefined;
  const at = pocketPositions(spec.length, spec.width);
  for (const [id, q] of Object.entries(at) as [PocketId, Vec2][]) {
    const reach = id.startsWith('side') ? spec.pockets.sideMouth : spec.pockets.cornerMouth;
    if (Math.hypot(p[0] - q[0], p[1] - q[1]) < reach) return id;
  }
  return undefined;
}

export function describeBall(
  spec: TableSpec,
  balls: readonly BallPlacement[],
  b: BallPlacement,
  R = WPA_BALL.radius,
): BallDescription {
  const facts: BallFact[] = [];
  const p = b.at;
  if (isInKitchen(spec, p)) facts.push({ kind: 'kitchen' });
  for (const name of ['head', 'centre', 'foot'] as const) {
    const s = spot(spec, name);
    if (Math.hypot(p[0] - s[0], p[1] - s[1]) <= ON_SPOT) facts.push({ kind: 'spot', spot: name });
  }
  const sides = frozenSides(spec, p, R);
  for (const side of sides) facts.push({ kind: 'frozen-cushion', side });
  const touching = balls
    .filter((o) => o.ball !== b.ball && Math.hypot(p[0] - o.at[0], p[1] - o.at[1]) <= 2 * R + FROZEN_GAP)
    .map((o) => o.ball)
    .sort((x, y) => ORDER(x) - ORDER(y));
  if (touching.length) facts.push({ kind: 'frozen-balls', others: touching });
  const jaws = inJaws(spec, p);
  if (jaws) facts.push({ kind: 'jaws', pocket: jaws });
  else if (sides.length === 1) facts.push({ kind: 'along', ...alongCushion(spec, p, sides[0] as Side) });
  else if (!facts.some((f) => f.kind === 'spot') && sides.length === 0)
    facts.push({ kind: 'at', fromHead: half(p[0] / (spec.length / 8)), fromRight: half(p[1] / (spec.width / 4)) });
  return { ball: b.ball, facts };
}

export function describeLayout(spec: TableSpec, balls: readonly BallPlacement[]): BallDescription[] {
  return [...balls].sort((a, b) => ORDER(a.ball) - ORDER(b.ball)).map((b) => describeBall(spec, balls, b));
}

function factText(t: TableStrings, f: BallFact): string {
  switch (f.kind) {
    case 'kitchen':
      return t.inKitchen;
    case 'spot':
      return t.onSpot(f.spot);
    case 'frozen-cushion':
      return t.frozenToCushion(f.side);
    case 'frozen-balls':
      return t.frozenToBalls(f.others);
    case 'jaws':
      return t.inJaws(f.pocket);
    case 'along':
      return t.fromPocket(f.pocket, f.diamonds);
    case 'at':
      return t.at(f.fromHead, f.fromRight);
  }
}

/** One sentence per ball: "The 3: frozen to the foot cushion, 2 diamonds from the foot-left pocket." */
export function ballSentence(t: TableStrings, d: BallDescription): string {
  return `${t.Ball(d.ball)}: ${d.facts.map((f) => factText(t, f)).join(', ')}.`;
}

/** The whole layout as text: a summary line, then a sentence per ball. */
export function layoutText(t: TableStrings, spec: TableSpec, balls: readonly BallPlacement[]): string {
  const ds = describeLayout(spec, balls);
  const head = `${t.tableName(spec.name)}, ${t.ballCount(ds.length)}${ds.length ? `: ${t.list(ds.map((d) => t.ball(d.ball)))}` : ''}.`;
  return [head, ...ds.map((d) => ballSentence(t, d))].join(' ');
}

/** A fact added to a shot by hand, in words (listed with the shot's events and marked as added). */
export function addedSentence(t: TableStrings, a: AddedFact): string {
  switch (a.kind) {
    case 'off-table':
      return t.eventOffTable(a.ball);
    case 'foul':
      return t.eventFoul(a.foul);
    case 'interference':
      return t.eventInterference(a.foul);
  }
}
