/**
 * The match page's controller: the stored matches, the one being kept (named in the address,
 * `#m=<id>`, so a reload comes back to it), the game's rules loaded on demand, and every entry
 * replayed through the engine (src/core/match). The view components only show and report taps.
 */
import { useCallback, useEffect, useMemo, useState } from 'preact/hooks';
import type { MatchSetup, Played } from '../../core/match/controller.ts';
import type { Entry } from '../../core/match/entries.ts';
import type { MatchGame } from '../../core/match/names.ts';
import type { SupportedGame } from '../../core/rules/entry.ts';
import { fill, type MatchStrings } from '../../i18n/match/index.ts';
import { refusalWords } from '../../i18n/match/refusals.ts';
import type { RulingLanguage } from '../../i18n/rulings/render.ts';
import {
  deleteStored,
  type KeyStore,
  loadMatches,
  newMatch,
  type StorageProblem,
  type StoredMatch,
  saveMatch,
} from '../../match/storage.ts';
import { MatchBoard } from './MatchBoard.tsx';
import { MatchList } from './MatchList.tsx';
import { SetupForm } from './SetupForm.tsx';
import './match.css';

export interface MatchAppProps {
  lang: 'en' | 'ru';
  t: MatchStrings;
  /** the games' names in the page's language */
  names: Readonly<Record<MatchGame, string>>;
}

const WORDS: Record<'en' | 'ru', () => Promise<RulingLanguage>> = {
  en: () => import('../../i18n/rulings/en.ts').then((m) => m.EN),
  ru: () => import('../../i18n/rulings/ru.ts').then((m) => m.RU),
};

/** The engine and the match controller, downloaded with the first match shown. */
type Controller = typeof import('../../core/match/controller.ts');
interface Engine {
  game: SupportedGame;
  ctl: Controller;
  link: LinkCodec;
}
type LinkCodec = typeof import('../../core/match/link.ts');
const loadLink = (): Promise<LinkCodec> => import('../../core/match/link.ts');
async function loadEngine(id: MatchGame): Promise<Engine> {
  const [ctl, lazy, link] = await Promise.all([
    import('../../core/match/controller.ts'),
    import('../../core/rules/lazy.ts'),
    loadLink(),
  ]);
  const game = await (lazy.loadGame(id) as Promise<SupportedGame>);
  return { game, ctl, link };
}

const activeId = (): string | null => /^#m=([a-z0-9-]{1,40})$/.exec(location.hash)?.[1] ?? null;
/** A match link opened (`#l=m1.…`, src/core/match/link.ts). */
const linkInHash = (): string | null => (location.hash.startsWith('#l=') ? location.hash.slice(3) : null);
const freshId = (): string => `${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}`;

function browserStore(): KeyStore | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function MatchApp({ lang, t, names }: MatchAppProps) {
  const store = useMemo(browserStore, []);
  const [matches, setMatches] = useState<StoredMatch[]>([]);
  const [problems, setProblems] = useState<StorageProblem[]>([]);
  const [id, setId] = useState<string | null>(null);
  const [engine, setEngine] = useState<Engine | null>(null);
  const [words, setWords] = useState<RulingLanguage | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const [linkProblem, setLinkProblem] = useState<string | null>(null);

  const reload = useCallback(() => {
    if (!store) return;
    const r = loadMatches(store);
    setMatches(r.matches);
    setProblems(r.problems);
  }, [store]);

  /** A match link opened: the match kept like any other (the same one again if it is kept already), then shown. */
  const openLink = useCallback(
    async (text: string) => {
      const r = (await loadLink()).parseMatchLink(text);
      if (!r.ok) {
        setLinkProblem(fill(t.linkBad, { field: r.field, why: r.reason }));
        history.replaceState(null, '', location.pathname);
        setId(null);
        return;
      }
      setLinkProblem(null);
      const same = (m: StoredMatch) =>
        JSON.stringify([m.setup, m.entries]) === JSON.stringify([r.value.setup, r.value.entries]);
      let m = store ? loadMatches(store).matches.find(same) : undefined;
      if (!m) {
        m = { ...newMatch(r.value.setup, new Date(), freshId()), entries: r.value.entries };
        if (store) setSaveError(saveMatch(store, m));
      }
      reload();
      history.replaceState(null, '', `#m=${m.id}`);
      setId(m.id);
    },
    [store, reload, t],
  );

  useEffect(() => {
    reload();
    setId(activeId());
    setReady(true);
    const fromLink = linkInHash();
    if (fromLink !== null) openLink(fromLink);
    const onHash = () => {
      setId(activeId());
      setRefused(null);
      const text = linkInHash();
      if (text !== null) openLink(text);
    };
    window.addEventListener('hashchange', onHash);
    WORDS[lang]().then(setWords, () => setWords(null));
    return () => window.removeEventListener('hashchange', onHash);
  }, [reload, lang, openLink]);

  const match = matches.find((m) => m.id === id) ?? null;
  const gameId = match?.setup.game ?? null;
  useEffect(() => {
    setEngine(null);
    if (gameId) loadEngine(gameId).then(setEngine);
  }, [gameId]);

  const replay: { played: Played; refusedAt: string | null } | null = useMemo(() => {
    if (!match || !engine || engine.game.id !== match.setup.game) return null;
    const { ctl, game } = engine;
    try {
      return { played: ctl.play(match.setup, match.entries, game), refusedAt: null };
    } catch (e) {
      // a stored match the engine does not accept whole: shown up to the first entry it refuses, and said so
      if (!(e instanceof ctl.EntryError)) throw e;
      const played = ctl.play(match.setup, match.entries.slice(0, e.index), game);
      return { played, refusedAt: fill(t.storedRefused, { n: e.index + 1, why: refusalWords(lang, e.detail) }) };
    }
  }, [match, engine, t, lang]);
  const played = replay?.played ?? null;

  const put = (m: StoredMatch) => {
    if (!store) return;
    const err = saveMatch(store, m);
    setSaveError(err);
    reload();
  };

  const change = (entries: Entry[], redo: Entry[]) => {
    if (!match) return;
    put({ ...match, entries, redo, updated: new Date().toISOString() });
  };

  const add = (e: Entry) => {
    if (!match || !engine) return;
    try {
      engine.ctl.play(match.setup, [...match.entries, e], engine.game);
    } catch (err) {
      if (err instanceof engine.ctl.EntryError) {
        setRefused(fill(t.refused, { why: refusalWords(lang, err.detail) }));
        return;
      }
      throw err;
    }
    setRefused(null);
    change([...match.entries, e], []);
  };
  const undo = () => {
    if (!match || match.entries.length === 0) return;
    setRefused(null);
    change(match.entries.slice(0, -1), [...match.redo, match.entries.at(-1) as Entry]);
  };
  const redo = () => {
    if (!match || match.redo.length === 0) return;
    change([...match.entries, match.redo.at(-1) as Entry], match.redo.slice(0, -1));
  };

  const start = (setup: MatchSetup) => {
    const m = newMatch(setup, new Date(), freshId());
    put(m);
    location.hash = `m=${m.id}`;
  };

  const download = () => {
    if (!match || !played || !engine) return;
    const text = `${JSON.stringify(engine.ctl.exportLog(match.setup, played.steps), null, 2)}\n`;
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    a.download = `match-${match.id}.json`;
    a.click();
    URL.revokeObjectURL(a.href);
  };

  const shareLink = (): string | null =>
    match && engine
      ? `${location.origin}${location.pathname}#l=${engine.link.makeMatchLink(match.setup, match.entries)}`
      : null;

  if (!ready) return <p class="mt-note">{t.loading}</p>;
  const saveNote = saveError ? (
    <p class="mt-alert" role="alert">
      {fill(t.storageFailed, { why: saveError })}
    </p>
  ) : null;
  const linkNote = linkProblem ? (
    <p class="mt-alert" role="alert">
      {linkProblem}
    </p>
  ) : null;
  if (!match)
    return (
      <div class="mt-app not-content">
        {saveNote}
        {linkNote}
        <MatchList
          t={t}
          matches={matches}
          problems={problems}
          store={store}
          onDelete={(key) => {
            if (store) deleteStored(store, key);
            reload();
          }}
        />
        <SetupForm t={t} names={names} onStart={start} />
      </div>
    );
  return (
    <div class="mt-app not-content">
      {saveNote}
      {replay?.refusedAt ? (
        <p class="mt-alert" role="alert">
          {replay.refusedAt}
        </p>
      ) : null}
      {played && engine ? (
        <MatchBoard
          t={t}
          lang={lang}
          match={match}
          played={played}
          view={engine.ctl.matchView(played)}
          words={words}
          refused={refused}
          onEntry={add}
          onUndo={undo}
          onRedo={redo}
          onExport={download}
          link={shareLink}
        />
      ) : (
        <p class="mt-note">{t.loading}</p>
      )}
    </div>
  );
}
