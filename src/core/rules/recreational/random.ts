/**
 * Test support: seeded random games of the recreational games with any number of players. The
 * generic random player (random-play.ts) makes the shots; `decorate` lets a game add what its
 * rules need (calls, announcements).
 */
import type { GameContext } from '../common/context.ts';
import type { RefereeDoc, Ruling, Step } from '../common/types.ts';
import { randomStep, seededRandom } from '../random-play.ts';
import { Referee } from '../referee.ts';

export interface Row {
  step: Step;
  before: GameContext;
  implicit: Ruling | null;
  ruling: Ruling;
  after: GameContext;
}

export function playRandom(
  doc: RefereeDoc,
  seed: number,
  steps: number,
  decorate: (step: Step, ctx: GameContext, rng: () => number) => Step = (s) => s,
): Row[] {
  const rng = seededRandom(seed);
  const d: RefereeDoc = { ...doc, steps: [] };
  const ref = new Referee(d);
  const rows: Row[] = [];
  for (let i = 0; i < steps; i += 1) {
    const before = ref.context;
    const step: Step = before.phase === 'over' ? { kind: 'newRack' } : decorate(randomStep(before, rng), before, rng);
    d.steps.push(step);
    const ruling = ref.step(step, i);
    rows.push({ step, before, implicit: ref.implicitRuling, ruling, after: ref.context });
  }
  ref.stop();
  return rows;
}

/**
 * Gives a shot a call of the first ball it pockets (pocket as logged) most of the time, and half
 * of the time makes that ball touch a cushion just before it drops (a bank).
 */
export function callFirstPocketed(step: Step, _ctx: GameContext, rng: () => number): Step {
  if (step.kind !== 'shot' || rng() < 0.2) return step;
  const events = [...step.shot.events];
  const i = events.findIndex((e) => e.type === 'pocket' && e.ball !== 'cue');
  const p = events[i] as { ball: number; pocket?: string } | undefined;
  if (!p?.pocket) return step;
  if (rng() < 0.5) events.splice(i, 0, { type: 'rail', ball: p.ball as never });
  return {
    ...step,
    shot: { ...step.shot, events, call: { kind: 'ball', ball: p.ball as never, pocket: p.pocket as never } },
  };
}
