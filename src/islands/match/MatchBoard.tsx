/** A match being kept: the scoreboard, what to log next, the last ruling, the score sheet of a game that scores, the tools. */
import type { MatchView, Played } from '../../core/match/controller.ts';
import type { Entry } from '../../core/match/entries.ts';
import { matchSides, playingOrder } from '../../core/match/names.ts';
import { fill, type MatchStrings } from '../../i18n/match/index.ts';
import type { RulingLanguage } from '../../i18n/rulings/render.ts';
import type { StoredMatch } from '../../match/storage.ts';
import { EntryPad } from './EntryPad.tsx';
import { MatchTools } from './MatchTools.tsx';
import { RulingView } from './RulingView.tsx';
import { Scoreboard } from './Scoreboard.tsx';
import { ScoreSheet } from './ScoreSheet.tsx';

interface Props {
  t: MatchStrings;
  lang: 'en' | 'ru';
  match: StoredMatch;
  played: Played;
  view: MatchView;
  words: RulingLanguage | null;
  refused: string | null;
  onEntry: (e: Entry) => void;
  onUndo: () => void;
  onRedo: () => void;
  onExport: () => void;
  link: () => string | null;
}

export function MatchBoard(p: Props) {
  const { t, view, match } = p;
  const winner = view.standing.winner;
  const rackWinner = view.rackOver ? (view.last?.result?.winner ?? null) : null;
  const sides = matchSides(match.setup);
  const nameOf = (id: string) => sides.find((s) => s.id === id)?.name ?? id;
  return (
    <div class="mt-board">
      <p class="mt-back">
        <a href="./">{t.allMatches}</a>
      </p>
      <Scoreboard t={t} setup={match.setup} view={view} onWarning={() => p.onEntry({ kind: 'warning' })} />
      {winner !== null ? (
        <p class="mt-banner" role="status">
          {fill(t.matchWon, { player: nameOf(winner) })}
        </p>
      ) : view.rackOver ? (
        <div class="mt-rack-over">
          <p class="mt-banner" role="status">
            {rackWinner !== null ? fill(t.rackWon, { player: nameOf(rackWinner) }) : null}
          </p>
          <button type="button" class="mt-button mt-primary mt-wide" onClick={() => p.onEntry({ kind: 'newRack' })}>
            {t.nextRack}
          </button>
        </div>
      ) : (
        <EntryPad t={t} view={view} onEntry={p.onEntry} />
      )}
      {p.refused ? (
        <p class="mt-alert" role="alert">
          {p.refused}
        </p>
      ) : null}
      <RulingView t={t} lang={p.lang} last={view.last} words={p.words} />
      {view.score !== null ? <ScoreSheet t={t} rows={p.played.sheet} names={nameOf} /> : null}
      <MatchTools
        t={t}
        players={playingOrder(match.setup)}
        canUndo={match.entries.length > 0}
        canRedo={match.redo.length > 0}
        over={winner !== null}
        count={match.entries.length}
        onEntry={p.onEntry}
        onUndo={p.onUndo}
        onRedo={p.onRedo}
        onExport={p.onExport}
        link={p.link}
      />
    </div>
  );
}
