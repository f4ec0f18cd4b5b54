import { useEffect, useState } from 'preact/hooks';
import { type Strings, tr } from './strings.ts';

/**
 * Offline by consent (the worker: src/quiz/offline-worker.mjs): the pages a learner opens are kept
 * as they are opened; the whole site is saved only when the learner turns this switch on, which says
 * how much that downloads. Turning it off deletes the saved site (the pages opened stay).
 */

interface Status {
  type: 'status';
  saved: boolean;
  files: number;
  bytes: number;
  download: number;
}
type Reply = Status | { type: 'progress'; done: number; total: number } | { type: 'failed'; reason: string };

/** A message to the active worker; `onReply` sees every reply, the promise the last one (not progress). */
function ask(worker: ServiceWorker, type: 'status' | 'save' | 'forget', onReply?: (r: Reply) => void): Promise<Reply> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (e: MessageEvent<Reply>) => {
      onReply?.(e.data);
      if (e.data.type !== 'progress') resolve(e.data);
    };
    worker.postMessage({ type }, [channel.port2]);
  });
}

type View =
  | { kind: 'unsupported' }
  | { kind: 'loading' }
  | { kind: 'ready'; status: Status; worker: ServiceWorker }
  | { kind: 'saving'; status: Status; worker: ServiceWorker; done: number; total: number }
  | { kind: 'failed'; status: Status; worker: ServiceWorker; reason: string };

export function OfflineSwitch({ t, lang }: { t: Strings; lang: string }) {
  const [view, setView] = useState<View>({ kind: 'loading' });
  useEffect(() => {
    if (!('serviceWorker' in navigator) || location.protocol === 'file:') {
      setView({ kind: 'unsupported' });
      return;
    }
    let live = true;
    navigator.serviceWorker.ready.then(async (registration) => {
      const worker = registration.active;
      if (!worker || !live) return;
      const status = await ask(worker, 'status');
      if (live && status.type === 'status') setView({ kind: 'ready', status, worker });
    });
    return () => {
      live = false;
    };
  }, []);
  if (view.kind === 'loading') return null;
  if (view.kind === 'unsupported')
    return (
      <section data-testid="offline">
        <h2>{tr(t, 'quiz.offline.title')}</h2>
        <p>{tr(t, 'quiz.offline.unsupported')}</p>
      </section>
    );
  const { status, worker } = view;
  const mb = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(status.download / 2 ** 20);
  const saving = view.kind === 'saving';
  const toggle = async (on: boolean) => {
    if (!on) {
      const r = await ask(worker, 'forget');
      if (r.type === 'status') setView({ kind: 'ready', status: r, worker });
      return;
    }
    setView({ kind: 'saving', status, worker, done: 0, total: status.files });
    const r = await ask(worker, 'save', (m) => {
      if (m.type === 'progress') setView({ kind: 'saving', status, worker, done: m.done, total: m.total });
    });
    if (r.type === 'status') setView({ kind: 'ready', status: r, worker });
    else if (r.type === 'failed')
      setView({ kind: 'failed', status: { ...status, saved: false }, worker, reason: r.reason });
  };
  const state =
    view.kind === 'saving'
      ? tr(t, 'quiz.offline.saving', { done: view.done, total: view.total })
      : view.kind === 'failed'
        ? tr(t, 'quiz.offline.failed', { reason: view.reason })
        : tr(t, status.saved ? 'quiz.offline.saved' : 'quiz.offline.notSaved');
  return (
    <section data-testid="offline">
      <h2>{tr(t, 'quiz.offline.title')}</h2>
      <p>{tr(t, 'quiz.offline.intro')}</p>
      <label class="qz-offline-switch">
        <input
          type="checkbox"
          role="switch"
          aria-checked={status.saved || saving}
          checked={status.saved || saving}
          disabled={saving}
          data-testid="offline-switch"
          onChange={(e) => void toggle((e.currentTarget as HTMLInputElement).checked)}
        />{' '}
        {tr(t, 'quiz.offline.switch', { mb })}
      </label>
      <p aria-live="polite" role="status" data-testid="offline-state">
        {state}
      </p>
    </section>
  );
}
