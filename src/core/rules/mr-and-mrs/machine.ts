/** The Mr. & Mrs. machine: the kit's flow plus a weaker player at the table (mr-and-mrs/8.3, 8.6) and ball in hand in the kitchen (11, 8.5). */
import { declareFlow } from '../common/edges.ts';
import { type CommonState, createGameMachine } from '../common/kit.ts';
import flow from './flow.json' with { type: 'json' };
import { MR_AND_MRS } from './game.ts';

/** The states of the mr-and-mrs machine. */
export type MrAndMrsState = CommonState | 'noviceShooting' | 'ballInHandKitchen' | 'inPlay';

/** The game's declared transitions (flow.json) with the ones every game shares. */
export const MR_AND_MRS_FLOW = declareFlow<MrAndMrsState>(flow, MR_AND_MRS);

export const mrAndMrsMachine = createGameMachine(MR_AND_MRS, MR_AND_MRS_FLOW);
