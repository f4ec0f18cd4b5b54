/** Loading the question bank (a static JSON file per language, cached offline) and the learner's progress. */
import { useEffect, useState } from 'preact/hooks';
import { type BankPayload, type ClientItem, itemKey } from '../../quiz/payload.ts';
import {
  emptyProgress,
  type KeyValueStore,
  type Loaded,
  loadProgress,
  type Progress,
  saveProgress,
} from '../../quiz/progress.ts';

export const bankUrl = (lang: string): string => `/${lang}/trainer/questions.json`;

export type BankState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; bank: BankIndex };

export interface BankIndex {
  payload: BankPayload;
  byKey: Map<string, ClientItem>;
  /** question ids in bank order, one per question (variant 0) */
  questions: ClientItem[];
  variants: Map<string, number>;
}

export function indexBank(payload: BankPayload): BankIndex {
  const byKey = new Map(payload.items.map((i) => [itemKey(i), i] as const));
  const variants = new Map<string, number>();
  for (const i of payload.items) variants.set(i.id, (variants.get(i.id) ?? 0) + 1);
  return { payload, byKey, questions: payload.items.filter((i) => i.variant === 0), variants };
}

export function useBank(lang: string): BankState {
  const [state, setState] = useState<BankState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    fetch(bankUrl(lang))
      .then((r) => (r.ok ? (r.json() as Promise<BankPayload>) : Promise.reject(new Error(String(r.status)))))
      .then((payload) => live && setState({ status: 'ready', bank: indexBank(payload) }))
      .catch(() => live && setState({ status: 'failed' }));
    return () => {
      live = false;
    };
  }, [lang]);
  return state;
}

/** localStorage, or nothing when the browser denies it (private modes, disabled storage). */
function browserStore(): KeyValueStore | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export interface ProgressHandle {
  /** false until the stored progress has been read (after hydration: the server never sees storage) */
  ready: boolean;
  loaded: Loaded;
  progress: Progress;
  update: (f: (p: Progress) => Progress) => void;
  /** false when nothing can be saved in this browser */
  saving: boolean;
}

const NOT_LOADED: Loaded = { progress: emptyProgress(), notice: null, writable: false };

export function useProgress(): ProgressHandle {
  const [source, setSource] = useState<{ loaded: Loaded; store: KeyValueStore | null } | null>(null);
  const [progress, setProgress] = useState<Progress>(emptyProgress);
  const [saving, setSaving] = useState(true);
  useEffect(() => {
    const store = browserStore();
    const loaded = store ? loadProgress(store) : NOT_LOADED;
    setSource({ loaded, store });
    setProgress(loaded.progress);
    setSaving(loaded.writable && store !== null);
  }, []);
  const update = (f: (p: Progress) => Progress) => {
    setProgress((p) => {
      const next = f(p);
      if (source?.store && source.loaded.writable) setSaving(saveProgress(source.store, next));
      return next;
    });
  };
  return { ready: source !== null, loaded: source?.loaded ?? NOT_LOADED, progress, update, saving };
}
