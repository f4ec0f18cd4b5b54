/** The eight-ball machine: the kit's flow plus open table (4.9), groups chosen (4.10) and shooting the 8 (4.19). */
import { type CommonState, createGameMachine, type Flow } from '../common/kit.ts';
import { EIGHT_BALL } from './game.ts';

/** The states of the eight-ball machine. */
export type EightBallState = CommonState | 'openTable' | 'onTheEight' | 'groupsChosen';

/** Declared transitions, found by running every example log, the tests' logs and seeded random games, then reviewed against the rules. */
export const EIGHT_BALL_FLOW = {
  initial: ['breakShot', 'openTable', 'onTheEight', 'groupsChosen'],
  from: {
    gameOver: { announce: { gameOver: ['2.26'] }, newRack: { breakShot: ['4.4', '3.36'] } },
    awaitingChoice: {
      shot: { awaitingChoice: ['3.31'] },
      choose: { breakShot: ['4.5', '4.8'], openTable: ['4.5', '4.8'] },
      announce: { gameOver: ['1.14'], awaitingChoice: ['2.16', '2.26'], breakShot: ['4.21'] },
    },
    breakShot: {
      shot: { gameOver: ['4.20'], awaitingChoice: ['4.5', '4.8'], breakShot: ['3.31'], openTable: ['4.5', '4.9'] },
      announce: { gameOver: ['1.14'], breakShot: ['4.21', '2.16', '2.26'] },
    },
    openTable: {
      shot: { gameOver: ['4.20'], openTable: ['4.9', '4.14'], onTheEight: ['4.10', '4.13'], groupsChosen: ['4.10'] },
      announce: { gameOver: ['1.14'], breakShot: ['4.21'], openTable: ['2.16', '2.26'] },
    },
    onTheEight: {
      shot: { gameOver: ['4.19', '4.20'], onTheEight: ['4.19', '4.14'], groupsChosen: ['4.11', '4.14'] },
      announce: { gameOver: ['1.14'], breakShot: ['4.21'], onTheEight: ['2.16', '2.26'] },
    },
    groupsChosen: {
      shot: { gameOver: ['4.20'], onTheEight: ['4.11', '4.13'], groupsChosen: ['4.11', '4.13', '4.14'] },
      announce: { gameOver: ['1.14'], breakShot: ['4.21'], groupsChosen: ['2.16', '2.26'] },
    },
  },
} as const satisfies Flow<EightBallState>;

export const eightBallMachine = createGameMachine(EIGHT_BALL, EIGHT_BALL_FLOW);
