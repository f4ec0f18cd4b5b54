/**
 * Seeded variants of a question: balls the author lists as irrelevant are moved a little (never
 * across the head string, never off the bed, never onto another ball) and uncalled balls may drop
 * in another pocket. The engine then recomputes the answer, so a variant is never trusted to keep it.
 */
import { type Random, seededRandom, uniform } from '../geometry/prng.ts';
import { NINE_FOOT, R } from '../rules/common/table.ts';

/** Quiz scenarios are set on the default 9-ft table (their logs carry no `table`). */
const { headStringX: HEAD_STRING_X, length: L, width: W } = NINE_FOOT;

import type { RefereeDoc, ShotDeclaration, Step } from '../rules/index.ts';
import { POCKET_IDS, type ShotEvent } from '../vocabulary/index.ts';
import type { BallKey, Variation, XY } from './types.ts';

/** How far a ball may move in a variant (metres, each axis). */
const VARIANT_SPREAD = 0.06;
/** Clearance kept from the head string and between balls when moving them. */
const CLEARANCE = 0.004;

/** A stable 32-bit hash of a text (FNV-1a), to seed per-question randomness. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h >>> 0;
}

function moved(p: XY, rng: Random): XY {
  const kitchen = p[0] < HEAD_STRING_X;
  let x = p[0] + uniform(rng, -VARIANT_SPREAD, VARIANT_SPREAD);
  let y = p[1] + uniform(rng, -VARIANT_SPREAD, VARIANT_SPREAD);
  x = Math.min(Math.max(x, R + CLEARANCE), L - R - CLEARANCE);
  y = Math.min(Math.max(y, R + CLEARANCE), W - R - CLEARANCE);
  if (kitchen) x = Math.min(x, HEAD_STRING_X - CLEARANCE);
  else x = Math.max(x, HEAD_STRING_X + R + CLEARANCE);
  return [Math.round(x * 1000) / 1000, Math.round(y * 1000) / 1000];
}

type Positions = Partial<Record<string, XY>>;

function overlaps(all: Positions): boolean {
  const pts = Object.values(all).filter((p): p is XY => p !== undefined);
  for (let i = 0; i < pts.length; i += 1)
    for (let j = i + 1; j < pts.length; j += 1) {
      const a = pts[i] as XY;
      const b = pts[j] as XY;
      if (Math.hypot(a[0] - b[0], a[1] - b[1]) < 2 * R + CLEARANCE) return true;
    }
  return false;
}

function moveIn(pos: Positions | undefined, keys: readonly BallKey[], rng: Random): Positions | undefined {
  if (!pos) return pos;
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const out: Positions = { ...pos };
    for (const k of keys) {
      const p = pos[k];
      if (p) out[k] = moved(p, rng);
    }
    if (!overlaps(out)) return out;
  }
  return pos;
}

function calledBalls(shot: ShotDeclaration): Set<unknown> {
  const c = shot.call;
  if (!c || c.kind === 'safety') return new Set();
  return new Set(c.kind === 'ball' ? [c.ball] : c.calls.map((x) => x.ball));
}

function repocket(shot: ShotDeclaration, rng: Random): ShotEvent[] {
  const called = calledBalls(shot);
  return shot.events.map((e) =>
    e.type === 'pocket' && e.ball !== 'cue' && e.ball !== 8 && !called.has(e.ball)
      ? { ...e, pocket: POCKET_IDS[Math.floor(rng.next() * POCKET_IDS.length)] as (typeof POCKET_IDS)[number] }
      : e,
  );
}

function varyStep(step: Step, vary: Variation, rng: Random): Step {
  if (step.kind !== 'shot') return step;
  const s = step.shot;
  const keys = vary.move ?? [];
  const shot: ShotDeclaration = { ...s };
  if (s.positions) shot.positions = moveIn(s.positions as Positions, keys, rng) as ShotDeclaration['positions'];
  if (s.cueBallAt && keys.includes('cue')) shot.cueBallAt = moved(s.cueBallAt, rng);
  if (vary.pockets) shot.events = repocket(s, rng);
  return { kind: 'shot', shot };
}

/** The scenario of variant `n` (0 = as written). Deterministic in (question id, n). */
export function variantDoc(id: string, doc: RefereeDoc, vary: Variation | undefined, n: number): RefereeDoc {
  if (n === 0 || !vary) return doc;
  const rng = seededRandom(hashText(`${id}#${n}`));
  const keys = vary.move ?? [];
  const setup = doc.setup?.positions
    ? {
        ...doc.setup,
        positions: moveIn(doc.setup.positions as Positions, keys, rng) as NonNullable<RefereeDoc['setup']>['positions'],
      }
    : doc.setup;
  return { ...doc, setup, steps: doc.steps.map((s) => varyStep(s, vary, rng)) };
}

/** Whether a question can vary at all. */
export const canVary = (vary: Variation | undefined): boolean =>
  !!vary && ((vary.move?.length ?? 0) > 0 || !!vary.pockets);
