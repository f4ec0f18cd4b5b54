/** The nine-ball machine: the kit's flow plus the push-out option (5.5, 5.6) and ball in hand (5.7, 5.10). */
import { declareFlow } from '../common/edges.ts';
import { type CommonState, createGameMachine } from '../common/kit.ts';
import flow from './flow.json' with { type: 'json' };
import { NINE_BALL } from './game.ts';

/** The states of the nine-ball machine. */
export type NineBallState = CommonState | 'pushOutAvailable' | 'ballInHand' | 'inPlay';

/** The game's declared transitions (flow.json) with the ones every game shares. */
export const NINE_BALL_FLOW = declareFlow<NineBallState>(flow, NINE_BALL);

export const nineBallMachine = createGameMachine(NINE_BALL, NINE_BALL_FLOW);
