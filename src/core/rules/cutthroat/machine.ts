/** The Cutthroat machine: the kit's flow plus the cue ball in hand behind the head string (12, 9.4). */
import { type CommonState, createGameMachine, type Flow } from '../common/kit.ts';
import { CUTTHROAT } from './game.ts';

/** The states of the cutthroat machine. */
export type CutthroatState = CommonState | 'ballInHandKitchen' | 'inPlay';

/** Declared transitions, found by running every example log, the tests' logs and seeded random games, then reviewed against the rules. */
export const CUTTHROAT_FLOW = {
  initial: ['breakShot', 'ballInHandKitchen', 'inPlay'],
  from: {
    gameOver: { announce: { gameOver: ['2.26'] }, newRack: { breakShot: ['cutthroat/9.5'] } },
    awaitingChoice: {
      shot: { awaitingChoice: ['3.31'] },
      choose: { breakShot: ['cutthroat/8'], ballInHandKitchen: ['3.9'], inPlay: ['cutthroat/8'] },
      announce: { awaitingChoice: ['2.26'], ballInHandKitchen: ['1.14'], inPlay: ['1.14'] },
    },
    breakShot: {
      shot: {
        gameOver: ['cutthroat/13', 'cutthroat/8'],
        awaitingChoice: ['cutthroat/8', 'cutthroat/13'],
        breakShot: ['3.31'],
        ballInHandKitchen: ['cutthroat/12', 'cutthroat/13'],
        inPlay: ['cutthroat/8', 'cutthroat/13'],
      },
      announce: { breakShot: ['1.14', '2.26'] },
    },
    ballInHandKitchen: {
      shot: {
        gameOver: ['cutthroat/9.1', 'cutthroat/13'],
        ballInHandKitchen: ['cutthroat/9.1', 'cutthroat/12'],
        inPlay: ['cutthroat/9.1', 'cutthroat/13'],
      },
      announce: { gameOver: ['1.14'], ballInHandKitchen: ['2.26', '1.14'] },
    },
    inPlay: {
      shot: {
        gameOver: ['cutthroat/9.1', 'cutthroat/13'],
        awaitingChoice: ['cutthroat/12', 'cutthroat/13'],
        ballInHandKitchen: ['cutthroat/12', 'cutthroat/13'],
        inPlay: ['cutthroat/9.1', 'cutthroat/13'],
      },
      announce: { gameOver: ['1.14'], inPlay: ['2.26', '1.14'] },
    },
  },
} as const satisfies Flow<CutthroatState>;

export const cutthroatMachine = createGameMachine(CUTTHROAT, CUTTHROAT_FLOW);
