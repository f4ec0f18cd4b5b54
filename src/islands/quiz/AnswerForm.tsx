/** A question's answer form: radio buttons and check boxes per asked part, the learner's pick marked once locked. */
import type { ComponentChildren } from 'preact';
import type { PlaceChoice } from '../../core/quiz/index.ts';
import { type ClientItem, hasScene } from '../../quiz/payload.ts';
import type { Draft } from './draft.ts';
import { ballName } from './narrate.ts';
import { pointLetter } from './points.ts';
import { capitalize, type Strings, tr } from './strings.ts';

interface AnswerProps {
  readonly t: Strings;
  readonly item: ClientItem;
  readonly draft: Draft;
  readonly onChange: (d: Draft) => void;
  readonly locked: boolean;
  /** unique within the page: names radio groups */
  readonly uid: string;
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

export function Answer({ t, item, draft, onChange, locked, uid }: AnswerProps): ComponentChildren {
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
