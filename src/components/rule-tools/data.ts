/**
 * What the rule pages show under each paragraph, gathered at build time from the question banks:
 * how many questions drill it (the trainer's own `?rule=` choice, src/quiz/rule-drill.ts, over the
 * bank as the trainer indexes it under the 1999 rules the pages print) and, where a generated
 * question's ruling cites it first, that question as the paragraph's example; failing that, one whose
 * ruling cites it later (the paragraph applies there, another one decides), labelled as such; failing
 * both, an authored question (the hand-written bank) whose ruling cites it, first or later: its
 * position as the trainer draws it, with no shot to replay (`source: 'question'`).
 */
import en from '../../content/i18n/en.json';
import ru from '../../content/i18n/ru.json';
import type { Edition } from '../../core/editions/overrides.ts';
import type { Vec2 } from '../../core/geometry/index.ts';
import { QUIZ_BANKS } from '../../core/quiz/types.ts';
import { standardTable } from '../../core/table/index.ts';
import type { BallId } from '../../core/vocabulary/index.ts';
import type { Lang } from '../../i18n/paths.ts';
import { indexBank } from '../../islands/quiz/data.ts';
import { lagSchematic, schematicAt, schematicOf, schematicRole } from '../../islands/quiz/schematic.ts';
import { bankPayload } from '../../quiz/bank.ts';
import { askedUnder, type ClientItem, hasScene, type RuleLink, type ScenarioItem } from '../../quiz/payload.ts';
import { ruleDrill, within, withSections } from '../../quiz/rule-drill.ts';
import { scenarioPayload, scenarioRefs, scenarioStubs } from '../../quiz/scenario-bank.ts';
import { positionHref, sandboxHref } from '../../quiz/table-link.ts';
import { ruleLocation } from '../../ui/rules/href.ts';
import { rackPlacements } from '../../ui/table/index.ts';

/** The rules the pages print (the 1999 WPA rules and the recreational games' own). */
export const PAGE_EDITION: Edition = 'wpa-1999';

/**
 * A paragraph's example: a generated question whose ruling cites the paragraph first; for a section
 * that no ruling cites first itself, one that cites one of its paragraphs first (and is not already
 * that paragraph's own example). Failing both, a question whose ruling cites the paragraph (or one of
 * a section's) at a later place: the paragraph applies in that ruling (a penalty after the foul's
 * paragraph, ball in hand after any foul) but the first-cited one decides it (`decides` false).
 * Failing all of these, an authored question whose ruling cites the paragraph (first if one does,
 * else later): its position as the trainer draws it (a schematic when the question has no position
 * of its own), the author's account of what happens, and no replay (`source` 'question').
 */
interface RuleExample {
  /** the question's id */
  readonly id: string;
  /**
   * 'scenario': a generated question, its position and shot; 'question': an authored one, its
   * position only (what happens is told in `situation`; the table's link has no shot to replay)
   */
  readonly source: 'scenario' | 'question';
  /** an authored question's drawing is a schematic: the balls it names at made-up places */
  readonly schematic: boolean;
  /** the schematic is the start of the shots before the asked step, not the position asked about */
  readonly earlier: boolean;
  /** `/{lang}/s/?v1.…`: the position and the shot on the table (an authored question: the position only) */
  readonly href: string;
  /** the link's shot plays the question's events (false: the closest start found) */
  readonly same: boolean;
  /**
   * what the table cannot show (earlier steps, fouls the shot records, the cue ball in hand); an
   * authored question: its author's account of the situation and the shot. May be empty
   */
  readonly situation: string;
  readonly explain: string;
  /**
   * the paragraph (or one of a section's) is the ruling's first citation, the one that decides it;
   * false: it is cited later, applying in a ruling another paragraph (`cites[0]`) decides
   */
  readonly decides: boolean;
  /** the cited paragraphs in the ruling's order (this paragraph first when it decides) */
  readonly cites: readonly RuleLink[];
}

export interface ParagraphTools {
  /** the paragraph's rule id as questions cite it (`5.6`, `six-ball/8.4`) */
  readonly rule: string;
  /** questions the trainer asks at `?rule=` */
  readonly practice: number;
  readonly example: RuleExample | null;
}

/**
 * Rank of a candidate example: a single shot first (earlier steps are not on the table the link
 * opens), then a link that replays the same shot, then a full ruling question, then by id.
 */
const rank = (item: ScenarioItem): readonly (number | string)[] => [
  item.before.length > 0 ? 1 : 0,
  item.scene.link.same ? 0 : 1,
  item.kind === 'ruling' ? 0 : 1,
  item.id,
];
const better = (a: ScenarioItem, b: ScenarioItem): boolean => lower(rank(a), rank(b));

const STRINGS: Record<Lang, Readonly<Record<string, string>>> = { en, ru };

/**
 * A generated question's situation as a rule page tells it: without the sentence that says what
 * kind of question it is, nor the one that points to the trainer's account of earlier steps.
 */
const notesOf = (item: ScenarioItem, lang: Lang): string => {
  const drop = [`quiz.scenario.situation.${item.scene.kind}`, 'scenario.note.earlier'].map(
    (k) => STRINGS[lang][k] ?? '',
  );
  return drop.reduce((s, d) => (d ? s.replace(d, '') : s), item.situation).trim();
};

const SPEC = standardTable('9ft');
const rackOf = (game: ClientItem['game']) => rackPlacements(game, SPEC);
const ballId = (k: string): BallId => (k === 'cue' ? 'cue' : (Number(k) as BallId));

/** An authored question as an example: its drawn position's link, or null when it cannot be drawn as one. */
interface Authored {
  readonly item: ClientItem;
  readonly href: string;
  readonly schematic: boolean;
  readonly earlier: boolean;
}

/**
 * An authored question's position as the trainer's table draws it (src/islands/quiz/QuizTable.tsx):
 * its own positions, else the start of its schematic; a lag (two lanes, no position) is left out.
 */
function drawn(item: ClientItem, lang: Lang): Authored | null {
  if (hasScene(item) || lagSchematic(item).length > 0) return null;
  const s = schematicOf(item, rackOf);
  const layout = s
    ? schematicAt(s, 0)
    : Object.entries(item.positions).map(([k, at]) => ({ ball: ballId(k), at: [at[0], at[1]] as Vec2 }));
  const href = positionHref(lang, item, layout);
  return href ? { item, href, schematic: s !== null, earlier: s !== null && schematicRole(item) === 'before' } : null;
}

/** Rank of an authored example: its own position before a schematic, a single step, a full ruling question, by id. */
const authoredRank = (a: Authored): readonly (number | string)[] => [
  a.schematic ? 1 : 0,
  a.item.before.length > 0 ? 1 : 0,
  a.item.kind === 'ruling' ? 0 : 1,
  a.item.id,
];
const lower = (x: readonly (number | string)[], y: readonly (number | string)[]): boolean => {
  const i = x.findIndex((v, k) => v !== y[k]);
  return i >= 0 && (x[i] as number | string) < (y[i] as number | string);
};

const memo = new Map<Lang, Map<string, ParagraphTools>>();

/** `page#anchor` -> what goes under that paragraph, for every paragraph a question cites. */
export function paragraphTools(lang: Lang): Map<string, ParagraphTools> {
  const done = memo.get(lang);
  if (done) return done;
  const payload = { ...bankPayload(lang), scenarios: scenarioStubs(), scenarioRefs: scenarioRefs(lang) };
  const bank = indexBank(payload, PAGE_EDITION);
  const rules = new Set([...bank.questions, ...bank.scenarios].flatMap((q) => q.truth.rules.flatMap(withSections)));
  const candidates: ScenarioItem[] = [];
  const examples = new Map<string, ScenarioItem>();
  for (const b of QUIZ_BANKS)
    for (const item of scenarioPayload(b, lang).items) {
      const first = item.truth.rules[0];
      if (!first || item.variant !== 0 || !askedUnder(PAGE_EDITION, item)) continue;
      candidates.push(item);
      const held = examples.get(first);
      if (!held || better(item, held)) examples.set(first, item);
    }
  const used = new Set([...examples.values()].map((x) => x.id));
  const deciding = (rule: string): ScenarioItem | undefined => {
    const own = examples.get(rule);
    if (own) return own;
    let best: ScenarioItem | undefined;
    for (const c of candidates)
      if (!used.has(c.id) && within(c.truth.rules[0] ?? '', rule) && (!best || better(c, best))) best = c;
    return best;
  };
  /** A ruling that cites `rule` after its first citation: one no other paragraph shows if there is one. */
  const applying = (rule: string): ScenarioItem | undefined => {
    let best: ScenarioItem | undefined;
    for (const c of candidates) {
      // decided by another paragraph, which has its link: the example names it
      const [first, ...later] = c.truth.rules;
      if (!first || !c.refs[first] || within(first, rule) || !later.some((r) => within(r, rule))) continue;
      if (!best || (used.has(best.id) && !used.has(c.id)) || (used.has(best.id) === used.has(c.id) && better(c, best)))
        best = c;
    }
    return best;
  };
  const picked = new Map<string, { rule: string; item: ScenarioItem | undefined; decides: boolean }>();
  for (const rule of rules) {
    const at = ruleLocation(rule);
    if (!at || picked.has(`${at.page}#${at.anchor}`)) continue;
    const ex = deciding(rule);
    if (ex) used.add(ex.id);
    picked.set(`${at.page}#${at.anchor}`, { rule, item: ex, decides: true });
  }
  // the paragraphs no ruling is decided by, after every deciding example is chosen
  for (const [key, p] of picked) {
    if (p.item) continue;
    const ex = applying(p.rule);
    if (ex) used.add(ex.id);
    picked.set(key, { ...p, item: ex, decides: false });
  }
  // the paragraphs no generated ruling cites: an authored question's, its position as drawn
  const authored = payload.items.flatMap((item) =>
    item.variant === 0 && askedUnder(PAGE_EDITION, item) && item.truth.rules.length > 0
      ? (drawn(item, lang) ?? [])
      : [],
  );
  const shown = new Set<string>();
  /** An authored ruling that cites `rule`: first (it decides) before later (its deciding paragraph linked), one not shown yet before one shown. */
  const asked = (rule: string): { a: Authored; decides: boolean } | undefined => {
    let best: { a: Authored; decides: boolean; key: readonly (number | string)[] } | undefined;
    for (const a of authored) {
      const [first, ...later] = a.item.truth.rules;
      if (!first) continue;
      const decides = within(first, rule);
      if (!decides && (!a.item.refs[first] || !later.some((r) => within(r, rule)))) continue;
      const key = [decides ? 0 : 1, shown.has(a.item.id) ? 1 : 0, ...authoredRank(a)];
      if (!best || lower(key, best.key)) best = { a, decides, key };
    }
    return best;
  };
  const questions = new Map<string, { a: Authored; decides: boolean }>();
  for (const [key, p] of picked) {
    if (p.item) continue;
    const q = asked(p.rule);
    if (!q) continue;
    shown.add(q.a.item.id);
    questions.set(key, q);
  }
  const cites = (x: ClientItem): RuleLink[] => x.truth.rules.flatMap((id) => (x.refs[id] ? [x.refs[id]] : []));
  const out = new Map<string, ParagraphTools>();
  for (const [key, { rule, item: ex, decides }] of picked) {
    const q = questions.get(key);
    out.set(key, {
      rule,
      practice: ruleDrill(bank, rule).length,
      example: ex
        ? {
            id: ex.id,
            source: 'scenario',
            schematic: false,
            earlier: false,
            href: sandboxHref(lang, ex),
            same: ex.scene.link.same,
            situation: notesOf(ex, lang),
            explain: ex.explain,
            decides,
            cites: cites(ex),
          }
        : q
          ? {
              id: q.a.item.id,
              source: 'question',
              schematic: q.a.schematic,
              earlier: q.a.earlier,
              href: q.a.href,
              same: true,
              situation: q.a.item.situation,
              explain: q.a.item.explain,
              decides: q.decides,
              cites: cites(q.a.item),
            }
          : null,
    });
  }
  memo.set(lang, out);
  return out;
}
