/** The state always in view: games in the race, the rack, 14.1 points, who is at the table, the cue ball, fouls in a row. */
import type { MatchSetup, MatchView } from '../../core/match/controller.ts';
import { fill, type MatchStrings } from '../../i18n/match/index.ts';
import { count } from './ScoreSheet.tsx';

interface Props {
  t: MatchStrings;
  setup: MatchSetup;
  view: MatchView;
  onWarning: () => void;
}

export function Scoreboard({ t, setup, view, onWarning }: Props) {
  const straight = setup.game === 'straight-pool';
  const choosing = view.options.length > 0;
  return (
    <section class="mt-score" aria-label={t.atTable}>
      <div class="mt-sides">
        {setup.players.map((p) => {
          const at = view.atTable === p;
          const fouls = view.fouls[p] ?? 0;
          return (
            <div key={p} class={`mt-side${at ? ' mt-at' : ''}`} data-player={p}>
              <span class="mt-name">
                {at ? <span class="mt-at-mark">{choosing ? t.toChoose : t.atTable}: </span> : null}
                {p}
              </span>
              {straight && view.score ? (
                <span class="mt-games">{count(view.score[p] ?? 0)}</span>
              ) : (
                <span class="mt-games">{view.standing.games[p] ?? 0}</span>
              )}
              {straight && setup.race > 1 ? (
                <span class="mt-points">{fill(t.gamesWon, { n: view.standing.games[p] ?? 0 })}</span>
              ) : null}
              <span class={`mt-fouls${fouls >= 2 ? ' mt-fouls-2' : ''}`}>{fill(t.foulsInRow, { n: fouls })}</span>
            </div>
          );
        })}
      </div>
      <p class="mt-status">
        {[
          ...(straight && setup.race === 1 ? [] : [fill(t.raceTo, { n: setup.race })]),
          ...(straight && setup.target !== undefined ? [fill(t.pointsTo, { n: setup.target })] : []),
        ].join(' · ')}{' '}
        · {fill(straight ? t.gameN : t.rackN, { n: view.game })}
        {!view.rackOver ? (
          <>
            {' · '}
            {t.cueBall}: <strong class="mt-cue">{t.cueBalls[view.cueBall]}</strong>
          </>
        ) : null}
      </p>
      {view.warningDue !== null ? (
        <div class="mt-warning" role="alert">
          <span>{fill(t.warningDue, { player: view.warningDue })}</span>
          <button type="button" class="mt-button mt-primary" onClick={onWarning}>
            {t.giveWarning}
          </button>
        </div>
      ) : null}
    </section>
  );
}
