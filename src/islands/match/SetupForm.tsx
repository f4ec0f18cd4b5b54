/** A new match: the game, the two players, the race, the break order, the edition and the options. */
import { useState } from 'preact/hooks';
import type { MatchSetup } from '../../core/match/controller.ts';
import { MATCH_GAMES, type MatchGame, twoNames } from '../../core/match/names.ts';
import type { MatchStrings } from '../../i18n/match/index.ts';

interface Props {
  t: MatchStrings;
  /** each game's name in the page's language (src/i18n/table) */
  names: Readonly<Record<MatchGame, string>>;
  onStart: (setup: MatchSetup) => void;
}

const BREAK_ORDERS = ['winner', 'alternate', 'loser'] as const;
const EDITIONS = ['wpa-1999', 'wpa-current'] as const;

export function SetupForm({ t, names, onStart }: Props) {
  const [game, setGame] = useState<MatchGame>('nine-ball');
  const [p1, setP1] = useState('');
  const [p2, setP2] = useState('');
  const [race, setRace] = useState(3);
  const [target, setTarget] = useState(25);
  const [breakOrder, setBreakOrder] = useState<MatchSetup['breakOrder']>('winner');
  const [edition, setEdition] = useState<MatchSetup['edition']>('wpa-1999');
  const [wheelchair, setWheelchair] = useState(false);
  const [noReferee, setNoReferee] = useState(false);
  const straight = game === 'straight-pool';

  const submit = (e: Event) => {
    e.preventDefault();
    onStart({
      game,
      players: twoNames(p1.trim() || t.defaultPlayer1, p2.trim() || t.defaultPlayer2),
      race: Math.max(1, Math.min(1000, Math.round(race) || 1)),
      ...(straight ? { target: Math.max(1, Math.min(10_000, Math.round(target) || 25)) } : {}),
      breakOrder,
      edition,
      wheelchair,
      referee: !noReferee,
    });
  };

  return (
    <form class="mt-setup" onSubmit={submit} aria-labelledby="mt-setup-title">
      <h2 id="mt-setup-title">{t.newMatch}</h2>
      <fieldset class="mt-games">
        <legend>{t.game}</legend>
        {MATCH_GAMES.map((g) => (
          <label key={g} class="mt-choice">
            <input type="radio" name="mt-game" checked={game === g} onChange={() => setGame(g)} />
            {names[g]}
          </label>
        ))}
      </fieldset>
      <label class="mt-field">
        {t.player1}
        <input value={p1} maxLength={64} placeholder={t.defaultPlayer1} onInput={(e) => setP1(e.currentTarget.value)} />
      </label>
      <label class="mt-field">
        {t.player2}
        <input value={p2} maxLength={64} placeholder={t.defaultPlayer2} onInput={(e) => setP2(e.currentTarget.value)} />
      </label>
      <p class="mt-note">{t.teamsNote}</p>
      {straight ? (
        <label class="mt-field">
          {t.target}
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={10000}
            value={target}
            onInput={(e) => setTarget(Number(e.currentTarget.value))}
          />
        </label>
      ) : null}
      <label class="mt-field">
        {t.race}
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={1000}
          value={race}
          onInput={(e) => setRace(Number(e.currentTarget.value))}
        />
      </label>
      <label class="mt-field">
        {t.breakOrder}
        <select value={breakOrder} onChange={(e) => setBreakOrder(e.currentTarget.value as MatchSetup['breakOrder'])}>
          {BREAK_ORDERS.map((o) => (
            <option key={o} value={o}>
              {t.breakOrders[o]}
            </option>
          ))}
        </select>
      </label>
      <label class="mt-field">
        {t.edition}
        <select value={edition} onChange={(e) => setEdition(e.currentTarget.value as MatchSetup['edition'])}>
          {EDITIONS.map((o) => (
            <option key={o} value={o}>
              {t.editions[o]}
            </option>
          ))}
        </select>
      </label>
      <label class="mt-choice">
        <input type="checkbox" checked={wheelchair} onChange={(e) => setWheelchair(e.currentTarget.checked)} />
        {t.wheelchair}
      </label>
      <label class="mt-choice">
        <input type="checkbox" checked={noReferee} onChange={(e) => setNoReferee(e.currentTarget.checked)} />
        {t.noReferee}
      </label>
      <button type="submit" class="mt-button mt-primary">
        {t.start}
      </button>
    </form>
  );
}
