/** The Odd Ball machine: the kit's flow plus a rack after the 61-point bonus (odd-ball/6, 8.3) and ball in hand in the kitchen (11, 8.6). */
import { declareFlow } from '../common/edges.ts';
import { type CommonState, createGameMachine } from '../common/kit.ts';
import { ODD_BALL } from './game.ts';

/** The states of the odd-ball machine. */
export type OddBallState = CommonState | 'bonusTaken' | 'ballInHandKitchen' | 'inPlay';

/** Declared transitions, found by running every example log, the tests' logs and seeded random games, then reviewed against the rules. */
export const ODD_BALL_FLOW = declareFlow<OddBallState>({
  initial: ['breakShot', 'bonusTaken', 'ballInHandKitchen', 'inPlay'],
  newRack: ['odd-ball/8.4'],
  announce: { stay: ['odd-ball/8.7', '2.26'], stalemate: ['3.35'] },
  from: {
    awaitingChoice: {
      choose: {
        awaitingChoice: ['odd-ball/12', 'odd-ball/8.6'],
        breakShot: ['odd-ball/7'],
        bonusTaken: ['odd-ball/12'],
        ballInHandKitchen: ['odd-ball/12'],
        inPlay: ['odd-ball/12'],
      },
    },
    breakShot: {
      shot: {
        gameOver: ['odd-ball/12'],
        awaitingChoice: ['odd-ball/12', 'odd-ball/7'],
        breakShot: ['3.31'],
        bonusTaken: ['odd-ball/6', 'odd-ball/8.2'],
        inPlay: ['odd-ball/7', 'odd-ball/6'],
      },
    },
    bonusTaken: {
      shot: {
        gameOver: ['odd-ball/12'],
        awaitingChoice: ['odd-ball/12', 'odd-ball/8.7'],
        breakShot: ['odd-ball/6', 'odd-ball/8.4'],
        bonusTaken: ['odd-ball/6', 'odd-ball/8.2'],
      },
    },
    ballInHandKitchen: {
      shot: {
        gameOver: ['odd-ball/12'],
        awaitingChoice: ['odd-ball/12', 'odd-ball/8.7'],
        bonusTaken: ['odd-ball/6', 'odd-ball/8.2'],
        ballInHandKitchen: ['3.31'],
        inPlay: ['odd-ball/6', 'odd-ball/8.2'],
      },
    },
    inPlay: {
      shot: {
        gameOver: ['odd-ball/12'],
        awaitingChoice: ['odd-ball/12', 'odd-ball/8.7'],
        breakShot: ['odd-ball/6', 'odd-ball/8.4'],
        bonusTaken: ['odd-ball/6', 'odd-ball/8.2'],
        inPlay: ['odd-ball/6', 'odd-ball/8.2'],
      },
    },
  },
});

export const oddBallMachine = createGameMachine(ODD_BALL, ODD_BALL_FLOW);
