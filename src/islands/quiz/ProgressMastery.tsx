/**
 * The progress page's mastery: by game, on what changed since 1999, on the map of the rulebook's
 * paragraphs, by rule, and the exams taken.
 */

import { useState } from 'preact/hooks';
import type { Edition } from '../../core/editions/overrides.ts';
import { ratingAt } from '../../quiz/rating.ts';
import type { ProgressModel } from './progress-controller.ts';
import { cellNumber, type MapCell, mapCell, pct, refOf } from './progress-facts.ts';
import { RatingValue, ratingText } from './Standing.tsx';
import { type Strings, tr } from './strings.ts';

interface Props {
  readonly lang: string;
  readonly t: Strings;
  readonly m: ProgressModel;
}

export function ByGame({ t, m }: Props) {
  return (
    <section class="qz-tally">
      <h2>{tr(t, 'quiz.progress.byGame')}</h2>
      <table data-testid="mastery-game">
        <thead>
          <tr>
            <th scope="col">{tr(t, 'quiz.progress.colGame')}</th>
            <th scope="col">{tr(t, 'quiz.progress.colQuestions')}</th>
            <th scope="col">{tr(t, 'quiz.progress.colMastery')}</th>
          </tr>
        </thead>
        <tbody>
          {m.byGame.map((r) => (
            <tr key={r.key}>
              <th scope="row">{tr(t, `quiz.bank.${r.key}`)}</th>
              <td>{r.questions}</td>
              <td>{pct(r.mastery)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function Changed({ lang, t, m, edition }: Props & { readonly edition: Edition }) {
  const { total, rows } = m.changed;
  return (
    <section class="qz-tally" data-testid="changed">
      <h2>{tr(t, 'quiz.progress.changed')}</h2>
      <p>
        {tr(t, 'quiz.progress.changedIntro', { n: total.questions, e: tr(t, `quiz.edition.title.${edition}`) })}{' '}
        <span data-testid="changed-score">
          {total.answered === 0
            ? tr(t, 'quiz.progress.changedNone')
            : tr(t, 'quiz.progress.changedScore', {
                a: total.answered,
                n: total.questions,
                r: total.right,
                p: pct(total.right / total.answered),
              })}
        </span>
      </p>
      <table data-testid="changed-banks">
        <thead>
          <tr>
            <th scope="col">{tr(t, 'quiz.progress.colGame')}</th>
            <th scope="col">{tr(t, 'quiz.progress.colQuestions')}</th>
            <th scope="col">{tr(t, 'quiz.progress.changedAnswered')}</th>
            <th scope="col">{tr(t, 'quiz.progress.changedRight')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.bank}>
              <th scope="row">{tr(t, `quiz.bank.${r.bank}`)}</th>
              <td>{r.questions}</td>
              <td>{r.answered}</td>
              <td>{r.answered ? pct(r.right / r.answered) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <a class="qz-button qz-primary" href={`/${lang}/trainer/?mode=changed`} data-testid="changed-start">
          {tr(t, 'quiz.progress.changedStart')}
        </a>
      </p>
    </section>
  );
}

/**
 * One rule page of the map: its name and how many of its paragraphs have answers, its cells drawn
 * when opened. Pages with answers open at first; the others wait for a tap, so a new learner's page
 * draws a line per rule page instead of some 300 cells.
 */
function MapPage({ name, cells, lang, t }: { name: string; cells: readonly MapCell[]; lang: string; t: Strings }) {
  const answered = cells.filter((c) => c.level !== 'none').length;
  const [open, setOpen] = useState(answered > 0);
  return (
    <details
      class="qz-map-page"
      open={open}
      onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}
      data-answered={answered}
    >
      <summary>
        <h3>{name}</h3> <span class="qz-hint">{tr(t, 'quiz.progress.mapPage', { a: answered, n: cells.length })}</span>
      </summary>
      {open ? (
        <ul>
          {cells.map((r) => (
            <li key={r.id} class={`qz-map-cell qz-map-cell--${r.level}`} data-level={r.level}>
              <a href={r.href} title={r.hint}>
                {cellNumber(r.id)}
              </a>
              <span class="qz-map-score">{r.score}</span>
              <a
                class="qz-map-drill"
                href={`/${lang}/trainer/?rule=${encodeURIComponent(r.id)}`}
                aria-label={tr(t, 'quiz.progress.mapDrill', { r: `${r.label} ${r.title}` })}
              >
                ↻
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </details>
  );
}

export function ParagraphMap({ lang, t, m }: Props) {
  const rated = (id: string) => {
    const r = m.ratings.rule[id];
    return r ? ratingText(t, ratingAt(r, m.now)) : null;
  };
  return (
    <section class="qz-map" data-testid="paragraph-map">
      <h2>{tr(t, 'quiz.progress.map')}</h2>
      <p class="qz-hint">{tr(t, 'quiz.progress.mapHint')}</p>
      {m.pages.map(([page, list]) => (
        <MapPage
          key={page}
          name={t[`quiz.bank.${page}`] ?? t[`quiz.rulebook.${page}`] ?? page}
          cells={list.map((r) => mapCell(t, r, m.ruleRows.get(r.id), rated(r.id)))}
          lang={lang}
          t={t}
        />
      ))}
    </section>
  );
}

export function ByRule({ t, m }: Props) {
  return (
    <section class="qz-tally">
      <h2>{tr(t, 'quiz.progress.byRule')}</h2>
      <table data-testid="mastery-rule">
        <thead>
          <tr>
            <th scope="col">{tr(t, 'quiz.progress.colRule')}</th>
            <th scope="col">{tr(t, 'quiz.progress.colAttempts')}</th>
            <th scope="col">{tr(t, 'quiz.progress.colMastery')}</th>
            <th scope="col">{tr(t, 'quiz.progress.colRating')}</th>
          </tr>
        </thead>
        <tbody>
          {m.byRule.map((r) => {
            const ref = refOf(m.facts, r.key);
            const rating = m.ratings.rule[r.key];
            return (
              <tr key={r.key}>
                <th scope="row">{ref ? <a href={ref.href}>{`${ref.label} ${ref.title}`}</a> : r.key}</th>
                <td>{r.attempts}</td>
                <td>{pct(r.mastery)}</td>
                <td>{rating ? <RatingValue t={t} r={ratingAt(rating, m.now)} /> : tr(t, 'quiz.rating.none')}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

export function Exams({ lang, t, m }: Props) {
  return (
    <section>
      <h2>{tr(t, 'quiz.progress.exams')}</h2>
      <ul>
        {m.p.exams.map((e) => (
          <li key={e.at}>
            {tr(t, 'quiz.progress.examRow', {
              date: new Date(e.at).toLocaleString(lang),
              seed: e.seed,
              n: e.questions,
              p: e.percent,
              result: tr(t, e.passed ? 'quiz.progress.passed' : 'quiz.progress.failed'),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
