/**
 * Generated scenario questions (content/scenarios/<bank>.json, written by `npm run
 * generate:scenarios`): the zod schema (errors name the file and the field), the file's text as the
 * generator writes it, and each scenario turned into a question: its physics input, its full referee
 * log (the shot simulated again) and a QuestionSpec. The answer is never stored: it is the engine's
 * ruling on the simulated shot, as for the authored bank. The loader is in scenarios.ts.
 */
import { z } from 'zod';
import type { ShotInput } from '../core/physics/index.ts';
import { QUIZ_BANKS, type QuestionKind, type QuestionSpec, type QuizBank } from '../core/quiz/index.ts';
import {
  type Derived,
  derive,
  firstContactLegal,
  SCENARIO_KINDS,
  SCENARIO_TOPICS,
  type ScenarioFile,
  type ScenarioKind,
  type StoredScenario,
} from '../core/scenarios/index.ts';
import { GAME_IDS, NON_BALL_FOULS, POCKET_IDS } from '../core/vocabulary/index.ts';
import { issueText, ScenarioSchema } from './schema.ts';

const BallKey = z.string().regex(/^(cue|[1-9]|1[0-5])$/, 'expected "cue" or a ball number');
const XY = z.tuple([z.number(), z.number()]);
const SetupSchema = ScenarioSchema.shape.setup.unwrap().unwrap().extend({ pushOutAvailable: z.boolean().optional() });
const StepSchema = ScenarioSchema.shape.steps.element;

const Asked = z.strictObject({
  by: z.string().min(1),
  break: z.boolean().optional(),
  call: z
    .union([
      z.strictObject({
        ball: z.union([z.literal('cue'), z.number().int().min(1).max(15)]).optional(),
        pocket: z.enum(POCKET_IDS).optional(),
      }),
      z.strictObject({ safety: z.literal(true) }),
    ])
    .optional(),
  pushOut: z.boolean().optional(),
  sidePocket: z.enum(['side-left', 'side-right']).optional(),
  stroke: z.enum(['jump', 'masse']).optional(),
  fouls: z
    .array(
      z.strictObject({
        kind: z.enum(NON_BALL_FOULS),
        ball: z.union([z.literal('cue'), z.number().int().min(1).max(15)]).optional(),
        intentional: z.boolean().optional(),
      }),
    )
    .optional(),
  settle: z
    .strictObject({
      ball: z.number().int().min(1).max(15),
      pocket: z.enum(POCKET_IDS),
    })
    .optional(),
});

const StoredScenarioSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'ids are lower-case words joined by hyphens'),
  topic: z.enum(Object.keys(SCENARIO_TOPICS) as [keyof typeof SCENARIO_TOPICS]),
  kind: z.enum(SCENARIO_KINDS),
  balls: z.record(BallKey, XY).refine((b) => b.cue !== undefined, 'the cue ball must be on the table'),
  shot: z.tuple([z.number().min(0).max(20), z.number().min(-180).max(180), z.number(), z.number()]),
  log: z.strictObject({
    game: z.enum(GAME_IDS),
    players: z.array(z.string().min(1)).min(2),
    options: z.record(z.string(), z.unknown()).optional(),
    setup: SetupSchema.optional(),
    before: z.array(StepSchema).optional(),
    asked: Asked,
  }),
  ball: BallKey.optional(),
  contact: z.number().positive().optional(),
  digest: z.string().regex(/^[0-9a-f]{16}$/, 'expected 16 hex digits'),
});

const ScenarioFileSchema = z.strictObject({
  version: z.literal(1),
  bank: z.enum(QUIZ_BANKS),
  table: z.literal('9ft'),
  scenarios: z.array(StoredScenarioSchema),
});

/** Validates a bank's file; throws `content/scenarios/<bank>.json: scenarios[3].shot[0]: …`. */
export function parseScenarioFile(bank: QuizBank, raw: unknown): ScenarioFile {
  const file = `content/scenarios/${bank}.json`;
  const r = ScenarioFileSchema.safeParse(raw);
  if (!r.success) throw new Error(issueText(file, r.error));
  if (r.data.bank !== bank) throw new Error(`${file}: bank: "${r.data.bank}" in the file of ${bank}`);
  const seen = new Set<string>();
  r.data.scenarios.forEach((s, i) => {
    if (seen.has(s.id)) throw new Error(`${file}: scenarios[${i}].id: duplicate id ${s.id}`);
    seen.add(s.id);
    if ((s.kind === 'placement') !== (s.ball !== undefined))
      throw new Error(`${file}: scenarios[${i}].ball: a placement question names its ball, no other kind does`);
    if ((s.kind === 'contact') !== (s.contact !== undefined))
      throw new Error(`${file}: scenarios[${i}].contact: a contact question stores the first contact's time`);
    const fell = s.log.asked.settle?.ball;
    if (fell !== undefined && s.balls[String(fell)] === undefined)
      throw new Error(`${file}: scenarios[${i}].log.asked.settle.ball: the ${fell} is not on the table`);
  });
  return r.data as ScenarioFile;
}

/** The file as the generator writes it: one scenario per line, so a diff shows which changed. */
export function scenarioFileText(bank: QuizBank, scenarios: readonly StoredScenario[]): string {
  const head = `{"version":1,"bank":${JSON.stringify(bank)},"table":"9ft","scenarios":[`;
  return `${head}\n${scenarios.map((s) => JSON.stringify(s)).join(',\n')}\n]}\n`;
}

/**
 * The quiz kind a generated kind is asked as: "next" is a ruling on who shoots and from where;
 * "contact" is a legal/foul call, but on the first contact only: its answer is `contactLegal`, not the
 * verdict on the whole shot (a shot with a legal first contact may still end in a scratch).
 */
const QUIZ_KIND: Record<ScenarioKind, QuestionKind> = {
  ruling: 'ruling',
  next: 'ruling',
  options: 'options',
  placement: 'placement',
  contact: 'legal',
};

export interface ScenarioQuestion {
  scenario: StoredScenario;
  /** the physics input the browser replays */
  input: ShotInput;
  /** the question as the quiz core takes it (the log with the simulated shot) */
  spec: QuestionSpec;
  /** contact questions: stop the replay here */
  contact: number | null;
  /** contact questions: whether that first contact was legal (from the engine's ruling) */
  contactLegal: boolean | null;
  /** the simulated shot and the rulings of the whole log */
  derived: Derived;
}

/** Simulates and rules one stored scenario into a question. */
export function scenarioQuestion(bank: QuizBank, s: StoredScenario): ScenarioQuestion {
  const d = derive(s);
  const difficulty = s.log.before?.length || s.kind === 'placement' || s.kind === 'options' ? 2 : 1;
  return {
    scenario: s,
    input: d.input,
    contact: s.contact ?? null,
    contactLegal: s.kind === 'contact' ? firstContactLegal(d) : null,
    derived: d,
    spec: {
      id: s.id,
      bank,
      kind: QUIZ_KIND[s.kind],
      topic: SCENARIO_TOPICS[s.topic],
      difficulty,
      doc: d.doc,
      ...(s.ball ? { ball: s.ball as QuestionSpec['ball'] } : {}),
    },
  };
}
