/**
 * Cribbage: the codes its own rulings say, with their data (`cribbage.<clause>`), added from its folder to
 * the kit's `SayParams` (common/says.ts); their words are under the game in
 * `GAME_CLAUSES_EN` / `GAME_CLAUSES_RU`, src/i18n/games/{en,ru}.ts, beside its names.
 */
import type { ObjectBall } from '../../vocabulary/index.ts';
import type { PlayerId } from '../common/types.ts';

declare module '../common/says.ts' {
  interface SayParams {
    'cribbage.illegalBreak': { player: PlayerId };
    'cribbage.closed': { pair: readonly [ObjectBall, ObjectBall]; side: PlayerId };
    'cribbage.fifteen': { side: PlayerId };
    'cribbage.open': { balls: readonly ObjectBall[] };
    'cribbage.missedMate': { balls: readonly ObjectBall[] };
    'cribbage.openSpotted': { balls: readonly ObjectBall[] };
    'cribbage.fifteenSpotted': undefined;
    'cribbage.foulNone': undefined;
    'cribbage.foul': undefined;
    'cribbage.acceptOrKitchen': { player: PlayerId };
    'cribbage.draw': undefined;
    'cribbage.target': { side: PlayerId };
  }
}
