/** The learner's answer while it is being given (form state) and its conversion to a Response. */

import type { QuestionKind, Response, Verdict } from '../../core/quiz/index.ts';
import type { CueBallState, OptionName } from '../../core/rules/index.ts';

export interface Draft {
  foul?: boolean;
  /** '' = nobody (the game is over) */
  next?: string;
  cueBall?: CueBallState;
  spotted: number[];
  /** '' = the game goes on */
  winner?: string;
  score: string;
  verdict?: Verdict;
  rule?: string;
  options: string[];
  choice?: number;
}

export const emptyDraft = (): Draft => ({ spotted: [], options: [], score: '' });

/** Whether a draft can be submitted: every asked part has an answer (an empty set is an answer). */
export function isComplete(kind: QuestionKind, fields: readonly string[], d: Draft): boolean {
  switch (kind) {
    case 'ruling':
      return fields.every((f) =>
        f === 'foul'
          ? d.foul !== undefined
          : f === 'next'
            ? d.next !== undefined
            : f === 'cueBall'
              ? d.cueBall !== undefined
              : f === 'result'
                ? d.winner !== undefined
                : f === 'score'
                  ? /^-?\d+$/.test(d.score.trim())
                  : true,
      );
    case 'legal':
      return d.verdict !== undefined;
    case 'rule':
      return d.rule !== undefined;
    case 'options':
      return true;
    case 'placement':
      return d.choice !== undefined;
  }
}

/** Whether anything at all was given (a partly answered ruling is kept as it is). */
export function hasAnswer(d: Draft): boolean {
  return (
    d.foul !== undefined ||
    d.next !== undefined ||
    d.cueBall !== undefined ||
    d.winner !== undefined ||
    d.verdict !== undefined ||
    d.rule !== undefined ||
    d.choice !== undefined ||
    d.spotted.length > 0 ||
    d.options.length > 0 ||
    d.score.trim() !== ''
  );
}

export function toResponse(kind: QuestionKind, d: Draft): Response {
  switch (kind) {
    case 'ruling':
      return {
        kind,
        ...(d.foul !== undefined ? { foul: d.foul } : {}),
        ...(d.next !== undefined ? { next: d.next === '' ? null : d.next } : {}),
        ...(d.cueBall ? { cueBall: d.cueBall } : {}),
        spotted: d.spotted,
        ...(d.winner !== undefined ? { winner: d.winner === '' ? null : d.winner } : {}),
        ...(/^-?\d+$/.test(d.score.trim()) ? { score: Number(d.score.trim()) } : {}),
      };
    case 'legal':
      return { kind, verdict: d.verdict ?? 'legal' };
    case 'rule':
      return { kind, rule: d.rule ?? '' };
    case 'options':
      return { kind, options: d.options as OptionName[] };
    case 'placement':
      return { kind, choice: d.choice ?? -1 };
  }
}

/** Back from a saved Response to a draft (the exam shows a saved answer again). */
export function fromResponse(r: Response | undefined): Draft {
  const d = emptyDraft();
  if (!r) return d;
  switch (r.kind) {
    case 'ruling':
      return {
        ...d,
        ...(r.foul !== undefined ? { foul: r.foul } : {}),
        ...(r.next !== undefined ? { next: r.next ?? '' } : {}),
        ...(r.cueBall ? { cueBall: r.cueBall } : {}),
        spotted: r.spotted ?? [],
        ...(r.winner !== undefined ? { winner: r.winner ?? '' } : {}),
        score: r.score !== undefined ? String(r.score) : '',
      };
    case 'legal':
      return { ...d, verdict: r.verdict };
    case 'rule':
      return { ...d, rule: r.rule };
    case 'options':
      return { ...d, options: [...r.options] };
    case 'placement':
      return { ...d, choice: r.choice };
  }
}
