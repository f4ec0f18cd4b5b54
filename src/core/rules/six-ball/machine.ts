/** The Six-Ball machine: the kit's flow plus ball in hand anywhere (11, 12) and in the kitchen (7). */
import { declareFlow } from '../common/edges.ts';
import { type CommonState, createGameMachine } from '../common/kit.ts';
import { SIX_BALL } from './game.ts';

/** The states of the six-ball machine. */
export type SixBallState = CommonState | 'ballInHand' | 'ballInHandKitchen' | 'inPlay';

/** Declared transitions, found by running every example log, the tests' logs and seeded random games, then reviewed against the rules. */
export const SIX_BALL_FLOW = declareFlow<SixBallState>({
  initial: ['breakShot', 'ballInHand', 'ballInHandKitchen', 'inPlay'],
  newRack: ['3.36'],
  announce: { stay: ['2.16', '2.26'], stalemate: ['3.35'] },
  from: {
    awaitingChoice: { choose: { breakShot: ['six-ball/7'], ballInHandKitchen: ['six-ball/7'] } },
    breakShot: {
      shot: {
        gameOver: ['six-ball/8.1', 'six-ball/7'],
        awaitingChoice: ['six-ball/7', 'six-ball/8.1'],
        breakShot: ['3.31'],
        ballInHand: ['six-ball/12', 'six-ball/8.1'],
        inPlay: ['six-ball/8.1', 'six-ball/7'],
      },
    },
    ballInHand: {
      shot: {
        gameOver: ['six-ball/8.1', 'six-ball/12'],
        ballInHand: ['six-ball/8.1', 'six-ball/12'],
        inPlay: ['six-ball/8.1', 'six-ball/8.2'],
      },
    },
    ballInHandKitchen: {
      shot: {
        gameOver: ['six-ball/12', 'six-ball/8.1'],
        ballInHand: ['six-ball/8.1', 'six-ball/12'],
        ballInHandKitchen: ['3.31'],
        inPlay: ['six-ball/8.1', 'six-ball/8.2'],
      },
    },
    inPlay: {
      shot: {
        gameOver: ['six-ball/8.1', 'six-ball/12'],
        ballInHand: ['six-ball/12', 'six-ball/8.1'],
        inPlay: ['six-ball/8.1', 'six-ball/8.2'],
      },
    },
  },
});

export const sixBallMachine = createGameMachine(SIX_BALL, SIX_BALL_FLOW);
