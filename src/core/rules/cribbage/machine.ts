/** The Cribbage machine: the kit's flow plus a mate due on the next shot (cribbage/9.1) and ball in hand in the kitchen (12, 13). */
import { declareFlow } from '../common/edges.ts';
import { type CommonState, createGameMachine } from '../common/kit.ts';
import flow from './flow.json' with { type: 'json' };
import { CRIBBAGE } from './game.ts';

/** The states of the cribbage machine. */
export type CribbageState = CommonState | 'mateDue' | 'ballInHandKitchen' | 'inPlay';

/** The game's declared transitions (flow.json) with the ones every game shares. */
export const CRIBBAGE_FLOW = declareFlow<CribbageState>(flow, CRIBBAGE);

export const cribbageMachine = createGameMachine(CRIBBAGE, CRIBBAGE_FLOW);
