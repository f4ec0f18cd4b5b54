import { useMemo, useRef, useState } from 'preact/hooks';
import type { Edition } from '../../core/editions/overrides.ts';
import { changedStanding } from '../../quiz/changed.ts';
import { mastery, type QuestionFacts } from '../../quiz/mastery.ts';
import { isChanged } from '../../quiz/payload.ts';
import { editionOf, exportText, mergeImported, readProgress } from '../../quiz/progress.ts';
import { caughtUp, type RatingFacts, ratingAt } from '../../quiz/rating.ts';
import { MIN_ANSWERS, readiness } from '../../quiz/readiness.ts';
import { forecast, reviewQueue } from '../../quiz/schedule.ts';
import { type BankState, type ProgressHandle, useBank, useProgress } from './data.ts';
import { Notices } from './Notices.tsx';
import { OfflineSwitch } from './OfflineSwitch.tsx';
import { RatingValue, ratingText } from './Standing.tsx';
import { type Strings, tr } from './strings.ts';
import './quiz.css';

export interface QuizProgressProps {
  readonly lang: string;
  readonly t: Strings;
}

const pct = (x: number) => `${Math.round(x * 100)} %`;
/** Paragraph numbers in the rulebook's order (3.9 before 3.10); one collator, not one per comparison. */
const PARAGRAPH_ORDER = new Intl.Collator('en', { numeric: true });

interface MapCell {
  readonly id: string;
  readonly label: string;
  readonly href: string;
  readonly title: string;
  readonly level: 'none' | 'low' | 'mid' | 'high';
  readonly score: string;
  readonly hint: string;
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
                {(r.id.split('/').pop() ?? '').replace(/^wpa-/, '')}
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

export default function QuizProgress({ lang, t }: QuizProgressProps) {
  const handle = useProgress();
  const edition = editionOf(handle.progress);
  const state = useBank(lang, edition);
  // A screen's height kept until the stored progress is read, so the footer never jumps (quiz.css);
  // nothing is counted before that (the first render, at hydration, stays short).
  if (!handle.ready) return <p class="qz-status qz-pending">{tr(t, 'quiz.loading')}</p>;
  return <ProgressView lang={lang} t={t} handle={handle} state={state} edition={edition} />;
}

interface ProgressViewProps extends QuizProgressProps {
  readonly handle: ProgressHandle;
  readonly state: BankState;
  readonly edition: Edition;
}

/** The learner's standing, counted from the stored progress and the bank (once it has loaded). */
function ProgressView({ lang, t, handle, state, edition }: ProgressViewProps) {
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const bank = state.status === 'ready' ? state.bank : null;

  const facts = useMemo(() => {
    const m = new Map<
      string,
      QuestionFacts & RatingFacts & { refs: Record<string, { href: string; label: string; title: string }> }
    >();
    for (const q of [...(bank?.questions ?? []), ...(bank?.scenarios ?? [])])
      m.set(q.id, { rules: q.truth.rules, game: q.bank, refs: q.refs, topic: q.topic, difficulty: q.difficulty });
    return m;
  }, [bank]);
  const p = handle.progress;
  const now = new Date();
  // Ratings as stored, with any answers since counted (an exam handed in, a migrated history).
  const ratings = useMemo(() => caughtUp(p, facts), [p, facts]);
  const ratingOf = (r: Parameters<typeof ratingAt>[0]) => (r ? ratingText(t, ratingAt(r, now)) : null);
  const topicRows = Object.entries(ratings.topic).sort((a, b) =>
    tr(t, `quiz.topic.${a[0]}`).localeCompare(tr(t, `quiz.topic.${b[0]}`), lang),
  );
  const days = forecast(p, now, 7, (id) => facts.has(id));
  const most = Math.max(1, ...days.map((d) => d.count));
  const dayName = new Intl.DateTimeFormat(lang, { weekday: 'short', day: 'numeric', month: 'short' });
  const questions = bank?.questions ?? [];
  const formats = (bank?.payload.blueprints ?? []).map((bp) => ({ bp, r: readiness(bp, questions, ratings, p, now) }));
  const byGame = mastery(p, facts, 'game');
  const byRule = mastery(p, facts, 'rule');
  const refOf = (id: string) => {
    for (const f of facts.values()) if (f.refs[id]) return f.refs[id];
    return undefined;
  };
  const queue = reviewQueue(p, new Date()).filter((id) => facts.has(id));
  // The rulebook's paragraphs that questions ask about, page by page, coloured by mastery.
  const paragraphMap = useMemo(() => {
    const rows = new Map(byRule.map((r) => [r.key, r]));
    const pages = new Map<string, { id: string; label: string; href: string; title: string }[]>();
    const seen = new Set<string>();
    for (const q of [...(bank?.questions ?? []), ...(bank?.scenarios ?? [])])
      for (const id of q.truth.rules) {
        const ref = q.refs[id];
        if (!ref || seen.has(id)) continue;
        seen.add(id);
        // `/en/rules/general/#…` -> general; the current rules' `/en/rules/current/general/#…` -> current-general
        const parts = ref.href.split('#')[0]?.split('/').filter(Boolean) ?? [];
        const page = parts.slice(2).join('-');
        const list = pages.get(page) ?? [];
        pages.set(page, list);
        list.push({ id, label: ref.label, href: ref.href, title: ref.title });
      }
    for (const list of pages.values()) list.sort((a, b) => PARAGRAPH_ORDER.compare(a.id, b.id));
    return { pages: [...pages], rows };
  }, [bank, p]);
  // "What changed since 1999": the questions whose answer differs, as asked under the learner's edition
  const changed = useMemo(
    () => changedStanding([...(bank?.questions ?? []), ...(bank?.scenarios ?? [])].filter(isChanged), p.attempts),
    [bank, p],
  );
  const level = (m: number | undefined): MapCell['level'] =>
    m === undefined ? 'none' : m >= 0.85 ? 'high' : m >= 0.5 ? 'mid' : 'low';
  const answered = new Set(p.attempts.map((a) => a.id)).size;

  const download = () => {
    const blob = new Blob([exportText(p)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = `pool-rules-progress-${new Date().toISOString().slice(0, 10)}.json`;
    document.body.append(a);
    a.click();
    a.remove();
    // The file now holds everything: the copy kept from before a migration may go.
    handle.exported();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  const upload = async (file: File) => {
    const read = readProgress(await file.text());
    if (!read.ok) {
      setMessage({
        ok: false,
        text: tr(t, 'quiz.progress.importFailed', { problem: tr(t, `quiz.problem.${read.problem}`) }),
      });
      return;
    }
    handle.update((cur) => mergeImported(cur, read.progress));
    setMessage({ ok: true, text: tr(t, 'quiz.progress.imported', { n: read.progress.attempts.length }) });
  };

  return (
    <div class="qz" data-testid="progress">
      <Notices t={t} handle={handle} />
      <p data-testid="progress-summary">
        {p.attempts.length === 0
          ? tr(t, 'quiz.progress.empty')
          : tr(t, 'quiz.progress.summary', { n: p.attempts.length, q: answered })}
      </p>
      {bank ? (
        <p class="qz-seen" data-testid="seen">
          {tr(t, 'quiz.seen', {
            n: [...new Set(p.attempts.map((a) => a.id))].filter((id) => facts.has(id)).length,
            m: facts.size,
          })}
        </p>
      ) : state.status === 'loading' ? (
        // the line's place kept while the questions load
        <p class="qz-seen">{tr(t, 'quiz.loading')}</p>
      ) : null}
      <p class="qz-hint">{tr(t, 'quiz.progress.save')}</p>
      <div class="qz-actions">
        <button type="button" class="qz-button" onClick={download} data-testid="export">
          {tr(t, 'quiz.progress.export')}
        </button>
        <label class="qz-button qz-file">
          <span>{tr(t, 'quiz.progress.import')}</span>
          <input
            ref={fileRef}
            type="file"
            accept="application/json,.json"
            data-testid="import"
            onChange={(e) => {
              const f = (e.currentTarget as HTMLInputElement).files?.[0];
              if (f) void upload(f);
              if (fileRef.current) fileRef.current.value = '';
            }}
          />
        </label>
      </div>
      <p
        aria-live="polite"
        role="status"
        data-testid="import-status"
        class={message?.ok === false ? 'qz-notice' : 'qz-status'}
      >
        {message?.text ?? ''}
      </p>
      <section>
        <h2>{tr(t, 'quiz.progress.review')}</h2>
        <p>
          {queue.length ? tr(t, 'quiz.progress.reviewCount', { n: queue.length }) : tr(t, 'quiz.progress.reviewNone')}
        </p>
        {queue.length ? (
          <p>
            <a href={`/${lang}/trainer/?mode=review`}>{tr(t, 'quiz.progress.reviewLink')}</a>
          </p>
        ) : null}
      </section>
      <section class="qz-forecast" data-testid="forecast">
        <h2 id="qz-forecast-title">{tr(t, 'quiz.progress.forecast')}</h2>
        {days.some((d) => d.count > 0) ? null : <p>{tr(t, 'quiz.progress.forecastNone')}</p>}
        <table aria-labelledby="qz-forecast-title">
          <caption class="qz-hint">{tr(t, 'quiz.progress.forecastCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{tr(t, 'quiz.progress.colDay')}</th>
              <th scope="col">{tr(t, 'quiz.progress.colDue')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d, i) => (
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
      {bank && formats.length ? (
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
              {formats.map(({ bp, r }) => (
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
      ) : null}
      {topicRows.length ? (
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
              {topicRows.map(([topic, r]) => (
                <tr key={topic} data-topic={topic}>
                  <th scope="row">{tr(t, `quiz.topic.${topic}`)}</th>
                  <td>
                    <RatingValue t={t} r={ratingAt(r, now)} />
                  </td>
                  <td>{r.n}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p class="qz-small">{tr(t, 'quiz.progress.ratingsHint')}</p>
        </section>
      ) : null}
      {byGame.length ? (
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
              {byGame.map((r) => (
                <tr key={r.key}>
                  <th scope="row">{tr(t, `quiz.bank.${r.key}`)}</th>
                  <td>{r.questions}</td>
                  <td>{pct(r.mastery)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      {changed.total.questions > 0 ? (
        <section class="qz-tally" data-testid="changed">
          <h2>{tr(t, 'quiz.progress.changed')}</h2>
          <p>
            {tr(t, 'quiz.progress.changedIntro', {
              n: changed.total.questions,
              e: tr(t, `quiz.edition.title.${edition}`),
            })}{' '}
            <span data-testid="changed-score">
              {changed.total.answered === 0
                ? tr(t, 'quiz.progress.changedNone')
                : tr(t, 'quiz.progress.changedScore', {
                    a: changed.total.answered,
                    n: changed.total.questions,
                    r: changed.total.right,
                    p: pct(changed.total.right / changed.total.answered),
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
              {changed.rows.map((r) => (
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
      ) : null}
      {paragraphMap.pages.length ? (
        <section class="qz-map" data-testid="paragraph-map">
          <h2>{tr(t, 'quiz.progress.map')}</h2>
          <p class="qz-hint">{tr(t, 'quiz.progress.mapHint')}</p>
          {paragraphMap.pages.map(([page, list]) => (
            <MapPage
              key={page}
              name={t[`quiz.bank.${page}`] ?? t[`quiz.rulebook.${page}`] ?? page}
              cells={list.map((r) => {
                const row = paragraphMap.rows.get(r.id);
                const rated = ratingOf(ratings.rule[r.id]);
                return {
                  ...r,
                  level: level(row?.mastery),
                  score: row ? pct(row.mastery) : '—',
                  hint: rated ? `${r.title} · ${tr(t, 'quiz.progress.mapRating', { r: rated })}` : r.title,
                };
              })}
              lang={lang}
              t={t}
            />
          ))}
        </section>
      ) : null}
      {byRule.length ? (
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
              {byRule.map((r) => {
                const ref = refOf(r.key);
                return (
                  <tr key={r.key}>
                    <th scope="row">{ref ? <a href={ref.href}>{`${ref.label} ${ref.title}`}</a> : r.key}</th>
                    <td>{r.attempts}</td>
                    <td>{pct(r.mastery)}</td>
                    <td>
                      {ratings.rule[r.key] ? (
                        <RatingValue t={t} r={ratingAt(ratings.rule[r.key], now)} />
                      ) : (
                        tr(t, 'quiz.rating.none')
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      ) : null}
      {p.exams.length ? (
        <section>
          <h2>{tr(t, 'quiz.progress.exams')}</h2>
          <ul>
            {p.exams.map((e) => (
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
      ) : null}
      <OfflineSwitch t={t} lang={lang} />
    </div>
  );
}
