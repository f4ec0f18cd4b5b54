/** The Six-Ball machine: the kit's flow plus ball in hand anywhere (11, 12) and in the kitchen (7). */
import { declareFlow } from '../common/edges.ts';
import { type CommonState, createGameMachine } from '../common/kit.ts';
import flow from './flow.json' with { type: 'json' };
import { SIX_BALL } from './game.ts';

/** The states of the six-ball machine. */
export type SixBallState = CommonState | 'ballInHand' | 'ballInHandKitchen' | 'inPlay';

/** The game's declared transitions (flow.json) with the ones every game shares. */
export const SIX_BALL_FLOW = declareFlow<SixBallState>(flow, SIX_BALL);

export const sixBallMachine = createGameMachine(SIX_BALL, SIX_BALL_FLOW);
