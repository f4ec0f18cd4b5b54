/** The Honolulu machine: the kit's flow plus a shooter owing a ball (honolulu/8) and an inning with balls to spot at its end (honolulu/6). */
import { declareFlow } from '../common/edges.ts';
import { type CommonState, createGameMachine } from '../common/kit.ts';
import { HONOLULU } from './game.ts';

/** The states of the honolulu machine. */
export type HonoluluState = CommonState | 'owingBall' | 'inInning' | 'inPlay';

/** Declared transitions, found by running every example log, the tests' logs and seeded random games, then reviewed against the rules. */
export const HONOLULU_FLOW = declareFlow<HonoluluState>({
  initial: ['breakShot', 'owingBall', 'inPlay'],
  newRack: ['3.36'],
  announce: { stay: ['2.26'], stalemate: ['3.35'] },
  from: {
    awaitingChoice: {
      choose: { owingBall: ['3.9'], inPlay: ['3.9'] },
    },
    breakShot: {
      shot: {
        gameOver: ['honolulu/9'],
        awaitingChoice: ['honolulu/9', 'honolulu/8'],
        breakShot: ['3.31'],
        owingBall: ['honolulu/8', 'honolulu/9'],
        inInning: ['honolulu/8', 'honolulu/6'],
        inPlay: ['honolulu/8', 'honolulu/9'],
      },
    },
    owingBall: {
      shot: {
        gameOver: ['honolulu/9'],
        owingBall: ['honolulu/9', 'honolulu/6'],
        inInning: ['honolulu/8', 'honolulu/6'],
        inPlay: ['honolulu/9'],
      },
    },
    inInning: {
      shot: {
        gameOver: ['honolulu/9'],
        owingBall: ['honolulu/6'],
        inInning: ['honolulu/6'],
        inPlay: ['honolulu/6', 'honolulu/9'],
      },
    },
    inPlay: {
      shot: {
        gameOver: ['honolulu/9'],
        owingBall: ['honolulu/6'],
        inInning: ['honolulu/6'],
        inPlay: ['honolulu/9', 'honolulu/6'],
      },
    },
  },
});

export const honoluluMachine = createGameMachine(HONOLULU, HONOLULU_FLOW);
