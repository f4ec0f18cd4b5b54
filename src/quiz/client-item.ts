/** A quiz item shaped for one language's page (build time: the authored bank and the generated one). */
import type { QuizItem } from '../core/quiz/index.ts';
import type { Lang } from '../i18n/paths.ts';
import { explain } from '../i18n/rulings/index.ts';
import type { ClientItem } from './payload.ts';
import { ruleRef } from './rules-index.ts';

/** An item as the page's language shows it: the explanation in that language, the cited paragraphs titled. */
export function toClient(item: QuizItem, lang: Lang, situation: string): ClientItem {
  const { truth, ...rest } = item;
  const { says: _says, ...facts } = truth;
  const refs: ClientItem['refs'] = {};
  for (const id of new Set([...truth.rules, ...item.ruleChoices])) {
    const ref = ruleRef(id, lang);
    if (ref) refs[id] = ref;
  }
  return { ...rest, truth: facts, explain: explain(truth, lang), situation, refs };
}
