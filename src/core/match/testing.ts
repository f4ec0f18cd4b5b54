/** Tests' shared match set-up: Ann and Bob, nine-ball under the 1999 rules, with a referee. */
import type { MatchSetup } from './controller.ts';

export const nineBallMatch = (over: Partial<MatchSetup> = {}): MatchSetup => ({
  game: 'nine-ball',
  players: ['Ann', 'Bob'],
  race: 3,
  breakOrder: 'winner',
  edition: 'wpa-1999',
  wheelchair: false,
  referee: true,
  ...over,
});
