/** The Card Ball machine: the kit's flow plus the cue ball in hand behind the head string after a scratch (13). */
import { createGameMachine } from '../common/kit.ts';
import { CARD_BALL } from './game.ts';

export const cardBallMachine = createGameMachine(CARD_BALL);
