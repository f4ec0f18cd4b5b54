/**
 * What to log next. The common shot is one tap: a ball pocketed (tap it) or a miss. Several balls
 * in one shot: switch "several" on, tap them, then the shot (or a foul, a safety, a push out) logs
 * them. Before a break where the breaker names a side pocket for the 1-ball (side-pocket-one/7.3),
 * one tap names it and the break logs it. Balls pocketed not as called (where the game's rules read
 * calls): one tap on "Pocketed, not as called" (with balls selected it logs them; else the ball taps
 * select, and the next tap logs them). An open choice (accept or pass, re-rack …) replaces the pad until it is made.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { MatchView } from '../../core/match/controller.ts';
import type { Entry } from '../../core/match/entries.ts';
import { OTHER_POCKET, SIDE_POCKET_IDS, type SidePocketId } from '../../core/match/names.ts';
import type { OptionName } from '../../core/rules/shared.ts';
import type { ObjectBall } from '../../core/vocabulary/index.ts';
import { fill, type MatchStrings } from '../../i18n/match/index.ts';

interface Props {
  t: MatchStrings;
  view: MatchView;
  onEntry: (e: Entry) => void;
}

const optionWords = (t: MatchStrings, o: OptionName): string =>
  Object.hasOwn(t.options, o) ? t.options[o as keyof MatchStrings['options']] : o;

export function EntryPad({ t, view, onEntry }: Props) {
  const [several, setSeveral] = useState(false);
  const [selected, setSelected] = useState<ObjectBall[]>([]);
  // "Pocketed, not as called" tapped with no ball selected: the ball taps select the balls that fell
  const [notCalled, setNotCalled] = useState(false);
  // side-pocket-one/7.3: the side pocket the breaker names for the 1-ball, logged with the break
  const [sidePocket, setSidePocket] = useState<SidePocketId | null>(null);
  const foulList = useRef<HTMLDetailsElement>(null);
  const chooser = view.atTable ?? '';
  // a new position: nothing selected
  const onTableKey = view.onTable.join(',');
  useEffect(() => setSelected((s) => s.filter((b) => onTableKey.split(',').includes(String(b)))), [onTableKey]);
  // the pocket named holds while the rack is to be broken (a re-break after an illegal one included);
  // once play starts, or an undo goes back before the break, the next break asks again
  const namesPocket = view.sidePocket;
  useEffect(() => {
    if (!namesPocket) setSidePocket(null);
  }, [namesPocket]);

  if (view.options.length > 0)
    return (
      <section class="mt-pad" aria-label={fill(t.choice, { player: chooser })}>
        <p class="mt-pad-title">{fill(t.choice, { player: chooser })}</p>
        <div class="mt-options">
          {view.options.map((o) => (
            <button
              key={o}
              type="button"
              class="mt-button mt-primary"
              onClick={() => onEntry({ kind: 'choose', option: o })}
            >
              {optionWords(t, o)}
            </button>
          ))}
        </div>
      </section>
    );

  if (namesPocket && sidePocket === null)
    return (
      <section class="mt-pad" aria-label={fill(t.sidePocketChoice, { player: chooser })}>
        <p class="mt-pad-title">{fill(t.sidePocketChoice, { player: chooser })}</p>
        <p class="mt-note">{t.sidePocketNote}</p>
        <div class="mt-options">
          {SIDE_POCKET_IDS.map((p) => (
            <button key={p} type="button" class="mt-button mt-primary" onClick={() => setSidePocket(p)}>
              {t.sidePockets[p]}
            </button>
          ))}
        </div>
      </section>
    );

  const shot = (more: Omit<Extract<Entry, { kind: 'shot' }>, 'kind' | 'balls'> = {}, balls = selected) => {
    setSelected([]);
    setNotCalled(false);
    // the foul list closes once a foul is logged: the next shot starts from the balls
    if (foulList.current) foulList.current.open = false;
    const named = namesPocket && sidePocket !== null ? { sidePocket } : {};
    onEntry({ kind: 'shot', balls: [...balls].sort((a, b) => a - b), ...more, ...named });
  };
  const tapBall = (b: ObjectBall) => {
    if (!several && !notCalled) shot({}, [b]);
    else setSelected((s) => (s.includes(b) ? s.filter((x) => x !== b) : [...s, b]));
  };
  const isBreak = view.phase === 'break';
  const calls = view.calls;
  const selecting = several || notCalled;
  const ballList = [...selected].sort((a, b) => a - b).join(', ');
  return (
    <section class="mt-pad" aria-label={t.pocketed}>
      {namesPocket && sidePocket !== null ? (
        <div class="mt-actions">
          <p class="mt-note">{fill(t.sidePocketNamed, { player: chooser, pocket: t.sidePockets[sidePocket] })}</p>
          <button type="button" class="mt-button" onClick={() => setSidePocket(null)}>
            {t.change}
          </button>
        </div>
      ) : null}
      <fieldset class="mt-balls-set">
        <legend class="mt-pad-title">{t.pocketed}</legend>
        <div class="mt-balls">
          {view.onTable.map((b) => (
            <button
              key={b}
              type="button"
              class={`mt-ball mt-ball-${b}${b > 8 ? ' mt-stripe' : ''}`}
              aria-pressed={selecting ? selected.includes(b) : undefined}
              onClick={() => tapBall(b)}
            >
              <span>{b}</span>
            </button>
          ))}
        </div>
      </fieldset>
      <label class="mt-choice">
        <input
          type="checkbox"
          checked={several}
          onChange={(e) => {
            setSeveral(e.currentTarget.checked);
            setSelected([]);
          }}
        />
        {t.several}
      </label>
      <div class="mt-actions">
        {notCalled ? (
          <>
            <p class="mt-note">{t.notAsCalledHint}</p>
            <button
              type="button"
              class="mt-button mt-primary"
              disabled={selected.length === 0}
              onClick={() => shot({ pocket: OTHER_POCKET })}
            >
              {fill(t.logNotAsCalled, { balls: ballList || '…' })}
            </button>
            <button
              type="button"
              class="mt-button"
              onClick={() => {
                setNotCalled(false);
                setSelected([]);
              }}
            >
              {t.cancel}
            </button>
          </>
        ) : selected.length > 0 ? (
          <>
            <button type="button" class="mt-button mt-primary" onClick={() => shot()}>
              {fill(t.pocketSelected, { balls: ballList })}
            </button>
            {calls ? (
              <button type="button" class="mt-button" onClick={() => shot({ pocket: OTHER_POCKET })}>
                {t.notAsCalled}
              </button>
            ) : null}
          </>
        ) : (
          <>
            <button type="button" class="mt-button mt-primary" onClick={() => shot()}>
              {isBreak ? t.dryBreak : t.miss}
            </button>
            {calls ? (
              <button type="button" class="mt-button" onClick={() => setNotCalled(true)}>
                {t.notAsCalled}
              </button>
            ) : null}
          </>
        )}
        {view.safety && !notCalled ? (
          <button type="button" class="mt-button" onClick={() => shot({ safety: true })}>
            {t.safety}
          </button>
        ) : null}
        {view.losesNotAsCalled.map((b) => (
          <button
            key={b}
            type="button"
            class="mt-button"
            // the call names another pocket than the one the page writes for a pocketed ball (entries.ts)
            onClick={() => shot({ pocket: OTHER_POCKET }, [...selected.filter((x) => x !== b), b])}
          >
            {fill(t.wrongPocket, { ball: b })}
          </button>
        ))}
        {view.pushOutOffered ? (
          <button type="button" class="mt-button" onClick={() => shot({ pushOut: true })}>
            {t.pushOut}
          </button>
        ) : null}
      </div>
      <details class="mt-fouls-list" ref={foulList}>
        <summary class="mt-button">
          {t.foul}
          {selected.length > 0 ? ` (${t.foulWith})` : ''}
        </summary>
        <div class="mt-options">
          {view.foulsOffered.map((f) => (
            <button key={f} type="button" class="mt-button" onClick={() => shot({ foul: f })}>
              {t.fouls[f]}
            </button>
          ))}
        </div>
      </details>
    </section>
  );
}
