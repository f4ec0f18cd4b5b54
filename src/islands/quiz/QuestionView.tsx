import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { ItemStep, PlaceChoice } from '../../core/quiz/index.ts';
import { type ClientItem, hasScene } from '../../quiz/payload.ts';
import type { Draft } from './draft.ts';
import { EditionAsks } from './Editions.tsx';
import { gameLine } from './game-line.ts';
import { ballName, isOpeningBreak, setupLines, stepLines } from './narrate.ts';
import { pointLetter } from './points.ts';
import type { QuizTableProps } from './QuizTable.tsx';
import { hasSchematic } from './schematic.ts';
import { capitalize, type Strings, tr } from './strings.ts';

interface Props {
  readonly lang: string;
  readonly t: Strings;
  readonly item: ClientItem;
  readonly draft: Draft;
  readonly onChange: (d: Draft) => void;
  readonly locked: boolean;
  /** unique within the page: names radio groups and ids */
  readonly uid: string;
  readonly heading: string;
  /** 2 by default; 4 inside a report */
  readonly headingLevel?: 2 | 4;
  /** what follows the answer in the panel beside the board: the buttons, the feedback */
  readonly children?: ComponentChildren;
  /** a line over the question's heading in the panel (the trainer's count of questions seen) */
  readonly status?: ComponentChildren;
}

interface Opt {
  value: string;
  label: string;
}

function Radios(props: {
  legend: string;
  name: string;
  options: Opt[];
  value: string | undefined;
  locked: boolean;
  pick: string;
  onPick: (v: string) => void;
}) {
  return (
    <fieldset class="qz-field">
      <legend>{props.legend}</legend>
      {props.options.map((o) => (
        <label key={o.value} class="qz-choice">
          <input
            type="radio"
            name={props.name}
            value={o.value}
            checked={props.value === o.value}
            disabled={props.locked}
            onChange={() => props.onPick(o.value)}
          />
          <span>{o.label}</span>
          {props.locked && props.value === o.value ? <YourPick text={props.pick} /> : null}
        </label>
      ))}
    </fieldset>
  );
}

/** Beside the learner's own choice once the answer is locked (a disabled radio alone is too faint). */
function YourPick({ text }: { text: string }) {
  return <span class="qz-pick">{text}</span>;
}

function Checks(props: {
  legend: string;
  hint?: string;
  options: Opt[];
  values: readonly string[];
  locked: boolean;
  pick: string;
  onToggle: (v: string, on: boolean) => void;
}) {
  return (
    <fieldset class="qz-field">
      <legend>{props.legend}</legend>
      {props.hint ? <p class="qz-hint">{props.hint}</p> : null}
      {props.options.map((o) => (
        <label key={o.value} class="qz-choice">
          <input
            type="checkbox"
            value={o.value}
            checked={props.values.includes(o.value)}
            disabled={props.locked}
            onChange={(e) => props.onToggle(o.value, (e.currentTarget as HTMLInputElement).checked)}
          />
          <span>{o.label}</span>
          {props.locked && props.values.includes(o.value) ? <YourPick text={props.pick} /> : null}
        </label>
      ))}
    </fieldset>
  );
}

export function placeLabel(t: Strings, c: PlaceChoice, i: number): string {
  return c.kind === 'named' ? tr(t, `quiz.place.${c.place}`) : tr(t, 'quiz.place.point', { l: pointLetter(i) });
}

const toggle = (list: readonly string[], v: string, on: boolean) =>
  on ? [...list.filter((x) => x !== v), v] : list.filter((x) => x !== v);

function Answer({
  t,
  item,
  draft,
  onChange,
  locked,
  uid,
}: Omit<Props, 'heading' | 'headingLevel' | 'lang'>): ComponentChildren {
  const set = (patch: Partial<Draft>) => onChange({ ...draft, ...patch });
  const pick = tr(t, 'quiz.yourPick');
  const players = item.players.map((p) => ({ value: p, label: tr(t, 'quiz.player', { p }) }));
  switch (item.kind) {
    case 'ruling':
      return item.fields.map((f) => {
        switch (f) {
          case 'foul':
            return (
              <Radios
                key={f}
                legend={tr(t, 'quiz.field.foul')}
                name={`${uid}-foul`}
                locked={locked}
                pick={pick}
                options={[
                  { value: 'yes', label: tr(t, 'quiz.yes') },
                  { value: 'no', label: tr(t, 'quiz.no') },
                ]}
                value={draft.foul === undefined ? undefined : draft.foul ? 'yes' : 'no'}
                onPick={(v) => set({ foul: v === 'yes' })}
              />
            );
          case 'next':
            return (
              <Radios
                key={f}
                legend={tr(t, 'quiz.field.next')}
                name={`${uid}-next`}
                locked={locked}
                pick={pick}
                options={[...players, { value: '', label: tr(t, 'quiz.nobody') }]}
                value={draft.next}
                onPick={(v) => set({ next: v })}
              />
            );
          case 'cueBall':
            return (
              <Radios
                key={f}
                legend={tr(t, 'quiz.field.cueBall')}
                name={`${uid}-cue`}
                locked={locked}
                pick={pick}
                options={item.cueBallChoices.map((c) => ({ value: c, label: tr(t, `quiz.cueBall.${c}`) }))}
                value={draft.cueBall}
                onPick={(v) => set({ cueBall: v as Draft['cueBall'] })}
              />
            );
          case 'spotted':
            return (
              <Checks
                key={f}
                legend={tr(t, 'quiz.field.spotted')}
                hint={tr(t, 'quiz.noneSpotted')}
                locked={locked}
                pick={pick}
                options={item.spottedChoices.map((b) => ({ value: String(b), label: capitalize(ballName(t, b)) }))}
                values={draft.spotted.map(String)}
                onToggle={(v, on) => set({ spotted: toggle(draft.spotted.map(String), v, on).map(Number) })}
              />
            );
          case 'result':
            return (
              <Radios
                key={f}
                legend={tr(t, 'quiz.field.result')}
                name={`${uid}-result`}
                locked={locked}
                pick={pick}
                options={[
                  { value: '', label: tr(t, 'quiz.notOver') },
                  ...item.players.map((p) => ({ value: p, label: tr(t, 'quiz.wins', { p }) })),
                ]}
                value={draft.winner}
                onPick={(v) => set({ winner: v })}
              />
            );
          case 'score':
            return (
              <div key={f} class="qz-field">
                <label class="qz-number">
                  <span>{tr(t, 'quiz.field.score')}</span>
                  <input
                    type="text"
                    inputMode="numeric"
                    pattern="-?[0-9]+"
                    size={5}
                    value={draft.score}
                    disabled={locked}
                    onInput={(e) => set({ score: (e.currentTarget as HTMLInputElement).value })}
                  />
                </label>
              </div>
            );
          default:
            return null;
        }
      });
    case 'legal': {
      const contact = hasScene(item) && item.scene.kind === 'contact';
      return (
        <Radios
          legend={tr(t, contact ? 'quiz.scenario.contact' : 'quiz.kind.legal')}
          name={`${uid}-verdict`}
          locked={locked}
          pick={pick}
          options={(contact ? (['legal', 'foul'] as const) : (['legal', 'foul', 'loss'] as const)).map((v) => ({
            value: v,
            label: tr(t, `quiz.verdict.${v}`),
          }))}
          value={draft.verdict}
          onPick={(v) => set({ verdict: v as Draft['verdict'] })}
        />
      );
    }
    case 'rule':
      return (
        <Radios
          legend={tr(t, 'quiz.kind.rule')}
          name={`${uid}-rule`}
          locked={locked}
          pick={pick}
          options={item.ruleChoices.map((r) => ({
            value: r,
            label: `${item.refs[r]?.label ?? r} ${item.refs[r]?.title ?? ''}`.trim(),
          }))}
          value={draft.rule}
          onPick={(v) => set({ rule: v })}
        />
      );
    case 'options':
      return (
        <Checks
          legend={tr(t, 'quiz.kind.options')}
          locked={locked}
          pick={pick}
          options={item.optionChoices.map((o) => ({ value: o, label: tr(t, `quiz.option.${o}`) }))}
          values={draft.options}
          onToggle={(v, on) => set({ options: toggle(draft.options, v, on) })}
        />
      );
    case 'placement':
      return (
        <Radios
          legend={tr(t, 'quiz.kind.placement', { ball: ballName(t, item.ball ?? 'cue') })}
          name={`${uid}-place`}
          locked={locked}
          pick={pick}
          options={item.placeChoices.map((c, i) => ({ value: String(i), label: placeLabel(t, c, i) }))}
          value={draft.choice === undefined ? undefined : String(draft.choice)}
          onPick={(v) => set({ choice: Number(v) })}
        />
      );
  }
}

type TableModule = typeof import('./QuizTable.tsx');
let tableModule: Promise<TableModule> | null = null;
let tableLoaded: TableModule | null = null;
/** The table and the physics, fetched once, the first time a question has a table (or ahead of it). */
export function loadTable(): Promise<TableModule> {
  if (!tableModule) {
    tableModule = import('./QuizTable.tsx').then((m) => {
      tableLoaded = m;
      return m;
    });
    tableModule.catch(() => {
      tableModule = null;
    });
  }
  return tableModule;
}

/** The question's table once its code has come (a note while it comes, or if it cannot). */
function LazyTable(props: QuizTableProps) {
  const [mod, setMod] = useState<TableModule | null>(tableLoaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (mod) return;
    let live = true;
    loadTable().then(
      (m) => live && setMod(m),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  if (mod) return <mod.default {...props} />;
  return (
    <p class="qz-status qz-table-wait" role={failed ? 'alert' : undefined}>
      {tr(props.t, failed ? 'quiz.table.failed' : 'quiz.table.loading')}
    </p>
  );
}

/** A contact question's shot, up to the first contact until it is answered (the rest is the answer). */
function shownStep(item: ClientItem, locked: boolean): ItemStep {
  const a = item.asked;
  if (locked || !hasScene(item) || item.scene.contact === null || a.kind !== 'shot') return a;
  const end = item.scene.contact + 1e-9;
  return { ...a, events: a.events.filter((e) => !('t' in e) || (e.t ?? 0) <= end) };
}

/** One question: the situation in words (and the table where positions matter), then the answer form. */
export function QuestionView(props: Props) {
  const { t, item, uid, heading } = props;
  const generated = hasScene(item);
  const hasPositions =
    generated ||
    Object.keys(item.positions).length > 0 ||
    item.placeChoices.some((c) => c.kind === 'point') ||
    hasSchematic(item);
  const setup = setupLines(t, item);
  const H = props.headingLevel === 4 ? 'h4' : 'h2';
  const table = hasPositions ? (
    <LazyTable
      lang={props.lang}
      t={t}
      item={item}
      uid={uid}
      answered={props.locked}
      selected={props.draft.choice}
      onPick={props.locked ? undefined : (i) => props.onChange({ ...props.draft, choice: i })}
    />
  ) : null;
  const facts = (
    <>
      <p>{setup.join(' ')}</p>
      {item.before.length > 0 ? (
        <>
          <h3>{tr(t, 'quiz.before')}</h3>
          <ol>
            {item.before.map((s, i) => (
              <li key={i}>{stepLines(t, s, isOpeningBreak(item, i)).join(' ')}</li>
            ))}
          </ol>
        </>
      ) : null}
      <h3>{tr(t, 'quiz.whatHappened')}</h3>
      <p class="qz-asked">
        {stepLines(t, shownStep(item, props.locked), isOpeningBreak(item, item.before.length)).join(' ')}
      </p>
    </>
  );
  const line = (
    <p class="qz-gameline" data-testid="game-line">
      {gameLine(t, item)}
    </p>
  );
  const panel = (
    <div class="qz-panel">
      {props.status}
      <H id={`${uid}-h`} class="qz-qhead" tabIndex={-1}>
        {heading}
      </H>
      {table ? null : line}
      <p class="qz-situation">{item.situation}</p>
      <EditionAsks t={t} item={item} />
      {generated ? (
        <details class="qz-facts qz-facts--shot">
          <summary>{tr(t, 'quiz.scenario.inWords')}</summary>
          {facts}
        </details>
      ) : (
        <div class="qz-facts">{facts}</div>
      )}
      <div class="qz-answer">
        {item.kind === 'ruling' ? <p class="qz-prompt">{tr(t, 'quiz.kind.ruling')}</p> : null}
        <Answer {...props} />
      </div>
      {props.children}
    </div>
  );
  return (
    <article
      class={`qz-question not-content${props.locked ? ' qz-question--locked' : ''}${table ? ' qz-stage' : ''}`}
      data-question={item.id}
      data-variant={item.variant}
      data-generated={generated ? 'yes' : undefined}
      aria-labelledby={`${uid}-h`}
    >
      {table ? (
        <div class="qz-board">
          {line}
          {table}
        </div>
      ) : null}
      {panel}
    </article>
  );
}
