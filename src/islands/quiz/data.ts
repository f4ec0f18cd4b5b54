/** Loading the question bank (static JSON files per language, cached offline) and the learner's progress. */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Edition } from '../../core/editions/overrides.ts';
import { assembleBank, type BankHead, type BankPart, bankUrls, checkHead, readPart } from '../../quiz/bank-parts.ts';
import {
  askedUnder,
  type BankPayload,
  type ClientItem,
  inEdition,
  itemKey,
  type ScenarioStub,
} from '../../quiz/payload.ts';
import {
  emptyProgress,
  type KeyValueStore,
  type Loaded,
  type Progress,
  ProgressStore,
  STORAGE_KEY,
} from '../../quiz/progress.ts';
import { nextTask } from '../../ui/next-task.ts';

export type BankState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; bank: BankIndex };

/** The bank as asked under one edition of the rules: its entries only, in that edition's words. */
export interface BankIndex {
  payload: BankPayload;
  edition: Edition;
  byKey: Map<string, ClientItem>;
  /** question ids in bank order, one per question (variant 0) */
  questions: ClientItem[];
  variants: Map<string, number>;
  /** the generated questions (each loads with its bank when it is asked) */
  scenarios: ScenarioStub[];
  scenarioById: Map<string, ScenarioStub>;
}

export function indexBank(payload: BankPayload, edition: Edition): BankIndex {
  const items = payload.items.filter((i) => askedUnder(edition, i)).map((i) => inEdition(i, edition));
  const byKey = new Map(items.map((i) => [itemKey(i), i] as const));
  const variants = new Map<string, number>();
  for (const i of items) variants.set(i.id, (variants.get(i.id) ?? 0) + 1);
  // One map of titles and links for every generated question: each reads the paragraphs it cites from
  // it. (A map of its own per question cost a slow phone some 300 ms for the 2,000 of them.) The served
  // bank's stubs carry it already (joinBank): they are not copied again.
  const refs = payload.scenarioRefs ?? {};
  const scenarios: ScenarioStub[] = (payload.scenarios ?? [])
    .filter((q) => askedUnder(edition, q))
    .map((q) => ('refs' in q ? (q as ScenarioStub) : { ...q, refs }));
  return {
    payload,
    edition,
    byKey,
    questions: items.filter((i) => i.variant === 0),
    variants,
    scenarios,
    scenarioById: new Map(scenarios.map((s) => [s.id, s] as const)),
  };
}

const indexes = new WeakMap<BankPayload, Map<Edition, BankIndex>>();
/** The bank under an edition, indexed once per payload and edition. */
export function indexFor(payload: BankPayload, edition: Edition): BankIndex {
  const m = indexes.get(payload) ?? new Map<Edition, BankIndex>();
  indexes.set(payload, m);
  const index = m.get(edition) ?? indexBank(payload, edition);
  m.set(edition, index);
  return index;
}

type PayloadState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; payload: BankPayload };

/**
 * Resolves once the page has loaded and drawn a frame after that (or half a second after the load
 * where no frame is drawn, a hidden tab): the bank's 1 MB is fetched then, not while the page's own
 * files and first paint still need the connection and the main thread.
 */
function afterPageLoad(): Promise<void> {
  return new Promise((resolve) => {
    const painted = () => {
      const fallback = setTimeout(resolve, 500);
      requestAnimationFrame(() =>
        setTimeout(() => {
          clearTimeout(fallback);
          resolve();
        }, 0),
      );
    };
    if (document.readyState === 'complete') painted();
    else window.addEventListener('load', painted, { once: true });
  });
}

/**
 * The question bank's files read as text at once, then parsed and read back one per task
 * (`Response.json()` would parse every part that has arrived in one long task, some 300 ms on a slow phone).
 */
async function fetchBank(lang: string): Promise<BankPayload> {
  await afterPageLoad();
  const texts = await Promise.all(
    bankUrls(lang).map((url) =>
      fetch(url).then((r) => (r.ok ? r.text() : Promise.reject(new Error(`${url}: ${r.status}`)))),
    ),
  );
  const [headText = '', ...partTexts] = texts;
  await nextTask();
  const head = checkHead(JSON.parse(headText) as BankHead, partTexts.length);
  const read: ReturnType<typeof readPart>[] = [];
  for (const [i, text] of partTexts.entries()) {
    await nextTask();
    read.push(readPart(head, JSON.parse(text) as BankPart, i));
  }
  await nextTask();
  return assembleBank(head, read);
}

/**
 * The question bank of the page's language, as asked under `edition`: its head and parts fetched at
 * once, parsed a part per task (src/quiz/bank-parts.ts) and joined.
 */
export function useBank(lang: string, edition: Edition): BankState {
  const [state, setState] = useState<PayloadState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    fetchBank(lang)
      .then((payload) => live && setState({ status: 'ready', payload }))
      .catch(() => live && setState({ status: 'failed' }));
    return () => {
      live = false;
    };
  }, [lang]);
  return useMemo(
    () => (state.status === 'ready' ? { status: 'ready', bank: indexFor(state.payload, edition) } : state),
    [state, edition],
  );
}

/** localStorage, or nothing when the browser denies it (private modes, disabled storage). */
function browserStore(): KeyValueStore | null {
  try {
    const s = window.localStorage;
    s.getItem(STORAGE_KEY);
    return s;
  } catch {
    return null;
  }
}

export interface ProgressHandle {
  /** false until the stored progress has been read (after hydration: the server never sees storage) */
  ready: boolean;
  loaded: Loaded;
  /** a problem met after loading (data damaged meanwhile, set aside) */
  later: ProgressStore['later'];
  progress: Progress;
  update: (f: (p: Progress) => Progress) => void;
  /** false when nothing can be saved in this browser */
  saving: boolean;
  /** the store itself (null until ready) */
  store: ProgressStore | null;
  /** after a successful export */
  exported: () => void;
}

const NOT_LOADED: Loaded = { progress: emptyProgress(), notice: null, migrated: null, writable: false };

/** The learner's progress; follows what other tabs save (storage events). */
export function useProgress(): ProgressHandle {
  const [store, setStore] = useState<ProgressStore | null>(null);
  const [, setRev] = useState(0);
  const bump = () => setRev((n) => n + 1);
  useEffect(() => {
    const s = new ProgressStore(browserStore());
    setStore(s);
    const onStorage = (e: StorageEvent) => {
      if (e.key === STORAGE_KEY || e.key === null) if (s.refresh()) setRev((n) => n + 1);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return {
    ready: store !== null,
    loaded: store?.loaded ?? NOT_LOADED,
    later: store?.later ?? null,
    progress: store?.progress ?? NOT_LOADED.progress,
    update: (f) => {
      store?.update(f);
      bump();
    },
    saving: store?.saving ?? true,
    store,
    exported: () => {
      store?.exported();
      bump();
    },
  };
}
