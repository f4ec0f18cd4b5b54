/** The Bowlliards machine: the free break of every frame (7), then the first, second and (tenth frame) bonus innings (5, 6, 8). */
import { type CommonState, createGameMachine, type Flow } from '../common/kit.ts';
import { BOWLLIARDS } from './game.ts';

/** The states of the bowlliards machine. */
export type BowlliardsState = Exclude<CommonState, 'awaitingChoice'> | 'bonusInning' | 'secondInning' | 'firstInning';

/** Declared transitions, found by running every example log, the tests' logs and seeded random games, then reviewed against the rules. */
export const BOWLLIARDS_FLOW = {
  initial: ['breakShot', 'secondInning', 'firstInning'],
  from: {
    gameOver: { announce: ['gameOver'], newRack: ['breakShot'] },
    breakShot: { shot: ['bonusInning', 'secondInning', 'firstInning'], announce: ['breakShot'] },
    bonusInning: { shot: ['gameOver', 'breakShot', 'bonusInning'], announce: ['bonusInning'] },
    secondInning: { shot: ['gameOver', 'breakShot', 'bonusInning', 'secondInning'], announce: ['secondInning'] },
    firstInning: { shot: ['gameOver', 'breakShot', 'secondInning', 'firstInning'], announce: ['firstInning'] },
  },
} as const satisfies Flow<BowlliardsState>;

export const bowlliardsMachine = createGameMachine(BOWLLIARDS, BOWLLIARDS_FLOW);
