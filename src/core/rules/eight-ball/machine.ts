/** The eight-ball machine: the kit's flow plus open table (4.9), groups chosen (4.10) and shooting the 8 (4.19). */
import { createGameMachine } from '../common/kit.ts';
import { EIGHT_BALL } from './game.ts';

export const eightBallMachine = createGameMachine(EIGHT_BALL);
