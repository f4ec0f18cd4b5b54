/** A new match: the game, the two players or teams, the race (and points to win), the break order, the edition and the options. */
import { useState } from 'preact/hooks';
import type { MatchSetup } from '../../core/match/controller.ts';
import {
  MATCH_GAMES,
  MAX_NAME,
  MAX_TEAM,
  type MatchGame,
  TARGET_GAMES,
  twoNames,
  twoTeams,
} from '../../core/match/names.ts';
import type { MatchStrings } from '../../i18n/match/index.ts';

interface Props {
  t: MatchStrings;
  /** each game's name in the page's language (src/i18n/table) */
  names: Readonly<Record<MatchGame, string>>;
  onStart: (setup: MatchSetup) => void;
}

const BREAK_ORDERS = ['winner', 'alternate', 'loser', 'trailing'] as const;
const EDITIONS = ['wpa-1999', 'wpa-current'] as const;
/** The longest team text: eight names of 64 characters and their commas and spaces. */
const TEAM_TEXT = MAX_TEAM * (MAX_NAME + 2);

export function SetupForm({ t, names, onStart }: Props) {
  const [game, setGame] = useState<MatchGame>('nine-ball');
  const [p1, setP1] = useState('');
  const [p2, setP2] = useState('');
  const [race, setRace] = useState(3);
  const [target, setTarget] = useState('');
  const [teams, setTeams] = useState(false);
  const [t1, setT1] = useState('');
  const [t2, setT2] = useState('');
  const [breakOrder, setBreakOrder] = useState<MatchSetup['breakOrder']>('winner');
  const [edition, setEdition] = useState<MatchSetup['edition']>('wpa-1999');
  const [wheelchair, setWheelchair] = useState(false);
  const [noReferee, setNoReferee] = useState(false);
  const points = TARGET_GAMES.includes(game);

  const submit = (e: Event) => {
    e.preventDefault();
    const sides = teams ? twoTeams(t1, t2) : null;
    // "teams" of one player each are a match of two players
    const [n1, n2] = teams ? [t1.split(',')[0] ?? '', t2.split(',')[0] ?? ''] : [p1, p2];
    const goal = Math.round(Number(target));
    onStart({
      game,
      ...(sides
        ? { players: [sides[0][0] as string, sides[1][0] as string], teams: sides }
        : { players: twoNames(n1.trim() || t.defaultPlayer1, n2.trim() || t.defaultPlayer2) }),
      race: Math.max(1, Math.min(1000, Math.round(race) || 1)),
      ...(points && target.trim() !== '' && goal >= 1 ? { target: Math.min(10_000, goal) } : {}),
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
      <label class="mt-choice">
        <input type="checkbox" checked={teams} onChange={(e) => setTeams(e.currentTarget.checked)} />
        {t.teams}
      </label>
      {teams ? (
        <>
          <p class="mt-note">{t.teamsNote}</p>
          <label class="mt-field">
            {t.team1}
            <input
              key="team-1"
              value={t1}
              maxLength={TEAM_TEXT}
              placeholder={t.teamPlaceholder}
              required
              onInput={(e) => setT1(e.currentTarget.value)}
            />
          </label>
          <label class="mt-field">
            {t.team2}
            <input
              key="team-2"
              value={t2}
              maxLength={TEAM_TEXT}
              required
              onInput={(e) => setT2(e.currentTarget.value)}
            />
          </label>
        </>
      ) : (
        <>
          <label class="mt-field">
            {t.player1}
            <input
              key="player-1"
              value={p1}
              maxLength={64}
              placeholder={t.defaultPlayer1}
              onInput={(e) => setP1(e.currentTarget.value)}
            />
          </label>
          <label class="mt-field">
            {t.player2}
            <input
              key="player-2"
              value={p2}
              maxLength={64}
              placeholder={t.defaultPlayer2}
              onInput={(e) => setP2(e.currentTarget.value)}
            />
          </label>
        </>
      )}
      {points ? (
        <label class="mt-field">
          {t.target}
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={10000}
            value={target}
            onInput={(e) => setTarget(e.currentTarget.value)}
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
