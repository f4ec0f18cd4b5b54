/**
 * The question bank as it is served: one small head (the exam blueprints, the generated questions'
 * paragraph links) and BANK_PARTS parts of about the same size, each a run of the authored questions
 * and a run of the generated questions' stubs, in bank order. The quiz pages fetch them all at once
 * and join them (`joinBank`): the browser parses each part in a task of its own, where one 1.7 MB file
 * held a phone's main thread for half a second. Build time writes them (pages/[lang]/trainer/questions/);
 * the same functions serve the tests that read the built bank.
 */
import type { BankPayload, ClientItem } from './payload.ts';

/** How many parts the bank is served in (each about 140 KB, a short parse on a phone). */
export const BANK_PARTS = 12;

export interface BankHead {
  lang: string;
  /** BANK_PARTS when written: a page built with another count fails to join rather than lose questions */
  parts: number;
  blueprints: BankPayload['blueprints'];
  scenarioRefs: NonNullable<BankPayload['scenarioRefs']>;
}

export interface BankPart {
  part: number;
  items: ClientItem[];
  scenarios: NonNullable<BankPayload['scenarios']>;
}

export const bankHeadUrl = (lang: string): string => `/${lang}/trainer/questions/head.json`;
export const bankPartUrl = (lang: string, part: number): string => `/${lang}/trainer/questions/${part}.json`;
/** Every file of a language's bank, the head first. */
export const bankUrls = (lang: string): string[] => [
  bankHeadUrl(lang),
  ...Array.from({ length: BANK_PARTS }, (_, i) => bankPartUrl(lang, i)),
];

/** `xs` cut into `n` runs, in order, of about the same JSON length each (some may be empty). */
function runs<T>(xs: readonly T[], n: number): T[][] {
  const sizes = xs.map((x) => JSON.stringify(x).length);
  const total = sizes.reduce((s, k) => s + k, 0);
  const out: T[][] = Array.from({ length: n }, () => []);
  let acc = 0;
  xs.forEach((x, i) => {
    // the run whose share of the total this element's middle falls in
    const at = Math.min(n - 1, Math.floor(((acc + (sizes[i] ?? 0) / 2) / Math.max(total, 1)) * n));
    out[at]?.push(x);
    acc += sizes[i] ?? 0;
  });
  return out;
}

/** The served bank cut into its head and BANK_PARTS parts. */
export function splitBank(payload: BankPayload, n = BANK_PARTS): { head: BankHead; parts: BankPart[] } {
  const items = runs(payload.items, n);
  const scenarios = runs(payload.scenarios ?? [], n);
  return {
    head: { lang: payload.lang, parts: n, blueprints: payload.blueprints, scenarioRefs: payload.scenarioRefs ?? {} },
    parts: items.map((run, part) => ({ part, items: run, scenarios: scenarios[part] ?? [] })),
  };
}

/** The bank joined from its head and parts, as fetched; throws, naming the file, when they do not fit together. */
export function joinBank(head: BankHead, parts: readonly BankPart[]): BankPayload {
  if (head.parts !== parts.length)
    throw new Error(`questions/head.json: parts is ${head.parts}, ${parts.length} fetched`);
  parts.forEach((p, i) => {
    if (p.part !== i) throw new Error(`questions/${i}.json: part is ${p.part}, not ${i}`);
  });
  return {
    lang: head.lang,
    blueprints: head.blueprints,
    items: parts.flatMap((p) => p.items),
    scenarios: parts.flatMap((p) => p.scenarios),
    scenarioRefs: head.scenarioRefs,
  };
}
