/** The Cutthroat machine: the kit's flow plus the cue ball in hand behind the head string (12, 9.4). */
import { type CommonState, createGameMachine, type Flow } from '../common/kit.ts';
import { CUTTHROAT } from './game.ts';

/** The states of the cutthroat machine. */
export type CutthroatState = CommonState | 'ballInHandKitchen' | 'inPlay';

/** Declared transitions, found by running every example log, the tests' logs and seeded random games, then reviewed against the rules. */
export const CUTTHROAT_FLOW = {
  initial: ['breakShot', 'ballInHandKitchen', 'inPlay'],
  from: {
    gameOver: { announce: ['gameOver'], newRack: ['breakShot'] },
    awaitingChoice: {
      shot: ['awaitingChoice'],
      choose: ['breakShot', 'ballInHandKitchen', 'inPlay'],
      announce: ['awaitingChoice', 'ballInHandKitchen', 'inPlay'],
    },
    breakShot: {
      shot: ['gameOver', 'awaitingChoice', 'breakShot', 'ballInHandKitchen', 'inPlay'],
      announce: ['breakShot'],
    },
    ballInHandKitchen: {
      shot: ['gameOver', 'ballInHandKitchen', 'inPlay'],
      announce: ['gameOver', 'ballInHandKitchen'],
    },
    inPlay: { shot: ['gameOver', 'awaitingChoice', 'ballInHandKitchen', 'inPlay'], announce: ['gameOver', 'inPlay'] },
  },
} as const satisfies Flow<CutthroatState>;

export const cutthroatMachine = createGameMachine(CUTTHROAT, CUTTHROAT_FLOW);
