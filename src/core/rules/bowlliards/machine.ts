/** The Bowlliards machine: the free break of every frame (7), then the first, second and (tenth frame) bonus innings (5, 6, 8). */
import { type CommonState, createGameMachine, type Flow } from '../common/kit.ts';
import { BOWLLIARDS } from './game.ts';

/** The states of the bowlliards machine. */
export type BowlliardsState = Exclude<CommonState, 'awaitingChoice'> | 'bonusInning' | 'secondInning' | 'firstInning';

/** Declared transitions, found by running every example log, the tests' logs and seeded random games, then reviewed against the rules. */
export const BOWLLIARDS_FLOW = {
  initial: ['breakShot', 'secondInning', 'firstInning'],
  from: {
    gameOver: { announce: { gameOver: ['2.26'] }, newRack: { breakShot: ['bowlliards/5'] } },
    breakShot: {
      shot: { bonusInning: ['bowlliards/7'], secondInning: ['bowlliards/7'], firstInning: ['bowlliards/7'] },
      announce: { breakShot: ['2.26'] },
    },
    bonusInning: {
      shot: {
        gameOver: ['bowlliards/8', 'bowlliards/12'],
        breakShot: ['bowlliards/8', 'bowlliards/5'],
        bonusInning: ['bowlliards/8', 'bowlliards/6'],
      },
      announce: { bonusInning: ['2.26'] },
    },
    secondInning: {
      shot: {
        gameOver: ['bowlliards/8', 'bowlliards/12'],
        breakShot: ['bowlliards/8', 'bowlliards/7'],
        bonusInning: ['bowlliards/8', 'bowlliards/12'],
        secondInning: ['bowlliards/8', 'bowlliards/6'],
      },
      announce: { secondInning: ['2.26'] },
    },
    firstInning: {
      shot: {
        gameOver: ['bowlliards/12', 'bowlliards/8'],
        breakShot: ['bowlliards/8', 'bowlliards/6'],
        secondInning: ['bowlliards/8', 'bowlliards/12'],
        firstInning: ['bowlliards/8', 'bowlliards/6'],
      },
      announce: { firstInning: ['2.26'] },
    },
  },
} as const satisfies Flow<BowlliardsState>;

export const bowlliardsMachine = createGameMachine(BOWLLIARDS, BOWLLIARDS_FLOW);
