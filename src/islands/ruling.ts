import { DEFAULT_EDITION, type Edition, hasEditions } from '../core/editions/overrides.ts';
import type { Scenario, Situation } from '../core/notation/index.ts';
import type { LoggedEvent } from '../core/physics/index.ts';
import type { BallKey, RefereeDoc, Ruling, ShotDeclaration } from '../core/rules/common/types.ts';
import { RefereeInputError } from '../core/rules/common/types.ts';
import { gameOf } from '../core/rules/games.ts';
import { hasReferee, loadGame } from '../core/rules/lazy.ts';
import { standardTable, type TableSize } from '../core/table/spec.ts';
import type { GameId, ObjectBall, ShotEvent } from '../core/vocabulary/index.ts';
import type { RulingLang } from '../i18n/rulings/index.ts';
import { explainIn, type RulingLanguage } from '../i18n/rulings/render.ts';
import type { Layout } from '../ui/table/placement.ts';

/**
 * The adapter between the table and the referee engine: the scenario's situation and the
 * physics event log become a one-shot game log; the ruling comes back as data, and each cited
 * rule becomes a link to its paragraph. No rule is judged here.
 */

/** Where a cited rule lives: one function for the table, the trainer and the exam (src/ui/rules). */
export { ruleHref } from '../ui/rules/href.ts';

export const refereeRules = (game: GameId): boolean => hasReferee(game);

/** The table's games ruled under either edition: the WPA games (the lag is not played on the table). */
export const hasTwoEditions = (game: GameId | null): boolean => game !== null && game !== 'lag' && hasEditions(game);

const SHOT_EVENT_TYPES = new Set(['hit', 'rail', 'pocket', 'off-table', 'cross-head-string']);

/** The physics log without its motion transitions and times, plus the fouls added by hand. */
export function refereeEvents(events: readonly LoggedEvent[], s: Situation): ShotEvent[] {
  const out: ShotEvent[] = [];
  for (const e of events) {
    if (!SHOT_EVENT_TYPES.has(e.type)) continue;
    const { t: _t, ...rest } = e as ShotEvent & { t?: number };
    out.push(rest as ShotEvent);
  }
  for (const kind of s.nonBall ?? []) out.push({ type: 'foul', kind });
  return out;
}

const key = (b: 'cue' | ObjectBall): BallKey => (b === 'cue' ? 'cue' : (String(b) as BallKey));

/** As few players as the game allows, at least two: A, B (Cutthroat's three: A, B, C). */
export const playersOf = (game: GameId): string[] =>
  Array.from({ length: Math.max(2, gameOf(game).players.min) }, (_x, i) => String.fromCharCode(65 + i));

/** The declarations of a shot (break, call, safety, push-out, frozen balls) as the referee reads them. */
export function declaredShot(by: string, s: Omit<Situation, 'shooter'>, events: ShotEvent[]): ShotDeclaration {
  const shot: ShotDeclaration = { by, events };
  if (s.break) shot.break = true;
  if (s.call) shot.call = { kind: 'ball', ball: s.call.ball, pocket: s.call.pocket };
  if (s.safety) shot.call = { kind: 'safety' };
  if (s.pushOut) shot.pushOut = true;
  if (s.frozen?.length) shot.frozen = [...s.frozen];
  return shot;
}

/**
 * A game log with no steps yet: the players, the table (its size too, so the kitchen, spots and
 * cushions are that table's), the edition, and the position set up on the table as the setup.
 */
export function refereeSetup(
  game: GameId,
  s: Situation,
  layout: Layout,
  table: TableSize = '9ft',
  edition: Edition = DEFAULT_EDITION,
): RefereeDoc {
  const spec = standardTable(table);
  const other = s.groupA === 'solids' ? 'stripes' : 'solids';
  return {
    game,
    players: playersOf(game),
    teams: null,
    options: {},
    setup: {
      shooter: s.shooter,
      onTable: layout.flatMap((b) => (b.ball === 'cue' ? [] : [b.ball])),
      cueBall: s.cueBall ?? 'in-place',
      ...(s.groupA ? { groups: { A: s.groupA, B: other } } : {}),
      positions: Object.fromEntries(layout.map((b) => [key(b.ball), b.at])),
      ...(s.fouls ? { consecutiveFouls: { ...s.fouls } } : {}),
      // A push-out declared on a set-up position: the position is the one right after a legal break.
      ...(s.pushOut ? { pushOutAvailable: true } : {}),
    },
    steps: [],
    table: { name: spec.name, length: spec.length, width: spec.width },
    ...(edition === DEFAULT_EDITION ? {} : { edition }),
  };
}

/** The one-shot log of the table: the set-up position and the shot played from it. */
export function refereeDoc(
  game: GameId,
  s: Situation,
  layout: Layout,
  events: ShotEvent[],
  table: TableSize = '9ft',
  edition: Edition = DEFAULT_EDITION,
): RefereeDoc {
  const cue = layout.find((b) => b.ball === 'cue');
  const shot = declaredShot(s.shooter, s, events);
  if (s.cueBall && cue) shot.cueBallAt = cue.at;
  return { ...refereeSetup(game, s, layout, table, edition), steps: [{ kind: 'shot', shot }] };
}

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

/** What a ruling decides, field by field, as the table compares the two editions (rules and words aside). */
export const COMPARED = ['verdict', 'result', 'next', 'cueBall', 'options', 'spotted', 'score', 'rerack'] as const;
export type ComparedField = (typeof COMPARED)[number];

const decided = (r: Ruling, f: ComparedField): unknown => {
  switch (f) {
    case 'verdict':
      return r.foul ? r.fouls : null;
    case 'result':
      return r.result ? [r.result.winner, r.result.loser ?? null, r.result.match ?? false] : null;
    case 'next':
      return r.result ? null : r.next;
    case 'cueBall':
      return r.result ? null : r.cueBall;
    case 'options':
      return [...r.options].sort();
    default:
      return r[f];
  }
};

/** The fields on which two rulings of one shot differ (empty when they decide the same). */
export function differingFields(a: Ruling, b: Ruling): ComparedField[] {
  return COMPARED.filter((f) => JSON.stringify(decided(a, f)) !== JSON.stringify(decided(b, f)));
}

/** The rules `a` cites and `b` does not, in `a`'s order. */
export const citedOnlyBy = (a: Ruling, b: Ruling): string[] => a.rules.filter((id) => !b.rules.includes(id));
