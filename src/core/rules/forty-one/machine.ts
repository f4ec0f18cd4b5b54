/** The Forty-One machine: the kit's flow plus a bust to declare (9.7) and the kitchen (9.5, 12). */
import { declareFlow } from '../common/edges.ts';
import { type CommonState, createGameMachine } from '../common/kit.ts';
import flow from './flow.json' with { type: 'json' };
import { FORTY_ONE } from './game.ts';

/** The states of the forty-one machine. */
export type FortyOneState = CommonState | 'bustDue' | 'ballInHandKitchen' | 'inPlay';

/** The game's declared transitions (flow.json) with the ones every game shares. */
export const FORTY_ONE_FLOW = declareFlow<FortyOneState>(flow, FORTY_ONE);

export const fortyOneMachine = createGameMachine(FORTY_ONE, FORTY_ONE_FLOW);
