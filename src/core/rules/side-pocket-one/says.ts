/**
 * The side-pocket game: the codes its own rulings say, with their data (`side-pocket-one.<clause>`), added from its folder to
 * the kit's `SayParams` (common/says.ts); their words are under the game in
 * `GAME_CLAUSES_EN` / `GAME_CLAUSES_RU`, src/i18n/games/{en,ru}.ts, beside its names.
 */
import type { BallId, ObjectBall } from '../../vocabulary/index.ts';
import type { PlayerId } from '../common/types.ts';

declare module '../common/says.ts' {
  interface SayParams {
    'side-pocket-one.chosen': { side: PlayerId; pocket: SidePocket; other: PlayerId; otherPocket: SidePocket };
    'side-pocket-one.lateChoice': undefined;
    'side-pocket-one.scored': { balls: readonly ObjectBall[]; side: PlayerId; n: number };
    'side-pocket-one.uncatchable': { side: PlayerId; n: number; left: number };
    'side-pocket-one.not-called-pocket': { ball: BallId };
    'side-pocket-one.one-not-called': undefined;
    'side-pocket-one.one-not-own-pocket': undefined;
    'side-pocket-one.no-side-pocket': undefined;
    'side-pocket-one.illegalBreak': { n: number; player: PlayerId };
    'side-pocket-one.foulNone': undefined;
    'side-pocket-one.foul': undefined;
    'side-pocket-one.acceptPosition': { player: PlayerId };
    'side-pocket-one.kitchenAll': { player: PlayerId };
    'side-pocket-one.rackCleared': { player: PlayerId };
  }
}
