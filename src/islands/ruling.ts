import { DEFAULT_EDITION, type Edition } from '../core/editions/overrides.ts';
import type { Scenario } from '../core/notation/index.ts';
import type { LoggedEvent } from '../core/physics/index.ts';
import { hasReferee, loadGame } from '../core/rules/lazy.ts';
import type { Ruling } from '../core/rules/shared.ts';
import { RefereeInputError } from '../core/rules/shared.ts';
import type { TableSize } from '../core/table/spec.ts';
import type { GameId } from '../core/vocabulary/index.ts';
import type { RulingLang } from '../i18n/rulings/index.ts';
import { explainIn, type RulingLanguage } from '../i18n/rulings/render.ts';
import type { Layout } from '../ui/table/placement.ts';
import { refereeDoc, refereeEvents } from '../ui/table/referee.ts';

/**
 * The adapter between the table and the referee engine: the scenario's situation and the
 * physics event log become a one-shot game log (src/ui/table/referee.ts); the ruling comes back as data, and each cited
 * rule becomes a link to its paragraph. No rule is judged here.
 */

/** Where a cited rule lives: one function for the table, the trainer and the exam (src/ui/rules). */
export { ruleHref } from '../ui/rules/href.ts';

export const refereeRules = (game: GameId): boolean => hasReferee(game);

/** The table's games ruled under either edition: the WPA games (the lag is not played on the table). */
export { hasTwoEditions } from '../core/editions/games.ts';

export type { ComparedField } from '../ui/table/referee.ts';
export {
  COMPARED,
  citedOnlyBy,
  declaredShot,
  differingFields,
  playersOf,
  refereeDoc,
  refereeEvents,
  refereeSetup,
} from '../ui/table/referee.ts';

/** A ruling with its explanation in the page's language, or why there is none. */
export type RulingOutcome = { ok: true; ruling: Ruling; explain: string } | { ok: false; reason: string };

/** The words of one language, downloaded with the first ruling the page shows. */
const LANGUAGES: Readonly<Record<RulingLang, () => Promise<RulingLanguage>>> = {
  en: () => import('../i18n/rulings/en.ts').then((m) => m.EN),
  ru: () => import('../i18n/rulings/ru.ts').then((m) => m.RU),
};

/** A ruling with its explanation in `lang` (the words are downloaded with the first one). */
export async function explained(ruling: Ruling, lang: RulingLang): Promise<RulingOutcome> {
  return { ok: true, ruling, explain: explainIn(await LANGUAGES[lang](), ruling) };
}

/**
 * Rules on the shot; bad input (a ball the game lacks, a call that cannot be made ...) says why.
 * The game's rules are loaded on first use: the page downloads only the game it rules.
 */
export async function ruleOnShot(
  x: Pick<Scenario, 'game' | 'situation'> & { readonly table?: TableSize },
  layout: Layout,
  events: readonly LoggedEvent[],
  lang: RulingLang = 'en',
  edition: Edition = DEFAULT_EDITION,
): Promise<RulingOutcome> {
  const loading = x.game ? loadGame(x.game) : null;
  const words = LANGUAGES[lang]();
  if (!x.game || !loading) return { ok: false, reason: 'not-supported' };
  // the driver comes with the first ruling, as the game's rules do
  const driver = import('../core/rules/driver.ts');
  const s = x.situation ?? { shooter: 'A' };
  try {
    const { runLog } = await driver;
    const out = runLog(refereeDoc(x.game, s, layout, refereeEvents(events, s), x.table, edition), await loading);
    const ruling = out.rulings[0];
    return ruling ? { ok: true, ruling, explain: explainIn(await words, ruling) } : { ok: false, reason: 'no ruling' };
  } catch (e) {
    if (e instanceof RefereeInputError) return { ok: false, reason: e.message };
    return { ok: false, reason: e instanceof Error ? e.message : String(e) };
  }
}
