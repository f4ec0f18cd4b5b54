/**
 * Pieces shared by the recreational games of issue 8 that are built on the general rules
 * (Honolulu, Cribbage, Odd Ball, Kelly Pool, Mr. & Mrs.): the open break, calls as a list, the
 * kitchen spotting options (cue ball in hand behind the head string with the lowest ball, or every
 * ball, in the kitchen), the 3.9 choice, the 2.16 warning counted per player. The general rules stay
 * in common/ (assessShot, flow.ts, players.ts for the three-foul rule); the games add their penalties.
 */
import type { ShotFacts } from '../../shot/index.ts';
import type { ObjectBall, PocketId } from '../../vocabulary/index.ts';
import { add, type BallSet, has, lowest, toList } from '../common/balls.ts';
import { applyWarning, type ConsecutiveFouls } from '../common/consecutive-fouls.ts';
import type { GameContext } from '../common/context.ts';
import type { Draft } from '../common/draft.ts';
import type { PlayerAnnounce, PlayerChoose } from '../common/events.ts';
import { sayNext } from '../common/flow.ts';
import { isInHandKitchen } from '../common/head-string.ts';
import { nearestInKitchen } from '../common/kitchen-spot.ts';
import { spotInto } from '../common/placing.ts';
import type { SharedSays } from '../common/says.ts';
import { isInKitchen, type Point, type TableLines } from '../common/table.ts';
import { type ChoiceGame, choiceRules } from '../common/template.ts';
import { type BallKey, type Call, type PlayerId, type RefereeDoc, RefereeInputError } from '../common/types.ts';

/** The code of a clause the recreational games share (common/says.ts): one code for every game that says it. */
export const sharedKey = <K extends keyof SharedSays>(k: K) => `recreational.${k}` as const;

/**
 * The open break of the recreational games (glossary: the source does not define it; as on a
 * legal eight-ball break, 4.5): a ball pocketed, or at least four object balls driven to a cushion.
 */
export const isOpenBreak = (facts: ShotFacts): boolean => facts.pocketed.length > 0 || facts.objectBallsToRail >= 4;

/** The calls of a shot as a list ({ball, pocket} items). */
export function callsOf(call: Call | undefined): Array<{ ball?: ObjectBall | 'cue'; pocket?: PocketId }> {
  if (!call) return [];
  if (call.kind === 'ball') return [call];
  if (call.kind === 'many') return call.calls;
  return [];
}

export type KitchenSpot = 'spot-lowest' | 'spot-nearest';

/**
 * Cue ball in hand behind the head string: "spot-lowest" when the lowest-numbered ball is in the
 * kitchen (Odd Ball 8.6, Kelly Pool 9.3, Mr. & Mrs. 8.5); "spot-nearest" when every object ball is
 * (Cribbage 9.8, Mr. & Mrs. 8.6): the balls that may be spotted, or null. Needs known positions.
 */
function kitchenSpotCandidates(ctx: GameContext, kind: KitchenSpot): ObjectBall[] | null {
  if (!isInHandKitchen(ctx) || ctx.onTable === 0) return null;
  const at = (b: ObjectBall): Point | undefined => ctx.positions[String(b) as BallKey];
  if (kind === 'spot-lowest') {
    const low = lowest(ctx.onTable) as ObjectBall;
    const p = at(low);
    return p && isInKitchen(ctx.table, p) ? [low] : null;
  }
  return nearestInKitchen(ctx, toList(ctx.onTable));
}

/**
 * Offers the kitchen spotting option to the player who is to shoot with the cue ball in hand
 * behind the head string (no other choice open): `accept` or the spotting option.
 */
export function withKitchenSpot<X>(
  ctx: GameContext<X>,
  kind: KitchenSpot | null,
  d: Draft,
  rule: string,
): GameContext<X> {
  if (!kind || ctx.pending || ctx.phase !== 'play') return ctx;
  const candidates = kitchenSpotCandidates(ctx as GameContext, kind);
  if (!candidates) return ctx;
  d.cite(rule).say(sharedKey(kind === 'spot-lowest' ? 'kitchenLowest' : 'kitchenAll'), {
    player: ctx.turn,
    ball: candidates[0] as ObjectBall,
  });
  return {
    ...ctx,
    pending: {
      chooser: ctx.turn,
      offender: ctx.turn,
      options: ['accept', kind],
      about: 'kitchen-spot',
      cueBallIfAccepted: 'in-hand-kitchen',
      candidates,
    },
  };
}

/** The spotting option taken: the ball goes to the foot spot (3.32), the chooser shoots from the kitchen. */
export function applyKitchenSpot<X>(ctx: GameContext<X>, ev: PlayerChoose, d: Draft): GameContext<X> | null {
  const p = ctx.pending;
  if (!p || (ev.option !== 'spot-lowest' && ev.option !== 'spot-nearest')) return null;
  const ball = ev.ball ?? (p.candidates?.[0] as ObjectBall);
  d.say('choice.spotNearest', { ball });
  const positions = spotInto(d, [ball], ctx.positions, ctx.table);
  sayNext(d, p.chooser, 'in-hand-kitchen');
  return { ...ctx, positions, pending: null, turn: p.chooser, cueBall: 'in-hand-kitchen' };
}

/**
 * 3.9: the cue ball stopped or deflected on the break: the incoming player plays with the cue ball
 * in hand behind the head string or makes the offender do so (as in 14.1).
 */
export function deflectedBreakChoice<X>(
  ctx: GameContext<X>,
  incoming: PlayerId,
  offender: PlayerId,
  d: Draft,
): GameContext<X> {
  d.cite('3.9').say('deflected.options', { player: incoming });
  return {
    ...ctx,
    turn: incoming,
    cueBall: 'in-hand-kitchen',
    pending: {
      chooser: incoming,
      offender,
      options: ['kitchen', 'pass'],
      about: 'deflected-break',
      cueBallIfAccepted: 'in-hand-kitchen',
    },
  };
}

/** The number of players (or teams) a game's "Players" section allows; otherwise bad input naming `players`. */
export function requireSides(
  doc: RefereeDoc,
  { min, max }: { readonly min: number; readonly max: number },
  rule: string,
): void {
  const n = doc.teams ? doc.teams.length : doc.players.length;
  const what = doc.teams ? 'teams' : 'players';
  if (n < min || n > max)
    throw new RefereeInputError(
      'players',
      `${doc.game} is played by ${min === max ? min : `${min} to ${max}`} ${what} (${rule}), not ${n}`,
    );
}

/**
 * The side a key of a setup record stands for: a player (the contract keys such data by player, e.g.
 * `pocketedBy: {"A": [3, 5]}`) gives his side; with `sides` also accepted, a side name stands for
 * itself. Any other key is bad input naming the field, never dropped.
 */
export function setupKeySide(
  ctx: Pick<GameContext, 'players' | 'sides' | 'sideOf'>,
  field: string,
  key: string,
  acceptSides = false,
): string {
  if (ctx.players.includes(key)) return ctx.sideOf[key] ?? key;
  if (acceptSides && ctx.sides.includes(key)) return key;
  throw new RefereeInputError(
    `setup.${field}.${key}`,
    `unknown player "${key}" (setup.${field} is keyed by player${acceptSides ? ' or side' : ''})`,
  );
}

/**
 * The games whose fouls put every pocketed and jumped ball back (their sections "illegally
 * pocketed balls" and "jumped object balls", 3.32 for the spots): the table and positions after
 * spotting, with the game's paragraphs cited.
 */
export function spotFouledBalls(
  d: Draft,
  facts: ShotFacts,
  before: { onTable: BallSet; positions: Partial<Record<BallKey, Point>>; table: TableLines },
  rules: { pocketed: string; jumped: string },
): { onTable: BallSet; positions: Partial<Record<BallKey, Point>> } {
  const back = [...facts.pocketed, ...facts.offTable];
  let onTable = before.onTable;
  for (const b of back) onTable = add(onTable, b);
  if (facts.pocketed.length) d.cite(rules.pocketed).say(sharedKey('spottedFoul'));
  if (facts.offTable.length) d.cite(rules.jumped);
  return { onTable, positions: back.length ? spotInto(d, back, before.positions, before.table) : before.positions };
}

/**
 * The choices of a game with a kitchen spotting option: the game's paragraph for each choice (`rules`
 * by `about`, `otherwise` for a foul's), the spot taken (3.32), the general options, and the option
 * offered again to the player who then has the cue ball in hand behind the head string.
 */
export function kitchenSpotChoices<X>(
  kind: KitchenSpot,
  rules: { 'kitchen-spot': string } & Readonly<Record<string, string>>,
  otherwise: string,
  base: Pick<ChoiceGame<X>, 'rerack' | 'done'>,
): ChoiceGame<X> {
  return {
    ...base,
    choiceRule: choiceRules(rules, otherwise),
    own: applyKitchenSpot,
    afterChoice: (next, d, about) =>
      about === 'kitchen-spot' ? next : withKitchenSpot(next, kind, d, rules['kitchen-spot']),
  };
}

/** 2.16 given per player (the game's consecutive-fouls rule): the announcement hook of the games that count fouls per player. */
export const warningPerPlayer =
  (policy: ConsecutiveFouls) =>
  <X>(ctx: GameContext<X>, ev: PlayerAnnounce, d: Draft): GameContext<X> | null =>
    ev.what === 'warning' ? applyWarning(ctx, ev.by, d, policy) : null;

/**
 * Judges a break under the game's break paragraph `rule`: cites it and, when the break is not open,
 * records the foul `illegal-break` under `rule` and the game's `also` (its penalty paragraph).
 * Returns the draft to say the foul in the game's words, or null when the break is open.
 */
export function illegalBreak(d: Draft, facts: ShotFacts, rule: string, ...also: string[]): Draft | null {
  d.cite(rule);
  return isOpenBreak(facts) ? null : d.foul('illegal-break', rule, ...also);
}

/** Every key of `record` (the log's `field`) is one of `players`; otherwise bad input naming `field.key`. */
export function requirePlayerKeys(players: readonly string[], record: object | null | undefined, field: string): void {
  for (const p of Object.keys(record ?? {}))
    if (!players.includes(p)) throw new RefereeInputError(`${field}.${p}`, 'not one of the players');
}

/** Balls listed as pocketed in the setup (`path`, e.g. `setup.pocketedBy.A`) are not in `setup.onTable`. */
export function requireOffTable(onTable: BallSet, balls: readonly number[], path: string): void {
  balls.forEach((b, i) => {
    if (has(onTable, b)) throw new RefereeInputError(`${path}[${i}]`, `ball ${b} is also in setup.onTable`);
  });
}
