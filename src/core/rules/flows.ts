/**
 * Every rack game's declared flow (its flow.json, as its descriptor loads it): the states, the
 * transitions and the paragraphs that send the game along each, as the rule pages chart them. Made
 * from the list of games (games.ts), loaded once when this module is first imported (the rule
 * pages' build, the tests); a game not of the kit (the lag) has no flow.
 */
import { type Flow, type FlowTransition, flowTransitions } from './common/kit.ts';
import type { LoadedGame } from './descriptor.ts';
import { type AnyGame, GAMES } from './games.ts';

export { FLOW_STEPS, type FlowStep, type FlowTransition } from './common/kit.ts';

/** The states of a game's flow, as its descriptor's loader types them (never: no flow). */
type StatesOf<G> = G extends { load: () => Promise<LoadedGame<infer S>> } ? S : never;
/** Each game with a flow, with its states. */
type FlowStates = { [G in AnyGame as [StatesOf<G>] extends [never] ? never : G['id']]: StatesOf<G> };

/** A game with a declared flow. */
export type FlowGame = keyof FlowStates;
/** A state of some game's flow: every one needs its words in each language. */
export type FlowState = FlowStates[FlowGame];

const LOADED = await Promise.all(GAMES.map(async (g) => [g.id, (await g.load()).flow] as const));

const FLOWS = Object.fromEntries(LOADED.filter(([, flow]) => flow !== null)) as {
  readonly [G in FlowGame]: Flow<FlowStates[G]>;
};

export const FLOW_GAMES = Object.keys(FLOWS) as FlowGame[];
export const isFlowGame = (id: string): id is FlowGame => id in FLOWS;

/** A game's flow with its states named as any flow's: the states, the openings, every declared transition. */
export function flowOf(game: FlowGame): {
  states: FlowState[];
  initial: readonly FlowState[];
  transitions: FlowTransition<FlowState>[];
} {
  const flow = FLOWS[game] as unknown as Flow<FlowState>;
  return { states: Object.keys(flow.from) as FlowState[], initial: flow.initial, transitions: flowTransitions(flow) };
}
