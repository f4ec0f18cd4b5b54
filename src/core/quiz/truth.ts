/**
 * The answer to a question is the referee engine's ruling on the asked step (the last step of the
 * scenario), never a value typed by an author. An author's stated answer is only compared with it.
 */
import { type RefereeDoc, type Ruling, referee, type Step } from '../rules/index.ts';
import type { StatedAnswer, Truth, Verdict } from './types.ts';

/** Who acts in a step (the shooter, the chooser, the announcer). */
export function actorOf(step: Step | undefined): string {
  if (!step) return '';
  switch (step.kind) {
    case 'shot':
      return step.shot.by;
    case 'choose':
    case 'announce':
      return step.by;
    default:
      return '';
  }
}

function verdictOf(r: Ruling, actor: string): Verdict {
  if (r.result && !r.result.draw && r.result.winner !== actor && (r.result.loser === actor || r.result.winner !== null))
    return 'loss';
  return r.foul ? 'foul' : 'legal';
}

function scoreBefore(doc: RefereeDoc, rulings: Ruling[], actor: string): number {
  const prev = rulings.length >= 2 ? rulings[rulings.length - 2]?.score : null;
  return prev?.[actor] ?? doc.setup?.score?.[actor] ?? 0;
}

/** Rules the whole scenario and reduces the ruling on its last step. Throws on a bad scenario. */
export function computeTruth(doc: RefereeDoc): Truth {
  const { rulings } = referee(doc);
  const r = rulings[rulings.length - 1];
  if (!r) throw new Error('a question needs at least one step');
  const actor = actorOf(doc.steps[doc.steps.length - 1]);
  const delta = r.score ? (r.score[actor] ?? 0) - scoreBefore(doc, rulings, actor) : null;
  return {
    foul: r.foul,
    fouls: [...r.fouls],
    next: r.next,
    cueBall: r.cueBall,
    spotted: [...r.spotted],
    options: [...r.options],
    winner: r.result ? r.result.winner : null,
    verdict: verdictOf(r, actor),
    scoreDelta: delta,
    placed: { ...(r.placed ?? {}) },
    rules: [...r.rules],
    says: [...r.says],
  };
}

const sameSet = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

/** Where a stated answer disagrees with the engine: one message per field (empty = agrees). */
export function disagreements(stated: StatedAnswer | undefined, t: Truth): string[] {
  if (!stated) return [];
  const out: string[] = [];
  const check = (field: string, ok: boolean, want: unknown, got: unknown) => {
    if (!ok) out.push(`${field}: stated ${JSON.stringify(want)}, engine ${JSON.stringify(got)}`);
  };
  if (stated.foul !== undefined) check('foul', stated.foul === t.foul, stated.foul, t.foul);
  if (stated.fouls)
    check(
      'fouls',
      stated.fouls.every((f) => t.fouls.includes(f)),
      stated.fouls,
      t.fouls,
    );
  if (stated.next !== undefined) check('next', stated.next === t.next, stated.next, t.next);
  if (stated.cueBall) check('cueBall', stated.cueBall === t.cueBall, stated.cueBall, t.cueBall);
  if (stated.spotted)
    check('spotted', JSON.stringify(stated.spotted) === JSON.stringify(t.spotted), stated.spotted, t.spotted);
  if (stated.options) check('options', sameSet(stated.options, t.options), stated.options, t.options);
  if (stated.winner !== undefined) check('winner', stated.winner === t.winner, stated.winner, t.winner);
  if (stated.rules)
    check(
      'rules',
      stated.rules.some((r) => t.rules.includes(r)),
      stated.rules,
      t.rules,
    );
  if (stated.verdict) check('verdict', stated.verdict === t.verdict, stated.verdict, t.verdict);
  if (stated.scoreDelta !== undefined)
    check('scoreDelta', stated.scoreDelta === t.scoreDelta, stated.scoreDelta, t.scoreDelta);
  return out;
}
