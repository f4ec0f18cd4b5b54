/** The side-pocket-one machine: the kit's flow plus the cue ball in hand behind the head string (side-pocket-one/10). */
import { type CommonState, createGameMachine, type Flow } from '../common/kit.ts';
import { SIDE_POCKET_ONE } from './game.ts';

/** The states of the side-pocket-one machine. */
export type SidePocketOneState = CommonState | 'ballInHandKitchen' | 'inPlay';

/** Declared transitions, found by running every example log, the tests' logs and seeded random games, then reviewed against the rules. */
export const SIDE_POCKET_ONE_FLOW = {
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
    ballInHandKitchen: {
      shot: ['gameOver', 'ballInHandKitchen', 'inPlay'],
      announce: ['gameOver', 'breakShot', 'ballInHandKitchen'],
    },
    inPlay: {
      shot: ['gameOver', 'awaitingChoice', 'breakShot', 'ballInHandKitchen', 'inPlay'],
      announce: ['gameOver', 'breakShot', 'inPlay'],
    },
  },
} as const satisfies Flow<SidePocketOneState>;

export const sidePocketOneMachine = createGameMachine(SIDE_POCKET_ONE, SIDE_POCKET_ONE_FLOW);
