/**
 * The lag for the break (3.6; short rule 5): each player's ball must reach the foot cushion once
 * and come back; the ball nearest the head cushion wins. Pure judgement.
 */
import type { ShotEvent } from '../../vocabulary/index.ts';
import type { Point } from '../common/table.ts';
import type { LagEntry, PlayerId } from '../common/types.ts';

const LAG_FAULTS = [
  'crossed',
  'no-foot-cushion',
  'pocketed',
  'off-table',
  'side-cushion',
  'in-corner-jaws',
  'foot-cushion-twice',
  'foul',
] as const;
export type LagFault = (typeof LAG_FAULTS)[number];

/** The referee cannot tell two balls apart closer than this (3.6: lag again). */
const LAG_TIE = 0.0005;

/**
 * Faults of one lag read from its events and resting place (crossing is judged with both balls).
 * `movingBallsSpoil`: a shot while balls are moving is a fault (1999); the current 1.2 excepts it.
 */
export function lagFaults(entry: LagEntry, movingBallsSpoil = true): LagFault[] {
  const faults: LagFault[] = [];
  const events: readonly ShotEvent[] = entry.events;
  let foot = 0;
  for (const e of events) {
    if (e.type === 'rail' && e.rail === 'foot') foot += 1;
    if (
      e.type === 'rail' &&
      e.rail !== undefined &&
      e.rail !== 'foot' &&
      e.rail !== 'head' &&
      !faults.includes('side-cushion')
    )
      faults.push('side-cushion');
    if (e.type === 'pocket' && !faults.includes('pocketed')) faults.push('pocketed');
    if (e.type === 'off-table' && !faults.includes('off-table')) faults.push('off-table');
    if (e.type === 'foul' && !faults.includes('foul') && (movingBallsSpoil || e.kind !== 'shot-while-moving'))
      faults.push('foul');
  }
  if (foot === 0) faults.push('no-foot-cushion');
  if (foot > 1) faults.push('foot-cushion-twice');
  if (entry.final[0] < 0) faults.push('in-corner-jaws');
  return faults;
}

/** Whether the lagged ball reached the foot cushion (3.6 (b)). */
export const reachesFootCushion = (entry: LagEntry): boolean =>
  entry.events.some((e) => e.type === 'rail' && e.rail === 'foot');

/**
 * The player whose ball was struck after the other ball had already reached the foot cushion
 * (`struckLate`), if any. Current 1.2: the lag is played again; the 1999 rule (3.6) asks for the
 * balls to be struck at the same time and names no consequence.
 */
export const lateStriker = (players: readonly PlayerId[], lag: Record<PlayerId, LagEntry>): PlayerId | null =>
  players.find((p) => lag[p]?.struckLate === true) ?? null;

const halfOf =
  (width: number) =>
  (p: Point): 'left' | 'right' | 'line' =>
    p[1] > width / 2 ? 'left' : p[1] < width / 2 ? 'right' : 'line';

/** The half a player lags from: as logged (`side`), else read from where the ball started. */
const ownHalf = (e: LagEntry, half: (p: Point) => 'left' | 'right' | 'line'): 'left' | 'right' | 'line' | undefined =>
  e.side ?? (e.start ? half(e.start) : undefined);

/**
 * 3.6 (a): which lags crossed into the opponent's half. With a `side` or a `start` the player's
 * half is known; otherwise, when both balls end in the same half, the first player is taken to
 * lag from the left of the head spot and the second from the right.
 */
export function crossedLags(
  players: readonly PlayerId[],
  lag: Record<PlayerId, LagEntry>,
  width: number,
): Set<PlayerId> {
  const half = halfOf(width);
  const out = new Set<PlayerId>();
  const [p1, p2] = players as [PlayerId, PlayerId];
  const e1 = lag[p1] as LagEntry;
  const e2 = lag[p2] as LagEntry;
  const sameHalf = half(e1.final) === half(e2.final) && half(e1.final) !== 'line';
  const h1 = ownHalf(e1, half);
  const h2 = ownHalf(e2, half);
  if (!sameHalf && h1 === undefined && h2 === undefined) return out;
  const opposite = (h: 'left' | 'right' | 'line') => (h === 'left' ? 'right' : h === 'right' ? 'left' : 'line');
  const s1 = h1 ?? (h2 ? opposite(h2) : 'left');
  const s2 = h2 ?? (h1 ? opposite(h1) : 'right');
  if (half(e1.final) !== 'line' && s1 !== 'line' && half(e1.final) !== s1) out.add(p1);
  if (half(e2.final) !== 'line' && s2 !== 'line' && half(e2.final) !== s2) out.add(p2);
  return out;
}

export type LagDecision = { winner: PlayerId; loser: PlayerId } | { relag: true };

/** 3.6: one bad lag loses; both bad, or balls the referee cannot tell apart, lag again. */
export function decideLag(
  players: readonly PlayerId[],
  faults: Record<PlayerId, LagFault[]>,
  lag: Record<PlayerId, LagEntry>,
): LagDecision {
  const [p1, p2] = players as [PlayerId, PlayerId];
  const bad1 = (faults[p1] ?? []).length > 0;
  const bad2 = (faults[p2] ?? []).length > 0;
  if (bad1 && bad2) return { relag: true };
  if (bad1) return { winner: p2, loser: p1 };
  if (bad2) return { winner: p1, loser: p2 };
  const x1 = (lag[p1] as LagEntry).final[0];
  const x2 = (lag[p2] as LagEntry).final[0];
  if (Math.abs(x1 - x2) < LAG_TIE) return { relag: true };
  return x1 < x2 ? { winner: p1, loser: p2 } : { winner: p2, loser: p1 };
}
