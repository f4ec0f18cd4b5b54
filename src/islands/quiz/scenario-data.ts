/**
 * Generated questions in the trainer: each bank's file (`/{lang}/trainer/scenarios/{bank}.json`,
 * built by src/quiz/scenario-bank.ts) is fetched the first time one of its questions comes up, or
 * the question before it, and kept for the visit; the table's code comes with the first one.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Edition } from '../../core/editions/overrides.ts';
import type { QuizBank } from '../../core/quiz/index.ts';
import {
  type ClientItem,
  inEdition,
  isGenerated,
  type ScenarioPayload,
  type ScenarioStub,
} from '../../quiz/payload.ts';
import { loadTable } from './QuestionView.tsx';

export const scenarioUrl = (lang: string, bank: QuizBank): string => `/${lang}/trainer/scenarios/${bank}.json`;

const banks = new Map<string, Promise<Map<string, ClientItem>>>();
/** The banks that have come: a question of theirs shows at once, without a render in between. */
const loaded = new Map<string, Map<string, ClientItem>>();

/** One bank's generated questions by id (a failed fetch is tried again next time). */
export function loadScenarioBank(lang: string, bank: QuizBank): Promise<Map<string, ClientItem>> {
  const key = `${lang}/${bank}`;
  let p = banks.get(key);
  if (!p) {
    p = fetch(scenarioUrl(lang, bank))
      .then((r) => (r.ok ? (r.json() as Promise<ScenarioPayload>) : Promise.reject(new Error(String(r.status)))))
      .then((payload) => {
        const m = new Map(payload.items.map((i) => [i.id, i as ClientItem] as const));
        loaded.set(key, m);
        return m;
      });
    p.catch(() => banks.delete(key));
    banks.set(key, p);
  }
  return p;
}

/** A generated question whose bank has come already, in the words of `edition` (undefined: not yet, or no such question). */
export function loadedScenario(lang: string, stub: ScenarioStub, edition: Edition): ClientItem | undefined {
  const item = loaded.get(`${lang}/${stub.bank}`)?.get(stub.id);
  return item ? worded(item, edition) : undefined;
}

export type Entry = ClientItem | ScenarioStub;

/** Each item in the current rules' words once (the same object on every render). */
const inCurrent = new WeakMap<ClientItem, ClientItem>();
function worded(item: ClientItem, edition: Edition): ClientItem {
  if (edition !== 'wpa-current' || !item.current) return item;
  const out = inCurrent.get(item) ?? inEdition(item, edition);
  inCurrent.set(item, out);
  return out;
}

export type Resolved = { status: 'ready'; item: ClientItem } | { status: 'loading' } | { status: 'failed' };

/** Fetches what a question needs before it is shown: its bank's file (a generated one) and the table's code. */
export function prefetch(lang: string, entry: Entry | undefined): void {
  if (!entry || !isGenerated(entry)) return;
  loadScenarioBank(lang, entry.bank).catch(() => {});
  loadTable().catch(() => {});
}

/**
 * The question to show for a queue entry: itself, or its generated item once its bank has come, in
 * the words of `edition` (the queue holds that edition's entries only).
 */
export function useEntry(
  lang: string,
  edition: Edition,
  entry: Entry | undefined,
  upcoming: Entry | undefined,
): Resolved | null {
  const [got, setGot] = useState<{ id: string; r: Resolved } | null>(null);
  useEffect(() => prefetch(lang, upcoming), [lang, upcoming?.id]);
  useEffect(() => {
    if (!entry || !isGenerated(entry)) return;
    let live = true;
    loadTable().catch(() => {});
    loadScenarioBank(lang, entry.bank).then(
      (m) => {
        const item = m.get(entry.id);
        if (live)
          setGot({ id: entry.id, r: item ? { status: 'ready', item: worded(item, edition) } : { status: 'failed' } });
      },
      () => live && setGot({ id: entry.id, r: { status: 'failed' } }),
    );
    return () => {
      live = false;
    };
  }, [lang, entry?.id]);
  if (!entry) return null;
  if (!isGenerated(entry)) return { status: 'ready', item: entry };
  const item = loaded.get(`${lang}/${entry.bank}`)?.get(entry.id);
  if (item) return { status: 'ready', item: worded(item, edition) };
  return got?.id === entry.id ? got.r : { status: 'loading' };
}
