import type { TableStrings } from '../../i18n/table/index.ts';
import { ReplayEvents } from '../panels/ReplayPanel.tsx';
import { ShotPanel } from '../panels/ShotPanel.tsx';
import { GameSlot } from './GameSlot.tsx';
import { KitchenPanel } from './KitchenPanel.tsx';
import { Pure } from './Pure.tsx';
import type { Sandbox } from './useSandbox.ts';

interface Props {
  readonly s: Sandbox;
  readonly t: TableStrings;
  readonly lang: string;
  readonly idPrefix: string;
}

/** The controls beside the table (under it on phones): mode, undo, the shot, the ruling, the game, the events, the kitchen. */
export function SidePanel({ s, t, lang, idPrefix }: Props) {
  const { c, send, editing, rulings } = s;
  const ruling = rulings.ruling;
  const RulingPanel = s.game.RulingPanel;
  return (
    <section class="pt-side" aria-label={t.controlsLabel}>
      <div class="pt-row pt-toolbar" role="toolbar" aria-label={t.modeLegend}>
        <fieldset class="pt-mode" disabled={!editing}>
          <legend class="sr-only">{t.modeLegend}</legend>
          {(['place', 'aim'] as const).map((m) => (
            <label class="pt-check" key={m}>
              <input
                type="radio"
                name={`${idPrefix}-mode`}
                checked={c.mode === m}
                onChange={() => send({ type: 'mode.set', mode: m })}
              />
              {m === 'place' ? t.modePlace : t.modeAim}
            </label>
          ))}
        </fieldset>
        <button
          type="button"
          disabled={!editing || c.history.past.length === 0}
          onClick={() => send({ type: 'history.undo' })}
          data-testid="undo"
        >
          {t.undo}
        </button>
        <button
          type="button"
          disabled={!editing || c.history.future.length === 0}
          onClick={() => send({ type: 'history.redo' })}
          data-testid="redo"
        >
          {t.redo}
        </button>
      </div>
      {editing && (
        <ShotPanel
          t={t}
          shot={c.shot}
          disabled={!editing}
          id={idPrefix}
          onHeading={(heading) => send({ type: 'aim.heading', heading })}
          onSpeed={(speed) => send({ type: 'shot.speed', speed })}
          onTip={(side, height) => send({ type: 'shot.tip', side, height })}
          onShoot={() => {
            send({ type: 'shot.fire' });
            s.toTable();
          }}
        />
      )}
      {ruling && RulingPanel && (
        <Pure
          deps={[t, lang, ruling, rulings.other, rulings.shown]}
          render={() => (
            <RulingPanel
              t={t}
              lang={lang}
              outcome={ruling}
              {...(rulings.twoEditions
                ? { editions: { shown: rulings.shown, onShow: s.setEdition, other: rulings.other } }
                : {})}
            />
          )}
        />
      )}
      <GameSlot s={s} t={t} lang={lang} />
      {c.replay && (
        <ReplayEvents
          t={t}
          replay={c.replay}
          time={c.t}
          onSeek={(time) => send({ type: 'replay.seek', t: time })}
          added={s.shownAdded}
        />
      )}
      {s.kitchen.inHand && (
        <KitchenPanel t={t} lang={lang} placement={s.kitchen.placement} currentRules={s.currentRules} />
      )}
    </section>
  );
}
