/** The Forty-One machine: the kit's flow plus a bust to declare (9.7) and the kitchen (9.5, 12). */
import { type CommonState, createGameMachine, type Flow } from '../common/kit.ts';
import { FORTY_ONE } from './game.ts';

/** The states of the forty-one machine. */
export type FortyOneState = CommonState | 'bustDue' | 'ballInHandKitchen' | 'inPlay';

/** Declared transitions, found by running every example log, the tests' logs and seeded random games, then reviewed against the rules. */
export const FORTY_ONE_FLOW = {
  initial: ['breakShot', 'ballInHandKitchen', 'inPlay'],
  from: {
    gameOver: { announce: ['gameOver'] },
    awaitingChoice: {
      shot: ['awaitingChoice'],
      choose: ['ballInHandKitchen'],
      announce: ['gameOver', 'awaitingChoice'],
    },
    breakShot: { shot: ['gameOver', 'breakShot', 'ballInHandKitchen', 'inPlay'], announce: ['gameOver', 'breakShot'] },
    bustDue: { shot: ['gameOver', 'ballInHandKitchen', 'inPlay'], announce: ['bustDue', 'inPlay'] },
    ballInHandKitchen: {
      shot: ['gameOver', 'bustDue', 'ballInHandKitchen', 'inPlay'],
      announce: ['gameOver', 'ballInHandKitchen'],
    },
    inPlay: {
      shot: ['gameOver', 'awaitingChoice', 'bustDue', 'ballInHandKitchen', 'inPlay'],
      announce: ['gameOver', 'inPlay'],
    },
  },
} as const satisfies Flow<FortyOneState>;

export const fortyOneMachine = createGameMachine(FORTY_ONE, FORTY_ONE_FLOW);
