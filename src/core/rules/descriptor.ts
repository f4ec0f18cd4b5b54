/**
 * A game as the rest of the app knows it, in one object per game (`<game>/descriptor.ts`): its id,
 * how many may play, its rack, where its machine is (loaded on demand), where its rules are on
 * the site, its quiz bank and the keys of its strings. `games.ts` lists them; everything that
 * goes over the games (registry, lazy loaders, racks, quiz banks, rule pages, sidebar) reads
 * that list. Data only: a descriptor imports no machine, and its words live in the i18n files.
 */
import type { AnyStateMachine } from 'xstate';
import type { RackPlan, TriangleRack } from '../table/rack-plan.ts';
import type { ObjectBall } from '../vocabulary/balls.ts';
import type { Flow, GameRules } from './common/kit.ts';
import type { Announcement, GeneralOption, Step } from './common/types.ts';

/** What the driver needs of a game besides its machine: which balls exist, what may be announced. */
interface BallsAndAnnouncements {
  ballExists(ball: number): boolean;
  announcements: readonly Announcement[];
  /** the game's consecutive-fouls rule where it counts per player (how `setup.consecutiveFouls` is keyed) */
  fouls?: { readonly countedBy?: 'players' };
}

/** A game's machine, rules and declared flow (its states `S`), as its loader gives them. */
export interface LoadedGame<S extends string = string> {
  machine: AnyStateMachine;
  rules: BallsAndAnnouncements;
  /** the game's declared transitions (its `flow.json` with the shared ones), or null: a game not of the kit (the lag) */
  flow: Flow<S> | null;
}

/** Where a game's rules are on the site: `/{lang}/rules/{page}/#{anchor}`. */
export interface RulePage {
  /** the page's slug under /{lang}/rules/ */
  readonly page: string;
  /** the heading the game's rules start at (`rule-3-6`), or null: the whole page */
  readonly anchor: string | null;
  /**
   * The WPA section whose number the game's paragraphs carry (`4` for 4.x), or null: the game
   * numbers its own paragraphs and is cited as `<id>/<n>` (`six-ball/8.4`).
   */
  readonly section: string | null;
  /** The page's place among the recreational games of the sidebar (the order of the source), or null. */
  readonly sidebar: number | null;
}

/** The game's quiz bank: the general options its questions may offer. */
export interface QuizPart {
  readonly options: readonly GeneralOption[];
}

/** How many players (or teams) a game's rules allow. */
export interface PlayerLimits {
  readonly min: number;
  readonly max: number;
  /**
   * The paragraph that sets the number (`1.1`): the referee's input check enforces it before the
   * game starts. Without it the game's own init enforces it, citing its own "Players" section.
   */
  readonly rule?: string;
}

export interface GameDescriptor<
  Id extends string = string,
  Q extends QuizPart | null = QuizPart | null,
  S extends string = string,
> {
  readonly id: Id;
  /** How many players (or teams) the game's rules allow. */
  readonly players: PlayerLimits;
  /** The current WPA Rules of Play cover the game: a log may ask for the `wpa-current` edition. */
  readonly currentEdition: boolean;
  readonly rack: RackPlan;
  /** The kinds of steps a log of this game may hold. */
  readonly stepKinds: readonly Step['kind'][];
  /** The game scores a called cue-ball scratch (Cowboy 5.1): a call may name the cue ball. */
  readonly callsCueBall: boolean;
  /** The paragraph by which the game's score goes below zero (14.1 6.11: foul penalties), or null: never below 0. */
  readonly negativeScore: string | null;
  /** The machine and its rules, imported on demand (the browser downloads one game). */
  readonly load: () => Promise<LoadedGame<S>>;
  readonly rules: RulePage;
  /** The game's quiz bank (its id is the game's), or null: the game has no bank. */
  readonly quiz: Q;
  /** Keys of the game's name and bank in the quiz's strings, made from its words (src/i18n/games, `quizGameStrings`). */
  readonly strings: {
    readonly name: `quiz.game.${Id}`;
    readonly bank: Q extends null ? null : `quiz.bank.${Id}`;
  };
}

/**
 * A descriptor as written: a rack game's steps (POOL_STEPS), no called cue ball and one (1999-based)
 * rule set unless it says otherwise.
 */
export type GameSpec<Id extends string, Q extends QuizPart | null, S extends string> = Omit<
  GameDescriptor<Id, Q, S>,
  'strings' | 'callsCueBall' | 'stepKinds' | 'currentEdition' | 'negativeScore'
> & {
  readonly callsCueBall?: boolean;
  readonly negativeScore?: string;
  readonly stepKinds?: readonly Step['kind'][];
  readonly currentEdition?: boolean;
};

/** A game's descriptor: the spec as written, with the keys of its strings. */
export function defineGame<const Id extends string, const Q extends QuizPart | null, S extends string>(
  spec: GameSpec<Id, Q, S>,
): GameDescriptor<Id, Q, S> {
  const bank = (spec.quiz === null ? null : `quiz.bank.${spec.id}`) as Q extends null ? null : `quiz.bank.${Id}`;
  return {
    ...spec,
    stepKinds: spec.stepKinds ?? POOL_STEPS,
    callsCueBall: spec.callsCueBall ?? false,
    currentEdition: spec.currentEdition ?? false,
    negativeScore: spec.negativeScore ?? null,
    strings: { name: `quiz.game.${spec.id}`, bank },
  };
}

/**
 * A game of the kit's rules (`GameRules` over its own record), as its loader names them: the
 * annotation that keeps a descriptor's type from depending on its own game's.
 */
// biome-ignore lint/suspicious/noExplicitAny: any game's own record
export type KitRules = GameRules<any>;

/**
 * The loader of a game of the kit (its states `S`): its rules (`game`, from its `game.ts`) and its
 * declared transitions (`flow`, its `flow.json`) imported on demand, the flow checked against the
 * rules and the machine built from both (kit-load.ts), once. No game folder writes that wiring itself.
 */
export function kitLoad<S extends string>(
  game: () => Promise<KitRules>,
  flow: () => Promise<{ default: unknown }>,
): () => Promise<LoadedGame<S>> {
  // built once: every load of the game gives the same machine
  let built: Promise<LoadedGame<S>> | undefined;
  return () => {
    built ??= Promise.all([game(), flow(), import('./kit-load.ts')]).then(([rules, data, kit]) =>
      kit.buildKit<S>(rules, data.default),
    );
    return built;
  };
}

/** The kinds of steps of a rack game (everything but the lag). */
const POOL_STEPS: readonly Step['kind'][] = ['shot', 'choose', 'announce', 'newRack'];

/** A triangle rack: its rows from the apex (each right to left), the balls the rules fix, where the plan comes from. */
export const triangle = (
  rows: readonly (readonly ObjectBall[])[],
  fixed: readonly ObjectBall[],
  source: string,
): TriangleRack => ({ kind: 'triangle', rows, fixed, source });

/** The rules of a recreational game: its own page, numbering its own paragraphs, at its place in the sidebar. */
export const ownRules = (page: string, sidebar: number): RulePage => ({ page, anchor: null, section: null, sidebar });

/** The rules of a game of the WPA rules: its page and the section its paragraphs carry. */
export const wpaRules = (page: string, section: string): RulePage => ({ page, anchor: null, section, sidebar: null });
