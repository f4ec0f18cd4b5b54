/**
 * One game at a time, for the browser: each loader imports only that game's machine and rules,
 * so a page that rules Nine-Ball does not download the other fifteen games.
 */
import type { GameId } from '../vocabulary/index.ts';
import { entry, LAG_RULES, type SupportedGame, type SupportedId } from './entry.ts';

const LOADERS: Record<SupportedId, () => Promise<SupportedGame>> = {
  'eight-ball': () =>
    import('./eight-ball/index.ts').then((m) => entry('eight-ball', m.eightBallMachine, m.EIGHT_BALL)),
  'nine-ball': () => import('./nine-ball/index.ts').then((m) => entry('nine-ball', m.nineBallMachine, m.NINE_BALL)),
  'straight-pool': () =>
    import('./straight-pool/index.ts').then((m) => entry('straight-pool', m.straightPoolMachine, m.STRAIGHT_POOL)),
  lag: () => import('./lag/index.ts').then((m) => entry('lag', m.lagMachine, LAG_RULES)),
  'six-ball': () => import('./six-ball/index.ts').then((m) => entry('six-ball', m.sixBallMachine, m.SIX_BALL)),
  'card-ball': () => import('./card-ball/index.ts').then((m) => entry('card-ball', m.cardBallMachine, m.CARD_BALL)),
  bowlliards: () => import('./bowlliards/index.ts').then((m) => entry('bowlliards', m.bowlliardsMachine, m.BOWLLIARDS)),
  cutthroat: () => import('./cutthroat/index.ts').then((m) => entry('cutthroat', m.cutthroatMachine, m.CUTTHROAT)),
  cowboy: () => import('./cowboy/index.ts').then((m) => entry('cowboy', m.cowboyMachine, m.COWBOY)),
  'forty-one': () => import('./forty-one/index.ts').then((m) => entry('forty-one', m.fortyOneMachine, m.FORTY_ONE)),
  'kelly-pool': () =>
    import('./kelly-pool/index.ts').then((m) => entry('kelly-pool', m.kellyPoolMachine, m.KELLY_POOL)),
  'mr-and-mrs': () => import('./mr-and-mrs/index.ts').then((m) => entry('mr-and-mrs', m.mrAndMrsMachine, m.MR_AND_MRS)),
  'odd-ball': () => import('./odd-ball/index.ts').then((m) => entry('odd-ball', m.oddBallMachine, m.ODD_BALL)),
  honolulu: () => import('./honolulu/index.ts').then((m) => entry('honolulu', m.honoluluMachine, m.HONOLULU)),
  cribbage: () => import('./cribbage/index.ts').then((m) => entry('cribbage', m.cribbageMachine, m.CRIBBAGE)),
  'side-pocket-one': () =>
    import('./side-pocket-one/index.ts').then((m) =>
      entry('side-pocket-one', m.sidePocketOneMachine, m.SIDE_POCKET_ONE),
    ),
};

export const hasReferee = (game: GameId): game is SupportedId => game in LOADERS;

/** The game's entry, loaded on demand; null for a game without a referee yet. */
export function loadGame(game: GameId): Promise<SupportedGame> | null {
  return hasReferee(game) ? LOADERS[game]() : null;
}
