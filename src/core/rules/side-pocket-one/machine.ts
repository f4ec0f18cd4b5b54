/** The side-pocket-one machine: the kit's flow plus the cue ball in hand behind the head string (side-pocket-one/10). */
import { type CommonState, createGameMachine, type Flow } from '../common/kit.ts';
import { SIDE_POCKET_ONE } from './game.ts';

/** The states of the side-pocket-one machine. */
export type SidePocketOneState = CommonState | 'ballInHandKitchen' | 'inPlay';

/** Declared transitions, found by running every example log, the tests' logs and seeded random games, then reviewed against the rules. */
export const SIDE_POCKET_ONE_FLOW = {
  initial: ['breakShot', 'ballInHandKitchen', 'inPlay'],
  from: {
    gameOver: { announce: { gameOver: ['2.26'] }, newRack: { breakShot: ['3.36'] } },
    awaitingChoice: {
      shot: { awaitingChoice: ['3.31'] },
      choose: {
        breakShot: ['side-pocket-one/6'],
        ballInHandKitchen: ['side-pocket-one/7.6'],
        inPlay: ['side-pocket-one/6'],
      },
      announce: { gameOver: ['1.14'], awaitingChoice: ['2.16', '2.26'], breakShot: ['3.35'] },
    },
    breakShot: {
      shot: {
        gameOver: ['side-pocket-one/11'],
        awaitingChoice: ['side-pocket-one/6', 'side-pocket-one/8'],
        breakShot: ['3.31'],
        ballInHandKitchen: ['side-pocket-one/10', 'side-pocket-one/11'],
        inPlay: ['side-pocket-one/11'],
      },
      announce: { gameOver: ['1.14'], breakShot: ['3.35', '2.16', '2.26'] },
    },
    ballInHandKitchen: {
      shot: {
        gameOver: ['side-pocket-one/11'],
        ballInHandKitchen: ['side-pocket-one/10', 'side-pocket-one/11'],
        inPlay: ['side-pocket-one/11', 'side-pocket-one/8'],
      },
      announce: { gameOver: ['1.14'], breakShot: ['3.35'], ballInHandKitchen: ['2.16', '2.26'] },
    },
    inPlay: {
      shot: {
        gameOver: ['side-pocket-one/11'],
        awaitingChoice: ['side-pocket-one/10', 'side-pocket-one/11'],
        breakShot: ['side-pocket-one/7.2', 'side-pocket-one/7.1'],
        ballInHandKitchen: ['side-pocket-one/10', 'side-pocket-one/11'],
        inPlay: ['side-pocket-one/11', 'side-pocket-one/8'],
      },
      announce: { gameOver: ['1.14'], breakShot: ['3.35'], inPlay: ['2.16', '2.26'] },
    },
  },
} as const satisfies Flow<SidePocketOneState>;

export const sidePocketOneMachine = createGameMachine(SIDE_POCKET_ONE, SIDE_POCKET_ONE_FLOW);
