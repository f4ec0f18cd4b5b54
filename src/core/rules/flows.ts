/**
 * Every rack game's declared flow (its flow.json, loaded by its machine.ts): the states, the
 * transitions and the paragraphs that send the game along each, as the rule pages chart them.
 * The lag has no flow of the kit.
 */
import { BOWLLIARDS_FLOW } from './bowlliards/machine.ts';
import { CARD_BALL_FLOW } from './card-ball/machine.ts';
import { type Flow, type FlowTransition, flowTransitions } from './common/kit.ts';

export { FLOW_STEPS, type FlowStep, type FlowTransition } from './common/kit.ts';

import { COWBOY_FLOW } from './cowboy/machine.ts';
import { CRIBBAGE_FLOW } from './cribbage/machine.ts';
import { CUTTHROAT_FLOW } from './cutthroat/machine.ts';
import { EIGHT_BALL_FLOW } from './eight-ball/machine.ts';
import { FORTY_ONE_FLOW } from './forty-one/machine.ts';
import type { GameId } from './games.ts';
import { HONOLULU_FLOW } from './honolulu/machine.ts';
import { KELLY_POOL_FLOW } from './kelly-pool/machine.ts';
import { MR_AND_MRS_FLOW } from './mr-and-mrs/machine.ts';
import { NINE_BALL_FLOW } from './nine-ball/machine.ts';
import { ODD_BALL_FLOW } from './odd-ball/machine.ts';
import { SIDE_POCKET_ONE_FLOW } from './side-pocket-one/machine.ts';
import { SIX_BALL_FLOW } from './six-ball/machine.ts';
import { STRAIGHT_POOL_FLOW } from './straight-pool/machine.ts';

export const FLOWS = {
  'eight-ball': EIGHT_BALL_FLOW,
  'nine-ball': NINE_BALL_FLOW,
  'straight-pool': STRAIGHT_POOL_FLOW,
  'six-ball': SIX_BALL_FLOW,
  'card-ball': CARD_BALL_FLOW,
  bowlliards: BOWLLIARDS_FLOW,
  cutthroat: CUTTHROAT_FLOW,
  cowboy: COWBOY_FLOW,
  'forty-one': FORTY_ONE_FLOW,
  'kelly-pool': KELLY_POOL_FLOW,
  'mr-and-mrs': MR_AND_MRS_FLOW,
  'odd-ball': ODD_BALL_FLOW,
  honolulu: HONOLULU_FLOW,
  cribbage: CRIBBAGE_FLOW,
  'side-pocket-one': SIDE_POCKET_ONE_FLOW,
} as const satisfies Record<Exclude<GameId, 'lag'>, Flow<string>>;

/** A game with a declared flow. */
export type FlowGame = keyof typeof FLOWS;
/** A state of some game's flow: every one needs its words in each language. */
export type FlowState = { [G in FlowGame]: keyof (typeof FLOWS)[G]['from'] }[FlowGame];

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
