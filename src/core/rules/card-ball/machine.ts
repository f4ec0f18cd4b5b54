/** The Card Ball machine: the kit's flow plus the cue ball in hand behind the head string after a scratch (13). */
import { declareFlow } from '../common/edges.ts';
import { type CommonState, createGameMachine } from '../common/kit.ts';
import { CARD_BALL } from './game.ts';

/** The states of the card-ball machine. */
export type CardBallState = CommonState | 'ballInHandKitchen' | 'inPlay';

/** Declared transitions, found by running every example log, the tests' logs and seeded random games, then reviewed against the rules. */
export const CARD_BALL_FLOW = declareFlow<CardBallState>({
  initial: ['breakShot', 'ballInHandKitchen', 'inPlay'],
  // 1.14: a player who concedes leaves the game; the last one left wins
  announce: { stay: ['2.26', '1.14'] },
  from: {
    awaitingChoice: {
      choose: { ballInHandKitchen: ['3.9'] },
      announce: { gameOver: ['1.14'], awaitingChoice: ['2.26'], ballInHandKitchen: ['1.14'] },
    },
    breakShot: {
      shot: {
        gameOver: ['card-ball/10', 'card-ball/10.1'],
        awaitingChoice: ['card-ball/10', 'card-ball/10.1'],
        breakShot: ['3.31'],
        ballInHandKitchen: ['card-ball/13', 'card-ball/10'],
        inPlay: ['card-ball/9', 'card-ball/7'],
      },
    },
    ballInHandKitchen: {
      shot: {
        gameOver: ['card-ball/10', 'card-ball/10.1'],
        ballInHandKitchen: ['card-ball/13', 'card-ball/10'],
        inPlay: ['card-ball/9', 'card-ball/10'],
      },
    },
    inPlay: {
      shot: {
        gameOver: ['card-ball/9', 'card-ball/10'],
        ballInHandKitchen: ['card-ball/13', 'card-ball/10'],
        inPlay: ['card-ball/9', 'card-ball/10'],
      },
    },
  },
});

export const cardBallMachine = createGameMachine(CARD_BALL, CARD_BALL_FLOW);
