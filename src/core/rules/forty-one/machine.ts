/** The Forty-One machine: the kit's flow plus a bust to declare (9.7) and the kitchen (9.5, 12). */
import { declareFlow } from '../common/edges.ts';
import { type CommonState, createGameMachine } from '../common/kit.ts';
import { FORTY_ONE } from './game.ts';

/** The states of the forty-one machine. */
export type FortyOneState = CommonState | 'bustDue' | 'ballInHandKitchen' | 'inPlay';

/** Declared transitions, found by running every example log, the tests' logs and seeded random games, then reviewed against the rules. */
export const FORTY_ONE_FLOW = declareFlow<FortyOneState>({
  initial: ['breakShot', 'ballInHandKitchen', 'inPlay'],
  announce: { stay: ['forty-one/9.6', 'forty-one/9.7', '2.26'] },
  from: {
    awaitingChoice: {
      choose: { ballInHandKitchen: ['forty-one/9.5'] },
    },
    breakShot: {
      shot: {
        gameOver: ['forty-one/13', 'forty-one/9.1'],
        breakShot: ['3.31'],
        bustDue: ['forty-one/9.1', 'forty-one/9.2'],
        ballInHandKitchen: ['forty-one/12', 'forty-one/13'],
        inPlay: ['forty-one/9.1', 'forty-one/9.2'],
      },
    },
    bustDue: {
      shot: {
        gameOver: ['forty-one/9.7', 'forty-one/13'],
        ballInHandKitchen: ['forty-one/12', 'forty-one/9.7'],
        inPlay: ['forty-one/9.7', 'forty-one/9.1'],
      },
      announce: { bustDue: ['forty-one/9.6', 'forty-one/9.7', '1.14'], inPlay: ['forty-one/9.7'] },
    },
    ballInHandKitchen: {
      shot: {
        gameOver: ['forty-one/13', 'forty-one/9.1'],
        bustDue: ['forty-one/9.1', 'forty-one/9.2'],
        ballInHandKitchen: ['forty-one/12', 'forty-one/13'],
        inPlay: ['forty-one/9.1', 'forty-one/9.2'],
      },
    },
    inPlay: {
      shot: {
        gameOver: ['forty-one/9.1', 'forty-one/9.2'],
        awaitingChoice: ['forty-one/12', 'forty-one/13'],
        bustDue: ['forty-one/9.1', 'forty-one/9.2'],
        ballInHandKitchen: ['forty-one/12', 'forty-one/13'],
        inPlay: ['forty-one/9.1', 'forty-one/9.2'],
      },
    },
  },
});

export const fortyOneMachine = createGameMachine(FORTY_ONE, FORTY_ONE_FLOW);
