/** The Six-Ball machine: the kit's flow plus ball in hand anywhere (11, 12) and in the kitchen (7). */
import { type CommonState, createGameMachine, type Flow } from '../common/kit.ts';
import { SIX_BALL } from './game.ts';

/** The states of the six-ball machine. */
export type SixBallState = CommonState | 'ballInHand' | 'ballInHandKitchen' | 'inPlay';

/** Declared transitions, found by running every example log, the tests' logs and seeded random games, then reviewed against the rules. */
export const SIX_BALL_FLOW = {
  initial: ['breakShot', 'ballInHand', 'ballInHandKitchen', 'inPlay'],
  from: {
    gameOver: { announce: ['gameOver'], newRack: ['breakShot'] },
    awaitingChoice: {
      shot: ['awaitingChoice'],
      choose: ['breakShot', 'ballInHandKitchen'],
      announce: ['gameOver', 'awaitingChoice', 'breakShot'],
    },
    breakShot: {
      shot: ['gameOver', 'awaitingChoice', 'breakShot', 'ballInHand', 'inPlay'],
      announce: ['gameOver', 'breakShot'],
    },
    ballInHand: { shot: ['gameOver', 'ballInHand', 'inPlay'], announce: ['gameOver', 'breakShot', 'ballInHand'] },
    ballInHandKitchen: {
      shot: ['gameOver', 'ballInHand', 'ballInHandKitchen', 'inPlay'],
      announce: ['gameOver', 'breakShot', 'ballInHandKitchen'],
    },
    inPlay: { shot: ['gameOver', 'ballInHand', 'inPlay'], announce: ['gameOver', 'breakShot', 'inPlay'] },
  },
} as const satisfies Flow<SixBallState>;

export const sixBallMachine = createGameMachine(SIX_BALL, SIX_BALL_FLOW);
