/** The shape of the question bank as the quiz islands receive it (one language). */
import type { Blueprint, QuizItem, Truth } from '../core/quiz/index.ts';

export interface RuleLink {
  id: string;
  /** the id as users read it ("Cowboy 5.2", «Ковбой» 5.2, "3.19"): internal ids are never shown */
  label: string;
  title: string;
  href: string;
}

export type ClientItem = Omit<QuizItem, 'truth'> & {
  truth: Omit<Truth, 'explain'>;
  /** the engine's explanation in the page's language */
  explain: string;
  /** the author's description of the situation, in the page's language */
  situation: string;
  /** the rule paragraphs cited or offered, with titles and links */
  refs: Record<string, RuleLink>;
};

export interface BankPayload {
  lang: string;
  blueprints: Blueprint[];
  items: ClientItem[];
}

/** `id#variant`, the key of one item of the payload. */
export const itemKey = (i: { id: string; variant: number }): string => `${i.id}#${i.variant}`;
