import { useState } from 'preact/hooks';
import type { Blueprint } from '../../core/quiz/types.ts';
import { EditionSwitch } from './Editions.tsx';
import { fromBlueprint, LIMITS, presets, type Settings } from './exam-settings.ts';
import { type Strings, tr } from './strings.ts';

/** The numbers of a paper the learner may change, with their labels. */
const NUMBERS = [
  ['questions', 'quiz.exam.questions'],
  ['minutes', 'quiz.exam.minutes'],
  ['pass', 'quiz.exam.passMark'],
] as const;

/** The settings of a new paper: a preset, the rules, its numbers and a seed; submitted, `onStart`. */
export function ExamSettings({
  t,
  blueprints,
  initial,
  onStart,
}: {
  t: Strings;
  blueprints: readonly Blueprint[];
  initial: Settings;
  onStart: (s: Settings) => void;
}) {
  const [s, setS] = useState(initial);
  return (
    <form
      class="qz-filters"
      aria-labelledby="qz-exam-settings"
      onSubmit={(e) => {
        e.preventDefault();
        onStart(s);
      }}
    >
      <h2 id="qz-exam-settings">{tr(t, 'quiz.exam.settings')}</h2>
      <p>{tr(t, 'quiz.exam.rules')}</p>
      <fieldset class="qz-field" data-testid="presets">
        <legend>{tr(t, 'quiz.exam.preset')}</legend>
        {presets(blueprints).map((bp) => (
          <label key={bp.id} class="qz-choice">
            <input
              type="radio"
              name="qz-preset"
              value={bp.id}
              checked={s.preset === bp.id}
              onChange={() => setS(fromBlueprint(bp, s.seed, s.edition))}
            />
            <span>
              <strong>{tr(t, `quiz.exam.preset.${bp.id}`)}</strong>
              <br />
              <span class="qz-hint">
                {tr(t, 'quiz.exam.presetFacts', { n: bp.questions, min: bp.minutes, p: Math.round(bp.passMark * 100) })}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <EditionSwitch t={t} edition={s.edition} name="qz-exam-edition" onChange={(e) => setS({ ...s, edition: e })} />
      {NUMBERS.map(([k, label]) => (
        <label key={k} class="qz-number">
          <span>{tr(t, label)}</span>
          <input
            type="number"
            min={LIMITS[k][0]}
            max={LIMITS[k][1]}
            value={s[k]}
            required
            onInput={(e) => setS({ ...s, [k]: Number((e.currentTarget as HTMLInputElement).value) })}
          />
        </label>
      ))}
      <label class="qz-number">
        <span>{tr(t, 'quiz.exam.seed')}</span>
        <input
          type="text"
          value={s.seed}
          onInput={(e) => setS({ ...s, seed: (e.currentTarget as HTMLInputElement).value })}
        />
      </label>
      <button type="submit" class="qz-button qz-primary">
        {tr(t, 'quiz.exam.start')}
      </button>
    </form>
  );
}
