/** The Kelly Pool machine: the kit's flow plus an own ball pocketed by another awaiting its owner's announcement (kelly-pool/7) and ball in hand in the kitchen (12, 9.3). */
import { type CommonState, createGameMachine, type Flow } from '../common/kit.ts';
import { KELLY_POOL } from './game.ts';

/** The states of the kelly-pool machine. */
export type KellyPoolState = CommonState | 'announcementDue' | 'ballInHandKitchen' | 'inPlay';

/** Declared transitions, found by running every example log, the tests' logs and seeded random games, then reviewed against the rules. */
export const KELLY_POOL_FLOW = {
  initial: ['breakShot', 'ballInHandKitchen', 'inPlay'],
  from: {
    gameOver: { announce: ['gameOver'], newRack: ['breakShot'] },
    awaitingChoice: {
      shot: ['awaitingChoice'],
      choose: ['awaitingChoice', 'breakShot', 'ballInHandKitchen', 'inPlay'],
      announce: ['gameOver', 'awaitingChoice', 'breakShot'],
    },
    breakShot: {
      shot: ['gameOver', 'awaitingChoice', 'breakShot', 'announcementDue', 'inPlay'],
      announce: ['gameOver', 'breakShot'],
    },
    announcementDue: {
      shot: ['gameOver', 'awaitingChoice', 'announcementDue', 'inPlay'],
      announce: ['gameOver', 'breakShot', 'announcementDue', 'inPlay'],
    },
    ballInHandKitchen: {
      shot: ['gameOver', 'awaitingChoice', 'announcementDue', 'ballInHandKitchen', 'inPlay'],
      announce: ['gameOver', 'breakShot', 'ballInHandKitchen'],
    },
    inPlay: {
      shot: ['gameOver', 'awaitingChoice', 'announcementDue', 'ballInHandKitchen', 'inPlay'],
      announce: ['gameOver', 'breakShot', 'inPlay'],
    },
  },
} as const satisfies Flow<KellyPoolState>;

export const kellyPoolMachine = createGameMachine(KELLY_POOL, KELLY_POOL_FLOW);
