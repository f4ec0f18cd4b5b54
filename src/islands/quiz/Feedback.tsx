import type { ComponentChildren } from 'preact';
import { rightPlace } from '../../core/quiz/grade.ts';
import type { Grade, Response, RulingField } from '../../core/quiz/index.ts';
import type { ClientItem } from '../../quiz/payload.ts';
import { ruleHref } from '../../ui/rules/href.ts';
import { RuleRef } from '../../ui/rules/RuleRef.tsx';
import { EditionCompare } from './Editions.tsx';
import { ballName } from './narrate.ts';
import { placeLabel } from './QuestionView.tsx';
import { capitalize, type Strings, tr } from './strings.ts';

interface Props {
  /** the page's language: the cited rules open in it */
  readonly lang: string;
  readonly t: Strings;
  readonly item: ClientItem;
  readonly grade: Grade;
  /** the learner's answer, shown beside the right one (undefined: not answered) */
  readonly response: Response | undefined;
  /** the verdict is the first thing read: it takes the focus when it appears */
  readonly headingLevel?: 2 | 3;
  /** shown under the verdict (the trainer's rating change and streak) */
  readonly children?: ComponentChildren;
}

function Mark({ t, ok }: { t: Strings; ok: boolean | undefined }) {
  if (ok === undefined) return null;
  return (
    <span class={ok ? 'qz-mark qz-mark--ok' : 'qz-mark qz-mark--bad'}>
      <span aria-hidden="true">{ok ? '✓' : '✗'}</span>{' '}
      <span class="qz-mark-word">{tr(t, ok ? 'quiz.fieldRight' : 'quiz.fieldWrong')}</span>
    </span>
  );
}

const who = (t: Strings, p: string | null | undefined) =>
  p === undefined ? undefined : p === null ? tr(t, 'quiz.nobody') : tr(t, 'quiz.player', { p });
const balls = (t: Strings, xs: readonly number[]) =>
  xs.length ? xs.map((b) => capitalize(ballName(t, b))).join(', ') : tr(t, 'quiz.spottedNone');
const options = (t: Strings, xs: readonly string[]) =>
  xs.length ? xs.map((o) => tr(t, `quiz.option.${o}`)).join('; ') : tr(t, 'quiz.optionsNone');
/** "Cowboy 5.2 Opening shot", «Ковбой» 5.2 …, "3.19 …": never the internal `cowboy/5.2` */
const ruleLabel = (item: ClientItem, id: string) =>
  `${item.refs[id]?.label ?? id} ${item.refs[id]?.title ?? ''}`.trim();

/** The learner's answer in words (one line), or null when nothing was given. */
export function answerText(t: Strings, item: ClientItem, r: Response | undefined): string | null {
  if (!r || r.kind !== item.kind) return null;
  switch (r.kind) {
    case 'legal':
      return tr(t, `quiz.verdict.${r.verdict}`);
    case 'rule':
      return ruleLabel(item, r.rule);
    case 'options':
      return options(t, r.options);
    case 'placement': {
      const c = item.placeChoices[r.choice];
      return c ? placeLabel(t, c, r.choice) : null;
    }
    case 'ruling':
      return rulingParts(t, item, r)
        .filter((x) => x.yours !== undefined)
        .map((x) => `${x.label}: ${x.yours}`)
        .join('; ');
  }
}

/** The right answer in words (one line). */
export function rightText(t: Strings, item: ClientItem): string {
  const r = item.truth;
  switch (item.kind) {
    case 'legal':
      return tr(t, `quiz.verdict.${r.verdict}`);
    case 'rule':
      return item.ruleChoices
        .filter((x) => r.rules.includes(x))
        .map((x) => ruleLabel(item, x))
        .join(', ');
    case 'options':
      return options(t, r.options);
    case 'placement':
      return placeLabel(t, item.placeChoices[rightPlace(item)] ?? { kind: 'named', place: 'stays' }, rightPlace(item));
    case 'ruling':
      return rulingParts(t, item, undefined)
        .filter((x) => x.asked)
        .map((x) => `${x.label}: ${x.right}`)
        .join('; ');
  }
}

interface Part {
  key: string;
  label: string;
  right: string;
  /** the learner's value for this part (undefined: not given or not asked) */
  yours?: string | undefined;
  asked: boolean;
}

function rulingParts(t: Strings, item: ClientItem, r: Extract<Response, { kind: 'ruling' }> | undefined): Part[] {
  const truth = item.truth;
  const asked = (f: RulingField) => item.kind === 'ruling' && item.fields.includes(f);
  return [
    {
      key: 'foul',
      label: tr(t, 'quiz.field.foul'),
      right: truth.foul
        ? `${tr(t, 'quiz.yes')}: ${truth.fouls.map((x) => tr(t, `quiz.foul.${x}`)).join('; ')}`
        : tr(t, 'quiz.noFoul'),
      yours: r?.foul === undefined ? undefined : tr(t, r.foul ? 'quiz.yes' : 'quiz.no'),
      asked: asked('foul'),
    },
    {
      key: 'next',
      label: tr(t, 'quiz.field.next'),
      right: who(t, truth.next) ?? '',
      yours: who(t, r?.next),
      asked: asked('next'),
    },
    ...(item.game === 'lag'
      ? []
      : [
          {
            key: 'cueBall',
            label: tr(t, 'quiz.field.cueBall'),
            right: tr(t, `quiz.cueBall.${truth.cueBall}`),
            yours: r?.cueBall ? tr(t, `quiz.cueBall.${r.cueBall}`) : undefined,
            asked: asked('cueBall'),
          },
        ]),
    {
      key: 'spotted',
      label: tr(t, 'quiz.field.spotted'),
      right: balls(t, truth.spotted),
      yours: r && asked('spotted') ? balls(t, r.spotted ?? []) : undefined,
      asked: asked('spotted'),
    },
    { key: 'options', label: tr(t, 'quiz.field.options'), right: options(t, truth.options), asked: false },
    {
      key: 'result',
      label: tr(t, 'quiz.field.result'),
      right: truth.winner ? tr(t, 'quiz.wins', { p: truth.winner }) : tr(t, 'quiz.notOver'),
      yours:
        r?.winner === undefined ? undefined : r.winner ? tr(t, 'quiz.wins', { p: r.winner }) : tr(t, 'quiz.notOver'),
      asked: asked('result'),
    },
    ...(truth.scoreDelta !== null
      ? [
          {
            key: 'score',
            label: tr(t, 'quiz.field.score'),
            right: String(truth.scoreDelta),
            yours: r?.score === undefined ? undefined : String(r.score),
            asked: asked('score'),
          },
        ]
      : []),
  ];
}

/**
 * The verdict on the answer; the learner's answer beside the right one, each part marked on the
 * learner's side; the engine's ruling, its explanation and the cited rule paragraphs as links.
 */
export function Feedback({ lang, t, item, grade, response, headingLevel = 3, children }: Props) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const verdict =
    response === undefined
      ? tr(t, 'quiz.notAnswered')
      : grade.correct
        ? tr(t, 'quiz.correct')
        : grade.score > 0
          ? tr(t, 'quiz.partly', { score: Math.round(grade.score * 100) })
          : tr(t, 'quiz.wrong');
  const ruling = item.kind === 'ruling';
  const rulingResponse = response?.kind === 'ruling' ? response : undefined;
  const parts = rulingParts(t, item, rulingResponse);
  const rows = ruling
    ? parts.map((p) => ({
        ...p,
        yours: p.asked ? (p.yours ?? tr(t, 'quiz.notGiven')) : tr(t, 'quiz.notAsked'),
        ok: p.asked && response !== undefined ? grade.fields[p.key as RulingField] : undefined,
      }))
    : [
        {
          key: 'answer',
          label: tr(t, `quiz.kind.${item.kind}Short`),
          right: rightText(t, item),
          yours: answerText(t, item, response) ?? tr(t, 'quiz.notGiven'),
          ok: response === undefined ? undefined : grade.correct,
        },
      ];
  const cited = [...new Set(item.truth.rules)].filter((id) => item.refs[id]);
  return (
    <section class="qz-feedback" aria-live="polite" data-testid="feedback">
      <p
        class={
          response === undefined
            ? 'qz-verdict qz-verdict--none'
            : grade.correct
              ? 'qz-verdict qz-verdict--ok'
              : 'qz-verdict qz-verdict--bad'
        }
        data-testid="verdict"
        tabIndex={-1}
      >
        {verdict}
      </p>
      {children}
      <table class="qz-compare" data-testid="compare">
        <thead>
          <tr>
            <th scope="col">
              <span class="sr-only">{tr(t, 'quiz.colPart')}</span>
            </th>
            <th scope="col">{tr(t, 'quiz.yourAnswer')}</th>
            <th scope="col">{tr(t, 'quiz.rightAnswer')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} class={row.ok === false ? 'qz-compare--bad' : row.ok ? 'qz-compare--ok' : undefined}>
              <th scope="row">{row.label}</th>
              <td data-testid={`yours-${row.key}`}>
                <span class="qz-yours">{row.yours}</span> <Mark t={t} ok={row.ok} />
              </td>
              <td data-testid={`right-${row.key}`}>{row.right}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {ruling ? null : (
        <>
          <H>{tr(t, 'quiz.theRuling')}</H>
          <dl class="qz-ruling">
            {parts.map((row) => (
              <div key={row.key} class="qz-row">
                <dt>{row.label}</dt>
                <dd>{row.right}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <H>{tr(t, 'quiz.explanation')}</H>
      <p data-testid="explain">{item.explain}</p>
      <EditionCompare t={t} item={item} />
      <H>{tr(t, 'quiz.rulesCited')}</H>
      <ul class="qz-rules">
        {cited.map((id) => (
          <li key={id}>
            {/* the paragraph opens in place; one the site has no rule page for stays a plain link */}
            {ruleHref(lang, id) ? (
              <RuleRef lang={lang} id={id} label={ruleLabel(item, id)} />
            ) : (
              <a href={item.refs[id]?.href} data-rule={id} title={item.refs[id]?.title}>
                {ruleLabel(item, id)}
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
