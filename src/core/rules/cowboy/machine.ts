/** The Cowboy machine: the kit's flow (the opening shot is its break) plus caroms only from 90 (6.5), the last shot on 100 (6.6) and the kitchen (6.3, 9). */
import { type CommonState, createGameMachine, type Flow } from '../common/kit.ts';
import { COWBOY } from './game.ts';

/** The states of the cowboy machine. */
export type CowboyState = CommonState | 'onHundred' | 'caromsOnly' | 'ballInHandKitchen' | 'inPlay';

/** Declared transitions, found by running every example log, the tests' logs and seeded random games, then reviewed against the rules. */
export const COWBOY_FLOW = {
  initial: ['breakShot', 'onHundred', 'caromsOnly', 'ballInHandKitchen', 'inPlay'],
  from: {
    gameOver: { announce: ['gameOver'], newRack: ['breakShot'] },
    awaitingChoice: {
      shot: ['awaitingChoice'],
      choose: ['breakShot'],
      announce: ['gameOver', 'awaitingChoice', 'breakShot'],
    },
    breakShot: {
      shot: ['gameOver', 'awaitingChoice', 'breakShot', 'ballInHandKitchen', 'inPlay'],
      announce: ['gameOver', 'breakShot'],
    },
    onHundred: {
      shot: ['gameOver', 'onHundred', 'ballInHandKitchen', 'inPlay'],
      announce: ['gameOver', 'breakShot', 'onHundred'],
    },
    caromsOnly: {
      shot: ['gameOver', 'onHundred', 'caromsOnly', 'ballInHandKitchen', 'inPlay'],
      announce: ['gameOver', 'breakShot', 'caromsOnly'],
    },
    ballInHandKitchen: {
      shot: ['gameOver', 'onHundred', 'caromsOnly', 'ballInHandKitchen', 'inPlay'],
      announce: ['gameOver', 'breakShot', 'ballInHandKitchen'],
    },
    inPlay: {
      shot: ['gameOver', 'onHundred', 'caromsOnly', 'ballInHandKitchen', 'inPlay'],
      announce: ['gameOver', 'breakShot', 'inPlay'],
    },
  },
} as const satisfies Flow<CowboyState>;

export const cowboyMachine = createGameMachine(COWBOY, COWBOY_FLOW);
