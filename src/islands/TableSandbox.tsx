import type { TableStrings } from '../i18n/table/index.ts';
import { loadPhysics } from '../ui/table/physics.ts';
import { RACK_GAMES } from '../ui/table/rack.ts';
import { SharePanel } from './panels/SharePanel.tsx';
import { SituationPanel } from './panels/SituationPanel.tsx';
import { Board } from './table/Board.tsx';
import { Pure } from './table/Pure.tsx';
import { SetupPanel, useSetupChoice } from './table/SetupPanel.tsx';
import { SidePanel } from './table/SidePanel.tsx';
import { useSandbox } from './table/useSandbox.ts';
import '../ui/table/table.css';
import './sandbox.css';

export interface TableSandboxProps {
  readonly lang: string;
  /**
   * The table's words in the page's language. The pages mount the island through its per-language
   * entry (TableSandbox.en.tsx, TableSandbox.ru.tsx), so that a page loads one language's words.
   */
  readonly t: TableStrings;
  /** The scenario link text; absent: read it from the page address (the share page). */
  readonly scenario?: string;
  readonly idPrefix: string;
  /** Inside a rule page: the same widget, a little more compact. */
  readonly embedded?: boolean;
  /**
   * The table page: the whole width, the shot controls beside the table on wide screens, the
   * table from edge to edge on phones (sandbox.css, `.pt-sandbox--page`).
   */
  readonly wide?: boolean;
}

/**
 * The interactive table: set up, aim, shoot, replay like a referee, read the ruling, share. The
 * controller (table/useSandbox.ts) runs the sandbox machine and the game's referee; the views
 * (table/Board.tsx, table/SidePanel.tsx, table/SetupPanel.tsx and the panels) draw what it says.
 */
export default function TableSandbox({
  lang,
  t,
  scenario,
  idPrefix,
  embedded = false,
  wide = false,
}: TableSandboxProps) {
  const s = useSandbox({ lang, t, scenario, embedded });
  const setup = useSetupChoice();
  const { c, send, editing, rulings, link, paths, frozenNow, inGame } = s;
  const present = c.history.present;
  // the physics engine and the game's referee come when the reader first touches the table, ahead of the first shot
  const warm = () => {
    loadPhysics().catch(() => undefined);
    s.want();
  };
  // the picture's caption and drawing code come with the first download
  const svgText = () =>
    import('./table/picture.ts').then(({ disputePicture }) =>
      disputePicture({ t, lang, c, present, paths, ruling: rulings.ruling, edition: rulings.shown, link }),
    );
  return (
    <section
      class={`pt-sandbox${embedded ? ' pt-sandbox--embedded' : ''}${wide ? ' pt-sandbox--page' : ''} not-content`}
      aria-label={t.sandboxLabel}
      onPointerDownCapture={warm}
      onFocusCapture={warm}
      onChangeCapture={s.want}
    >
      {s.linkError && (
        <p class="pt-error" role="alert" data-testid="link-error">
          {s.linkError}
        </p>
      )}
      {c.question && (
        <p class="pt-question">
          <strong>{t.question}:</strong> {c.question}
        </p>
      )}
      <div class="pt-stage">
        <Board s={s} t={t} idPrefix={idPrefix} wide={wide} />
        <SidePanel s={s} t={t} lang={lang} idPrefix={idPrefix} />
      </div>
      {s.belowDrawn && (
        <div class="pt-columns">
          {editing && (
            <SetupPanel
              t={t}
              games={RACK_GAMES}
              tray={s.tray}
              removable={c.selected !== null && s.onTable.has(c.selected) ? c.selected : null}
              send={send}
              say={s.say}
              choice={setup}
            />
          )}
          <Pure
            deps={[t, c.game, c.situation, present, frozenNow, editing, c.added, inGame]}
            render={() => (
              <SituationPanel
                t={t}
                game={c.game}
                situation={c.situation}
                objectBalls={present.flatMap((b) => (b.ball === 'cue' ? [] : [b.ball]))}
                frozenNow={frozenNow}
                disabled={!editing}
                inGame={inGame}
                added={c.added}
                onAdded={(added) => send({ type: 'added.set', added })}
                onGame={(game) => send({ type: 'game.set', game })}
                onChange={(situation) => send({ type: 'situation.set', situation })}
              />
            )}
          />
          <Pure
            deps={[t, link, rulings.ruling, c.before, c.replay, c.shot, present, paths, c.game, c.situation]}
            render={() => <SharePanel t={t} link={link} svgText={svgText} fileName="pool-table" />}
          />
        </div>
      )}
      <p class="sr-only" aria-live="polite" data-testid="live">
        {s.live}
      </p>
    </section>
  );
}
