/** The Cutthroat machine: the kit's flow plus the cue ball in hand behind the head string (12, 9.4). */
import { declareFlow } from '../common/edges.ts';
import { type CommonState, createGameMachine } from '../common/kit.ts';
import { CUTTHROAT } from './game.ts';

/** The states of the cutthroat machine. */
export type CutthroatState = CommonState | 'ballInHandKitchen' | 'inPlay';

/** Declared transitions, found by running every example log, the tests' logs and seeded random games, then reviewed against the rules. */
export const CUTTHROAT_FLOW = declareFlow<CutthroatState>({
  initial: ['breakShot', 'ballInHandKitchen', 'inPlay'],
  newRack: ['cutthroat/9.5'],
  // 1.14: a player who concedes leaves the game; the last one left wins
  announce: { stay: ['2.26', '1.14'] },
  from: {
    awaitingChoice: {
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
    },
    inPlay: {
      shot: {
        gameOver: ['cutthroat/9.1', 'cutthroat/13'],
        awaitingChoice: ['cutthroat/12', 'cutthroat/13'],
        ballInHandKitchen: ['cutthroat/12', 'cutthroat/13'],
        inPlay: ['cutthroat/9.1', 'cutthroat/13'],
      },
    },
  },
});

export const cutthroatMachine = createGameMachine(CUTTHROAT, CUTTHROAT_FLOW);
