import type { Vec2 } from '../geometry/index.ts';
import type { TableSpec } from '../table/index.ts';
import { standardTable } from '../table/index.ts';
import type { BallId } from '../vocabulary/index.ts';
import type { Tip } from './cue.ts';
import type { PhysicsParams } from './params.ts';
import { PARAMS } from './params.ts';
import type { LoggedEvent } from './report.ts';
import { shotEvents } from './report.ts';
import type { BallSample } from './sampler.ts';
import { Sampler } from './sampler.ts';
import type { ShotInput, ShotResult } from './simulate.ts';
import { simulate } from './simulate.ts';

/**
 * Shared set-up for the physics tests (kept out of the tests themselves so each test reads
 * as the situation it checks). Not used by the engine.
 */

export const NINE_FOOT = standardTable('9ft');

export interface ShotSpec {
  readonly balls: ReadonlyArray<readonly [BallId, Vec2]>;
  readonly speed: number;
  readonly heading?: number;
  readonly tip?: Partial<Tip>;
  readonly ball?: BallId;
  readonly table?: TableSpec;
}

function shotInput(spec: ShotSpec): ShotInput {
  return {
    table: spec.table ?? NINE_FOOT,
    balls: spec.balls,
    shot: {
      ball: spec.ball ?? 'cue',
      speed: spec.speed,
      heading: spec.heading ?? 0,
      tip: { side: spec.tip?.side ?? 0, height: spec.tip?.height ?? 0 },
    },
  };
}

export interface Played {
  readonly result: ShotResult;
  readonly events: LoggedEvent[];
  readonly sampler: Sampler;
  /** Every ball's state just after event k. */
  after(k: number): BallSample[];
  /** Every ball's state just before event k (at the same instant). */
  before(k: number): BallSample[];
  /** Index of the first event matching the predicate (throws if none). */
  find(pred: (e: LoggedEvent) => boolean, from?: number): number;
}

export function play(spec: ShotSpec | ShotInput, P: PhysicsParams = PARAMS): Played {
  const input = 'shot' in spec ? spec : shotInput(spec);
  const result = simulate(input, P);
  const events = shotEvents(result);
  const sampler = new Sampler(result);
  const { log } = result;
  return {
    result,
    events,
    sampler,
    after: (k) => sampler.statesAfterEvent(k),
    before: (k) =>
      sampler.statesAt(log.t[k] as number, k === 0 ? result.ids.length : (log.segmentsAfter[k - 1] as number)),
    find(pred, from = 0) {
      const k = events.findIndex((e, i) => i >= from && pred(e));
      if (k < 0) throw new Error('no such event');
      return k;
    },
  };
}

export const ballOf = (states: BallSample[], id: BallId): BallSample => {
  const b = states.find((s) => s.id === id);
  if (!b) throw new Error(`no ball ${id}`);
  return b;
};

/** Direction of a 2-D vector in degrees, (-180, 180]. */
export const angleOf = (v: Vec2): number => (Math.atan2(v[1], v[0]) * 180) / Math.PI;

/** Smallest angle between two directions, degrees. */
export function angleBetween(a: Vec2, b: Vec2): number {
  const c = (a[0] * b[0] + a[1] * b[1]) / (Math.hypot(a[0], a[1]) * Math.hypot(b[0], b[1]));
  return (Math.acos(Math.max(-1, Math.min(1, c))) * 180) / Math.PI;
}

/** Total kinetic energy of the balls in a sample, joules. */
export function kinetic(states: BallSample[], P: PhysicsParams = PARAMS): number {
  const I = 0.4 * P.m * P.R * P.R;
  let e = 0;
  for (const b of states) {
    if (b.motion === 'pocketed') continue;
    e += 0.5 * P.m * (b.v[0] ** 2 + b.v[1] ** 2) + 0.5 * I * (b.w[0] ** 2 + b.w[1] ** 2 + b.w[2] ** 2);
  }
  return e;
}

/** The parameters of the textbook rules: elastic, frictionless ball-ball contact. */
export const IDEAL_CONTACT: Partial<PhysicsParams> = { eBall: 1, muBall: { law: 'constant', value: 0 } };
