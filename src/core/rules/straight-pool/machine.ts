/** The 14.1 machine: the kit's flow plus the re-rack after the 14th ball (6.7.3) and the kitchen (6.10). */
import { declareFlow } from '../common/edges.ts';
import { type CommonState, createGameMachine } from '../common/kit.ts';
import { STRAIGHT_POOL } from './game.ts';

/** The states of the straight-pool machine. */
export type StraightPoolState = CommonState | 'reracked' | 'ballInHandKitchen' | 'inPlay';

/** Declared transitions, found by running every example log, the tests' logs and seeded random games, then reviewed against the rules. */
export const STRAIGHT_POOL_FLOW = declareFlow<StraightPoolState>({
  initial: ['breakShot', 'ballInHandKitchen', 'inPlay'],
  newRack: ['3.36'],
  announce: { stay: ['2.16', '2.26'], stalemate: ['3.35'] },
  from: {
    awaitingChoice: {
      choose: { breakShot: ['6.6', '6.7.5'], ballInHandKitchen: ['6.7', '6.7.5'], inPlay: ['6.6'] },
    },
    breakShot: {
      shot: {
        gameOver: ['2.28'],
        awaitingChoice: ['6.6'],
        breakShot: ['3.31'],
        ballInHandKitchen: ['6.6', '6.10'],
        inPlay: ['6.6', '6.13'],
      },
    },
    reracked: {
      shot: {
        gameOver: ['6.1'],
        awaitingChoice: ['6.7.5'],
        reracked: ['3.31'],
        ballInHandKitchen: ['6.10'],
        inPlay: ['6.5', '6.7.1'],
      },
    },
    ballInHandKitchen: {
      shot: {
        gameOver: ['2.28'],
        awaitingChoice: ['6.7.5'],
        reracked: ['6.7.3'],
        ballInHandKitchen: ['6.10'],
        inPlay: ['6.5', '6.7.1'],
      },
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
    },
  },
});

export const straightPoolMachine = createGameMachine(STRAIGHT_POOL, STRAIGHT_POOL_FLOW);
