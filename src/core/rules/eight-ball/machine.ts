/** The eight-ball machine: the kit's flow plus open table (4.9), groups chosen (4.10) and shooting the 8 (4.19). */
import { type CommonState, createGameMachine, type Flow } from '../common/kit.ts';
import { EIGHT_BALL } from './game.ts';

/** The states of the eight-ball machine. */
export type EightBallState = CommonState | 'openTable' | 'onTheEight' | 'groupsChosen';

/** Declared transitions, found by running every example log, the tests' logs and seeded random games, then reviewed against the rules. */
export const EIGHT_BALL_FLOW = {
  initial: ['breakShot', 'openTable', 'onTheEight', 'groupsChosen'],
  from: {
    gameOver: { announce: ['gameOver'], newRack: ['breakShot'] },
    awaitingChoice: {
      shot: ['awaitingChoice'],
      choose: ['breakShot', 'openTable'],
      announce: ['gameOver', 'awaitingChoice', 'breakShot'],
    },
    breakShot: { shot: ['gameOver', 'awaitingChoice', 'breakShot', 'openTable'], announce: ['gameOver', 'breakShot'] },
    openTable: {
      shot: ['gameOver', 'openTable', 'onTheEight', 'groupsChosen'],
      announce: ['gameOver', 'breakShot', 'openTable'],
    },
    onTheEight: { shot: ['gameOver', 'onTheEight', 'groupsChosen'], announce: ['gameOver', 'breakShot', 'onTheEight'] },
    groupsChosen: {
      shot: ['gameOver', 'onTheEight', 'groupsChosen'],
      announce: ['gameOver', 'breakShot', 'groupsChosen'],
    },
  },
} as const satisfies Flow<EightBallState>;

export const eightBallMachine = createGameMachine(EIGHT_BALL, EIGHT_BALL_FLOW);
