/** The side-pocket-one machine: the kit's flow plus the cue ball in hand behind the head string (side-pocket-one/10). */
import { createGameMachine } from '../common/kit.ts';
import { SIDE_POCKET_ONE } from './game.ts';

export const sidePocketOneMachine = createGameMachine(SIDE_POCKET_ONE);
