/**
 * A game of the kit as its descriptor loads it (descriptor.ts, `kitLoad`): its flow read from its
 * `flow.json` and checked against its rules (`declareFlow`), and its machine built from both.
 */
import { declareFlow } from './common/edges.ts';
import { createGameMachine, type GameRules } from './common/kit.ts';
import type { LoadedGame } from './descriptor.ts';

/** The game's machine, its rules and its declared flow; a flow that does not hold throws `FlowDataError`. */
export function buildKit<S extends string>(game: GameRules<unknown>, data: unknown): LoadedGame<S> {
  const flow = declareFlow<S>(data, game);
  return { machine: createGameMachine(game, flow), rules: game, flow };
}
