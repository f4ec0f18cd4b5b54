import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Vec2 } from '../geometry/index.ts';
import { seededRandom } from '../geometry/index.ts';
import { rackFor, spot } from '../table/index.ts';
import type { BallId, PocketId, RailId } from '../vocabulary/index.ts';
import { checkShot } from './check.ts';
import { PARAMS } from './params.ts';
import type { LoggedEvent } from './report.ts';
import { shotDocument } from './report.ts';
import type { ShotInput } from './simulate.ts';
import { simulate } from './simulate.ts';
import { kinetic, NINE_FOOT, play } from './test-support.ts';

/** Properties over random layouts and shots (issue 3, "Validation"). */

const { R } = PARAMS;
const L = NINE_FOOT.length;
const W = NINE_FOOT.width;
const SEED = 20261129;

const position = fc.tuple(
  fc.double({ min: R, max: L - R, noNaN: true }),
  fc.double({ min: R, max: W - R, noNaN: true }),
);

const shotArb = fc
  .record({
    cue: position,
    others: fc.array(position, { minLength: 0, maxLength: 5 }),
    speed: fc.double({ min: 0.05, max: 8, noNaN: true }),
    heading: fc.double({ min: -180, max: 180, noNaN: true }),
    side: fc.double({ min: -0.35, max: 0.35, noNaN: true }),
    height: fc.double({ min: -0.35, max: 0.35, noNaN: true }),
  })
  .map(
    (r): ShotInput => ({
      table: NINE_FOOT,
      balls: [['cue', r.cue as Vec2], ...r.others.map((p, i) => [(i + 1) as BallId, p as Vec2] as const)],
      shot: { ball: 'cue', speed: r.speed, heading: r.heading, tip: { side: r.side, height: r.height } },
    }),
  )
  .filter((input) => checkShot(input) === null);

const POCKET_AT: Vec2[] = [
  [0, 0],
  [0, W],
  [L / 2, 0],
  [L / 2, W],
  [L, 0],
  [L, W],
];

/** On the cloth between the cushions, or hanging into a pocket's mouth. */
function onPlayingArea(p: Vec2): boolean {
  const tol = 1e-6;
  if (p[0] >= R - tol && p[0] <= L - R + tol && p[1] >= R - tol && p[1] <= W - R + tol) return true;
  return POCKET_AT.some((q) => Math.hypot(p[0] - q[0], p[1] - q[1]) < 0.15);
}

/** A seeded 8-ball break: cue ball on the head string, 8-12 m/s at the rack. */
const breakArb = fc
  .record({
    seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
    y: fc.double({ min: 0.2, max: W - 0.2, noNaN: true }),
    speed: fc.double({ min: 8, max: 12, noNaN: true }),
    aim: fc.double({ min: -0.02, max: 0.02, noNaN: true }),
  })
  .map(({ seed, y, speed, aim }): ShotInput => {
    const rack = rackFor('eight-ball', NINE_FOOT, { rng: seededRandom(seed), shuffle: true, jitter: 5e-5 });
    const apex = spot(NINE_FOOT, 'foot');
    const heading = (Math.atan2(apex[1] + aim - y, apex[0] - L / 4) * 180) / Math.PI;
    return {
      table: NINE_FOOT,
      balls: [['cue', [L / 4, y]], ...rack.map((b) => [b.ball, b.at] as const)],
      shot: { ball: 'cue', speed, heading, tip: { side: 0, height: 0.1 } },
    };
  });

describe('every random shot', () => {
  test.each([
    ['a few balls anywhere', shotArb, 200],
    ['a full-rack 8-ball break', breakArb, 25],
  ] as const)(
    '%s: events in time order, balls apart, on the table, energy falling, all at rest at the end',
    (_name, arb, numRuns) => {
      fc.assert(
        fc.property(arb, (input) => {
          const played = play(input);
          const { events, result } = played;
          expect(result.truncated).toBe(false);
          // Plain checks in the loop (expect() per pair is slow); one assertion per finding.
          const problems: string[] = [];
          let energy = Number.POSITIVE_INFINITY;
          for (let k = 0; k < events.length; k++) {
            const t = events[k]?.t as number;
            if (k > 0 && t < (events[k - 1]?.t as number)) problems.push(`event ${k} goes back in time`);
            const onTable = played.after(k).filter((b) => b.motion !== 'pocketed');
            for (const b of onTable) if (!onPlayingArea(b.p)) problems.push(`ball ${b.id} off the table at ${t}`);
            for (let a = 0; a < onTable.length; a++)
              for (let b = a + 1; b < onTable.length; b++) {
                const pa = onTable[a]?.p as Vec2;
                const pb = onTable[b]?.p as Vec2;
                if (Math.hypot(pa[0] - pb[0], pa[1] - pb[1]) < 2 * R - 1e-6) problems.push(`overlap at ${t}`);
              }
            const e = kinetic(onTable);
            if (e > energy * (1 + 1e-12) + 1e-15) problems.push(`energy rises at event ${k}: ${energy} -> ${e}`);
            energy = e;
          }
          expect(problems).toEqual([]);
          for (let i = 0; i < result.ids.length; i++) expect([0, 4]).toContain(result.final.motion[i]);
        }),
        { numRuns, seed: SEED },
      );
    },
  );
});

const MIRROR_RAIL: Record<RailId, RailId> = {
  head: 'head',
  foot: 'foot',
  'right-head': 'left-head',
  'right-foot': 'left-foot',
  'left-head': 'right-head',
  'left-foot': 'right-foot',
};
const MIRROR_POCKET: Record<PocketId, PocketId> = {
  'head-right': 'head-left',
  'head-left': 'head-right',
  'side-right': 'side-left',
  'side-left': 'side-right',
  'foot-right': 'foot-left',
  'foot-left': 'foot-right',
};

function mirrored(input: ShotInput): ShotInput {
  return {
    ...input,
    balls: input.balls.map(([id, p]) => [id, [p[0], W - p[1]]] as const),
    shot: { ...input.shot, heading: -input.shot.heading, tip: { ...input.shot.tip, side: -input.shot.tip.side } },
  };
}

/** The event with left and right swapped, time dropped (compared separately). */
function mirrorName(e: LoggedEvent): unknown {
  const { t: _t, ...rest } = e;
  if (rest.type === 'rail' && rest.rail) return { ...rest, rail: MIRROR_RAIL[rest.rail] };
  if (rest.type === 'pocket' && rest.pocket) return { ...rest, pocket: MIRROR_POCKET[rest.pocket] };
  return rest;
}

describe('symmetry and determinism', () => {
  test('mirroring the layout left-right mirrors the log', () => {
    fc.assert(
      fc.property(shotArb, (input) => {
        const a = play(input).events;
        const b = play(mirrored(input)).events;
        expect(b.length).toBe(a.length);
        expect(b.map(({ t: _t, ...rest }) => rest)).toEqual(a.map(mirrorName));
        const drift = a.map((e, k) => Math.abs(e.t - (b[k]?.t as number)) / (1 + e.t));
        expect(Math.max(0, ...drift)).toBeLessThan(1e-9);
      }),
      { numRuns: 100, seed: SEED + 1 },
    );
  });

  test('the same input gives the same bytes, whatever ran before', () => {
    fc.assert(
      fc.property(shotArb, shotArb, (input, other) => {
        const first = JSON.stringify(shotDocument(simulate(input), true));
        simulate(other);
        expect(JSON.stringify(shotDocument(simulate(input), true))).toBe(first);
      }),
      { numRuns: 100, seed: SEED + 2 },
    );
  });
});
