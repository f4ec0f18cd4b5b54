/**
 * Card Ball: the codes its own rulings say, with their data (`card-ball.<clause>`), added from its folder to
 * the kit's `SayParams` (common/says.ts); their words are under the game in
 * `GAME_CLAUSES_EN` / `GAME_CLAUSES_RU`, src/i18n/games/{en,ru}.ts, beside its names.
 */
import type { ObjectBall } from '../../vocabulary/index.ts';
import type { PlayerId } from '../common/types.ts';

declare module '../common/says.ts' {
  interface SayParams {
    'card-ball.illegalBreak': undefined;
    'card-ball.notHeld': { balls: readonly ObjectBall[] };
    'card-ball.draw': { player: PlayerId; n: number; cards: readonly number[] };
    'card-ball.setAside': { cards: readonly number[] };
    'card-ball.deckEmpty': undefined;
    'card-ball.discard': { player: PlayerId; cards: readonly number[] };
    'card-ball.stayDown': undefined;
    'card-ball.outOfCards': { player: PlayerId };
    'card-ball.shooterFirst': undefined;
    'card-ball.tie': { cards: readonly (readonly [PlayerId, number])[] };
    'card-ball.tieUnbroken': undefined;
    'card-ball.cardsUnknown': { n: number };
    'card-ball.concede': { player: PlayerId };
  }
}
