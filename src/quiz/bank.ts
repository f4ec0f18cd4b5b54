/**
 * Loads the question bank at build time (and in tests): validates every content file, rules every
 * scenario with the referee engine (and every seeded variant), and shapes the per-language payload
 * the quiz islands download. Nothing here runs in the browser.
 */
import {
  type Blueprint,
  buildItem,
  canVary,
  QUIZ_BANKS,
  type QuestionSpec,
  type QuizBank,
  type QuizItem,
} from '../core/quiz/index.ts';
import type { Lang } from '../i18n/paths.ts';
import { toClient } from './client-item.ts';
import { type EditionEntry, editionEntries } from './editions.ts';
import { type BankPayload, baseId } from './payload.ts';
import { currentRuleIds, ruleIds } from './rules-index.ts';
import { BlueprintSchema, issueText, ProseFileSchema, QuestionFileSchema, toSpec } from './schema.ts';

const FILES = import.meta.glob('../../content/quizzes/*.json', { eager: true, import: 'default' }) as Record<
  string,
  unknown
>;
const EXAMS = import.meta.glob('../../content/exams/*.json', { eager: true, import: 'default' }) as Record<
  string,
  unknown
>;

/** Variants per question that may vary (besides the question as written). */
const EXTRA_VARIANTS = 2;

const base = (path: string) => path.split('/').pop() as string;

export function loadSpecs(): QuestionSpec[] {
  const out: QuestionSpec[] = [];
  const seen = new Set<string>();
  for (const bank of QUIZ_BANKS) {
    const path = Object.keys(FILES).find((p) => base(p) === `${bank}.json`);
    if (!path) throw new Error(`content/quizzes/${bank}.json is missing`);
    const parsed = QuestionFileSchema.safeParse(FILES[path]);
    if (!parsed.success) throw new Error(issueText(`content/quizzes/${bank}.json`, parsed.error));
    for (const q of parsed.data) {
      if (seen.has(q.id)) throw new Error(`content/quizzes/${bank}.json: duplicate id ${q.id}`);
      seen.add(q.id);
      out.push(toSpec(bank, q));
    }
  }
  return out;
}

export function loadProse(lang: Lang): Record<string, { situation: string }> {
  const out: Record<string, { situation: string }> = {};
  for (const bank of QUIZ_BANKS) {
    const name = `${bank}.${lang}.json`;
    const path = Object.keys(FILES).find((p) => base(p) === name);
    if (!path) throw new Error(`content/quizzes/${name} is missing`);
    const parsed = ProseFileSchema.safeParse(FILES[path]);
    if (!parsed.success) throw new Error(issueText(`content/quizzes/${name}`, parsed.error));
    Object.assign(out, parsed.data);
  }
  return out;
}

export function loadBlueprints(): Blueprint[] {
  return Object.entries(EXAMS).map(([path, raw]) => {
    const parsed = BlueprintSchema.safeParse(raw);
    if (!parsed.success) throw new Error(issueText(`content/exams/${base(path)}`, parsed.error));
    return parsed.data;
  });
}

export const variantCount = (spec: QuestionSpec): number => (canVary(spec.vary) ? 1 + EXTRA_VARIANTS : 1);

/** Every item of the bank, every variant; throws naming the question when the engine rejects it. */
export function buildAll(specs: readonly QuestionSpec[] = loadSpecs()): QuizItem[] {
  const pool = ruleIds();
  return specs.flatMap((spec) =>
    Array.from({ length: variantCount(spec) }, (_x, n) => {
      try {
        return buildItem(spec, n, pool);
      } catch (e) {
        throw new Error(`question ${spec.id} (variant ${n}): ${(e as Error).message}`);
      }
    }),
  );
}

/** Every question and variant under both editions (editions.ts): the entries the payload serves. */
export function editionBank(specs: readonly QuestionSpec[], items: readonly QuizItem[]): EditionEntry[] {
  const pools = { wpa1999: ruleIds(), current: [...ruleIds(), ...currentRuleIds()] };
  const byId = new Map<string, QuizItem[]>();
  for (const it of items) byId.set(it.id, [...(byId.get(it.id) ?? []), it]);
  return specs.flatMap((spec) => {
    try {
      return editionEntries(spec, byId.get(spec.id) ?? [], pools);
    } catch (e) {
      throw new Error(`question ${spec.id} under the current rules: ${(e as Error).message}`);
    }
  });
}

let memo: { specs: QuestionSpec[]; items: QuizItem[]; entries: EditionEntry[] } | null = null;
function bank() {
  if (!memo) {
    const specs = loadSpecs();
    const items = buildAll(specs);
    memo = { specs, items, entries: editionBank(specs, items) };
  }
  return memo;
}

/** The authored bank of /{lang}/trainer/questions/ (src/quiz/bank-parts.ts). */
export function bankPayload(lang: Lang): BankPayload {
  const prose = loadProse(lang);
  const { specs, entries } = bank();
  const blueprints = loadBlueprints();
  const bankOf = new Map(specs.map((s) => [s.id, s.bank] as const));
  return {
    lang,
    blueprints,
    items: entries.map((e) => {
      const id = baseId(e.item.id);
      const text = prose[id]?.situation;
      if (!text) throw new Error(`content/quizzes/${bankOf.get(id)}.${lang}.json: no situation for ${id}`);
      return toClient(e, lang, text);
    }),
  };
}

/** Counts for the pages: questions per bank. */
function _bankCounts(): Record<QuizBank, number> {
  const out = Object.fromEntries(QUIZ_BANKS.map((b) => [b, 0])) as Record<QuizBank, number>;
  for (const s of bank().specs) out[s.bank] += 1;
  return out;
}
