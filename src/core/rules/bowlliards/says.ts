/**
 * Bowlliards: the codes its own rulings say, with their data (`bowlliards.<clause>`), added from its folder to
 * the kit's `SayParams` (common/says.ts); their words are under the game in
 * `GAME_CLAUSES_EN` / `GAME_CLAUSES_RU`, src/i18n/games/{en,ru}.ts, beside its names.
 */
import type { PlayerId } from '../common/types.ts';

declare module '../common/says.ts' {
  interface SayParams {
    'bowlliards.freeBreak': undefined;
    'bowlliards.freeBreakNone': undefined;
    'bowlliards.penaltyNone': undefined;
    'bowlliards.startInning': { player: PlayerId; n: number; frame: number };
    'bowlliards.points': { player: PlayerId; n: number };
    'bowlliards.penalty': undefined;
    'bowlliards.strike': undefined;
    'bowlliards.spare': undefined;
    'bowlliards.secondInning': { player: PlayerId; frame: number };
    'bowlliards.bonus': { player: PlayerId };
    'bowlliards.bonusGoesOn': { player: PlayerId };
    'bowlliards.frameOver': { frame: number; player: PlayerId; next: PlayerId };
    'bowlliards.gameOver': undefined;
    'bowlliards.draw': undefined;
  }
}
