/**
 * Kelly Pool: the codes its own rulings say, with their data (`kelly-pool.<clause>`), added from its folder to
 * the kit's `SayParams` (common/says.ts); their words are under the game in
 * `GAME_CLAUSES_EN` / `GAME_CLAUSES_RU`, src/i18n/games/{en,ru}.ts, beside its names.
 */
import type { BallId } from '../../vocabulary/index.ts';
import type { PlayerId } from '../common/types.ts';

declare module '../common/says.ts' {
  interface SayParams {
    'kelly-pool.illegalBreak': undefined;
    'kelly-pool.own': { player: PlayerId; ball: BallId };
    'kelly-pool.collects': { player: PlayerId; n: number };
    'kelly-pool.othersBall': { ball: BallId; owner: PlayerId };
    'kelly-pool.othersBallScoring': { ball: BallId; owner: PlayerId; player: PlayerId; n: number };
    'kelly-pool.disqualified': { owner: PlayerId; player: PlayerId; n: number };
    'kelly-pool.announced': { owner: PlayerId };
    'kelly-pool.nothingToAnnounce': { owner: PlayerId };
    'kelly-pool.noneLeft': undefined;
    'kelly-pool.noPeas': undefined;
    'kelly-pool.stake': undefined;
  }
}
