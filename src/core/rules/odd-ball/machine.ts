/** The Odd Ball machine: the kit's flow plus a rack after the 61-point bonus (odd-ball/6, 8.3) and ball in hand in the kitchen (11, 8.6). */
import { type CommonState, createGameMachine, type Flow } from '../common/kit.ts';
import { ODD_BALL } from './game.ts';

/** The states of the odd-ball machine. */
export type OddBallState = CommonState | 'bonusTaken' | 'ballInHandKitchen' | 'inPlay';

/** Declared transitions, found by running every example log, the tests' logs and seeded random games, then reviewed against the rules. */
export const ODD_BALL_FLOW = {
  initial: ['breakShot', 'bonusTaken', 'ballInHandKitchen', 'inPlay'],
  from: {
    gameOver: { announce: ['gameOver'], newRack: ['breakShot'] },
    awaitingChoice: {
      shot: ['awaitingChoice'],
      choose: ['awaitingChoice', 'breakShot', 'bonusTaken', 'ballInHandKitchen', 'inPlay'],
      announce: ['gameOver', 'awaitingChoice', 'breakShot'],
    },
    breakShot: {
      shot: ['gameOver', 'awaitingChoice', 'breakShot', 'bonusTaken', 'inPlay'],
      announce: ['gameOver', 'breakShot'],
    },
    bonusTaken: {
      shot: ['gameOver', 'awaitingChoice', 'breakShot', 'bonusTaken'],
      announce: ['gameOver', 'breakShot', 'bonusTaken'],
    },
    ballInHandKitchen: {
      shot: ['gameOver', 'awaitingChoice', 'bonusTaken', 'ballInHandKitchen', 'inPlay'],
      announce: ['gameOver', 'breakShot', 'ballInHandKitchen'],
    },
    inPlay: {
      shot: ['gameOver', 'awaitingChoice', 'breakShot', 'bonusTaken', 'inPlay'],
      announce: ['gameOver', 'breakShot', 'inPlay'],
    },
  },
} as const satisfies Flow<OddBallState>;

export const oddBallMachine = createGameMachine(ODD_BALL, ODD_BALL_FLOW);
