import { useEffect, useRef } from 'preact/hooks';
import { hasReferee } from '../../core/rules/lazy.ts';
import type { TableStrings } from '../../i18n/table/index.ts';
import { Pure } from './Pure.tsx';
import type { Sandbox } from './useSandbox.ts';

interface Props {
  readonly s: Sandbox;
  readonly t: TableStrings;
  readonly lang: string;
}

/** The game panel's place, kept while its code loads (the panels under it do not jump); in view, it asks for the game's rules. */
function GamePending({ t, onSeen }: { readonly t: TableStrings; readonly onSeen: () => void }) {
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      onSeen();
      return;
    }
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) onSeen();
    });
    io.observe(el);
    return () => io.disconnect();
  }, [onSeen]);
  return (
    <section class="pt-panel pt-game-pending" data-testid="game-pending" aria-busy="true" ref={box}>
      <p class="pt-note">{t.gameLoading}</p>
    </section>
  );
}

/** The game under way: its steps, whose turn, the choices and announcements (the game's panel, loaded with its rules). */
export function GameSlot({ s, t, lang }: Props) {
  const { c, game, canPlayOn, link } = s;
  const { record, run, view, gameEntry, steps, actions } = game;
  const GamePanel = view?.GamePanel;
  if (record && view && GamePanel && (s.inGame || run))
    // Not redrawn with every frame of a replay: only when the game, the step shown or the link changes.
    return (
      <Pure
        deps={[t, lang, run, record, c.viewing, canPlayOn, c.undone, link, view, gameEntry, steps.length]}
        render={() => (
          <GamePanel
            t={t}
            g={view.gameStrings(lang)}
            announcements={gameEntry?.announcements ?? []}
            facts={run ? (c.viewing === null ? run.facts : null) : null}
            outcomes={run?.outcomes ?? []}
            error={run?.error ?? null}
            viewing={c.viewing}
            canPlayOn={canPlayOn}
            canUndo={steps.length > 0}
            canRedo={c.undone.length > 0}
            stepHref={(i) => `${link}#step=${i + 1}`}
            onPlayOn={actions.playOn}
            onChoose={(option, ball) => {
              const by = run?.facts.choice?.chooser;
              if (by) actions.addStep({ kind: 'choose', by, option, ...(ball !== undefined ? { ball } : {}) });
            }}
            onAnnounce={(by, what) => actions.addStep({ kind: 'announce', by, what })}
            onView={actions.viewStep}
            onBack={actions.toNow}
            onUndo={actions.undoStep}
            onRedo={actions.redoStep}
          />
        )}
      />
    );
  if ((record && c.game && hasReferee(c.game) && !(view && GamePanel)) || s.addressPending)
    return <GamePending t={t} onSeen={s.want} />;
  return null;
}
