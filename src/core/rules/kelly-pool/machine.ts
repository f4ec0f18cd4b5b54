/** The Kelly Pool machine: the kit's flow plus an own ball pocketed by another awaiting its owner's announcement (kelly-pool/7) and ball in hand in the kitchen (12, 9.3). */
import { createGameMachine } from '../common/kit.ts';
import { KELLY_POOL } from './game.ts';

export const kellyPoolMachine = createGameMachine(KELLY_POOL);
