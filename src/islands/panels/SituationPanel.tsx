import type { Situation } from '../../core/notation/index.ts';
import type { GameId, NonBallFoul, ObjectBall, PocketId } from '../../core/vocabulary/index.ts';
import { GAME_IDS, NON_BALL_FOULS, POCKET_IDS } from '../../core/vocabulary/index.ts';
import type { TableStrings } from '../../i18n/table/index.ts';
import type { AddedFact } from '../../ui/table/game.ts';

interface Props {
  readonly t: TableStrings;
  readonly game: GameId | null;
  readonly situation: Situation;
  readonly objectBalls: readonly ObjectBall[];
  /** Object balls frozen to a cushion now (what "announce frozen balls" declares). */
  readonly frozenNow: readonly ObjectBall[];
  readonly disabled: boolean;
  /** a game under way: who shoots, the cue ball, groups and fouls come from the referee, not from here */
  readonly inGame?: boolean;
  /** facts added to the shot beyond the non-ball fouls: a ball off the table, the other player's interference */
  readonly added?: readonly AddedFact[];
  onAdded?(added: readonly AddedFact[]): void;
  onGame(g: GameId | null): void;
  onChange(s: Situation): void;
}

const value = (e: Event): string => (e.currentTarget as HTMLSelectElement | HTMLInputElement).value;
const checked = (e: Event): boolean => (e.currentTarget as HTMLInputElement).checked;

/** Drops optional fields switched off, so the scenario (and its link) stays minimal. */
function set(s: Situation, patch: Partial<Record<keyof Situation, unknown>>): Situation {
  const out: Record<string, unknown> = { ...s, ...patch };
  for (const [k, v] of Object.entries(out)) if (v === undefined || v === false) delete out[k];
  return out as unknown as Situation;
}

/** The game and its situation: shooter, cue ball, groups, call, safety, push-out, fouls, non-ball fouls. */
export function SituationPanel({
  t,
  game,
  situation: s,
  objectBalls,
  frozenNow,
  disabled,
  inGame = false,
  added = [],
  onAdded,
  onGame,
  onChange,
}: Props) {
  const offTable = added.find((a) => a.kind === 'off-table');
  const interfered = added.some((a) => a.kind === 'interference');
  const setAdded = (kind: AddedFact['kind'], fact: AddedFact | null) =>
    onAdded?.([...added.filter((a) => a.kind !== kind), ...(fact ? [fact] : [])]);
  const fouls = s.fouls ?? { A: 0, B: 0 };
  const setFouls = (p: 'A' | 'B', n: number) => {
    const next = { ...fouls, [p]: n };
    onChange(set(s, { fouls: next.A === 0 && next.B === 0 ? undefined : next }));
  };
  const toggleFoul = (kind: NonBallFoul, on: boolean) => {
    const list = (s.nonBall ?? []).filter((k) => k !== kind);
    if (on) list.push(kind);
    onChange(set(s, { nonBall: list.length ? list : undefined }));
  };
  return (
    <fieldset class="pt-panel pt-situation" disabled={disabled}>
      <legend>{t.gameLegend}</legend>
      <label class="pt-field">
        <span>{t.game}</span>
        <select data-testid="game" value={game ?? ''} onChange={(e) => onGame((value(e) || null) as GameId | null)}>
          <option value="">{t.noGame}</option>
          {GAME_IDS.filter((g) => g !== 'lag').map((g) => (
            <option value={g} key={g}>
              {t.gameName(g)}
            </option>
          ))}
        </select>
      </label>
      {game && (
        <div class="pt-grid">
          <label class="pt-field">
            <span>{t.shooter}</span>
            <select
              data-testid="shooter"
              disabled={inGame}
              value={s.shooter}
              onChange={(e) => onChange(set(s, { shooter: value(e) }))}
            >
              <option value="A">{t.Player('A')}</option>
              <option value="B">{t.Player('B')}</option>
            </select>
          </label>
          <label class="pt-field">
            <span>{t.cueStart}</span>
            <select
              data-testid="cue-start"
              disabled={inGame}
              value={s.cueBall ?? 'in-place'}
              onChange={(e) => onChange(set(s, { cueBall: value(e) === 'in-place' ? undefined : value(e) }))}
            >
              {Object.entries(t.cueStarts).map(([k, label]) => (
                <option value={k} key={k}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          {game === 'eight-ball' && (
            <label class="pt-field">
              <span>{t.groups}</span>
              <select
                disabled={inGame}
                value={s.groupA ?? ''}
                onChange={(e) => onChange(set(s, { groupA: value(e) || undefined }))}
              >
                <option value="">{t.groupsOpen}</option>
                <option value="solids">{t.groupsA('solids')}</option>
                <option value="stripes">{t.groupsA('stripes')}</option>
              </select>
            </label>
          )}
          <label class="pt-field">
            <span>{t.callBall}</span>
            <select
              data-testid="call-ball"
              value={s.call ? String(s.call.ball) : ''}
              onChange={(e) =>
                onChange(
                  set(s, {
                    call: value(e)
                      ? { ball: Number(value(e)) as ObjectBall, pocket: s.call?.pocket ?? 'foot-left' }
                      : undefined,
                  }),
                )
              }
            >
              <option value="">{t.none}</option>
              {objectBalls.map((b) => (
                <option value={String(b)} key={b}>
                  {t.ball(b)}
                </option>
              ))}
            </select>
          </label>
          {s.call && (
            <label class="pt-field">
              <span>{t.callPocket}</span>
              <select
                value={s.call.pocket}
                onChange={(e) =>
                  s.call && onChange(set(s, { call: { ball: s.call.ball, pocket: value(e) as PocketId } }))
                }
              >
                {POCKET_IDS.map((p) => (
                  <option value={p} key={p}>
                    {t.pocketName(p)}
                  </option>
                ))}
              </select>
            </label>
          )}
          {(['A', 'B'] as const).map((p) => (
            <label class="pt-field" key={p}>
              <span>{t.foulsBefore(p)}</span>
              <select disabled={inGame} value={String(fouls[p])} onChange={(e) => setFouls(p, Number(value(e)))}>
                {[0, 1, 2].map((n) => (
                  <option value={String(n)} key={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
          ))}
          <label class="pt-check">
            <input
              type="checkbox"
              checked={s.break === true}
              onChange={(e) => onChange(set(s, { break: checked(e) || undefined }))}
            />
            {t.breakShot}
          </label>
          <label class="pt-check">
            <input
              type="checkbox"
              checked={s.safety === true}
              onChange={(e) => onChange(set(s, { safety: checked(e) || undefined }))}
            />
            {t.safety}
          </label>
          <label class="pt-check">
            <input
              type="checkbox"
              data-testid="push-out"
              checked={s.pushOut === true}
              onChange={(e) => onChange(set(s, { pushOut: checked(e) || undefined }))}
            />
            {t.pushOut}
          </label>
          <label class="pt-check">
            <input
              type="checkbox"
              checked={(s.frozen?.length ?? 0) > 0}
              disabled={frozenNow.length === 0 && !s.frozen}
              onChange={(e) =>
                onChange(set(s, { frozen: checked(e) && frozenNow.length ? [...frozenNow] : undefined }))
              }
            />
            {t.frozenDeclared}
            {frozenNow.length > 0 && ` (${t.list(frozenNow.map((b) => t.ball(b)))})`}
          </label>
        </div>
      )}
      {game && (
        <details class="pt-nonball">
          <summary>{t.nonBallLegend}</summary>
          <div class="pt-grid">
            {NON_BALL_FOULS.map((kind) => (
              <label class="pt-check" key={kind}>
                <input
                  type="checkbox"
                  data-foul={kind}
                  checked={s.nonBall?.includes(kind) ?? false}
                  onChange={(e) => toggleFoul(kind, checked(e))}
                />
                {t.foulName(kind)}
              </label>
            ))}
          </div>
          {onAdded && (
            <fieldset class="pt-added" data-testid="added-facts">
              <legend>{t.addedLegend}</legend>
              <label class="pt-field">
                <span>{t.offTable}</span>
                <select
                  data-testid="added-off-table"
                  value={offTable?.kind === 'off-table' ? String(offTable.ball) : ''}
                  onChange={(e) =>
                    setAdded(
                      'off-table',
                      value(e)
                        ? { kind: 'off-table', ball: value(e) === 'cue' ? 'cue' : (Number(value(e)) as ObjectBall) }
                        : null,
                    )
                  }
                >
                  <option value="">{t.none}</option>
                  <option value="cue">{t.ball('cue')}</option>
                  {objectBalls.map((b) => (
                    <option value={String(b)} key={b}>
                      {t.ball(b)}
                    </option>
                  ))}
                </select>
              </label>
              <label class="pt-check">
                <input
                  type="checkbox"
                  data-testid="added-interference"
                  checked={interfered}
                  onChange={(e) =>
                    setAdded('interference', checked(e) ? { kind: 'interference', foul: 'touched-ball' } : null)
                  }
                />
                {t.interference}
              </label>
            </fieldset>
          )}
        </details>
      )}
    </fieldset>
  );
}
