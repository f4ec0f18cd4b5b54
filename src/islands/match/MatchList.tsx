/** The matches kept in this browser, newest first, and the stored ones that do not read (kept, reported). */
import { fill, type MatchStrings } from '../../i18n/match/index.ts';
import type { KeyStore, StorageProblem, StoredMatch } from '../../match/storage.ts';

interface Props {
  t: MatchStrings;
  matches: readonly StoredMatch[];
  problems: readonly StorageProblem[];
  store: KeyStore | null;
  onDelete: (key: string) => void;
}

const when = (iso: string) => iso.slice(0, 16).replace('T', ' ');

export function MatchList({ t, matches, problems, store, onDelete }: Props) {
  const confirmDelete = (key: string) => {
    if (window.confirm(t.deleteConfirm)) onDelete(key);
  };
  const rawHref = (key: string) =>
    `data:application/json;charset=utf-8,${encodeURIComponent(store?.getItem(key) ?? '')}`;
  if (matches.length === 0 && problems.length === 0) return null;
  return (
    <section class="mt-list" aria-labelledby="mt-list-title">
      <h2 id="mt-list-title">{t.matches}</h2>
      <ul>
        {matches.map((m) => (
          <li key={m.id} class="mt-list-item">
            <a class="mt-button mt-primary" href={`#m=${m.id}`}>
              {t.continueMatch}: {m.setup.players[0]} – {m.setup.players[1]}
            </a>
            <span class="mt-note">
              {when(m.updated)} · {fill(t.entries, { n: m.entries.length })}
            </span>
            <button type="button" class="mt-button" onClick={() => confirmDelete(`pool-rules.match.${m.id}`)}>
              {t.deleteMatch}
            </button>
          </li>
        ))}
        {problems.map((p) => (
          <li key={p.key} class="mt-list-item mt-problem" role="alert">
            <span>
              {t.storedProblem}: <code>{p.key}</code> — {p.message}
            </span>
            <a class="mt-button" href={rawHref(p.key)} download={`${p.key}.json`}>
              {t.storedProblemText}
            </a>
            <button type="button" class="mt-button" onClick={() => confirmDelete(p.key)}>
              {t.deleteMatch}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
