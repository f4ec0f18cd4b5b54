/** The progress page's outlook: the reviews falling due, the readiness for each exam format, the ratings by topic. */

import { ratingAt } from '../../quiz/rating.ts';
import { MIN_ANSWERS } from '../../quiz/readiness.ts';
import type { ProgressModel } from './progress-controller.ts';
import { pct } from './progress-facts.ts';
import { RatingValue } from './Standing.tsx';
import { type Strings, tr } from './strings.ts';

interface Props {
  readonly lang: string;
  readonly t: Strings;
  readonly m: ProgressModel;
}

export function Forecast({ lang, t, m }: Props) {
  const most = Math.max(1, ...m.days.map((d) => d.count));
  const dayName = new Intl.DateTimeFormat(lang, { weekday: 'short', day: 'numeric', month: 'short' });
  return (
    <section class="qz-forecast" data-testid="forecast">
      <h2 id="qz-forecast-title">{tr(t, 'quiz.progress.forecast')}</h2>
      {m.days.some((d) => d.count > 0) ? null : <p>{tr(t, 'quiz.progress.forecastNone')}</p>}
      <table aria-labelledby="qz-forecast-title">
        <caption class="qz-hint">{tr(t, 'quiz.progress.forecastCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{tr(t, 'quiz.progress.colDay')}</th>
            <th scope="col">{tr(t, 'quiz.progress.colDue')}</th>
          </tr>
        </thead>
        <tbody>
          {m.days.map((d, i) => (
            <tr key={d.day.toISOString()}>
              <th scope="row">{i === 0 ? tr(t, 'quiz.progress.today') : dayName.format(d.day)}</th>
              <td>
                <div class="qz-bar-row">
                  <span class="qz-bar-count">{d.count}</span>
                  <span class="qz-bar" aria-hidden="true" style={{ inlineSize: `${(d.count / most) * 100}%` }} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function ReadinessTable({ t, m }: Props) {
  return (
    <section class="qz-tally" data-testid="readiness">
      <h2>{tr(t, 'quiz.progress.readiness')}</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">{tr(t, 'quiz.progress.colFormat')}</th>
            <th scope="col">{tr(t, 'quiz.progress.colChance')}</th>
            <th scope="col">{tr(t, 'quiz.progress.colExpected')}</th>
          </tr>
        </thead>
        <tbody>
          {m.formats.map(({ bp, r }) => (
            <tr key={bp.id} data-format={bp.id}>
              <th scope="row">
                {tr(t, `quiz.exam.preset.${bp.id}`)}
                <span class="qz-hint qz-format-facts">
                  {tr(t, 'quiz.exam.presetFacts', {
                    n: bp.questions,
                    min: bp.minutes,
                    p: Math.round(bp.passMark * 100),
                  })}
                </span>
              </th>
              {r.kind === 'estimate' ? (
                <>
                  <td>{pct(r.pass)}</td>
                  <td>{pct(r.expected)}</td>
                </>
              ) : (
                <td colSpan={2}>{tr(t, 'quiz.progress.notEnough', { n: r.answers, m: r.needed })}</td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p class="qz-small">{tr(t, 'quiz.progress.readinessModel', { m: MIN_ANSWERS })}</p>
    </section>
  );
}

export function Ratings({ t, m }: Props) {
  return (
    <section class="qz-tally" data-testid="ratings">
      <h2>{tr(t, 'quiz.progress.ratings')}</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">{tr(t, 'quiz.progress.colTopic')}</th>
            <th scope="col">{tr(t, 'quiz.progress.colRating')}</th>
            <th scope="col">{tr(t, 'quiz.progress.colAttempts')}</th>
          </tr>
        </thead>
        <tbody>
          {m.topicRows.map(([topic, r]) => (
            <tr key={topic} data-topic={topic}>
              <th scope="row">{tr(t, `quiz.topic.${topic}`)}</th>
              <td>
                <RatingValue t={t} r={ratingAt(r, m.now)} />
              </td>
              <td>{r.n}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p class="qz-small">{tr(t, 'quiz.progress.ratingsHint')}</p>
    </section>
  );
}
