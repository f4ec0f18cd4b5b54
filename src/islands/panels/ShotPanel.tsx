import type { TableStrings } from '../../i18n/table/index.ts';
import type { ShotParams } from '../../ui/table/replay.ts';

interface Props {
  readonly t: TableStrings;
  readonly shot: ShotParams;
  readonly disabled: boolean;
  readonly id: string;
  onHeading(h: number): void;
  onSpeed(s: number): void;
  onTip(side: number, height: number): void;
  onShoot(): void;
}

const numberOf = (e: Event): number => Number((e.currentTarget as HTMLInputElement).value);

/** Aim by typed angle, speed with its power bar, the cue tip, and the shoot button. */
export function ShotPanel({ t, shot, disabled, id, onHeading, onSpeed, onTip, onShoot }: Props) {
  const r = 40;
  return (
    <fieldset class="pt-panel pt-shot" disabled={disabled}>
      <legend>{t.shotLegend}</legend>
      <label class="pt-field">
        <span>{t.angle}</span>
        <input
          type="number"
          min={-360}
          max={720}
          step={0.1}
          value={shot.heading}
          data-testid="angle"
          onChange={(e) => Number.isFinite(numberOf(e)) && onHeading(numberOf(e))}
        />
      </label>
      <label class="pt-field">
        <span>
          {t.speed}: <output for={`${id}-speed`}>{shot.speed.toFixed(2)}</output>
        </span>
        <input
          id={`${id}-speed`}
          class="pt-power"
          type="range"
          min={0.1}
          max={8}
          step={0.05}
          value={shot.speed}
          data-testid="speed"
          onInput={(e) => onSpeed(numberOf(e))}
        />
      </label>
      <fieldset class="pt-tip">
        <legend>{t.tipLegend}</legend>
        <svg class="pt-tip-face" viewBox="-50 -50 100 100" aria-hidden="true">
          <circle class="pt-tip-ball" r={r} />
          <circle class="pt-tip-limit" r={r / 2} />
          <circle class="pt-tip-dot" cx={shot.side * r} cy={-shot.height * r} r={5} />
        </svg>
        <div class="pt-tip-sliders">
          <label class="pt-field">
            <span>{t.tipSide}</span>
            <input
              type="range"
              min={-0.5}
              max={0.5}
              step={0.05}
              value={shot.side}
              data-testid="tip-side"
              onInput={(e) => onTip(numberOf(e), shot.height)}
            />
          </label>
          <label class="pt-field">
            <span>{t.tipHeight}</span>
            <input
              type="range"
              min={-0.5}
              max={0.5}
              step={0.05}
              value={shot.height}
              data-testid="tip-height"
              onInput={(e) => onTip(shot.side, numberOf(e))}
            />
          </label>
          <p class="pt-note">{t.tipNow(shot.side, shot.height)}</p>
        </div>
      </fieldset>
      <button type="button" class="pt-shoot" onClick={onShoot} data-testid="shoot">
        {t.shoot}
      </button>
    </fieldset>
  );
}
