/**
 * GameId -> the game's machine and what the driver must know to validate its log. An exhaustive
 * Record: a new game id fails the build until it is listed here. Games not implemented yet are
 * listed as such and the referee rejects them with a clear message (exit 2, field `game`).
 */
import type { AnyStateMachine } from 'xstate';
import type { GameId } from '../vocabulary/index.ts';
import { BOWLLIARDS, bowlliardsMachine } from './bowlliards/index.ts';
import { CARD_BALL, cardBallMachine } from './card-ball/index.ts';
import type { Announcement, Step } from './common/types.ts';
import { COWBOY, cowboyMachine } from './cowboy/index.ts';
import { CRIBBAGE, cribbageMachine } from './cribbage/index.ts';
import { CUTTHROAT, cutthroatMachine } from './cutthroat/index.ts';
import { EIGHT_BALL, eightBallMachine } from './eight-ball/index.ts';
import { FORTY_ONE, fortyOneMachine } from './forty-one/index.ts';
import { HONOLULU, honoluluMachine } from './honolulu/index.ts';
import { KELLY_POOL, kellyPoolMachine } from './kelly-pool/index.ts';
import { LAG, lagMachine } from './lag/index.ts';
import { MR_AND_MRS, mrAndMrsMachine } from './mr-and-mrs/index.ts';
import { NINE_BALL, nineBallMachine } from './nine-ball/index.ts';
import { ODD_BALL, oddBallMachine } from './odd-ball/index.ts';
import { SIX_BALL, sixBallMachine } from './six-ball/index.ts';
import { STRAIGHT_POOL, straightPoolMachine } from './straight-pool/index.ts';

export interface SupportedGame {
  status: 'supported';
  id: GameId;
  machine: AnyStateMachine;
  ballExists(ball: number): boolean;
  announcements: readonly Announcement[];
  stepKinds: readonly Step['kind'][];
  /** the game scores a called cue-ball scratch (Cowboy 5.1): a call may name the cue ball */
  callsCueBall?: boolean;
}

export interface UnsupportedGame {
  status: 'not-supported';
  id: GameId;
  /** the issue that will add it */
  issue: number;
}

export type GameEntry = SupportedGame | UnsupportedGame;

const POOL_STEPS: readonly Step['kind'][] = ['shot', 'choose', 'announce', 'newRack'];
const later = (id: GameId): UnsupportedGame => ({ status: 'not-supported', id, issue: 8 });

export const GAMES: Record<GameId, GameEntry> = {
  'eight-ball': {
    status: 'supported',
    id: 'eight-ball',
    machine: eightBallMachine,
    ...pick(EIGHT_BALL),
    stepKinds: POOL_STEPS,
  },
  'nine-ball': {
    status: 'supported',
    id: 'nine-ball',
    machine: nineBallMachine,
    ...pick(NINE_BALL),
    stepKinds: POOL_STEPS,
  },
  'straight-pool': {
    status: 'supported',
    id: 'straight-pool',
    machine: straightPoolMachine,
    ...pick(STRAIGHT_POOL),
    stepKinds: POOL_STEPS,
  },
  lag: {
    status: 'supported',
    id: 'lag',
    machine: lagMachine,
    ballExists: () => false,
    announcements: [],
    stepKinds: LAG.stepKinds,
  },
  'six-ball': {
    status: 'supported',
    id: 'six-ball',
    machine: sixBallMachine,
    ...pick(SIX_BALL),
    stepKinds: POOL_STEPS,
  },
  'card-ball': {
    status: 'supported',
    id: 'card-ball',
    machine: cardBallMachine,
    ...pick(CARD_BALL),
    stepKinds: ['shot', 'choose', 'announce'],
  },
  bowlliards: {
    status: 'supported',
    id: 'bowlliards',
    machine: bowlliardsMachine,
    ...pick(BOWLLIARDS),
    stepKinds: ['shot', 'announce', 'newRack'],
  },
  cutthroat: {
    status: 'supported',
    id: 'cutthroat',
    machine: cutthroatMachine,
    ...pick(CUTTHROAT),
    stepKinds: POOL_STEPS,
  },
  cowboy: {
    status: 'supported',
    id: 'cowboy',
    machine: cowboyMachine,
    ...pick(COWBOY),
    stepKinds: POOL_STEPS,
    callsCueBall: true,
  },
  'forty-one': {
    status: 'supported',
    id: 'forty-one',
    machine: fortyOneMachine,
    ...pick(FORTY_ONE),
    stepKinds: ['shot', 'choose', 'announce'],
  },
  'kelly-pool': {
    status: 'supported',
    id: 'kelly-pool',
    machine: kellyPoolMachine,
    ...pick(KELLY_POOL),
    stepKinds: POOL_STEPS,
  },
  'mr-and-mrs': {
    status: 'supported',
    id: 'mr-and-mrs',
    machine: mrAndMrsMachine,
    ...pick(MR_AND_MRS),
    stepKinds: POOL_STEPS,
  },
  'odd-ball': {
    status: 'supported',
    id: 'odd-ball',
    machine: oddBallMachine,
    ...pick(ODD_BALL),
    stepKinds: POOL_STEPS,
  },
  honolulu: { status: 'supported', id: 'honolulu', machine: honoluluMachine, ...pick(HONOLULU), stepKinds: POOL_STEPS },
  cribbage: { status: 'supported', id: 'cribbage', machine: cribbageMachine, ...pick(CRIBBAGE), stepKinds: POOL_STEPS },
  'side-pocket-one': later('side-pocket-one'),
};

function pick(g: { ballExists(b: number): boolean; announcements: readonly Announcement[] }) {
  return { ballExists: g.ballExists, announcements: g.announcements };
}

export const supportedGames = (): GameId[] =>
  (Object.values(GAMES) as GameEntry[]).filter((g) => g.status === 'supported').map((g) => g.id);
