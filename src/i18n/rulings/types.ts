/**
 * The shape of one language's words for the referee's rulings: a text for every code the core
 * says (src/core/rules/common/says.ts), and the names those texts use. Exhaustive: a code without
 * a text, a misspelt code or a text reading data its code does not carry fails the type-check.
 */

import type {
  GeneralOption,
  Group,
  HonoluluWay,
  LagFault,
  LossCause,
  OptionName,
  RerackSaid,
  SayCode,
  SayParams,
  SharedSays,
  SidePocket,
} from '../../core/rules/shared.ts';
import type { BallId, GameId, NonBallFoul, ObjectBall } from '../../core/vocabulary/index.ts';

export type RulingTexts = { readonly [K in SayCode]: (p: SayParams[K]) => string };

/** The texts of the clauses the recreational games share (one set, said under each game's id). */
export type SharedTexts = { readonly [K in keyof SharedSays]: (p: SharedSays[K]) => string };

/** The shared texts under their one code each: `recreational.kitchenLowest` ... */
export function sharedAs(texts: SharedTexts): {
  readonly [K in keyof SharedTexts as `recreational.${K}`]: SharedTexts[K];
} {
  const out: Record<string, unknown> = {};
  for (const [k, t] of Object.entries(texts)) out[`recreational.${k}`] = t;
  return out as never;
}

/** The codes a game says of its own: those its `<game>/says.ts` adds to `SayParams` under its id (`cowboy.<clause>`). */
export type OwnCode<G extends GameId> = Extract<SayCode, `${G}.${string}`>;

/** The games that say codes of their own. */
export type GameWithClauses = { [G in GameId]: [OwnCode<G>] extends [never] ? never : G }[GameId];

/** `cowboy.points` -> `points`: a code without its game's id. */
type ClauseOf<G extends string, K extends string> = K extends `${G}.${infer C}` ? C : never;

/** A game's own clauses in one language, by clause (`points` for `cowboy.points`): a text for each of its codes, and for no other. */
export type GameClauseTexts<G extends GameWithClauses> = {
  readonly [K in OwnCode<G> as ClauseOf<G, K>]: (p: SayParams[K]) => string;
};

/**
 * Every game's own clauses in one language (src/i18n/games/{en,ru}.ts, beside its names): a game
 * with a `says.ts` and no texts, a text for a clause its `says.ts` does not list, or one reading data
 * its code does not carry fails the type-check.
 */
export type GamesClauses = { readonly [G in GameWithClauses]: GameClauseTexts<G> };

/** Every game's own texts under their codes (`cowboy.points`), as one language's texts hold them. */
export function ownClauses(games: GamesClauses): { readonly [K in OwnCode<GameWithClauses>]: RulingTexts[K] } {
  const out: Record<string, unknown> = {};
  for (const [game, texts] of Object.entries(games))
    for (const [clause, text] of Object.entries(texts)) out[`${game}.${clause}`] = text;
  return out as never;
}

/** The names a language's texts use for the data of a ruling. */
export interface RulingWords {
  /** a ball in running text: "3", "cue ball" */
  ball: (b: BallId) => string;
  /** a list of balls: "the 3" / "balls 3, 5", capitalised at the start of a sentence */
  balls: (list: readonly ObjectBall[], capital: boolean) => string;
  fouls: Readonly<Record<NonBallFoul, string>>;
  reasons: Readonly<Record<LossCause, string>>;
  lagFaults: Readonly<Record<LagFault, string>>;
  groups: Readonly<Record<Group, string>>;
  optionNames: Readonly<Record<GeneralOption, string>>;
  /** options in a list: "accept the table or pass the shot back" */
  options: (list: readonly OptionName[]) => string;
  ways: (list: readonly HonoluluWay[]) => string;
  sidePockets: Readonly<Record<SidePocket, string>>;
  rerack: (e: RerackSaid) => string;
  /** the closing citation of an explanation, from the rules' labels joined */
  rules: (labels: string) => string;
}
