/** The side-pocket-one machine: the kit's flow plus the cue ball in hand behind the head string (side-pocket-one/10). */
import { declareFlow } from '../common/edges.ts';
import { type CommonState, createGameMachine } from '../common/kit.ts';
import flow from './flow.json' with { type: 'json' };
import { SIDE_POCKET_ONE } from './game.ts';

/** The states of the side-pocket-one machine. */
export type SidePocketOneState = CommonState | 'ballInHandKitchen' | 'inPlay';

/** The game's declared transitions (flow.json) with the ones every game shares. */
export const SIDE_POCKET_ONE_FLOW = declareFlow<SidePocketOneState>(flow, SIDE_POCKET_ONE);

export const sidePocketOneMachine = createGameMachine(SIDE_POCKET_ONE, SIDE_POCKET_ONE_FLOW);
