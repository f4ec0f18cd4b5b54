/**
 * The edge for quiz content: zod schemas for content/quizzes/*.json (questions, language-neutral),
 * their prose files (<bank>.<lang>.json) and content/exams/*.json (blueprints). Errors name the
 * file and the field. Scenarios are written in the referee contract's JSON (docs/contract.md).
 */
import { z } from 'zod';
import {
  CORE_BANKS,
  QUESTION_KINDS,
  QUIZ_BANKS,
  type QuestionSpec,
  type QuizBank,
  type StatedAnswer,
  TOPICS,
} from '../core/quiz/index.ts';
import { docFromJson } from '../core/rules/from-json.ts';
import { ANNOUNCEMENTS, CUE_BALL_STATES, type RefereeDoc } from '../core/rules/index.ts';
import { GAME_IDS, NON_BALL_FOULS, POCKET_IDS, RAIL_IDS } from '../core/vocabulary/index.ts';

const Ball = z.union([z.literal('cue'), z.number().int().min(1).max(15)]);
const ObjectBallNo = z.number().int().min(1).max(15);
const Pocket = z.enum(POCKET_IDS);
const Point = z.tuple([z.number(), z.number()]);
const BallKey = z.string().regex(/^(cue|[1-9]|1[0-5])$/, 'expected "cue" or a ball number');
const Positions = z.record(BallKey, Point);

const Event = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('hit'), ball: Ball, target: Ball, inPocket: z.boolean().optional() }),
  z.strictObject({ type: z.literal('rail'), ball: Ball, rail: z.enum(RAIL_IDS).optional() }),
  z.strictObject({ type: z.literal('pocket'), ball: Ball, pocket: Pocket.optional() }),
  z.strictObject({ type: z.literal('off-table'), ball: Ball }),
  z.strictObject({ type: z.literal('cross-head-string'), ball: Ball }),
  z.strictObject({
    type: z.literal('foul'),
    kind: z.enum(NON_BALL_FOULS),
    ball: Ball.optional(),
    intentional: z.boolean().optional(),
  }),
  z.strictObject({ type: z.literal('split-hit'), ball: Ball, targets: z.array(ObjectBallNo) }),
  z.strictObject({
    type: z.literal('settle'),
    ball: Ball,
    pocket: Pocket.optional(),
    during: z.literal('shot').optional(),
    affected: z.boolean().optional(),
  }),
  z.strictObject({ type: z.literal('interference'), source: z.string().optional() }),
]);

const CallSchema = z.union([
  // the ball may be the cue ball where a game calls it (Cowboy's winning shot)
  z.strictObject({ ball: Ball.optional(), pocket: Pocket.optional() }),
  z.strictObject({ safety: z.literal(true) }),
]);

const Shot = z.strictObject({
  by: z.string().min(1),
  break: z.boolean().optional(),
  call: CallSchema.optional(),
  pushOut: z.boolean().optional(),
  frozen: z.array(ObjectBallNo).optional(),
  cueBallAt: Point.optional(),
  stroke: z.enum(['jump', 'masse']).optional(),
  positions: Positions.optional(),
  // side-pocket-one: the breaker's side pocket for the 1-ball, declared on the break
  sidePocket: z.enum(['side-left', 'side-right']).optional(),
  events: z.array(Event),
});

const LagEntry = z.strictObject({ events: z.array(Event), final: Point, struckLate: z.boolean().optional() });

const StepSchema = z.union([
  z.strictObject({ shot: Shot }),
  z.strictObject({ choose: z.strictObject({ by: z.string(), option: z.string(), ball: ObjectBallNo.optional() }) }),
  z.strictObject({ announce: z.strictObject({ by: z.string(), what: z.enum(ANNOUNCEMENTS) }) }),
  z.strictObject({ newRack: z.strictObject({ breaker: z.string().optional() }) }),
  z.strictObject({ lag: z.record(z.string(), LagEntry) }),
]);

const Setup = z.strictObject({
  shooter: z.string().optional(),
  onTable: z.array(ObjectBallNo).optional(),
  cueBall: z.enum(CUE_BALL_STATES).optional(),
  groups: z.record(z.string(), z.enum(['solids', 'stripes'])).optional(),
  positions: Positions.optional(),
  consecutiveFouls: z.record(z.string(), z.number().int().min(0)).optional(),
  score: z.record(z.string(), z.number().int()).optional(),
  breaker: z.string().optional(),
  // recreational games (contract "Other setup fields")
  pocketedBy: z.record(z.string(), z.array(ObjectBallNo)).optional(),
  frame: z.number().int().min(1).max(10).optional(),
  inning: z.number().int().min(1).max(3).optional(),
  owes: z.record(z.string(), z.number().int().min(0)).optional(),
  hands: z.record(z.string(), z.array(z.number().int().min(1).max(13))).optional(),
  sidePockets: z.record(z.string(), z.enum(['side-left', 'side-right'])).optional(),
});

export const ScenarioSchema = z.strictObject({
  game: z.enum(GAME_IDS),
  players: z.array(z.string().min(1)).min(2),
  options: z
    .looseObject({
      target: z.number().int().positive().optional(),
      referee: z.boolean().optional(),
      wheelchair: z.boolean().optional(),
    })
    .optional(),
  setup: Setup.nullable().optional(),
  steps: z.array(StepSchema).min(1),
});

const Stated = z.strictObject({
  foul: z.boolean().optional(),
  fouls: z.array(z.string()).optional(),
  next: z.string().nullable().optional(),
  cueBall: z.enum(CUE_BALL_STATES).optional(),
  spotted: z.array(ObjectBallNo).optional(),
  options: z.array(z.string()).optional(),
  winner: z.string().nullable().optional(),
  rules: z.array(z.string()).optional(),
  verdict: z.enum(['legal', 'foul', 'loss']).optional(),
  scoreDelta: z.number().int().optional(),
});

export const QuestionSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'ids are lower-case words joined by hyphens'),
  kind: z.enum(QUESTION_KINDS),
  topic: z.enum(TOPICS),
  difficulty: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  scenario: ScenarioSchema,
  ball: BallKey.optional(),
  expect: Stated.optional(),
  vary: z.strictObject({ move: z.array(BallKey).optional(), pockets: z.boolean().optional() }).optional(),
});

export const QuestionFileSchema = z.array(QuestionSchema);

/** Prose per language: a one-paragraph situation per question id. */
export const ProseFileSchema = z.record(z.string(), z.strictObject({ situation: z.string().min(10) }));

export const BlueprintSchema = z.strictObject({
  id: z.string(),
  questions: z.number().int().min(1).max(200),
  minutes: z.number().int().min(1).max(300),
  passMark: z.number().min(0.1).max(1),
  weights: z.strictObject(
    Object.fromEntries(
      QUIZ_BANKS.map((b) => [
        b,
        (CORE_BANKS as readonly string[]).includes(b) ? z.number().min(0) : z.number().min(0).optional(),
      ]),
    ) as Record<QuizBank, z.ZodOptional<z.ZodNumber>>,
  ),
  /** the share of each bank's seats given to generated scenario questions */
  generated: z.number().min(0).max(1).optional(),
});

type ScenarioIn = z.infer<typeof ScenarioSchema>;

/** The contract's JSON (validated) -> the referee's document. */
const toRefereeDoc = (d: ScenarioIn): RefereeDoc => docFromJson(d);

export function toSpec(bank: QuizBank, q: z.infer<typeof QuestionSchema>): QuestionSpec {
  return {
    id: q.id,
    bank,
    kind: q.kind,
    topic: q.topic,
    difficulty: q.difficulty,
    doc: toRefereeDoc(q.scenario),
    ...(q.ball ? { ball: q.ball as QuestionSpec['ball'] } : {}),
    ...(q.expect ? { expect: q.expect as StatedAnswer } : {}),
    ...(q.vary ? { vary: q.vary as QuestionSpec['vary'] } : {}),
  };
}

/** Zod's first issue as `file: path.to.field: message`. */
export function issueText(file: string, error: z.ZodError): string {
  const i = error.issues[0];
  const path = (i?.path ?? []).map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('');
  return `${file}${path ? `: ${path.replace(/^\./, '')}` : ''}: ${i?.message ?? 'invalid'}`;
}
