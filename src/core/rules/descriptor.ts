/**
 * A game as the rest of the app knows it, in one object per game (`<game>/descriptor.ts`): its id,
 * how many may play, its rack, where its machine is (loaded on demand), where its rules are on
 * the site, its quiz bank and the keys of its strings. `games.ts` lists them; everything that
 * goes over the games (registry, lazy loaders, racks, quiz banks, rule pages, sidebar) reads
 * that list. Data only: a descriptor imports no machine, and its words live in the i18n files.
 */
import type { AnyStateMachine } from 'xstate';
import type { RackPlan, TriangleRack } from '../table/rack-plan.ts';
import type { ObjectBall } from '../vocabulary/index.ts';
import type { Announcement, GeneralOption, Step } from './common/types.ts';

/** What the driver needs of a game besides its machine: which balls exist, what may be announced. */
export interface BallsAndAnnouncements {
  ballExists(ball: number): boolean;
  announcements: readonly Announcement[];
  /** the game's consecutive-fouls rule where it counts per player (how `setup.consecutiveFouls` is keyed) */
  fouls?: { readonly countedBy?: 'players' };
}

/** A game's machine and rules, as its loader gives them. */
export interface LoadedGame {
  machine: AnyStateMachine;
  rules: BallsAndAnnouncements;
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

export interface GameDescriptor<Id extends string = string, Q extends QuizPart | null = QuizPart | null> {
  readonly id: Id;
  /** How many players (or teams) the game's rules allow; the game's init enforces it. */
  readonly players: { readonly min: number; readonly max: number };
  readonly rack: RackPlan;
  /** The kinds of steps a log of this game may hold. */
  readonly stepKinds: readonly Step['kind'][];
  /** The game scores a called cue-ball scratch (Cowboy 5.1): a call may name the cue ball. */
  readonly callsCueBall: boolean;
  /** The machine and its rules, imported on demand (the browser downloads one game). */
  readonly load: () => Promise<LoadedGame>;
  readonly rules: RulePage;
  /** The game's quiz bank (its id is the game's), or null: the game has no bank. */
  readonly quiz: Q;
  /** Keys of the game's words in the UI strings (src/content/i18n/*.json). */
  readonly strings: {
    readonly name: `quiz.game.${Id}`;
    readonly bank: Q extends null ? null : `quiz.bank.${Id}`;
  };
}

/** A descriptor as written: a rack game's steps (POOL_STEPS) and no called cue ball unless it says otherwise. */
export type GameSpec<Id extends string, Q extends QuizPart | null> = Omit<
  GameDescriptor<Id, Q>,
  'strings' | 'callsCueBall' | 'stepKinds'
> & { readonly callsCueBall?: boolean; readonly stepKinds?: readonly Step['kind'][] };

/** A game's descriptor: the spec as written, with the keys of its strings. */
export function defineGame<const Id extends string, const Q extends QuizPart | null>(
  spec: GameSpec<Id, Q>,
): GameDescriptor<Id, Q> {
  const bank = (spec.quiz === null ? null : `quiz.bank.${spec.id}`) as Q extends null ? null : `quiz.bank.${Id}`;
  return {
    ...spec,
    stepKinds: spec.stepKinds ?? POOL_STEPS,
    callsCueBall: spec.callsCueBall ?? false,
    strings: { name: `quiz.game.${spec.id}`, bank },
  };
}

/** The kinds of steps of a rack game (everything but the lag). */
export const POOL_STEPS: readonly Step['kind'][] = ['shot', 'choose', 'announce', 'newRack'];

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
