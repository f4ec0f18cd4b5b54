/** The Card Ball machine: the kit's flow plus the cue ball in hand behind the head string after a scratch (13). */
import { type CommonState, createGameMachine, type Flow } from '../common/kit.ts';
import { CARD_BALL } from './game.ts';

/** The states of the card-ball machine. */
export type CardBallState = CommonState | 'ballInHandKitchen' | 'inPlay';

/** Declared transitions, found by running every example log, the tests' logs and seeded random games, then reviewed against the rules. */
export const CARD_BALL_FLOW = {
  initial: ['breakShot', 'ballInHandKitchen', 'inPlay'],
  from: {
    gameOver: { announce: ['gameOver'] },
    awaitingChoice: {
      shot: ['awaitingChoice'],
      choose: ['ballInHandKitchen'],
      announce: ['gameOver', 'awaitingChoice', 'ballInHandKitchen'],
    },
    breakShot: {
      shot: ['gameOver', 'awaitingChoice', 'breakShot', 'ballInHandKitchen', 'inPlay'],
      announce: ['gameOver', 'breakShot'],
    },
    ballInHandKitchen: {
      shot: ['gameOver', 'ballInHandKitchen', 'inPlay'],
      announce: ['gameOver', 'ballInHandKitchen'],
    },
    inPlay: { shot: ['gameOver', 'ballInHandKitchen', 'inPlay'], announce: ['gameOver', 'inPlay'] },
  },
} as const satisfies Flow<CardBallState>;

export const cardBallMachine = createGameMachine(CARD_BALL, CARD_BALL_FLOW);
