/** The Cribbage machine: the kit's flow plus a mate due on the next shot (cribbage/9.1) and ball in hand in the kitchen (12, 13). */
import { type CommonState, createGameMachine, type Flow } from '../common/kit.ts';
import { CRIBBAGE } from './game.ts';

/** The states of the cribbage machine. */
export type CribbageState = CommonState | 'mateDue' | 'ballInHandKitchen' | 'inPlay';

/** Declared transitions, found by running every example log, the tests' logs and seeded random games, then reviewed against the rules. */
export const CRIBBAGE_FLOW = {
  initial: ['breakShot', 'ballInHandKitchen', 'inPlay'],
  from: {
    gameOver: { announce: ['gameOver'], newRack: ['breakShot'] },
    awaitingChoice: {
      shot: ['awaitingChoice'],
      choose: ['breakShot', 'ballInHandKitchen', 'inPlay'],
      announce: ['gameOver', 'awaitingChoice', 'breakShot'],
    },
    breakShot: {
      shot: ['gameOver', 'awaitingChoice', 'breakShot', 'mateDue', 'ballInHandKitchen', 'inPlay'],
      announce: ['gameOver', 'breakShot'],
    },
    mateDue: {
      shot: ['gameOver', 'awaitingChoice', 'mateDue', 'ballInHandKitchen', 'inPlay'],
      announce: ['gameOver', 'breakShot', 'mateDue'],
    },
    ballInHandKitchen: {
      shot: ['gameOver', 'awaitingChoice', 'mateDue', 'ballInHandKitchen', 'inPlay'],
      announce: ['gameOver', 'breakShot', 'ballInHandKitchen'],
    },
    inPlay: {
      shot: ['gameOver', 'awaitingChoice', 'mateDue', 'ballInHandKitchen', 'inPlay'],
      announce: ['gameOver', 'breakShot', 'inPlay'],
    },
  },
} as const satisfies Flow<CribbageState>;

export const cribbageMachine = createGameMachine(CRIBBAGE, CRIBBAGE_FLOW);
