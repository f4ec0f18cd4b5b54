/**
 * The state always in view: games in the race, the rack, points in games that score, who is at the
 * table (with teams, the team and its player), the cue ball, fouls in a row, each side's pocket for
 * the 1-ball where the breaker named one (side-pocket-one/7.3).
 */
import type { MatchSetup, MatchView } from '../../core/match/controller.ts';
import { matchSides } from '../../core/match/names.ts';
import { fill, type MatchStrings } from '../../i18n/match/index.ts';
import { count } from './ScoreSheet.tsx';

interface Props {
  t: MatchStrings;
  setup: MatchSetup;
  view: MatchView;
  onWarning: () => void;
}

export function Scoreboard({ t, setup, view, onWarning }: Props) {
  const points = view.score !== null;
  const choosing = view.options.length > 0;
  const sides = matchSides(setup);
  const nameOf = (id: string) => sides.find((s) => s.id === id)?.name ?? id;
  return (
    <section class="mt-score" aria-label={t.atTable}>
      <div class="mt-sides">
        {sides.map((side) => {
          const player = side.players.find((p) => p === view.atTable) ?? null;
          const at = player !== null;
          // fouls in a row are the side's, or each player's where the game counts them so (Odd Ball, Mr. & Mrs.)
          const fouls = view.fouls[side.id] ?? Math.max(0, ...side.players.map((p) => view.fouls[p] ?? 0));
          const pocket = view.sidePockets[side.id];
          return (
            <div key={side.id} class={`mt-side${at ? ' mt-at' : ''}`} data-player={side.id}>
              <span class="mt-name">
                {at ? (
                  <span class="mt-at-mark">
                    {choosing ? t.toChoose : t.atTable}
                    {setup.teams ? ` (${player})` : ''}:{' '}
                  </span>
                ) : null}
                {side.name}
              </span>
              {points && view.score ? (
                <span class="mt-games">{count(view.score[side.id] ?? 0)}</span>
              ) : (
                <span class="mt-games">{view.standing.games[side.id] ?? 0}</span>
              )}
              {points && setup.race > 1 ? (
                <span class="mt-points">{fill(t.gamesWon, { n: view.standing.games[side.id] ?? 0 })}</span>
              ) : null}
              <span class={`mt-fouls${fouls >= 2 ? ' mt-fouls-2' : ''}`}>{fill(t.foulsInRow, { n: fouls })}</span>
              {pocket !== undefined && !view.rackOver ? (
                <span class="mt-points">
                  {fill(t.onePocket, { pocket: t.sidePockets[pocket].toLocaleLowerCase(t.locale) })}
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
      <p class="mt-status">
        {[
          ...(points && setup.race === 1 ? [] : [fill(t.raceTo, { n: setup.race })]),
          ...(points && setup.target !== undefined ? [fill(t.pointsTo, { n: setup.target })] : []),
        ].join(' · ')}{' '}
        · {fill(points ? t.gameN : t.rackN, { n: view.game })}
        {!view.rackOver ? (
          <>
            {' · '}
            {t.cueBall}: <strong class="mt-cue">{t.cueBalls[view.cueBall]}</strong>
          </>
        ) : null}
      </p>
      {view.warningDue !== null ? (
        <div class="mt-warning" role="alert">
          <span>{fill(t.warningDue, { player: nameOf(view.warningDue) })}</span>
          <button type="button" class="mt-button mt-primary" onClick={onWarning}>
            {t.giveWarning}
          </button>
        </div>
      ) : null}
    </section>
  );
}
