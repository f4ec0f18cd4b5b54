import type { Vec2 } from '../geometry/index.ts';
import { roundTo } from '../geometry/index.ts';
import type { BallId, MotionEvent, PocketId, ShotEvent } from '../vocabulary/index.ts';
import { POCKET_IDS, RAIL_IDS } from '../vocabulary/index.ts';
import { CROSS, HIT, POCKET, RAIL, ROLL, SPIN } from './log.ts';
import { Sampler } from './sampler.ts';
import type { ShotResult } from './simulate.ts';
import { POCKETED } from './state.ts';

/**
 * The shot as data: the event log in the shared vocabulary (it feeds the referee unchanged),
 * final positions, and the contract's JSON output of the `simulate` command.
 */

/** An event of the log with its time: a shot event or a motion transition. */
export type LoggedEvent = (ShotEvent & { t: number }) | MotionEvent;

/** Digits kept in printed numbers: nanometres and nanoseconds, far below anything physical. */
const DIGITS = 9;
const r = (x: number): number => roundTo(x, DIGITS);

export function shotEvents(result: ShotResult): LoggedEvent[] {
  const { log, ids } = result;
  const out: LoggedEvent[] = [];
  for (let k = 0; k < log.count; k++) {
    const t = log.t[k] as number;
    const ball = ids[log.ball[k] as number] as BallId;
    const other = log.other[k] as number;
    const kind = log.kind[k];
    if (kind === HIT) out.push({ t, type: 'hit', ball, target: ids[other] as BallId });
    else if (kind === RAIL) out.push({ t, type: 'rail', ball, rail: RAIL_IDS[other] as (typeof RAIL_IDS)[number] });
    else if (kind === POCKET) out.push({ t, type: 'pocket', ball, pocket: POCKET_IDS[other] as PocketId });
    else if (kind === CROSS) out.push({ t, type: 'cross-head-string', ball });
    else if (kind === ROLL) out.push({ t, type: 'roll', ball });
    else if (kind === SPIN) out.push({ t, type: 'spin', ball });
    else out.push({ t, type: 'stop', ball });
  }
  return out;
}

/** Where each ball ended: its centre, or the pocket it fell into. */
export function finalPositions(result: ShotResult): Map<BallId, Vec2 | PocketId> {
  const s = result.final;
  const out = new Map<BallId, Vec2 | PocketId>();
  result.ids.forEach((id, i) => {
    out.set(
      id,
      s.motion[i] === POCKETED
        ? (POCKET_IDS[s.pocket[i] as number] as PocketId)
        : [s.px[i] as number, s.py[i] as number],
    );
  });
  return out;
}

const roundVec = (v: readonly number[]): number[] => v.map(r);

function traceStates(result: ShotResult): unknown[] {
  const sampler = new Sampler(result);
  const states: unknown[] = [];
  for (let k = 0; k < result.log.count; k++) {
    const balls: Record<string, unknown> = {};
    for (const b of sampler.statesAfterEvent(k)) {
      balls[String(b.id)] = { p: roundVec(b.p), v: roundVec(b.v), w: roundVec(b.w), motion: b.motion };
    }
    states.push({ t: r(result.log.t[k] as number), balls });
  }
  return states;
}

/** The contract's output; key order is fixed so the printed bytes are too. */
export function shotDocument(result: ShotResult, trace: boolean): Record<string, unknown> {
  const final: Record<string, unknown> = {};
  for (const [id, at] of finalPositions(result)) final[String(id)] = typeof at === 'string' ? at : roundVec(at);
  const events = shotEvents(result).map((e) => ({ ...e, t: r(e.t) }));
  const doc: Record<string, unknown> = {
    params: paramsDocument(result),
    events,
    final,
    duration: r(result.duration),
    truncated: result.truncated,
  };
  if (result.truncated)
    doc.note = `stopped after ${result.params.maxEvents} events (the event cap); balls were halted where they were`;
  if (trace) doc.states = traceStates(result);
  return doc;
}

function paramsDocument(result: ShotResult): Record<string, unknown> {
  const P = result.params;
  const spec = result.table.spec;
  return {
    ...P,
    I: 0.4 * P.m * P.R * P.R,
    table: {
      name: spec.name,
      length: spec.length,
      width: spec.width,
      pockets: spec.pockets,
      source: spec.source,
    },
  };
}
