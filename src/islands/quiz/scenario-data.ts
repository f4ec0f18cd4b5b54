/**
 * Generated questions in the trainer and the exam: each bank is served in parts
 * (`/{lang}/trainer/scenarios/{bank}/{part}.json`, built by src/quiz/scenario-bank.ts; a stub names
 * its part); a part is fetched the first time one of its questions comes up, or the question before
 * it, and kept for the visit; the table's code comes with the first one.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Edition } from '../../core/editions/overrides.ts';
import {
  type ClientItem,
  inEdition,
  isGenerated,
  type ScenarioPayload,
  type ScenarioStub,
} from '../../quiz/payload.ts';
import { loadTable } from './QuestionView.tsx';

type PartOf = Pick<ScenarioStub, 'bank' | 'part'>;

const scenarioUrl = (lang: string, { bank, part }: PartOf): string => `/${lang}/trainer/scenarios/${bank}/${part}.json`;

const parts = new Map<string, Promise<Map<string, ClientItem>>>();
/** The parts that have come: a question of theirs shows at once, without a render in between. */
const loaded = new Map<string, Map<string, ClientItem>>();
const keyOf = (lang: string, { bank, part }: PartOf): string => `${lang}/${bank}/${part}`;

/** The generated questions of the part `stub` is in, by id (a failed fetch is tried again next time). */
export function loadScenarioPart(lang: string, stub: PartOf): Promise<Map<string, ClientItem>> {
  const key = keyOf(lang, stub);
  let p = parts.get(key);
  if (!p) {
    p = fetch(scenarioUrl(lang, stub))
      .then((r) => (r.ok ? (r.json() as Promise<ScenarioPayload>) : Promise.reject(new Error(String(r.status)))))
      .then((payload) => {
        const m = new Map(payload.items.map((i) => [i.id, i as ClientItem] as const));
        loaded.set(key, m);
        return m;
      });
    p.catch(() => parts.delete(key));
    parts.set(key, p);
  }
  return p;
}

/** A generated question whose part has come already, in the words of `edition` (undefined: not yet, or no such question). */
export function loadedScenario(lang: string, stub: ScenarioStub, edition: Edition): ClientItem | undefined {
  const item = loaded.get(keyOf(lang, stub))?.get(stub.id);
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

/**
 * Fetches what a question needs before it is shown: its part of its bank (a generated one) and, unless
 * `table` is false, the table's code (running it is the longest task the trainer has: the start screen
 * leaves it for the learner's first move, `useTableOnIntent`).
 */
export function prefetch(lang: string, entry: Entry | undefined, { table = true } = {}): void {
  if (!entry || !isGenerated(entry)) return;
  loadScenarioPart(lang, entry).catch(() => {});
  if (table) loadTable().catch(() => {});
}

/** The browser's idle callback, or a plain timeout where there is none. */
const whenIdle = (f: () => void): void => {
  const idle = (globalThis as { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number })
    .requestIdleCallback;
  if (idle) idle(f, { timeout: 2000 });
  else setTimeout(f, 0);
};

/**
 * The table's code, fetched and run when the learner shows the intent to start (a pointer or the focus
 * on `ref`'s element) or once the page has been `quietMs` idle: not while the page loads, where running
 * it would hold a phone's main thread for a few hundred milliseconds.
 */
export function useTableOnIntent(ref: { current: HTMLElement | null }, ready: boolean, quietMs = 3000): void {
  useEffect(() => {
    const el = ref.current;
    if (!ready || !el) return;
    const load = () => void loadTable().catch(() => {});
    const timer = setTimeout(() => whenIdle(load), quietMs);
    const events = ['pointerdown', 'pointerover', 'focusin', 'keydown'] as const;
    for (const e of events) el.addEventListener(e, load, { once: true, passive: true });
    return () => {
      clearTimeout(timer);
      for (const e of events) el.removeEventListener(e, load);
    };
  }, [ref, ready, quietMs]);
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
  // the queue's entries are the same objects from render to render: each is fetched once
  useEffect(() => prefetch(lang, upcoming), [lang, upcoming]);
  useEffect(() => {
    if (!entry || !isGenerated(entry)) return;
    let live = true;
    loadTable().catch(() => {});
    loadScenarioPart(lang, entry).then(
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
  }, [lang, edition, entry]);
  if (!entry) return null;
  if (!isGenerated(entry)) return { status: 'ready', item: entry };
  const item = loaded.get(keyOf(lang, entry))?.get(entry.id);
  if (item) return { status: 'ready', item: worded(item, edition) };
  return got?.id === entry.id ? got.r : { status: 'loading' };
}
