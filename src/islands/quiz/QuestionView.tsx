import type { ComponentChildren } from 'preact';
import type { ItemStep } from '../../core/quiz/index.ts';
import { type ClientItem, hasScene } from '../../quiz/payload.ts';
import { Answer } from './AnswerForm.tsx';
import type { Draft } from './draft.ts';
import { EditionAsks } from './Editions.tsx';
import { gameLine } from './game-line.ts';
import { LazyTable } from './LazyTable.tsx';
import { isOpeningBreak, setupLines, stepLines } from './narrate.ts';
import { hasSchematic } from './schematic.ts';
import { type Strings, tr } from './strings.ts';

export { placeLabel } from './AnswerForm.tsx';
export { loadTable } from './LazyTable.tsx';

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
