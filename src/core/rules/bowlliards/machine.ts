/** The Bowlliards machine: the free break of every frame (7), then the first, second and (tenth frame) bonus innings (5, 6, 8). */
import { declareFlow } from '../common/edges.ts';
import { type CommonState, createGameMachine } from '../common/kit.ts';
import flow from './flow.json' with { type: 'json' };
import { BOWLLIARDS } from './game.ts';

/** The states of the bowlliards machine. */
export type BowlliardsState = Exclude<CommonState, 'awaitingChoice'> | 'bonusInning' | 'secondInning' | 'firstInning';

/** The game's declared transitions (flow.json) with the ones every game shares. */
export const BOWLLIARDS_FLOW = declareFlow<BowlliardsState>(flow, BOWLLIARDS);

export const bowlliardsMachine = createGameMachine(BOWLLIARDS, BOWLLIARDS_FLOW);
