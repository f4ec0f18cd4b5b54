/** The Cowboy machine: the kit's flow (the opening shot is its break) plus caroms only from 90 (6.5), the last shot on 100 (6.6) and the kitchen (6.3, 9). */
import { declareFlow, type Steps } from '../common/edges.ts';
import { type CommonState, createGameMachine } from '../common/kit.ts';
import { COWBOY } from './game.ts';

/** The states of the cowboy machine. */
export type CowboyState = CommonState | 'onHundred' | 'caromsOnly' | 'ballInHandKitchen' | 'inPlay';

/** A shot with the cue ball in hand in the kitchen or where it lies: the same states may follow, for the same paragraphs. */
const FROM_THE_TABLE: Steps<CowboyState> = {
  shot: {
    gameOver: ['cowboy/10', 'cowboy/6.2'],
    onHundred: ['cowboy/6.2', 'cowboy/10'],
    caromsOnly: ['cowboy/6.2', 'cowboy/10'],
    ballInHandKitchen: ['cowboy/9', 'cowboy/10'],
    inPlay: ['cowboy/6.2', 'cowboy/10'],
  },
};

/** Declared transitions, found by running every example log, the tests' logs and seeded random games, then reviewed against the rules. */
export const COWBOY_FLOW = declareFlow<CowboyState>({
  initial: ['breakShot', 'onHundred', 'caromsOnly', 'ballInHandKitchen', 'inPlay'],
  newRack: ['3.36'],
  announce: { stay: ['2.16', '2.26'], stalemate: ['3.35'] },
  from: {
    awaitingChoice: {
      choose: { breakShot: ['cowboy/5', 'cowboy/5.2'] },
    },
    breakShot: {
      shot: {
        gameOver: ['cowboy/5.2', 'cowboy/10'],
        awaitingChoice: ['cowboy/5.2', 'cowboy/10'],
        breakShot: ['3.31'],
        ballInHandKitchen: ['cowboy/9', 'cowboy/10'],
        inPlay: ['cowboy/10', 'cowboy/6.2'],
      },
    },
    onHundred: {
      shot: {
        gameOver: ['cowboy/6.2', 'cowboy/6.6'],
        onHundred: ['cowboy/6.2', 'cowboy/6.6'],
        ballInHandKitchen: ['cowboy/6.7', 'cowboy/10'],
        inPlay: ['cowboy/6.2', 'cowboy/6.6'],
      },
    },
    caromsOnly: {
      shot: {
        gameOver: ['cowboy/10', 'cowboy/6.2'],
        onHundred: ['cowboy/6.2', 'cowboy/5.1'],
        caromsOnly: ['cowboy/6.2', 'cowboy/10'],
        ballInHandKitchen: ['cowboy/9', 'cowboy/10'],
        inPlay: ['cowboy/6.2', 'cowboy/10'],
      },
    },
    ballInHandKitchen: FROM_THE_TABLE,
    inPlay: FROM_THE_TABLE,
  },
});

export const cowboyMachine = createGameMachine(COWBOY, COWBOY_FLOW);
