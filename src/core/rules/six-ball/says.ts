/**
 * Six-Ball: the codes its own rulings say, with their data (`six-ball.<clause>`), added from its folder to
 * the kit's `SayParams` (common/says.ts); their words are under the game in
 * `GAME_CLAUSES_EN` / `GAME_CLAUSES_RU`, src/i18n/games/{en,ru}.ts, beside its names.
 */
import type { PlayerId } from '../common/types.ts';

declare module '../common/says.ts' {
  interface SayParams {
    'six-ball.illegalBreak': undefined;
    'six-ball.breakOptions': { player: PlayerId };
    'six-ball.spotted': undefined;
    'six-ball.coinOperated': undefined;
    'six-ball.mustContinue': undefined;
  }
}
