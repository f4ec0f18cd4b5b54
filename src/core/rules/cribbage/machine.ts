/** The Cribbage machine: the kit's flow plus a mate due on the next shot (cribbage/9.1) and ball in hand in the kitchen (12, 13). */
import { declareFlow } from '../common/edges.ts';
import { type CommonState, createGameMachine } from '../common/kit.ts';
import { CRIBBAGE } from './game.ts';

/** The states of the cribbage machine. */
export type CribbageState = CommonState | 'mateDue' | 'ballInHandKitchen' | 'inPlay';

/** Declared transitions, found by running every example log, the tests' logs and seeded random games, then reviewed against the rules. */
export const CRIBBAGE_FLOW = declareFlow<CribbageState>({
  initial: ['breakShot', 'ballInHandKitchen', 'inPlay'],
  newRack: ['3.36'],
  announce: { stay: ['2.16', '2.26'], stalemate: ['3.35'] },
  from: {
    awaitingChoice: {
      choose: { breakShot: ['cribbage/8'], ballInHandKitchen: ['cribbage/13'], inPlay: ['cribbage/13'] },
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
    },
    mateDue: {
      shot: {
        gameOver: ['cribbage/13'],
        awaitingChoice: ['cribbage/13', 'cribbage/9.4'],
        mateDue: ['3.31'],
        ballInHandKitchen: ['cribbage/12', 'cribbage/13'],
        inPlay: ['cribbage/6', 'cribbage/7'],
      },
    },
    ballInHandKitchen: {
      shot: {
        gameOver: ['cribbage/13'],
        awaitingChoice: ['cribbage/13', 'cribbage/9.6'],
        mateDue: ['cribbage/9.1'],
        ballInHandKitchen: ['cribbage/12', 'cribbage/13'],
        inPlay: ['3.5'],
      },
    },
    inPlay: {
      shot: {
        gameOver: ['cribbage/13'],
        awaitingChoice: ['cribbage/13', 'cribbage/9.6'],
        mateDue: ['cribbage/9.1'],
        ballInHandKitchen: ['cribbage/12', 'cribbage/13'],
        inPlay: ['3.31'],
      },
    },
  },
});

export const cribbageMachine = createGameMachine(CRIBBAGE, CRIBBAGE_FLOW);
