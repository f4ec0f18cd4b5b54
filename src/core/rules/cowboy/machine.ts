/** The Cowboy machine: the kit's flow (the opening shot is its break) plus caroms only from 90 (6.5), the last shot on 100 (6.6) and the kitchen (6.3, 9). */
import { type CommonState, createGameMachine, type Flow } from '../common/kit.ts';
import { COWBOY } from './game.ts';

/** The states of the cowboy machine. */
export type CowboyState = CommonState | 'onHundred' | 'caromsOnly' | 'ballInHandKitchen' | 'inPlay';

/** Declared transitions, found by running every example log, the tests' logs and seeded random games, then reviewed against the rules. */
export const COWBOY_FLOW = {
  initial: ['breakShot', 'onHundred', 'caromsOnly', 'ballInHandKitchen', 'inPlay'],
  from: {
    gameOver: { announce: { gameOver: ['2.26'] }, newRack: { breakShot: ['3.36'] } },
    awaitingChoice: {
      shot: { awaitingChoice: ['3.31'] },
      choose: { breakShot: ['cowboy/5', 'cowboy/5.2'] },
      announce: { gameOver: ['1.14'], awaitingChoice: ['2.16', '2.26'], breakShot: ['3.35'] },
    },
    breakShot: {
      shot: {
        gameOver: ['cowboy/5.2', 'cowboy/10'],
        awaitingChoice: ['cowboy/5.2', 'cowboy/10'],
        breakShot: ['3.31'],
        ballInHandKitchen: ['cowboy/9', 'cowboy/10'],
        inPlay: ['cowboy/10', 'cowboy/6.2'],
      },
      announce: { gameOver: ['1.14'], breakShot: ['3.35', '2.16', '2.26'] },
    },
    onHundred: {
      shot: {
        gameOver: ['cowboy/6.2', 'cowboy/6.6'],
        onHundred: ['cowboy/6.2', 'cowboy/6.6'],
        ballInHandKitchen: ['cowboy/6.7', 'cowboy/10'],
        inPlay: ['cowboy/6.2', 'cowboy/6.6'],
      },
      announce: { gameOver: ['1.14'], breakShot: ['3.35'], onHundred: ['2.16', '2.26'] },
    },
    caromsOnly: {
      shot: {
        gameOver: ['cowboy/10', 'cowboy/6.2'],
        onHundred: ['cowboy/6.2', 'cowboy/5.1'],
        caromsOnly: ['cowboy/6.2', 'cowboy/10'],
        ballInHandKitchen: ['cowboy/9', 'cowboy/10'],
        inPlay: ['cowboy/6.2', 'cowboy/10'],
      },
      announce: { gameOver: ['1.14'], breakShot: ['3.35'], caromsOnly: ['2.16', '2.26'] },
    },
    ballInHandKitchen: {
      shot: {
        gameOver: ['cowboy/10', 'cowboy/6.2'],
        onHundred: ['cowboy/6.2', 'cowboy/10'],
        caromsOnly: ['cowboy/6.2', 'cowboy/10'],
        ballInHandKitchen: ['cowboy/9', 'cowboy/10'],
        inPlay: ['cowboy/6.2', 'cowboy/10'],
      },
      announce: { gameOver: ['1.14'], breakShot: ['3.35'], ballInHandKitchen: ['2.16', '2.26'] },
    },
    inPlay: {
      shot: {
        gameOver: ['cowboy/10', 'cowboy/6.2'],
        onHundred: ['cowboy/6.2', 'cowboy/10'],
        caromsOnly: ['cowboy/6.2', 'cowboy/10'],
        ballInHandKitchen: ['cowboy/9', 'cowboy/10'],
        inPlay: ['cowboy/6.2', 'cowboy/10'],
      },
      announce: { gameOver: ['1.14'], breakShot: ['3.35'], inPlay: ['2.16', '2.26'] },
    },
  },
} as const satisfies Flow<CowboyState>;

export const cowboyMachine = createGameMachine(COWBOY, COWBOY_FLOW);
