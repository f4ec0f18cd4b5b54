/**
 * Generated scenario questions: a shot of the physics core inside a referee log. What is stored is
 * only the input (the table, the balls, the shot, the log around it) plus a digest of what the
 * engines make of it; the events, the ruling and the answer are derived again wherever they are used.
 */
import type { QuizBank, Topic } from '../quiz/types.ts';
import type { GameId, NonBallFoul, PocketId } from '../vocabulary/index.ts';

/** What a generated question asks. */
export const SCENARIO_KINDS = ['ruling', 'next', 'options', 'placement', 'contact'] as const;
export type ScenarioKind = (typeof SCENARIO_KINDS)[number];

/**
 * The recipes' topics (finer than the trainer's TOPICS, which each maps to: SCENARIO_TOPICS[t]).
 * A recreational game's own rule is `signature`.
 */
export const SCENARIO_TOPICS = {
  'wrong-ball-first': 'ball-fouls',
  'no-rail': 'ball-fouls',
  'no-contact': 'ball-fouls',
  scratch: 'cue-ball',
  'first-contact': 'ball-fouls',
  'legal-shot': 'ball-fouls',
  break: 'break',
  'push-out': 'push-out',
  'three-fouls': 'three-fouls',
  'open-table': 'groups',
  'loss-eight-early': 'loss',
  'loss-eight-wrong-pocket': 'loss',
  'loss-foul-on-eight': 'loss',
  'loss-eight-with-last': 'loss',
  spotting: 'spotting',
  rerack: 'rerack',
  kitchen: 'kitchen',
  calls: 'calls',
  signature: 'scoring',
  // a foul the physics cannot show, recorded with a simulated shot (a push shot, a scooped jump, the cue ball in hand touched)
  'non-ball-foul': 'ball-fouls',
  // "what changed" (changes.ts): positions the two editions rule differently, one topic per difference
  'changed-no-referee': 'no-referee',
  'changed-deflected-break': 'break',
  'changed-head-string': 'kitchen',
  'changed-jump-miscue': 'ball-fouls',
  'changed-intentional-foul': 'conduct',
  'changed-in-hand-touching': 'cue-ball',
  'changed-near-rail': 'frozen',
  'changed-deliberate-foul': 'conduct',
  'changed-third-foul': 'three-fouls',
  'changed-conduct-fifteen': 'conduct',
  'changed-settling': 'interference',
  'changed-conduct-default': 'conduct',
  'changed-marking-table': 'conduct',
  'changed-deliberate-miscue': 'conduct',
} as const satisfies Record<string, Topic>;
export type ScenarioTopic = keyof typeof SCENARIO_TOPICS;

/** A ball's centre on the table (metres, rounded to 0.1 mm). */
export type XY = [number, number];

/** A step of the log in the referee contract's JSON (docs/contract.md), as stored. */
export type StepJson = Record<string, unknown>;

/**
 * A non-ball foul the log records with the question's shot: a fact the physics cannot produce (a
 * miscue on a jump shot, a ball touched, the cue ball deflected on the break), as the contract's
 * `foul` event writes it.
 */
export interface AddedFoul {
  kind: NonBallFoul;
  ball?: number | 'cue';
  intentional?: boolean;
}

/**
 * A ball that falls by itself into `pocket` as the shot is played, not affecting it: the contract's
 * `settle` event with `"during": "shot"` and `"affected": false` (difference 21, with the foul
 * `shot-while-moving` naming the ball: a foul in 1999 only).
 */
export interface SettledBall {
  ball: number;
  pocket: PocketId;
}

/** The shot declaration of the question's step, without its events (they come from the physics). */
export interface AskedJson {
  by: string;
  break?: boolean;
  call?: { ball?: number | 'cue'; pocket?: string } | { safety: true };
  pushOut?: boolean;
  sidePocket?: 'side-left' | 'side-right';
  /** the stroke as declared (a jump shot): the physics plays it as a stroke on the cloth */
  stroke?: 'jump' | 'masse';
  /** non-ball fouls recorded with the shot, before its simulated events */
  fouls?: AddedFoul[];
  /** a ball that fell by itself as the shot was played without affecting it (recorded first) */
  settle?: SettledBall;
}

export interface ScenarioLog {
  game: GameId;
  players: string[];
  options?: Record<string, unknown>;
  /**
   * The position before the earlier steps, without `onTable` and `positions` (both come from
   * `balls`). Absent: the opening break, the balls racked as `balls` lists them.
   */
  setup?: Record<string, unknown>;
  /** earlier steps (contract JSON), written, not simulated */
  before?: StepJson[];
  asked: AskedJson;
}

export interface StoredScenario {
  id: string;
  topic: ScenarioTopic;
  kind: ScenarioKind;
  /** where every ball is when the question's shot is played ("cue" and "1"…"15") */
  balls: Record<string, XY>;
  /** the stroke: [speed m/s, heading degrees, tip side, tip height] */
  shot: [number, number, number, number];
  log: ScenarioLog;
  /** placement questions: the ball asked about */
  ball?: string;
  /** contact questions: the time of the cue ball's first contact (s, from the physics events) */
  contact?: number;
  /** a digest of the simulated events, the final positions and the rulings (without their prose) */
  digest: string;
}

export interface ScenarioFile {
  version: 1;
  bank: QuizBank;
  table: '9ft';
  scenarios: StoredScenario[];
}

/** Minimum counts (issue 15): per WPA bank and per recreational bank. */
export const MIN_PER_WPA_BANK = 100;
export const MIN_PER_RECREATIONAL_BANK = 30;
export const MIN_TOTAL = 1500;

/**
 * Minimum count per bank and topic (the unit suite checks them): every topic the issue names has
 * its questions in the banks where it belongs. `recreational` applies to each recreational bank.
 */
export const TOPIC_MINIMUMS: Record<
  'general' | 'eight-ball' | 'nine-ball' | 'straight-pool' | 'recreational',
  Partial<Record<ScenarioTopic, number>>
> = {
  general: { 'wrong-ball-first': 20, 'no-rail': 20, scratch: 20, 'first-contact': 20, 'three-fouls': 15 },
  'eight-ball': {
    break: 20,
    'wrong-ball-first': 20,
    'first-contact': 20,
    'open-table': 20,
    kitchen: 20,
    'loss-eight-early': 10,
    'loss-eight-wrong-pocket': 10,
    'loss-foul-on-eight': 10,
    'loss-eight-with-last': 10,
  },
  'nine-ball': { break: 20, 'push-out': 20, spotting: 20, scratch: 20, 'wrong-ball-first': 20, 'first-contact': 20 },
  'straight-pool': {
    break: 20,
    rerack: 20,
    spotting: 20,
    kitchen: 20,
    calls: 20,
    scratch: 20,
    'no-rail': 20,
    'three-fouls': 15,
  },
  recreational: { break: 5, signature: 20 },
};
