/** The Card Ball machine: the kit's flow plus the cue ball in hand behind the head string after a scratch (13); a concession takes only the player out, the last one left wins (1.14). */
import { declareFlow } from '../common/edges.ts';
import { type CommonState, createGameMachine } from '../common/kit.ts';
import flow from './flow.json' with { type: 'json' };
import { CARD_BALL } from './game.ts';

/** The states of the card-ball machine. */
export type CardBallState = CommonState | 'ballInHandKitchen' | 'inPlay';

/** The game's declared transitions (flow.json) with the ones every game shares. */
export const CARD_BALL_FLOW = declareFlow<CardBallState>(flow, CARD_BALL);

export const cardBallMachine = createGameMachine(CARD_BALL, CARD_BALL_FLOW);
