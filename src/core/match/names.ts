/**
 * The match's vocabulary with no code behind it, so that the page's setup form and its storage gate
 * load without the engine (which comes on demand with the first match).
 */
import type { GameId, PocketId } from '../vocabulary/index.ts';

/** The options a choice entry may name, as the contract spells them. */
export { GENERAL_OPTIONS } from '../rules/common/types.ts';

/**
 * The games the match page keeps: every game whose log may hold several games (race.ts's
 * RACE_GAMES, read from the registry) and whose rules let two sides play (the page sets up two
 * players or two teams); cutthroat, played by three or five players alone (cutthroat/2), is not
 * one. Written out so that the setup form and the storage gate load without the game registry;
 * names.test.ts derives the list from the registry and holds this one to it.
 */
export const MATCH_GAMES = [
  'eight-ball',
  'nine-ball',
  'straight-pool',
  'six-ball',
  'bowlliards',
  'cowboy',
  'kelly-pool',
  'mr-and-mrs',
  'odd-ball',
  'honolulu',
  'cribbage',
  'side-pocket-one',
] as const satisfies readonly GameId[];
/** A game the match page keeps. */
export type MatchGame = (typeof MATCH_GAMES)[number];
/** Whether a text is a game the match page keeps. */
export const isMatchGame = (v: unknown): v is MatchGame => (MATCH_GAMES as readonly unknown[]).includes(v);

/**
 * Games whose rules play to a number of points or balls that a log may set (`options.target`,
 * docs/contract.md): the page asks for it, and the race counts games of that many points.
 */
export const TARGET_GAMES: readonly GameId[] = ['straight-pool', 'honolulu', 'odd-ball'];

/** Games whose rules read each player's private number (`options.peas`, kelly-pool/5) among those kept here. */
export const PEA_GAMES: readonly GameId[] = ['kelly-pool'];

/** Games whose rules give weaker players an easier ball on (`options.novice`, mr-and-mrs/1) among those kept here. */
export const NOVICE_GAMES: readonly GameId[] = ['mr-and-mrs'];

/** The ball fouls a referee calls most, each built as its events. */
export const BALL_FOULS = ['scratch', 'no-contact', 'wrong-ball-first', 'no-rail', 'cue-ball-off-table'] as const;
type BallFoulKey = (typeof BALL_FOULS)[number];
/** The other fouls of the short list (contract `foul` events). */
const OTHER_FOULS = ['double-hit', 'push-shot', 'touched-ball', 'no-foot-on-floor'] as const;
export type MatchFoul = BallFoulKey | (typeof OTHER_FOULS)[number];
export const MATCH_FOULS: readonly MatchFoul[] = [...BALL_FOULS, ...OTHER_FOULS];

/** The pocket the page writes for every ball pocketed, and for a call unless one is logged. */
export const CALL_POCKET: PocketId = 'foot-left';
/**
 * A call of another pocket: balls pocketed not as called (14.1, 6.8; eight-ball), and the 8 in a
 * pocket not called (4.20).
 */
export const OTHER_POCKET: PocketId = 'foot-right';

/** The two side pockets a breaker may name for the 1-ball (side-pocket-one/7.3). */
export const SIDE_POCKET_IDS = ['side-left', 'side-right'] as const satisfies readonly PocketId[];
export type SidePocketId = (typeof SIDE_POCKET_IDS)[number];

/** A private number (Kelly Pool's pea, kelly-pool/5): an object ball, 1 to 15. */
export const MAX_PEA = 15;

/** A player's name: 1 to 64 characters (the contract's player id, the stored match's gate). */
export const MAX_NAME = 64;

/** The two names as typed (trimmed, cut to 64), the second told apart from the first if they are the same. */
export function twoNames(first: string, second: string): [string, string] {
  const a = first.trim().slice(0, MAX_NAME);
  const b = second.trim().slice(0, MAX_NAME);
  return [a, b === a ? `${b.slice(0, MAX_NAME - 2)} 2` : b];
}

/** The largest race the contract accepts. */
export const MAX_RACE = 1000;

/** The most players a team may have (docs/contract.md, `players`). */
export const MAX_TEAM = 8;

/** A setup's players and teams, as the helpers below read them (controller.ts's MatchSetup). */
interface Sided {
  players: readonly [string, string];
  /** each team's players in their shooting order (the first of each team is in `players`) */
  teams?: readonly [readonly string[], readonly string[]];
}

/** One side of a match: its id in the rulings (a player, or `team-1`, `team-2`), its name as shown, its players. */
export interface MatchSide {
  id: string;
  name: string;
  players: readonly string[];
}

/** The two sides of a match (with teams, `team-1` and `team-2`, named by their players). */
export function matchSides(s: Sided): [MatchSide, MatchSide] {
  const side = (i: 0 | 1): MatchSide => {
    const team = s.teams?.[i];
    return team
      ? { id: `team-${i + 1}`, name: team.join(' & '), players: team }
      : { id: s.players[i], name: s.players[i], players: [s.players[i]] };
  };
  return [side(0), side(1)];
}

/** The players in shooting order: the first of each team, then the second ones … (contract, `players`). */
export function playingOrder(s: Sided): string[] {
  if (!s.teams) return [...s.players];
  const out: string[] = [];
  const longest = Math.max(...s.teams.map((t) => t.length));
  for (let i = 0; i < longest; i += 1) for (const t of s.teams) if (t[i] !== undefined) out.push(t[i] as string);
  return out;
}

/**
 * Two teams as typed, each a list of names separated by commas: trimmed, cut to 64 characters and
 * 8 players, empty names dropped, a name already taken told apart by a number. Null unless both
 * teams have a player and one has two (two players alone are a match of players).
 */
export function twoTeams(first: string, second: string): [string[], string[]] | null {
  const taken = new Set<string>();
  const team = (text: string) =>
    text
      .split(',')
      .map((n) => n.trim().slice(0, MAX_NAME))
      .filter((n) => n.length > 0)
      .slice(0, MAX_TEAM)
      .map((n) => {
        let name = n;
        for (let k = 2; taken.has(name); k += 1) name = `${n.slice(0, MAX_NAME - 1 - String(k).length)} ${k}`;
        taken.add(name);
        return name;
      });
  const a = team(first);
  const b = team(second);
  return a.length > 0 && b.length > 0 && a.length + b.length > 2 ? [a, b] : null;
}
