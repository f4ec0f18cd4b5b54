/** The Six-Ball machine: the kit's flow plus ball in hand anywhere (11, 12) and in the kitchen (7). */
import { type CommonState, createGameMachine, type Flow } from '../common/kit.ts';
import { SIX_BALL } from './game.ts';

/** The states of the six-ball machine. */
export type SixBallState = CommonState | 'ballInHand' | 'ballInHandKitchen' | 'inPlay';

/** Declared transitions, found by running every example log, the tests' logs and seeded random games, then reviewed against the rules. */
export const SIX_BALL_FLOW = {
  initial: ['breakShot', 'ballInHand', 'ballInHandKitchen', 'inPlay'],
  from: {
    gameOver: { announce: { gameOver: ['2.26'] }, newRack: { breakShot: ['3.36'] } },
    awaitingChoice: {
      shot: { awaitingChoice: ['3.31'] },
      choose: { breakShot: ['six-ball/7'], ballInHandKitchen: ['six-ball/7'] },
      announce: { gameOver: ['1.14'], awaitingChoice: ['2.16', '2.26'], breakShot: ['3.35'] },
    },
    breakShot: {
      shot: {
        gameOver: ['six-ball/8.1', 'six-ball/7'],
        awaitingChoice: ['six-ball/7', 'six-ball/8.1'],
        breakShot: ['3.31'],
        ballInHand: ['six-ball/12', 'six-ball/8.1'],
        inPlay: ['six-ball/8.1', 'six-ball/7'],
      },
      announce: { gameOver: ['1.14'], breakShot: ['3.35', '2.16', '2.26'] },
    },
    ballInHand: {
      shot: {
        gameOver: ['six-ball/8.1', 'six-ball/12'],
        ballInHand: ['six-ball/8.1', 'six-ball/12'],
        inPlay: ['six-ball/8.1', 'six-ball/8.2'],
      },
      announce: { gameOver: ['1.14'], breakShot: ['3.35'], ballInHand: ['2.16', '2.26'] },
    },
    ballInHandKitchen: {
      shot: {
        gameOver: ['six-ball/12', 'six-ball/8.1'],
        ballInHand: ['six-ball/8.1', 'six-ball/12'],
        ballInHandKitchen: ['3.31'],
        inPlay: ['six-ball/8.1', 'six-ball/8.2'],
      },
      announce: { gameOver: ['1.14'], breakShot: ['3.35'], ballInHandKitchen: ['2.16', '2.26'] },
    },
    inPlay: {
      shot: {
        gameOver: ['six-ball/8.1', 'six-ball/12'],
        ballInHand: ['six-ball/12', 'six-ball/8.1'],
        inPlay: ['six-ball/8.1', 'six-ball/8.2'],
      },
      announce: { gameOver: ['1.14'], breakShot: ['3.35'], inPlay: ['2.16', '2.26'] },
    },
  },
} as const satisfies Flow<SixBallState>;

export const sixBallMachine = createGameMachine(SIX_BALL, SIX_BALL_FLOW);
