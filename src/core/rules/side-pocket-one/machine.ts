/** The side-pocket-one machine: the kit's flow plus the cue ball in hand behind the head string (side-pocket-one/10). */
import { declareFlow } from '../common/edges.ts';
import { type CommonState, createGameMachine } from '../common/kit.ts';
import { SIDE_POCKET_ONE } from './game.ts';

/** The states of the side-pocket-one machine. */
export type SidePocketOneState = CommonState | 'ballInHandKitchen' | 'inPlay';

/** Declared transitions, found by running every example log, the tests' logs and seeded random games, then reviewed against the rules. */
export const SIDE_POCKET_ONE_FLOW = declareFlow<SidePocketOneState>({
  initial: ['breakShot', 'ballInHandKitchen', 'inPlay'],
  newRack: ['3.36'],
  announce: { stay: ['2.16', '2.26'], stalemate: ['3.35'] },
  from: {
    awaitingChoice: {
      choose: {
        breakShot: ['side-pocket-one/6'],
        ballInHandKitchen: ['side-pocket-one/7.6'],
        inPlay: ['side-pocket-one/6'],
      },
    },
    breakShot: {
      shot: {
        gameOver: ['side-pocket-one/11'],
        awaitingChoice: ['side-pocket-one/6', 'side-pocket-one/8'],
        breakShot: ['3.31'],
        ballInHandKitchen: ['side-pocket-one/10', 'side-pocket-one/11'],
        inPlay: ['side-pocket-one/11'],
      },
    },
    ballInHandKitchen: {
      shot: {
        gameOver: ['side-pocket-one/11'],
        ballInHandKitchen: ['side-pocket-one/10', 'side-pocket-one/11'],
        inPlay: ['side-pocket-one/11', 'side-pocket-one/8'],
      },
    },
    inPlay: {
      shot: {
        gameOver: ['side-pocket-one/11'],
        awaitingChoice: ['side-pocket-one/10', 'side-pocket-one/11'],
        breakShot: ['side-pocket-one/7.2', 'side-pocket-one/7.1'],
        ballInHandKitchen: ['side-pocket-one/10', 'side-pocket-one/11'],
        inPlay: ['side-pocket-one/11', 'side-pocket-one/8'],
      },
    },
  },
});

export const sidePocketOneMachine = createGameMachine(SIDE_POCKET_ONE, SIDE_POCKET_ONE_FLOW);
