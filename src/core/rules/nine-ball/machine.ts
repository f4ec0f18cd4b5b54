/** The nine-ball machine: the kit's flow plus the push-out option (5.5, 5.6) and ball in hand (5.7, 5.10). */
import { declareFlow } from '../common/edges.ts';
import { type CommonState, createGameMachine } from '../common/kit.ts';
import { NINE_BALL } from './game.ts';

/** The states of the nine-ball machine. */
export type NineBallState = CommonState | 'pushOutAvailable' | 'ballInHand' | 'inPlay';

/** Declared transitions, found by running every example log, the tests' logs and seeded random games, then reviewed against the rules. */
export const NINE_BALL_FLOW = declareFlow<NineBallState>({
  initial: ['breakShot', 'pushOutAvailable', 'ballInHand', 'inPlay'],
  newRack: ['5.3', '3.36'],
  announce: { stay: ['2.16', '2.26'], stalemate: ['3.35'] },
  from: {
    awaitingChoice: {
      choose: { ballInHand: ['3.9'], inPlay: ['5.6'] },
    },
    breakShot: {
      shot: {
        gameOver: ['5.5', '5.14'],
        awaitingChoice: ['3.9'],
        breakShot: ['3.31'],
        pushOutAvailable: ['5.4', '5.6'],
        ballInHand: ['5.4', '5.7', '5.10'],
      },
    },
    pushOutAvailable: {
      shot: {
        gameOver: ['5.7', '2.28'],
        awaitingChoice: ['5.6'],
        pushOutAvailable: ['3.31'],
        ballInHand: ['5.7', '5.10'],
        inPlay: ['5.5', '3.5'],
      },
    },
    ballInHand: {
      shot: { gameOver: ['5.14', '5.13'], ballInHand: ['5.7', '5.10'], inPlay: ['5.5', '3.5'] },
    },
    inPlay: {
      shot: { gameOver: ['5.14', '5.7'], ballInHand: ['5.7', '5.10'], inPlay: ['5.5', '3.5'] },
    },
  },
});

export const nineBallMachine = createGameMachine(NINE_BALL, NINE_BALL_FLOW);
