/** A quiz item shaped for one language's page (build time: the authored bank and the generated one). */
import type { Lang } from '../i18n/paths.ts';
import { explain } from '../i18n/rulings/index.ts';
import type { EditionEntry } from './editions.ts';
import type { ClientItem } from './payload.ts';
import { ruleRef } from './rules-index.ts';

function refsOf(ids: Iterable<string>, lang: Lang): ClientItem['refs'] {
  const refs: ClientItem['refs'] = {};
  for (const id of new Set(ids)) {
    const ref = ruleRef(id, lang);
    if (ref) refs[id] = ref;
  }
  return refs;
}

/**
 * An entry as the page's language shows it: the explanation in that language, the cited paragraphs
 * titled (both editions' where they differ), and its editions.
 */
export function toClient(entry: EditionEntry, lang: Lang, situation: string): ClientItem {
  const { item, editions, change, current } = entry;
  const { truth, ...rest } = item;
  const { says: _says, ...facts } = truth;
  const cited = [
    ...truth.rules,
    ...item.ruleChoices,
    ...(current?.truth.rules ?? []),
    ...(change ? [...change.rulings['wpa-1999'].rules, ...change.rulings['wpa-current'].rules] : []),
  ];
  return {
    ...rest,
    truth: facts,
    explain: explain(truth, lang),
    situation,
    refs: refsOf(cited, lang),
    editions,
    ...(change ? { change } : {}),
    ...(current ? { current: { explain: explain(current.truth, lang), rules: [...current.truth.rules] } } : {}),
  };
}
