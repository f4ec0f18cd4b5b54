/** The Cribbage machine: the kit's flow plus a mate due on the next shot (cribbage/9.1) and ball in hand in the kitchen (12, 13). */
import { type CommonState, createGameMachine, type Flow } from '../common/kit.ts';
import { CRIBBAGE } from './game.ts';

/** The states of the cribbage machine. */
export type CribbageState = CommonState | 'mateDue' | 'ballInHandKitchen' | 'inPlay';

/** Declared transitions, found by running every example log, the tests' logs and seeded random games, then reviewed against the rules. */
export const CRIBBAGE_FLOW = {
  initial: ['breakShot', 'ballInHandKitchen', 'inPlay'],
  from: {
    gameOver: { announce: { gameOver: ['2.26'] }, newRack: { breakShot: ['3.36'] } },
    awaitingChoice: {
      shot: { awaitingChoice: ['3.31'] },
      choose: { breakShot: ['cribbage/8'], ballInHandKitchen: ['cribbage/13'], inPlay: ['cribbage/13'] },
      announce: { gameOver: ['1.14'], awaitingChoice: ['2.16', '2.26'], breakShot: ['3.35'] },
    },
    breakShot: {
      shot: {
        gameOver: ['cribbage/13'],
        awaitingChoice: ['cribbage/13', 'cribbage/8'],
        breakShot: ['3.31'],
        mateDue: ['cribbage/8', 'cribbage/9.1'],
        ballInHandKitchen: ['cribbage/12', 'cribbage/13'],
        inPlay: ['cribbage/8'],
      },
      announce: { gameOver: ['1.14'], breakShot: ['3.35', '2.16', '2.26'] },
    },
    mateDue: {
      shot: {
        gameOver: ['cribbage/13'],
        awaitingChoice: ['cribbage/13', 'cribbage/9.4'],
        mateDue: ['3.31'],
        ballInHandKitchen: ['cribbage/12', 'cribbage/13'],
        inPlay: ['cribbage/6', 'cribbage/7'],
      },
      announce: { gameOver: ['1.14'], breakShot: ['3.35'], mateDue: ['2.16', '2.26'] },
    },
    ballInHandKitchen: {
      shot: {
        gameOver: ['cribbage/13'],
        awaitingChoice: ['cribbage/13', 'cribbage/9.6'],
        mateDue: ['cribbage/9.1'],
        ballInHandKitchen: ['cribbage/12', 'cribbage/13'],
        inPlay: ['3.5'],
      },
      announce: { gameOver: ['1.14'], breakShot: ['3.35'], ballInHandKitchen: ['2.16', '2.26'] },
    },
    inPlay: {
      shot: {
        gameOver: ['cribbage/13'],
        awaitingChoice: ['cribbage/13', 'cribbage/9.6'],
        mateDue: ['cribbage/9.1'],
        ballInHandKitchen: ['cribbage/12', 'cribbage/13'],
        inPlay: ['3.31'],
      },
      announce: { gameOver: ['1.14'], breakShot: ['3.35'], inPlay: ['2.16', '2.26'] },
    },
  },
} as const satisfies Flow<CribbageState>;

export const cribbageMachine = createGameMachine(CRIBBAGE, CRIBBAGE_FLOW);
