/** The Honolulu machine: the kit's flow plus a shooter owing a ball (honolulu/8) and an inning with balls to spot at its end (honolulu/6). */
import { type CommonState, createGameMachine, type Flow } from '../common/kit.ts';
import { HONOLULU } from './game.ts';

/** The states of the honolulu machine. */
export type HonoluluState = CommonState | 'owingBall' | 'inInning' | 'inPlay';

/** Declared transitions, found by running every example log, the tests' logs and seeded random games, then reviewed against the rules. */
export const HONOLULU_FLOW = {
  initial: ['breakShot', 'owingBall', 'inPlay'],
  from: {
    gameOver: { announce: { gameOver: ['2.26'] }, newRack: { breakShot: ['3.36'] } },
    awaitingChoice: {
      shot: { awaitingChoice: ['3.31'] },
      choose: { owingBall: ['3.9'], inPlay: ['3.9'] },
      announce: { gameOver: ['1.14'], awaitingChoice: ['2.26'], breakShot: ['3.35'] },
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
      announce: { gameOver: ['1.14'], breakShot: ['3.35', '2.26'] },
    },
    owingBall: {
      shot: {
        gameOver: ['honolulu/9'],
        owingBall: ['honolulu/9', 'honolulu/6'],
        inInning: ['honolulu/8', 'honolulu/6'],
        inPlay: ['honolulu/9'],
      },
      announce: { gameOver: ['1.14'], breakShot: ['3.35'], owingBall: ['2.26'] },
    },
    inInning: {
      shot: {
        gameOver: ['honolulu/9'],
        owingBall: ['honolulu/6'],
        inInning: ['honolulu/6'],
        inPlay: ['honolulu/6', 'honolulu/9'],
      },
      announce: { gameOver: ['1.14'], breakShot: ['3.35'], inInning: ['2.26'] },
    },
    inPlay: {
      shot: {
        gameOver: ['honolulu/9'],
        owingBall: ['honolulu/6'],
        inInning: ['honolulu/6'],
        inPlay: ['honolulu/9', 'honolulu/6'],
      },
      announce: { gameOver: ['1.14'], breakShot: ['3.35'], inPlay: ['2.26'] },
    },
  },
} as const satisfies Flow<HonoluluState>;

export const honoluluMachine = createGameMachine(HONOLULU, HONOLULU_FLOW);
