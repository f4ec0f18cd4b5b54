/** The Cribbage machine: the kit's flow plus a mate due on the next shot (cribbage/9.1) and ball in hand in the kitchen (12, 13). */
import { createGameMachine } from '../common/kit.ts';
import { CRIBBAGE } from './game.ts';

export const cribbageMachine = createGameMachine(CRIBBAGE);
