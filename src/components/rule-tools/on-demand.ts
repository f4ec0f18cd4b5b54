/**
 * The rule pages' tables on demand: an example's board is drawn (by the table's renderer, without
 * the sandbox or the physics) when its `<details>` is first opened; a button `data-replay` loads the
 * table widget with the physics, in place of the board, only when it is pressed. Imported by the
 * pages' scripts; the renderer and the widget are chunks of their own, loaded behind `import()`.
 */
import type { Lang } from '../../i18n/paths.ts';

let ids = 0;

/** The box a button's table goes into: the nearest `[data-board]` of its figure or example. */
const boxOf = (button: HTMLElement): HTMLElement | null =>
  button.closest('figure, details')?.querySelector<HTMLElement>('[data-board]') ?? null;

export function wireTables(root: ParentNode = document): void {
  const lang: Lang = document.documentElement.lang.startsWith('en') ? 'en' : 'ru';
  for (const example of root.querySelectorAll<HTMLDetailsElement>('details.pt-example:not([data-wired])')) {
    example.dataset.wired = '';
    const box = example.querySelector<HTMLElement>('[data-board]');
    const button = example.querySelector<HTMLButtonElement>('button[data-replay]');
    if (!box) continue;
    const draw = async () => {
      if (!example.open || box.dataset.drawn !== undefined) return;
      box.dataset.drawn = '';
      try {
        const { boardSvg } = await import('./board.ts');
        box.innerHTML = boardSvg(box.dataset.board ?? '', lang, box.dataset.title ?? '', `ex${++ids}`);
        if (button) button.hidden = false;
      } catch {
        box.textContent = box.dataset.failed ?? '';
      }
    };
    example.addEventListener('toggle', () => void draw());
    void draw();
  }
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-replay]:not([data-wired])')) {
    button.dataset.wired = '';
    // an example's button shows once its board is drawn; a diagram's board is drawn in the page
    if (!button.closest('details.pt-example')) button.hidden = false;
    button.addEventListener('click', async () => {
      const box = boxOf(button);
      if (!box) return;
      button.disabled = true;
      try {
        const { mountReplay } = await import('./replay.ts');
        await mountReplay(box, button.dataset.replay ?? '', lang, `exr${++ids}`);
        button.remove();
      } catch {
        box.textContent = box.dataset.failed ?? '';
        button.disabled = false;
      }
    });
  }
}
