/** A new match: the game, the two players or teams, the race (and points to win), the break order, the edition and the options. */
import { useState } from 'preact/hooks';
import type { MatchSetup } from '../../core/match/controller.ts';
import {
  MATCH_GAMES,
  MAX_NAME,
  MAX_PEA,
  MAX_TEAM,
  type MatchGame,
  NOVICE_GAMES,
  PEA_GAMES,
  TARGET_GAMES,
  twoNames,
  twoTeams,
} from '../../core/match/names.ts';
import type { ObjectBall } from '../../core/vocabulary/index.ts';
import { fill, type MatchStrings } from '../../i18n/match/index.ts';

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

/**
 * The two peas as typed (kelly-pool/5): none (both empty), two different numbers 1 to 15, or bad
 * (one empty, out of range or the same pea twice).
 */
function readPeas(typed: readonly [string, string]): [ObjectBall, ObjectBall] | null | 'bad' {
  if (typed.every((v) => v.trim() === '')) return null;
  const n = typed.map((v) => Number(v.trim()));
  if (!n.every((x) => Number.isInteger(x) && x >= 1 && x <= MAX_PEA) || n[0] === n[1]) return 'bad';
  return n as [ObjectBall, ObjectBall];
}

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
  const [peas, setPeas] = useState<[string, string]>(['', '']);
  const [novice, setNovice] = useState<string[]>([]);
  const points = TARGET_GAMES.includes(game);
  const usesPeas = PEA_GAMES.includes(game);
  const usesNovice = NOVICE_GAMES.includes(game);
  const sides = teams ? twoTeams(t1, t2) : null;
  const [n1, n2] = teams ? [t1.split(',')[0] ?? '', t2.split(',')[0] ?? ''] : [p1, p2];
  const players: [string, string] = sides
    ? [sides[0][0] as string, sides[1][0] as string]
    : twoNames(n1.trim() || t.defaultPlayer1, n2.trim() || t.defaultPlayer2);
  const everyone = sides ? [...sides[0], ...sides[1]] : players;
  const peaSet = readPeas(peas);

  const submit = (e: Event) => {
    e.preventDefault();
    if (usesPeas && peaSet === 'bad') return;
    const goal = Math.round(Number(target));
    const weaker = novice.filter((n) => everyone.includes(n));
    // "teams" of one player each are a match of two players
    onStart({
      game,
      players,
      ...(sides ? { teams: sides } : {}),
      race: Math.max(1, Math.min(1000, Math.round(race) || 1)),
      ...(points && target.trim() !== '' && goal >= 1 ? { target: Math.min(10_000, goal) } : {}),
      breakOrder,
      edition,
      wheelchair,
      referee: !noReferee,
      ...(usesPeas && peaSet !== 'bad' && peaSet !== null ? { peas: peaSet } : {}),
      ...(usesNovice && weaker.length > 0 ? { novice: weaker } : {}),
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
          {(
            [
              ['player-1', t.player1, p1, t.defaultPlayer1, setP1],
              ['player-2', t.player2, p2, t.defaultPlayer2, setP2],
            ] as const
          ).map(([key, label, value, placeholder, set]) => (
            <label key={key} class="mt-field">
              {label}
              <input
                key={key}
                value={value}
                maxLength={MAX_NAME}
                placeholder={placeholder}
                onInput={(e) => set(e.currentTarget.value)}
              />
            </label>
          ))}
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
      {usesPeas ? (
        <fieldset class="mt-peas">
          <legend>{t.peas}</legend>
          <p class="mt-note" id="mt-peas-note">
            {t.peasNote}
          </p>
          {players.map((name, i) => (
            <label key={`pea-${i}`} class="mt-field">
              {fill(t.peaOf, { player: name })}
              <input
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_PEA}
                value={peas[i]}
                aria-describedby="mt-peas-note"
                aria-invalid={peaSet === 'bad' ? true : undefined}
                onInput={(e) => {
                  const v = e.currentTarget.value;
                  setPeas((p) => (i === 0 ? [v, p[1]] : [p[0], v]));
                }}
              />
            </label>
          ))}
          {peaSet === 'bad' ? (
            <p class="mt-note" role="alert">
              {t.peasBad}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      {usesNovice ? (
        <fieldset class="mt-novice">
          <legend>{t.novice}</legend>
          <p class="mt-note">{t.noviceNote}</p>
          {everyone.map((name) => (
            <label key={name} class="mt-choice">
              <input
                type="checkbox"
                checked={novice.includes(name)}
                onChange={(e) => {
                  const on = e.currentTarget.checked;
                  setNovice((n) => (on ? [...n.filter((x) => x !== name), name] : n.filter((x) => x !== name)));
                }}
              />
              {name}
            </label>
          ))}
        </fieldset>
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
