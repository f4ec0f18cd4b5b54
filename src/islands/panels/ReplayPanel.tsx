import type { TableStrings } from '../../i18n/table/index.ts';
import { addedSentence } from '../../ui/table/describe.ts';
import type { AddedFact } from '../../ui/table/game.ts';
import type { Replay } from '../../ui/table/replay.ts';
import { eventSentence } from '../../ui/table/replay.ts';

interface Props {
  readonly t: TableStrings;
  readonly replay: Pick<Replay, 'timeline' | 'duration'>;
  readonly time: number;
  readonly playing: boolean;
  readonly rate: number;
  readonly current: number;
  onPlay(): void;
  onPause(): void;
  onRate(r: number): void;
  onSeek(t: number): void;
  onPrev(): void;
  onNext(): void;
  onReset(): void;
  readonly trails: boolean;
  onTrails(on: boolean): void;
  /** facts added to the shot by hand (what the table cannot show), listed after its events */
  readonly added?: readonly AddedFact[];
  /** the speed radio group's name (unique where several replays share a page) */
  readonly rateName?: string;
}

const RATES = [1, 0.25, 0.1];

/** Replay controls (play/pause, 1/4 and 1/10, scrubbing, event stepping) and the timeline. */
export function ReplayPanel(p: Props) {
  const { t, replay } = p;
  return (
    <section class="pt-panel pt-replay" aria-label={t.replayLegend}>
      <div class="pt-row">
        {p.playing ? (
          <button type="button" onClick={p.onPause} data-testid="pause">
            {t.pause}
          </button>
        ) : (
          <button type="button" onClick={p.onPlay} data-testid="play">
            {t.play}
          </button>
        )}
        <button type="button" onClick={p.onPrev} data-testid="prev-event">
          {t.prevEvent}
        </button>
        <button type="button" onClick={p.onNext} data-testid="next-event">
          {t.nextEvent}
        </button>
        <button type="button" onClick={p.onReset} data-testid="reset-shot">
          {t.resetShot}
        </button>
      </div>
      <div class="pt-row" role="radiogroup" aria-label={t.rate}>
        {RATES.map((r) => (
          <label class="pt-check" key={r}>
            <input type="radio" name={p.rateName ?? 'pt-rate'} checked={p.rate === r} onChange={() => p.onRate(r)} />
            {t.rates[String(r)]}
          </label>
        ))}
      </div>
      <label class="pt-check">
        <input
          type="checkbox"
          checked={p.trails}
          data-testid="trails"
          onChange={(e) => p.onTrails((e.currentTarget as HTMLInputElement).checked)}
        />
        {t.trails}
      </label>
      <label class="pt-field">
        <span>
          {t.time}: <output>{t.seconds(p.time)}</output>
        </span>
        <input
          type="range"
          min={0}
          max={replay.duration}
          step={0.01}
          value={p.time}
          data-testid="scrub"
          onInput={(e) => p.onSeek(Number((e.currentTarget as HTMLInputElement).value))}
        />
      </label>
      <h3 class="pt-h">{t.timeline}</h3>
      {replay.timeline.length === 0 && !p.added?.length ? (
        <p>{t.noEvents}</p>
      ) : (
        <ol class="pt-timeline" data-testid="timeline">
          {replay.timeline.map((e, i) => (
            <li key={e.index} class={i === p.current ? 'pt-current' : undefined}>
              <button type="button" aria-current={i === p.current ? 'step' : undefined} onClick={() => p.onSeek(e.t)}>
                {t.atTime(eventSentence(t, e.event), e.t)}
              </button>
            </li>
          ))}
          {(p.added ?? []).map((a) => (
            <li key={JSON.stringify(a)} class="pt-added-fact" data-testid="added-fact">
              <span>{addedSentence(t, a)}</span> <mark>{t.addedMark}</mark>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
