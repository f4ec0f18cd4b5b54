/** The Mr. & Mrs. machine: the kit's flow plus a weaker player at the table (mr-and-mrs/8.3, 8.6) and ball in hand in the kitchen (11, 8.5). */
import { type CommonState, createGameMachine, type Flow } from '../common/kit.ts';
import { MR_AND_MRS } from './game.ts';

/** The states of the mr-and-mrs machine. */
export type MrAndMrsState = CommonState | 'noviceShooting' | 'ballInHandKitchen' | 'inPlay';

/** Declared transitions, found by running every example log, the tests' logs and seeded random games, then reviewed against the rules. */
export const MR_AND_MRS_FLOW = {
  initial: ['breakShot', 'noviceShooting', 'ballInHandKitchen', 'inPlay'],
  from: {
    gameOver: { announce: ['gameOver'], newRack: ['breakShot'] },
    awaitingChoice: {
      shot: ['awaitingChoice'],
      choose: ['breakShot', 'noviceShooting', 'ballInHandKitchen', 'inPlay'],
      announce: ['gameOver', 'awaitingChoice', 'breakShot'],
    },
    breakShot: {
      shot: ['gameOver', 'awaitingChoice', 'breakShot', 'noviceShooting', 'ballInHandKitchen', 'inPlay'],
      announce: ['gameOver', 'breakShot'],
    },
    noviceShooting: {
      shot: ['gameOver', 'awaitingChoice', 'noviceShooting', 'ballInHandKitchen', 'inPlay'],
      announce: ['gameOver', 'breakShot', 'noviceShooting'],
    },
    ballInHandKitchen: {
      shot: ['gameOver', 'noviceShooting', 'ballInHandKitchen', 'inPlay'],
      announce: ['gameOver', 'breakShot', 'ballInHandKitchen'],
    },
    inPlay: {
      shot: ['gameOver', 'awaitingChoice', 'noviceShooting', 'ballInHandKitchen', 'inPlay'],
      announce: ['gameOver', 'breakShot', 'inPlay'],
    },
  },
} as const satisfies Flow<MrAndMrsState>;

export const mrAndMrsMachine = createGameMachine(MR_AND_MRS, MR_AND_MRS_FLOW);
