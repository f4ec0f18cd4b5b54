/** The Honolulu machine: the kit's flow plus a shooter owing a ball (honolulu/8) and an inning with balls to spot at its end (honolulu/6). */
import { declareFlow } from '../common/edges.ts';
import { type CommonState, createGameMachine } from '../common/kit.ts';
import flow from './flow.json' with { type: 'json' };
import { HONOLULU } from './game.ts';

/** The states of the honolulu machine. */
export type HonoluluState = CommonState | 'owingBall' | 'inInning' | 'inPlay';

/** The game's declared transitions (flow.json) with the ones every game shares. */
export const HONOLULU_FLOW = declareFlow<HonoluluState>(flow, HONOLULU);

export const honoluluMachine = createGameMachine(HONOLULU, HONOLULU_FLOW);
