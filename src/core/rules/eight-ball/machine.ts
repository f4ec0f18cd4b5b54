/** The eight-ball machine: the kit's flow plus open table (4.9), groups chosen (4.10) and shooting the 8 (4.19). */
import { declareFlow } from '../common/edges.ts';
import { type CommonState, createGameMachine } from '../common/kit.ts';
import { EIGHT_BALL } from './game.ts';

/** The states of the eight-ball machine. */
export type EightBallState = CommonState | 'openTable' | 'onTheEight' | 'groupsChosen';

/** Declared transitions, found by running every example log, the tests' logs and seeded random games, then reviewed against the rules. */
export const EIGHT_BALL_FLOW = declareFlow<EightBallState>({
  initial: ['breakShot', 'openTable', 'onTheEight', 'groupsChosen'],
  newRack: ['4.4', '3.36'],
  announce: { stay: ['2.16', '2.26'], stalemate: ['4.21'] },
  from: {
    awaitingChoice: {
      choose: { breakShot: ['4.5', '4.8'], openTable: ['4.5', '4.8'] },
    },
    breakShot: {
      shot: { gameOver: ['4.20'], awaitingChoice: ['4.5', '4.8'], breakShot: ['3.31'], openTable: ['4.5', '4.9'] },
    },
    openTable: {
      shot: { gameOver: ['4.20'], openTable: ['4.9', '4.14'], onTheEight: ['4.10', '4.13'], groupsChosen: ['4.10'] },
    },
    onTheEight: {
      shot: { gameOver: ['4.19', '4.20'], onTheEight: ['4.19', '4.14'], groupsChosen: ['4.11', '4.14'] },
    },
    groupsChosen: {
      shot: { gameOver: ['4.20'], onTheEight: ['4.11', '4.13'], groupsChosen: ['4.11', '4.13', '4.14'] },
    },
  },
});

export const eightBallMachine = createGameMachine(EIGHT_BALL, EIGHT_BALL_FLOW);
