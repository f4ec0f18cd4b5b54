/** The Honolulu machine: the kit's flow plus a shooter owing a ball (honolulu/8) and an inning with balls to spot at its end (honolulu/6). */
import { type CommonState, createGameMachine, type Flow } from '../common/kit.ts';
import { HONOLULU } from './game.ts';

/** The states of the honolulu machine. */
export type HonoluluState = CommonState | 'owingBall' | 'inInning' | 'inPlay';

/** Declared transitions, found by running every example log, the tests' logs and seeded random games, then reviewed against the rules. */
export const HONOLULU_FLOW = {
  initial: ['breakShot', 'owingBall', 'inPlay'],
  from: {
    gameOver: { announce: ['gameOver'], newRack: ['breakShot'] },
    awaitingChoice: {
      shot: ['awaitingChoice'],
      choose: ['owingBall', 'inPlay'],
      announce: ['gameOver', 'awaitingChoice', 'breakShot'],
    },
    breakShot: {
      shot: ['gameOver', 'awaitingChoice', 'breakShot', 'inInning', 'inPlay'],
      announce: ['gameOver', 'breakShot'],
    },
    owingBall: {
      shot: ['gameOver', 'owingBall', 'inInning', 'inPlay'],
      announce: ['gameOver', 'breakShot', 'owingBall'],
    },
    inInning: {
      shot: ['gameOver', 'owingBall', 'inInning', 'inPlay'],
      announce: ['gameOver', 'breakShot', 'inInning'],
    },
    inPlay: { shot: ['gameOver', 'owingBall', 'inInning', 'inPlay'], announce: ['gameOver', 'breakShot', 'inPlay'] },
  },
} as const satisfies Flow<HonoluluState>;

export const honoluluMachine = createGameMachine(HONOLULU, HONOLULU_FLOW);
