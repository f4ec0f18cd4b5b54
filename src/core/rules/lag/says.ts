/**
 * The lag: the codes its own rulings say, with their data (`lag.<clause>`), added from its folder to
 * the kit's `SayParams` (common/says.ts); their words are under the game in
 * `GAME_CLAUSES_EN` / `GAME_CLAUSES_RU`, src/i18n/games/{en,ru}.ts, beside its names.
 */
import type { PlayerId } from '../common/types.ts';
import type { LagFault } from './rules.ts';

declare module '../common/says.ts' {
  interface SayParams {
    // the lag (3.6)
    'lag.bad': { player: PlayerId; reason: LagFault };
    'lag.winner': { player: PlayerId };
    'lag.relag': undefined;
    'lag.lateStrike': { player: PlayerId };
  }
}
