/** The Honolulu machine: the kit's flow plus a shooter owing a ball (honolulu/8) and an inning with balls to spot at its end (honolulu/6). */
import { createGameMachine } from '../common/kit.ts';
import { HONOLULU } from './game.ts';

export const honoluluMachine = createGameMachine(HONOLULU);
