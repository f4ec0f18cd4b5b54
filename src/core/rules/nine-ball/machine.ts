/** The nine-ball machine: the kit's flow plus the push-out option (5.5, 5.6) and ball in hand (5.7, 5.10). */
import { type CommonState, createGameMachine, type Flow } from '../common/kit.ts';
import { NINE_BALL } from './game.ts';

/** The states of the nine-ball machine. */
export type NineBallState = CommonState | 'pushOutAvailable' | 'ballInHand' | 'inPlay';

/** Declared transitions, found by running every example log, the tests' logs and seeded random games, then reviewed against the rules. */
export const NINE_BALL_FLOW = {
  initial: ['breakShot', 'pushOutAvailable', 'ballInHand', 'inPlay'],
  from: {
    gameOver: { announce: ['gameOver'], newRack: ['breakShot'] },
    awaitingChoice: {
      shot: ['awaitingChoice'],
      choose: ['ballInHand', 'inPlay'],
      announce: ['gameOver', 'awaitingChoice', 'breakShot'],
    },
    breakShot: {
      shot: ['gameOver', 'awaitingChoice', 'breakShot', 'pushOutAvailable', 'ballInHand'],
      announce: ['gameOver', 'breakShot'],
    },
    pushOutAvailable: {
      shot: ['gameOver', 'awaitingChoice', 'pushOutAvailable', 'ballInHand', 'inPlay'],
      announce: ['gameOver', 'breakShot', 'pushOutAvailable'],
    },
    ballInHand: { shot: ['gameOver', 'ballInHand', 'inPlay'], announce: ['gameOver', 'breakShot', 'ballInHand'] },
    inPlay: { shot: ['gameOver', 'ballInHand', 'inPlay'], announce: ['gameOver', 'breakShot', 'inPlay'] },
  },
} as const satisfies Flow<NineBallState>;

export const nineBallMachine = createGameMachine(NINE_BALL, NINE_BALL_FLOW);
