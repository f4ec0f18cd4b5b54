/** The Bowlliards machine: the free break of every frame (7), then the first, second and (tenth frame) bonus innings (5, 6, 8). */
import { createGameMachine } from '../common/kit.ts';
import { BOWLLIARDS } from './game.ts';

export const bowlliardsMachine = createGameMachine(BOWLLIARDS);
