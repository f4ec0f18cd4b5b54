/** Card Ball / Poker Pool (rule page `card-ball`, seed L352-426): pure predicates, each naming its section. */
import type { ObjectBall } from '../../vocabulary/index.ts';
import { type BallSet, has } from '../common/balls.ts';
import type { GameContext } from '../common/context.ts';
import { keyed, keyedFrom } from '../common/keyed.ts';
import { type PlayerId, type RefereeDoc, RefereeInputError } from '../common/types.ts';
import { wholeNumber } from '../common/whole-number.ts';

export interface CardX {
  /** each player's cards (ranks 1-13, ascending) */
  hands: Record<PlayerId, number[]>;
  /** the cards still to be drawn, `deck[0]` first (`options.deck`) */
  deck: number[];
  /** players who conceded */
  out: PlayerId[];
  /** the cards were given in the log (without them only the shots are ruled: no card is discarded or drawn) */
  known: boolean;
}
export type CardContext = GameContext<CardX>;

/** 6: ace = 1 ... king = 13; balls 14 and 15 are neutral. */
const isNeutral = (b: number): boolean => b === 14 || b === 15;

/** 5, 8: a card whose ball has left the table is of no more use: it is discarded. */
export const liveCards = (hand: readonly number[], onTable: BallSet): number[] => hand.filter((c) => has(onTable, c));

/** 8, 10.2: the balls pocketed that the shooter holds no card for (14 and 15 are always allowed). */
export const ballsNotHeld = (pocketed: readonly ObjectBall[], hand: readonly number[]): ObjectBall[] =>
  pocketed.filter((b) => !isNeutral(b) && !hand.includes(b));

/** 10, 10.1, 10.2: the cards a foul costs: two for a ball not held (with or without a legal one), else one. */
export const penaltyCards = (foul: boolean, notHeld: number): number => (notHeld > 0 ? 2 : foul ? 1 : 0);

/**
 * 10: draws `n` cards for the offender; a card whose ball is no longer on the table is set aside
 * and the next one drawn. Returns the cards kept, the cards set aside and the rest of the deck.
 */
export function drawCards(
  deck: readonly number[],
  n: number,
  onTable: BallSet,
): { kept: number[]; aside: number[]; deck: number[] } {
  const kept: number[] = [];
  const aside: number[] = [];
  for (const c of deck) {
    if (kept.length >= n) break;
    if (has(onTable, c)) kept.push(c);
    else aside.push(c);
  }
  return { kept, aside, deck: deck.slice(kept.length + aside.length) };
}

/**
 * 8: the tie of players (not the shooter) who run out on the same shot is broken by drawing cards:
 * each draws in the order of play, the highest card wins; equal highest draw again. Null when the
 * deck runs out first.
 */
export function breakTie(
  tied: readonly PlayerId[],
  deck: readonly number[],
): { winner: PlayerId | null; deck: number[]; drawn: Array<[PlayerId, number]> } {
  let left = [...tied];
  let rest = [...deck];
  const drawn: Array<[PlayerId, number]> = [];
  while (left.length > 1) {
    if (rest.length < left.length) return { winner: null, deck: rest, drawn };
    const round = left.map((p, i) => [p, rest[i] as number] as [PlayerId, number]);
    rest = rest.slice(left.length);
    drawn.push(...round);
    const best = Math.max(...round.map(([, c]) => c));
    left = round.filter(([, c]) => c === best).map(([p]) => p);
  }
  return { winner: left[0] ?? null, deck: rest, drawn };
}

/** options.hands (or setup.hands) and options.deck, checked: ranks 1-13, every player dealt a hand. */
export function readCards(doc: RefereeDoc): { hands: Record<PlayerId, number[]>; deck: number[]; known: boolean } {
  const fromSetup = doc.setup?.hands !== undefined;
  const raw = keyedFrom((doc.setup?.hands ?? doc.options.hands) as Record<string, unknown> | undefined);
  const where = fromSetup ? 'setup.hands' : 'options.hands';
  const rank = (path: string, c: unknown): number =>
    wholeNumber(c, path, 1, 13, 'a card is its rank, 1 (ace) to 13 (king)');
  for (const p of Object.keys(raw))
    if (!doc.players.includes(p)) throw new RefereeInputError(`${where}.${p}`, 'not one of the players');
  if (!fromSetup && doc.options.hands === undefined) return { hands: keyed(), deck: [], known: false };
  const hands: Record<PlayerId, number[]> = keyed();
  for (const p of doc.players) {
    const h = raw[p];
    if (!Array.isArray(h))
      throw new RefereeInputError(`${where}.${p}`, "card-ball needs every player's hand (a list of ranks 1-13)");
    hands[p] = h.map((c, i) => rank(`${where}.${p}[${i}]`, c)).sort((a, b) => a - b);
  }
  const deckRaw = doc.options.deck ?? [];
  if (!Array.isArray(deckRaw))
    throw new RefereeInputError('options.deck', 'expected a list of ranks, the first drawn first');
  return { hands, deck: deckRaw.map((c, i) => rank(`options.deck[${i}]`, c)), known: true };
}
