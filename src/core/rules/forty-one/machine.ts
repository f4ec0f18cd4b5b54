/** The Forty-One machine: the kit's flow plus a bust to declare (9.7) and the kitchen (9.5, 12). */
import { createGameMachine } from '../common/kit.ts';
import { FORTY_ONE } from './game.ts';

export const fortyOneMachine = createGameMachine(FORTY_ONE);
