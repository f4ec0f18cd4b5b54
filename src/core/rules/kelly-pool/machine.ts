/** The Kelly Pool machine: the kit's flow plus an own ball pocketed by another awaiting its owner's announcement (kelly-pool/7) and ball in hand in the kitchen (12, 9.3). */
import { type CommonState, createGameMachine, type Flow } from '../common/kit.ts';
import { KELLY_POOL } from './game.ts';

/** The states of the kelly-pool machine. */
export type KellyPoolState = CommonState | 'announcementDue' | 'ballInHandKitchen' | 'inPlay';

/** Declared transitions, found by running every example log, the tests' logs and seeded random games, then reviewed against the rules. */
export const KELLY_POOL_FLOW = {
  initial: ['breakShot', 'ballInHandKitchen', 'inPlay'],
  from: {
    gameOver: { announce: { gameOver: ['2.26'] }, newRack: { breakShot: ['3.36'] } },
    awaitingChoice: {
      shot: { awaitingChoice: ['3.31'] },
      choose: {
        awaitingChoice: ['kelly-pool/13', 'kelly-pool/9.3'],
        breakShot: ['kelly-pool/8'],
        ballInHandKitchen: ['kelly-pool/13'],
        inPlay: ['kelly-pool/13'],
      },
      announce: { gameOver: ['1.14'], awaitingChoice: ['kelly-pool/7', '2.26'], breakShot: ['3.35'] },
    },
    breakShot: {
      shot: {
        gameOver: ['kelly-pool/13'],
        awaitingChoice: ['kelly-pool/13', 'kelly-pool/8'],
        breakShot: ['3.31'],
        announcementDue: ['kelly-pool/8', 'kelly-pool/7'],
        inPlay: ['kelly-pool/8', 'kelly-pool/9.1'],
      },
      announce: { gameOver: ['1.14'], breakShot: ['3.35', 'kelly-pool/7', '2.26'] },
    },
    announcementDue: {
      shot: {
        gameOver: ['kelly-pool/7', 'kelly-pool/13'],
        awaitingChoice: ['kelly-pool/13', 'kelly-pool/7'],
        announcementDue: ['kelly-pool/7', 'kelly-pool/9.1'],
        inPlay: ['kelly-pool/7', 'kelly-pool/13'],
      },
      announce: {
        gameOver: ['1.14'],
        breakShot: ['3.35'],
        announcementDue: ['kelly-pool/7', '2.26'],
        inPlay: ['kelly-pool/7'],
      },
    },
    ballInHandKitchen: {
      shot: {
        gameOver: ['kelly-pool/13'],
        awaitingChoice: ['kelly-pool/13'],
        announcementDue: ['kelly-pool/7', 'kelly-pool/9.1'],
        ballInHandKitchen: ['3.31'],
        inPlay: ['kelly-pool/9.1'],
      },
      announce: { gameOver: ['1.14'], breakShot: ['3.35'], ballInHandKitchen: ['kelly-pool/7', '2.26'] },
    },
    inPlay: {
      shot: {
        gameOver: ['kelly-pool/13'],
        awaitingChoice: ['kelly-pool/13', 'kelly-pool/9.3'],
        announcementDue: ['kelly-pool/7', 'kelly-pool/9.1'],
        ballInHandKitchen: ['kelly-pool/7', 'kelly-pool/12'],
        inPlay: ['kelly-pool/9.1'],
      },
      announce: { gameOver: ['1.14'], breakShot: ['3.35'], inPlay: ['kelly-pool/7', '2.26'] },
    },
  },
} as const satisfies Flow<KellyPoolState>;

export const kellyPoolMachine = createGameMachine(KELLY_POOL, KELLY_POOL_FLOW);
