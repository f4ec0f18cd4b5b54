/**
 * A question's table as data: the balls where the question puts them, the shot simulated again by
 * the engine that ruled it, an authored question's schematic as a replay, and a replay cut at the
 * cue ball's first contact. Loaded with the table (QuizTable.tsx) and the physics, on demand.
 */
import type { Vec2 } from '../../core/geometry/index.ts';
import { standardTable } from '../../core/table/index.ts';
import type { BallId, GameId, ObjectBall } from '../../core/vocabulary/index.ts';
import type { ShotScene } from '../../quiz/payload.ts';
import type { BallPlacement } from '../../ui/table/index.ts';
import { rackPlacements } from '../../ui/table/index.ts';
import { playShot } from '../../ui/table/play.ts';
import type { Replay, ReplayView } from '../../ui/table/replay.ts';
import { SCHEMATIC_STEP, type Schematic, schematicAt } from './schematic.ts';

/** The quiz's table: a 9-foot one. */
export const SPEC = standardTable('9ft');
/** A game's opening rack on the quiz's table: where a schematic break starts. */
export const rackOf = (game: GameId) => rackPlacements(game, SPEC);
const ballId = (k: string): BallId => (k === 'cue' ? 'cue' : (Number(k) as ObjectBall));
/** The order the scenario generator simulates in (cue ball first, then by number): same events. */
const byBall = (a: BallPlacement, b: BallPlacement) =>
  a.ball === 'cue' ? -1 : b.ball === 'cue' ? 1 : (a.ball as number) - (b.ball as number);

/** A position's balls as the table draws them, in the order the generator simulates in (same events). */
export function layoutOf(balls: Readonly<Record<string, readonly [number, number]>>): BallPlacement[] {
  return Object.entries(balls)
    .map(([k, at]) => ({ ball: ballId(k), at: [at[0], at[1]] as Vec2 }))
    .sort(byBall);
}

/** The shot simulated again in the browser, by the same engine that ruled it at build time. */
export function sceneReplay(scene: ShotScene): Replay | null {
  const [speed, heading, side, height] = scene.shot;
  const out = playShot(SPEC, layoutOf(scene.balls), { speed, heading, side, height });
  return out.ok ? out.replay : null;
}

/** An authored question's schematic as a replay: its events one after another, straight lines between. */
export function schematicReplay(s: Schematic): ReplayView {
  const goneAt = new Map<BallId, number>();
  const timeline = s.events.map(({ event, balls }, index) => {
    const t = (index + 1) * SCHEMATIC_STEP;
    if ((event.type === 'pocket' || event.type === 'off-table') && !goneAt.has(event.ball)) goneAt.set(event.ball, t);
    return { index, t, event: { ...event, t } as Replay['events'][number], balls };
  });
  return {
    duration: s.events.length * SCHEMATIC_STEP,
    timeline,
    goneAt,
    positionsAt: (t) => schematicAt(s, t),
  };
}

/**
 * The replay cut at the cue ball's first contact (the rest of the shot is not shown yet). The stored
 * time is rounded to 0.1 ms: the cut is at the replay's own contact event nearest to it.
 */
export function cutReplay(r: Replay, contact: number): Replay {
  const hit = r.timeline.find(
    (e) => e.event.type === 'hit' && e.event.ball === 'cue' && Math.abs(e.t - contact) < 1e-3,
  );
  const end = Math.min(hit?.t ?? contact, r.duration);
  return { ...r, duration: end, timeline: r.timeline.filter((e) => e.t <= end + 1e-9) };
}
