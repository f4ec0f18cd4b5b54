/** Undo and redo, the export, and the rarer entries: a warning for conduct, a penalty, a concession. */
import { useState } from 'preact/hooks';
import type { Entry } from '../../core/match/entries.ts';
import { CONDUCT_LEVELS, type ConductLevel } from '../../core/vocabulary/index.ts';
import { fill, type MatchStrings } from '../../i18n/match/index.ts';

interface Props {
  t: MatchStrings;
  /** every player, in shooting order */
  players: readonly string[];
  canUndo: boolean;
  canRedo: boolean;
  over: boolean;
  count: number;
  onEntry: (e: Entry) => void;
  onUndo: () => void;
  onRedo: () => void;
  onExport: () => void;
  /** the match as a link (`#l=…`), to copy and show */
  link: () => string | null;
}

export function MatchTools(p: Props) {
  const { t, players, canUndo, canRedo, over, count, onEntry, onUndo, onRedo, onExport } = p;
  const [level, setLevel] = useState<ConductLevel>('warning');
  const [shared, setShared] = useState<{ url: string; copied: boolean } | null>(null);
  const share = () => {
    const url = p.link();
    if (url === null) return;
    setShared({ url, copied: false });
    // the clipboard may be refused (no permission, an insecure page): the link is shown either way
    navigator.clipboard?.writeText(url).then(
      () => setShared({ url, copied: true }),
      () => undefined,
    );
  };
  return (
    <section class="mt-tools">
      <div class="mt-undo">
        <button type="button" class="mt-button" disabled={!canUndo} onClick={onUndo}>
          {t.undo}
        </button>
        <button type="button" class="mt-button" disabled={!canRedo} onClick={onRedo}>
          {t.redo}
        </button>
        <span class="mt-note">{fill(t.entries, { n: count })}</span>
      </div>
      {over ? null : (
        <details class="mt-more">
          <summary class="mt-button">{t.more}</summary>
          <fieldset>
            <legend>{t.conduct}</legend>
            <label class="mt-field">
              {t.level}
              <select value={level} onChange={(e) => setLevel(e.currentTarget.value as ConductLevel)}>
                {CONDUCT_LEVELS.map((l) => (
                  <option key={l} value={l}>
                    {t.levels[l]}
                  </option>
                ))}
              </select>
            </label>
            <div class="mt-options">
              {players.map((p) => (
                <button
                  key={p}
                  type="button"
                  class="mt-button"
                  onClick={() => onEntry({ kind: 'conduct', by: p, level })}
                >
                  {fill(t.penalize, { player: p })}
                </button>
              ))}
            </div>
          </fieldset>
          <div class="mt-options">
            {players.map((p) => (
              <button
                key={p}
                type="button"
                class="mt-button"
                onClick={() =>
                  window.confirm(fill(t.concedeConfirm, { player: p })) && onEntry({ kind: 'concede', by: p })
                }
              >
                {fill(t.concede, { player: p })}
              </button>
            ))}
          </div>
        </details>
      )}
      <button type="button" class="mt-button mt-wide" onClick={onExport}>
        {t.exportJson}
      </button>
      <p class="mt-note">
        {/* `…` in the words is code */}
        {t.exportNote.split('`').map((part, i) => (i % 2 === 1 ? <code key={part}>{part}</code> : part))}
      </p>
      <button type="button" class="mt-button mt-wide" onClick={share}>
        {t.copyLink}
      </button>
      {shared ? (
        <div class="mt-link">
          <label class="mt-field">
            {t.linkLabel}
            <input type="text" readOnly value={shared.url} onFocus={(e) => e.currentTarget.select()} />
          </label>
          <p class="mt-note" role="status">
            {shared.copied ? t.linkCopied : t.linkShown}
          </p>
        </div>
      ) : null}
      <details class="mt-decision">
        <summary>{t.howLogged}</summary>
        <p>{t.decision}</p>
      </details>
    </section>
  );
}
