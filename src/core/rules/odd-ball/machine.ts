/** The Odd Ball machine: the kit's flow plus a rack after the 61-point bonus (odd-ball/6, 8.3) and ball in hand in the kitchen (11, 8.6). */
import { createGameMachine } from '../common/kit.ts';
import { ODD_BALL } from './game.ts';

export const oddBallMachine = createGameMachine(ODD_BALL);
