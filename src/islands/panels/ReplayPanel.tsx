import type { TableStrings } from '../../i18n/table/index.ts';
import { addedSentence } from '../../ui/table/describe.ts';
import type { AddedFact } from '../../ui/table/game.ts';
import type { Replay } from '../../ui/table/replay.ts';
import { currentEntry, eventSentence, refereeEvents } from '../../ui/table/replay.ts';

interface ControlProps {
  readonly t: TableStrings;
  readonly replay: Pick<Replay, 'timeline' | 'duration'>;
  readonly time: number;
  readonly playing: boolean;
  readonly rate: number;
  onPlay(): void;
  onPause(): void;
  onRate(r: number): void;
  onSeek(t: number): void;
  onPrev(): void;
  onNext(): void;
  onReset(): void;
  readonly trails: boolean;
  onTrails(on: boolean): void;
  /** the speed radio group's name (unique where several replays share a page) */
  readonly rateName?: string;
}

interface EventProps {
  readonly t: TableStrings;
  readonly replay: Pick<Replay, 'timeline'>;
  readonly time: number;
  onSeek(t: number): void;
  /** facts added to the shot by hand (what the table cannot show), listed after its events */
  readonly added?: readonly AddedFact[];
}

const RATES = [1, 0.25, 0.1];

/** The controls' pictures (drawn, so that no font has to have the symbols). */
const ICONS = {
  play: 'M5 3l9 5-9 5z',
  pause: 'M4 3h3v10H4zM9 3h3v10H9z',
  prev: 'M3 3h2v10H3zM13 3v10L6 8z',
  next: 'M11 3h2v10h-2zM3 3v10l7-5z',
  reset: 'M8 2a6 6 0 1 1-6 6h2a4 4 0 1 0 4-4v3L3.5 3.5 8 0z',
} as const;

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg class="pt-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d={ICONS[name]} fill="currentColor" />
    </svg>
  );
}

/** A control drawn as a picture, named for screen readers and on hover. */
function IconButton(props: { icon: keyof typeof ICONS; label: string; testId: string; onClick(): void }) {
  return (
    <button
      type="button"
      class="pt-icon-button"
      onClick={props.onClick}
      data-testid={props.testId}
      aria-label={props.label}
      title={props.label}
    >
      <Icon name={props.icon} />
    </button>
  );
}

/**
 * The replay's controls in one row under the board: play or pause, the previous and the next
 * event, back to before the shot, the speed, the trails, and the time (a slider and its value).
 */
export function ReplayControls(p: ControlProps) {
  const { t, replay } = p;
  return (
    <fieldset class="pt-replay-bar">
      <legend class="sr-only">{t.replayLegend}</legend>
      {p.playing ? (
        <IconButton icon="pause" label={t.pause} testId="pause" onClick={p.onPause} />
      ) : (
        <IconButton icon="play" label={t.play} testId="play" onClick={p.onPlay} />
      )}
      <IconButton icon="prev" label={t.prevEvent} testId="prev-event" onClick={p.onPrev} />
      <IconButton icon="next" label={t.nextEvent} testId="next-event" onClick={p.onNext} />
      <IconButton icon="reset" label={t.resetShot} testId="reset-shot" onClick={p.onReset} />
      <span class="pt-rates" role="radiogroup" aria-label={t.rate}>
        {RATES.map((r) => (
          <label class="pt-rate" key={r}>
            <input type="radio" name={p.rateName ?? 'pt-rate'} checked={p.rate === r} onChange={() => p.onRate(r)} />
            <span>{t.rates[String(r)]}</span>
          </label>
        ))}
      </span>
      <label class="pt-rate pt-trails">
        <input
          type="checkbox"
          checked={p.trails}
          data-testid="trails"
          onChange={(e) => p.onTrails((e.currentTarget as HTMLInputElement).checked)}
        />
        <span>{t.trails}</span>
      </label>
      <label class="pt-scrub">
        <span class="sr-only">{t.time}</span>
        <input
          type="range"
          min={0}
          max={replay.duration}
          step={0.01}
          value={p.time}
          data-testid="scrub"
          onInput={(e) => p.onSeek(Number((e.currentTarget as HTMLInputElement).value))}
        />
        <output>{t.seconds(p.time)}</output>
      </label>
    </fieldset>
  );
}

function EventList(props: {
  readonly t: TableStrings;
  readonly entries: Pick<Replay, 'timeline'>['timeline'];
  readonly time: number;
  onSeek(t: number): void;
  readonly testId: string;
  readonly added?: readonly AddedFact[];
}) {
  const { t, entries } = props;
  const current = currentEntry(entries, props.time);
  return (
    <ol class="pt-timeline" data-testid={props.testId}>
      {entries.map((e, i) => (
        <li key={e.index} class={i === current ? 'pt-current' : undefined}>
          <button type="button" aria-current={i === current ? 'step' : undefined} onClick={() => props.onSeek(e.t)}>
            {t.atTime(eventSentence(t, e.event), e.t)}
          </button>
        </li>
      ))}
      {(props.added ?? []).map((a) => (
        <li key={JSON.stringify(a)} class="pt-added-fact" data-testid="added-fact">
          <span>{addedSentence(t, a)}</span> <mark>{t.addedMark}</mark>
        </li>
      ))}
    </ol>
  );
}

/**
 * The shot's events as a referee reads them (first contact, cushions after it, pockets, balls off
 * the table), each a button to that moment; every event (repeated contacts once) on demand.
 */
export function ReplayEvents(p: EventProps) {
  const { t, replay } = p;
  const shown = refereeEvents(replay.timeline);
  if (replay.timeline.length === 0 && !p.added?.length)
    return (
      <section class="pt-panel pt-events" aria-label={t.timeline}>
        <p>{t.noEvents}</p>
      </section>
    );
  return (
    <section class="pt-panel pt-events" aria-label={t.timeline}>
      <h3 class="pt-h">{t.timeline}</h3>
      <EventList t={t} entries={shown} time={p.time} onSeek={p.onSeek} testId="timeline" added={p.added} />
      {replay.timeline.length > shown.length ? (
        <details class="pt-all-events">
          <summary data-testid="all-events">{t.allEvents(replay.timeline.length)}</summary>
          <EventList t={t} entries={replay.timeline} time={p.time} onSeek={p.onSeek} testId="timeline-all" />
        </details>
      ) : null}
    </section>
  );
}
