import { useState } from 'preact/hooks';
import type { BallId, GameId } from '../../core/vocabulary/index.ts';
import type { TableStrings } from '../../i18n/table/index.ts';
import type { SandboxEvent } from '../../ui/table/sandbox.ts';

interface Props {
  readonly t: TableStrings;
  /** the games whose opening rack can be set up */
  readonly games: readonly GameId[];
  /** the balls not on the table, the cue ball first */
  readonly tray: readonly BallId[];
  /** the ball selected, when it is on the table (it can be taken off) */
  readonly removable: BallId | null;
  readonly send: (e: SandboxEvent) => void;
  readonly say: (line: string) => void;
  /** the game and the ball chosen (kept while the panel is hidden during a replay: useSetupChoice) */
  readonly choice: SetupChoice;
}

export interface SetupChoice {
  readonly rackGame: string;
  readonly setRackGame: (game: string) => void;
  readonly trayBall: string;
  readonly setTrayBall: (ball: string) => void;
}

/** The set-up panel's choices, held by the widget: the panel is not drawn while a shot is replayed. */
export function useSetupChoice(): SetupChoice {
  const [rackGame, setRackGame] = useState<string>('nine-ball');
  const [trayBall, setTrayBall] = useState<string>('');
  return { rackGame, setRackGame, trayBall, setTrayBall };
}

/** Setting up: a game's opening rack (or an empty table), a ball added from the tray, the selected ball taken off. */
export function SetupPanel({ t, games, tray, removable, send, say, choice }: Props) {
  const { rackGame, setRackGame, trayBall, setTrayBall } = choice;
  return (
    <fieldset class="pt-panel pt-setup">
      <legend>{t.rack}</legend>
      <div class="pt-row">
        <label class="pt-field">
          <span class="sr-only">{t.rack}</span>
          <select
            value={rackGame}
            onChange={(e) => setRackGame((e.currentTarget as HTMLSelectElement).value)}
            data-testid="rack-game"
          >
            {games.map((g) => (
              <option value={g} key={g}>
                {t.gameName(g)}
              </option>
            ))}
            <option value="">{t.emptyTable}</option>
          </select>
        </label>
        <button
          type="button"
          data-testid="rack"
          onClick={() => send({ type: 'layout.rack', game: (rackGame || null) as GameId | null })}
        >
          {t.rackApply}
        </button>
      </div>
      <div class="pt-row">
        <label class="pt-field">
          <span>{t.addBall}</span>
          <select
            value={tray.some((b) => String(b) === trayBall) ? trayBall : String(tray[0] ?? '')}
            onChange={(e) => setTrayBall((e.currentTarget as HTMLSelectElement).value)}
            data-testid="tray"
          >
            {tray.length === 0 && <option value="">{t.allOnTable}</option>}
            {tray.map((b) => (
              <option value={String(b)} key={String(b)}>
                {t.Ball(b)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          disabled={tray.length === 0}
          data-testid="add-ball"
          onClick={() => {
            const pick = tray.find((b) => String(b) === trayBall) ?? tray[0];
            if (pick !== undefined) {
              send({ type: 'ball.add', ball: pick });
              say(t.added(pick));
            }
          }}
        >
          {t.add}
        </button>
        <button
          type="button"
          disabled={removable === null}
          data-testid="remove-ball"
          onClick={() => removable !== null && send({ type: 'ball.remove', ball: removable })}
        >
          {t.remove}
        </button>
      </div>
    </fieldset>
  );
}
