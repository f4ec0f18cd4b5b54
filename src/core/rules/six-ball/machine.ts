/** The Six-Ball machine: the kit's flow plus ball in hand anywhere (11, 12) and in the kitchen (7). */
import { createGameMachine } from '../common/kit.ts';
import { SIX_BALL } from './game.ts';

export const sixBallMachine = createGameMachine(SIX_BALL);
