/** The nine-ball machine: the kit's flow plus the push-out option (5.5, 5.6) and ball in hand (5.7, 5.10). */
import { type CommonState, createGameMachine, type Flow } from '../common/kit.ts';
import { NINE_BALL } from './game.ts';

/** The states of the nine-ball machine. */
export type NineBallState = CommonState | 'pushOutAvailable' | 'ballInHand' | 'inPlay';

/** Declared transitions, found by running every example log, the tests' logs and seeded random games, then reviewed against the rules. */
export const NINE_BALL_FLOW = {
  initial: ['breakShot', 'pushOutAvailable', 'ballInHand', 'inPlay'],
  from: {
    gameOver: { announce: { gameOver: ['2.26'] }, newRack: { breakShot: ['5.3', '3.36'] } },
    awaitingChoice: {
      shot: { awaitingChoice: ['3.31'] },
      choose: { ballInHand: ['3.9'], inPlay: ['5.6'] },
      announce: { gameOver: ['1.14'], awaitingChoice: ['2.16', '2.26'], breakShot: ['3.35'] },
    },
    breakShot: {
      shot: {
        gameOver: ['5.5', '5.14'],
        awaitingChoice: ['3.9'],
        breakShot: ['3.31'],
        pushOutAvailable: ['5.4', '5.6'],
        ballInHand: ['5.4', '5.7', '5.10'],
      },
      announce: { gameOver: ['1.14'], breakShot: ['3.35', '2.16', '2.26'] },
    },
    pushOutAvailable: {
      shot: {
        gameOver: ['5.7', '2.28'],
        awaitingChoice: ['5.6'],
        pushOutAvailable: ['3.31'],
        ballInHand: ['5.7', '5.10'],
        inPlay: ['5.5', '3.5'],
      },
      announce: { gameOver: ['1.14'], breakShot: ['3.35'], pushOutAvailable: ['2.16', '2.26'] },
    },
    ballInHand: {
      shot: { gameOver: ['5.14', '5.13'], ballInHand: ['5.7', '5.10'], inPlay: ['5.5', '3.5'] },
      announce: { gameOver: ['1.14'], breakShot: ['3.35'], ballInHand: ['2.16', '2.26'] },
    },
    inPlay: {
      shot: { gameOver: ['5.14', '5.7'], ballInHand: ['5.7', '5.10'], inPlay: ['5.5', '3.5'] },
      announce: { gameOver: ['1.14'], breakShot: ['3.35'], inPlay: ['2.16', '2.26'] },
    },
  },
} as const satisfies Flow<NineBallState>;

export const nineBallMachine = createGameMachine(NINE_BALL, NINE_BALL_FLOW);
