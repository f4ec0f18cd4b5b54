/** Grading: a pure function of the item (with the engine's answer in it) and the learner's response. */
import type { Gradable, Grade, Response, RulingField } from './types.ts';

const sameSet = (a: readonly unknown[], b: readonly unknown[]) =>
  new Set(a).size === new Set(b).size && a.every((x) => b.includes(x));

/** Jaccard similarity of two option sets (1 when both are empty). */
export function setCredit(given: readonly unknown[], right: readonly unknown[]): number {
  const union = new Set([...given, ...right]);
  if (union.size === 0) return 1;
  const both = [...new Set(given)].filter((x) => right.includes(x)).length;
  return both / union.size;
}

function rulingField(item: Gradable, r: Extract<Response, { kind: 'ruling' }>, f: RulingField): boolean {
  const t = item.truth;
  switch (f) {
    case 'foul':
      return r.foul === t.foul;
    case 'next':
      return r.next !== undefined && r.next === t.next;
    case 'cueBall':
      return r.cueBall === t.cueBall;
    case 'spotted':
      return r.spotted !== undefined && sameSet(r.spotted, t.spotted);
    case 'result':
      return r.winner !== undefined && r.winner === t.winner;
    case 'score':
      return r.score !== undefined && r.score === t.scoreDelta;
  }
}

const whole = (ok: boolean): Grade => ({ score: ok ? 1 : 0, correct: ok, fields: {} });

/** Grades one response; a missing or mismatched response scores 0. */
export function grade(item: Gradable, response: Response | undefined): Grade {
  if (!response || response.kind !== item.kind) return { score: 0, correct: false, fields: {} };
  switch (response.kind) {
    case 'ruling': {
      const fields: Grade['fields'] = {};
      for (const f of item.fields) fields[f] = rulingField(item, response, f);
      const right = Object.values(fields).filter(Boolean).length;
      const score = item.fields.length === 0 ? 0 : right / item.fields.length;
      return { score, correct: right === item.fields.length, fields };
    }
    case 'legal':
      return whole(response.verdict === item.truth.verdict);
    case 'rule':
      return whole(item.truth.rules.includes(response.rule));
    case 'options': {
      const score = setCredit(response.options, item.truth.options);
      return { score, correct: score === 1, fields: {} };
    }
    case 'placement':
      return whole(response.choice === rightPlace(item));
  }
}

/** The index of the right place among an item's place choices. */
export function rightPlace(item: Gradable): number {
  const truth = item.ball ? item.truth.placed[item.ball] : undefined;
  return item.placeChoices.findIndex((c) =>
    c.kind === 'named'
      ? (truth === undefined && c.place === 'stays') || c.place === truth
      : typeof truth === 'object' && Math.hypot(c.at[0] - truth[0], c.at[1] - truth[1]) < 1e-6,
  );
}
