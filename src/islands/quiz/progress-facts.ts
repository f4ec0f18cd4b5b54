/**
 * What the progress page shows, derived from the bank and the stored progress: each question's
 * facts, the rulebook's paragraphs that questions ask about (page by page, in the rulebook's
 * order), a paragraph's mastery level, and the counts of the summary.
 */
import type { MasteryRow, QuestionFacts } from '../../quiz/mastery.ts';
import type { ClientItem, ScenarioStub } from '../../quiz/payload.ts';
import type { Progress } from '../../quiz/progress.ts';
import type { RatingFacts } from '../../quiz/rating.ts';
import { type Strings, tr } from './strings.ts';

/** A share as a whole percentage: `0.857` -> "86 %". */
export const pct = (x: number): string => `${Math.round(x * 100)} %`;

/** A paragraph's link in the rulebook. */
export interface RuleRef {
  readonly href: string;
  readonly label: string;
  readonly title: string;
}

/** A question of the bank, authored or generated, as far as the standing needs it. */
export type Question = Pick<ClientItem | ScenarioStub, 'id' | 'bank' | 'topic' | 'difficulty' | 'refs' | 'truth'>;

/** What the standing is counted from, per question. */
export type Facts = QuestionFacts & RatingFacts & { refs: Readonly<Record<string, RuleRef>> };

/** Every question's facts, by id: its rules, game, topic, difficulty and the links of its rules. */
export function factsOf(questions: readonly Question[]): Map<string, Facts> {
  const m = new Map<string, Facts>();
  for (const q of questions)
    m.set(q.id, { rules: q.truth.rules, game: q.bank, refs: q.refs, topic: q.topic, difficulty: q.difficulty });
  return m;
}

/** A paragraph's link, from the first question that cites it. */
export function refOf(facts: ReadonlyMap<string, Facts>, id: string): RuleRef | undefined {
  for (const f of facts.values()) if (f.refs[id]) return f.refs[id];
  return undefined;
}

/** Paragraph numbers in the rulebook's order (3.9 before 3.10); one collator, not one per comparison. */
const PARAGRAPH_ORDER = new Intl.Collator('en', { numeric: true });

/** A paragraph on the map: its id and its link. */
export type Paragraph = { readonly id: string } & RuleRef;

/**
 * The paragraphs the questions ask about, grouped by their rule page (named from the link's path:
 * `/en/rules/general/#…` -> general, `/en/rules/current/general/#…` -> current-general), each page's
 * in the rulebook's order; each paragraph once.
 */
export function paragraphPages(questions: readonly Question[]): [string, Paragraph[]][] {
  const pages = new Map<string, Paragraph[]>();
  const seen = new Set<string>();
  for (const q of questions)
    for (const id of q.truth.rules) {
      const ref = q.refs[id];
      if (!ref || seen.has(id)) continue;
      seen.add(id);
      const parts = ref.href.split('#')[0]?.split('/').filter(Boolean) ?? [];
      const page = parts.slice(2).join('-');
      const list = pages.get(page) ?? [];
      pages.set(page, list);
      list.push({ id, label: ref.label, href: ref.href, title: ref.title });
    }
  for (const list of pages.values()) list.sort((a, b) => PARAGRAPH_ORDER.compare(a.id, b.id));
  return [...pages];
}

/** A paragraph's colour on the map: none without answers, high from 85 %, mid from 50 %, else low. */
export type Level = 'none' | 'low' | 'mid' | 'high';
export const masteryLevel = (m: number | undefined): Level =>
  m === undefined ? 'none' : m >= 0.85 ? 'high' : m >= 0.5 ? 'mid' : 'low';

/** One cell of the map: the paragraph, its level and score, and its title with the rating as a hint. */
export interface MapCell extends Paragraph {
  readonly level: Level;
  readonly score: string;
  readonly hint: string;
}

/** The map's cell of a paragraph, from its mastery row and its rating told in words (if rated). */
export const mapCell = (t: Strings, r: Paragraph, row: MasteryRow | undefined, rated: string | null): MapCell => ({
  ...r,
  level: masteryLevel(row?.mastery),
  score: row ? pct(row.mastery) : '—',
  hint: rated ? `${r.title} · ${tr(t, 'quiz.progress.mapRating', { r: rated })}` : r.title,
});

/** The number of a paragraph cell: its id's last part without the rulebook's prefix (`wpa-3.9` -> 3.9). */
export const cellNumber = (id: string): string => (id.split('/').pop() ?? '').replace(/^wpa-/, '');

/** How many different questions the learner has answered; `known`: only those the bank still has. */
export const answeredQuestions = (p: Progress, known: (id: string) => boolean = () => true): number =>
  [...new Set(p.attempts.map((a) => a.id))].filter(known).length;

/** The name of the exported progress file, dated. */
export const exportName = (at: Date): string => `pool-rules-progress-${at.toISOString().slice(0, 10)}.json`;
