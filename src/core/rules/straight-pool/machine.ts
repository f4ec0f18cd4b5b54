/** The 14.1 machine: the kit's flow plus the re-rack after the 14th ball (6.7.3) and the kitchen (6.10). */
import { type CommonState, createGameMachine, type Flow } from '../common/kit.ts';
import { STRAIGHT_POOL } from './game.ts';

/** The states of the straight-pool machine. */
export type StraightPoolState = CommonState | 'reracked' | 'ballInHandKitchen' | 'inPlay';

/** Declared transitions, found by running every example log, the tests' logs and seeded random games, then reviewed against the rules. */
export const STRAIGHT_POOL_FLOW = {
  initial: ['breakShot', 'ballInHandKitchen', 'inPlay'],
  from: {
    gameOver: { announce: { gameOver: ['2.26'] }, newRack: { breakShot: ['3.36'] } },
    awaitingChoice: {
      shot: { awaitingChoice: ['3.31'] },
      choose: { breakShot: ['6.6', '6.7.5'], ballInHandKitchen: ['6.7', '6.7.5'], inPlay: ['6.6'] },
      announce: { gameOver: ['1.14'], awaitingChoice: ['2.16', '2.26'], breakShot: ['3.35'] },
    },
    breakShot: {
      shot: {
        gameOver: ['2.28'],
        awaitingChoice: ['6.6'],
        breakShot: ['3.31'],
        ballInHandKitchen: ['6.6', '6.10'],
        inPlay: ['6.6', '6.13'],
      },
      announce: { gameOver: ['1.14'], breakShot: ['3.35', '2.16', '2.26'] },
    },
    reracked: {
      shot: {
        gameOver: ['6.1'],
        awaitingChoice: ['6.7.5'],
        reracked: ['3.31'],
        ballInHandKitchen: ['6.10'],
        inPlay: ['6.5', '6.7.1'],
      },
      announce: { gameOver: ['1.14'], breakShot: ['3.35'], reracked: ['2.16', '2.26'] },
    },
    ballInHandKitchen: {
      shot: {
        gameOver: ['2.28'],
        awaitingChoice: ['6.7.5'],
        reracked: ['6.7.3'],
        ballInHandKitchen: ['6.10'],
        inPlay: ['6.5', '6.7.1'],
      },
      announce: { gameOver: ['1.14'], breakShot: ['3.35'], ballInHandKitchen: ['2.16', '2.26'] },
    },
    inPlay: {
      shot: {
        gameOver: ['6.1', '2.28'],
        awaitingChoice: ['6.7.5'],
        breakShot: ['6.12'],
        reracked: ['6.7.3'],
        ballInHandKitchen: ['6.10'],
        inPlay: ['6.5', '6.7.1'],
      },
      announce: { gameOver: ['1.14'], breakShot: ['3.35'], inPlay: ['2.16', '2.26'] },
    },
  },
} as const satisfies Flow<StraightPoolState>;

export const straightPoolMachine = createGameMachine(STRAIGHT_POOL, STRAIGHT_POOL_FLOW);
