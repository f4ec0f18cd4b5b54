/** The Kelly Pool machine: the kit's flow plus an own ball pocketed by another awaiting its owner's announcement (kelly-pool/7) and ball in hand in the kitchen (12, 9.3). */
import { declareFlow } from '../common/edges.ts';
import { type CommonState, createGameMachine } from '../common/kit.ts';
import { KELLY_POOL } from './game.ts';

/** The states of the kelly-pool machine. */
export type KellyPoolState = CommonState | 'announcementDue' | 'ballInHandKitchen' | 'inPlay';

/** Declared transitions, found by running every example log, the tests' logs and seeded random games, then reviewed against the rules. */
export const KELLY_POOL_FLOW = declareFlow<KellyPoolState>({
  initial: ['breakShot', 'ballInHandKitchen', 'inPlay'],
  newRack: ['3.36'],
  announce: { stay: ['kelly-pool/7', '2.26'], stalemate: ['3.35'] },
  from: {
    awaitingChoice: {
      choose: {
        awaitingChoice: ['kelly-pool/13', 'kelly-pool/9.3'],
        breakShot: ['kelly-pool/8'],
        ballInHandKitchen: ['kelly-pool/13'],
        inPlay: ['kelly-pool/13'],
      },
    },
    breakShot: {
      shot: {
        gameOver: ['kelly-pool/13'],
        awaitingChoice: ['kelly-pool/13', 'kelly-pool/8'],
        breakShot: ['3.31'],
        announcementDue: ['kelly-pool/8', 'kelly-pool/7'],
        inPlay: ['kelly-pool/8', 'kelly-pool/9.1'],
      },
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
    },
    inPlay: {
      shot: {
        gameOver: ['kelly-pool/13'],
        awaitingChoice: ['kelly-pool/13', 'kelly-pool/9.3'],
        announcementDue: ['kelly-pool/7', 'kelly-pool/9.1'],
        ballInHandKitchen: ['kelly-pool/7', 'kelly-pool/12'],
        inPlay: ['kelly-pool/9.1'],
      },
    },
  },
});

export const kellyPoolMachine = createGameMachine(KELLY_POOL, KELLY_POOL_FLOW);
