import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Vec2 } from '../geometry/index.ts';
import type { TableSize } from '../table/index.ts';
import { standardTable } from '../table/index.ts';
import type { BallId } from '../vocabulary/index.ts';
import { parseBallKey } from '../vocabulary/index.ts';
import { checkShot } from './check.ts';
import { finalPositions, shotEvents } from './report.ts';
import type { ShotInput } from './simulate.ts';
import { simulate } from './simulate.ts';

/**
 * Golden shots: regression cases whose file names state the outcome. Each file holds the
 * input (the contract's shape) and the expected log and resting places. After a deliberate
 * change of the model, rewrite the expectations with `UPDATE_GOLDEN=1 npx vitest run
 * src/core/physics/golden.test.ts` and check that every file name still tells the truth.
 */

const DIR = join(import.meta.dirname, 'golden');

interface GoldenInput {
  table: TableSize;
  balls: Record<string, Vec2>;
  shot: { ball?: BallId; speed: number; heading: number; tip?: { side?: number; height?: number } };
}

function toInput(g: GoldenInput): ShotInput {
  return {
    table: standardTable(g.table),
    balls: Object.entries(g.balls).map(([k, p]) => [parseBallKey(k) as BallId, p] as const),
    shot: {
      ball: g.shot.ball ?? 'cue',
      speed: g.shot.speed,
      heading: g.shot.heading,
      tip: { side: g.shot.tip?.side ?? 0, height: g.shot.tip?.height ?? 0 },
    },
  };
}

/** The outcome in a form that survives harmless round-off: times and places to a micrometre. */
function outcome(input: ShotInput) {
  const result = simulate(input);
  const round = (x: number) => Math.round(x * 1e6) / 1e6;
  const final: Record<string, string | number[]> = {};
  for (const [id, at] of finalPositions(result)) final[String(id)] = typeof at === 'string' ? at : at.map(round);
  return { events: shotEvents(result).map((e) => ({ ...e, t: round(e.t) })), final };
}

const files = readdirSync(DIR).filter((f) => f.endsWith('.json'));

describe('golden shots', () => {
  test('there are golden shots', () => {
    expect(files.length).toBeGreaterThanOrEqual(6);
  });

  test.each(files.map((f) => [f]))('%s', (file) => {
    const path = join(DIR, file);
    const doc = JSON.parse(readFileSync(path, 'utf8')) as { input: GoldenInput; expect?: unknown };
    const input = toInput(doc.input);
    expect(checkShot(input)).toBeNull();
    const got = outcome(input);
    if (process.env.UPDATE_GOLDEN)
      writeFileSync(path, `${JSON.stringify({ input: doc.input, expect: got }, null, 2)}\n`);
    else expect(got).toEqual(doc.expect);
  });
});
