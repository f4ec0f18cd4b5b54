/**
 * Test helpers for the games of issue 8: every state of a game machine reached with xstate/graph
 * from its opening, and seeded random games with any number of players for property tests.
 */
import type { AnyStateMachine } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { summarizeShot } from '../shot/index.ts';
import type { ShotEvent } from '../vocabulary/index.ts';
import { toList } from './common/balls.ts';
import type { GameContext } from './common/context.ts';
import type { RefereeEvent } from './common/events.ts';
import { restStates } from './common/kit.ts';
import type { RefereeDoc, Ruling, ShotDeclaration, Step } from './common/types.ts';
import { randomStep, seededRandom } from './random-play.ts';
import { Referee } from './referee.ts';

let n = 0;
/** A shot by the player whose turn it is, as the machine receives it. */
export const shotEvent = (
  ctx: GameContext,
  events: ShotEvent[],
  extra: Partial<Omit<ShotDeclaration, 'by' | 'events'>> = {},
): RefereeEvent => ({
  type: 'shot.resolved',
  step: n++,
  shot: { by: ctx.turn, events, ...extra },
  facts: summarizeShot(events),
});

/** The choices open now, a new rack after the end, or the shots `shots` proposes. */
export function eventsWith(shots: (ctx: GameContext) => RefereeEvent[]) {
  return (ctx: GameContext): RefereeEvent[] => {
    if (ctx.phase === 'over') return [{ type: 'rack.new', step: n++ }];
    if (ctx.pending)
      return ctx.pending.options.map(
        (option) =>
          ({
            type: 'player.choose',
            step: n++,
            by: (ctx.pending as { chooser: string }).chooser,
            option,
          }) as RefereeEvent,
      );
    return shots(ctx);
  };
}

/** The names of the machine's states reached from the opening (xstate/graph shortest paths), and all its states. */
export function reachedStates(
  machine: AnyStateMachine,
  doc: RefereeDoc,
  events: (ctx: GameContext) => RefereeEvent[],
  serialize: (ctx: GameContext) => unknown = (c) => [
    c.phase,
    c.pending?.about ?? null,
    c.cueBall,
    Math.min(toList(c.onTable).length, 3),
  ],
): { reached: string[]; all: string[] } {
  const paths = getShortestPaths(machine, {
    input: doc,
    events: (s) => events((s as unknown as { context: GameContext }).context) as never,
    serializeState: (s) =>
      JSON.stringify([(s as { value: unknown }).value, serialize((s as unknown as { context: GameContext }).context)]),
    serializeEvent: (e) => JSON.stringify({ ...(e as object), step: 0, facts: undefined }),
    limit: 5000,
  });
  // a machine that fails (an undeclared transition) ends its path: say so instead of missing a state
  for (const p of paths) if (p.state.status === 'error') throw p.state.error;
  const reached = [...new Set(paths.map((p) => String(p.state.value)))].sort();
  const all = restStates(machine).sort();
  return { reached, all };
}

export interface PlayedStep {
  step: Step;
  ctxBefore: GameContext;
  implicit: Ruling | null;
  ruling: Ruling;
  ctxAfter: GameContext;
}

/**
 * A seeded random game: `extra` may replace the generic random step (announcements a game needs);
 * a new rack follows a finished game unless the game has none.
 */
export function playGame(
  doc: RefereeDoc,
  seed: number,
  steps: number,
  extra?: (ctx: GameContext, rng: () => number) => Step | null,
  newRacks = true,
): PlayedStep[] {
  const rng = seededRandom(seed);
  const d: RefereeDoc = { ...doc, steps: [] };
  const ref = new Referee(d);
  const out: PlayedStep[] = [];
  for (let i = 0; i < steps; i += 1) {
    const ctx = ref.context;
    if (ctx.phase === 'over' && !newRacks) break;
    const step: Step = ctx.phase === 'over' ? { kind: 'newRack' } : (extra?.(ctx, rng) ?? randomStep(ctx, rng));
    d.steps.push(step);
    const ruling = ref.step(step, i);
    out.push({ step, ctxBefore: ctx, implicit: ref.implicitRuling, ruling, ctxAfter: ref.context });
  }
  ref.stop();
  return out;
}

/** Object balls that left the table on a shot step (pocketed or jumped). */
export const ballsGone = (step: Step): number[] =>
  step.kind === 'shot'
    ? step.shot.events
        .filter((e) => (e.type === 'pocket' || e.type === 'off-table') && e.ball !== 'cue')
        .map((e) => (e as { ball: number }).ball)
    : [];
