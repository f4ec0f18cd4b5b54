/** The trainer's start screen: what will be practised, how many questions match, the edition, the filters. */
import { useState } from 'preact/hooks';
import type { Edition } from '../../core/editions/overrides.ts';
import { QUIZ_BANKS, TOPICS } from '../../core/quiz/types.ts';
import type { Streak } from '../../quiz/streak.ts';
import { EditionSwitch } from './Editions.tsx';
import { StreakNote, StreakToggle } from './Standing.tsx';
import { capitalize, type Strings, tr } from './strings.ts';
import { type Filters, SOURCES } from './trainer-filters.ts';

export interface TrainerStartProps {
  readonly t: Strings;
  readonly edition: Edition;
  /** the questions or the progress have not come yet: the counts show a loading notice */
  readonly loading: boolean;
  /** questions answered at least once, of `total` */
  readonly seen: number;
  readonly total: number;
  /** the questions the filters choose */
  readonly count: number;
  readonly filters: Filters;
  readonly onFilters: (f: Filters) => void;
  /** the kinds of foul the bank's questions have, for the filter */
  readonly fouls: readonly string[];
  readonly onEdition: (e: Edition) => void;
  readonly onStart: () => void;
  readonly streak: Streak;
  readonly onStreak: (on: boolean) => void;
}

export function TrainerStart({
  t,
  edition,
  loading,
  seen,
  total,
  count,
  filters,
  onFilters,
  fouls,
  onEdition,
  onStart,
  streak,
  onStreak,
}: TrainerStartProps) {
  const [opened, setOpened] = useState(false);
  const summary = [
    capitalize(tr(t, `quiz.edition.title.${edition}`)),
    filters.banks.length === QUIZ_BANKS.length
      ? tr(t, 'quiz.trainer.allGames')
      : filters.banks.map((b) => tr(t, `quiz.bank.${b}`)).join(', ') || '—',
    filters.topics.length === 0
      ? tr(t, 'quiz.trainer.allTopics')
      : filters.topics.map((x) => tr(t, `quiz.topic.${x}`)).join(', '),
    filters.foul === '' ? null : filters.foul === 'none' ? tr(t, 'quiz.noFoul') : tr(t, `quiz.foul.${filters.foul}`),
    tr(t, `quiz.trainer.source${filters.source[0]?.toUpperCase()}${filters.source.slice(1)}`),
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <div class="qz-start">
      <p class="qz-seen" data-testid="seen">
        {loading ? tr(t, 'quiz.loading') : tr(t, 'quiz.seen', { n: seen, m: total })}
      </p>
      <p data-testid="trainer-summary">
        <strong>{tr(t, 'quiz.trainer.practising')}</strong> {summary}.{' '}
        <span aria-live="polite" data-testid="match-count">
          {loading ? '' : count > 0 ? tr(t, 'quiz.trainer.count', { n: count }) : tr(t, 'quiz.trainer.none')}
        </span>
      </p>
      <EditionSwitch t={t} edition={edition} name="qz-edition" onChange={onEdition} />
      <div class="qz-actions">
        <button
          type="button"
          class="qz-button qz-primary qz-start-button"
          disabled={loading || count === 0}
          onClick={onStart}
          data-testid="start"
        >
          {tr(t, 'quiz.trainer.start')}
        </button>
        <span class="qz-hint">{tr(t, 'quiz.trainer.keys')}</span>
      </div>
      <StreakToggle t={t} on={streak.on} onChange={onStreak} />
      <StreakNote t={t} streak={streak} />
      <details class="qz-settings" onToggle={(e) => setOpened(opened || e.currentTarget.open)}>
        <summary>{tr(t, 'quiz.trainer.filters')}</summary>
        {opened ? (
          <FilterForm
            t={t}
            filters={filters}
            onFilters={onFilters}
            fouls={fouls}
            loading={loading}
            count={count}
            onStart={onStart}
          />
        ) : null}
      </details>
    </div>
  );
}

type FilterFormProps = Pick<
  TrainerStartProps,
  't' | 'filters' | 'onFilters' | 'fouls' | 'loading' | 'count' | 'onStart'
>;

/**
 * The filters' form, drawn the first time its section is opened: closed, it is two fifths of the page's
 * elements, which a phone would otherwise build and hydrate while the page loads.
 */
function FilterForm({ t, filters, onFilters, fouls, loading, count, onStart }: FilterFormProps) {
  const toggleIn = <T,>(list: T[], v: T, on: boolean) =>
    on ? [...list.filter((x) => x !== v), v] : list.filter((x) => x !== v);
  return (
    <form
      class="qz-filters"
      aria-label={tr(t, 'quiz.trainer.filters')}
      onSubmit={(e) => {
        e.preventDefault();
        onStart();
      }}
    >
      <fieldset class="qz-field">
        <legend>{tr(t, 'quiz.trainer.source')}</legend>
        {SOURCES.map((src) => (
          <label key={src} class="qz-choice">
            <input
              type="radio"
              name="qz-source"
              value={src}
              checked={filters.source === src}
              onChange={() => onFilters({ ...filters, source: src })}
            />
            <span>{tr(t, `quiz.trainer.source${src[0]?.toUpperCase()}${src.slice(1)}`)}</span>
          </label>
        ))}
      </fieldset>
      <fieldset class="qz-field">
        <legend>{tr(t, 'quiz.trainer.banks')}</legend>
        <div class="qz-columns">
          {QUIZ_BANKS.map((b) => (
            <label key={b} class="qz-choice">
              <input
                type="checkbox"
                checked={filters.banks.includes(b)}
                onChange={(e) =>
                  onFilters({
                    ...filters,
                    banks: toggleIn(filters.banks, b, (e.currentTarget as HTMLInputElement).checked),
                  })
                }
              />
              <span>{tr(t, `quiz.bank.${b}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset class="qz-field">
        <legend>{tr(t, 'quiz.trainer.topics')}</legend>
        <p class="qz-hint">{tr(t, 'quiz.trainer.allTopicsHint')}</p>
        <div class="qz-columns">
          {TOPICS.map((tp) => (
            <label key={tp} class="qz-choice">
              <input
                type="checkbox"
                checked={filters.topics.includes(tp)}
                onChange={(e) =>
                  onFilters({
                    ...filters,
                    topics: toggleIn(filters.topics, tp, (e.currentTarget as HTMLInputElement).checked),
                  })
                }
              />
              <span>{tr(t, `quiz.topic.${tp}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div class="qz-field">
        <label class="qz-select">
          <span>{tr(t, 'quiz.trainer.foulKind')}</span>
          <select
            value={filters.foul}
            onChange={(e) => onFilters({ ...filters, foul: (e.currentTarget as HTMLSelectElement).value })}
          >
            <option value="">{tr(t, 'quiz.trainer.anyFoul')}</option>
            <option value="none">{tr(t, 'quiz.noFoul')}</option>
            {fouls.map((f) => (
              <option key={f} value={f}>
                {tr(t, `quiz.foul.${f}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <button type="submit" class="qz-button qz-primary" disabled={loading || count === 0}>
        {tr(t, 'quiz.trainer.start')}
      </button>
    </form>
  );
}
