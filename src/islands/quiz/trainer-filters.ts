/** The trainer's choice of questions: its filters, their sources, and the questions they and a link choose. */
import { QUIZ_BANKS, type QuizBank, TOPICS, type Topic } from '../../core/quiz/types.ts';
import { isGenerated } from '../../quiz/payload.ts';
import type { Progress } from '../../quiz/progress.ts';
import { ruleDrill } from '../../quiz/rule-drill.ts';
import type { BankIndex } from './data.ts';
import type { Entry } from './scenario-data.ts';

/** Which questions: all that match, new ones, mistakes, due ones, or those whose answer changed since 1999. */
export type Source = 'all' | 'mistakes' | 'review' | 'new' | 'changed';
export const SOURCES: readonly Source[] = ['all', 'new', 'mistakes', 'review', 'changed'];
/** The sources drawn in a random order (the others keep their own: most missed, most overdue). */
export const SHUFFLED: readonly Source[] = ['all', 'new', 'changed'];

export interface Filters {
  banks: QuizBank[];
  topics: Topic[];
  foul: string;
  source: Source;
}

export function pickVariant(bank: BankIndex, q: Entry): Entry {
  if (isGenerated(q)) return q;
  const n = bank.variants.get(q.id) ?? 1;
  const v = Math.floor(Math.random() * n);
  return bank.byKey.get(`${q.id}#${v}`) ?? q;
}

export function shuffle<T>(xs: readonly T[]): T[] {
  const out = xs.slice();
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** The authored questions and the generated ones, as the filters choose them. */
export function matching(bank: BankIndex, f: Filters): Entry[] {
  return [...bank.questions, ...bank.scenarios].filter(
    (q) =>
      f.banks.includes(q.bank) &&
      (f.topics.length === 0 || f.topics.includes(q.topic)) &&
      (f.foul === '' || (f.foul === 'none' ? !q.truth.foul : q.truth.fouls.includes(f.foul as never))),
  );
}

export const params = () => new URLSearchParams(typeof location === 'undefined' ? '' : location.search);

export function urlSource(): Source | null {
  const m = params().get('mode');
  return SOURCES.includes(m as Source) ? (m as Source) : null;
}

/** The stored settings, checked against what this version knows (unknown banks or topics are left out). */
export function remembered(p: Progress): Filters | null {
  const s = p.trainer;
  if (!s) return null;
  return {
    banks: QUIZ_BANKS.filter((b) => s.banks.includes(b)),
    topics: TOPICS.filter((x) => s.topics.includes(x)),
    foul: s.foul,
    source: SOURCES.includes(s.source as Source) ? (s.source as Source) : 'all',
  };
}

/**
 * The questions a link asks for: "drill my wrong ones" (`drill=id#variant,…`, in order), or every
 * question on one rule paragraph (`rule=3.20`, from the progress map).
 */
export function drillItems(bank: BankIndex): Entry[] | null {
  const rule = params().get('rule');
  if (rule) return shuffle(ruleDrill(bank, rule)).map((q) => pickVariant(bank, q));
  const d = params().get('drill');
  if (!d) return null;
  return d
    .split(',')
    .map((k) => bank.byKey.get(k.trim()) ?? bank.scenarioById.get(k.trim().split('#')[0] ?? ''))
    .filter((x): x is Entry => x !== undefined);
}

/**
 * The group keys 1–9 answer: the first radio group still without an answer (so 1, 1, 2 answers a
 * ruling part by part), else the group with the focus (to change an answer), else the first.
 */
export function activeGroup(root: HTMLElement): HTMLFieldSetElement | null {
  const groups = [...root.querySelectorAll<HTMLFieldSetElement>('.qz-answer fieldset')];
  return (
    groups.find((g) => g.querySelector('input[type="radio"]') && !g.querySelector('input:checked')) ??
    groups.find((g) => g.contains(document.activeElement)) ??
    groups[0] ??
    null
  );
}

export const DEFAULT_FILTERS: Filters = { banks: [...QUIZ_BANKS], topics: [], foul: '', source: 'all' };

/** Each question's topic, paragraphs and difficulty: what a rating weighs an answer by. */
export const ratingFactsOf = (bank: BankIndex | null) =>
  new Map(
    [...(bank?.questions ?? []), ...(bank?.scenarios ?? [])].map(
      (q) => [q.id, { topic: q.topic, rules: q.truth.rules, difficulty: q.difficulty }] as const,
    ),
  );
