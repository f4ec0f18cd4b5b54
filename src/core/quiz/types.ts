/**
 * The quiz vocabulary: a question is a referee scenario (a game log) plus what is asked; the
 * answer is never stored, it is the engine's ruling on the asked step (see truth.ts).
 */

import { type AnyGame, GAMES, type GameBank } from '../rules/games.ts';
import type { CueBallState, FoulCode, OptionName, Placement, RefereeDoc, Said } from '../rules/index.ts';
import type { GameId, ShotEvent } from '../vocabulary/index.ts';

/** The banks: general rules, then every game that has a bank (games.ts: 8-ball, 9-ball, 14.1, the recreational games). */
export type QuizBank = 'general' | GameBank;
const hasBank = (g: AnyGame): g is Extract<AnyGame, { id: GameBank }> => g.quiz !== null;
export const QUIZ_BANKS: readonly QuizBank[] = ['general', ...GAMES.filter(hasBank).map((g) => g.id)];

/** The banks every exam blueprint weighs (the others may be left out: weight 0). */
export const CORE_BANKS = [
  'general',
  'eight-ball',
  'nine-ball',
  'straight-pool',
] as const satisfies readonly QuizBank[];

/** A mock exam's blueprint (content/exams/*.json): its size, time, pass mark and the banks' shares. */
export interface Blueprint {
  id: string;
  questions: number;
  minutes: number;
  /** 0..1 */
  passMark: number;
  /** relative share of each bank (a bank left out weighs 0) */
  weights: Partial<Record<QuizBank, number>>;
  /**
   * 0..1: the share of each bank's seats given to generated scenario questions (a shot played by the
   * physics and ruled by the engine); the rest are authored. Left out: none.
   */
  generated?: number;
}

export const QUESTION_KINDS = ['ruling', 'legal', 'rule', 'options', 'placement'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** Topics a learner can pick in the trainer and that an exam report is broken down by. */
export const TOPICS = [
  'break',
  'ball-fouls',
  'cue-ball',
  'frozen',
  'kitchen',
  'loss',
  'options',
  'push-out',
  'three-fouls',
  'spotting',
  'rerack',
  'scoring',
  'calls',
  'groups',
  'conduct',
  'interference',
  'no-referee',
] as const;
export type Topic = (typeof TOPICS)[number];

export type Difficulty = 1 | 2 | 3;
export type BallKey = 'cue' | `${number}`;
export type XY = readonly [number, number];

/** What a question may vary on replay: balls moved where the ruling does not depend on them. */
export interface Variation {
  /** balls whose position may move a little (the engine recomputes the answer anyway) */
  move?: readonly BallKey[];
  /** pockets of uncalled balls may change */
  pockets?: boolean;
}

/** A question as stored (language-neutral), after validation at the edge. */
export interface QuestionSpec {
  id: string;
  bank: QuizBank;
  kind: QuestionKind;
  topic: Topic;
  difficulty: Difficulty;
  doc: RefereeDoc;
  /** placement questions: the ball asked about */
  ball?: BallKey;
  /** a stated check only: compared with the engine, never used as the answer */
  expect?: StatedAnswer;
  vary?: Variation;
}

/** What an author may state as a check (the test fails when the engine disagrees). */
export interface StatedAnswer {
  foul?: boolean;
  fouls?: FoulCode[];
  next?: string | null;
  cueBall?: CueBallState;
  spotted?: number[];
  options?: OptionName[];
  winner?: string | null;
  rules?: string[];
  verdict?: Verdict;
  scoreDelta?: number;
}

export type Verdict = 'legal' | 'foul' | 'loss';

/** The engine's answer to the asked step, reduced to what the quiz asks. */
export interface Truth {
  foul: boolean;
  fouls: FoulCode[];
  next: string | null;
  cueBall: CueBallState;
  spotted: number[];
  options: OptionName[];
  winner: string | null;
  verdict: Verdict;
  /** the shooter's points on this step, where the game keeps score */
  scoreDelta: number | null;
  placed: Record<string, Placement>;
  rules: string[];
  /** what the explanation says (src/i18n/rulings renders it in each language) */
  says: Said[];
}

/** One field of a full-ruling question. */
const RULING_FIELDS = ['foul', 'next', 'cueBall', 'spotted', 'result', 'score'] as const;
export type RulingField = (typeof RULING_FIELDS)[number];

/** A place a ball can be put by a ruling, as offered to the learner. */
export type PlaceChoice = { kind: 'named'; place: Exclude<Placement, XY> | 'stays' } | { kind: 'point'; at: XY };

/** Everything the UI needs to show and grade one question (data only, both languages' explanations). */
export interface QuizItem {
  id: string;
  /** 0 = as written; 1.. = a seeded variant */
  variant: number;
  bank: QuizBank;
  kind: QuestionKind;
  topic: Topic;
  difficulty: Difficulty;
  game: GameId;
  players: string[];
  setup: RefereeDoc['setup'];
  options: RefereeDoc['options'];
  /** the steps before the asked one (context), and the asked step */
  before: ItemStep[];
  asked: ItemStep;
  /** ball positions to draw (after the steps before the asked one), when the scenario has them */
  positions: Record<string, XY>;
  /** choices offered, per kind */
  fields: RulingField[];
  ruleChoices: string[];
  optionChoices: OptionName[];
  spottedChoices: number[];
  cueBallChoices: CueBallState[];
  placeChoices: PlaceChoice[];
  ball: BallKey | null;
  truth: Truth;
  /** the shooter of the asked step (or the chooser/announcer) */
  actor: string;
}

export type ItemStep =
  | {
      kind: 'shot';
      by: string;
      events: ShotEvent[];
      call?: unknown;
      pushOut?: boolean;
      frozen?: number[];
      cueBallAt?: XY;
      stroke?: 'jump' | 'masse';
      breakShot?: boolean;
      /** side-pocket-one: the side pocket the breaker chooses for the 1-ball */
      sidePocket?: string;
    }
  | { kind: 'choose'; by: string; option: string; ball?: number }
  | { kind: 'announce'; by: string; what: string }
  | { kind: 'newRack'; breaker?: string }
  | { kind: 'lag'; lag: Record<string, { events: ShotEvent[]; final: XY }> };

/** A learner's answer to one item. */
export type Response =
  | {
      kind: 'ruling';
      foul?: boolean;
      next?: string | null;
      cueBall?: CueBallState;
      spotted?: number[];
      winner?: string | null;
      score?: number;
    }
  | { kind: 'legal'; verdict: Verdict }
  | { kind: 'rule'; rule: string }
  | { kind: 'options'; options: OptionName[] }
  | { kind: 'placement'; choice: number };

export interface Grade {
  /** 0..1 (partial credit for full rulings and option sets) */
  score: number;
  correct: boolean;
  /** per field, for full rulings */
  fields: Partial<Record<RulingField, boolean>>;
}

/** What grading needs of an item (an item without its explanation texts will do). */
export type Gradable = Pick<QuizItem, 'kind' | 'fields' | 'ball' | 'placeChoices' | 'topic' | 'bank'> & {
  truth: Omit<Truth, 'says'>;
};
