/** The 14.1 machine: the kit's flow plus the re-rack after the 14th ball (6.7.3) and the kitchen (6.10). */
import { type CommonState, createGameMachine, type Flow } from '../common/kit.ts';
import { STRAIGHT_POOL } from './game.ts';

/** The states of the straight-pool machine. */
export type StraightPoolState = CommonState | 'reracked' | 'ballInHandKitchen' | 'inPlay';

/** Declared transitions, found by running every example log, the tests' logs and seeded random games, then reviewed against the rules. */
export const STRAIGHT_POOL_FLOW = {
  initial: ['breakShot', 'ballInHandKitchen', 'inPlay'],
  from: {
    gameOver: { announce: ['gameOver'], newRack: ['breakShot'] },
    awaitingChoice: {
      shot: ['awaitingChoice'],
      choose: ['breakShot', 'ballInHandKitchen', 'inPlay'],
      announce: ['gameOver', 'awaitingChoice', 'breakShot'],
    },
    breakShot: {
      shot: ['gameOver', 'awaitingChoice', 'breakShot', 'ballInHandKitchen', 'inPlay'],
      announce: ['gameOver', 'breakShot'],
    },
    reracked: {
      shot: ['gameOver', 'awaitingChoice', 'reracked', 'ballInHandKitchen', 'inPlay'],
      announce: ['gameOver', 'breakShot', 'reracked'],
    },
    ballInHandKitchen: {
      shot: ['gameOver', 'awaitingChoice', 'reracked', 'ballInHandKitchen', 'inPlay'],
      announce: ['gameOver', 'breakShot', 'ballInHandKitchen'],
    },
    inPlay: {
      shot: ['gameOver', 'awaitingChoice', 'breakShot', 'reracked', 'ballInHandKitchen', 'inPlay'],
      announce: ['gameOver', 'breakShot', 'inPlay'],
    },
  },
} as const satisfies Flow<StraightPoolState>;

export const straightPoolMachine = createGameMachine(STRAIGHT_POOL, STRAIGHT_POOL_FLOW);
