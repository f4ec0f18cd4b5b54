/**
 * A stored question + a variant number -> a QuizItem: the scenario ruled by the engine, the
 * choices offered for its kind, the steps to narrate and the positions to draw. Pure data out.
 */
import { seededRandom, shuffled } from '../geometry/prng.ts';
import { NINE_FOOT, R } from '../rules/common/table.ts';

/** Quiz scenarios are set on the default 9-ft table. */
const FOOT_SPOT = NINE_FOOT.footSpot;

import { type GameId, gameOf } from '../rules/games.ts';
import { CUE_BALL_STATES, type OptionName, type RefereeDoc, type Step } from '../rules/index.ts';
import { actorOf, computeTruth } from './truth.ts';
import type { ItemStep, PlaceChoice, QuestionSpec, QuizItem, RulingField, Truth, XY } from './types.ts';
import { hashText, variantDoc } from './variants.ts';

function toItemStep(step: Step): ItemStep {
  switch (step.kind) {
    case 'shot': {
      const s = step.shot;
      return {
        kind: 'shot',
        by: s.by,
        events: [...s.events],
        ...(s.call ? { call: s.call } : {}),
        ...(s.pushOut ? { pushOut: true } : {}),
        ...(s.frozen ? { frozen: [...s.frozen] } : {}),
        ...(s.cueBallAt ? { cueBallAt: s.cueBallAt } : {}),
        ...(s.stroke ? { stroke: s.stroke } : {}),
        ...(s.break !== undefined ? { breakShot: s.break } : {}),
        ...(s.sidePocket ? { sidePocket: s.sidePocket } : {}),
      };
    }
    case 'choose':
      return {
        kind: 'choose',
        by: step.by,
        option: step.option,
        ...(step.ball !== undefined ? { ball: step.ball } : {}),
      };
    case 'announce':
      return { kind: 'announce', by: step.by, what: step.what };
    case 'newRack':
      return { kind: 'newRack', ...(step.breaker ? { breaker: step.breaker } : {}) };
    case 'lag':
      return {
        kind: 'lag',
        lag: Object.fromEntries(
          Object.entries(step.lag).map(([p, e]) => [p, { events: [...e.events], final: e.final }]),
        ),
      };
  }
}

function positionsOf(doc: RefereeDoc): Record<string, XY> {
  const out: Record<string, XY> = {};
  for (const [k, p] of Object.entries(doc.setup?.positions ?? {})) if (p) out[k] = p;
  const last = doc.steps[doc.steps.length - 1];
  if (last?.kind === 'shot') {
    for (const [k, p] of Object.entries(last.shot.positions ?? {})) if (p) out[k] = p;
    if (last.shot.cueBallAt) out.cue = last.shot.cueBallAt;
  }
  return out;
}

/** Object balls that left the table on the asked shot (the ones that could be spotted). */
function spottable(step: Step | undefined, t: Truth): number[] {
  const set = new Set<number>(t.spotted);
  if (step?.kind === 'shot')
    for (const e of step.shot.events)
      if ((e.type === 'pocket' || e.type === 'off-table') && e.ball !== 'cue') set.add(e.ball);
  return [...set].sort((a, b) => a - b);
}

function rulingFields(game: GameId, spots: number[], t: Truth): RulingField[] {
  if (game === 'lag') return ['result'];
  const f: RulingField[] = ['foul', 'next', 'cueBall'];
  if (spots.length > 0) f.push('spotted');
  f.push('result');
  if (t.scoreDelta !== null) f.push('score');
  return f;
}

/**
 * The right paragraph is the one the author names (when the engine cites it too: a test checks
 * that every stated rule is cited), else the engine's first; the wrong ones are paragraphs it
 * does not cite, from the same section where possible.
 */
function ruleChoices(id: string, t: Truth, pool: readonly string[], stated: readonly string[] = []): string[] {
  const right = stated.find((r) => t.rules.includes(r)) ?? t.rules[0];
  if (!right) return [];
  const rng = seededRandom(hashText(`${id}/rules`));
  // a game's own paragraphs (`six-ball/8.4`) compete with that game's other paragraphs; WPA ones with WPA ones
  const page = (r: string) => (r.includes('/') ? r.slice(0, r.indexOf('/')) : '');
  const near = (r: string) => r.split('.')[0] === right.split('.')[0];
  const others = pool.filter((r) => !t.rules.includes(r) && page(r) === page(right));
  const wrong = [
    ...shuffled(others.filter(near), rng),
    ...shuffled(
      others.filter((r) => !near(r)),
      rng,
    ),
  ].slice(0, 3);
  return shuffled([right, ...wrong], rng);
}

const NAMED_OBJECT: PlaceChoice[] = ['foot-spot', 'head-spot', 'centre-spot', 'stays'].map(
  (place) => ({ kind: 'named', place }) as PlaceChoice,
);
const NAMED_CUE: PlaceChoice[] = ['in-hand-kitchen', 'head-spot', 'centre-spot', 'stays'].map(
  (place) => ({ kind: 'named', place }) as PlaceChoice,
);

/** The right place plus plausible wrong ones: on the spot, in front of it, further behind. */
function placeChoices(id: string, ball: string | null, t: Truth): PlaceChoice[] {
  if (!ball) return [];
  const truth = t.placed[ball];
  if (truth === undefined || typeof truth === 'string') return ball === 'cue' ? NAMED_CUE : NAMED_OBJECT;
  const D = 2 * R;
  const cands: XY[] = [
    truth,
    FOOT_SPOT,
    [FOOT_SPOT[0] - D, FOOT_SPOT[1]],
    [truth[0] + D, truth[1]],
    [FOOT_SPOT[0], FOOT_SPOT[1] + D],
  ];
  const distinct: XY[] = [];
  for (const c of cands) if (distinct.every((d) => Math.hypot(d[0] - c[0], d[1] - c[1]) > R)) distinct.push(c);
  return shuffled(distinct.slice(0, 4), seededRandom(hashText(`${id}/place`))).map((at) => ({ kind: 'point', at }));
}

/** Builds one item; throws when the engine rejects the scenario (a content error). */
export function buildItem(spec: QuestionSpec, variant: number, rulePool: readonly string[]): QuizItem {
  const doc = variantDoc(spec.id, spec.doc, spec.vary, variant);
  const truth = computeTruth(doc);
  const last = doc.steps[doc.steps.length - 1];
  const spots = spottable(last, truth);
  const optionChoices: OptionName[] = [...(gameOf(doc.game).quiz?.options ?? [])];
  for (const o of truth.options) if (!optionChoices.includes(o)) optionChoices.push(o);
  return {
    id: spec.id,
    variant,
    bank: spec.bank,
    kind: spec.kind,
    topic: spec.topic,
    difficulty: spec.difficulty,
    game: doc.game,
    players: [...doc.players],
    setup: doc.setup,
    options: doc.options,
    before: doc.steps.slice(0, -1).map(toItemStep),
    asked: toItemStep(last as Step),
    positions: positionsOf(doc),
    fields: rulingFields(doc.game, spots, truth),
    ruleChoices: spec.kind === 'rule' ? ruleChoices(spec.id, truth, rulePool, spec.expect?.rules) : [],
    optionChoices,
    spottedChoices: spots,
    cueBallChoices: [...CUE_BALL_STATES],
    placeChoices: spec.kind === 'placement' ? placeChoices(spec.id, spec.ball ?? null, truth) : [],
    ball: spec.ball ?? null,
    truth,
    actor: actorOf(last),
  };
}
