/**
 * Mr. & Mrs.: the codes its own rulings say, with their data (`mr-and-mrs.<clause>`), added from its folder to
 * the kit's `SayParams` (common/says.ts); their words are under the game in
 * `GAME_CLAUSES_EN` / `GAME_CLAUSES_RU`, src/i18n/games/{en,ru}.ts, beside its names.
 */
import type { PlayerId } from '../common/types.ts';

declare module '../common/says.ts' {
  interface SayParams {
    'mr-and-mrs.illegalBreak': { player: PlayerId };
    'mr-and-mrs.points': { player: PlayerId; n: number };
    'mr-and-mrs.novice': { player: PlayerId };
    'mr-and-mrs.uncatchable': { player: PlayerId };
    'mr-and-mrs.lastBall': { player: PlayerId };
    'mr-and-mrs.tie': undefined;
    'mr-and-mrs.accept': undefined;
  }
}
