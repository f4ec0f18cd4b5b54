/** The 14.1 machine: the kit's flow plus the re-rack after the 14th ball (6.7.3) and the kitchen (6.10). */
import { declareFlow } from '../common/edges.ts';
import { type CommonState, createGameMachine } from '../common/kit.ts';
import flow from './flow.json' with { type: 'json' };
import { STRAIGHT_POOL } from './game.ts';

/** The states of the straight-pool machine. */
export type StraightPoolState = CommonState | 'reracked' | 'ballInHandKitchen' | 'inPlay';

/** The game's declared transitions (flow.json) with the ones every game shares. */
export const STRAIGHT_POOL_FLOW = declareFlow<StraightPoolState>(flow, STRAIGHT_POOL);

export const straightPoolMachine = createGameMachine(STRAIGHT_POOL, STRAIGHT_POOL_FLOW);
