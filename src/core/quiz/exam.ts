/**
 * Mock exams: a paper drawn from the bank by a seeded generator (same seed and blueprint, same
 * paper), and the report after it: score, pass or fail, and results by rule paragraph and topic.
 */
import { type Random, seededRandom, shuffled } from '../geometry/prng.ts';
import { grade } from './grade.ts';
import { quotas } from './quotas.ts';
import type { Blueprint, Gradable, Grade, QuizBank, Response, Topic } from './types.ts';
import { QUIZ_BANKS } from './types.ts';
import { hashText } from './variants.ts';

export { quotas };

export interface PoolEntry {
  id: string;
  bank: QuizBank;
  topic: Topic;
  /** how many variants exist (1 = only the question as written) */
  variants: number;
  /** a generated scenario question (content/scenarios), not an authored one */
  generated?: boolean;
}

export interface PaperEntry {
  id: string;
  variant: number;
}

/** A seed from a URL or a form: digits are taken as they are, anything else is hashed. */
export function parseSeed(text: string): number {
  const t = text.trim();
  return /^\d{1,9}$/.test(t) ? Number(t) : hashText(t);
}

/** Interleaves topics so a short paper still spreads across them. */
function spreadTopics(entries: PoolEntry[], rng: Random): PoolEntry[] {
  const byTopic = new Map<Topic, PoolEntry[]>();
  for (const e of shuffled(entries, rng)) byTopic.set(e.topic, [...(byTopic.get(e.topic) ?? []), e]);
  const lanes = shuffled([...byTopic.values()], rng);
  const out: PoolEntry[] = [];
  for (let i = 0; out.length < entries.length; i += 1)
    for (const lane of lanes) if (lane[i]) out.push(lane[i] as PoolEntry);
  return out;
}

/**
 * Generated seats of a bank: the blueprint's share of its seats, rounded, no more than the bank has,
 * and more where its authored questions run short.
 */
export function generatedSeats(seats: number, share: number, authored: number, generated: number): number {
  return Math.min(generated, Math.max(seats - authored, Math.round(seats * share)));
}

/**
 * A paper: each bank's seats (quotas), split between its authored and its generated questions by the
 * blueprint's share, each part spread over topics; all drawn from the seed (same pool, blueprint and
 * seed: same paper). Without a share, or without generated questions in the pool, only authored ones.
 */
export function assemblePaper(pool: readonly PoolEntry[], bp: Blueprint, seed: number): PaperEntry[] {
  const rng = seededRandom(seed);
  const share = Math.max(0, Math.min(1, bp.generated ?? 0));
  const sorted = [...pool]
    .filter((e) => share > 0 || e.generated !== true)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const available = Object.fromEntries(QUIZ_BANKS.map((b) => [b, sorted.filter((e) => e.bank === b).length])) as Record<
    QuizBank,
    number
  >;
  const seats = quotas(bp, available);
  const picked = QUIZ_BANKS.flatMap((b) => {
    const authored = sorted.filter((e) => e.bank === b && e.generated !== true);
    const generated = sorted.filter((e) => e.bank === b && e.generated === true);
    const g = generatedSeats(seats[b], share, authored.length, generated.length);
    const own = spreadTopics(authored, rng).slice(0, seats[b] - g);
    return g > 0 ? [...own, ...spreadTopics(generated, rng).slice(0, g)] : own;
  });
  return shuffled(picked, rng).map((e) => ({ id: e.id, variant: Math.floor(rng.next() * Math.max(1, e.variants)) }));
}

interface Tally {
  key: string;
  asked: number;
  score: number;
}

export interface ExamReport {
  answered: number;
  total: number;
  score: number;
  percent: number;
  passed: boolean;
  grades: Grade[];
  byRule: Tally[];
  byTopic: Tally[];
  byBank: Tally[];
  /** indices of questions not fully right */
  missed: number[];
}

function tally(map: Map<string, Tally>, key: string, score: number): void {
  const t = map.get(key) ?? { key, asked: 0, score: 0 };
  t.asked += 1;
  t.score += score;
  map.set(key, t);
}

const sortedTallies = (m: Map<string, Tally>) =>
  [...m.values()].sort((a, b) => a.score / a.asked - b.score / b.asked || (a.key < b.key ? -1 : 1));

export function examReport(
  items: readonly Gradable[],
  responses: readonly (Response | undefined)[],
  passMark: number,
): ExamReport {
  const grades = items.map((it, i) => grade(it, responses[i]));
  const byRule = new Map<string, Tally>();
  const byTopic = new Map<string, Tally>();
  const byBank = new Map<string, Tally>();
  items.forEach((it, i) => {
    const s = grades[i]?.score ?? 0;
    for (const r of new Set(it.truth.rules)) tally(byRule, r, s);
    tally(byTopic, it.topic, s);
    tally(byBank, it.bank, s);
  });
  const score = grades.reduce((s, g) => s + g.score, 0);
  const percent = items.length === 0 ? 0 : Math.round((score / items.length) * 1000) / 10;
  return {
    answered: responses.filter((r) => r !== undefined).length,
    total: items.length,
    score,
    percent,
    passed: items.length > 0 && score / items.length >= passMark - 1e-9,
    grades,
    byRule: sortedTallies(byRule),
    byTopic: sortedTallies(byTopic),
    byBank: sortedTallies(byBank),
    missed: grades.flatMap((g, i) => (g.correct ? [] : [i])),
  };
}
