/**
 * Test support: the states of a game machine reached by xstate/graph shortest paths from a start,
 * driving it with the events a game-specific generator proposes for each context.
 */
import type { AnyStateMachine } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { summarizeShot } from '../../shot/index.ts';
import type { ShotEvent } from '../../vocabulary/index.ts';
import { toList } from '../common/balls.ts';
import type { GameContext } from '../common/context.ts';
import type { RefereeEvent } from '../common/events.ts';
import { restStates } from '../common/kit.ts';
import type { RefereeDoc, ShotDeclaration } from '../common/types.ts';

let n = 0;
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

/** Choices on offer, a new rack after the end, a concession, plus the game's own shots. */
export function commonEvents(ctx: GameContext, shots: (ctx: GameContext) => RefereeEvent[]): RefereeEvent[] {
  if (ctx.phase === 'over') return [{ type: 'rack.new', step: n++ }];
  if (ctx.pending)
    return ctx.pending.options.map((option) => ({
      type: 'player.choose',
      step: n++,
      by: ctx.pending?.chooser as string,
      option,
    }));
  return [...shots(ctx), { type: 'player.announce', step: n++, by: ctx.turn, what: 'concede' }];
}

export function reachedStates(
  machine: AnyStateMachine,
  doc: RefereeDoc,
  shots: (ctx: GameContext) => RefereeEvent[],
  key: (ctx: GameContext) => unknown = () => 0,
): string[] {
  const paths = getShortestPaths(machine, {
    input: doc,
    events: (s) => commonEvents((s as unknown as { context: GameContext }).context, shots) as never,
    serializeState: (s) => {
      const c = (s as unknown as { context: GameContext }).context;
      return JSON.stringify([
        (s as { value: unknown }).value,
        c.phase,
        c.cueBall,
        c.pending?.about ?? null,
        c.pending?.cueBallIfAccepted ?? null,
        Math.min(toList(c.onTable).length, 3),
        key(c),
      ]);
    },
    serializeEvent: (e) => JSON.stringify({ ...(e as object), step: 0, facts: undefined }),
    limit: 5000,
  });
  // a machine that fails (an undeclared transition) ends its path: say so instead of missing a state
  for (const p of paths) if (p.state.status === 'error') throw p.state.error;
  return [...new Set(paths.map((p) => String(p.state.value)))].sort();
}

export const leafStates = (machine: AnyStateMachine): string[] => restStates(machine).sort();
