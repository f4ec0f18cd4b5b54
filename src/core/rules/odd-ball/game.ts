/** Odd Ball as a game of the kit: teams or two players, the choices after a foul (12) or a break (7), announcements, new games. */
import { kitGame } from '../common/game.ts';
import { keyed, zeroCounts } from '../common/keyed.ts';
import { BALL_IN_HAND_KITCHEN, type CommonState, guardedState, IN_PLAY } from '../common/kit.ts';
import { startContext } from '../common/opening.ts';
import { type RefereeDoc, RefereeInputError } from '../common/types.ts';
import { kitchenSpotChoices, setupKeySide, warningPerPlayer } from '../recreational/shared.ts';
import { descriptor } from './descriptor.ts';
import { done, doRerack, FOULS, judgeOddBallShot, RACK } from './judge.ts';
import { BONUS_AT, type OddBallContext, type OddBallX } from './rules.ts';

function initOddBall(doc: RefereeDoc): OddBallContext {
  const x: OddBallX = { totals: {}, bonusGiven: false, lastPocketer: null };
  const ctx = startContext(doc, descriptor.players, 'odd-ball/2', RACK, x, true);
  const totals = rackTotals(ctx, doc);
  // odd-ball/8.7: consecutive fouls are counted per player, with teams too (the team loses)
  const given = doc.setup?.consecutiveFouls ?? {};
  const fouls = keyed(doc.players.map((p) => [p, Object.hasOwn(given, p) ? (given[p] ?? 0) : 0]));
  const warned = keyed(doc.players.map((p) => [p, false]));
  const bonusGiven = Object.values(totals).some((t) => t >= BONUS_AT);
  return { ...ctx, fouls, warned, x: { totals, bonusGiven, lastPocketer: null } };
}

/**
 * odd-ball/6: each side's rack total so far from `setup.pocketedBy`, keyed by player as the contract
 * says (a team's total adds up its players' balls; a team name stands for the whole team). Unknown
 * keys, balls that do not exist, balls still on the table or listed twice are bad input.
 */
function rackTotals(ctx: OddBallContext, doc: RefereeDoc): Record<string, number> {
  const totals: Record<string, number> = zeroCounts(ctx.sides);
  const seen = new Map<number, string>();
  for (const [key, balls] of Object.entries(doc.setup?.pocketedBy ?? {})) {
    const side = setupKeySide(ctx, 'pocketedBy', key, true);
    balls.forEach((b, i) => {
      const path = `setup.pocketedBy.${key}[${i}]`;
      if (!Number.isInteger(b) || b < 1 || b > 15)
        throw new RefereeInputError(path, `ball ${b} does not exist in odd-ball`);
      if (ctx.onTable & (1 << b)) throw new RefereeInputError(path, `ball ${b} is also in setup.onTable`);
      const other = seen.get(b);
      if (other !== undefined) throw new RefereeInputError(path, `ball ${b} is already listed for ${other}`);
      seen.set(b, key);
      totals[side] = (totals[side] ?? 0) + b;
    });
  }
  return totals;
}

const CHOICES = kitchenSpotChoices<OddBallX>(
  'spot-lowest',
  { 'illegal-break': 'odd-ball/7', 'kitchen-spot': 'odd-ball/8.6', 'deflected-break': '3.9' },
  'odd-ball/12',
  { rerack: doRerack, done },
);

const BONUS_TAKEN = guardedState<OddBallX>('bonusTaken', 'isBonusTaken', (c) => c.x.bonusGiven);

export const ODD_BALL = kitGame<OddBallX>({
  id: 'odd-ball',
  judge: { init: initOddBall, shot: judgeOddBallShot, done },
  rerack: doRerack,
  choices: CHOICES,
  // odd-ball/8.7: the warning is given per player
  announce: { own: warningPerPlayer(FOULS) },
  // a new game: points start again; the player who pocketed the last ball breaks (8.4), else as `breakOrder` says
  newGame: {
    rules: ['odd-ball/8.4', '3.36'],
    winner: (c) => c.x.lastPocketer ?? undefined,
    fresh: { score: 'sides', fouls: 'players' },
  },
  playStates: [BONUS_TAKEN, BALL_IN_HAND_KITCHEN, IN_PLAY],
  fouls: FOULS,
});

/** The Odd Ball machine's states: the kit's flow plus a rack after the 61-point bonus (odd-ball/6, 8.3) and ball in hand in the kitchen (11, 8.6). */
export type OddBallState = CommonState | 'bonusTaken' | 'ballInHandKitchen' | 'inPlay';
