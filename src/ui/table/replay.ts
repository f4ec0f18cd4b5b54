import type { LoggedEvent, ShotResult } from '../../core/physics/index.ts';
import type { BallId } from '../../core/vocabulary/index.ts';
import type { TableStrings } from '../../i18n/table/index.ts';
import type { BallPlacement } from './scene.ts';

/**
 * A shot played by the physics engine, ready to replay: the event log (the same one the
 * referee reads), a timeline of the events a referee watches, and ball positions at any time
 * from the engine's closed-form sampler (never from stored frames).
 */

export interface ShotParams {
  /** Degrees counter-clockwise from +x. */
  readonly heading: number;
  /** m/s. */
  readonly speed: number;
  readonly side: number;
  readonly height: number;
}

export interface TimelineEntry {
  readonly index: number;
  readonly t: number;
  readonly event: LoggedEvent;
  /** Balls to highlight while this event is current. */
  readonly balls: readonly BallId[];
}

/** What a replay's controls and drawing read: its timeline, its length, where the balls are when. */
export type ReplayView = Pick<Replay, 'timeline' | 'duration' | 'goneAt' | 'positionsAt'>;

export interface Replay {
  readonly result: ShotResult;
  readonly events: readonly LoggedEvent[];
  readonly timeline: readonly TimelineEntry[];
  readonly duration: number;
  /** When each ball left the table (pocketed or off), if it did. */
  readonly goneAt: ReadonlyMap<BallId, number>;
  /** Positions at time t (balls gone by then are left out). */
  positionsAt(t: number): BallPlacement[];
}

export const WATCHED: ReadonlySet<string> = new Set(['hit', 'rail', 'pocket', 'cross-head-string', 'off-table']);

export function ballsOf(e: LoggedEvent): BallId[] {
  return e.type === 'hit' ? [e.ball, e.target] : 'ball' in e && e.ball !== undefined ? [e.ball] : [];
}

/**
 * Two balls touching again within this time (s) of their last shown contact are the same contact:
 * frozen or nearly frozen balls chatter many times in a few milliseconds, and a referee sees one.
 */
export const REPEAT_WINDOW = 0.05;

const pairOf = (e: LoggedEvent): string | null =>
  e.type === 'hit' ? [String(e.ball), String(e.target)].sort().join('~') : null;

/** The timeline with each pair's repeated contacts (within REPEAT_WINDOW of the last one shown) left out. */
export function withoutRepeats<E extends Pick<TimelineEntry, 't' | 'event'>>(entries: readonly E[]): E[] {
  const last = new Map<string, number>();
  return entries.filter((e) => {
    const pair = pairOf(e.event);
    if (pair === null) return true;
    const before = last.get(pair);
    if (before !== undefined && e.t - before <= REPEAT_WINDOW + 1e-9) return false;
    last.set(pair, e.t);
    return true;
  });
}

/**
 * What a referee reads of a shot: the cue ball's first contact, each ball's first cushion after it,
 * every pocketed ball and every ball off the table (the events the rules of a legal shot ask about).
 */
export function refereeEvents<E extends Pick<TimelineEntry, 't' | 'event'>>(entries: readonly E[]): E[] {
  const first = entries.findIndex(
    (e) => e.event.type === 'hit' && (e.event.ball === 'cue' || e.event.target === 'cue'),
  );
  const railed = new Set<BallId>();
  return entries.filter((e, i) => {
    const ev = e.event;
    if (i === first) return true;
    if (ev.type === 'pocket' || ev.type === 'off-table') return true;
    if (ev.type === 'rail' && first >= 0 && i > first && !railed.has(ev.ball)) {
      railed.add(ev.ball);
      return true;
    }
    return false;
  });
}

/** The event in words, without its time. */
export function eventSentence(t: TableStrings, e: LoggedEvent): string {
  switch (e.type) {
    case 'hit':
      return t.eventHit(e.ball, e.target);
    case 'rail':
      return t.eventRail(e.ball, e.rail);
    case 'pocket':
      return t.eventPocket(e.ball, e.pocket);
    case 'cross-head-string':
      return t.eventCross(e.ball);
    case 'off-table':
      return t.eventOffTable(e.ball);
    case 'roll':
      return t.eventRoll(e.ball);
    case 'spin':
      return t.eventSpin(e.ball);
    case 'stop':
      return t.eventStop(e.ball);
    case 'foul':
      return t.eventFoul(e.kind);
    default:
      return e.type;
  }
}

/** The timeline entry in force at time t (the last one at or before t), or -1 before the first. */
export function currentEntry(timeline: readonly TimelineEntry[], t: number): number {
  let k = -1;
  for (let i = 0; i < timeline.length && (timeline[i] as TimelineEntry).t <= t + 1e-9; i++) k = i;
  return k;
}

/**
 * The events the replay steps through: those a referee reads (refereeEvents), the ones its list
 * shows; every event where the shot has none of them (a cue ball that touches nothing).
 */
function steppedEvents<E extends Pick<TimelineEntry, 't' | 'event'>>(timeline: readonly E[]): readonly E[] {
  const read = refereeEvents(timeline);
  return read.length > 0 ? read : timeline;
}

/** Time of the next stepped event after t (or the end), and of the previous one before t (or 0). */
export function nextEventTime(r: Pick<Replay, 'timeline' | 'duration'>, t: number): number {
  return steppedEvents(r.timeline).find((e) => e.t > t + 1e-9)?.t ?? r.duration;
}
export function prevEventTime(r: Pick<Replay, 'timeline'>, t: number): number {
  const before = steppedEvents(r.timeline).filter((e) => e.t < t - 1e-9);
  return before[before.length - 1]?.t ?? 0;
}
