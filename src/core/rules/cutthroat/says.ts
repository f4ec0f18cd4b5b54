/**
 * Cutthroat: the codes its own rulings say, with their data (`cutthroat.<clause>`), added from its folder to
 * the kit's `SayParams` (common/says.ts); their words are under the game in
 * `GAME_CLAUSES_EN` / `GAME_CLAUSES_RU`, src/i18n/games/{en,ru}.ts, beside its names.
 */
import type { ObjectBall } from '../../vocabulary/index.ts';
import type { PlayerId } from '../common/types.ts';

declare module '../common/says.ts' {
  interface SayParams {
    'cutthroat.illegalBreak': { player: PlayerId };
    'cutthroat.breakStaysDown': undefined;
    'cutthroat.opponentsSpotted': undefined;
    'cutthroat.penalty': { balls: readonly ObjectBall[] };
    'cutthroat.noPenaltyBalls': undefined;
    'cutthroat.back': { players: readonly PlayerId[] };
    'cutthroat.out': { players: readonly PlayerId[] };
    'cutthroat.allOut': undefined;
    'cutthroat.kitchen': { player: PlayerId };
    'cutthroat.order': { players: readonly PlayerId[] };
  }
}
