/**
 * The question bank as it is served: one small head (the exam blueprints, the paragraph links, the
 * words the generated questions' stubs are written with) and BANK_PARTS parts of about the same size,
 * each a run of the authored questions and a run of the generated questions' stubs, in bank order. The
 * quiz pages fetch them all at once and join them (`joinBank`): the browser parses each part in a task
 * of its own, where one 1.7 MB file held a phone's main thread for half a second.
 *
 * Written compact, so that a phone has less to parse: an authored question names the paragraphs it
 * cites (`refs` by id, their links once in the head), and a stub is a row of numbers (`StubRow`: its
 * bank, topic, kind, fouls, paragraphs and editions by their index in the head's lists). Build time
 * writes them (pages/[lang]/trainer/questions/); the same functions serve the tests that read the
 * built bank.
 */
import type { Edition } from '../core/editions/overrides.ts';
import type { BankPayload, ClientItem, EditionChange, RuleLink, ScenarioStub } from './payload.ts';

/** How many parts the bank is served in (each about 90 KB, a short parse on a phone). */
export const BANK_PARTS = 12;

/** A generated question's stub without its links, as the build makes it. */
type BareStub = Omit<ScenarioStub, 'refs'>;

/** The lists a stub row's numbers index (each value once, in the order first met). */
interface StubWords {
  banks: ScenarioStub['bank'][];
  topics: ScenarioStub['topic'][];
  kinds: ScenarioStub['kind'][];
  fouls: ScenarioStub['truth']['fouls'];
  rules: string[];
  editions: Edition[][];
}

/**
 * A generated question's stub as a part serves it:
 * [id, bank, part, topic, kind, difficulty, foul (1 or 0), fouls, rules, editions, change?],
 * the bank, topic, kind, fouls, rules and editions by their index in the head's `words`.
 */
export type StubRow =
  | [string, number, number, number, number, number, 0 | 1, number[], number[], number]
  | [string, number, number, number, number, number, 0 | 1, number[], number[], number, EditionChange];

/** An authored question as a part serves it: the paragraphs it cites by id (their links are the head's `itemRefs`). */
type ServedItem = Omit<ClientItem, 'refs'> & { refs: string[] };

export interface BankHead {
  lang: string;
  /** BANK_PARTS when written: a page built with another count fails to join rather than lose questions */
  parts: number;
  blueprints: BankPayload['blueprints'];
  scenarioRefs: NonNullable<BankPayload['scenarioRefs']>;
  /** the links of every paragraph an authored question cites */
  itemRefs: Record<string, RuleLink>;
  words: StubWords;
}

export interface BankPart {
  part: number;
  items: ServedItem[];
  stubs: StubRow[];
}

const bankHeadUrl = (lang: string): string => `/${lang}/trainer/questions/head.json`;
const bankPartUrl = (lang: string, part: number): string => `/${lang}/trainer/questions/${part}.json`;
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

/** The index of `value` in `list`, added at its end the first time (`key`: what makes two values the same). */
function indexIn<T>(list: T[], value: T, key: (v: T) => string = String): number {
  const k = key(value);
  const at = list.findIndex((v) => key(v) === k);
  if (at >= 0) return at;
  list.push(value);
  return list.length - 1;
}

/** A stub as a row, its words added to `words` (build time). */
function stubRow(stub: BareStub, words: StubWords): StubRow {
  const row: StubRow = [
    stub.id,
    indexIn(words.banks, stub.bank),
    stub.part,
    indexIn(words.topics, stub.topic),
    indexIn(words.kinds, stub.kind),
    stub.difficulty,
    stub.truth.foul ? 1 : 0,
    stub.truth.fouls.map((f) => indexIn(words.fouls, f)),
    stub.truth.rules.map((r) => indexIn(words.rules, r)),
    indexIn(words.editions, stub.editions, (e) => e.join(' ')),
  ];
  return stub.change ? [...row, stub.change] : row;
}

/**
 * An authored question with its links by id, each link added to `links` (build time); throws when
 * two questions give one paragraph different links (one link per paragraph is what the head keeps).
 */
function servedItem(item: ClientItem, links: Record<string, RuleLink>): ServedItem {
  for (const [id, link] of Object.entries(item.refs)) {
    const known = links[id];
    if (known && JSON.stringify(known) !== JSON.stringify(link))
      throw new Error(`question ${item.id}: refs.${id} differs from the link another question gives it`);
    links[id] = link;
  }
  return { ...item, refs: Object.keys(item.refs) };
}

/** The served bank cut into its head and BANK_PARTS parts, written compact. */
export function splitBank(payload: BankPayload, n = BANK_PARTS): { head: BankHead; parts: BankPart[] } {
  const words: StubWords = { banks: [], topics: [], kinds: [], fouls: [], rules: [], editions: [] };
  const itemRefs: Record<string, RuleLink> = {};
  const items = runs(payload.items, n).map((run) => run.map((i) => servedItem(i, itemRefs)));
  const stubs = runs(payload.scenarios ?? [], n).map((run) => run.map((s) => stubRow(s, words)));
  return {
    head: {
      lang: payload.lang,
      parts: n,
      blueprints: payload.blueprints,
      scenarioRefs: payload.scenarioRefs ?? {},
      itemRefs,
      words,
    },
    parts: items.map((run, part) => ({ part, items: run, stubs: stubs[part] ?? [] })),
  };
}

/** `list[at]`, or an error naming the field and the list it indexes. */
function wordAt<T>(list: readonly T[], at: unknown, field: string, listName: string): T {
  const v = typeof at === 'number' ? list[at] : undefined;
  if (v === undefined)
    throw new Error(`${field}: ${JSON.stringify(at)} is not an index of head.json words.${listName}`);
  return v;
}

/**
 * A stub row read back, its links `refs` (the head's scenarioRefs, one map for all); throws naming the
 * file and the field when the row does not fit the head's words.
 */
function readStub(row: StubRow, words: StubWords, refs: Record<string, RuleLink>, at: string): ScenarioStub {
  if (!Array.isArray(row) || (row.length !== 10 && row.length !== 11))
    throw new Error(`${at}: expected a row of 10 or 11 fields`);
  const [id, bank, part, topic, kind, difficulty, foul, fouls, rules, editions, change] = row;
  if (typeof id !== 'string') throw new Error(`${at}[0] (id): expected a string`);
  if (typeof part !== 'number') throw new Error(`${at}[2] (part): expected a number`);
  if (difficulty !== 1 && difficulty !== 2 && difficulty !== 3)
    throw new Error(`${at}[5] (difficulty): expected 1, 2 or 3`);
  if (!Array.isArray(fouls)) throw new Error(`${at}[7] (fouls): expected a list`);
  if (!Array.isArray(rules)) throw new Error(`${at}[8] (rules): expected a list`);
  const stub: ScenarioStub = {
    id,
    bank: wordAt(words.banks, bank, `${at}[1] (bank)`, 'banks'),
    part,
    topic: wordAt(words.topics, topic, `${at}[3] (topic)`, 'topics'),
    kind: wordAt(words.kinds, kind, `${at}[4] (kind)`, 'kinds'),
    difficulty,
    truth: {
      foul: foul === 1,
      fouls: fouls.map((f) => wordAt(words.fouls, f, `${at}[7] (fouls)`, 'fouls')),
      rules: rules.map((r) => wordAt(words.rules, r, `${at}[8] (rules)`, 'rules')),
    },
    editions: wordAt(words.editions, editions, `${at}[9] (editions)`, 'editions'),
    refs,
    generated: true,
  };
  if (change !== undefined) stub.change = change;
  return stub;
}

/** An authored question read back, its links from the head; throws naming the field when one is missing. */
function readItem(item: ServedItem, links: Record<string, RuleLink>, at: string): ClientItem {
  if (!Array.isArray(item.refs)) throw new Error(`${at}.refs: expected a list of paragraph ids`);
  const refs: Record<string, RuleLink> = {};
  for (const id of item.refs) {
    const link = links[id];
    if (!link) throw new Error(`${at}.refs: ${JSON.stringify(id)} is not in head.json itemRefs`);
    refs[id] = link;
  }
  return { ...item, refs };
}

/** The head, checked against the number of parts fetched; throws, naming the file and the field, when it does not fit. */
export function checkHead(head: BankHead, fetched: number): BankHead {
  if (head.parts !== fetched) throw new Error(`questions/head.json: parts is ${head.parts}, ${fetched} fetched`);
  if (!head.words || !head.itemRefs) throw new Error('questions/head.json: words and itemRefs expected');
  return head;
}

/**
 * The questions of part `i` read back (its stubs with the head's scenarioRefs as their links): a page
 * reads each part in the task that parses it. Throws, naming the file and the field, when it does not
 * fit the head.
 */
export function readPart(head: BankHead, p: BankPart, i: number): Pick<BankPayload, 'items' | 'scenarios'> {
  if (p.part !== i) throw new Error(`questions/${i}.json: part is ${p.part}, not ${i}`);
  if (!Array.isArray(p.items) || !Array.isArray(p.stubs))
    throw new Error(`questions/${i}.json: items and stubs expected, as lists`);
  return {
    items: p.items.map((item, k) => readItem(item, head.itemRefs, `questions/${i}.json items[${k}]`)),
    scenarios: p.stubs.map((row, k) => readStub(row, head.words, head.scenarioRefs, `questions/${i}.json stubs[${k}]`)),
  };
}

/** The bank from its head and its parts as read (`readPart`), in order. */
export function assembleBank(head: BankHead, read: readonly Pick<BankPayload, 'items' | 'scenarios'>[]): BankPayload {
  return {
    lang: head.lang,
    blueprints: head.blueprints,
    items: read.flatMap((r) => r.items),
    scenarios: read.flatMap((r) => r.scenarios ?? []),
    scenarioRefs: head.scenarioRefs,
  };
}

/**
 * The bank joined from its head and parts, as fetched: the stubs carry their links already (the head's
 * scenarioRefs). Throws, naming the file and the field, when they do not fit together.
 */
export function joinBank(head: BankHead, parts: readonly BankPart[]): BankPayload {
  checkHead(head, parts.length);
  return assembleBank(
    head,
    parts.map((p, i) => readPart(head, p, i)),
  );
}
