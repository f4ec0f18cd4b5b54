import { rightPlace } from '../../core/quiz/grade.ts';
import type { Grade, RulingField } from '../../core/quiz/index.ts';
import type { ClientItem } from '../../quiz/payload.ts';
import { ballName } from './narrate.ts';
import { placeLabel } from './QuestionView.tsx';
import { capitalize, type Strings, tr } from './strings.ts';

interface Props {
  readonly t: Strings;
  readonly item: ClientItem;
  readonly grade: Grade;
}

function Mark({ t, ok }: { t: Strings; ok: boolean | undefined }) {
  if (ok === undefined) return null;
  return (
    <span class={ok ? 'qz-mark qz-mark--ok' : 'qz-mark qz-mark--bad'}>
      {ok ? '✓' : '✗'} <span class="sr-only">{tr(t, ok ? 'quiz.fieldRight' : 'quiz.fieldWrong')}</span>
    </span>
  );
}

/** The verdict on the answer, the engine's ruling, its explanation and the cited rule paragraphs as links. */
export function Feedback({ t, item, grade }: Props) {
  const r = item.truth;
  const verdict = grade.correct
    ? tr(t, 'quiz.correct')
    : grade.score > 0
      ? tr(t, 'quiz.partly', { score: Math.round(grade.score * 100) })
      : tr(t, 'quiz.wrong');
  const f = (k: RulingField) => grade.fields[k];
  const who = (p: string | null) => (p === null ? tr(t, 'quiz.nobody') : tr(t, 'quiz.player', { p }));
  const rows: { key: string; label: string; value: string; ok?: boolean | undefined }[] = [
    {
      key: 'foul',
      label: tr(t, 'quiz.field.foul'),
      value: r.foul
        ? `${tr(t, 'quiz.yes')}: ${r.fouls.map((x) => tr(t, `quiz.foul.${x}`)).join('; ')}`
        : tr(t, 'quiz.noFoul'),
      ok: f('foul'),
    },
    { key: 'next', label: tr(t, 'quiz.field.next'), value: who(r.next), ok: f('next') },
    ...(item.game === 'lag'
      ? []
      : [
          {
            key: 'cue',
            label: tr(t, 'quiz.field.cueBall'),
            value: tr(t, `quiz.cueBall.${r.cueBall}`),
            ok: f('cueBall'),
          },
        ]),
    {
      key: 'spotted',
      label: tr(t, 'quiz.field.spotted'),
      value: r.spotted.length ? r.spotted.map((b) => capitalize(ballName(t, b))).join(', ') : tr(t, 'quiz.spottedNone'),
      ok: f('spotted'),
    },
    {
      key: 'options',
      label: tr(t, 'quiz.field.options'),
      value: r.options.length ? r.options.map((o) => tr(t, `quiz.option.${o}`)).join('; ') : tr(t, 'quiz.optionsNone'),
    },
    {
      key: 'result',
      label: tr(t, 'quiz.field.result'),
      value: r.winner ? tr(t, 'quiz.wins', { p: r.winner }) : tr(t, 'quiz.notOver'),
      ok: f('result'),
    },
    ...(r.scoreDelta !== null
      ? [{ key: 'score', label: tr(t, 'quiz.field.score'), value: String(r.scoreDelta), ok: f('score') }]
      : []),
  ];
  const right =
    item.kind === 'legal'
      ? tr(t, `quiz.verdict.${r.verdict}`)
      : item.kind === 'rule'
        ? item.ruleChoices
            .filter((x) => r.rules.includes(x))
            .map((x) => `${x} ${item.refs[x]?.title ?? ''}`)
            .join(', ')
        : item.kind === 'placement'
          ? placeLabel(t, item.placeChoices[rightPlace(item)] ?? { kind: 'named', place: 'stays' }, rightPlace(item))
          : null;
  const cited = [...new Set(r.rules)].filter((id) => item.refs[id]);
  return (
    <section class="qz-feedback" aria-live="polite" data-testid="feedback">
      <p
        class={grade.correct ? 'qz-verdict qz-verdict--ok' : 'qz-verdict qz-verdict--bad'}
        data-testid="verdict"
        tabIndex={-1}
      >
        {verdict}
        {right ? ` ${right}.` : ''}
      </p>
      <h3>{tr(t, 'quiz.theRuling')}</h3>
      <dl class="qz-ruling">
        {rows.map((row) => (
          <div key={row.key} class="qz-row">
            <dt>{row.label}</dt>
            <dd>
              {row.value} <Mark t={t} ok={row.ok} />
            </dd>
          </div>
        ))}
      </dl>
      <h3>{tr(t, 'quiz.explanation')}</h3>
      <p data-testid="explain">{item.explain}</p>
      <h3>{tr(t, 'quiz.rulesCited')}</h3>
      <ul class="qz-rules">
        {cited.map((id) => (
          <li key={id}>
            <a href={item.refs[id]?.href} data-rule={id}>
              {id} {item.refs[id]?.title}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
