/** The Odd Ball machine: the kit's flow plus a rack after the 61-point bonus (odd-ball/6, 8.3) and ball in hand in the kitchen (11, 8.6). */
import { type CommonState, createGameMachine, type Flow } from '../common/kit.ts';
import { ODD_BALL } from './game.ts';

/** The states of the odd-ball machine. */
export type OddBallState = CommonState | 'bonusTaken' | 'ballInHandKitchen' | 'inPlay';

/** Declared transitions, found by running every example log, the tests' logs and seeded random games, then reviewed against the rules. */
export const ODD_BALL_FLOW = {
  initial: ['breakShot', 'bonusTaken', 'ballInHandKitchen', 'inPlay'],
  from: {
    gameOver: { announce: { gameOver: ['2.26'] }, newRack: { breakShot: ['odd-ball/8.4'] } },
    awaitingChoice: {
      shot: { awaitingChoice: ['3.31'] },
      choose: {
        awaitingChoice: ['odd-ball/12', 'odd-ball/8.6'],
        breakShot: ['odd-ball/7'],
        bonusTaken: ['odd-ball/12'],
        ballInHandKitchen: ['odd-ball/12'],
        inPlay: ['odd-ball/12'],
      },
      announce: { gameOver: ['1.14'], awaitingChoice: ['odd-ball/8.7', '2.26'], breakShot: ['3.35'] },
    },
    breakShot: {
      shot: {
        gameOver: ['odd-ball/12'],
        awaitingChoice: ['odd-ball/12', 'odd-ball/7'],
        breakShot: ['3.31'],
        bonusTaken: ['odd-ball/6', 'odd-ball/8.2'],
        inPlay: ['odd-ball/7', 'odd-ball/6'],
      },
      announce: { gameOver: ['1.14'], breakShot: ['3.35', 'odd-ball/8.7', '2.26'] },
    },
    bonusTaken: {
      shot: {
        gameOver: ['odd-ball/12'],
        awaitingChoice: ['odd-ball/12', 'odd-ball/8.7'],
        breakShot: ['odd-ball/6', 'odd-ball/8.4'],
        bonusTaken: ['odd-ball/6', 'odd-ball/8.2'],
      },
      announce: { gameOver: ['1.14'], breakShot: ['3.35'], bonusTaken: ['odd-ball/8.7', '2.26'] },
    },
    ballInHandKitchen: {
      shot: {
        gameOver: ['odd-ball/12'],
        awaitingChoice: ['odd-ball/12', 'odd-ball/8.7'],
        bonusTaken: ['odd-ball/6', 'odd-ball/8.2'],
        ballInHandKitchen: ['3.31'],
        inPlay: ['odd-ball/6', 'odd-ball/8.2'],
      },
      announce: { gameOver: ['1.14'], breakShot: ['3.35'], ballInHandKitchen: ['odd-ball/8.7', '2.26'] },
    },
    inPlay: {
      shot: {
        gameOver: ['odd-ball/12'],
        awaitingChoice: ['odd-ball/12', 'odd-ball/8.7'],
        breakShot: ['odd-ball/6', 'odd-ball/8.4'],
        bonusTaken: ['odd-ball/6', 'odd-ball/8.2'],
        inPlay: ['odd-ball/6', 'odd-ball/8.2'],
      },
      announce: { gameOver: ['1.14'], breakShot: ['3.35'], inPlay: ['odd-ball/8.7', '2.26'] },
    },
  },
} as const satisfies Flow<OddBallState>;

export const oddBallMachine = createGameMachine(ODD_BALL, ODD_BALL_FLOW);
