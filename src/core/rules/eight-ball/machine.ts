/** The eight-ball machine: the kit's flow plus open table (4.9), groups chosen (4.10) and shooting the 8 (4.19). */
import { declareFlow } from '../common/edges.ts';
import { type CommonState, createGameMachine } from '../common/kit.ts';
import flow from './flow.json' with { type: 'json' };
import { EIGHT_BALL } from './game.ts';

/** The states of the eight-ball machine. */
export type EightBallState = CommonState | 'openTable' | 'onTheEight' | 'groupsChosen';

/** The game's declared transitions (flow.json) with the ones every game shares. */
export const EIGHT_BALL_FLOW = declareFlow<EightBallState>(flow, EIGHT_BALL);

export const eightBallMachine = createGameMachine(EIGHT_BALL, EIGHT_BALL_FLOW);
