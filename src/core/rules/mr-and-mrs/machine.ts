/** The Mr. & Mrs. machine: the kit's flow plus a weaker player at the table (mr-and-mrs/8.3, 8.6) and ball in hand in the kitchen (11, 8.5). */
import { declareFlow } from '../common/edges.ts';
import { type CommonState, createGameMachine } from '../common/kit.ts';
import { MR_AND_MRS } from './game.ts';

/** The states of the mr-and-mrs machine. */
export type MrAndMrsState = CommonState | 'noviceShooting' | 'ballInHandKitchen' | 'inPlay';

/** Declared transitions, found by running every example log, the tests' logs and seeded random games, then reviewed against the rules. */
export const MR_AND_MRS_FLOW = declareFlow<MrAndMrsState>({
  initial: ['breakShot', 'noviceShooting', 'ballInHandKitchen', 'inPlay'],
  newRack: ['3.36'],
  announce: { stay: ['mr-and-mrs/8.4', '2.26'], stalemate: ['3.35'] },
  from: {
    awaitingChoice: {
      choose: {
        breakShot: ['mr-and-mrs/7'],
        noviceShooting: ['mr-and-mrs/7'],
        ballInHandKitchen: ['3.9'],
        inPlay: ['mr-and-mrs/7'],
      },
    },
    breakShot: {
      shot: {
        gameOver: ['mr-and-mrs/12'],
        awaitingChoice: ['mr-and-mrs/12', 'mr-and-mrs/7'],
        breakShot: ['3.31'],
        noviceShooting: ['mr-and-mrs/7', 'mr-and-mrs/12'],
        ballInHandKitchen: ['mr-and-mrs/11', 'mr-and-mrs/12'],
        inPlay: ['mr-and-mrs/7', 'mr-and-mrs/12'],
      },
    },
    noviceShooting: {
      shot: {
        gameOver: ['mr-and-mrs/12'],
        awaitingChoice: ['mr-and-mrs/11', 'mr-and-mrs/12'],
        noviceShooting: ['mr-and-mrs/12', 'mr-and-mrs/8.3'],
        ballInHandKitchen: ['mr-and-mrs/11', 'mr-and-mrs/12'],
        inPlay: ['mr-and-mrs/12', 'mr-and-mrs/8.4'],
      },
    },
    ballInHandKitchen: {
      shot: {
        gameOver: ['mr-and-mrs/12'],
        noviceShooting: ['mr-and-mrs/12', 'mr-and-mrs/8.4'],
        ballInHandKitchen: ['mr-and-mrs/11', 'mr-and-mrs/12'],
        inPlay: ['mr-and-mrs/12', 'mr-and-mrs/8.4'],
      },
    },
    inPlay: {
      shot: {
        gameOver: ['mr-and-mrs/12'],
        awaitingChoice: ['mr-and-mrs/11', 'mr-and-mrs/12'],
        noviceShooting: ['mr-and-mrs/12', 'mr-and-mrs/8.4'],
        ballInHandKitchen: ['mr-and-mrs/11', 'mr-and-mrs/12'],
        inPlay: ['mr-and-mrs/12', 'mr-and-mrs/8.4'],
      },
    },
  },
});

export const mrAndMrsMachine = createGameMachine(MR_AND_MRS, MR_AND_MRS_FLOW);
