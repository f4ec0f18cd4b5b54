/** The 14.1 machine: the kit's flow plus the re-rack after the 14th ball (6.7.3) and the kitchen (6.10). */
import { createGameMachine } from '../common/kit.ts';
import { STRAIGHT_POOL } from './game.ts';

export const straightPoolMachine = createGameMachine(STRAIGHT_POOL);
