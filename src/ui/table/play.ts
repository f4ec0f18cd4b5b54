import type { Vec2 } from '../../core/geometry/index.ts';
import { checkShot, Sampler, shotEvents, simulate } from '../../core/physics/index.ts';
import type { TableSpec } from '../../core/table/index.ts';
import type { BallId } from '../../core/vocabulary/index.ts';
import type { Layout } from './placement.ts';
import type { Replay, ShotParams, TimelineEntry } from './replay.ts';
import { ballsOf, WATCHED, withoutRepeats } from './replay.ts';
import type { BallPlacement } from './scene.ts';

/**
 * A shot played by the physics engine, ready to replay. Apart from replay.ts (the timeline's
 * reading, which the page needs at load) so that the engine loads when a shot is played
 * (physics.ts), not with the page.
 */

export type PlayOutcome = { ok: true; replay: Replay } | { ok: false; path: string; message: string };

export function playShot(spec: TableSpec, layout: Layout, shot: ShotParams): PlayOutcome {
  const input = {
    table: spec,
    balls: layout.map((b) => [b.ball, b.at] as const),
    shot: {
      ball: 'cue' as const,
      speed: shot.speed,
      heading: shot.heading,
      tip: { side: shot.side, height: shot.height },
    },
  };
  const problem = checkShot(input);
  if (problem) return { ok: false, path: problem.path, message: problem.message };
  const result = simulate(input);
  const events = shotEvents(result);
  const timeline = withoutRepeats(
    events.flatMap((event, index): TimelineEntry[] =>
      WATCHED.has(event.type) ? [{ index, t: event.t ?? 0, event, balls: ballsOf(event) }] : [],
    ),
  );
  const goneAt = new Map<BallId, number>();
  for (const e of events)
    if ((e.type === 'pocket' || e.type === 'off-table') && !goneAt.has(e.ball)) goneAt.set(e.ball, e.t ?? 0);
  const sampler = new Sampler(result);
  const buf = new Float64Array(2 * result.ids.length);
  const positionsAt = (t: number): BallPlacement[] => {
    sampler.positionsAt(t, buf);
    const out: BallPlacement[] = [];
    result.ids.forEach((ball, i) => {
      const gone = goneAt.get(ball);
      if (gone === undefined || t < gone)
        out.push({ ball, at: [buf[2 * i] as number, buf[2 * i + 1] as number] as Vec2 });
    });
    return out;
  };
  return { ok: true, replay: { result, events, timeline, duration: result.duration, goneAt, positionsAt } };
}
