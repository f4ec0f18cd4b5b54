import type { ProgressHandle } from './data.ts';
import { type Strings, tr } from './strings.ts';

/** What went wrong with the stored progress, if anything, and whether saving works. */
export function Notices({ t, handle }: { t: Strings; handle: ProgressHandle }) {
  if (!handle.ready) return null;
  const n = handle.later ?? handle.loaded.notice;
  const m = handle.loaded.migrated;
  return (
    <>
      {n ? (
        <div class="qz-notice" role="alert" data-testid="storage-notice">
          {n.setAsideKey
            ? tr(t, 'quiz.progress.notice', { problem: tr(t, `quiz.problem.${n.problem}`), key: n.setAsideKey })
            : tr(t, 'quiz.progress.noticeKept', { problem: tr(t, `quiz.problem.${n.problem}`) })}
        </div>
      ) : null}
      {m ? (
        <p class="qz-hint" data-testid="migration-notice">
          {tr(t, 'quiz.progress.migrated', { from: m.from, key: m.keptKey })}
        </p>
      ) : null}
      {!handle.saving && !n ? (
        <p class="qz-notice" role="status" data-testid="saving-notice">
          {tr(t, 'quiz.progress.storage')}
        </p>
      ) : null}
    </>
  );
}
