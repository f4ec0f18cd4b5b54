/** The Odd Ball machine: the kit's flow plus a rack after the 61-point bonus (odd-ball/6, 8.3) and ball in hand in the kitchen (11, 8.6). */
import { declareFlow } from '../common/edges.ts';
import { type CommonState, createGameMachine } from '../common/kit.ts';
import flow from './flow.json' with { type: 'json' };
import { ODD_BALL } from './game.ts';

/** The states of the odd-ball machine. */
export type OddBallState = CommonState | 'bonusTaken' | 'ballInHandKitchen' | 'inPlay';

/** The game's declared transitions (flow.json) with the ones every game shares. */
export const ODD_BALL_FLOW = declareFlow<OddBallState>(flow, ODD_BALL);

export const oddBallMachine = createGameMachine(ODD_BALL, ODD_BALL_FLOW);
