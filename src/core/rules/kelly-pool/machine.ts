/** The Kelly Pool machine: the kit's flow plus an own ball pocketed by another awaiting its owner's announcement (kelly-pool/7) and ball in hand in the kitchen (12, 9.3). */
import { declareFlow } from '../common/edges.ts';
import { type CommonState, createGameMachine } from '../common/kit.ts';
import flow from './flow.json' with { type: 'json' };
import { KELLY_POOL } from './game.ts';

/** The states of the kelly-pool machine. */
export type KellyPoolState = CommonState | 'announcementDue' | 'ballInHandKitchen' | 'inPlay';

/** The game's declared transitions (flow.json) with the ones every game shares. */
export const KELLY_POOL_FLOW = declareFlow<KellyPoolState>(flow, KELLY_POOL);

export const kellyPoolMachine = createGameMachine(KELLY_POOL, KELLY_POOL_FLOW);
