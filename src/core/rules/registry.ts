/**
 * GameId -> the game's machine and what the driver must know to validate its log. An exhaustive
 * Record: a new game id fails the build until it is listed here. A game without a referee would be
 * listed as an UnsupportedGame and the referee would reject it with a clear message (exit 2, field `game`).
 */
import type { GameId } from '../vocabulary/index.ts';
import { BOWLLIARDS, bowlliardsMachine } from './bowlliards/index.ts';
import { CARD_BALL, cardBallMachine } from './card-ball/index.ts';
import { COWBOY, cowboyMachine } from './cowboy/index.ts';
import { CRIBBAGE, cribbageMachine } from './cribbage/index.ts';
import { CUTTHROAT, cutthroatMachine } from './cutthroat/index.ts';
import { EIGHT_BALL, eightBallMachine } from './eight-ball/index.ts';
import { entry, type GameEntry, LAG_RULES } from './entry.ts';
import { FORTY_ONE, fortyOneMachine } from './forty-one/index.ts';
import { HONOLULU, honoluluMachine } from './honolulu/index.ts';
import { KELLY_POOL, kellyPoolMachine } from './kelly-pool/index.ts';
import { lagMachine } from './lag/index.ts';
import { MR_AND_MRS, mrAndMrsMachine } from './mr-and-mrs/index.ts';
import { NINE_BALL, nineBallMachine } from './nine-ball/index.ts';
import { ODD_BALL, oddBallMachine } from './odd-ball/index.ts';
import { SIDE_POCKET_ONE, sidePocketOneMachine } from './side-pocket-one/index.ts';
import { SIX_BALL, sixBallMachine } from './six-ball/index.ts';
import { STRAIGHT_POOL, straightPoolMachine } from './straight-pool/index.ts';

export type { GameEntry, SupportedGame, UnsupportedGame } from './entry.ts';

export const GAMES: Record<GameId, GameEntry> = {
  'eight-ball': entry('eight-ball', eightBallMachine, EIGHT_BALL),
  'nine-ball': entry('nine-ball', nineBallMachine, NINE_BALL),
  'straight-pool': entry('straight-pool', straightPoolMachine, STRAIGHT_POOL),
  lag: entry('lag', lagMachine, LAG_RULES),
  'six-ball': entry('six-ball', sixBallMachine, SIX_BALL),
  'card-ball': entry('card-ball', cardBallMachine, CARD_BALL),
  bowlliards: entry('bowlliards', bowlliardsMachine, BOWLLIARDS),
  cutthroat: entry('cutthroat', cutthroatMachine, CUTTHROAT),
  cowboy: entry('cowboy', cowboyMachine, COWBOY),
  'forty-one': entry('forty-one', fortyOneMachine, FORTY_ONE),
  'kelly-pool': entry('kelly-pool', kellyPoolMachine, KELLY_POOL),
  'mr-and-mrs': entry('mr-and-mrs', mrAndMrsMachine, MR_AND_MRS),
  'odd-ball': entry('odd-ball', oddBallMachine, ODD_BALL),
  honolulu: entry('honolulu', honoluluMachine, HONOLULU),
  cribbage: entry('cribbage', cribbageMachine, CRIBBAGE),
  'side-pocket-one': entry('side-pocket-one', sidePocketOneMachine, SIDE_POCKET_ONE),
};

export const supportedGames = (): GameId[] =>
  (Object.values(GAMES) as GameEntry[]).filter((g) => g.status === 'supported').map((g) => g.id);
