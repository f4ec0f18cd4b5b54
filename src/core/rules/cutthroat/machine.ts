/** The Cutthroat machine: the kit's flow plus the cue ball in hand behind the head string (12, 9.4). */
import { createGameMachine } from '../common/kit.ts';
import { CUTTHROAT } from './game.ts';

export const cutthroatMachine = createGameMachine(CUTTHROAT);
