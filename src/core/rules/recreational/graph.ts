/**
 * Test support: the states of a game machine reached by xstate/graph shortest paths from a start,
 * driving it with the choices on offer, a new rack after the end, a concession and the shots a
 * game-specific generator proposes (the machinery: ../game-testing.ts).
 */
import type { AnyStateMachine } from 'xstate';
import { toList } from '../common/balls.ts';
import type { GameContext } from '../common/context.ts';
import type { RefereeEvent } from '../common/events.ts';
import { restStates } from '../common/kit.ts';
import type { RefereeDoc } from '../common/types.ts';
import { eventsWith, reachedStates as reachedWith } from '../game-testing.ts';

export { shotEvent } from '../game-testing.ts';

let n = 0;
/** Choices on offer, a new rack after the end, a concession, plus the game's own shots. */
const commonEvents = (ctx: GameContext, shots: (ctx: GameContext) => RefereeEvent[]): RefereeEvent[] =>
  eventsWith((c) => [...shots(c), { type: 'player.announce', step: n++, by: c.turn, what: 'concede' }])(ctx);

/** The names of the rest states reached; `key` tells apart contexts the game's states depend on. */
export const reachedStates = (
  machine: AnyStateMachine,
  doc: RefereeDoc,
  shots: (ctx: GameContext) => RefereeEvent[],
  key: (ctx: GameContext) => unknown = () => 0,
): string[] =>
  reachedWith(
    machine,
    doc,
    (ctx) => commonEvents(ctx, shots),
    (c) => [
      c.phase,
      c.cueBall,
      c.pending?.about ?? null,
      c.pending?.cueBallIfAccepted ?? null,
      Math.min(toList(c.onTable).length, 3),
      key(c),
    ],
  ).reached;

export const leafStates = (machine: AnyStateMachine): string[] => restStates(machine).sort();
