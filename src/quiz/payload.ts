/** The shape of the question bank as the quiz islands receive it (one language). */
import type { Edition } from '../core/editions/overrides.ts';
import type { Blueprint, Difficulty, QuestionKind, QuizBank, QuizItem, Topic, Truth } from '../core/quiz/index.ts';
import type { CueBallState } from '../core/rules/shared.ts';
import type { ScenarioKind } from '../core/scenarios/model.ts';
import type { ComparedField } from '../ui/table/referee.ts';

/** What one edition decides on the asked step, as the two are shown side by side (src/quiz/editions.ts). */
export interface EditionDecision {
  foul: boolean;
  fouls: string[];
  /** the game is over: its winner (null: not over, or nobody won) */
  over: boolean;
  winner: string | null;
  next: string | null;
  cueBall: CueBallState;
  options: string[];
  spotted: number[];
  score: Record<string, number> | null;
  rerack: boolean;
  /** the paragraphs this edition cites and the other does not */
  rules: string[];
}

/** A question whose answer differs between the editions: which one it asks about, and both rulings. */
export interface EditionChange {
  asks: Edition;
  /** where the two rulings differ (`differingFields`, src/islands/ruling.ts) */
  fields: ComparedField[];
  rulings: Record<Edition, EditionDecision>;
}

/** How a question stands between the editions of the WPA rules (built by src/quiz/editions.ts). */
export interface EditionTag {
  /** the editions this entry is asked under: both where the answer is the same (or the game has one rule set) */
  editions: Edition[];
  /** the answer differs: this entry asks about `change.asks`, and the other edition has its own entry */
  change?: EditionChange;
}

export interface RuleLink {
  id: string;
  /** the id as users read it ("Cowboy 5.2", «Ковбой» 5.2, "3.19"): internal ids are never shown */
  label: string;
  title: string;
  href: string;
}

export type ClientItem = Omit<QuizItem, 'truth'> &
  EditionTag & {
    truth: Omit<Truth, 'says'>;
    /** the engine's explanation in the page's language */
    explain: string;
    /** the author's description of the situation, in the page's language */
    situation: string;
    /** the rule paragraphs cited or offered, with titles and links */
    refs: Record<string, RuleLink>;
    /**
     * the same answer in the words of the current rules: the explanation and citations a `wpa-current`
     * learner reads (absent: the same as above)
     */
    current?: { explain: string; rules: string[] };
    /** an authored question without a position: the generated shot that plays it the same way (same-shot.ts) */
    sameShot?: SameShot;
  };

/** A generated scenario's shot shown on an authored question that it plays the same way. */
export interface SameShot {
  /** the generated question's id */
  id: string;
  scene: ShotScene;
}

export interface BankPayload {
  lang: string;
  blueprints: Blueprint[];
  items: ClientItem[];
  /**
   * the generated questions, as much of each as choosing them takes (the rest loads per bank); the
   * served files always have them (pages/[lang]/trainer/questions/[part].json.ts), the authored bank alone not
   */
  scenarios?: Omit<ScenarioStub, 'refs'>[];
  /** the paragraphs the generated questions cite, titled and linked once for all of them */
  scenarioRefs?: Record<string, RuleLink>;
}

/** A generated question before its bank is loaded: what the trainer's filters and links read. */
export interface ScenarioStub extends EditionTag {
  id: string;
  bank: QuizBank;
  /** the file of its bank it is served in (`/{lang}/trainer/scenarios/{bank}/{part}.json`) */
  part: number;
  topic: Topic;
  kind: QuestionKind;
  /** 1 for a single shot; 2 with earlier steps, options or placement (what the ratings weigh it at) */
  difficulty: Difficulty;
  truth: Pick<Truth, 'foul' | 'fouls' | 'rules'>;
  /** the cited paragraphs' titles and links: the payload's scenarioRefs, one map shared by every stub (read it by the ids in `truth.rules`) */
  refs: Record<string, RuleLink>;
  generated: true;
}

/** The shot of a generated question, as the table replays it (the physics input). */
export interface ShotScene {
  kind: ScenarioKind;
  /** where every ball is before the shot ("cue", "1"…"15"; metres) */
  balls: Record<string, readonly [number, number]>;
  /** the stroke: [speed m/s, heading degrees, tip side, tip height] */
  shot: readonly [number, number, number, number];
  /** contact questions: the time of the cue ball's first contact, where the replay stops until answered */
  contact: number | null;
  /**
   * the shot as a table link carries it: the heading on its 0.1° grid, the cue ball moved (by at
   * most a few tenths of a millimetre off its line) so that the shot plays the same events; `same`:
   * it does (false: the closest start found, and the link's shot may run differently)
   */
  link: { cue: readonly [number, number]; heading: number; same: boolean };
}

/** A generated question, ready to ask: the item, ruled by the engine at build time, and its shot. */
export type ScenarioItem = ClientItem & { scene: ShotScene };

/** A bank's generated questions: what /{lang}/trainer/scenarios/{bank}/{part}.json serves (`part` null: the whole bank, build time). */
export interface ScenarioPayload {
  lang: string;
  bank: QuizBank;
  part: number | null;
  items: ScenarioItem[];
}

/** The id of the current-rules entry of a question whose answer differs between the editions. */
export const CURRENT_SUFFIX = '~current';

/** The question an entry belongs to: `e-8-on-break~current` -> `e-8-on-break`. */
export const baseId = (id: string): string => (id.endsWith(CURRENT_SUFFIX) ? id.slice(0, -CURRENT_SUFFIX.length) : id);

/** The entries asked under an edition. */
export const askedUnder = (edition: Edition, q: EditionTag): boolean => q.editions.includes(edition);

/** A question's "what changed" entry: its answer differs between the editions. */
export const isChanged = (q: EditionTag): boolean => q.change !== undefined;

/** The item as a learner under `edition` reads it: the current rules' words where only they differ. */
export function inEdition(item: ClientItem, edition: Edition): ClientItem {
  if (edition !== 'wpa-current' || !item.current) return item;
  return { ...item, explain: item.current.explain, truth: { ...item.truth, rules: item.current.rules } };
}

export const isGenerated = (q: ClientItem | ScenarioStub): q is ScenarioStub => 'generated' in q;
export const hasScene = (q: ClientItem): q is ScenarioItem => 'scene' in q;

/** `id#variant`, the key of one item of the payload. */
export const itemKey = (i: { id: string; variant: number }): string => `${i.id}#${i.variant}`;
